/**
 * GraphQL types from the games' zod schemas, so a game's move and view are declared once.
 *
 * The zod schema is exported as JSON Schema (zod's own exporter) and walked to declare Nest
 * code-first classes programmatically (the same decorators, applied as functions):
 * objects → object types, unions of objects → union types, enums whose values are valid GraphQL
 * names → enums (other enums, e.g. card codes like "7H", stay String), records and unknown → JSON.
 * A move union becomes one input type: `type` plus every variant's fields, nullable; the zod
 * schema still validates the move exactly once it is assembled. A request's object schema becomes
 * the arguments of a field (`args`, read in its input form: a field with a default may be left out).
 */
import { ArgsType, createUnionType, Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { z } from 'zod';
import { graphqlRegistry } from '../../platform/graphql-names.js';

type Js = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  anyOf?: Js[];
  oneOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, Js>;
  description?: string;
  id?: string;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GqlType = any;

/** The JSON Schema keyword that carries the type given to a schema by `argsTypeAs` (an index). */
const TYPED = 'x-graphql-type';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const pascal = (s: string) => s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** A class with a given name (GraphQL type names come from the decorator, this is for debugging). */
function namedClass(name: string): new () => object {
  return { [name]: class {} }[name];
}

export class GraphqlTypeFactory {
  private readonly outputs = new Map<string, GqlType>();
  private readonly inputs = new Map<string, GqlType>();
  private readonly enums = new Map<string, GqlType>();
  /** Maps a union's member class to a predicate recognising values of it. */
  private readonly matchers = new Map<GqlType, (v: Record<string, unknown>) => boolean>();
  private readonly members = new Map<GqlType, GqlType[]>();
  /** Types given to schemas by `argsTypeAs`; the JSON Schema of such a schema carries its index here. */
  private readonly typed: GqlType[] = [];
  private readonly typedIndex = new Map<z.ZodType, number>();
  /** Output types read the schemas as they answer; arguments as they are sent (defaults optional). */
  private io: 'input' | 'output' = 'output';
  private readonly defs = { input: {} as Record<string, Js>, output: {} as Record<string, Js> };

  /** GraphQL's view of the names: its own first, then every `.meta()` name; plus `argsTypeAs`. */
  private readonly metadata = {
    get: (s: z.ZodType) => {
      const meta = graphqlRegistry.get(s) ?? z.globalRegistry.get(s);
      const typed = this.io === 'input' ? this.typedIndex.get(s) : undefined;
      return typed === undefined ? meta : { ...meta, [TYPED]: typed };
    },
  } as unknown as typeof z.globalRegistry;

  /** The JSON Schema of a zod schema, with its named sub-schemas kept in `$defs`. */
  private json(schema: z.ZodType): Js {
    const js = z.toJSONSchema(schema, { io: this.io, unrepresentable: 'any', reused: 'inline', metadata: this.metadata }) as Js;
    Object.assign(this.defs[this.io], js.$defs ?? {});
    return js;
  }

  private deref(s: Js): { schema: Js; name?: string } {
    if (s.$ref) {
      const name = s.$ref.split('/').pop()!;
      const schema = this.defs[this.io][name];
      if (!schema) throw new Error(`unresolved $ref ${s.$ref}`);
      return { schema, name };
    }
    return { schema: s, name: typeof s.id === 'string' ? s.id : undefined };
  }

  private static nullable(s: Js): { inner: Js; nullable: boolean } {
    if (Array.isArray(s.type) && s.type.includes('null')) {
      const rest = s.type.filter((t) => t !== 'null');
      return { inner: { ...s, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
    }
    const alts = s.anyOf ?? s.oneOf;
    if (alts && alts.some((a) => a.type === 'null')) {
      const rest = alts.filter((a) => a.type !== 'null');
      return { inner: rest.length === 1 ? rest[0] : { ...s, anyOf: rest, oneOf: undefined }, nullable: true };
    }
    return { inner: s, nullable: false };
  }

  /** Uses `type` for the schema named `name` (e.g. a union resolved by a tag, not by shape). */
  preset(name: string, type: GqlType): void {
    this.outputs.set(name, type);
  }

  /** Uses the input type `type` for the input type named `name` (one declared by hand). */
  presetInput(name: string, type: GqlType): void {
    this.inputs.set(name, type);
  }

  /**
   * Types `schemas` as `type` wherever arguments (`args`) use them, in place of what their JSON
   * Schema would make of them: an id (a plain string to zod) is an ID; an enum that clients have
   * always sent as String stays one (output types keep the enum). Given before the arguments.
   */
  argsTypeAs(type: GqlType, ...schemas: z.ZodType[]): void {
    for (const s of schemas) this.typedIndex.set(s, this.typed.push(type) - 1);
  }

  /** The object types of an output type: its members if it is a union, else itself. */
  membersOf(type: GqlType): GqlType[] {
    return this.members.get(type) ?? [type];
  }

  /** Whether `value` has the shape of object type `member` (for resolving tagged unions). */
  matches(member: GqlType, value: Record<string, unknown>): boolean {
    return this.matchers.get(member)?.(value) ?? true;
  }

  /** The GraphQL enum of a named zod enum (for arguments). */
  enumOf(schema: z.ZodType, name: string): GqlType {
    const { schema: s } = this.deref(this.json(schema));
    return this.enumType(name, s.enum as string[], s.description);
  }

  /** Output type for a zod schema; `name` names the root when it has no id of its own. */
  output(schema: z.ZodType, name: string, opts: { redactable?: boolean } = {}): GqlType {
    this.redactable = opts.redactable ?? false;
    try {
      return this.outputOf(this.json(schema), name);
    } finally {
      this.redactable = false;
    }
  }

  /** While true, every object field but `type` is nullable: a move's hidden data reads as null until the end. */
  private redactable = false;
  /** Enums by their values: the same set of values is one GraphQL enum, whichever field uses it. */
  private readonly enumsByValues = new Map<string, GqlType>();

  /**
   * `hint` describes a type that has no description of its own: an object, union or enum declared
   * inline for a field says what the field says (every GraphQL type and field is described).
   */
  private outputOf(raw: Js, path: string, hint?: string): GqlType {
    const { schema: s, name } = this.deref(raw);
    const typeName = name ?? path;
    if (this.outputs.has(typeName)) return this.outputs.get(typeName);
    const alts = s.anyOf ?? s.oneOf;
    if (alts) {
      const objects = alts.map((a) => this.deref(a).schema);
      if (!objects.every((o) => o.type === 'object' && o.properties)) return GraphQLJSON;
      const description = s.description ?? hint;
      return this.union(typeName, alts.map((a, i) => this.outputOf(a, `${typeName}Variant${i + 1}`, description)), objects, description);
    }
    if (s.type === 'object' && s.properties && Object.keys(s.properties).every((k) => NAME.test(k))) return this.object(typeName, s, hint);
    return this.leaf(s, typeName, (inner, p) => this.outputOf(inner, p, hint), hint);
  }

  private leaf(s: Js, typeName: string, recurse: (inner: Js, path: string) => GqlType, hint?: string): GqlType {
    if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string')) return this.enumType(typeName, s.enum as string[], s.description ?? hint);
    if (s.const !== undefined || s.type === 'string') return String;
    if (s.type === 'integer') return Int;
    if (s.type === 'number') return Float;
    if (s.type === 'boolean') return Boolean;
    if (s.type === 'array' && s.items) {
      const { inner, nullable } = GraphqlTypeFactory.nullable(s.items);
      // A list of lists (the tuples of a legal move's alternatives) is a list of JSON values: a
      // field here is declared with one level of list.
      const item = this.deref(inner).schema.type === 'array' ? GraphQLJSON : recurse(inner, `${typeName}Item`);
      return { list: item, nullableItems: nullable };
    }
    return GraphQLJSON;
  }

  private enumType(name: string, values: string[], description?: string): GqlType {
    if (!values.every((v) => NAME.test(v))) return String;
    const existing = this.enums.get(name) ?? this.enumsByValues.get(JSON.stringify(values));
    if (existing) return existing;
    const e = Object.fromEntries(values.map((v) => [v, v]));
    registerEnumType(e, { name, description: description ?? `One of: ${values.join(', ')}.` });
    this.enums.set(name, e);
    this.enumsByValues.set(JSON.stringify(values), e);
    return e;
  }

  private object(name: string, s: Js, hint?: string): GqlType {
    const existing = this.outputs.get(name);
    if (existing) return existing;
    const cls = namedClass(name);
    this.outputs.set(name, cls);
    for (const [key, prop] of Object.entries(s.properties!)) {
      const { inner, nullable } = GraphqlTypeFactory.nullable(prop);
      const own = prop.description ?? inner.description;
      const t = this.outputOf(inner, `${name}${pascal(key)}`, own);
      const hidden = this.redactable && key !== 'type';
      const description = own ?? this.describeByType(inner) ?? constant(inner);
      declareField(cls, key, t, hidden || nullable || !(s.required ?? []).includes(key), hidden ? `${description ?? ''} Null in a history entry while it is hidden from you (until the match ends).`.trim() : description);
    }
    ObjectType(name, { description: s.description ?? hint })(cls);
    return cls;
  }

  /** A field without a description of its own is described by its named type's description. */
  private describeByType(s: Js): string | undefined {
    const target = s.type === 'array' && s.items ? GraphqlTypeFactory.nullable(s.items).inner : s;
    const named = this.deref(target).schema.description;
    return named === undefined ? undefined : target === s ? named : `A list: ${named.charAt(0).toLowerCase()}${named.slice(1)}`;
  }

  private union(name: string, members: GqlType[], objects: Js[], description?: string): GqlType {
    const existing = this.outputs.get(name);
    if (existing) return existing;
    members.forEach((m, i) => this.matchers.set(m, matcherFor(objects[i])));
    const union = createUnionType({
      name,
      description,
      types: () => members,
      resolveType: (value: Record<string, unknown>) => members.find((m) => this.matchers.get(m)!(value)),
    });
    this.outputs.set(name, union);
    this.members.set(union, members);
    return union;
  }

  /** The flattened input type of a move union (see the file comment). */
  moveInput(schema: z.ZodType, name: string): GqlType {
    const js = this.deref(this.json(schema)).schema;
    const variants = (js.anyOf ?? js.oneOf ?? [js]).map((v) => this.deref(v).schema);
    const fields = new Map<string, Js[]>();
    for (const v of variants) for (const [k, p] of Object.entries(v.properties ?? {})) fields.set(k, [...(fields.get(k) ?? []), p]);
    const cls = namedClass(name);
    for (const [key, props] of fields) {
      const shapes = new Set(props.map((p) => JSON.stringify({ ...GraphqlTypeFactory.nullable(this.deref(p).schema).inner, description: undefined })));
      const types = key === 'type' ? variants.map((v) => v.properties!.type.const).filter((c) => typeof c === 'string') : [];
      let t: GqlType;
      if (key === 'type' && types.length === variants.length) t = this.enumType(`${name.replace(/Input$/, '')}Type`, types as string[], 'The kinds of move: `type` of a move.');
      else if (shapes.size === 1) t = this.inputOf(GraphqlTypeFactory.nullable(this.deref(props[0]).schema).inner, `${name}${pascal(key)}`);
      else t = GraphQLJSON;
      // A field several variants share may mean something different in each: say so per variant.
      const described = variants.flatMap((v) => (v.properties?.[key]?.description ? [{ type: v.properties.type?.const, text: v.properties[key].description! }] : []));
      const texts = new Set(described.map((d) => d.text));
      const description =
        texts.size > 1
          ? described.map((d) => `${String(d.type)}: ${d.text}`).join(' ')
          : (props[0].description ??
            (key === 'type'
              ? 'The kind of move; set the fields that kind of move has.'
              : `A field of the ${variants.filter((v) => v.properties?.[key]).map((v) => String(v.properties!.type?.const)).join(', ')} move.`));
      declareField(cls, key, t, key !== 'type', description, true);
    }
    InputType(name, { description: js.description ?? 'One move, flattened for input: `type`, plus the fields of that kind of move (leave the others out).' })(cls);
    this.inputs.set(name, cls);
    return cls;
  }

  /**
   * The arguments of a field from a request's object schema: an @ArgsType() class with one field
   * per property, described by the schema. A property the schema lets be left out (optional, or
   * with a default) is nullable. Its default is not declared in GraphQL: the schema applies it when
   * it parses the arguments, and the description says it. `nullable` lists the properties that the
   * schema itself lets be null (a GraphQL null for any other means "left out").
   */
  args(schema: z.ZodObject, field: string): { type: GqlType; nullable: ReadonlySet<string> } {
    const name = pascal(field);
    this.io = 'input';
    try {
      const js = this.deref(this.json(schema)).schema;
      const cls = namedClass(`${name}Args`);
      const nullable = new Set<string>();
      for (const [key, prop] of Object.entries(js.properties ?? {})) {
        const { inner, nullable: isNull } = GraphqlTypeFactory.nullable(prop);
        const own = prop.description ?? inner.description;
        const t = this.inputOf(inner, `${name}${pascal(key)}`, own);
        if (isNull) nullable.add(key);
        const said = [own ?? this.describeByType(inner), GraphqlTypeFactory.bounds(inner, own)].filter(Boolean).join(' ');
        const description = prop.default === undefined ? said : `${said ? `${said} ` : ''}Default: ${this.literal(prop.default, t)}.`;
        declareField(cls, key, t, isNull || !(js.required ?? []).includes(key), description, true);
      }
      ArgsType()(cls);
      return { type: cls, nullable };
    } finally {
      this.io = 'output';
    }
  }

  /**
   * The bounds the schema checks (`1 to 100.`, `At most 128 characters.`), said in the argument's
   * description when its own text names no number: GraphQL's types cannot carry them.
   */
  private static bounds(js: Js, said: string | undefined): string | undefined {
    if (said && /\d/.test(said)) return undefined;
    const limit = (n: unknown) => (typeof n === 'number' && Math.abs(n) < 2 ** 31 ? n : undefined);
    const span = (lo: number | undefined, hi: number | undefined, unit: string) => {
      const u = unit ? ` ${unit}` : '';
      if (lo !== undefined && hi !== undefined) return `${lo} to ${hi}${u}.`;
      if (hi !== undefined) return `At most ${hi}${u}.`;
      if (lo !== undefined && lo > 0) return `At least ${lo}${u}.`;
      return undefined;
    };
    if (js.type === 'integer' || js.type === 'number') return span(limit(js.minimum), limit(js.maximum), '');
    if (js.type === 'string') return span(js.minLength === 1 ? undefined : limit(js.minLength), limit(js.maxLength), 'characters');
    return undefined;
  }

  /** A value as a GraphQL literal: an enum's value bare, anything else as JSON (`"x"`, `20`, `[]`). */
  private literal(value: unknown, type: GqlType): string {
    const isEnum = [...this.enums.values()].includes(type);
    return isEnum && typeof value === 'string' ? value : JSON.stringify(value);
  }

  private inputOf(raw: Js, path: string, hint?: string): GqlType {
    const { schema: s, name } = this.deref(raw);
    if (typeof s[TYPED] === 'number') return this.typed[s[TYPED]];
    const typeName = name ?? path;
    if (s.type === 'object' && s.properties) {
      const inputName = `${typeName}Input`;
      const existing = this.inputs.get(inputName);
      if (existing) return existing;
      const cls = namedClass(inputName);
      this.inputs.set(inputName, cls);
      for (const [key, prop] of Object.entries(s.properties)) {
        const { inner, nullable } = GraphqlTypeFactory.nullable(prop);
        const description = prop.description ?? inner.description;
        declareField(cls, key, this.inputOf(inner, `${typeName}${pascal(key)}`, description), nullable || !(s.required ?? []).includes(key), description ?? this.describeByType(inner), true);
      }
      InputType(inputName, { description: s.description ?? hint })(cls);
      return cls;
    }
    if (s.anyOf || s.oneOf) return GraphQLJSON;
    return this.leaf(s, typeName, (inner, p) => this.inputOf(inner, p, hint), hint);
  }
}

function declareField(cls: GqlType, key: string, t: GqlType, nullable: boolean, description?: string, input = false): void {
  const isList = t && typeof t === 'object' && 'list' in t;
  const typeFn = () => (isList ? [t.list] : t);
  const options = { nullable: isList ? (t.nullableItems ? (nullable ? 'itemsAndList' : 'items') : nullable) : nullable, description } as const;
  Field(typeFn, options as never)(cls.prototype, key);
  if (input) Object.defineProperty(cls.prototype, key, { value: undefined, writable: true, enumerable: false });
}

/** A constant field (a move's `type`) says what it always is. */
const constant = (s: Js): string | undefined => (s.const === undefined ? undefined : `Always ${JSON.stringify(s.const)}.`);

/** Recognises a value of an object schema: its const fields must match, its required keys exist. */
function matcherFor(s: Js): (v: Record<string, unknown>) => boolean {
  const consts = Object.entries(s.properties ?? {}).filter(([, p]) => p.const !== undefined);
  const required = s.required ?? [];
  return (v) => consts.every(([k, p]) => v[k] === p.const) && required.every((k) => k in v);
}

/**
 * A resolver's arguments from a request's zod schema, the one REST validates with, so that they are
 * declared once: `@ZodArgs(Schema) args: ArgsOf<typeof Schema>`. The field's arguments are the
 * schema's properties (name, type, nullability and description: GraphqlTypeFactory.args), and the
 * resolver receives them parsed by the schema: defaults applied, an invalid value refused with
 * VALIDATION_FAILED and its `errors`, as REST refuses it.
 */
import type { PipeTransform } from '@nestjs/common';
import { Args } from '@nestjs/graphql';
import type { z } from 'zod';
import { parseOr400 } from '../../platform/zod.js';
import { argsTypeOf } from './schema-types.js';

/** What a resolver receives from `@ZodArgs(schema)`: the schema's output. */
export type ArgsOf<S extends z.ZodType> = z.output<S>;

export function ZodArgs(schema: z.ZodObject): ParameterDecorator {
  return (target, method, index) => {
    const { type, nullable } = argsTypeOf(schema, String(method));
    Args({ type: () => type }, new ZodArgsPipe(schema, nullable))(target, method, index);
  };
}

/**
 * Parses the schema's arguments. It picks them out of all the field's arguments (a field may have
 * others, declared apart), and leaves out those sent as null where the schema takes no null: a
 * nullable argument is one the request may leave out.
 */
class ZodArgsPipe implements PipeTransform<Record<string, unknown> | undefined, unknown> {
  private readonly keys: string[];

  constructor(
    private readonly schema: z.ZodObject,
    private readonly nullable: ReadonlySet<string>,
  ) {
    this.keys = Object.keys(schema.shape);
  }

  transform(args: Record<string, unknown> | undefined): unknown {
    const value: Record<string, unknown> = {};
    for (const key of this.keys) {
      const v = args?.[key];
      if (v !== undefined && (v !== null || this.nullable.has(key))) value[key] = v;
    }
    return parseOr400(this.schema, value);
  }
}

/**
 * OpenAPI from the same zod schemas that validate: every schema with `.meta({ id })` becomes a
 * component (zod's registry export keeps the cross references), and `@ApiJson` points operations
 * at them. A schema whose input form differs from its output form (defaults make fields optional
 * on input) gets a second component named `<id>Input` for request bodies.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { toProblem } from './problem.js';

const REF = '#/components/schemas/';
type Json = Record<string, unknown>;

const idOf = (s: z.ZodType): string | undefined => z.globalRegistry.get(s)?.id as string | undefined;

function convert(io: 'input' | 'output', uri: (id: string) => string): Record<string, Json> {
  const out = z.toJSONSchema(z.globalRegistry, { io, target: 'draft-2020-12', unrepresentable: 'any', uri }) as { schemas: Record<string, Json> };
  for (const s of Object.values(out.schemas)) delete s.$schema;
  return out.schemas;
}

/** Request-body references, patched by buildComponents once it knows which ids need an Input form. */
const bodyRefs: { id: string; ref: Json }[] = [];

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(REF)) out.push(v.slice(REF.length));
      else refsIn(v, out);
    }
  }
  return out;
}

/**
 * All named schemas as OpenAPI components. Schemas reachable from a request body whose input
 * form differs from their output form get an extra `<id>Input` component.
 */
export function buildComponents(): Record<string, Json> {
  const plain = (id: string) => `${REF}${id}`;
  const output = convert('output', plain);
  const inputPlain = convert('input', plain);
  const reachable = new Set<string>();
  const stack = bodyRefs.map((b) => b.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reachable.has(id) || !inputPlain[id]) continue;
    reachable.add(id);
    stack.push(...refsIn(inputPlain[id]));
  }
  const differs = new Set([...reachable].filter((id) => JSON.stringify(inputPlain[id]) !== JSON.stringify(output[id])));
  const input = convert('input', (id) => `${REF}${id}${differs.has(id) ? 'Input' : ''}`);
  const components: Record<string, Json> = { ...output, Problem: PROBLEM_SCHEMA };
  for (const id of differs) components[`${id}Input`] = input[id];
  for (const b of bodyRefs) b.ref.$ref = `${REF}${b.id}${differs.has(b.id) ? 'Input' : ''}`;
  return components;
}

export function schemaRef(s: z.ZodType, io: 'input' | 'output'): Json {
  const id = idOf(s);
  if (!id) {
    // An anonymous schema (e.g. an array of a named one): its named parts are components already.
    const inline = z.toJSONSchema(s, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
    delete inline.$schema;
    delete inline.$defs;
    return JSON.parse(JSON.stringify(inline).replaceAll('"#/$defs/', `"${REF}`)) as Json;
  }
  const ref: Json = { $ref: `${REF}${id}` };
  if (io === 'input') bodyRefs.push({ id, ref });
  return ref;
}

const PROBLEM_SCHEMA: Json = {
  type: 'object',
  description: 'RFC 9457 problem details. `code` is stable; match on it, not on `detail`.',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string' }, title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' },
    code: { type: 'string', examples: [toProblem(409, 'STALE_VERSION', '').code] }, instance: { type: 'string' },
  },
  additionalProperties: true,
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (problem+json, e.g. VALIDATION_FAILED, MALFORMED_JSON)',
  401: 'Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID) or bad credentials',
  403: 'Not allowed (NOT_A_PLAYER)',
  404: 'Not found',
  409: 'Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN, ...)',
  413: 'Body too large',
  422: "Illegal move: the rule's own code and reason",
  429: 'Rate limited',
};

export interface ApiJsonSpec {
  summary: string;
  body?: z.ZodType;
  response?: z.ZodType | Json;
  status?: number;
  errors?: number[];
  description?: string;
}

export function ApiJson(spec: ApiJsonSpec): MethodDecorator {
  const status = spec.status ?? 200;
  const decorators = [ApiOperation({ summary: spec.summary, description: spec.description })];
  if (spec.body) decorators.push(ApiBody({ schema: schemaRef(spec.body, 'input') }));
  const response = spec.response instanceof z.ZodType ? schemaRef(spec.response, 'output') : spec.response;
  decorators.push(ApiResponse({ status, description: 'OK', ...(response ? { schema: response } : {}) }));
  for (const e of spec.errors ?? []) {
    decorators.push(ApiResponse({ status: e, description: ERROR_TEXT[e] ?? 'Error', content: { 'application/problem+json': { schema: { $ref: `${REF}Problem` } } } }));
  }
  return applyDecorators(...decorators);
}

/** Validation with zod: the schema that validates a body is the one the API documents. */
import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { badRequest } from './problem.js';

export function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
}

export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, code = 'VALIDATION_FAILED', what = 'The request'): T {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(code, `${what} is not valid: ${issuesOf(r.error).map((i) => `${i.path}: ${i.message}`).join('; ')}`, { errors: issuesOf(r.error) });
  return r.data;
}

export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: z.ZodType<T>, private readonly what = 'The request body') {}

  transform(value: unknown): T {
    return parseOr400(this.schema, value ?? {}, 'VALIDATION_FAILED', this.what);
  }
}

/** JSON Schema (OpenAPI 3.1 dialect) of a zod schema, for @nestjs/swagger decorators. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  // A named root comes back as {$ref, $defs}: lift it so the document starts with the schema itself.
  const ref = typeof json.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(json.$ref)?.[1] : undefined;
  const defs = json.$defs as Record<string, Record<string, unknown>> | undefined;
  if (ref && defs?.[ref]) {
    const { [ref]: root, ...rest } = defs;
    return Object.keys(rest).length > 0 ? { ...root, $defs: rest } : { ...root };
  }
  return json;
}

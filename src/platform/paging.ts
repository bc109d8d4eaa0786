/**
 * Keyset cursor pages, one convention for every list (issue 35): `limit` with a documented default
 * and maximum (above it: 400 VALIDATION_FAILED, never a silent clamp), `cursor` the opaque
 * `nextCursor` of the previous page, and `nextCursor` null on the last page. A cursor is the
 * base64url of a small JSON array, the sort key of the last item shown; anything else is
 * 400 INVALID_CURSOR.
 */
import { z } from 'zod';
import { badRequest } from './problem.js';

export type CursorPart = 'number' | 'string' | 'time';
type PartValue<P extends CursorPart> = P extends 'time' ? Date : P extends 'number' ? number : string;
export type CursorValues<S extends readonly CursorPart[]> = { -readonly [K in keyof S]: S[K] extends CursorPart ? PartValue<S[K]> : never };

/** What a list method is asked for: the validated `cursor` and `limit`. */
export interface PageRequest {
  cursor?: string;
  limit: number;
}

/** The `cursor` parameter. */
export const cursorParam = z.string().max(300).optional().describe('nextCursor of the previous page; omitted: the first page.');

/** The `limit` parameter: `max` is the documented maximum, above it the request is refused. */
export const limitParam = (def: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(def).describe(`Page size, 1 to ${max} (default ${def}); above ${max} is 400 VALIDATION_FAILED.`);

/** The `nextCursor` field of a page. */
export const nextCursorField = z.string().nullable().describe('Pass it as `cursor` for the next page; null on the last page.');

/** The page query of a list with nothing else to choose: `cursor` and `limit`. */
export const pageQuery = (def: number, max: number) => z.object({ cursor: cursorParam, limit: limitParam(def, max) }).strict();

export function encodeCursor(parts: readonly (string | number | Date)[]): string {
  return Buffer.from(JSON.stringify(parts.map((p) => (p instanceof Date ? p.getTime() : p)))).toString('base64url');
}

/** The keyset a cursor names, typed by `shape`; null when there is no cursor (the first page). */
export function decodeCursor<const S extends readonly CursorPart[]>(cursor: string | undefined, shape: S): CursorValues<S> | null {
  if (cursor === undefined) return null;
  const refuse = () => badRequest('INVALID_CURSOR', 'This cursor is not one the API returned.');
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw refuse();
  return shape.map((kind, i) => {
    const v: unknown = parts[i];
    if (kind === 'string' && typeof v === 'string' && v.length <= 128) return v;
    if (kind === 'number' && typeof v === 'number' && Number.isFinite(v)) return v;
    if (kind === 'time' && typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 253_402_300_800_000) return new Date(v);
    throw refuse();
  }) as CursorValues<S>;
}

/**
 * A page from `limit + 1` rows read after the cursor: the first `limit`, and the cursor of the
 * last of them when there was one more.
 */
export function pageOf<T>(rows: readonly T[], limit: number, keyOf: (last: T) => readonly (string | number | Date)[]): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/**
 * The Prisma schema as the hot paths' SQL sees it: table and column names, and row types, taken
 * from the generated client's types, so that a model or field renamed in prisma/models.prisma
 * (and regenerated) fails to compile at every statement and row that still uses the old name.
 *
 * Types only from the generated client (no Prisma code is loaded, here or in the writer thread),
 * and the SQL text is built from these names once, at module load: a statement costs the same as
 * one written out by hand. Both providers' clients come from the same models, so the SQLite
 * client's types serve PostgreSQL's statements too.
 */
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

/** A table: a model of the Prisma schema. */
export type Table = Prisma.ModelName;

/** A row of `T` as Prisma's client returns it (its scalar fields). */
export type Row<T extends Table> = Prisma.TypeMap['model'][T]['payload']['scalars'];

/** A column of `T`. */
export type Column<T extends Table> = keyof Row<T> & string;

/**
 * The SQL names of table `T`: `${M}` is `"Match"` and `${M.version}` is `"version"` (qualify it
 * as `m.${M.version}`). Only the model's fields are names here (the type says so).
 */
export type Names<T extends Table> = { readonly [C in Column<T>]: string } & { toString(): string };

/** `names('Match')`: see Names. Called at module load, never per statement. */
export function names<T extends Table>(table: T): Names<T> {
  const quoted = `"${table}"`;
  return new Proxy({} as Names<T>, {
    get: (_, key) => {
      if (key === Symbol.toPrimitive || key === 'toString') return () => quoted;
      if (typeof key !== 'string') return undefined;
      return `"${key}"`;
    },
  });
}

/** `"a", "b"` (or `x."a", x."b"` given the alias `x`): columns of `t`, comma-separated. */
export const list = <T extends Table>(t: Names<T>, columns: readonly Column<T>[], alias?: string): string =>
  columns.map((c) => (alias ? `${alias}.${t[c]}` : t[c])).join(', ');

/** The values of row `R`'s `columns`, in their order: the positional parameters of a statement. */
export type Values<R, C extends readonly (keyof R)[]> = { -readonly [I in keyof C]: R[C[I]] };

/**
 * A column as better-sqlite3 returns it. SQLite has no boolean and no time type: Prisma stores
 * booleans as 0 or 1, and times as ISO 8601 text (so do sqlite-commits.ts's statements;
 * `CURRENT_TIMESTAMP` defaults are text without a zone; `parseTime` also takes a number of ms).
 */
export type SqliteValue<V> = V extends Date ? string | number : V extends boolean ? 0 | 1 : V;
/** A row as better-sqlite3 returns it, or as its statements bind it (see SqliteValue). */
export type SqliteRow<R> = { [K in keyof R]: SqliteValue<R[K]> };

/**
 * A value inside JSON that PostgreSQL built (`json_build_object`): times are text (UTC wall
 * time, no zone); booleans and numbers are JSON's. Top-level PostgreSQL columns need no mapping:
 * node-postgres returns booleans and numbers, and times as Dates (see postgres.ts's type parser).
 */
export type PgJsonValue<V> = V extends Date ? string : V;
/** A row inside a JSON value PostgreSQL built (see PgJsonValue). */
export type PgJsonRow<R> = { [K in keyof R]: PgJsonValue<R[K]> };

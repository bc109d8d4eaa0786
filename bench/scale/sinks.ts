/**
 * Bulk writers of the scale dataset: rows in, multi-row inserts out, with the table and column
 * names of the Prisma schema (persistence/hot/schema.ts's `names`).
 * - SQLite: better-sqlite3 on the file, WAL, one transaction per batch, prepared INSERTs of up to
 *   200 rows each (times as Prisma's SQLite adapter stores them, booleans 0/1).
 * - PostgreSQL: pg, `INSERT ... SELECT * FROM unnest($1::text[], $2::int4[], ...)`: one statement
 *   per chunk of 5,000 rows, typed from information_schema, one transaction per batch,
 *   synchronous_commit off for this session only.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { sqliteTime } from '../../src/persistence/hot/sqlite-commits.js';
import { list, names, type Column, type Row, type Table } from '../../src/persistence/hot/schema.js';

export interface Sink {
  begin(): Promise<void>;
  commit(): Promise<void>;
  /** Rows of `T` with the columns of the first row (columns left out take their defaults, or a trigger's values). */
  insert<T extends Table>(table: T, rows: readonly Partial<Row<T>>[]): Promise<void>;
  /** `UPDATE "User" SET "eventSeq" = ... WHERE "id" = ...` for each pair. */
  setEventSeqs(pairs: readonly [string, number][]): Promise<void>;
  close(): Promise<void>;
}

const columnsOf = <T extends Table>(rows: readonly Partial<Row<T>>[]): Column<T>[] => Object.keys(rows[0]) as Column<T>[];

export class SqliteSink implements Sink {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -262144');
  }
  async begin(): Promise<void> {
    this.db.exec('BEGIN');
  }
  async commit(): Promise<void> {
    this.db.exec('COMMIT');
  }
  private statement<T extends Table>(table: T, columns: Column<T>[], n: number): Database.Statement {
    const key = `${table} ${n} ${columns.join()}`;
    let s = this.statements.get(key);
    if (!s) {
      const one = `(${columns.map(() => '?').join(', ')})`;
      s = this.db.prepare(`INSERT INTO ${names(table)} (${list(names(table), columns)}) VALUES ${Array.from({ length: n }, () => one).join(', ')}`);
      this.statements.set(key, s);
    }
    return s;
  }
  async insert<T extends Table>(table: T, rows: readonly Partial<Row<T>>[]): Promise<void> {
    if (rows.length === 0) return;
    const columns = columnsOf(rows);
    const chunk = Math.max(1, Math.min(200, Math.floor(30_000 / columns.length)));
    const value = (v: unknown) => (v instanceof Date ? sqliteTime(v) : typeof v === 'boolean' ? (v ? 1 : 0) : v);
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      const args: unknown[] = [];
      for (const r of part) for (const c of columns) args.push(value(r[c]));
      this.statement(table, columns, part.length).run(...args);
    }
  }
  async setEventSeqs(pairs: readonly [string, number][]): Promise<void> {
    const U = names('User');
    const s = this.db.prepare(`UPDATE ${U} SET ${U.eventSeq} = ? WHERE ${U.id} = ?`);
    this.db.transaction(() => {
      for (const [id, seq] of pairs) s.run(seq, id);
    })();
  }
  async close(): Promise<void> {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.exec('ANALYZE');
    this.db.close();
  }
}

export class PostgresSink implements Sink {
  private readonly types = new Map<string, Map<string, string>>();
  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<PostgresSink> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('SET synchronous_commit = off');
    return new PostgresSink(client);
  }
  async begin(): Promise<void> {
    await this.client.query('BEGIN');
  }
  async commit(): Promise<void> {
    await this.client.query('COMMIT');
  }
  private async typesOf(table: string): Promise<Map<string, string>> {
    let t = this.types.get(table);
    if (!t) {
      const r = await this.client.query<{ column_name: string; udt_name: string }>(
        `SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      );
      t = new Map(r.rows.map((x) => [x.column_name, x.udt_name]));
      this.types.set(table, t);
    }
    return t;
  }
  async insert<T extends Table>(table: T, rows: readonly Partial<Row<T>>[]): Promise<void> {
    if (rows.length === 0) return;
    const columns = columnsOf(rows);
    const types = await this.typesOf(table);
    const t = names(table);
    const sql = `INSERT INTO ${t} (${list(t, columns)}) SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${types.get(c)}[]`).join(', ')})`;
    const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
    for (let i = 0; i < rows.length; i += 5000) {
      const part = rows.slice(i, i + 5000);
      await this.client.query(sql, columns.map((c) => part.map((r) => value(r[c]))));
    }
  }
  async setEventSeqs(pairs: readonly [string, number][]): Promise<void> {
    const U = names('User');
    await this.client.query(`UPDATE ${U} SET ${U.eventSeq} = v.seq FROM unnest($1::text[], $2::int4[]) AS v(id, seq) WHERE ${U}.${U.id} = v.id`, [
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ]);
  }
  async close(): Promise<void> {
    await this.client.query('ANALYZE');
    await this.client.end();
  }
}

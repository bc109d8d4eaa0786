/**
 * Every SQL statement the service runs while `capturing` is on, with the first parameters it ran
 * with: Prisma's (through its driver adapters) and the hot store's prepared statements alike, as
 * both go through better-sqlite3 or pg. Patched here, in the bench process only:
 * better-sqlite3's Statement (bind/run/get/all/iterate: Prisma's adapter binds then runs) and
 * pg's Client.query (Prisma's adapter and the hot store use pg's Pool, whose clients are Clients).
 * `explainAll` prints each distinct statement's plan on the production-size database and flags
 * a whole-table scan (SQLite `SCAN t` without an index; PostgreSQL `Seq Scan` on a table of more
 * than 10,000 rows), a walk of a whole index (SQLite `SCAN t USING INDEX i`: reported, not counted as a
 * scan) and a sort of a temporary B-tree (SQLite `USE TEMP B-TREE FOR ORDER BY`, PostgreSQL
 * a `Sort` of more than 500 estimated rows).
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export interface Captured {
  sql: string;
  args: unknown[];
  /** The labels of the measured requests it ran in (or 'background'). */
  during: Set<string>;
  /** Its slowest run while captured, ms (SQLite: synchronous, so the event loop was blocked as long). */
  maxMs: number;
}

export const captured = new Map<string, Captured>();
let label: string | null = null;
/** Captures the statements run until the next call (null: stop). */
export const capturing = (what: string | null) => {
  label = what;
};

const DML = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
function record(sql: string, args: unknown[]): Captured | null {
  if (label === null || !DML.test(sql)) return null;
  const c = captured.get(sql);
  if (c) c.during.add(label);
  else captured.set(sql, { sql, args, during: new Set([label]), maxMs: 0 });
  return captured.get(sql)!;
}
const timed = (c: Captured | null, t: number) => {
  if (c) c.maxMs = Math.max(c.maxMs, performance.now() - t);
};

export function installCapture(): void {
  const db = new Database(':memory:');
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, (...a: unknown[]) => unknown> & { source: string };
  db.close();
  const bound = new WeakMap<object, unknown[]>();
  const bind = proto.bind;
  proto.bind = function (this: { source: string }, ...args: unknown[]) {
    bound.set(this, args);
    return bind.apply(this, args);
  };
  for (const m of ['run', 'get', 'all', 'iterate']) {
    const orig = proto[m];
    proto[m] = function (this: { source: string }, ...args: unknown[]) {
      const c = record(this.source, args.length ? args : (bound.get(this) ?? []));
      const t = performance.now();
      try {
        return orig.apply(this, args);
      } finally {
        timed(c, t);
      }
    };
  }
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    const [q, v] = a;
    let c: Captured | null = null;
    if (typeof q === 'string') c = record(q, Array.isArray(v) ? v : []);
    else if (q && typeof q === 'object' && 'text' in q) c = record((q as { text: string }).text, (q as { values?: unknown[] }).values ?? (Array.isArray(v) ? v : []));
    const t = performance.now();
    const r = query.apply(this, a);
    if (c && r instanceof Promise) void r.then(() => timed(c, t), () => timed(c, t));
    return r;
  } as typeof pg.Client.prototype.query;
}

/** A flag that is a whole-table scan (the others are sorts). */
export const isScan = (flag: string) => /^(FULL SCAN|SEQ SCAN)/.test(flag);

export interface PlanLine {
  sql: string;
  maxMs: number;
  during: string[];
  plan: string[];
  flags: string[];
}

/** The statement on one line, Prisma's long column lists (`SELECT a, b, ... FROM`) shortened. */
const oneLine = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^SELECT (?:[`"\w.]+(?:, )?)+ FROM /, 'SELECT ... FROM ')
    .replace(/IN \((\?,)+\?\)/g, 'IN (?, ...)')
    .replace(/IN \((\$\d+,)+\$\d+\)/g, 'IN ($n, ...)');
/** A statement that reads nothing (Prisma's `WHERE 1=0` for an empty IN list): its SCAN touches no row. */
const readsNothing = (sql: string) => /WHERE 1=0/.test(sql);

/** The plan of every captured statement on `url` (the production-size database). */
export async function explainAll(url: string): Promise<PlanLine[]> {
  const stmts = [...captured.values()];
  const out: PlanLine[] = [];
  if (url.startsWith('file:')) {
    const db = new Database(url.slice('file:'.length), { readonly: true });
    for (const c of stmts) {
      let plan: string[];
      try {
        const s = db.prepare(`EXPLAIN QUERY PLAN ${c.sql}`);
        const rows = (c.args.length === 1 && c.args[0] !== null && typeof c.args[0] === 'object' && !Array.isArray(c.args[0]) ? s.all(c.args[0]) : s.all(...(c.args.flat() as unknown[]))) as { detail: string }[];
        plan = rows.map((r) => r.detail);
      } catch (e) {
        plan = [`(not explained: ${(e as Error).message})`];
      }
      // Not tables of the database: the statement's own CTEs and subqueries (SQLite runs them as
      // co-routines or materializes them), and json_each over a parameter (an id list).
      const ownRows = new Set(plan.flatMap((p) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(p)?.[1] ?? []));
      const flags = readsNothing(c.sql) ? [] : plan.flatMap((p) => {
        const scan = /^SCAN (\S+)(.*)$/.exec(p);
        if (scan && (ownRows.has(scan[1]) || (scan[1] === 'json_each' && /VIRTUAL TABLE/.test(scan[2])))) return [];
        if (scan && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(scan[2]) && !/^\(|CONSTANT ROW/.test(scan[1])) return [`FULL SCAN ${scan[1]}`];
        // `SCAN t USING INDEX i` (no constraint: SEARCH would say so) reads the whole index in its
        // order, stopping only at the LIMIT: as costly as a full scan when few rows match.
        if (scan && /USING (COVERING )?INDEX/.test(scan[2])) return [`WHOLE-INDEX WALK ${scan[1]}${scan[2]}`];
        return /USE TEMP B-TREE FOR ORDER BY/.test(p) ? ['TEMP B-TREE ORDER BY'] : [];
      });
      out.push({ sql: oneLine(c.sql), maxMs: c.maxMs, during: [...c.during], plan, flags });
    }
    db.close();
    return out;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sizes = new Map((await client.query<{ relname: string; reltuples: number }>(`SELECT relname, reltuples::float8 AS reltuples FROM pg_class WHERE relkind = 'r'`)).rows.map((r) => [r.relname, r.reltuples]));
  for (const c of stmts) {
    let plan: string[];
    try {
      await client.query('BEGIN');
      const r = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${c.sql}`, c.args);
      plan = r.rows.map((x) => x['QUERY PLAN']);
    } catch (e) {
      plan = [`(not explained: ${(e as Error).message})`];
    } finally {
      await client.query('ROLLBACK');
    }
    const flags = readsNothing(c.sql) ? [] : plan.flatMap((p) => {
      const seq = /Seq Scan on "?(\w+)"?/.exec(p);
      if (seq && (sizes.get(seq[1]) ?? 0) > 10_000) return [`SEQ SCAN ${seq[1]} (${Math.round(sizes.get(seq[1])!)} rows)`];
      // A sort node (not its "Sort Key:" line), flagged when it sorts more than a page's worth (its estimate).
      const sort = /^\s*(->\s+)?Sort\s+\(cost=[^)]*rows=(\d+)/.exec(p);
      return sort && Number(sort[2]) > 500 ? [`SORT of ~${sort[2]} rows`] : [];
    });
    out.push({ sql: oneLine(c.sql), maxMs: c.maxMs, during: [...c.during], plan, flags });
  }
  await client.end();
  return out;
}

/**
 * The query plans of the per-user reads (src/persistence/hot/per-user-*.ts) and of the match
 * lists, on a synthetic load: 2,000 users, 20,000 matches (16,000 finished, 3,000 active, 1,000
 * open), two seats each, ten log entries each; user u0 sits in 300 active matches (it must act
 * in half) and created 20 matches it watches. `node dist/bench/plans.js` after `npm run build`, or
 * `node --import ./src/platform/ts-register.mjs bench/plans.ts` (DATABASE_URL picks the
 * provider; use a scratch database: rows are added to it). Prints each statement's plan:
 * SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN (ANALYZE, BUFFERS).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { createClient, providerOf } from '../src/persistence/prisma.service.js';
import { migrate } from '../src/persistence/migrate.js';
import { SQLITE_PER_USER_SQL } from '../src/persistence/hot/per-user-sqlite.js';
import { POSTGRES_PER_USER_SQL } from '../src/persistence/hot/per-user-postgres.js';

const url = process.env.DATABASE_URL ?? 'file:./data/plans.db';
const pgsql = providerOf(url) === 'postgresql';
const T0 = Date.parse('2026-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', pgsql ? '' : '+00:00');

/** Every row of the load, as INSERT parameters (the triggers fill the seats' copies). */
function* load() {
  for (let u = 0; u < 2000; u++) yield { t: 'User', v: [`u${u}`, `user${u}`, `user${u}`, 'x', 'human', iso(T0)] };
  for (let i = 0; i < 20_000; i++) {
    const status = i < 16_000 ? 'finished' : i < 19_000 ? 'active' : 'open';
    // u0 plays the first 300 active matches; it created 20 finished ones it does not sit in.
    const a = i >= 16_000 && i < 16_300 ? 0 : 1 + (i % 1999);
    const b = 1 + ((i * 7 + 3) % 1999);
    const creator = i < 20 ? 0 : a;
    const toAct = status === 'active' ? (i % 2 ? '[0]' : '[1]') : '[]';
    const deadline = status === 'active' && i % 3 ? iso(T0 + 86_400_000 + i * 1000) : null;
    yield { t: 'Match', v: [`m${i}`, 'allmer-pyramid', '{}', 2, i % 5 ? 'public' : 'private', status, 's', 'h', 1, toAct, deadline, `u${creator}`, iso(T0 + i * 1000), iso(T0 + i * 1000 + 500)] };
    yield { t: 'MatchSeat', v: [`m${i}`, 0, `u${a}`] };
    if (status !== 'open') yield { t: 'MatchSeat', v: [`m${i}`, 1, `u${b === a ? (b % 1999) + 1 : b}`] };
    for (let s = 1; s <= 10 && status !== 'open'; s++) yield { t: 'Move', v: [`m${i}`, s, s % 2, s % 2 ? `u${b}` : `u${a}`, 'move', '{}', `h${s}`, iso(T0 + i * 1000 + s)] };
  }
}

const INSERTS: Record<string, string> = {
  User: `INSERT INTO "User" ("id","usernameKey","username","passwordHash","kind","createdAt") VALUES (?,?,?,?,?,?)`,
  Match: `INSERT INTO "Match" ("id","gameId","options","seatCount","visibility","status","seed","seedHash","rulesVersion","toAct","deadline","createdById","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  MatchSeat: `INSERT INTO "MatchSeat" ("matchId","seat","userId") VALUES (?,?,?)`,
  Move: `INSERT INTO "Move" ("matchId","seq","seat","userId","kind","move","hash","createdAt") VALUES (?,?,?,?,?,?,?,?)`,
};

/** The list queries of MatchesRepository.list as Prisma writes them (scope open / public / mine), in SQLite's dialect. */
const LISTS = {
  open: `SELECT "id" FROM "Match" WHERE "status" = 'open' AND "visibility" = 'public' AND NOT EXISTS (SELECT 1 FROM "MatchSeat" s WHERE s."matchId" = "Match"."id" AND s."userId" = ?) AND ("createdAt", "id") < (?, ?) ORDER BY "createdAt" DESC, "id" DESC LIMIT 21`,
  public: `SELECT "id" FROM "Match" WHERE "visibility" = 'public' AND ("createdAt", "id") < (?, ?) ORDER BY "createdAt" DESC, "id" DESC LIMIT 21`,
  publicActive: `SELECT "id" FROM "Match" WHERE "status" = 'active' AND "visibility" = 'public' AND ("createdAt", "id") < (?, ?) ORDER BY "createdAt" DESC, "id" DESC LIMIT 21`,
  mineSeats: `SELECT "matchId" FROM "MatchSeat" WHERE "userId" = ? AND ("matchCreatedAt", "matchId") < (?, ?) ORDER BY "matchCreatedAt" DESC, "matchId" DESC LIMIT 21`,
  mineCreated: `SELECT "id" FROM "Match" WHERE "createdById" = ? AND ("createdAt", "id") < (?, ?) ORDER BY "createdAt" DESC, "id" DESC LIMIT 21`,
};

const FAR = '9999-01-01T00:00:00.000';
const since = [['m16001', 0], ['m16002', 0], ['m16003', 1]] as const;

async function main() {
  const db = createClient(url);
  await migrate(db, url);
  await db.$disconnect();
  const low = pgsql ? '-infinity' : '';
  const upTo = iso(T0 + 10 ** 9);
  const params: Record<string, unknown[]> = {
    TURNS_WITH_DEADLINE: ['u0', low, low, '', 51],
    TURNS_WITHOUT_DEADLINE: ['u0', low, '', 51],
    MATCHES: pgsql ? [['m16001', 'm16002']] : ['["m16001","m16002"]'],
    SEATS: ['["m16001","m16002"]'],
    MOVES_SINCE: pgsql ? [since.map((s) => s[0]), since.map((s) => s[1]), 20] : [JSON.stringify(since), 20],
    CHANGED_SEATS: ['u0', iso(T0 + 16_100_000), 'm0', upTo, 51],
    CHANGED_CREATED: ['u0', low, '', upTo, 51],
    SERVER_TURNS: [500],
    open: ['u0', FAR, 'z'],
    public: [FAR, 'z'],
    publicActive: [FAR, 'z'],
    mineSeats: ['u0', FAR, 'z'],
    mineCreated: ['u0', FAR, 'z'],
  };
  if (pgsql) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    if (Number((await pool.query('SELECT count(*) AS n FROM "Match"')).rows[0].n) < 20_000) {
      await pool.query('BEGIN');
      for (const r of load()) await pool.query(INSERTS[r.t].replace(/\?/g, (() => { let n = 0; return () => `$${++n}`; })()), r.v);
      await pool.query('COMMIT');
      await pool.query('ANALYZE');
    }
    const statements: Record<string, string> = { ...Object.fromEntries(Object.entries(POSTGRES_PER_USER_SQL).map(([k, v]) => [k, v.text])), ...LISTS };
    for (const [name, text] of Object.entries(statements)) {
      if (name === 'SEATS') continue;
      let n = 0;
      const sql = text.replace(/\?/g, () => `$${++n}`);
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params[name]);
      console.log(`--- ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    await pool.end();
  } else {
    const file = new Database(url.slice('file:'.length));
    if ((file.prepare('SELECT count(*) AS n FROM "Match"').get() as { n: number }).n < 20_000) {
      const stmts = Object.fromEntries(Object.entries(INSERTS).map(([k, v]) => [k, file.prepare(v)]));
      file.transaction(() => {
        for (const r of load()) stmts[r.t].run(...r.v);
      })();
      file.exec('ANALYZE');
    }
    for (const [name, text] of Object.entries({ ...SQLITE_PER_USER_SQL, ...LISTS })) {
      const plan = file.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params[name]) as { detail: string }[];
      const t0 = performance.now();
      const rows = file.prepare(text).all(...params[name]).length;
      console.log(`--- ${name} (${rows} rows, ${(performance.now() - t0).toFixed(2)} ms)\n${plan.map((p) => p.detail).join('\n')}`);
    }
    file.close();
  }
}

void main();

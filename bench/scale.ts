/**
 * The production-size benchmark (run: npm run bench:scale [-- --db sqlite|postgres|both] [--quick]
 * [--reps N] [--idle-seconds S]; issue 35). For each database:
 * 1. builds (or reuses) two datasets through the bulk path (bench/scale/dataset.ts): the
 *    production size (10,000 users; 100,000 finished, 20,000 active and 1,000 open matches; one
 *    user in 1,020 active matches, to act in 510) and a near-empty one with the same heavy user
 *    (1,020 active matches, to act in half), the same single user (one match), 60 other users,
 *    300 finished, 10 active and 60 open matches (a full page of the open list and a leaderboard);
 * 2. starts the app in process on each (createApp, as in production: NODE_ENV=production, every
 *    background job on) and times each request through Fastify's `inject`, rounds alternating
 *    between the two apps, after a warm-up: medians and p95 of --reps (default 200) per request
 *    and database; prints the ratio production / near-empty against the issue's 1.5x;
 * 3. prints the query plan of every SQL statement run during the production-size requests
 *    (bench/scale/plans.ts), flagging whole-table scans and temporary sorts;
 * 4. leaves an instance idle on each for --idle-seconds (default 60): event-loop delay, CPU and
 *    the worst `/health` poll (bench/scale/idle.ts). --age-hours H (SQLite only) moves the
 *    production instance's clock H hours on, so that the dataset's due work has come due (an
 *    hour's events past the retention; from 7.5 days deadline warnings, from 11 days timeouts),
 *    on a copy of the cached file (the build stays as built).
 * Prints PASS/FAIL per target and always exits 0: benchmarks are not tests.
 * PostgreSQL: BENCH_SCALE_PG_URL (default postgresql://postgres@127.0.0.1:5432/bench_scale; the
 * near-empty one and --quick's get _small and _quick appended). Create the databases first.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { InjectOptions } from 'fastify';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createApp } from '../src/app/app.factory.js';
import { loadConfig, type AppConfig } from '../src/platform/config.js';
import { Clock } from '../src/platform/runtime.js';
import { GAMES } from '../src/games/index.js';
import { verifyRecord, type MatchRecordFile } from '../src/domain/verify-record.js';
import { median, quantile } from './lib/child.js';
import { ensureDataset, FULL, postgresUrlOf, QUICK, SMALL, sqliteFileOf } from './scale/dataset.js';
import { HEAVY, PASSWORD, SINGLE, type Shape } from './scale/plan.js';
import { capturing, explainAll, installCapture, isScan } from './scale/plans.js';
import { idle, type IdleFigures } from './scale/idle.js';

const argv = process.argv.slice(2);
const opt = (name: string, dflt: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const QUICK_RUN = argv.includes('--quick');
const REPS = Number(opt('--reps', QUICK_RUN ? '60' : '200'));
const ROUNDS = 5;
const IDLE_SECONDS = Number(opt('--idle-seconds', QUICK_RUN ? '10' : '60'));
const AGE_HOURS = Number(opt('--age-hours', '0'));
const DBS = opt('--db', 'both') === 'both' ? ['sqlite', 'postgres'] : [opt('--db', 'sqlite')];
const BIG = QUICK_RUN ? QUICK : FULL;
if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench:scale), as the service runs');

const urlOf = (db: string, shape: Shape) => (db === 'postgres' ? postgresUrlOf(shape) : `file:${sqliteFileOf(shape)}`);
const configOf = (url: string): AppConfig =>
  loadConfig({ DATABASE_URL: url, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), AUTH_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000000', COST_BUDGET_PER_MINUTE: '1000000000' });

/** One query on the bench's own connection (setup only, never timed). */
async function rows<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  if (url.startsWith('file:')) {
    const db = new Database(url.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The system's time moved `hours` on: the dataset's deadlines, warnings and retention come due. */
class AgedClock extends Clock {
  constructor(private readonly hours: number) {
    super();
  }
  now(): Date {
    return new Date(Date.now() + this.hours * 3_600_000);
  }
}

type Inject = (o: InjectOptions) => Promise<{ statusCode: number; body: string }>;
interface Side {
  name: 'near-empty' | 'production';
  url: string;
  inject: Inject;
  close(): Promise<void>;
  heavy: Record<string, string>;
  single: Record<string, string>;
  /** Two users of one match each, who play the move case (the single user's inbox stays as built). */
  movers: [Record<string, string>, Record<string, string>];
  heavyMatch: string;
  heavyEventSeq: number;
  game: string;
  moveMatch: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
async function call(inject: Inject, o: InjectOptions): Promise<any> {
  const r = await inject(o);
  if (r.statusCode >= 400 || r.body.includes('"errors"')) throw new Error(`${o.method} ${o.url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return JSON.parse(r.body);
}

async function side(name: Side['name'], url: string): Promise<Side> {
  const app = await createApp(configOf(url), {}, false);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const inject: Inject = (o) => fastify.inject(o);
  const login = async (username: string) => ({ authorization: `Bearer ${(await call(inject, { method: 'POST', url: '/v1/auth/login', payload: { username, password: PASSWORD } })).accessToken}` });
  const [seat] = await rows<{ matchId: string; gameId: string }>(
    url,
    `SELECT s."matchId", m."gameId" FROM "MatchSeat" s JOIN "User" u ON u."id" = s."userId" JOIN "Match" m ON m."id" = s."matchId" WHERE u."username" = $1 AND m."status" = 'active'`,
    [SINGLE],
  );
  const mover = async (n: number) => {
    const username = `scale_mover${n}_${randomBytes(4).toString('hex')}`;
    return { authorization: `Bearer ${(await call(inject, { method: 'POST', url: '/v1/auth/register', payload: { username, password: PASSWORD } })).accessToken}` };
  };
  const movers: Side['movers'] = [await mover(0), await mover(1)];
  const [heavy] = await rows<{ eventSeq: number }>(url, `SELECT "eventSeq" FROM "User" WHERE "username" = $1`, [HEAVY]);
  const h = await login(HEAVY);
  const turns = await call(inject, { method: 'GET', url: '/v1/me/turns', headers: h });
  return {
    name, url, inject, close: () => app.close(), heavy: h, single: await login(SINGLE), movers,
    heavyMatch: turns.items[0].match.id, heavyEventSeq: Number(heavy.eventSeq), game: seat.gameId, moveMatch: '',
  };
}

/**
 * The next move of the movers' match (whoever must act, a random legal move), or a new match when
 * it ended or none was made yet: not timed. The movers are users of their own (each in this one
 * match), so the single user's inbox and match list read the same on both sides in every round.
 */
async function nextMove(s: Side): Promise<InjectOptions> {
  const [a, b] = s.movers;
  for (;;) {
    const m = s.moveMatch ? await call(s.inject, { method: 'GET', url: `/v1/matches/${s.moveMatch}`, headers: a }) : { status: 'none' };
    if (m.status === 'active') {
      const who = m.toAct.includes(m.yourSeat) ? a : b;
      const answer = await call(s.inject, { method: 'GET', url: `/v1/matches/${s.moveMatch}/legal-moves`, headers: who });
      const move = answer.moves[Math.floor(Math.random() * answer.moves.length)];
      return { method: 'POST', url: `/v1/matches/${s.moveMatch}/moves`, headers: who, payload: { move, expectedVersion: answer.version } };
    }
    const created = await call(s.inject, { method: 'POST', url: '/v1/matches', headers: a, payload: { game: s.game, options: {} } });
    await call(s.inject, { method: 'POST', url: `/v1/matches/${created.id}/join`, headers: b });
    s.moveMatch = created.id;
  }
}

interface Case {
  name: string;
  /** Checked against 1.5x (per-user reads, the open list, a move, the event catch-up). */
  target: boolean;
  /** The share of --reps it gets (the heavy user's whole inbox takes ~1 s a request on a loaded machine). */
  share?: number;
  request(s: Side): InjectOptions | Promise<InjectOptions>;
}

const CHANGED_SINCE = Buffer.from(`${Date.now() - 24 * 3_600_000}|0`).toString('base64url');
const CASES: Case[] = [
  { name: 'GET /v1/me/turns (heavy: 510 to act)', target: true, share: 0.1, request: (s) => ({ method: 'GET', url: '/v1/me/turns', headers: s.heavy }) },
  { name: 'GET /v1/me/turns (one match)', target: true, request: (s) => ({ method: 'GET', url: '/v1/me/turns', headers: s.single }) },
  { name: 'GraphQL myTurns (heavy)', target: true, share: 0.1, request: (s) => ({ method: 'POST', url: '/graphql', headers: { ...s.heavy, 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ myTurns { items { match { id version } } nextCursor } }' }) }) },
  { name: 'GET /v1/me/matches?changedSince= (heavy, last 24 h)', target: true, request: (s) => ({ method: 'GET', url: `/v1/me/matches?changedSince=${CHANGED_SINCE}`, headers: s.heavy }) },
  { name: 'GET /v1/matches?scope=mine (heavy)', target: true, request: (s) => ({ method: 'GET', url: '/v1/matches?scope=mine', headers: s.heavy }) },
  { name: 'GET /v1/matches?scope=mine (one match)', target: true, request: (s) => ({ method: 'GET', url: '/v1/matches?scope=mine', headers: s.single }) },
  { name: 'GET /v1/matches?scope=open', target: true, request: (s) => ({ method: 'GET', url: '/v1/matches?scope=open', headers: s.single }) },
  { name: 'GET /v1/matches/{id} (heavy)', target: true, request: (s) => ({ method: 'GET', url: `/v1/matches/${s.heavyMatch}`, headers: s.heavy }) },
  { name: 'GET /v1/me/events?after= (heavy, last 50)', target: true, request: (s) => ({ method: 'GET', url: `/v1/me/events?after=${s.heavyEventSeq - 50}`, headers: s.heavy }) },
  { name: 'GET /v1/games/nos-vigilan/leaderboard', target: false, request: (s) => ({ method: 'GET', url: '/v1/games/nos-vigilan/leaderboard', headers: s.single }) },
  { name: 'GET /v1/games/allmer-pyramid/leaderboard', target: false, request: (s) => ({ method: 'GET', url: '/v1/games/allmer-pyramid/leaderboard', headers: s.single }) },
  { name: 'POST /v1/matches/{id}/moves (two users of one match each)', target: true, request: nextMove },
];

const failures = new Map<string, { n: number; first: string }>();

async function measure(small: Side, big: Side): Promise<Map<string, Record<Side['name'], number[]>>> {
  failures.clear();
  const out = new Map<string, Record<Side['name'], number[]>>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const c of CASES) {
      for (const s of [small, big]) {
        const reps = REPS * (c.share ?? 1);
        const n = round === 0 ? Math.max(2, Math.ceil(reps / ROUNDS / 4)) : Math.max(1, Math.ceil(reps / ROUNDS));
        for (let i = 0; i < n; i++) {
          const o = await c.request(s);
          if (s === big && round === 1) capturing(c.name);
          const t = performance.now();
          const r = await s.inject(o);
          const ms = performance.now() - t;
          capturing(null);
          if (r.statusCode >= 400 || r.body.includes('"errors"')) {
            // Reported with the figures, not fatal: a request the service refused at scale is a finding.
            const key = `${c.name} on ${s.name}`;
            if (!failures.has(key)) failures.set(key, { n: 0, first: `${r.statusCode} ${r.body.slice(0, 200)}` });
            failures.get(key)!.n++;
            continue;
          }
          if (round === 0) continue;
          const rec = out.get(c.name) ?? { 'near-empty': [], production: [] };
          rec[s.name].push(ms);
          out.set(c.name, rec);
        }
      }
    }
  }
  return out;
}

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${median(s).toFixed(2).padStart(8)} ${quantile(s, 0.95).toFixed(2).padStart(8)}`;
};
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function verifyOne(s: Side): Promise<string> {
  const ids = await rows<{ id: string; gameId: string }>(s.url, `SELECT "id", "gameId" FROM "Match" WHERE "status" = 'finished' ORDER BY "createdAt" DESC LIMIT 20`);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of ids) {
    if (seen.has(m.gameId)) continue;
    seen.add(m.gameId);
    const record = (await call(s.inject, { method: 'GET', url: `/v1/matches/${m.id}/record`, headers: s.single })) as MatchRecordFile;
    const v = verifyRecord(record, GAMES);
    out.push(`${m.gameId} ${v.ok ? 'ok' : `FAILED: ${v.failure}`}`);
  }
  return out.join(', ');
}

async function runDb(db: string): Promise<void> {
  const smallUrl = urlOf(db, SMALL);
  const bigUrl = urlOf(db, BIG);
  console.log(`\n=== ${db}: datasets (${BIG.name} and near-empty) ===`);
  for (const [url, shape] of [[smallUrl, SMALL], [bigUrl, BIG]] as const) {
    const r = await ensureDataset(url, shape, (l) => console.log(l));
    if (!r.reused) console.log(`  ${shape.name}: built in ${r.seconds.toFixed(0)} s: ${JSON.stringify(r.counts)}`);
  }
  const counts = await rows<{ status: string; n: number; plies: number }>(bigUrl, `SELECT "status", COUNT(*) AS n, SUM("ply") AS plies FROM "Match" GROUP BY "status"`);
  const [ev] = await rows<{ n: number }>(bigUrl, `SELECT COUNT(*) AS n FROM "UserEvent"`);
  console.log(`  ${BIG.name} holds ${counts.map((c) => `${c.n} ${c.status} (${c.plies ?? 0} moves)`).join(', ')}, ${ev.n} events`);
  const small = await side('near-empty', smallUrl);
  const big = await side('production', bigUrl);
  console.log(`  verify-record on ${big.name} bulk matches: ${await verifyOne(big)}`);
  const figures = await measure(small, big);
  console.log(`\n--- ${db}: ms per request through inject, median and p95 of ${REPS} per side (a tenth of it for the heavy inbox; rounds alternating), load ${loadavg().map((x) => x.toFixed(1)).join(' ')} ---`);
  console.log(`${'request'.padEnd(58)} ${'near-empty'.padStart(17)} ${'production'.padStart(17)}  ratio  target 1.5x`);
  for (const c of CASES) {
    const f = figures.get(c.name) ?? { 'near-empty': [], production: [] };
    const ratio = median(f.production) / median(f['near-empty']);
    console.log(`${c.name.padEnd(58)} ${fmt(f['near-empty'])} ${fmt(f.production)} ${ratio.toFixed(2).padStart(6)}  ${c.target ? verdict(ratio <= 1.5) : '(no target)'}`);
  }
  for (const [key, f] of failures) console.log(`  !! ${key}: ${f.n} requests failed, the first: ${f.first}`);
  await small.close();
  await big.close();
  console.log(`\n--- ${db}: idle instance, ${IDLE_SECONDS} s each (all background jobs on) ---`);
  const idleOf: Record<string, IdleFigures> = {};
  for (const [name, url] of [['near-empty', smallUrl], ['production', bigUrl]] as const) {
    // The production instance's background statements are captured too: their plans are printed below.
    const aged = name === 'production' && AGE_HOURS > 0 && db === 'sqlite';
    if (name === 'production' && AGE_HOURS > 0 && !aged) console.log(`  (--age-hours applies to SQLite only: ${db}'s production instance idles unaged)`);
    const file = sqliteFileOf(BIG);
    const copy = `${file}.aged`;
    if (aged) cpSync(file, copy);
    try {
      idleOf[name] = await idle(configOf(aged ? `file:${copy}` : url), IDLE_SECONDS, name === 'production' ? () => capturing('idle instance (background jobs)') : undefined, aged ? new AgedClock(AGE_HOURS) : undefined);
    } finally {
      if (aged) for (const leftover of [copy, `${copy}-wal`, `${copy}-shm`]) rmSync(leftover, { force: true });
    }
    capturing(null);
    const f = idleOf[name];
    const gcNote = `longest GC pause ${f.longestGcMs === null ? 'none seen' : `${f.longestGcMs.toFixed(1)} ms`}${f.collectedFirst ? '' : ' (earlier garbage not collected first: run with node --expose-gc)'}`;
    console.log(`  ${name.padEnd(10)}${aged ? ` (${AGE_HOURS} h on)` : ''} event-loop delay max ${f.maxDelayMs.toFixed(1)} ms, p99 ${f.p99DelayMs.toFixed(1)} ms; CPU ${f.cpuMs.toFixed(0)} ms; /health worst ${f.healthWorstMs.toFixed(1)} ms, ${f.healthFailures} failed; ${gcNote}; most CPU in one gap over 40 ms ${f.gapCpuMs.toFixed(0)} ms`);
  }
  const p = idleOf.production;
  const e = idleOf['near-empty'];
  console.log(`target: idle event-loop delay never over 50 ms: ${verdict(p.maxDelayMs <= 50)} (max ${p.maxDelayMs.toFixed(1)} ms)`);
  console.log(`target: idle CPU no higher than near-empty: ${verdict(p.cpuMs <= e.cpuMs * 1.2 + 50)} (${p.cpuMs.toFixed(0)} vs ${e.cpuMs.toFixed(0)} ms; allowance 20 % + 50 ms for noise)`);
  console.log(`\n--- ${db}: query plans of every statement run during the production-size requests and its idle minute ---`);
  const plans = await explainAll(bigUrl);
  let bad = 0;
  let sorts = 0;
  for (const p of plans) {
    if (p.flags.some(isScan)) bad++;
    if (p.flags.some((f) => !isScan(f))) sorts++;
    console.log(`${p.flags.length ? `!! ${p.flags.join('; ')}` : 'ok'} (slowest ${p.maxMs.toFixed(1)} ms) [${p.during.join(' | ')}]\n   ${p.sql.slice(0, 600)}${p.sql.length > 600 ? ' ...' : ''}\n   ${p.plan.join('\n   ')}`);
  }
  console.log(`target: no hot query plan scans a whole table: ${verdict(bad === 0)} (${bad} of ${plans.length} statements scan one)`);
  console.log(`(${sorts} of ${plans.length} statements walk a whole index or sort in a temporary structure: ${db === 'sqlite' ? 'SCAN t USING INDEX i, USE TEMP B-TREE FOR ORDER BY' : 'a Sort of more than 500 estimated rows'}; a per-user sort sorts all of that user's rows)`);
}

installCapture();
console.log(`bench:scale: node ${process.version}, ${REPS} requests per case and side, idle ${IDLE_SECONDS} s, dataset ${BIG.name}, load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const db of DBS) {
  try {
    await runDb(db);
  } catch (e) {
    console.log(`\n${db}: the bench stopped: ${(e as Error).stack ?? String(e)}`);
  }
}
process.exit(0);

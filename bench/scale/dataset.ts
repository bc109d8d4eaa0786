/**
 * The scale dataset's bulk path (bench:scale builds it; `node dist/bench/scale/dataset.js --db
 * sqlite|postgres [--quick|--small]` builds one alone). It writes what the API writes, fast:
 * 1. migrations applied the normal way (persistence/migrate.ts, as the service does at start);
 * 2. distinct game logs played once per game with the engine (logs.ts) and reused by many
 *    matches with their own ids, users, times and clocks (plan.ts): seeds and hash chains repeat
 *    across the matches of one log, and each chain is the one moves.service.ts would compute, so
 *    verify-record accepts every match;
 * 3. users (one argon2 hash computed once, every user signs in with PASSWORD), then per batch of
 *    matches Match -> MatchSeat -> Move in one transaction, then the per-user events (User.eventSeq
 *    set to each user's last seq), Rating and RatingHistory rows (sinks.ts).
 * The result is cached: the SQLite file under bench/.data/ (git-ignored), a PostgreSQL database
 * as it is, both with a `_bench_scale` row holding the key (the migrations, this folder's code and
 * the shape); a build older than REBUILD_DAYS is built again (its clocks' deadlines come near).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import pg from 'pg';
import { GAMES } from '../../src/games/index.js';
import { createClient, providerOf } from '../../src/persistence/prisma.service.js';
import { migrate, migrationsDir } from '../../src/persistence/migrate.js';
import { playLogs, seatsOf } from './logs.js';
import { PASSWORD, Plan, type Shape } from './plan.js';
import { PostgresSink, SqliteSink, type Sink } from './sinks.js';

/** The production size: 10,000 users; 100,000 finished, 20,000 active and 1,000 open matches; one user in 1,020 active ones. */
export const FULL: Shape = { name: 'full', users: 10_000, finished: 100_000, active: 18_979, open: 1_000, heavy: 1_020, finishedDays: 365, logs: 3_000 };
/** A smaller one to smoke-test with (--quick). */
export const QUICK: Shape = { name: 'quick', users: 1_000, finished: 5_000, active: 1_000, open: 200, heavy: 1_020, finishedDays: 365, logs: 600 };
/** The near-empty comparison: the same heavy and single users, a few others, a page of open matches and a leaderboard's worth of finished ones. */
export const SMALL: Shape = { name: 'small', users: 60, finished: 300, active: 10, open: 60, heavy: 1_020, finishedDays: 20, logs: 600 };

const REBUILD_DAYS = 5;
const here = dirname(fileURLToPath(import.meta.url));

function cacheKey(provider: string, shape: Shape): string {
  const h = createHash('sha256').update(JSON.stringify(shape));
  const dir = migrationsDir(provider);
  for (const m of readdirSync(dir).sort()) if (existsSync(join(dir, m, 'migration.sql'))) h.update(m).update(readFileSync(join(dir, m, 'migration.sql')));
  // The code that shapes the rows (not the measuring code beside it).
  for (const f of readdirSync(here).sort()) if (/^(dataset|logs|plan|sinks)\.(ts|js)$/.test(f)) h.update(f).update(readFileSync(join(here, f)));
  return h.digest('hex').slice(0, 16);
}

/** The cached SQLite file of a shape (bench/.data/ of the working directory: npm runs the bench from the repository's root). */
export const sqliteFileOf = (shape: Shape): string => resolve('bench', '.data', `scale-${shape.name}.db`);

/** The PostgreSQL database of a shape: BENCH_SCALE_PG_URL (default bench_scale at 127.0.0.1) for the full one, with _<shape> appended for the others. */
export const postgresUrlOf = (shape: Shape): string => (process.env.BENCH_SCALE_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/bench_scale') + (shape === FULL ? '' : `_${shape.name}`);

const MARK = '"_bench_scale"';

async function builtKey(url: string): Promise<{ key: string; builtAt: number } | null> {
  if (providerOf(url) === 'sqlite') {
    const file = url.slice('file:'.length);
    if (!existsSync(file)) return null;
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare(`SELECT key, "builtAt" FROM ${MARK}`).get() as { key: string; builtAt: number } | undefined) ?? null;
    } catch {
      return null;
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ key: string; builtAt: string }>(`SELECT key, "builtAt" FROM ${MARK}`);
    return r.rows[0] ? { key: r.rows[0].key, builtAt: Number(r.rows[0].builtAt) } : null;
  } catch {
    return null;
  } finally {
    await c.end();
  }
}

/** Empties the database of `url` (a bench database of its own: never a shared one). */
async function wipe(url: string): Promise<void> {
  if (providerOf(url) === 'sqlite') {
    const file = url.slice('file:'.length);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    mkdirSync(dirname(file), { recursive: true });
    return;
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await c.end();
}

export interface BuildReport {
  reused: boolean;
  seconds: number;
  counts: Record<string, number>;
}

/** Builds `shape` into `url` unless the same build is there already. */
export async function ensureDataset(url: string, shape: Shape, log: (s: string) => void = console.log): Promise<BuildReport> {
  const provider = providerOf(url);
  const key = cacheKey(provider, shape);
  const have = await builtKey(url);
  if (have?.key === key && Date.now() - have.builtAt < REBUILD_DAYS * 86_400_000) {
    log(`  ${shape.name}: reusing the build of ${new Date(have.builtAt).toISOString()} (key ${key})`);
    return { reused: true, seconds: 0, counts: {} };
  }
  const t0 = performance.now();
  const lap = (what: string) => log(`  ${shape.name}: ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await wipe(url);
  const prisma = createClient(url);
  await migrate(prisma, url);
  await prisma.$disconnect();
  lap('migrated');
  const logs = playLogs(GAMES, (g) => Plan.logsPerGame(shape, g), `scale:${shape.name}`);
  lap(`played ${[...logs.values()].reduce((a, l) => a + l.length, 0)} logs`);
  // The heavy and the single users' matches, the same in every shape (Plan.heavyRng).
  const heavyLogs = playLogs(GAMES.filter((g) => seatsOf(g) > 1), () => Plan.HEAVY_LOGS, 'scale:heavy');
  lap(`played ${[...heavyLogs.values()].reduce((a, l) => a + l.length, 0)} logs for the heavy and single users`);
  const plan = new Plan(shape, logs, GAMES, heavyLogs);
  const sink: Sink = provider === 'sqlite' ? new SqliteSink(url.slice('file:'.length)) : await PostgresSink.open(url);
  const passwordHash = await hash(PASSWORD);
  const created = new Date(plan.now - 400 * 86_400_000);
  await sink.begin();
  await sink.insert(
    'User',
    plan.userIds.map((id, i) => ({
      id, usernameKey: plan.usernames[i].toLowerCase(), username: plan.usernames[i], passwordHash, kind: 'human', botLevel: null, eventSeq: 0,
      autoPlay: false, vacationUntil: null, vacationYear: null, vacationDaysUsed: 0, createdAt: created,
    })),
  );
  await sink.commit();
  let batches = 0;
  for (const b of plan.batches(2_000)) {
    await sink.begin();
    await sink.insert('Match', b.matches);
    await sink.insert('MatchSeat', b.seats);
    await sink.insert('Move', b.moves);
    await sink.commit();
    if (++batches % 10 === 0) lap(`${plan.counts.matches} matches, ${plan.counts.moves} moves`);
  }
  lap(`${plan.counts.matches} matches, ${plan.counts.moves} moves`);
  const seqs = plan.eventSeqs();
  for (const events of plan.events(20_000)) {
    await sink.begin();
    await sink.insert('UserEvent', events);
    await sink.commit();
  }
  await sink.setEventSeqs(plan.userIds.map((id, i) => [id, seqs[i]]));
  lap(`${plan.counts.events} events (${plan.counts.prunedEvents} older than the retention counted, not written)`);
  await sink.begin();
  await sink.insert('Rating', plan.ratings());
  await sink.insert('RatingHistory', plan.history);
  await sink.commit();
  await sink.close();
  await mark(url, key);
  lap(`${plan.ratings().length} ratings, ${plan.history.length} rating points; done`);
  const counts = { ...plan.counts, users: plan.userIds.length, ratings: plan.ratings().length, ratingPoints: plan.history.length };
  return { reused: false, seconds: (performance.now() - t0) / 1000, counts };
}

async function mark(url: string, key: string): Promise<void> {
  const sql = [`CREATE TABLE ${MARK} (key TEXT NOT NULL, "builtAt" BIGINT NOT NULL)`, `INSERT INTO ${MARK} VALUES ('${key}', ${Date.now()})`];
  if (providerOf(url) === 'sqlite') {
    const db = new Database(url.slice('file:'.length));
    for (const s of sql) db.exec(s);
    db.close();
    return;
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const s of sql) await c.query(s);
  await c.end();
}

// `node dist/bench/scale/dataset.js --db sqlite|postgres [--quick|--small]`: one build alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const arg = (n: string) => process.argv.includes(n);
  const shape = arg('--quick') ? QUICK : arg('--small') ? SMALL : FULL;
  const url = process.argv[process.argv.indexOf('--db') + 1] === 'postgres' ? postgresUrlOf(shape) : `file:${sqliteFileOf(shape)}`;
  const r = await ensureDataset(url, shape);
  console.log(JSON.stringify(r));
}

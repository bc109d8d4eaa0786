/**
 * What an idle instance costs (run: npm run build && node dist/bench/idle.js): the service started
 * on a SQLite file holding IDLE_MATCHES running matches with clocks (default 20,000; 0 for the
 * empty database), none of them due for anything, then left alone for IDLE_SECONDS (default 60)
 * while its background jobs run as in production (CLOCK_SWEEP_SECONDS, WEBHOOK_POLL_MS,
 * BOT_POLL_SECONDS as set in the environment, else their defaults). Printed: the event loop's
 * delay (perf_hooks.monitorEventLoopDelay: max and p99) and the process's CPU over the window,
 * then the CPU of one clock tick (MatchClock.tick, the mean of 50).
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp } from '../src/app/app.factory.js';
import { MatchClock } from '../src/features/matches/match-clock.js';
import { benchConfig } from './lib/config.js';

const MATCHES = Number(process.env.IDLE_MATCHES ?? 20_000);
const SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
const pass = (k: string) => (process.env[k] ? { [k]: process.env[k]! } : {});
const { config, remove } = benchConfig('bench-idle', { ...pass('CLOCK_SWEEP_SECONDS'), ...pass('WEBHOOK_POLL_MS'), ...pass('BOT_POLL_SECONDS'), BOT_THREADS: process.env.BOT_THREADS ?? '1' });
const file = config.DATABASE_URL.slice('file:'.length);
const t = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

// Migrate, then fill the file as a year of play would leave it: two players, MATCHES running matches.
await (await createApp(config, {}, false)).close();
const db = new Database(file);
const columns = new Set((db.prepare(`PRAGMA table_info("Match")`).all() as { name: string }[]).map((c) => c.name));
const now = Date.now();
db.exec('BEGIN');
const user = db.prepare(`INSERT INTO "User" ("id", "usernameKey", "username", "passwordHash", "createdAt") VALUES (?, ?, ?, 'x', ?)`);
for (const u of ['idle-a', 'idle-b']) {
  const name = `${u}-${randomBytes(3).toString('hex')}`;
  user.run(u, name, name, t(now));
}
const withWarnAt = columns.has('warnAt');
const match = db.prepare(
  `INSERT INTO "Match" ("id", "gameId", "options", "seatCount", "visibility", "status", "seed", "seedHash", "rulesVersion", "createdById", "createdAt", "updatedAt",
     "state", "toAct", "timeLimitSeconds", "clock", "deadline"${withWarnAt ? ', "warnAt"' : ''})
   VALUES (?, 'allmer-pyramid', '{}', 2, 'private', 'active', 's', 'h', 1, 'idle-a', ?, ?, '{}', '[0]', ?, ?, ?${withWarnAt ? ', ?' : ''})`,
);
const seat = db.prepare(`INSERT INTO "MatchSeat" ("matchId", "seat", "userId", "joinedAt") VALUES (?, ?, ?, ?)`);
const DAY = 86_400_000;
for (let i = 0; i < MATCHES; i++) {
  const id = `idle-${i}`;
  const since = now - (i % 48) * 3_600_000; // decisions opened over the last two days
  const per = 3 * DAY;
  const clock = JSON.stringify({ policy: { perMoveSeconds: per / 1000, daysPerMove: 3, bankSeconds: 0, incrementSeconds: 0 }, seats: [{ bankMs: 0, since, creditMs: 0, vacationUntil: null }, { bankMs: 0, since: null, creditMs: 0, vacationUntil: null }] });
  const values = [id, t(since), t(since), per / 1000, clock, t(since + per)];
  match.run(...values, ...(withWarnAt ? [t(since + per - per / 4)] : []));
  seat.run(id, 0, 'idle-a', t(since));
  seat.run(id, 1, 'idle-b', t(since));
}
db.exec('COMMIT');
db.close();

const app = await createApp(config, {}, false);
await app.init();
await sleep(5000); // start-up work (the first scans) is not idle time
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
const cpu0 = process.cpuUsage();
await sleep(SECONDS * 1000);
const cpu = process.cpuUsage(cpu0);
h.disable();
// One sweep period's work, timed alone (the machine's other load does not enter a CPU figure).
const TICKS = 50;
const sweep = app.get(MatchClock);
await sweep.tick();
const tick0 = process.cpuUsage();
for (let i = 0; i < TICKS; i++) await sweep.tick();
const tickCpu = process.cpuUsage(tick0);
await app.close();
remove();
const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(
  `matches ${MATCHES}, ${SECONDS} s idle (CLOCK_SWEEP_SECONDS ${config.CLOCK_SWEEP_SECONDS}, WEBHOOK_POLL_MS ${config.WEBHOOK_POLL_MS}, BOT_POLL_SECONDS ${config.BOT_POLL_SECONDS}):` +
    ` event-loop delay max ${ms(h.max)} ms, p99 ${ms(h.percentile(99))} ms; CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (user ${(cpu.user / 1000).toFixed(0)}, system ${(cpu.system / 1000).toFixed(0)});` +
    ` one clock tick: ${((tickCpu.user + tickCpu.system) / 1000 / TICKS).toFixed(2)} ms CPU`,
);

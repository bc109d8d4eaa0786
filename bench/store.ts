/**
 * The hot store's move commits with events, alone (run: npm run bench:store): BENCH_STORE_MATCHES
 * (default 1,16,64) two-player matches each commit a move that notifies the other player, all
 * asked for in one event-loop turn, as many requests parsed in one turn ask; BENCH_STORE_ROUNDS
 * (default 300) such turns after 50 unmeasured ones. Printed per level: commits/s and this
 * process's CPU per commit (the store's client side: statements, round trips, results). The
 * store is the service's own (`PrismaService.hot`) on SQLite (a file of its own under ./data) or on
 * BENCH_DATABASE_URL (PostgreSQL). The commits are the hot path's, with placeholder states: the
 * rules and HTTP are left out on purpose (bench:compare measures the whole move).
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app/app.factory.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { benchConfig } from './lib/config.js';

const LEVELS = (process.env.BENCH_STORE_MATCHES ?? '1,16,64').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 300);
// No sweeps or polls during the measure: their queries would count as the store's.
const { config, remove } = benchConfig('bench-store', { CLOCK_SWEEP_SECONDS: '0', BOT_POLL_SECONDS: '0', WEBHOOK_POLL_MS: '0' });
const app = await createApp(config, {}, false);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
const store = app.get(PrismaService).hot;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function post(path: string, body: unknown, token?: string): Promise<any> {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const json = (await r.json()) as any;
  if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
const players = await Promise.all(['st_ann', 'st_bob'].map((n) => post('/v1/auth/register', { username: `${n}_${process.pid}`, password: 'bench password' })));
const tokens = players.map((p) => p.accessToken as string);
const userIds = players.map((p) => p.user.id as string);

console.log(`hot store (${store.constructor.name}): move commits with one event each, all asked for in one turn; ${ROUNDS} turns per level`);
for (const matches of LEVELS) {
  const ids: string[] = [];
  for (let i = 0; i < matches; i++) {
    const m = await post('/v1/matches', { game: 'allmer-pyramid', visibility: 'private' }, tokens[0]);
    await post(`/v1/matches/${m.id}/join`, { inviteCode: m.inviteCode }, tokens[1]);
    ids.push(m.id);
  }
  const at = new Map((await Promise.all(ids.map((id) => store.findMatch(id)))).map((r) => [r!.id, { version: r!.version, ply: r!.ply }]));
  const turn = () =>
    Promise.all(
      ids.map((id) => {
        const s = at.get(id)!;
        const ply = s.ply + 1;
        const mover = ply % 2;
        const now = new Date();
        return store
          .appendMove(
            id,
            s.version,
            { seq: ply, seat: mover, userId: userIds[mover], kind: 'move', move: '{"type":"bench"}', idempotencyKey: null, hash: `bench-${ply}` },
            { status: 'active', state: `{"bench":${ply}}`, toAct: `[${1 - mover}]`, outcome: null, ply, decisionVersion: s.version + 1, clock: null, deadline: null, warnAt: null, finishedAt: null, updatedAt: now },
            [{ userId: userIds[1 - mover], type: 'your_turn', matchId: id, version: s.version + 1, data: { matchId: id, version: s.version + 1 } }],
          )
          .then(() => {
            s.version++;
            s.ply = ply;
          });
      }),
    );
  for (let r = 0; r < 50; r++) await turn();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) await turn();
  const used = process.cpuUsage(cpu);
  const commits = ROUNDS * matches;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${String(matches).padStart(2)} matches: ${Math.round(commits / seconds).toLocaleString('en-US')} commits/s, CPU ${((used.user + used.system) / commits).toFixed(1)} us per commit (system ${(used.system / commits).toFixed(1)})`,
  );
}
await app.close();
remove();

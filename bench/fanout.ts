/**
 * Fan-out: SUBSCRIBERS graphql-ws clients (default 1,000: the two players' sockets and
 * spectators) subscribe to one public allmer-pyramid match; the players then make MOVES moves
 * over REST. For each move, each subscriber's delay is the time from the move's HTTP answer to
 * that subscriber receiving the event (0 when it came first). Printed: p50/p99/max delay over all
 * deliveries, and the server's worst event-loop delay during the moves (run: npm run bench:fanout;
 * BENCH_PROFILE_DIR, a folder: a V8 CPU profile of the server during the moves).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { BenchChild, quantile } from './lib/child.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const MOVES = Number(process.env.BENCH_FANOUT_MOVES ?? 20);
const SPECTATOR_USERS = 10;
const here = dirname(fileURLToPath(import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any */
async function json(url: string, init: RequestInit = {}) {
  const r = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = (await r.json()) as any;
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

const server = await BenchChild.start(join(here, 'lib/serve.js'), {
  BENCH_WS_LIMITS: JSON.stringify({ WS_MAX_CONNECTIONS_PER_ADDRESS: String(SUBSCRIBERS + 10), WS_MAX_CONNECTIONS_PER_USER: String(SUBSCRIBERS + 10) }),
});
const base = server.url;
const register = async (name: string) => {
  const r = await json(`${base}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `${name}_${process.pid}`, password: 'bench password' }) });
  return r.accessToken as string;
};
const ann = await register('fan_ann');
const bob = await register('fan_bob');
const spectators = await Promise.all(Array.from({ length: SPECTATOR_USERS }, (_, i) => register(`fan_s${i}`)));
const auth = (t: string) => ({ authorization: `Bearer ${t}` });

const match = await json(`${base}/v1/matches`, { method: 'POST', headers: auth(ann), body: JSON.stringify({ game: 'allmer-pyramid' }) });
await json(`${base}/v1/matches/${match.id}/join`, { method: 'POST', headers: auth(bob), body: '{}' });

const arrivals = new Map<number, number[]>(); // version -> arrival times
const clients: Client[] = [];
let subscribed = 0;
await Promise.all(
  Array.from({ length: SUBSCRIBERS }, (_, i) => {
    const token = i === 0 ? ann : i === 1 ? bob : spectators[i % SPECTATOR_USERS];
    const c = createClient({ url: base.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false });
    clients.push(c);
    return new Promise<void>((resolve, reject) => {
      c.subscribe(
        { query: 'subscription($id: ID!) { matchEvents(matchId: $id) { kind match { version yourSeat toAct viewJson } } }', variables: { id: match.id } },
        {
          next: (msg) => {
            const v = (msg.data as any)?.matchEvents?.match?.version as number;
            if (!arrivals.has(v)) arrivals.set(v, []);
            arrivals.get(v)!.push(performance.now());
          },
          error: reject,
          complete: () => undefined,
        },
      );
      c.on('connected', () => {
        subscribed++;
        resolve();
      });
    });
  }),
);
await new Promise((r) => setTimeout(r, 1000)); // let every subscription register
console.log(`fan-out: ${subscribed} graphql-ws subscribers of one allmer-pyramid match (2 players' sockets, ${SUBSCRIBERS - 2} spectator sockets), ${MOVES} moves`);

const answered = new Map<number, number>();
server.resetLoop();
const before = await server.stats();
server.profile('start');
let version = match.version + 1;
for (let i = 0; i < MOVES; i++) {
  const token = i % 2 === 0 ? ann : bob;
  const legal = await json(`${base}/v1/matches/${match.id}/legal-moves`, { headers: auth(token) });
  if (legal.moves.length === 0) break;
  const r = await json(`${base}/v1/matches/${match.id}/moves`, { method: 'POST', headers: auth(token), body: JSON.stringify({ move: legal.moves[i % legal.moves.length], expectedVersion: version }) });
  answered.set(r.version, performance.now());
  version = r.version;
  // Wait until every subscriber has this event (or 5 s), so moves do not overlap.
  const until = performance.now() + 5000;
  while ((arrivals.get(version)?.length ?? 0) < subscribed && performance.now() < until) await new Promise((res) => setTimeout(res, 2));
}
const after = await server.stats();
server.profile('stop', 'fanout');
const delays: number[] = [];
let missing = 0;
for (const [v, at] of answered) {
  const got = arrivals.get(v) ?? [];
  missing += subscribed - got.length;
  for (const t of got) delays.push(Math.max(0, t - at));
}
delays.sort((a, b) => a - b);
console.log(
  `  delivery after the HTTP answer: p50 ${quantile(delays, 0.5).toFixed(1)} ms, p99 ${quantile(delays, 0.99).toFixed(1)} ms, max ${delays[delays.length - 1]?.toFixed(1)} ms; ` +
    `${delays.length} deliveries, ${missing} missing`,
);
console.log(`  server: CPU ${((after.cpuMs - before.cpuMs) / answered.size).toFixed(1)} ms per move (all deliveries included), worst event-loop delay ${after.loopMaxMs.toFixed(1)} ms (p99 ${after.loopP99Ms.toFixed(1)} ms)`);
await Promise.all(clients.map((c) => c.dispose()));
await server.stop();
process.exit(0);

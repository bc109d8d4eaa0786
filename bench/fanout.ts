/**
 * Fan-out (issue 36's target: one move to 5,000 graphql-ws subscribers of one match costs at most
 * 15 us of server CPU per subscriber, and 1,000 subscribers cause no event-loop stall over 50 ms).
 *
 * The server runs as a child process (its CPU, from process.cpuUsage, never includes the load
 * generator's). Three phases, each MOVES moves over REST on an allmer-pyramid match of its own:
 * 1. no subscriber: the CPU of a move itself (the REST move and legal-moves requests, the commit);
 * 2. SMALL (1,000) graphql-ws sockets subscribed to the match;
 * 3. LARGE (5,000) sockets subscribed to another match (the first SMALL sockets subscribe again).
 * Sockets are the two players' (a tenth of them each: two seat views) and ten spectators' (the
 * rest: the spectators' view). After each move the bench waits until every subscriber has the
 * event, so moves never overlap. Per subscriber: (CPU per move with N subscribers - CPU per move
 * with none - what the N sockets cost in as long without moves, measured over 3 s before the moves:
 * keep-alive pings) / N; the figures with the idle cost and with the move's own are printed too. Also printed: the delay from the move's HTTP answer to each delivery, and the
 * server's worst event-loop delay in each phase. Run: npm run bench:fanout (BENCH_SUBSCRIBERS,
 * default 5000; BENCH_SMALL, default 1000; BENCH_FANOUT_MOVES, default 8; BENCH_PROFILE_DIR, a
 * folder: a V8 CPU profile of the server during the largest phase). Last, the floor: the same
 * number of bare ws sockets each sent one prebuilt frame of the same size (bench/lib/ws-floor.ts),
 * what any Node server pays per socket with ws on this machine; the service is printed as a ratio to it.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { BenchChild, quantile } from './lib/child.js';

const LARGE = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const SMALL = Math.min(LARGE, Number(process.env.BENCH_SMALL ?? 1000));
const MOVES = Number(process.env.BENCH_FANOUT_MOVES ?? 8);
const IDLE_MS = 3000;
const SPECTATOR_USERS = 10;
const QUERY = 'subscription($id: ID!) { matchEvents(matchId: $id) { kind match { version yourSeat toAct viewJson } } }';
const here = dirname(fileURLToPath(import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any */
async function json(url: string, init: RequestInit = {}) {
  const r = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = (await r.json()) as any;
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

const server = await BenchChild.start(join(here, 'lib/serve.js'), {
  BENCH_WS_LIMITS: JSON.stringify({ WS_MAX_CONNECTIONS_PER_ADDRESS: String(LARGE + 10), WS_MAX_CONNECTIONS_PER_USER: String(LARGE + 10) }),
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
/** Socket i's user: one in ten is ann's (seat 0), one in ten bob's (seat 1), the rest spectators'. */
const tokenOf = (i: number) => (i % 10 === 0 ? ann : i % 10 === 1 ? bob : spectators[i % SPECTATOR_USERS]!);

async function newMatch() {
  const match = await json(`${base}/v1/matches`, { method: 'POST', headers: auth(ann), body: JSON.stringify({ game: 'allmer-pyramid' }) });
  const joined = await json(`${base}/v1/matches/${match.id}/join`, { method: 'POST', headers: auth(bob), body: '{}' });
  return { id: match.id as string, version: joined.version as number };
}

const clients: Client[] = [];
async function connect(upTo: number) {
  const fresh = Array.from({ length: upTo - clients.length }, (_, k) => {
    const c = createClient({ url: base.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokenOf(clients.length + k)}` }, retryAttempts: 0, lazy: false });
    return new Promise<Client>((resolve) => c.on('connected', () => resolve(c)));
  });
  clients.push(...(await Promise.all(fresh)));
}

/** Subscribes the first n sockets to `matchId`; resolves with the arrival times by version once each has its first event. */
let frameBytes = 0;
async function subscribeAll(n: number, matchId: string) {
  const arrivals = new Map<number, number[]>();
  let first = 0;
  await new Promise<void>((resolve, reject) => {
    for (const c of clients.slice(0, n)) {
      let seen = false;
      c.subscribe(
        { query: QUERY, variables: { id: matchId } },
        {
          next: (msg) => {
            const v = (msg.data as any)?.matchEvents?.match?.version as number;
            // The size of the frame a subscriber receives (the message graphql-ws sends, id and all).
            frameBytes = Math.max(frameBytes, Buffer.byteLength(JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', type: 'next', payload: msg })));
            if (!arrivals.has(v)) arrivals.set(v, []);
            arrivals.get(v)!.push(performance.now());
            if (!seen && (seen = true) && ++first === n) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    }
  });
  return arrivals;
}

interface Phase {
  subscribers: number;
  cpuMsPerMove: number;
  /** Of cpuMsPerMove, what the sockets cost in as much time without moves. */
  idleMsPerMove: number;
  /** The kernel's share (system calls: the sockets' writes, loopback's receiving side included). */
  systemMsPerMove: number;
  loopMaxMs: number;
  delays: number[];
  missing: number;
}

async function phase(n: number, profile = false): Promise<Phase> {
  const match = await newMatch();
  await connect(n);
  const arrivals = n > 0 ? await subscribeAll(n, match.id) : new Map<number, number[]>();
  await new Promise((r) => setTimeout(r, 500)); // settle: sockets open, first events delivered
  // The sockets' own cost while no move is made (graphql-ws' keep-alive pings and their pongs).
  const idleFrom = await server.stats();
  const idleStart = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleTo = await server.stats();
  const idleRate = (idleTo.cpuMs - idleFrom.cpuMs) / (performance.now() - idleStart);
  const answered = new Map<number, number>();
  server.resetLoop();
  const before = await server.stats();
  const start = performance.now();
  if (profile) server.profile('start');
  let version = match.version;
  for (let i = 0; i < MOVES; i++) {
    const token = i % 2 === 0 ? ann : bob;
    const legal = await json(`${base}/v1/matches/${match.id}/legal-moves`, { headers: auth(token) });
    if (legal.moves.length === 0) break;
    const r = await json(`${base}/v1/matches/${match.id}/moves`, { method: 'POST', headers: auth(token), body: JSON.stringify({ move: legal.moves[i % legal.moves.length], expectedVersion: version }) });
    answered.set(r.version, performance.now());
    version = r.version;
    // Every subscriber has this event (or 10 s went by) before the next move.
    const until = performance.now() + 10_000;
    while ((arrivals.get(version)?.length ?? 0) < n && performance.now() < until) await new Promise((res) => setTimeout(res, 2));
  }
  const after = await server.stats();
  const idleMs = idleRate * (performance.now() - start);
  if (profile) server.profile('stop', 'fanout');
  const delays: number[] = [];
  let missing = 0;
  for (const [v, at] of answered) {
    const got = arrivals.get(v) ?? [];
    missing += n - got.length;
    for (const t of got) delays.push(Math.max(0, t - at));
  }
  delays.sort((a, b) => a - b);
  return { subscribers: n, idleMsPerMove: idleMs / answered.size, cpuMsPerMove: (after.cpuMs - before.cpuMs) / answered.size, systemMsPerMove: (after.systemMs - before.systemMs) / answered.size, loopMaxMs: after.loopMaxMs, delays, missing };
}

const phases = [await phase(0), await phase(SMALL), await phase(LARGE, true)];

/**
 * The floor (bench/lib/ws-floor.ts): LARGE bare ws sockets, each sent the same prebuilt frame of
 * the size a subscriber received above, MOVES times; per socket: (CPU per broadcast - the sockets'
 * idle CPU in as long) / LARGE. Its ratio says how much of the service's cost is its own.
 */
async function floorPhase(): Promise<{ usPerSocket: number; kernelUs: number; loopMaxMs: number; missing: number }> {
  const floor = await BenchChild.start(join(here, 'lib/ws-floor.js'));
  const sockets: WebSocket[] = [];
  let received = 0;
  for (let i = 0; i < LARGE; i += 500) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(500, LARGE - i) }, () => {
          const ws = new WebSocket(floor.url);
          ws.on('message', () => received++);
          return new Promise<WebSocket>((resolve, reject) => (ws.once('open', () => resolve(ws)), ws.once('error', reject)));
        }),
      )),
    );
  }
  await new Promise((r) => setTimeout(r, 500));
  const idleFrom = await floor.stats();
  const idleStart = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleRate = ((await floor.stats()).cpuMs - idleFrom.cpuMs) / (performance.now() - idleStart);
  floor.resetLoop();
  const before = await floor.stats();
  const start = performance.now();
  for (let i = 0; i < MOVES; i++) {
    const want = received + LARGE;
    floor.send({ type: 'broadcast', bytes: frameBytes, seq: i });
    const until = performance.now() + 10_000;
    while (received < want && performance.now() < until) await new Promise((res) => setTimeout(res, 2));
  }
  const after = await floor.stats();
  const idleMs = idleRate * (performance.now() - start);
  for (const ws of sockets) ws.terminate();
  await floor.stop();
  return {
    usPerSocket: ((after.cpuMs - before.cpuMs - idleMs) / MOVES / LARGE) * 1000,
    kernelUs: ((after.systemMs - before.systemMs) / MOVES / LARGE) * 1000,
    loopMaxMs: after.loopMaxMs,
    missing: MOVES * LARGE - received,
  };
}
const floor = await floorPhase();
const alone = phases[0]!.cpuMsPerMove;
const aloneSystem = phases[0]!.systemMsPerMove;
console.log(`fan-out: allmer-pyramid, ${MOVES} moves per phase; sockets: 1/10 each player's (two seat views), 8/10 ten spectators'`);
for (const p of phases) {
  const us = (ms: number) => ((ms / p.subscribers) * 1000).toFixed(1);
  const perSub =
    p.subscribers > 0
      ? `, ${us(p.cpuMsPerMove - alone - p.idleMsPerMove)} us per subscriber (kernel ${us(p.systemMsPerMove - aloneSystem)}; ${us(p.cpuMsPerMove - alone)} with the sockets' idle cost, ${us(p.cpuMsPerMove)} with the move's own too)`
      : '';
  const delivery = p.subscribers > 0 ? `; delivery after the HTTP answer p50 ${quantile(p.delays, 0.5).toFixed(1)} / p99 ${quantile(p.delays, 0.99).toFixed(1)} / max ${p.delays.at(-1)?.toFixed(1)} ms, ${p.missing} missing` : '';
  console.log(`  ${String(p.subscribers).padStart(5)} subscribers: server CPU ${p.cpuMsPerMove.toFixed(1)} ms per move (kernel ${p.systemMsPerMove.toFixed(1)}, idle sockets ${p.idleMsPerMove.toFixed(1)})${perSub}; worst event-loop delay ${p.loopMaxMs.toFixed(1)} ms${delivery}`);
}
const large = phases[2]!;
const ours = ((large.cpuMsPerMove - alone - large.idleMsPerMove) / large.subscribers) * 1000;
console.log(
  `  floor (bare ws, one prebuilt ${frameBytes}-byte frame to each of ${LARGE} sockets, ${MOVES} times): ${floor.usPerSocket.toFixed(1)} us per socket (kernel ${floor.kernelUs.toFixed(1)}); worst event-loop delay ${floor.loopMaxMs.toFixed(1)} ms, ${floor.missing} missing; the service at ${LARGE}: ${(ours / floor.usPerSocket).toFixed(2)}x the floor`,
);
await Promise.all(clients.map((c) => c.dispose()));
await server.stop();
process.exit(0);

/**
 * Server CPU per durable move: the service (REST and GraphQL) against boardgame.io's in-memory
 * server on the same rules module, interleaved, at 1, 16 and 64 concurrent matches, for each game
 * of BENCH_GAMES (default pyramid-solitaire,allmer-pyramid: one seat with hidden information, and
 * two seats, perfect information, where the load generator plays both seats of each match, each
 * seat as its own user and, over graphql-ws and boardgame.io, its own socket)
 * (run: npm run bench:compare; BENCH_SECONDS per phase, default 5; BENCH_ROUNDS, default 2;
 * BENCH_MODES, default rest,graphql,graphql-ws,bgio (graphql-ws: the same mutation over one socket per player); BENCH_PROFILE_DIR, a folder: a V8 CPU profile of each measured phase;
 * BENCH_WARMUP_SECONDS, default 8: each server first plays that long, unmeasured, at 16 matches;
 * BENCH_CLIENT, default http: the load generator's HTTP client, node:http, or fetch).
 *
 * The warm-up: a server's first seconds of moves cost several times its steady state while V8
 * compiles the move path (measured here at one match: 1.59, 0.82, then 0.56 ms per move in three
 * consecutive 4 s phases, boardgame.io 0.29, 0.28, 0.22), so without it the first phase measures
 * the compiler, and the service's longer move path the most.
 *
 * Each server is a child process; the load generator (this process) plays random legal moves
 * (pyramid-solitaire with unlimited passes; allmer-pyramid with its defaults), mirroring each match
 * with the rules module, and waits for each move's answer before the next. Printed: moves/s, server CPU per move (ms), latency p50/p99,
 * the server's worst event-loop delay, and the service's CPU ratio to boardgame.io's.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { GAMES } from '../src/games/index.js';
import type { AnyGame } from '../src/engine/game.js';
import { Rng } from '../src/engine/rng.js';
import { BenchChild, median, quantile } from './lib/child.js';
import { COMPARE_GAMES, MAKE_MOVE } from './lib/options.js';
import { httpJson, requestFailed, type JsonRequest } from './lib/http-json.js';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any */
const { Client } = require('boardgame.io/client') as { Client: (o: object) => any };
const { SocketIO } = require('boardgame.io/multiplayer') as { SocketIO: (o: object) => any };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,16,64').split(',').map(Number);
const MODES = new Set((process.env.BENCH_MODES ?? 'rest,graphql,graphql-ws,bgio').split(','));
const here = dirname(fileURLToPath(import.meta.url));
const GAME_IDS = (process.env.BENCH_GAMES ?? Object.keys(COMPARE_GAMES).join(',')).split(',');
for (const id of GAME_IDS) if (!COMPARE_GAMES[id]) throw new Error(`BENCH_GAMES: ${id} is not one of ${Object.keys(COMPARE_GAMES).join(', ')}`);
// The game being measured (one after the other), its options and seats.
let game: AnyGame = GAMES[0]!;
let rawOptions: Record<string, unknown> = {};
let options: unknown;
let seats = 1;
/** The mean length of this game's random playouts (plies): how many matches a phase may need. */
let meanPlies = 70;

function useGame(id: string): void {
  game = GAMES.find((g) => g.meta.id === id)!;
  rawOptions = COMPARE_GAMES[id]!;
  options = game.schemas.options.parse(rawOptions);
  seats = game.meta.minPlayers;
  const rng = Rng.from({ seed: 'playout-length', counter: 0 });
  let plies = 0;
  for (let i = 0; i < 5; i++) {
    let state = game.setup(options, seats, `length-${i}`);
    for (let o = game.outcome(state); !o.finished; o = game.outcome(state), plies++) {
      const seat = game.toAct(state)[0]!;
      const r = game.apply(state, seat, rng.pick(game.legalMoves(state, seat)));
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
  }
  meanPlies = plies / 5;
}

interface Phase {
  moves: number;
  latencies: number[];
  /** Matches created during the phase (when the ones made beforehand ran out). */
  created: number;
}

/** Matches made ready per client before a phase: enough for about 6,000 moves/s in all. */
const readyPerClient = (clients: number, seconds: number) => Math.ceil((seconds * 6000) / Math.max(10, meanPlies - 10) / clients) + 1;

/** A match ready to play: `play` sends `seat`'s move and resolves when the server has answered it. */
type Opened = { seed: string; play: (seat: number, move: unknown) => Promise<void>; close?: () => void };

/**
 * One player's loop: `play` sends a move and resolves when the server has answered it. Matches
 * come from `ready` (created before the phase, so the phase measures moves alone) and, once
 * those are played out, from `open` (counted in `phase.created`).
 */
async function playLoop(until: number, phase: Phase, ready: Opened[], open: () => Promise<Opened>, rng: Rng): Promise<void> {
  while (performance.now() < until) {
    const m = ready.shift() ?? (phase.created++, await open());
    let state = game.setup(options, seats, m.seed);
    while (!game.outcome(state).finished && performance.now() < until) {
      const seat = game.toAct(state)[0]!;
      const move = rng.pick(game.legalMoves(state, seat));
      const t0 = performance.now();
      await m.play(seat, move);
      phase.latencies.push(performance.now() - t0);
      phase.moves++;
      const r = game.apply(state, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    m.close?.();
  }
}

/**
 * The load generator's HTTP client: node:http over keep-alive connections (BENCH_CLIENT=fetch:
 * the global fetch, as before 2026-11-23). It shares the two cores with the server and times
 * every move, so its own work and garbage collection are inside each latency measured: with
 * fetch it spent 1.6 s in scavenges (7.6 ms on average) and 0.16 s in mark-compacts of 10-18 ms
 * during one 8-second phase at 64 matches (node --trace-gc).
 */
const CLIENT = process.env.BENCH_CLIENT ?? 'http';
if (CLIENT !== 'http' && CLIENT !== 'fetch') throw new Error(`BENCH_CLIENT is http or fetch, not ${CLIENT}`);

function json(url: string, init: JsonRequest = {}): Promise<any> {
  if (CLIENT === 'http') return httpJson(url, init);
  return fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } }).then(async (r) => {
    const body = (await r.json()) as any;
    if (!r.ok) throw requestFailed(url, init, r.status, body);
    return body;
  });
}

/** The graphql-ws clients, closed before the servers stop. */
const sockets: Client[] = [];

/** The service: one user per client; matches created one at a time so seeds match creation order. */
// The service hands out seeds in creation order, whichever opener creates: one counter for all.
let created = 0;
let chain: Promise<unknown> = Promise.resolve();

function serviceOpener(base: string, mode: 'rest' | 'graphql' | 'graphql-ws') {
  let users = 0;
  const player = async () => {
    const token = (await json(`${base}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `b${process.pid}_${mode}_${users++}_${Math.random().toString(36).slice(2, 8)}`, password: 'bench password' }) })).accessToken as string;
    const auth = { authorization: `Bearer ${token}` };
    // graphql-ws: one socket per player, signed in once (connection_init), as boardgame.io's clients hold one socket.
    const socket: Client | null =
      mode === 'graphql-ws'
        ? createClient({ url: base.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: auth, retryAttempts: 0, lazy: false })
        : null;
    if (socket) sockets.push(socket);
    return { auth, socket };
  };
  return async () => {
    // One user per seat: the first creates each match, the others join it (then it starts).
    const players = await Promise.all(Array.from({ length: seats }, () => player()));
    return async () => {
      const { match, seed } = (await (chain = chain.then(async () => {
        let match = await json(`${base}/v1/matches`, { method: 'POST', headers: players[0]!.auth, body: JSON.stringify({ game: game.meta.id, options: rawOptions }) });
        for (const p of players.slice(1)) match = await json(`${base}/v1/matches/${match.id}/join`, { method: 'POST', headers: p.auth, body: '{}' });
        return { match, seed: `bench-${created++}` };
      }))) as { match: any; seed: string };
      let version = match.version as number;
      const play = async (seat: number, move: unknown) => {
        const { auth, socket } = players[seat]!;
        if (mode === 'rest') {
          const r = await json(`${base}/v1/matches/${match.id}/moves`, { method: 'POST', headers: auth, body: JSON.stringify({ move, expectedVersion: version }) });
          version = r.version;
        } else if (socket) {
          const data = await new Promise<{ makeMove: { version: number } }>((resolve, reject) => {
            let answer: unknown = null;
            socket.subscribe<{ makeMove: { version: number } }>(
              { query: MAKE_MOVE, variables: { id: match.id, v: version, m: { json: move } } },
              {
                next: (r) => (answer = r.errors ? new Error(JSON.stringify(r.errors)) : r.data),
                error: reject,
                complete: () => (answer && !(answer instanceof Error) ? resolve(answer as { makeMove: { version: number } }) : reject(answer ?? new Error('no answer'))),
              },
            );
          });
          version = data.makeMove.version;
        } else {
          const r = await json(`${base}/graphql`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              query: MAKE_MOVE,
              variables: { id: match.id, v: version, m: { json: move } },
            }),
          });
          if (r.errors) throw new Error(JSON.stringify(r.errors));
          version = r.data.makeMove.version;
        }
      };
      return { seed, play };
    };
  };
}

function bgioOpener(base: string, api: string) {
  let n = 0;
  return async () => async () => {
    const seed = `bgio-${n++}`;
    const { matchID } = await json(`${api}/games/${game.meta.id}/create`, { method: 'POST', body: JSON.stringify({ numPlayers: seats, setupData: { seed } }) });
    // One client (socket) per seat, as each player holds their own.
    const clients = await Promise.all(
      Array.from({ length: seats }, async (_, seat) => {
        const { playerCredentials } = await json(`${api}/games/${game.meta.id}/${matchID}/join`, { method: 'POST', body: JSON.stringify({ playerID: String(seat), playerName: `bench-${seat}` }) });
        const client = Client({ game: { name: game.meta.id, moves: { play: { move: () => undefined, client: false } } }, multiplayer: SocketIO({ server: base }), matchID, playerID: String(seat), credentials: playerCredentials, debug: false });
        const c = { client, stateID: -1, waiter: null as { after: number; resolve: () => void } | null };
        client.subscribe((s: any) => {
          if (!s) return;
          c.stateID = s._stateID;
          if (c.waiter && c.stateID > c.waiter.after) {
            const w = c.waiter;
            c.waiter = null;
            w.resolve();
          }
        });
        client.start();
        return c;
      }),
    );
    while (clients.some((c) => c.stateID < 0)) await new Promise((r) => setTimeout(r, 5));
    // Answered when every seat's client has the new state: the next mover (maybe the other seat)
    // must send from it, or boardgame.io's client refuses the move as out of turn or stale.
    const play = (seat: number, move: unknown) => {
      const after = clients[seat]!.stateID;
      const all = Promise.all(clients.map((c) => (c.stateID > after ? undefined : new Promise<void>((resolve) => (c.waiter = { after, resolve })))));
      clients[seat]!.client.moves.play(move);
      return all.then(() => undefined);
    };
    return { seed, play, close: () => clients.forEach((c) => c.client.stop()) };
  };
}

interface PhaseResult {
  movesPerS: number;
  cpuPerMove: number;
  p50: number;
  p99: number;
  loopMax: number;
  cpuPerCreated: number;
  created: number;
  /** The kernel's share of cpuPerMove. */
  systemPerMove: number;
}

async function phase(name: string, child: BenchChild, clients: number, makeOpener: () => Promise<() => Promise<Opened>>, seconds = SECONDS): Promise<PhaseResult> {
  const openers = await Promise.all(Array.from({ length: clients }, () => makeOpener()));
  const p: Phase = { moves: 0, latencies: [], created: 0 };
  const beforeCreating = await child.stats();
  const ready = await Promise.all(openers.map((open) => Promise.all(Array.from({ length: readyPerClient(clients, seconds) }, () => open()))));
  const before = await child.stats();
  const cpuPerCreated = (before.cpuMs - beforeCreating.cpuMs) / ready.flat().length;
  child.resetLoop();
  child.profile('start');
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(openers.map((open, i) => playLoop(until, p, ready[i], open, Rng.from({ seed: `client-${i}`, counter: 0 }))));
  const elapsed = (performance.now() - t0) / 1000;
  const after = await child.stats();
  child.profile('stop', `${name}-${clients}`);
  p.latencies.sort((a, b) => a - b);
  for (const m of ready.flat()) m.close?.();
  return { movesPerS: p.moves / elapsed, cpuPerMove: (after.cpuMs - before.cpuMs) / p.moves, systemPerMove: (after.systemMs - before.systemMs) / p.moves, p50: quantile(p.latencies, 0.5), p99: quantile(p.latencies, 0.99), loopMax: after.loopMaxMs, cpuPerCreated, created: p.created };
}

// A graphql-ws socket per player, all from this address.
const service = await BenchChild.start(join(here, 'lib/serve.js'), { BENCH_WS_LIMITS: JSON.stringify({ WS_MAX_CONNECTIONS_PER_ADDRESS: '1000', WS_MAX_CONNECTIONS_PER_USER: '10' }) });
const bgio = await BenchChild.start(join(here, 'lib/bgio-server.js'));
const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`server CPU per move: service (${db}) vs boardgame.io ${require('boardgame.io/package.json').version} in memory; ${SECONDS} s per phase, ${ROUNDS} rounds, interleaved, after ${WARMUP_SECONDS} s of unmeasured moves per server; HTTP client: ${CLIENT}`);
for (const id of GAME_IDS) {
  useGame(id);
  console.log(`\n== ${id} (${seats} seat${seats > 1 ? 's' : ''}, options ${JSON.stringify(rawOptions)}; random playouts last ${meanPlies.toFixed(0)} plies on average)`);
  const restOpener = serviceOpener(service.url, 'rest');
  const gqlOpener = serviceOpener(service.url, 'graphql');
  const wsOpener = serviceOpener(service.url, 'graphql-ws');
  const bgOpener = bgioOpener(bgio.url, bgio.apiUrl);
  if (WARMUP_SECONDS > 0) {
    for (const [mode, child, opener] of [['bgio', bgio, bgOpener], ['rest', service, restOpener], ['graphql', service, gqlOpener], ['graphql-ws', service, wsOpener]] as const) {
      if (MODES.has(mode)) await phase(`warmup-${mode}`, child, 16, opener, WARMUP_SECONDS);
    }
  }
  for (const clients of LEVELS) {
    const acc: Record<string, PhaseResult[]> = { rest: [], graphql: [], 'graphql-ws': [], bgio: [] };
    for (let round = 0; round < ROUNDS; round++) {
      if (MODES.has('bgio')) acc.bgio.push(await phase('bgio', bgio, clients, bgOpener));
      if (MODES.has('rest')) acc.rest.push(await phase('rest', service, clients, restOpener));
      if (MODES.has('graphql')) acc.graphql.push(await phase('graphql', service, clients, gqlOpener));
      if (MODES.has('graphql-ws')) acc['graphql-ws'].push(await phase('graphql-ws', service, clients, wsOpener));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const bgCpu = acc.bgio.length ? mean(acc.bgio.map((x) => x.cpuPerMove)) : NaN;
    console.log(`\n${clients} concurrent match(es):`);
    for (const [name, xs] of Object.entries(acc).filter(([, xs]) => xs.length > 0)) {
      const cpu = mean(xs.map((x) => x.cpuPerMove));
      console.log(
        `  ${name.padEnd(10)} ${mean(xs.map((x) => x.movesPerS)).toFixed(0).padStart(6)} moves/s  cpu ${cpu.toFixed(3)} ms/move (system ${mean(xs.map((x) => x.systemPerMove)).toFixed(3)})  ` +
          `(x${(cpu / bgCpu).toFixed(2)} boardgame.io)  latency p50 ${mean(xs.map((x) => x.p50)).toFixed(1)} ms p99 ${mean(xs.map((x) => x.p99)).toFixed(1)} ms  ` +
          `loop max ${Math.max(...xs.map((x) => x.loopMax)).toFixed(1)} ms  ` +
          `(creating a match beforehand: cpu ${mean(xs.map((x) => x.cpuPerCreated)).toFixed(2)} ms; created during the phase: ${xs.reduce((a, x) => a + x.created, 0)})`,
      );
      // Each round's ratio against boardgame.io's phase of the same round (minutes apart at most),
      // and their median: the machine's speed drifts between rounds, so these show the spread.
      if (name !== 'bgio' && acc.bgio.length === xs.length && xs.length > 1) {
        const ratios = xs.map((x, i) => x.cpuPerMove / acc.bgio[i]!.cpuPerMove);
        console.log(`  ${''.padEnd(10)} by round: ${ratios.map((r) => `x${r.toFixed(2)}`).join(' ')}; median x${median(ratios).toFixed(2)}`);
      }
    }
  }
}
await Promise.all(sockets.map((c) => c.dispose()));
await service.stop();
await bgio.stop();
process.exit(0);

/**
 * Moves per second, two ways (run: npm run bench):
 * 1. the rules alone: random playouts of every game, in one process;
 * 2. the whole service over HTTP on loopback (SQLite file): K clients, each playing its own
 *    Pyramid solitaire match move by move (legal-moves, then the move), for a fixed time.
 * Prints figures; timings are never asserted anywhere.
 */
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomMove } from '../src/engine/bots/random.js';
import { Rng } from '../src/engine/rng.js';
import { GAMES } from '../src/games/index.js';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

function rulesAlone(): void {
  console.log('rules alone (random playouts, 2 s per game):');
  for (const game of GAMES) {
    const seats = game.meta.minPlayers === 1 ? 1 : Math.max(2, game.meta.minPlayers);
    const bot = Rng.from({ seed: 'bench', counter: 0 });
    let moves = 0;
    let games = 0;
    const end = performance.now() + 2000;
    while (performance.now() < end) {
      let state = game.setup(game.schemas.options.parse({}), seats, `bench-${games}`);
      for (let m = randomMove(game, state, bot); m; m = randomMove(game, state, bot)) {
        const r = game.apply(state, m.seat, m.move);
        if (!r.ok) throw new Error(`${game.meta.id}: ${r.error.code}`);
        state = r.state;
        moves++;
      }
      games++;
    }
    console.log(`  ${game.meta.id.padEnd(18)} ${(moves / 2).toFixed(0).padStart(8)} moves/s  (${games} games)`);
  }
}

async function overHttp(): Promise<void> {
  const file = `./data/bench-${process.pid}.db`;
  const url = process.env.BENCH_DATABASE_URL ?? `file:${file}`;
  const config = loadConfig({
    DATABASE_URL: url,
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '10000000',
    SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS ?? 'FULL',
  });
  console.log(`database ${url.split(':')[0]}${url.startsWith('file:') ? `, synchronous=${config.SQLITE_SYNCHRONOUS}` : ''}`);
  const app = await createApp(config, {}, false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const r = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const latencies: number[] = [];
  let moves = 0;
  const end = performance.now() + SECONDS * 1000;
  const client = async (i: number) => {
    const token = (await call('POST', '/v1/auth/register', null, { username: `bench_${process.pid}_${i}`, password: 'bench password' })).body.accessToken;
    const rng = Rng.from({ seed: `client-${i}`, counter: 0 });
    while (performance.now() < end) {
      let match = (await call('POST', '/v1/matches', token, { game: 'pyramid-solitaire', options: { passes: 'unlimited' } })).body;
      while (match.status === 'active' && performance.now() < end) {
        const legal = (await call('GET', `/v1/matches/${match.id}/legal-moves`, token)).body;
        const t0 = performance.now();
        const r = await call('POST', `/v1/matches/${match.id}/moves`, token, { move: rng.pick(legal.moves), expectedVersion: match.version });
        latencies.push(performance.now() - t0);
        if (r.status !== 200) throw new Error(`move refused: ${JSON.stringify(r.body)}`);
        match = r.body.match;
        moves++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log(`over HTTP (${url.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}, ${CLIENTS} clients, ${SECONDS} s, each move preceded by GET legal-moves):`);
  console.log(`  ${(moves / elapsed).toFixed(0)} moves/s; POST /moves latency p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (${moves} moves)`);
  await app.close();
  rmSync(file, { force: true });
}

rulesAlone();
await overHttp();

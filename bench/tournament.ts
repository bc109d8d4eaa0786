/**
 * Swiss pairing at scale (issue 40: "pairing a round of 1,000 entrants takes under 1 s of server CPU
 * off the event loop"; "a benchmark pairs and starts a 1,000-entrant Swiss round with the event
 * loop never delayed over 50 ms").
 *
 * Part 1, the pairing alone (in this process, CPU time of each call): fields of 100, 250, 500,
 * 1,000 and 2,000 entrants over BENCH_ROUNDS rounds (default 5) of seeded random results (win,
 * loss or draw each a third), paired by swissRound (blocks of 100) and, for comparison, as one
 * block (one matching of the whole field) and by tournament-pairings' Swiss (the previous pairing,
 * every pair weighed) up to BENCH_OLD_MAX entrants (default 250: it takes seconds beyond). Printed
 * per size: CPU per round (mean and max), the widest candidate graph needed, floats (boards of
 * unequal points) and third-times-in-one-seat summed over the rounds.
 *
 * Part 2, through the service: a child server (bench/lib/serve.ts, SQLite file or
 * BENCH_DATABASE_URL, one worker thread) with BENCH_ENTRANTS people (default 1,000) registered and
 * entered in a Swiss of sabotage. The organiser starts round 1 (the request answers at the pairing,
 * its time printed after the table; the games follow in the background, and the bench reads the
 * round every 100 ms until they all exist); then each later round up to BENCH_SERVICE_ROUNDS
 * (default 3) starts when the last game of the round before is resigned. For each round start:
 * its wall time, the server's CPU (every thread) and its event loop's worst and p99 delay
 * (monitorEventLoopDelay, 5 ms resolution) from the last resignation (or the start request) until
 * the round's games all exist. Last, the cost of reading the whole tournament (wholeReads).
 * Run: npm run bench:tournament (BENCH_PART=pairing|service for one part; BENCH_PROFILE_DIR=<dir>: a
 * CPU profile of the server during each round start).
 */
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { Swiss } from 'tournament-pairings';
import { pairSwiss, swissHistory, type SwissEntrant } from '../src/domain/tournaments/swiss.js';
import { Rng, newRng } from '../src/engine/rng.js';
import type { Board, BoardResult } from '../src/domain/tournaments/types.js';
import { BenchChild } from './lib/child.js';
import { fetchOk } from './lib/http-json.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OLD_MAX = Number(process.env.BENCH_OLD_MAX ?? 250);
const ENTRANTS = Number(process.env.BENCH_ENTRANTS ?? 1000);
const SERVICE_ROUNDS = Number(process.env.BENCH_SERVICE_ROUNDS ?? 3);
const PART = process.env.BENCH_PART ?? 'both';
const here = dirname(fileURLToPath(import.meta.url));

const cpuMs = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};

/** The previous pairing (tournament-pairings' Swiss over every pair), as pairings.ts called it. */
function oldSwiss(entrants: readonly SwissEntrant[], round: number): Board[] {
  const players = entrants.map((e) => ({ id: e.id, score: e.points, avoid: e.opponents, receivedBye: e.hadBye, seating: e.seats.map((s) => (s === 0 ? 1 : -1) as 1 | -1), rating: e.rating }));
  return Swiss(players, round, true, true).map((m, i) => ({ board: i + 1, players: [m.player1, m.player2].filter((p) => p !== null).map(String), bye: m.player2 === null }));
}

interface Row { cpu: number[]; widest: string; floats: number; thrice: number; rematches: number }

/** ROUNDS rounds of one field paired by `pair`, results drawn from the same seed whichever pairing. */
function play(n: number, pair: (h: SwissEntrant[], round: number) => { boards: Board[]; neighbours?: number | string }): Row {
  const rng = Rng.from(newRng(`bench-field-${n}`));
  const field = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, rating: 1200 + rng.int(800) }));
  const results: BoardResult[] = [];
  const row: Row = { cpu: [], widest: '-', floats: 0, thrice: 0, rematches: 0 };
  const order = ['-', '0', '8', '32', '128', 'all', 'rematches'];
  for (let round = 1; round <= ROUNDS; round++) {
    const history = swissHistory(field, results);
    const byId = new Map(history.map((e) => [e.id, e]));
    let out: { boards: Board[]; neighbours?: number | string } = { boards: [] };
    row.cpu.push(cpuMs(() => (out = pair(history, round))));
    if (out.neighbours !== undefined && order.indexOf(String(out.neighbours)) > order.indexOf(row.widest)) row.widest = String(out.neighbours);
    for (const b of out.boards) {
      if (b.bye) {
        results.push({ round, board: b.board, players: b.players, points: [1], gameScores: null, winners: [], bye: true });
        continue;
      }
      const [a, c] = b.players.map((p) => byId.get(p)!);
      if (a.points !== c.points) row.floats++;
      if (a.opponents.includes(c.id)) row.rematches++;
      b.players.forEach((p, seat) => {
        const s = byId.get(p)!.seats;
        if (s.length >= 2 && s.at(-1) === seat && s.at(-2) === seat) row.thrice++;
      });
      const pa = [1, 0, 0.5][rng.int(3)];
      results.push({ round, board: b.board, players: b.players, points: [pa, 1 - pa], gameScores: null, winners: [], bye: false });
    }
  }
  return row;
}

function pairingPart(): void {
  const line = (name: string, n: number, r: Row) => {
    const mean = r.cpu.reduce((s, x) => s + x, 0) / r.cpu.length;
    console.log(`| ${name} | ${n} | ${mean.toFixed(0)} | ${Math.max(...r.cpu).toFixed(0)} | ${r.widest} | ${r.floats} | ${r.thrice} | ${r.rematches} |`);
  };
  console.log(`\nPart 1: pairing alone, ${ROUNDS} rounds of random results (CPU ms per round)\n`);
  console.log('| pairing | entrants | mean CPU ms | max CPU ms | widest graph | floats | third time in a seat | rematches |\n|---|---|---|---|---|---|---|---|');
  play(100, (h, r) => pairSwiss(h, r, 'warm-up'));
  for (const n of [100, 250, 500, 1000, 2000]) {
    line('swissRound (blocks of 100)', n, play(n, (h, r) => pairSwiss(h, r, 'bench')));
    line('one block', n, play(n, (h, r) => pairSwiss(h, r, 'bench', Infinity)));
    if (n <= OLD_MAX) line('tournament-pairings Swiss', n, play(n, (h, r) => ({ boards: oldSwiss(h, r) })));
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const ok = fetchOk;
async function inParallel<T>(items: readonly T[], width: number, f: (x: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await f(items[next++]);
  }));
}

/**
 * What a reader of the whole tournament costs (GET /v1/tournaments/{id}: every round's boards and
 * the standings of every entrant), one read at a time: the server's CPU per read and the event
 * loop's worst delay over them.
 */
async function wholeReads(base: string, id: string, token: string, server: BenchChild): Promise<void> {
  const reads = 10;
  const before = await server.stats();
  server.resetLoop();
  const t0 = performance.now();
  for (let i = 0; i < reads; i++) await ok(`${base}/v1/tournaments/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const wall = (performance.now() - t0) / reads;
  const after = await server.stats();
  console.log(`Whole tournament read (${reads}, one at a time): ${wall.toFixed(1)} ms wall and ${((after.cpuMs - before.cpuMs) / reads).toFixed(1)} ms server CPU each; loop max ${after.loopMaxMs.toFixed(1)} ms, p99 ${after.loopP99Ms.toFixed(1)} ms.`);
}

async function servicePart(): Promise<void> {
  const server = await BenchChild.start(join(here, 'lib/serve.js'));
  try {
    const base = server.url;
    const post = (path: string, token: string, body: unknown = {}) => ok(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const people: { token: string; username: string }[] = [];
    const t0 = performance.now();
    await inParallel(Array.from({ length: ENTRANTS + 1 }, (_, i) => i), 8, async (i) => {
      const username = `sw${process.pid}_${i}`;
      const r = await ok(`${base}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username, password: 'bench password' }) });
      people[i] = { token: r.accessToken as string, username };
    });
    const [org, ...entrants] = people;
    const tour = await post('/v1/tournaments', org.token, { name: 'Bench Swiss', game: 'sabotage', format: 'swiss', rounds: SERVICE_ROUNDS, maxEntrants: ENTRANTS });
    await inParallel(entrants, 8, (p) => post(`/v1/tournaments/${tour.id}/join`, p.token));
    const token = new Map(entrants.map((p) => [p.username, p.token]));
    console.log(`\nPart 2: through the service, ${ENTRANTS} entrants (${((performance.now() - t0) / 1000).toFixed(0)} s to register and enter them)\n`);
    console.log('| round | start wall ms | server CPU ms | loop max ms | loop p99 ms | boards | games created |\n|---|---|---|---|---|---|---|');

    let round = 1;
    // The profiler's own start blocks the loop for ~0.6 s: started first, outside the measurement.
    if (process.env.BENCH_PROFILE_DIR) {
      server.profile('start');
      await new Promise((res) => setTimeout(res, 2000));
    }
    let before = await server.stats();
    server.resetLoop();
    let started = performance.now();
    await post(`/v1/tournaments/${tour.id}/start`, org.token);
    const startAnswered = performance.now() - started;
    for (;;) {
      // The round's games all exist: its read (the round alone, all its boards in one page, as a
      // page watching the round reads it) shows a match on every board but the bye.
      let r: any;
      for (;;) {
        r = await ok(`${base}/v1/tournaments/${tour.id}/rounds/${round}?limit=500`, { headers: { authorization: `Bearer ${org.token}` } }).catch(() => null);
        if (r?.boards.every((b: any) => b.bye || b.matchId)) break;
        await new Promise((res) => setTimeout(res, 100));
      }
      const wall = performance.now() - started;
      const after = await server.stats();
      server.profile('stop', `tournament-round-${round}`);
      const boards = r.boards;
      console.log(`| ${round} | ${wall.toFixed(0)} | ${(after.cpuMs - before.cpuMs).toFixed(0)} | ${after.loopMaxMs.toFixed(1)} | ${after.loopP99Ms.toFixed(1)} | ${boards.length} | ${boards.filter((b: any) => b.matchId).length} |`);
      if (round >= SERVICE_ROUNDS) {
        console.log(`\nThe organiser's start (round 1) answered in ${startAnswered.toFixed(0)} ms.`);
        await wholeReads(base, tour.id, org.token, server);
        break;
      }
      // Seat 1 resigns every game; the last resignation starts the next round.
      const games = boards.filter((b: any) => !b.bye);
      const resign = (b: any) => post(`/v1/matches/${b.matchId}/resign`, token.get(b.players[1])!);
      await inParallel(games.slice(0, -1), 8, resign);
      if (process.env.BENCH_PROFILE_DIR) {
        server.profile('start');
        await new Promise((res) => setTimeout(res, 2000));
      }
      before = await server.stats();
      server.resetLoop();
      started = performance.now();
      round++;
      await resign(games.at(-1));
    }
  } finally {
    await server.stop();
  }
}

let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  /* not a checkout */
}
console.log(`Node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg().map((x) => x.toFixed(1)).join(' ')}, commit ${commit}, database ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'SQLite file'}`);
if (PART !== 'service') pairingPart();
if (PART !== 'pairing') await servicePart();
console.log(`load at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

/**
 * Bot strength, measured (run: npm run bench:bots). For every game whose object has a `bot`:
 * - two seats: level k against level k-1 (k = 2..max) and the top level against level 1, each on
 *   the same seeded deals in both seat orders; the higher level's win rate among decided games
 *   with a 95 % Wilson interval, and the undecided games (draws, shared wins, ties nobody wins);
 * - ziggurat also three seats: the top level against two level-1 bots, in each seat;
 * - one seat (pyramid-solitaire): each level plays the same deals; deals won and cards removed,
 *   and each level against the one below (and the top level against level 1) deal by deal: a deal
 *   counts for the level that won it when only one did, for the one that removed more cards when
 *   neither did; deals both won or with as many cards removed are undecided. The share of decided
 *   deals gets the same 95 % Wilson interval as a two-seat matchup.
 * Every decision is timed per level (mean and 95th percentile, milliseconds, decisions with more
 * than one choice only). The bench drives games with the pure API alone: the bot receives the
 * seat's view, the history through `moveView` and its legal moves (engine/bots/input.ts).
 *
 * Deals are played in order (deal 0 in every seat order, then deal 1, ...) up to BENCH_BOTS_GAMES
 * per seat order (BENCH_BOTS_SOLO for solitaire), and a matchup starts no new deal once its share
 * of BENCH_BOTS_SECONDS is spent (the whole bench stays within it on a slow or busy machine: the
 * tables say how many games each line played). The lines run in parallel on worker threads
 * (BENCH_BOTS_WORKERS, default one per core), which share the time. BENCH_BOTS_ONLY lists game
 * ids, BENCH_BOTS_PAIRS matchups (`hi-lo-seats`). For solitaire, BENCH_BOTS_LEVELS lists the levels
 * that play (e.g. `1,3,4`: each against the next lower one listed, and the top one against the
 * lowest) and BENCH_BOTS_VARIANTS the variants, as printed, separated by `;` (e.g. `{}`): a long
 * run spends nothing on levels and variants it does not compare. BENCH_BOTS_FIRST is the index of
 * the first solitaire deal (0 by default: another set of deals for a second measure), and
 * BENCH_BOTS_PER_DEAL=1 prints each solitaire deal's results to stderr. Timings are never asserted anywhere.
 *
 * BENCH_BOTS_RATINGS=<file> also writes the ladder's ratings: every game of the matchups (not
 * solitaire, which has no opponent) settled in play order as the service settles a casual match
 * between its bots (domain/ratings/settlement.ts: each level's pool, Glicko-2, from 1500), into a
 * file the service imports at start-up (BOT_RATINGS_FILE; docs/bots.md, "Bot ratings").
 */
import { writeFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { botInput } from '../src/engine/bots/input.js';
import type { AnyGame, Outcome, Seat } from '../src/engine/game.js';
import type { LoggedMove } from '../src/engine/replay.js';
import { GAMES } from '../src/games/index.js';
import { botAccountId, botPoolId, type BotRatingsFile } from '../src/domain/ratings/bot-pool.js';
import { newStanding, settlement, type Standing } from '../src/domain/ratings/settlement.js';

const PAIR_GAMES = Number(process.env.BENCH_BOTS_GAMES ?? 20);
const SOLO_GAMES = Number(process.env.BENCH_BOTS_SOLO ?? 60);
/** Solitaire: the first deal's index (deals FIRST to FIRST + SOLO - 1), so that a second run can play other deals. */
const SOLO_FIRST = Number(process.env.BENCH_BOTS_FIRST ?? 0);
/** Solitaire: also print each deal's result per level to stderr (`deal <index> <level>:<result> ...`, 100 for a win, else the cards removed). */
const SOLO_PER_DEAL = process.env.BENCH_BOTS_PER_DEAL === '1';
const SECONDS = Number(process.env.BENCH_BOTS_SECONDS ?? 540);
const ONLY = process.env.BENCH_BOTS_ONLY?.split(',');
/** Only these matchups, as `hi-lo-seats` (e.g. `4-3-2`): for tuning runs. */
const PAIRS = process.env.BENCH_BOTS_PAIRS?.split(',');
/** Solitaire: only these levels play (all by default). */
const SOLO_LEVELS = process.env.BENCH_BOTS_LEVELS?.split(',').map(Number);
/** Solitaire: only these variants (their options as JSON, as the tables print them), `;`-separated. */
const VARIANTS = process.env.BENCH_BOTS_VARIANTS?.split(';');
/** Where to write the ladder's ratings (unset: not written). */
const RATINGS = process.env.BENCH_BOTS_RATINGS;
/** A game longer than this is stopped and counted undecided (no game should come near it). */
const MAX_PLIES = 5000;

type Finished = Extract<Outcome, { finished: true }>;

/** Milliseconds per decision, by level. */
const timings = new Map<number, number[]>();

/** One finished game of a matchup, for the ladder's ratings: the level in each seat and the result. */
interface Played {
  readonly levels: number[];
  readonly winners: number[];
  readonly draw: boolean;
  readonly scores: number[] | null;
}
/** The games of the job running on this thread. */
const played: Played[] = [];

function record(level: number, ms: number): void {
  const list = timings.get(level) ?? [];
  list.push(ms);
  timings.set(level, list);
}

/** Plays one game, `levels[seat]` deciding for each seat; simultaneous seats all decide on the same state. */
function playGame(game: AnyGame, options: unknown, levels: readonly number[], seed: string): Finished | null {
  const bot = game.bot!;
  let state = game.setup(options, levels.length, seed);
  const log: LoggedMove[] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const seats = game.toAct(state);
    if (seats.length === 0) return game.outcome(state) as Finished;
    const decided = seats.map((seat: Seat) => {
      const input = botInput(game, state, log, seat, levels[seat], `${seed}:${ply}:${seat}`);
      const t0 = performance.now();
      const move = bot.decide(input);
      const ms = performance.now() - t0;
      const free = input.legal.some((m) => (game.anyOrderFields?.(m) ?? []).length > 0);
      if (input.legal.length > 1 || free) record(levels[seat], ms);
      return { seat, move };
    });
    for (const { seat, move } of decided) {
      const r = game.apply(state, seat, move);
      if (!r.ok) throw new Error(`${game.meta.id} ${seed}: the level-${levels[seat]} bot played an illegal move: ${r.error.code}`);
      state = r.state;
      log.push({ seat, move });
    }
  }
  return null;
}

/** Wilson score interval for k successes in n trials, 95 %. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

/** `hi` against `lo` (and more `lo` seats for `seats` > 2), in every seat, PAIR_GAMES deals per seat. */
function matchup(game: AnyGame, hi: number, lo: number, seats: number, seconds: number): string {
  const options = game.schemas.options.parse({});
  let wins = 0;
  let losses = 0;
  let undecided = 0;
  const t0 = performance.now();
  for (let deal = 0; deal < PAIR_GAMES && performance.now() - t0 < seconds * 1000; deal++) {
    for (let hiSeat = 0; hiSeat < seats; hiSeat++) {
      const levels = Array.from({ length: seats }, (_, s) => (s === hiSeat ? hi : lo));
      const o = playGame(game, options, levels, `bench-bots:${game.meta.id}:${seats}:${deal}`);
      if (o !== null) played.push({ levels, winners: [...o.winners], draw: o.draw, scores: o.scores ? [...o.scores] : null });
      if (o === null || o.draw || o.winners.length !== 1) undecided++;
      else if (o.winners[0] === hiSeat) wins++;
      else losses++;
    }
  }
  const [a, b] = wilson(wins, wins + losses);
  const who = seats === 2 ? `${hi} vs ${lo}` : `${hi} vs ${seats - 1}×${lo}`;
  const rate = wins + losses > 0 ? pct(wins / (wins + losses)) : '-';
  return `| ${game.meta.id} | ${who} | ${wins + losses + undecided} | ${wins}-${losses} | ${rate} | ${pct(a)}-${pct(b)} | ${undecided} | ${((performance.now() - t0) / 1000).toFixed(0)} s |`;
}

/**
 * Every level on the same deals. The deals are the ones every level finished: a level that runs
 * out of time stops the others at the same deal, so the rates compare like with like.
 */
function solo(game: AnyGame, rawOptions: Record<string, unknown>, seconds: number): { rows: string[]; pairs: string[] } {
  const options = game.schemas.options.parse(rawOptions);
  const all = Array.from({ length: game.bot!.maxLevel }, (_, i) => i + 1);
  const levels = SOLO_LEVELS ? all.filter((l) => SOLO_LEVELS.includes(l)) : all;
  const won = levels.map(() => 0);
  const removed = levels.map(() => 0);
  const time = levels.map(() => 0);
  // Level hi against level lo on the same deals (indices into `levels`): deals where hi did better, worse.
  const pairs = levels.slice(1).map((_, i) => ({ hi: i + 1, lo: i, better: 0, worse: 0 }));
  if (levels.length > 2) pairs.push({ hi: levels.length - 1, lo: 0, better: 0, worse: 0 });
  const t0 = performance.now();
  let deals = 0;
  for (; deals < SOLO_GAMES && performance.now() - t0 < seconds * 1000; deals++) {
    // A deal's result as one number: a win (any win: after it the cards left do not matter), else the cards removed.
    const results = levels.map((level, i) => {
      const t = performance.now();
      const o = playGame(game, options, [level], `bench-bots:${game.meta.id}:${SOLO_FIRST + deals}`);
      const win = o?.winners.includes(0) ? 1 : 0;
      won[i] += win;
      removed[i] += o?.scores?.[0] ?? 0;
      time[i] += performance.now() - t;
      return win ? 100 : (o?.scores?.[0] ?? 0);
    });
    // Written at once (a worker's console is flushed only when its thread is idle).
    if (SOLO_PER_DEAL) writeSync(2, `deal ${SOLO_FIRST + deals} ${JSON.stringify(rawOptions)} ${levels.map((l, i) => `${l}:${results[i]}`).join(' ')}\n`);
    for (const p of pairs) {
      if (results[p.hi] > results[p.lo]) p.better++;
      else if (results[p.hi] < results[p.lo]) p.worse++;
    }
  }
  const name = `${game.meta.id} ${JSON.stringify(rawOptions)}${SOLO_FIRST > 0 ? ` (deals ${SOLO_FIRST}-${SOLO_FIRST + deals - 1})` : ''}`;
  const rows = levels.map((level, i) => {
    const [a, b] = wilson(won[i], deals);
    return `| ${name} | ${level} | ${deals} | ${won[i]} (${pct(won[i] / deals)}, ${pct(a)}-${pct(b)}) | ${(removed[i] / deals).toFixed(1)} | ${(time[i] / 1000).toFixed(0)} s |`;
  });
  const pairRows = pairs.map(({ hi, lo, better: w, worse: l }) => {
    const [a, b] = wilson(w, w + l);
    const rate = w + l > 0 ? pct(w / (w + l)) : '-';
    return `| ${name} | ${levels[hi]} vs ${levels[lo]} | ${deals} | ${w}-${l} | ${rate} | ${pct(a)}-${pct(b)} | ${deals - w - l} |`;
  });
  return { rows, pairs: pairRows };
}

function timingRows(): string[] {
  return [...timings.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, ms]) => {
      const sorted = [...ms].sort((x, y) => x - y);
      const mean = ms.reduce((n, x) => n + x, 0) / ms.length;
      const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
      return `| ${level} | ${ms.length} | ${mean.toFixed(2)} | ${p95.toFixed(2)} | ${sorted[sorted.length - 1].toFixed(1)} |`;
    });
}

/** The solitaire variants: the default game (few deals are won at all) and the relaxed one. */
const SOLO_VARIANTS: Record<string, unknown>[] = [{}, { passes: 'unlimited', goal: 'pyramid' }];

/** One line of a table: a matchup, or one solitaire variant for every level. */
type Line = { game: string } & ({ kind: 'pair'; hi: number; lo: number; seats: number } | { kind: 'solo'; options: Record<string, unknown> });
type Job = Line & { seconds: number };

interface Done {
  readonly job: number;
  readonly rows: string[];
  /** Solitaire only: each level against the one below, deal by deal. */
  readonly pairs: string[];
  readonly timings: [number, number[]][];
  readonly played: Played[];
}

/** The jobs of every game, in print order, each with its share of the time. */
function jobsOf(games: readonly AnyGame[], workers: number): Job[] {
  const jobs: Line[] = [];
  for (const game of games) {
    const max = game.bot!.maxLevel;
    if (game.meta.maxPlayers === 1) {
      for (const options of SOLO_VARIANTS) if (!VARIANTS || VARIANTS.includes(JSON.stringify(options))) jobs.push({ game: game.meta.id, kind: 'solo', options });
      continue;
    }
    const pairs: [number, number, number][] = [];
    for (let k = 2; k <= max; k++) pairs.push([k, k - 1, 2]);
    if (max > 2) pairs.push([max, 1, 2]);
    if (game.meta.maxPlayers >= 3) pairs.push([max, 1, 3]);
    for (const [hi, lo, seats] of pairs) if (!PAIRS || PAIRS.includes(`${hi}-${lo}-${seats}`)) jobs.push({ game: game.meta.id, kind: 'pair', hi, lo, seats });
  }
  // The workers share the wall time: each job gets an equal part of their total.
  return jobs.map((j) => ({ ...j, seconds: (SECONDS * workers) / jobs.length }));
}

function runJob(job: Job): { rows: string[]; pairs: string[] } {
  const game = GAMES.find((g) => g.meta.id === job.game)!;
  return job.kind === 'solo' ? solo(game, job.options, job.seconds) : { rows: [matchup(game, job.hi, job.lo, job.seats, job.seconds)], pairs: [] };
}

/** A worker thread: runs the jobs it is sent, one at a time, and sends back rows and timings. */
function worker(): void {
  parentPort!.on('message', ({ index, job }: { index: number; job: Job }) => {
    timings.clear();
    played.length = 0;
    const { rows, pairs } = runJob(job);
    parentPort!.postMessage({ job: index, rows, pairs, timings: [...timings.entries()], played } satisfies Done);
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const games = GAMES.filter((g) => g.bot && (!ONLY || ONLY.includes(g.meta.id)));
  const workers = Math.max(1, Number(process.env.BENCH_BOTS_WORKERS ?? availableParallelism()));
  const jobs = jobsOf(games, workers);
  console.log(
    `bench:bots: up to ${PAIR_GAMES} deals per seat order (BENCH_BOTS_GAMES), ${SOLO_GAMES} solitaire deals (BENCH_BOTS_SOLO), ` +
      `${SECONDS} s in all (BENCH_BOTS_SECONDS), ${workers} worker threads (BENCH_BOTS_WORKERS), ${(jobs[0]?.seconds ?? 0).toFixed(0)} s per line`,
  );
  const done: Done[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs.length) }, async () => {
      const w = new Worker(new URL(import.meta.url));
      try {
        while (next < jobs.length) {
          const index = next++;
          done.push(await new Promise<Done>((resolve, reject) => {
            w.once('message', resolve);
            w.once('error', reject);
            w.postMessage({ index, job: jobs[index] });
          }));
        }
      } finally {
        await w.terminate();
      }
    }),
  );
  for (const game of games) {
    const mine = done.filter((d) => jobs[d.job].game === game.meta.id).sort((a, b) => a.job - b.job);
    console.log(`\n## ${game.meta.id} (levels 1-${game.bot!.maxLevel})`);
    console.log(
      game.meta.maxPlayers === 1
        ? '| game (options) | level | deals | won (rate, 95 % CI) | mean cards removed | time |\n|---|---|---|---|---|---|'
        : '| game | levels | games | won-lost | higher level wins | 95 % CI | undecided | time |\n|---|---|---|---|---|---|---|---|',
    );
    for (const d of mine) for (const row of d.rows) console.log(row);
    if (mine.some((d) => d.pairs.length > 0)) {
      console.log('\n| game (options) | levels | deals | better-worse | higher level better | 95 % CI | equal |\n|---|---|---|---|---|---|---|');
      for (const d of mine) for (const row of d.pairs) console.log(row);
    }
    timings.clear();
    for (const d of mine) for (const [level, ms] of d.timings) for (const x of ms) record(level, x);
    console.log('\n| level | decisions | mean ms | p95 ms | max ms |\n|---|---|---|---|---|');
    for (const row of timingRows()) console.log(row);
  }
  if (RATINGS) writeRatings(RATINGS, games, done.sort((a, b) => a.job - b.job).map((d) => ({ game: jobs[d.job].game, played: d.played })));
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Settles every game of the ladder in order (job by job, deal by deal), exactly as the service
 * settles a casual match between its bots, and writes each level's rating per game.
 */
function writeRatings(path: string, games: readonly AnyGame[], jobs: readonly { game: string; played: readonly Played[] }[]): void {
  const file: BotRatingsFile = { format: 'pyramidion-bot-ratings/1', source: `bench:bots, ${PAIR_GAMES} deals per seat order, ${new Date().toISOString()}`, games: {} };
  for (const game of games) {
    const gameId = game.meta.id;
    const standings = new Map<string, Standing>();
    let n = 0;
    for (const { played: list } of jobs.filter((j) => j.game === gameId)) {
      for (const p of list) {
        const seats = p.levels.map((level, seat) => ({ seat, userId: botAccountId(level, p.levels.slice(0, seat).filter((l) => l === level).length + 1), pool: botPoolId(level) }));
        const result = { winners: p.winners, draw: p.draw, scores: p.scores, endedBy: 'rules' as const };
        const s = settlement({ matchId: `ladder:${gameId}:${n++}`, gameId, rated: false, seats, result, at: new Date(0) });
        for (const st of s.settle(standings).standings) standings.set(st.userId, st);
      }
    }
    const levels: BotRatingsFile['games'][string] = {};
    for (let level = 1; level <= game.bot!.maxLevel; level++) {
      const st = standings.get(botPoolId(level)) ?? newStanding(botPoolId(level), gameId);
      if (st.ratedMatches > 0) levels[String(level)] = { rating: st.rating, rd: st.rd, volatility: st.volatility, games: st.ratedMatches };
    }
    if (Object.keys(levels).length > 0) file.games[gameId] = levels;
  }
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`\nratings of ${Object.keys(file.games).length} games written to ${path} (BOT_RATINGS_FILE)`);
}

if (isMainThread) await main();
else worker();

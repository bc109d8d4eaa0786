/**
 * Rules throughput and answer sizes of every registered game (run: npm run bench:rules).
 *
 * Issue 10's targets: at least 100k applied moves/s per core in random playouts, the legal-moves
 * listing included, and a legal-moves answer under 4 KB of JSON in every position. Two passes per
 * game, so that measuring sizes does not slow the timed loop:
 * 1. timed: seeded random playouts on one thread; a step = one `legalMoves` listing for a seat
 *    that must act + one `apply` of a random legal move (`randomMove`);
 * 2. sizes: the same kind of playouts, measuring the JSON of the legal-moves answer the API sends
 *    (`legalMovesAnswer`: moves, anyOrder and alternatives, as REST sends it) for every seat that
 *    must act in every position, and the state's JSON at the end (the match row stores it).
 * Several option sets and seat counts per game. Prints figures; timings are never asserted.
 * BENCH_RULES_SECONDS (timed seconds per game, default 3) and BENCH_RULES_GAMES (playouts per
 * setup in the size pass, default 50) adjust it; BENCH_RULES_ONLY=<game id> runs one game.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../src/engine/game.js';
import { randomMove } from '../src/engine/bots/random.js';
import { Rng } from '../src/engine/rng.js';
import { GAMES } from '../src/games/index.js';
import { legalMovesAnswer } from '../src/domain/legal-moves-answer.js';

const SECONDS = Number(process.env.BENCH_RULES_SECONDS ?? 3);
const SIZE_GAMES = Number(process.env.BENCH_RULES_GAMES ?? 50);
const ONLY = process.env.BENCH_RULES_ONLY;

interface Setup {
  readonly label: string;
  readonly options: unknown;
  readonly seats: number;
}

/** Option sets worth measuring apart, by game; every game also gets its defaults. */
const OPTION_SETS: Record<string, readonly Record<string, unknown>[]> = {
  'pyramid-solitaire': [{ passes: '3' }, { passes: 'unlimited', sums: 'any-combination' }, { goal: 'pyramid' }],
  sabotage: [{ rows: 4 }, { rows: 6 }],
  ziggurat: [{ extended: true }],
  'allmer-pyramid': [{ noRemovalLimit: 0 }],
};

/** Every option set at every seat count the game allows. */
function setupsOf(game: AnyGame): Setup[] {
  const sets = [{}, ...(OPTION_SETS[game.meta.id] ?? [])];
  const out: Setup[] = [];
  for (const raw of sets) {
    for (let seats = game.meta.minPlayers; seats <= game.meta.maxPlayers; seats++) {
      const options = game.schemas.options.parse(raw);
      if (game.validateSetup?.(options, seats)) continue;
      out.push({ label: `${JSON.stringify(raw)} ${seats}p`, options, seats });
    }
  }
  return out;
}

/** Plays one seeded random game to the end; returns the applied moves and the final state. */
function playout(game: AnyGame, setup: Setup, seed: string, bot: Rng, onPosition?: (state: unknown, ply: number) => void) {
  let state = game.setup(setup.options, setup.seats, seed);
  let moves = 0;
  for (;;) {
    onPosition?.(state, moves);
    const m = randomMove(game, state, bot);
    if (!m) break;
    const r = game.apply(state, m.seat, m.move);
    if (!r.ok) throw new Error(`${game.meta.id} ${setup.label} ${seed}: legal move refused: ${r.error.code}`);
    state = r.state;
    moves++;
  }
  return { moves, state };
}

/** CPU time this process has used, in seconds (user + system). */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Moves per second over `seconds` of wall time, cycling through the setups (after a short untimed
 * warm-up). Two rates: per second of wall time, and per second of CPU time this process used. On
 * a shared machine the second is the fairer per-core figure: other jobs stretch the wall time,
 * not the CPU time (garbage collection on helper threads counts against us, so it errs low).
 */
function timed(game: AnyGame, setups: readonly Setup[], seconds: number) {
  const bot = Rng.from({ seed: 'bench-rules', counter: 0 });
  const warmUntil = performance.now() + Math.min(500, seconds * 200);
  for (let i = 0; performance.now() < warmUntil; i++) playout(game, setups[i % setups.length], `warm-${i}`, bot);
  let moves = 0;
  let games = 0;
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    moves += playout(game, setups[games % setups.length], `bench-rules-${games}`, bot).moves;
    games++;
  }
  const wall = (performance.now() - started) / 1000;
  return { perSecond: moves / wall, perCpuSecond: moves / (cpuSeconds() - cpuStarted), moves, games };
}

interface Sizes {
  listings: number;
  total: number;
  max: number;
  maxAt: string;
  maxCount: number;
  /** Answers of 4 KB or more (issue 10's bound is under 4096 bytes). */
  over4k: number;
  endTotal: number;
  endMax: number;
  games: number;
}

function sizes(game: AnyGame, setups: readonly Setup[], perSetup: number): Sizes {
  const s: Sizes = { listings: 0, total: 0, max: 0, maxAt: '', maxCount: 0, over4k: 0, endTotal: 0, endMax: 0, games: 0 };
  const bot = Rng.from({ seed: 'bench-rules-sizes', counter: 0 });
  for (const setup of setups) {
    for (let i = 0; i < perSetup; i++) {
      const seed = `bench-sizes-${i}`;
      const { state } = playout(game, setup, seed, bot, (position, ply) => {
        for (const seat of game.toAct(position)) {
          const answer = legalMovesAnswer(game, position, seat, ply + 1);
          const bytes = Buffer.byteLength(JSON.stringify(answer));
          s.listings++;
          s.total += bytes;
          if (bytes > s.max) Object.assign(s, { max: bytes, maxAt: `${setup.label} seed ${seed} ply ${ply} seat ${seat}`, maxCount: answer.moves.length });
          if (bytes >= 4096) s.over4k++;
        }
      });
      const end = Buffer.byteLength(JSON.stringify(state));
      s.endTotal += end;
      s.endMax = Math.max(s.endMax, end);
      s.games++;
    }
  }
  return s;
}

const n = (x: number): string => Math.round(x).toLocaleString('en-US');

console.log(`rules throughput (node ${process.version}, one thread, ${SECONDS} s per game; sizes over ${SIZE_GAMES} games per setup)`);
console.log(
  `${'game'.padEnd(18)} ${'moves/s wall'.padStart(12)} ${'moves/s cpu'.padStart(12)} ${'moves'.padStart(9)} ${'games'.padStart(6)} | ` +
    `${'answer bytes max'.padStart(16)} ${'mean'.padStart(6)} ${'>=4K'.padStart(5)} | ${'end state bytes max'.padStart(19)} ${'mean'.padStart(6)}`,
);
const worst: string[] = [];
for (const game of GAMES) {
  if (ONLY && game.meta.id !== ONLY) continue;
  const setups = setupsOf(game);
  const t = timed(game, setups, SECONDS);
  const z = sizes(game, setups, SIZE_GAMES);
  console.log(
    `${game.meta.id.padEnd(18)} ${n(t.perSecond).padStart(12)} ${n(t.perCpuSecond).padStart(12)} ${n(t.moves).padStart(9)} ${n(t.games).padStart(6)} | ` +
      `${n(z.max).padStart(16)} ${n(z.total / z.listings).padStart(6)} ${n(z.over4k).padStart(5)} | ${n(z.endMax).padStart(19)} ${n(z.endTotal / z.games).padStart(6)}`,
  );
  worst.push(`  ${game.meta.id}: ${z.maxCount} listed moves at ${z.maxAt} (${n(z.listings)} answers measured)`);
}
console.log(`largest legal-moves answer (setup, seed, ply, seat); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const line of worst) console.log(line);

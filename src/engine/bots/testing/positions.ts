/**
 * Test helpers for bots: positions reached by random play, and a second state that differs from a
 * real one only in what a seat cannot see (its unseen cards renamed among themselves).
 */
import type { AnyGame, Seat } from '../../game.js';
import type { LoggedMove } from '../../replay.js';
import { newRng, Rng } from '../../rng.js';
import { botInput } from '../input.js';
import { randomMove } from '../random.js';

export interface Position {
  readonly state: unknown;
  readonly log: readonly LoggedMove[];
  /** A seat that must act in `state`. */
  readonly seat: Seat;
}

/**
 * `count` positions where some seat must act, each after a random number of random moves (up to
 * `maxPlies`) from its own seeded deal.
 */
export function randomPositions(game: AnyGame, options: Record<string, unknown>, seats: number, count: number, tag: string, maxPlies = 400): Position[] {
  const rng = Rng.from(newRng(`positions:${tag}`));
  const out: Position[] = [];
  for (let i = 0; out.length < count; i++) {
    let state = game.setup(game.schemas.options.parse(options), seats, `${tag}:${i}`);
    const log: LoggedMove[] = [];
    const stop = rng.int(maxPlies);
    for (let ply = 0; ply < stop; ply++) {
      const m = randomMove(game, state, rng);
      if (m === null) break;
      const r = game.apply(state, m.seat, m.move);
      if (!r.ok) throw new Error(`${game.meta.id}: a random legal move was refused: ${r.error.code}`);
      state = r.state;
      log.push(m);
    }
    const toAct = game.toAct(state);
    if (toAct.length > 0) out.push({ state, log, seat: rng.pick(toAct) });
  }
  return out;
}

/** `value` with every string leaf found in `names` replaced by its new name. */
export function renamed<T>(value: T, names: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return names.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * A renaming of `unseen` cards among themselves (a random permutation within each group of
 * `groupOf`, e.g. cards showing the same back), with at least one card moved when possible.
 */
export function shuffleNames(unseen: readonly string[], rng: Rng, groupOf: (card: string) => string = () => ''): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const c of unseen) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c]);
  const names = new Map<string, string>();
  for (const cards of groups.values()) {
    // A rotation by a random non-zero step moves every card of a group of two or more.
    const step = cards.length > 1 ? 1 + rng.int(cards.length - 1) : 0;
    const order = rng.shuffle(cards);
    order.forEach((c, i) => names.set(c, order[(i + step) % order.length]));
  }
  return names;
}

/**
 * The position with the seat's unseen cards renamed among themselves: the state, and the moves of
 * the log that the seat sees redacted (a hidden simultaneous choice). What the seat sees of the
 * log stays as it was.
 */
export function hiddenShuffled(game: AnyGame, p: Position, names: ReadonlyMap<string, string>): Position {
  const log = p.log.map((m) => {
    const seen = game.moveView ? game.moveView(m.move, m.seat, p.seat, p.state) : m.move;
    return JSON.stringify(seen) === JSON.stringify(m.move) ? m : renamed(m, names);
  });
  return { state: renamed(p.state, names), log, seat: p.seat };
}

/**
 * The no-cheating check of issue 13 ("two states that differ only in the bot's secrets give the
 * same decision for the same random seed"): what the bot is given at `p` and at the shuffled
 * position, and its decision at every level for both.
 */
export function decideBoth(game: AnyGame, p: Position, q: Position, seed: string): { inputs: [unknown, unknown]; moves: [unknown, unknown][] } {
  const a = botInput(game, p.state, p.log, p.seat, 1, seed);
  const b = botInput(game, q.state, q.log, q.seat, 1, seed);
  const moves: [unknown, unknown][] = [];
  for (let level = 1; level <= game.bot!.maxLevel; level++) moves.push([game.bot!.decide({ ...a, level }), game.bot!.decide({ ...b, level })]);
  return { inputs: [a, b], moves };
}

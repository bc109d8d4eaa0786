/**
 * What a game's bot is given and what it answers. A bot never receives the game state: it decides
 * from what its seat may see (its view and the history as that seat sees it), the legal moves the
 * seat is offered, and the rules. Hidden-information games search over determinisations: full
 * states sampled from the seat's information set (consistent with the view and the history).
 *
 * Budgets are counted in work units (playouts, searched nodes), never in wall time, so a decision
 * is a pure function of the input and the seed: the same input and seed give the same move on any
 * machine. The platform bounds wall time separately (a worker with a deadline).
 */
import type { Seat } from '../seat.js';

/** One entry of the match history as the deciding seat may see it (the game's `moveView`). */
export interface SeenMove {
  readonly seat: Seat;
  readonly kind: 'move' | 'resign' | 'timeout' | 'abort' | 'draw';
  readonly move: unknown;
}

export interface BotInput<V, M> {
  readonly seat: Seat;
  readonly view: V;
  /** The seat's legal moves now, as `legalMoves` lists them (see `anyOrderFields`). */
  readonly legal: readonly M[];
  readonly history: readonly SeenMove[];
  /** 1 = random, 2 = greedy one ply, 3+ = search with a budget growing with the level. */
  readonly level: number;
  /** Seed of the bot's own random generator (not the match seed). */
  readonly seed: string;
}

export interface GameBot<V = unknown, M = unknown> {
  /** Highest level this bot plays (at least 3). */
  readonly maxLevel: number;
  decide(input: BotInput<V, M>): M;
  /**
   * Optional, for the post-game analysis: each of `moves` (legal for `input.seat` now) scored for
   * the deciding seat as an expected reward in [0, 1], from `input` alone (the seat's view and
   * history: determinisations of its information set, never the state), with a budget in work
   * units. A pure function of the input, like `decide`.
   */
  score?(input: BotInput<V, M>, moves: readonly M[]): number[];
}

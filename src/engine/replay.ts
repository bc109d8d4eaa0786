import type { AnyGame, Rejection, Seat } from './game.js';

export interface LoggedMove {
  readonly seat: Seat;
  readonly move: unknown;
}

export interface ReplayInput {
  readonly options: unknown;
  readonly seats: number;
  readonly seed: string;
  /** The rules version the match was played under (default: the game's current one). */
  readonly rulesVersion?: number;
  readonly moves: readonly LoggedMove[];
}

export type ReplayResult =
  | { readonly ok: true; readonly state: unknown }
  | { readonly ok: false; readonly ply: number; readonly error: Rejection };

/**
 * Setup + the first `plies` moves of the log (all when omitted). Options are parsed through the
 * game's schema, exactly as the platform does at creation, so a record replays to the same state.
 */
export function replay(game: AnyGame, input: ReplayInput, plies = input.moves.length): ReplayResult {
  let state = game.setup(game.schemas.options.parse(input.options), input.seats, input.seed, input.rulesVersion);
  for (let i = 0; i < plies; i++) {
    const { seat, move } = input.moves[i];
    const result = game.apply(state, seat, game.schemas.move.parse(move));
    if (!result.ok) return { ok: false, ply: i + 1, error: result.error };
    state = result.state;
  }
  return { ok: true, state };
}

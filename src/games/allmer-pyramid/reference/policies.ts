/**
 * Move choosers for the reference comparison. The engine's random bot alone never ends a game on
 * the victory fields or by threefold repetition (0 of 1000 measured games), so two biased
 * choosers steer some games there; every choice is still one of the engine's legal moves, drawn
 * with the game's seeded generator.
 */
import { randomMove } from '../../../engine/bots/random.js';
import type { Rng } from '../../../engine/rng.js';
import { allmerPyramidGame as game, type AllmerPyramidMove, type AllmerPyramidState } from '../index.js';

export type Policy = 'random' | 'climber' | 'shuttle';

const VICTORY_FIELDS = new Set(['c3', 'c5', 'e3', 'e5']);

export interface Choice {
  readonly seat: number;
  readonly move: AllmerPyramidMove;
}

/**
 * random: the engine's random bot. climber: a move onto a victory field from off one, else a
 * jump, else any move. shuttle: undo its own last run or jump when it can (85 %), else any move.
 */
export function choose(policy: Policy, state: AllmerPyramidState, rng: Rng, lastOwn: readonly (AllmerPyramidMove | null)[]): Choice | null {
  if (policy === 'random') return randomMove(game, state, rng) as Choice | null;
  const seats = game.toAct(state);
  if (seats.length === 0) return null;
  const seat = rng.pick(seats);
  const moves = game.legalMoves(state, seat);
  if (moves.length === 0) return null;
  let preferred: AllmerPyramidMove[] = [];
  if (policy === 'climber') {
    preferred = moves.filter((m) => m.type !== 'push' && VICTORY_FIELDS.has(m.to) && !VICTORY_FIELDS.has(m.from));
    if (preferred.length === 0) preferred = moves.filter((m) => m.type === 'jump');
  } else {
    const last = lastOwn[seat];
    if (last !== null && last.type !== 'push' && rng.int(100) < 85) preferred = moves.filter((m) => m.type !== 'push' && m.from === last.to && m.to === last.from);
  }
  return { seat, move: rng.pick(preferred.length > 0 ? preferred : moves) };
}

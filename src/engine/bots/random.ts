import { shuffleAnyOrder } from '../any-order.js';
import type { AnyGame, Seat } from '../game.js';
import { Rng } from '../rng.js';

/**
 * The random-move bot: a uniformly chosen legal move for one of the seats that must act, its free
 * fields (`anyOrderFields`) shuffled so that playouts still explore every ordering. Returns null
 * when nobody must act (the game is over).
 */
export function randomMove(game: AnyGame, state: unknown, rng: Rng): { seat: Seat; move: unknown } | null {
  const seats = game.toAct(state);
  if (seats.length === 0) return null;
  const seat = rng.pick(seats);
  const moves = game.legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`${game.meta.id}: seat ${seat} must act but has no legal move`);
  return { seat, move: shuffleAnyOrder(game, rng.pick(moves), rng) };
}

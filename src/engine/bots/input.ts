/**
 * What a bot is given, built from a match the way any caller (the platform, the bench, the tests)
 * must build it: the seat's view, the history as that seat sees it (`moveView`), and the seat's
 * legal moves. Nothing else of the state reaches the bot.
 */
import type { AnyGame, Seat } from '../game.js';
import type { LoggedMove } from '../replay.js';
import type { BotInput, SeenMove } from './contract.js';

/** The move log as `seat` may see it now (`now` is the current state). */
export function seenHistory(game: AnyGame, log: readonly LoggedMove[], seat: Seat, now: unknown): SeenMove[] {
  return log.map((m) => ({
    seat: m.seat,
    kind: 'move',
    move: game.moveView ? game.moveView(m.move, m.seat, seat, now) : m.move,
  }));
}

export function botInput(
  game: AnyGame,
  state: unknown,
  log: readonly LoggedMove[],
  seat: Seat,
  level: number,
  seed: string,
): BotInput<unknown, unknown> {
  return {
    seat,
    view: game.view(state, seat),
    legal: game.legalMoves(state, seat),
    history: seenHistory(game, log, seat, state),
    level,
    seed,
  };
}

import type { AnyGame } from '../../engine/game.js';
import type { MatchRow } from '../../persistence/matches.repository.js';

/**
 * The initial state of a started match, set up again for a replay (views at a ply, the live
 * stream's versions, takebacks). What setup searched for at the start (a winnable deal's attempt:
 * `Game.setupMemo`) is read back from the stored state, so a replay never searches again: under
 * old rules versions that search is the unbounded solver, seconds of CPU on the event loop.
 */
export function setupAgain(game: AnyGame, row: Pick<MatchRow, 'options' | 'seatCount' | 'seed' | 'rulesVersion' | 'state'>): unknown {
  const memo = game.setupMemo && row.state !== null ? game.setupMemo(JSON.parse(row.state)) : undefined;
  return game.setup(JSON.parse(row.options), row.seatCount, row.seed, row.rulesVersion, memo);
}

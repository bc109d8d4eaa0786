/**
 * Simultaneous decisions (boardgame.io lets such moves ignore a stale state id). While several
 * seats must choose at once, one seat's commitment removes only that seat from `toAct`: the
 * decision the others face is the same one (the conformance suite checks that their legal moves
 * do not change), so their submissions stay valid although the match's version moved on.
 */
import type { AnyGame, Seat } from './game.js';

/** True when `mover`'s move, taking `toAct` from `before` to `after`, left the others' decision open. */
export function continuesDecision(game: Pick<AnyGame, 'meta'>, before: readonly Seat[], after: readonly Seat[], mover: Seat): boolean {
  if (!game.meta.simultaneousMoves || before.length < 2 || !before.includes(mover)) return false;
  const rest = before.filter((s) => s !== mover);
  return after.length === rest.length && rest.every((s) => after.includes(s));
}

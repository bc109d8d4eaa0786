/** Builders for the rule specs (imported only by *.spec.ts). */
import { parseField } from './board.js';
import type { Rng } from '../../engine/rng.js';
import { playMove, setCell, type PushBan } from './moves.js';
import { formatPosition, positionOf } from './notation.js';
import { apply, legalMoves, stateFrom } from './rules.js';
import { CURRENT_RULES_VERSION, optionsSchema, type AllmerPyramidMove, type AllmerPyramidState } from './state.js';

/** A state at the position given in Pyramid notation, as if a game had started there. */
export function stateAt(notation: string, options: Record<string, unknown> = {}, rulesVersion: number = CURRENT_RULES_VERSION): AllmerPyramidState {
  return stateFrom(positionOf(notation), optionsSchema.parse(options), rulesVersion);
}

export interface Placement {
  readonly W?: readonly string[];
  readonly B?: readonly string[];
  readonly toMove?: 'w' | 'b';
  readonly ban?: PushBan | null;
}

/** The notation of a position with the listed white and black stones. */
export function notationOf({ W = [], B = [], toMove = 'w', ban = null }: Placement): string {
  const rows = Array.from({ length: 7 }, () => '.......');
  for (const [color, fields] of [['W', W], ['B', B]] as const) {
    for (const f of fields) {
      const p = parseField(f);
      if (!p) throw new Error(`bad field ${f}`);
      setCell(rows, p.r, p.c, color);
    }
  }
  return formatPosition({ board: rows, toMove: toMove === 'w' ? 0 : 1, ban });
}

export const stateWith = (placement: Placement, options: Record<string, unknown> = {}) => stateAt(notationOf(placement), options);

/** Filler stones far from the action so that neither side drops below four stones. */
export const WHITE_FILLER = ['g3', 'g4', 'g5', 'g6'];
export const BLACK_FILLER = ['a7', 'b7', 'c7', 'd7'];

export const run = (from: string, to: string): AllmerPyramidMove => ({ type: 'run', from, to });
export const jump = (from: string, to: string): AllmerPyramidMove => ({ type: 'jump', from, to });
export const push = (from: string, to: string): AllmerPyramidMove => ({ type: 'push', from, to });

/** Applies a move that must be legal, for the seat to move. */
export function play(state: AllmerPyramidState, move: AllmerPyramidMove): AllmerPyramidState {
  const r = apply(state, state.toMove, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} ${r.error.reason}`);
  return r.state;
}

/** The rejection code of a move that must be illegal. */
export function rejection(state: AllmerPyramidState, move: AllmerPyramidMove, seat = state.toMove): string {
  const r = apply(state, seat, move);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error.code;
}

/** The stone on a field: 'W', 'B' or '.'. */
export function at(state: AllmerPyramidState, field: string): string {
  const p = parseField(field)!;
  return state.board[p.r][p.c];
}

/** Whether `move` would take a stone off the board (smash, fall or Osiris). */
export function removes(state: AllmerPyramidState, move: AllmerPyramidMove): boolean {
  const effect = playMove(state.board, move);
  return effect.smashed !== null || effect.fell !== null || effect.osiris.length > 0;
}

/**
 * The bot "that never captures" of issue 17: plays a random move that removes no stone and, while
 * it has the choice, does not end the game (by repetition or the limit). Returns the state after
 * it, or null if every move removes a stone.
 */
export function playQuietMove(state: AllmerPyramidState, rng: Rng): AllmerPyramidState | null {
  const quiet = rng.shuffle(legalMoves(state, state.toMove).filter((m) => !removes(state, m)));
  let after: AllmerPyramidState | null = null;
  for (const m of quiet) {
    after = play(state, m);
    if (after.result === null) break;
  }
  return after;
}

/** Plays `plies` quiet moves (fewer if the game ends) and returns the state reached. */
export function playQuietly(state: AllmerPyramidState, plies: number, rng: Rng): AllmerPyramidState {
  let s = state;
  for (let i = 0; i < plies && s.result === null; i++) {
    const next = playQuietMove(s, rng);
    if (!next) throw new Error(`every move removes a stone at ply ${s.ply}`);
    s = next;
  }
  return s;
}

/**
 * A random bot that makes positions repeat: half the time it moves back the stone it moved last
 * (when that is legal), otherwise it plays any legal move. Random play alone almost never repeats.
 */
export function undoingMove(state: AllmerPyramidState, rng: Rng, ownLast: AllmerPyramidMove | undefined): AllmerPyramidMove {
  const moves = legalMoves(state, state.toMove);
  const back = ownLast && moves.find((m) => m.from === ownLast.to && m.to === ownLast.from);
  return back && rng.int(2) === 0 ? back : rng.pick(moves);
}

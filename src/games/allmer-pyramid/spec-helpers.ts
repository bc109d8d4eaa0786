/** Builders for the rule specs (imported only by *.spec.ts). */
import { parseField } from './board.js';
import { setCell, type PushBan } from './moves.js';
import { formatPosition, positionOf } from './notation.js';
import { apply } from './rules.js';
import { optionsSchema, type AllmerPyramidMove, type AllmerPyramidState } from './state.js';

/** A state at the position given in Pyramid notation, as if it had just arisen. */
export function stateAt(notation: string, options: Record<string, unknown> = {}): AllmerPyramidState {
  const p = positionOf(notation);
  return {
    options: optionsSchema.parse(options),
    board: p.board,
    toMove: p.toMove,
    ban: p.ban,
    ply: 0,
    pliesWithoutRemoval: 0,
    history: [formatPosition(p)],
    lastMove: null,
    result: null,
  };
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

/**
 * Stone movement on the pyramid: RUN, JUMP and PUSH (with smash and fall), and the Osiris
 * capture that follows every move. Pure functions over a board of 7 row strings; the work is done
 * over cell codes by cells.ts.
 */
import { DIRECTIONS, FIELD_NAMES, SIZE, fieldIndex, type Cell, type Color, type Point } from './board.js';
import {
  BLACK,
  BLOCKED,
  FALLS,
  MOVE_TYPES,
  NO_BAN,
  WHITE,
  cellsOf,
  fromOf,
  moveCode,
  moveCodes,
  newEffect,
  osirisOf,
  playCode,
  pushDestination,
  rowsOf,
  stoneMoveCodes,
  toOf,
  typeOf,
} from './cells.js';

/** Rows of the board, row 0 (rank 7) first; each row is 7 characters 'W', 'B' or '.'. */
export type Board = readonly string[];

export type MoveType = 'run' | 'jump' | 'push';

/** A move as a client sends it: the stone on `from` runs, jumps, or pushes the stone on `to`. */
export interface PyramidMove {
  readonly type: MoveType;
  readonly from: string;
  readonly to: string;
}

/** The push-back ban: the stone on `from` may not push the stone on `to` this turn. */
export interface PushBan {
  readonly from: string;
  readonly to: string;
}

export const cellAt = (board: Board, r: number, c: number): Cell => board[r][c] as Cell;

export function setCell(rows: string[], r: number, c: number, cell: Cell): void {
  rows[r] = rows[r].slice(0, c) + cell + rows[r].slice(c + 1);
}

/** A ban as the index pair of cells.ts. */
const banFrom = (ban: PushBan | null): number => (ban ? fieldIndex(ban.from) : NO_BAN);
const banTo = (ban: PushBan | null): number => (ban ? fieldIndex(ban.to) : NO_BAN);

/** The move a code of cells.ts stands for. */
export const moveOfCode = (code: number): PyramidMove => ({ type: MOVE_TYPES[typeOf(code)], from: FIELD_NAMES[fromOf(code)], to: FIELD_NAMES[toOf(code)] });

/** Every move of the stone on (r, c), in a fixed order: runs, jumps, pushes; directions N, S, W, E. */
export function stoneMoves(board: Board, ban: PushBan | null, r: number, c: number): PyramidMove[] {
  const codes: number[] = [];
  stoneMoveCodes(cellsOf(board), banFrom(ban), banTo(ban), r * SIZE + c, codes);
  return codes.map(moveOfCode);
}

/**
 * Where a stone on (r, c) pushed in direction (dr, dc) goes: a field (same level, empty; or one
 * level lower, smashing what is there), 'fall' (off a lowest corner), or 'blocked' (a stone on
 * the same level behind it: no chain pushes).
 */
export function pushTarget(board: Board, r: number, c: number, dr: number, dc: number): Point | 'fall' | 'blocked' {
  const d = DIRECTIONS.findIndex((x) => x.dr === dr && x.dc === dc);
  const dest = pushDestination(cellsOf(board), r * SIZE + c, d);
  if (dest === FALLS) return 'fall';
  if (dest === BLOCKED) return 'blocked';
  return { r: Math.floor(dest / SIZE), c: dest % SIZE };
}

/** Every legal move of `color`, stone by stone (rank 7 first, file a first). */
export function legalMovesOf(board: Board, ban: PushBan | null, color: Color): PyramidMove[] {
  const codes: number[] = [];
  moveCodes(cellsOf(board), banFrom(ban), banTo(ban), color === 'W' ? WHITE : BLACK, codes);
  return codes.map(moveOfCode);
}

export interface MoveEffect {
  readonly board: string[];
  /** Field where a stone was smashed (by a running stone or a dropped pushed stone). */
  readonly smashed: string | null;
  /** Field the fallen stone was pushed from (a lowest corner), if a stone fell. */
  readonly fell: string | null;
  /** Where the pushed stone ended up on the same level (for the push-back ban). */
  readonly pushedTo: string | null;
  /** Stones removed by Osiris after the move, sorted. */
  readonly osiris: string[];
}

const nameOrNull = (i: number): string | null => (i < 0 ? null : FIELD_NAMES[i]);

/** Plays a legal move (checked by the caller) and resolves Osiris. */
export function playMove(board: Board, move: PyramidMove): MoveEffect {
  const cells = cellsOf(board);
  const effect = newEffect();
  playCode(cells, moveCode(MOVE_TYPES.indexOf(move.type), fieldIndex(move.from), fieldIndex(move.to)), effect);
  return {
    board: rowsOf(cells, board),
    smashed: nameOrNull(effect.smashed),
    fell: nameOrNull(effect.fell),
    pushedTo: nameOrNull(effect.pushedTo),
    osiris: effect.osiris.map((i) => FIELD_NAMES[i]).sort(),
  };
}

/**
 * OSIRIS: on every straight line of a ring, an unbroken run of stones of one colour with a stone
 * of the other colour at each end. Both colours are checked at once, so alternating stones are
 * all captured together (Double Osiris). Returns the captured fields, sorted.
 */
export function osirisCaptures(board: Board): string[] {
  const captured: number[] = [];
  osirisOf(cellsOf(board), captured);
  return captured.map((i) => FIELD_NAMES[i]).sort();
}

export function countStones(board: Board, color: Color): number {
  let n = 0;
  for (const row of board) for (const ch of row) if (ch === color) n++;
  return n;
}

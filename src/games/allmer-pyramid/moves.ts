/**
 * Stone movement on the pyramid: RUN, JUMP and PUSH (with smash and fall), and the Osiris
 * capture that follows every move. Pure functions over a board of 7 row strings.
 */
import {
  DIRECTIONS,
  RING_LINES,
  SIZE,
  fieldName,
  height,
  onBoard,
  parseField,
  type Cell,
  type Color,
  type Point,
} from './board.js';

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

/** Every move of the stone on (r, c), in a fixed order: runs, jumps, pushes; directions N, S, W, E. */
export function stoneMoves(board: Board, ban: PushBan | null, r: number, c: number): PyramidMove[] {
  const from = fieldName(r, c);
  const level = height(r, c);
  const runs: PyramidMove[] = [];
  const jumps: PyramidMove[] = [];
  const pushes: PyramidMove[] = [];
  for (const { dr, dc } of DIRECTIONS) {
    // RUN: straight on through empty fields of the same level or one level down at a time.
    let at = level;
    for (let rr = r + dr, cc = c + dc; onBoard(rr, cc); rr += dr, cc += dc) {
      const h = height(rr, cc);
      if (h > at) break;
      if (cellAt(board, rr, cc) !== '.') {
        if (h < at) runs.push({ type: 'run', from, to: fieldName(rr, cc) }); // smash
        break;
      }
      runs.push({ type: 'run', from, to: fieldName(rr, cc) });
      at = h;
    }

    const nr = r + dr;
    const nc = c + dc;
    if (!onBoard(nr, nc)) continue;
    const nh = height(nr, nc);
    const neighbour = cellAt(board, nr, nc);
    // JUMP: one level up onto an empty adjacent field.
    if (nh === level + 1 && neighbour === '.') jumps.push({ type: 'jump', from, to: fieldName(nr, nc) });
    // PUSH: an adjacent stone on the same level moves one field further.
    if (nh === level && neighbour !== '.' && pushTarget(board, nr, nc, dr, dc) !== 'blocked') {
      const to = fieldName(nr, nc);
      if (!(ban && ban.from === from && ban.to === to)) pushes.push({ type: 'push', from, to });
    }
  }
  return [...runs, ...jumps, ...pushes];
}

/**
 * Where a stone on (r, c) pushed in direction (dr, dc) goes: a field (same level, empty; or one
 * level lower, smashing what is there), 'fall' (off a lowest corner), or 'blocked' (a stone on
 * the same level behind it: no chain pushes).
 */
export function pushTarget(board: Board, r: number, c: number, dr: number, dc: number): Point | 'fall' | 'blocked' {
  const br = r + dr;
  const bc = c + dc;
  if (!onBoard(br, bc)) return 'fall';
  const h = height(br, bc);
  const level = height(r, c);
  if (h === level) return cellAt(board, br, bc) === '.' ? { r: br, c: bc } : 'blocked';
  if (h === level - 1) return { r: br, c: bc };
  return 'blocked'; // never happens on this board: a push along a ring never points uphill
}

/** Every legal move of `color`, stone by stone (rank 7 first, file a first). */
export function legalMovesOf(board: Board, ban: PushBan | null, color: Color): PyramidMove[] {
  const moves: PyramidMove[] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      if (cellAt(board, r, c) === color) moves.push(...stoneMoves(board, ban, r, c));
    }
  }
  return moves;
}

export interface MoveEffect {
  readonly board: string[];
  /** Field where a stone was smashed (by a running stone or a dropped pushed stone). */
  readonly smashed: string | null;
  /** Field the fallen stone was pushed from (a lowest corner), if a stone fell. */
  readonly fell: string | null;
  /** Where the pushed stone ended up on the same level (for the push-back ban). */
  readonly pushedTo: string | null;
  /** Stones removed by Osiris after the move. */
  readonly osiris: string[];
}

/** Plays a legal move (checked by the caller) and resolves Osiris. */
export function playMove(board: Board, move: PyramidMove): MoveEffect {
  const from = parseField(move.from)!;
  const to = parseField(move.to)!;
  const rows = board.slice();
  const stone = cellAt(board, from.r, from.c);
  let smashed: string | null = null;
  let fell: string | null = null;
  let pushedTo: string | null = null;
  if (move.type === 'push') {
    const pushed = cellAt(board, to.r, to.c);
    const target = pushTarget(board, to.r, to.c, to.r - from.r, to.c - from.c);
    if (target === 'fall') fell = move.to;
    else if (target !== 'blocked') {
      if (cellAt(board, target.r, target.c) !== '.') smashed = fieldName(target.r, target.c);
      else if (height(target.r, target.c) === height(to.r, to.c)) pushedTo = fieldName(target.r, target.c);
      setCell(rows, target.r, target.c, pushed);
    }
  } else if (cellAt(board, to.r, to.c) !== '.') {
    smashed = move.to;
  }
  setCell(rows, to.r, to.c, stone);
  setCell(rows, from.r, from.c, '.');
  const osiris = osirisCaptures(rows);
  for (const f of osiris) {
    const p = parseField(f)!;
    setCell(rows, p.r, p.c, '.');
  }
  return { board: rows, smashed, fell, pushedTo, osiris };
}

/**
 * OSIRIS: on every straight line of a ring, an unbroken run of stones of one colour with a stone
 * of the other colour at each end. Both colours are checked at once, so alternating stones are
 * all captured together (Double Osiris). Returns the captured fields, sorted.
 */
export function osirisCaptures(board: Board): string[] {
  const captured = new Set<string>();
  for (const line of RING_LINES) {
    const cells = line.map((p) => cellAt(board, p.r, p.c));
    let i = 0;
    while (i < cells.length) {
      const color = cells[i];
      let j = i;
      while (j + 1 < cells.length && cells[j + 1] === color) j++;
      if (color !== '.' && i > 0 && j < cells.length - 1) {
        const before = cells[i - 1];
        const after = cells[j + 1];
        if (before !== '.' && before !== color && after === before) {
          for (let k = i; k <= j; k++) captured.add(fieldName(line[k].r, line[k].c));
        }
      }
      i = j + 1;
    }
  }
  return [...captured].sort();
}

export function countStones(board: Board, color: Color): number {
  let n = 0;
  for (const row of board) for (const ch of row) if (ch === color) n++;
  return n;
}

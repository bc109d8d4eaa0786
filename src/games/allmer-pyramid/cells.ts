/**
 * The board as 49 cell codes and the moves over it: the hot path shared by the rules (every
 * legal-moves answer, every move applied) and the bot's search. A move is one integer,
 * `type << 12 | from << 6 | to` over field indices (board.ts), so listing moves allocates nothing
 * but the list. `moves.ts` keeps the readable API over rows of text on top of this.
 */
import { FIELDS, LEVELS, NEIGHBOURS, RING_LINE_INDICES, SIZE } from './board.js';

export const EMPTY = 0;
export const WHITE = 1;
export const BLACK = 2;

/** Cell codes, indexed like the fields (7·row + column). */
export type Cells = Uint8Array;

export const RUN = 0;
export const JUMP = 1;
export const PUSH = 2;
export const MOVE_TYPES = ['run', 'jump', 'push'] as const;

export const moveCode = (type: number, from: number, to: number): number => (type << 12) | (from << 6) | to;
export const typeOf = (code: number): number => code >> 12;
export const fromOf = (code: number): number => (code >> 6) & 63;
export const toOf = (code: number): number => code & 63;

/** No push-back ban, as the `banFrom`/`banTo` pair of the functions below. */
export const NO_BAN = -1;

/** Cell code by character code: 'W' white, 'B' black, anything else empty. */
const CODE_OF_CHAR = Uint8Array.from({ length: 128 }, (_, ch) => (ch === 87 ? WHITE : ch === 66 ? BLACK : EMPTY));

/** The cells of a board given as 7 rows of 'W', 'B' and '.'. */
export function cellsOf(board: readonly string[]): Cells {
  const cells = new Uint8Array(FIELDS);
  for (let r = 0, i = 0; r < SIZE; r++) {
    const row = board[r];
    for (let c = 0; c < SIZE; c++, i++) cells[i] = CODE_OF_CHAR[row.charCodeAt(c) & 127];
  }
  return cells;
}

const CELL_CHARS = '.WB';

/** The rows of `cells`, reusing the rows of `previous` that did not change (they are shared, not copied). */
export function rowsOf(cells: Cells, previous?: readonly string[]): string[] {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const old = previous?.[r];
    let same = old !== undefined;
    for (let c = 0; same && c < SIZE; c++) same = old!.charCodeAt(c) === CELL_CHARS.charCodeAt(cells[r * SIZE + c]);
    if (same) rows.push(old!);
    else {
      let row = '';
      for (let c = 0; c < SIZE; c++) row += CELL_CHARS[cells[r * SIZE + c]];
      rows.push(row);
    }
  }
  return rows;
}

/** Where a pushed stone goes: a field index, or one of these. */
export const FALLS = -1;
export const BLOCKED = -2;

/**
 * Where the stone on `at`, pushed in direction `d`, goes: a field of its level (empty) or one
 * level lower (smashing what is there), FALLS off the board (only from a lowest corner), or
 * BLOCKED by a stone on its level behind it (no chain pushes).
 */
export function pushDestination(cells: Cells, at: number, d: number): number {
  const behind = NEIGHBOURS[(at << 2) | d];
  if (behind < 0) return FALLS;
  const h = LEVELS[behind];
  const level = LEVELS[at];
  if (h === level) return cells[behind] === EMPTY ? behind : BLOCKED;
  return h === level - 1 ? behind : BLOCKED; // a push along a ring never points uphill
}

/**
 * Appends the moves of the stone on `from` to `out`, in the order the rules list them: its runs,
 * then its jumps, then its pushes, each in the direction order N, S, W, E (a run's fields nearest
 * first). The stone on `banFrom` may not push the stone on `banTo`.
 */
export function stoneMoveCodes(cells: Cells, banFrom: number, banTo: number, from: number, out: number[]): void {
  const level = LEVELS[from];
  const base = from << 6;
  // RUN: straight on through empty fields of the same level or one level down at a time.
  for (let d = 0; d < 4; d++) {
    let at = level;
    for (let j = NEIGHBOURS[(from << 2) | d]; j >= 0; j = NEIGHBOURS[(j << 2) | d]) {
      const h = LEVELS[j];
      if (h > at) break;
      if (cells[j] !== EMPTY) {
        if (h < at) out.push(base | j); // smash
        break;
      }
      out.push(base | j);
      at = h;
    }
  }
  // JUMP: one level up onto an empty adjacent field.
  for (let d = 0; d < 4; d++) {
    const n = NEIGHBOURS[(from << 2) | d];
    if (n >= 0 && LEVELS[n] === level + 1 && cells[n] === EMPTY) out.push((JUMP << 12) | base | n);
  }
  // PUSH: an adjacent stone on the same level moves one field further.
  for (let d = 0; d < 4; d++) {
    const n = NEIGHBOURS[(from << 2) | d];
    if (n < 0 || LEVELS[n] !== level || cells[n] === EMPTY) continue;
    if (pushDestination(cells, n, d) === BLOCKED || (from === banFrom && n === banTo)) continue;
    out.push((PUSH << 12) | base | n);
  }
}

/** Appends every move of `color` to `out`, stone by stone in field order (rank 7 first, file a first). */
export function moveCodes(cells: Cells, banFrom: number, banTo: number, color: number, out: number[]): void {
  for (let i = 0; i < FIELDS; i++) if (cells[i] === color) stoneMoveCodes(cells, banFrom, banTo, i, out);
}

/** Whether `color` has any move; stops at the first (the end-of-game check runs after every move). */
export function hasMove(cells: Cells, banFrom: number, banTo: number, color: number): boolean {
  for (let i = 0; i < FIELDS; i++) {
    if (cells[i] !== color) continue;
    const level = LEVELS[i];
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOURS[(i << 2) | d];
      if (n < 0) continue;
      const h = LEVELS[n];
      // A run's first step (same level or down onto an empty field, or a smash down), or a jump.
      if (cells[n] === EMPTY ? h <= level + 1 : h < level) return true;
      if (h === level && pushDestination(cells, n, d) !== BLOCKED && !(i === banFrom && n === banTo)) return true;
    }
  }
  return false;
}

/** What a move did besides moving its stone. Indices, or -1 for none. */
export interface Effect {
  /** Field of a stone smashed by a running stone or by a pushed stone dropping onto it. */
  smashed: number;
  /** The lowest corner a pushed stone fell from. */
  fell: number;
  /** Where a pushed stone ended on its own level (for the push-back ban). */
  pushedTo: number;
  /** Fields emptied by Osiris after the move, in line order. */
  readonly osiris: number[];
}

export const newEffect = (): Effect => ({ smashed: -1, fell: -1, pushedTo: -1, osiris: [] });

/** Plays a legal move on `cells` (in place) and resolves Osiris; `effect` is overwritten. */
export function playCode(cells: Cells, code: number, effect: Effect): void {
  const from = fromOf(code);
  const to = toOf(code);
  const stone = cells[from];
  effect.smashed = -1;
  effect.fell = -1;
  effect.pushedTo = -1;
  effect.osiris.length = 0;
  if (typeOf(code) === PUSH) {
    const pushed = cells[to];
    const dest = pushDestination(cells, to, directionBetween(from, to));
    if (dest === FALLS) effect.fell = to;
    else if (dest !== BLOCKED) {
      if (cells[dest] !== EMPTY) effect.smashed = dest;
      else if (LEVELS[dest] === LEVELS[to]) effect.pushedTo = dest;
      cells[dest] = pushed;
    }
  } else if (cells[to] !== EMPTY) {
    effect.smashed = to;
  }
  cells[to] = stone;
  cells[from] = EMPTY;
  osirisOf(cells, effect.osiris);
  for (const i of effect.osiris) cells[i] = EMPTY;
}

/**
 * The push-back ban bites only when the pushed stone stayed on its level, both stones are still
 * there after Osiris, and the pushed stone belongs to the player moving next; otherwise it is
 * dropped, so that positions that play alike compare equal for repetition. Returns the field of
 * the pushed stone (the ban's `from`; its `to` is the pusher's field, the move's `to`), or -1.
 */
export function pushBackBan(cells: Cells, code: number, pushedTo: number, nextColor: number): number {
  if (typeOf(code) !== PUSH || pushedTo < 0) return -1;
  const pusher = toOf(code);
  if (cells[pushedTo] !== nextColor || cells[pusher] === EMPTY) return -1;
  return LEVELS[pushedTo] === LEVELS[pusher] ? pushedTo : -1;
}

/** The direction (N, S, W, E) from a field to an adjacent one. */
export function directionBetween(from: number, to: number): number {
  const diff = to - from;
  return diff === -SIZE ? 0 : diff === SIZE ? 1 : diff === -1 ? 2 : 3;
}

/**
 * OSIRIS: on every side of every ring, an unbroken run of stones of one colour with a stone of
 * the other colour at each end. Both colours are read before anything is removed, so
 * alternating stones are all captured together (Double Osiris). A side's end fields (the ring's
 * corners) are never inside a run, so no field is found twice. Appends the captured fields to `out`.
 */
export function osirisOf(cells: Cells, out: number[]): void {
  for (const line of RING_LINE_INDICES) {
    const n = line.length;
    let i = 1;
    while (i < n - 1) {
      const color = cells[line[i]];
      let j = i;
      while (j + 1 < n && cells[line[j + 1]] === color) j++;
      if (color !== EMPTY && j < n - 1) {
        const before = cells[line[i - 1]];
        if (before !== EMPTY && before !== color && cells[line[j + 1]] === before) {
          for (let k = i; k <= j; k++) out.push(line[k]);
        }
      }
      i = j + 1;
    }
  }
}

/**
 * Geometry of the stepped pyramid: a 7×7 grid seen from above, field (r, c) at height
 * min(r, c, 6-r, 6-c). Row 0 is Black's home row (rank 7), row 6 White's (rank 1); files a–g are
 * columns 0–6. Adjacency is orthogonal only.
 */

export const SIZE = 7;
export const APEX_LEVEL = 3;

export type Color = 'W' | 'B';
/** A cell of the board: a stone of one colour or empty. */
export type Cell = Color | '.';

export interface Point {
  readonly r: number;
  readonly c: number;
}

export interface Dir {
  readonly dr: number;
  readonly dc: number;
}

export const DIRECTIONS: readonly Dir[] = [
  { dr: -1, dc: 0 },
  { dr: 1, dc: 0 },
  { dr: 0, dc: -1 },
  { dr: 0, dc: 1 },
];

export const FILES = 'abcdefg';

export const onBoard = (r: number, c: number): boolean => r >= 0 && r < SIZE && c >= 0 && c < SIZE;

export const height = (r: number, c: number): number => Math.min(r, c, SIZE - 1 - r, SIZE - 1 - c);

/** Field name: file a–g (column 0–6), rank 1–7 (row 6–0), so White's home row is rank 1. */
export const fieldName = (r: number, c: number): string => `${FILES[c]}${SIZE - r}`;

/** The point of a field name, or null if it names no field. */
export function parseField(name: string): Point | null {
  if (typeof name !== 'string' || name.length !== 2) return null;
  const c = FILES.indexOf(name[0]);
  const rank = name.charCodeAt(1) - 48;
  if (c < 0 || rank < 1 || rank > SIZE) return null;
  return { r: SIZE - rank, c };
}

/** Every field name, rank 7 first (row 0), a to g within a rank. */
export const ALL_FIELDS: readonly string[] = Array.from({ length: SIZE * SIZE }, (_, i) => fieldName(Math.floor(i / SIZE), i % SIZE));

/** The four victory fields: the corners of level 2. */
export const VICTORY_POINTS: readonly Point[] = [
  { r: 2, c: 2 },
  { r: 2, c: 4 },
  { r: 4, c: 2 },
  { r: 4, c: 4 },
];

export const isVictoryField = (r: number, c: number): boolean => VICTORY_POINTS.some((p) => p.r === r && p.c === c);

export const isLowestCorner = (r: number, c: number): boolean => (r === 0 || r === SIZE - 1) && (c === 0 || c === SIZE - 1);

/**
 * The straight lines of every level's ring (the Osiris lines): the four sides of each ring.
 * A side of level L runs from corner to corner of that ring; lines never turn a corner or cross
 * levels. The apex is a ring of one field and has no line.
 */
export const RING_LINES: readonly (readonly Point[])[] = (() => {
  const lines: Point[][] = [];
  for (let level = 0; level < APEX_LEVEL; level++) {
    const lo = level;
    const hi = SIZE - 1 - level;
    const span = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    lines.push(span.map((c) => ({ r: lo, c })));
    lines.push(span.map((c) => ({ r: hi, c })));
    lines.push(span.map((r) => ({ r, c: lo })));
    lines.push(span.map((r) => ({ r, c: hi })));
  }
  return lines;
})();

export const colorOfSeat = (seat: number): Color => (seat === 0 ? 'W' : 'B');
export const seatOfColor = (color: Color): number => (color === 'W' ? 0 : 1);
export const other = (color: Color): Color => (color === 'W' ? 'B' : 'W');
export const colorName = (color: Color): 'white' | 'black' => (color === 'W' ? 'white' : 'black');

/*
 * The same geometry as tables over field indices (index = 7·row + column), for the hot paths:
 * move generation runs for every legal-moves answer, every move applied and every search node.
 */

/** The number of fields. */
export const FIELDS = SIZE * SIZE;

/** Field name by index. */
export const FIELD_NAMES: readonly string[] = ALL_FIELDS;

/** The index of a field name, or -1 if it names no field (or is not a string). */
export function fieldIndex(name: unknown): number {
  if (typeof name !== 'string' || name.length !== 2) return -1;
  const c = name.charCodeAt(0) - 97; // 'a'
  const rank = name.charCodeAt(1) - 48; // '0'
  return c >= 0 && c < SIZE && rank >= 1 && rank <= SIZE ? (SIZE - rank) * SIZE + c : -1;
}

/** Height of each field by index. */
export const LEVELS: Uint8Array = Uint8Array.from({ length: FIELDS }, (_, i) => height(Math.floor(i / SIZE), i % SIZE));

/** The neighbour of field i in direction d (DIRECTIONS order: N, S, W, E) at [4·i + d]; -1 off the board. */
export const NEIGHBOURS: Int8Array = Int8Array.from({ length: FIELDS * 4 }, (_, k) => {
  const i = k >> 2;
  const { dr, dc } = DIRECTIONS[k & 3];
  const r = Math.floor(i / SIZE) + dr;
  const c = (i % SIZE) + dc;
  return onBoard(r, c) ? r * SIZE + c : -1;
});

/** The fields of every side of every ring (RING_LINES) as indices. */
export const RING_LINE_INDICES: readonly Uint8Array[] = RING_LINES.map((line) => Uint8Array.from(line, (p) => p.r * SIZE + p.c));

/** The victory fields as indices. */
export const VICTORY_INDICES: readonly number[] = VICTORY_POINTS.map((p) => p.r * SIZE + p.c);

/**
 * Geometry of a card pyramid, shared by Pyramid solitaire and Sabotage.
 *
 * Rows are numbered from the apex: row 0 has 1 slot, row r has r + 1 slots. Slots are numbered
 * row by row, left to right: slot(r, c) = r(r+1)/2 + c. The card at (r, c) is overlapped by the
 * two cards (r+1, c) and (r+1, c+1) of the next row (the row nearer the player); the base row is
 * overlapped by nothing.
 */

export interface SlotPosition {
  readonly row: number;
  readonly col: number;
}

export const pyramidSize = (rows: number): number => (rows * (rows + 1)) / 2;

export const slotIndex = (row: number, col: number): number => (row * (row + 1)) / 2 + col;

export function slotPosition(slot: number): SlotPosition {
  let row = 0;
  while (slotIndex(row + 1, 0) <= slot) row++;
  return { row, col: slot - slotIndex(row, 0) };
}

/** The slots of the next row that overlap `slot` (none for the base row). */
export function coveringSlots(slot: number, rows: number): number[] {
  const { row, col } = slotPosition(slot);
  if (row >= rows - 1) return [];
  return [slotIndex(row + 1, col), slotIndex(row + 1, col + 1)];
}

/**
 * True when the slot is not overlapped: every covering slot is empty. `occupied(s)` tells
 * whether slot s holds a card.
 */
export function isUncovered(slot: number, rows: number, occupied: (s: number) => boolean): boolean {
  return coveringSlots(slot, rows).every((s) => !occupied(s));
}

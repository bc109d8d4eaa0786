/**
 * Threefold repetition without keeping every position of the game.
 *
 * A removal lowers the number of stones on the board and no move ever adds one, so no position
 * from before a removal can occur again: counting the positions since the last removal finds every
 * repetition the full history would. Rules version 2 keeps just those counts and clears them at
 * each removal; with the no-removal limit on, they hold at most `limit` + 1 positions.
 *
 * The counts are [notation, occurrences] pairs sorted by notation rather than an object keyed by
 * notation: a move copies one array of references and finds its position by binary search, where
 * copying an object of counts re-inserts every property (10 to 50 times slower for 200 to 20,000
 * positions, measured on Node 20 when this store was introduced).
 */
import type { AllmerPyramidState } from './state.js';

/** Positions (in Pyramid notation) with how often each occurred, sorted by notation. */
export type PositionCounts = readonly (readonly [position: string, occurrences: number])[];

/** Where `position` is in `counts`, or where it would go to keep them sorted. */
function search(counts: PositionCounts, position: string): { readonly at: number; readonly found: boolean } {
  let lo = 0;
  let hi = counts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const key = counts[mid][0];
    if (key === position) return { at: mid, found: true };
    if (key < position) lo = mid + 1;
    else hi = mid;
  }
  return { at: lo, found: false };
}

/** How often `position` occurred. */
export function occurrences(counts: PositionCounts, position: string): number {
  const { at, found } = search(counts, position);
  return found ? counts[at][1] : 0;
}

/** The counts with one more occurrence of `position` (a new array; `counts` is left alone). */
export function withOccurrence(counts: PositionCounts, position: string): PositionCounts {
  const { at, found } = search(counts, position);
  const next = counts.slice();
  if (found) next[at] = [position, counts[at][1] + 1];
  else next.splice(at, 0, [position, 1]);
  return next;
}

/** How often the position `position` has occurred in this game so far (under its rules version). */
export function repetitionsOf(state: AllmerPyramidState, position: string): number {
  if (state.rulesVersion === undefined) return state.history.filter((h) => h === position).length;
  return occurrences(state.positions, position);
}

/**
 * The end of a goal all-cards game once the pyramid is empty: only talon cards are left, and a
 * removal is a King alone or the waste top with the stock top summing to 13 (with the pyramid
 * empty, no set of three cards is ever available, so both sums options play alike).
 *
 * Read the talon as a word over values where v and 13 - v cancel when adjacent and a King cancels
 * alone: the rules of a free group (v and 13 - v are inverse letters, the King the identity).
 * Reduction in a free group is confluent: whatever adjacent pairs are cancelled in whatever
 * order, the irreducible word reached is the same. One pass through the stock is the stack
 * algorithm (the waste is the stack, the stock top the next letter); cancelling whenever the top
 * and the next letter cancel is never worse than drawing instead, since the letter drawn over
 * the top would have to be cancelled by a later copy of the top's value before the top could go,
 * which leaves the same values in the same order. So:
 * - in the last pass: the greedy pass from the current waste must end with nothing left;
 * - with a recycle left: after the greedy rest of this pass, the word left must reduce to empty
 *   (the next pass, started with an empty waste, reduces it fully; later passes change nothing);
 * - in free mode (unlimited passes) the word must reduce to empty.
 */
import { TARGET } from './moves.js';
import type { Deal } from './position.js';

const stack = new Int8Array(64);

/**
 * Whether the talon cards `talon` can all be removed with the pyramid empty, from stock-top index
 * `at` (the cards before it being the waste, bottom first). `recycle`: whether a recycle is still
 * allowed after this pass: YES, NO, or IF_REMOVED (unlimited passes, rules version 1, no card
 * removed yet this pass: the greedy pass removes a card whenever any strategy could). Free mode:
 * at = 0 (no waste) with YES.
 */
export const NO = 0;
export const YES = 1;
export const IF_REMOVED = 2;

export function talonClears(deal: Deal, talon: number, at: number, recycle: number): boolean {
  const v = deal.talonValues;
  let top = 0;
  let removed = false;
  // The waste cannot cancel within itself (only its top is available), but a King in it goes
  // alone as soon as it is on top: Kings are left out of the word everywhere.
  for (let i = 0; i < at; i++) if ((talon & (1 << i)) !== 0 && v[i] !== TARGET) stack[top++] = v[i];
  for (let i = at; i < deal.n; i++) {
    if ((talon & (1 << i)) === 0) continue;
    if (v[i] === TARGET) {
      removed = true;
      continue;
    }
    if (top > 0 && stack[top - 1] + v[i] === TARGET) {
      top--;
      removed = true;
    } else stack[top++] = v[i];
  }
  if (top === 0 || recycle === NO || (recycle === IF_REMOVED && !removed)) return top === 0;
  // The next pass reduces the word left from an empty waste.
  const word = stack.slice(0, top);
  top = 0;
  for (const x of word) {
    if (top > 0 && stack[top - 1] + x === TARGET) top--;
    else stack[top++] = x;
  }
  return top === 0;
}


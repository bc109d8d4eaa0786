/**
 * The subsets of a set of free pyramid cards, grouped by the sum of their values (up to 13): the
 * removals of pyramid cards the last-pass search (last-pass.ts) tries, with or without talon
 * cards. At most 7 cards are free at once (free cards never cover one another): 128 subsets.
 */
import { TARGET } from './moves.js';
import { lowBit, type Deal } from './position.js';
import { LostTable, NONE } from './table.js';

/** The sets of some free cards, by sum: `masks` from `start[s]` to `start[s + 1]` sum to s. */
export interface Subsets {
  readonly start: Int32Array;
  readonly masks: Int32Array;
  readonly sizes: Int8Array;
}

/** Scratch space of `id` (at most 128 subsets). */
const scratchMask = new Int32Array(128);
const scratchSum = new Int8Array(128);

/** The subsets of every set of free cards asked for, made once each and kept by index. */
export class FreeSubsets {
  readonly list: Subsets[] = [];
  /** Free cards → index in `list`. */
  private readonly ids = new LostTable(10);

  constructor(private readonly deal: Deal) {}

  /** The index in `list` of the subsets of the free cards `free` (slots), made on first use. */
  id(free: number): number {
    const known = this.ids.get(free, 0);
    if (known !== NONE) return known;
    let k = 1;
    scratchMask[0] = 0;
    scratchSum[0] = 0;
    for (let m = free; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const value = this.deal.pyramidValues[lowBit(m)];
      for (let x = 0, size = k; x < size; x++) {
        const sum = scratchSum[x] + value;
        if (sum > TARGET) continue;
        scratchMask[k] = scratchMask[x] | bit;
        scratchSum[k++] = sum;
      }
    }
    // Counting sort by sum.
    const start = new Int32Array(TARGET + 2);
    for (let x = 0; x < k; x++) start[scratchSum[x] + 1]++;
    for (let sum = 1; sum <= TARGET + 1; sum++) start[sum] += start[sum - 1];
    const fill = start.slice();
    const masks = new Int32Array(k);
    const sizes = new Int8Array(k);
    for (let x = 0; x < k; x++) {
      const at = fill[scratchSum[x]]++;
      masks[at] = scratchMask[x];
      sizes[at] = bitCount(scratchMask[x]);
    }
    this.ids.set(free, 0, this.list.length);
    this.list.push({ start, masks, sizes });
    return this.list.length - 1;
  }
}

function bitCount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

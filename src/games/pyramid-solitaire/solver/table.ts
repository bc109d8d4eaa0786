/**
 * The solver's tables: open-addressing hash tables from a pair of 32-bit integers (a pyramid mask,
 * never negative, and a second key such as a talon mask) to an integer. The transposition table
 * (search.ts) maps the cards left to the smallest progress at which they were proven lost; the
 * bounds remember their answers. Typed arrays and integer keys instead of a Map with string or
 * 52-bit keys: no allocation per entry, no hashing of doubles.
 */
const EMPTY = -1;
/** Read once: a global looked up in a hot loop is slow in a vm context (Jest). */
const imul = Math.imul;

export class LostTable {
  private pyr: Int32Array;
  private tal: Int32Array;
  private val: Int32Array;
  private mask: number;
  size = 0;

  constructor(bits = 14) {
    this.pyr = new Int32Array(1 << bits).fill(EMPTY);
    this.tal = new Int32Array(1 << bits);
    this.val = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** The value stored for the keys, or NONE. */
  get(pyramid: number, talon: number): number {
    for (let h = hash(pyramid, talon) & this.mask; ; h = (h + 1) & this.mask) {
      const p = this.pyr[h];
      if (p === EMPTY) return NONE;
      if (p === pyramid && this.tal[h] === talon) return this.val[h];
    }
  }

  set(pyramid: number, talon: number, progress: number): void {
    for (let h = hash(pyramid, talon) & this.mask; ; h = (h + 1) & this.mask) {
      const p = this.pyr[h];
      if (p === EMPTY) {
        this.pyr[h] = pyramid;
        this.tal[h] = talon;
        this.val[h] = progress;
        if (++this.size * 2 > this.mask) this.grow();
        return;
      }
      if (p === pyramid && this.tal[h] === talon) {
        this.val[h] = progress;
        return;
      }
    }
  }

  private grow(): void {
    const { pyr, tal, val } = this;
    const bits = 32 - Math.clz32(this.mask) + 1;
    this.pyr = new Int32Array(1 << bits).fill(EMPTY);
    this.tal = new Int32Array(1 << bits);
    this.val = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.size = 0;
    for (let k = 0; k < pyr.length; k++) if (pyr[k] !== EMPTY) this.set(pyr[k], tal[k], val[k]);
  }
}

/** Returned by `get` for keys never stored (larger than any progress). */
export const NONE = 0x7fffffff;

function hash(a: number, b: number): number {
  let h = imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

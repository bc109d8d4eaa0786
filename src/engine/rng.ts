/**
 * The match's random generator, kept as data inside the game state so that setup + moves
 * reproduce every state exactly.
 *
 * Derivation (documented in the README so anyone can re-derive a shuffle): the k-th 32-bit word
 * (k = 0, 1, ...) is word `k mod 8` (big-endian) of SHA-256 of the ASCII text `"<seed>:<k div 8>"`.
 * An integer in [0, n) rejects words >= floor(2^32 / n) * n and returns `word mod n`.
 * A shuffle is Fisher-Yates from the last index down: for i = len-1 .. 1, swap i with int(i + 1).
 *
 * SHA-256 keeps the whole seed's entropy: a weaker generator seeded with 32 bits could be
 * brute-forced from the face-up cards to recover a hidden stock order.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export interface RngState {
  readonly seed: string;
  /** Number of 32-bit words drawn so far. */
  readonly counter: number;
}

export const newRng = (seed: string): RngState => ({ seed, counter: 0 });

export class Rng {
  private counter: number;
  private block: Uint8Array | null = null;
  private blockIndex = -1;

  private constructor(private readonly seed: string, counter: number) {
    this.counter = counter;
  }

  /** A generator continuing from `state`; read `state()` back into the game state after use. */
  static from(state: RngState): Rng {
    return new Rng(state.seed, state.counter);
  }

  state(): RngState {
    return { seed: this.seed, counter: this.counter };
  }

  /** The next 32-bit unsigned word. */
  uint32(): number {
    const blockIndex = Math.floor(this.counter / 8);
    if (blockIndex !== this.blockIndex || this.block === null) {
      this.block = sha256(utf8ToBytes(`${this.seed}:${blockIndex}`));
      this.blockIndex = blockIndex;
    }
    const o = (this.counter % 8) * 4;
    const b = this.block;
    this.counter += 1;
    return ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = this.uint32();
      if (w < limit) return w % n;
    }
  }

  /** A shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)];
  }
}

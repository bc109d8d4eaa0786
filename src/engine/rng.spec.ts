import { Rng, newRng } from './rng.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

describe('seeded generator', () => {
  it('word k is word k mod 8 of SHA-256("<seed>:<k div 8>"), big-endian (README: verifying a match)', () => {
    const rng = Rng.from(newRng('abc'));
    const words = Array.from({ length: 9 }, () => rng.uint32());
    const block0 = sha256(utf8ToBytes('abc:0'));
    const block1 = sha256(utf8ToBytes('abc:1'));
    const be = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset).getUint32(i * 4, false);
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => be(block0, i)));
    expect(words[8]).toBe(be(block1, 0));
    expect(rng.state()).toEqual({ seed: 'abc', counter: 9 });
  });

  it('continues exactly from a saved state', () => {
    const a = Rng.from(newRng('s'));
    a.int(52);
    a.int(7);
    const saved = a.state();
    const b = Rng.from(JSON.parse(JSON.stringify(saved)));
    expect([b.int(1000), b.int(1000)]).toEqual([a.int(1000), a.int(1000)]);
  });

  it('shuffles into a permutation, reproducibly, without touching the input', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const s1 = Rng.from(newRng('x')).shuffle(deck);
    const s2 = Rng.from(newRng('x')).shuffle(deck);
    expect(s1).toEqual(s2);
    expect([...s1].sort((p, q) => p - q)).toEqual(deck);
    expect(s1).not.toEqual(deck);
    expect(deck[0]).toBe(0);
  });

  it('int(n) stays in range and hits every value', () => {
    const rng = Rng.from(newRng('range'));
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = rng.int(6);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
    expect(() => rng.int(0)).toThrow(RangeError);
  });
});

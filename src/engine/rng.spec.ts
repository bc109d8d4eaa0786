import { sha256Words, Rng, newRng } from './rng.js';
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

describe('the generator\'s SHA-256 (sha256Words)', () => {
  const noble = (text: string): number[] => {
    const b = sha256(utf8ToBytes(text));
    const v = new DataView(b.buffer, b.byteOffset);
    return Array.from({ length: 8 }, (_, i) => v.getUint32(i * 4, false));
  };
  const ours = (text: string): number[] => {
    const out = new Uint32Array(8);
    sha256Words(text, out);
    return [...out];
  };

  it('equals @noble/hashes on texts of one, two and more blocks, ASCII or not (the README derivation must not change)', () => {
    const texts = ['', 'abc', 'abc:0', 'x'.repeat(54), 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(63), 'x'.repeat(64), 'y'.repeat(119), 'y'.repeat(120), 'z'.repeat(300)];
    texts.push('é:1', 'graine-été:12', '座位:3', 'emoji 🎲:7', 'lone \ud800 surrogate:0', 'ünïcödé'.repeat(20));
    for (let k = 0; k < 200; k++) texts.push(`match-${k * 7919}-${'s'.repeat(k % 70)}:${k * 131}`);
    for (const text of texts) expect(ours(text)).toEqual(noble(text));
  });

  it('is the known digest of "abc" (FIPS 180-4, example B.1)', () => {
    expect(ours('abc').map((w) => w.toString(16).padStart(8, '0')).join('')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

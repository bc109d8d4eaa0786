import { anyOrderKey, expandAnyOrder, shuffleAnyOrder } from './any-order.js';
import { newRng, Rng } from './rng.js';

// Game contract: "Array fields of a legal move whose elements may be sent in any order, every
// ordering being a legal move. `legalMoves` lists each such move once, in one ordering."
type Move = { type: string; cards?: string[]; marks?: number[] };
const game = { anyOrderFields: (m: Move) => (m.type === 'order' ? ['cards'] : m.type === 'both' ? ['cards', 'marks'] : []) };
const noFreeFields = {};

describe('expandAnyOrder: every move a listed move stands for', () => {
  it('gives every ordering of a free field once, the listed ordering first', () => {
    const all = expandAnyOrder(game, { type: 'order', cards: ['a', 'b', 'c'] });
    expect(all[0]).toEqual({ type: 'order', cards: ['a', 'b', 'c'] });
    expect(all.map((m) => m.cards!.join(''))).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });

  it('gives 720 orderings for a hand of six, as nos-vigilan presents it', () => {
    const all = expandAnyOrder(game, { type: 'order', cards: ['1', '2', '3', '4', '5', '6'] });
    expect(new Set(all.map((m) => m.cards!.join(''))).size).toBe(720);
  });

  it('combines the orderings of several free fields', () => {
    const all = expandAnyOrder(game, { type: 'both', cards: ['a', 'b'], marks: [1, 2, 3] });
    expect(all).toHaveLength(2 * 6);
    expect(new Set(all.map((m) => JSON.stringify(m))).size).toBe(12);
  });

  it('lists an ordering of equal elements once', () => {
    expect(expandAnyOrder(game, { type: 'order', cards: ['a', 'a', 'b'] }).map((m) => m.cards!.join(''))).toEqual(['aab', 'aba', 'baa']);
  });

  it('leaves a move alone when it has no free field, or the game declares none', () => {
    expect(expandAnyOrder(game, { type: 'play', cards: ['a', 'b'] })).toEqual([{ type: 'play', cards: ['a', 'b'] }]);
    expect(expandAnyOrder(noFreeFields, { type: 'order', cards: ['a', 'b'] })).toEqual([{ type: 'order', cards: ['a', 'b'] }]);
  });
});

describe('shuffleAnyOrder: a random ordering for the random bot', () => {
  it('returns a reordering of each free field, drawn from the given generator', () => {
    const rng = Rng.from(newRng('shuffle'));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const m = shuffleAnyOrder(game, { type: 'order', cards: ['a', 'b', 'c'] }, rng);
      expect([...m.cards!].sort()).toEqual(['a', 'b', 'c']);
      seen.add(m.cards!.join(''));
    }
    expect(seen.size).toBe(6);
  });

  it('returns the very same move and draws nothing when nothing is free (other games replay as before)', () => {
    const rng = Rng.from(newRng('untouched'));
    const move = { type: 'play', cards: ['a', 'b'] };
    expect(shuffleAnyOrder(game, move, rng)).toBe(move);
    expect(shuffleAnyOrder(noFreeFields, { type: 'order', cards: ['a', 'b'] }, rng).cards).toEqual(['a', 'b']);
    expect(rng.state().counter).toBe(0);
  });

  it('does not change the listed move', () => {
    const move = { type: 'order', cards: ['a', 'b', 'c', 'd'] };
    shuffleAnyOrder(game, move, Rng.from(newRng('copy')));
    expect(move.cards).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('anyOrderKey: one key per move up to the order of its free fields', () => {
  it('gives reorderings of a free field the same key', () => {
    expect(anyOrderKey(game, { type: 'order', cards: ['c', 'a', 'b'] })).toBe(anyOrderKey(game, { type: 'order', cards: ['a', 'b', 'c'] }));
  });

  it('tells apart an element dropped or repeated, and reorderings of a field that is not free', () => {
    const key = anyOrderKey(game, { type: 'order', cards: ['a', 'b', 'c'] });
    expect(anyOrderKey(game, { type: 'order', cards: ['a', 'b'] })).not.toBe(key);
    expect(anyOrderKey(game, { type: 'order', cards: ['a', 'b', 'a'] })).not.toBe(key);
    expect(anyOrderKey(game, { type: 'play', cards: ['b', 'a'] })).not.toBe(anyOrderKey(game, { type: 'play', cards: ['a', 'b'] }));
  });

  it('is the move\'s JSON when nothing is free', () => {
    expect(anyOrderKey(noFreeFields, { type: 'order', cards: ['b', 'a'] })).toBe(JSON.stringify({ type: 'order', cards: ['b', 'a'] }));
  });
});

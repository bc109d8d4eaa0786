/** Choosing a move by clicking board elements (web/src/games/picker.ts). */
import { candidates, pickable, pickKey, type Candidate } from '../src/games/picker.js';

const moves = (list: [string, string[]][]): Candidate<string>[] => list.map(([move, keys], index) => ({ index, move, keys }));

describe('picking a move on the board', () => {
  // Pyramid Solitaire: a King goes alone, other cards in pairs, in any order.
  const solitaire = moves([
    ['remove KS', ['card:KS']],
    ['remove 5C+8D', ['card:5C', 'card:8D']],
    ['remove 5C+8S', ['card:5C', 'card:8S']],
    ['draw', ['draw']],
  ]);

  it('sends a move at once when one click names exactly one legal move', () => {
    expect(pickKey(solitaire, [], 'card:KS', false)).toEqual({ picked: [], send: solitaire[0] });
  });

  it('keeps a first pick that several moves share, and highlights only their other elements', () => {
    const r = pickKey(solitaire, [], 'card:5C', false);
    expect(r).toEqual({ picked: ['card:5C'] });
    expect([...pickable(candidates(solitaire, r.picked, false), r.picked, false)].sort()).toEqual(['card:8D', 'card:8S']);
    expect(pickKey(solitaire, r.picked, 'card:8S', false).send?.move).toBe('remove 5C+8S');
  });

  it('takes unordered picks in either order', () => {
    const r = pickKey(solitaire, [], 'card:8D', false);
    expect(pickKey(solitaire, r.picked, 'card:5C', false).send?.move).toBe('remove 5C+8D');
  });

  it('drops a pick clicked again, and starts over on a click no picked move continues', () => {
    expect(pickKey(solitaire, ['card:5C'], 'card:5C', false)).toEqual({ picked: [] });
    expect(pickKey(solitaire, ['card:8D'], 'draw', false).send?.move).toBe('draw');
  });

  // Allmer's Pyramid: from, then to; a1→b1 and b1→a1 are different moves.
  const allmer = moves([
    ['push a1 b1', ['field:a1', 'field:b1']],
    ['push b1 a1', ['field:b1', 'field:a1']],
    ['run b1 b2', ['field:b1', 'field:b2']],
  ]);

  it('follows the order of ordered picks: the first click picks the stone, the second its target', () => {
    const r = pickKey(allmer, [], 'field:b1', true);
    expect(r).toEqual({ picked: ['field:b1'] });
    expect([...pickable(candidates(allmer, r.picked, true), r.picked, true)].sort()).toEqual(['field:a1', 'field:b2']);
    expect(pickKey(allmer, r.picked, 'field:a1', true).send?.move).toBe('push b1 a1');
  });

  it('sends nothing while the picks still fit two moves (they are then listed as buttons)', () => {
    const twins = moves([
      ['attack', ['card:battle', 'tower:1:2']],
      ['attack unblockable', ['card:battle', 'tower:1:2']],
    ]);
    const r = pickKey(twins, ['card:battle'], 'tower:1:2', false);
    expect(r.send).toBeUndefined();
    expect(candidates(twins, r.picked, false)).toHaveLength(2);
  });
});

import { leaves } from '../../engine/conformance.js';
import { zigguratGame } from './index.js';
import { build, play } from './test-builders.js';

describe('hidden information', () => {
  // Each hand is hidden from everyone else (hand sizes visible); the draw pile's order is hidden.
  it('a seat sees its own hand and only the size of the others', () => {
    const s = build({ hands: [['ace-moons', 'author'], ['bard', 'sea', 'end']] });
    const v0 = zigguratGame.view(s, 0);
    expect(v0.hand).toEqual(['ace-moons', 'author']);
    expect(v0.players.map((p) => p.handSize)).toEqual([2, 3]);
    expect(v0.drawPileSize).toBe(s.drawPile.length);
    const shown = leaves(v0);
    for (const c of [...s.players[1].hand, ...s.drawPile]) expect(shown.has(c)).toBe(false);
    expect(zigguratGame.view(s, null).hand).toEqual([]);
  });

  it('secrets are the other hands and the draw pile (every hand for a spectator)', () => {
    const s = build({ hands: [['ace-moons'], ['bard']] });
    expect(zigguratGame.secrets(s, 0).sort()).toEqual(['bard', ...s.drawPile].sort());
    expect(zigguratGame.secrets(s, null).sort()).toEqual(['ace-moons', 'bard', ...s.drawPile].sort());
  });

  // Towers, scrapyard, discard pile and scores are public.
  it('towers, scrapyard, discard pile, the attack on the table and points are public', () => {
    const s = play(build({ hands: [['castle'], ['cave']], discard: ['pact'], points: [0, 3] }), [
      0,
      { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false },
    ]);
    const v = zigguratGame.view(s, null);
    expect(v.discardPile).toEqual(['pact']);
    expect(v.attack).toMatchObject({ attacker: 0, card: 'castle', targetSeat: 1, targetTower: 0, targetColour: 'red', pips: 2, defenceValue: 7 });
    expect(v.scrapyard).toEqual([
      { colour: 'green', size: 1, count: 2 },
      { colour: 'green', size: 2, count: 2 },
      { colour: 'green', size: 3, count: 2 },
    ]);
    expect(v.players[1].points).toBe(3);
    expect(v.toAct).toEqual([1]);
    expect(v.currentPlayer).toBe(0);
  });

  it('the move log hides a played card once it is back in the draw pile or in another hand', () => {
    const move = { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false } as const;
    const discarded = build({ drawPile: [], discard: ['castle'] });
    expect(zigguratGame.moveView!(move, 0, 1, discarded)).toEqual(move);
    const reshuffled = build({ drawPile: ['castle'], discard: [] });
    expect(zigguratGame.moveView!(move, 0, 1, reshuffled)).toEqual({ ...move, card: 'hidden' });
    const drawn = build({ hands: [['castle'], []], drawPile: [] });
    expect(zigguratGame.moveView!(move, 0, 0, drawn)).toEqual(move);
    expect(zigguratGame.moveView!(move, 0, 1, drawn)).toEqual({ ...move, card: 'hidden' });
  });
});

import type { DecktetCard } from '../../engine/cards/decktet.js';
import { assertHistoryHides, leaves } from '../../engine/testing/conformance.js';
import type { LoggedMove } from '../../engine/replay.js';
import { zigguratGame } from './index.js';
import type { ZigguratMove } from './state.js';
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

  // Played cards are face up when played: the history shows every move as it was made, even once
  // its card has been reshuffled into the draw pile or drawn into a hand.
  it('the move log shows a played card even after it was reshuffled into the draw pile', () => {
    expect(zigguratGame.moveView).toBeUndefined();
    const discard: DecktetCard[] = ['pact', 'market', 'mill', 'sea', 'end', 'sailor'];
    const start = build({ hands: [['castle'], []], drawPile: ['bard'], discard, scrapyard: [] });
    const log: LoggedMove[] = [
      // The Castle hits seat 1's red tower (seat 1 holds no card, so the hit lands at once).
      { seat: 0, move: { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false } },
      // Seat 1 draws the last card: attrition, then the discard pile (with the Castle) is reshuffled.
      { seat: 1, move: { type: 'draw' } },
      { seat: 1, move: { type: 'attrition', tower: 1 } },
      { seat: 0, move: { type: 'attrition', tower: 1 } },
    ];
    const states = [start];
    for (const { seat, move } of log) states.push(play(states[states.length - 1], [seat, move as ZigguratMove]));
    const now = states[log.length];
    expect(now.discard).toEqual([]);
    expect(now.players[1].hand).toHaveLength(5);
    // The Castle is back among the hidden cards (seat 1's hand or the draw pile) ...
    expect(zigguratGame.secrets(now, 0)).toContain('castle');
    expect(zigguratGame.secrets(now, null)).toContain('castle');
    // ... and the history still shows it, which is no leak: everyone saw it played.
    expect(leaves(log.map((l) => l.move)).has('castle')).toBe(true);
    for (const viewer of [0, 1, null]) {
      for (let ply = 0; ply <= log.length; ply++) {
        expect(() => assertHistoryHides(zigguratGame, log, states, viewer, ply, `viewer ${viewer}`)).not.toThrow();
      }
    }
  });

  it('the history check does catch a card that was never face up (the check can fail)', () => {
    const s = build({ hands: [['castle'], ['bard']] });
    // A made-up move naming seat 1's card, which seat 0 never saw.
    const log: LoggedMove[] = [{ seat: 1, move: { type: 'remodel', cards: ['bard'] } }];
    expect(() => assertHistoryHides(zigguratGame, log, [s, s], 0, 1, 'viewer 0')).toThrow(/leaks bard/);
    expect(() => assertHistoryHides(zigguratGame, log, [s, s], 1, 1, 'viewer 1')).not.toThrow();
  });
});

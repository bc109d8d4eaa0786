import fc from 'fast-check';
import { decktetDeck } from '../../engine/cards/decktet.js';
import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { zigguratGame } from './index.js';
import { secrets } from './view.js';
import type { ZigguratMove, ZigguratState } from './state.js';

/**
 * rules.md, "Leaving the game": a seat that resigns or runs out of time leaves; its
 * towers are dismantled into the scrapyard unscored, its hand goes face down into the draw pile,
 * and play goes on to the scored result while two or more players remain. A leaver cannot win.
 */
const cardPlaces = (s: ZigguratState) =>
  [...s.drawPile, ...s.discard, ...s.players.flatMap((p) => p.hand), ...(s.attack ? [s.attack.card, ...(s.attack.excuse ? [s.attack.excuse] : [])] : [])].sort();

function playRandom(s: ZigguratState, rng: Rng, plies: number): ZigguratState {
  for (let i = 0; i < plies && !zigguratGame.outcome(s).finished; i++) {
    const m = randomMove(zigguratGame, s, rng)!;
    const r = zigguratGame.apply(s, m.seat, m.move as ZigguratMove);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

function leave(s: ZigguratState, seat: number): ZigguratState {
  const r = zigguratGame.depart!(s, seat, 'resign');
  if (!r || !r.ok) throw new Error('depart refused');
  return r.state;
}

describe('leaving the game', () => {
  it('with three players, the leaver is out and play goes on between the other two', () => {
    const s0 = zigguratGame.setup({ extended: false }, 3, 'leave-1');
    const leaver = s0.current;
    const s1 = leave(s0, leaver);
    expect(zigguratGame.outcome(s1).finished).toBe(false);
    expect(s1.departed).toEqual([leaver]);
    expect(s1.players[leaver]).toMatchObject({ eliminated: true, hand: [] });
    expect(s1.players[leaver].towers.every((t) => t.pyramids.length === 0)).toBe(true);
    // Its turn passed on to the next player still in.
    expect(zigguratGame.toAct(s1)).toEqual([(leaver + 1) % 3]);
    // Its twelve pyramids lie in the scrapyard (with the three stashes' greens), nobody scored them.
    expect(s1.scrapyard).toHaveLength(9 + 12);
    expect(s1.players.map((p) => p.points)).toEqual([0, 0, 0]);
  });

  it('keeps the departed hand hidden: face down in the draw pile, never on the face-up discard pile', () => {
    const s0 = zigguratGame.setup({ extended: false }, 3, 'leave-2');
    const hand = s0.players[1].hand.slice();
    const s1 = leave(s0, 1);
    expect(s1.discard).toEqual(s0.discard);
    for (const c of hand) expect(s1.drawPile).toContain(c);
    expect(cardPlaces(s1)).toEqual(cardPlaces(s0));
    for (const viewer of [null, 0, 2]) {
      const shown = JSON.stringify(zigguratGame.view(s1, viewer));
      for (const c of secrets(s1, viewer)) expect(shown).not.toContain(`"${c}"`);
    }
  });

  it('a seat cannot leave twice, and the leaver never acts again', () => {
    const s1 = leave(zigguratGame.setup({ extended: false }, 4, 'leave-3'), 2);
    expect(zigguratGame.depart!(s1, 2, 'timeout')).toMatchObject({ ok: false, error: { code: 'ALREADY_LEFT' } });
    const rng = Rng.from({ seed: 'leave-3-bot', counter: 0 });
    let s = s1;
    while (!zigguratGame.outcome(s).finished) {
      expect(zigguratGame.toAct(s)).not.toContain(2);
      s = playRandom(s, rng, 1);
    }
  });

  it('when one player would be left alone, the game ends with its scored result; a leaver never wins', () => {
    let s = zigguratGame.setup({ extended: false }, 2, 'leave-4');
    s = leave(s, 0);
    const o = zigguratGame.outcome(s);
    expect(o).toMatchObject({ finished: true, winners: [1], draw: false });
    expect(o.finished && o.scores).toEqual([0, 24]);
  });

  it('whatever the phase, random games with leavers conserve every card and pyramid and end with a scored result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 120 }), (seats, seed, at) => {
        const deck = decktetDeck(false).slice().sort();
        const rng = Rng.from({ seed: `dep:${seed}`, counter: 0 });
        let s = playRandom(zigguratGame.setup({ extended: false }, seats, seed), rng, at);
        if (zigguratGame.outcome(s).finished) return;
        // The seat that must act leaves (the hardest case: its pending decision must be settled).
        const leaver = zigguratGame.toAct(s)[0];
        s = leave(s, leaver);
        expect(cardPlaces(s)).toEqual(deck);
        expect(s.scrapyard.length + s.players.flatMap((p) => p.towers.flatMap((t) => t.pyramids)).length).toBe(15 * seats);
        s = playRandom(s, rng, 3000);
        const o = zigguratGame.outcome(s);
        expect(o.finished).toBe(true);
        if (o.finished) {
          expect(o.winners).not.toContain(leaver);
          expect(o.scores).toHaveLength(seats);
        }
        expect(cardPlaces(s)).toEqual(deck);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});

import fc from 'fast-check';
import { decktetDeck } from '../../engine/cards/decktet.js';
import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { zigguratGame } from './index.js';
import { COLOURS, type ZigguratMove, type ZigguratState } from './state.js';

/** Every card of the deck in exactly one place: draw pile, discard pile, a hand, or on the table. */
function cardPlaces(s: ZigguratState): string[] {
  const table = s.attack ? [s.attack.card, ...(s.attack.excuse ? [s.attack.excuse] : [])] : [];
  return [...s.drawPile, ...s.discard, ...s.players.flatMap((p) => p.hand), ...table].sort();
}

/**
 * Every stash's 15 pyramids (5 colours x 3 sizes) in exactly one place: a tower or the scrapyard.
 * Pyramids never leave play: damage and remodelling only move them between the two.
 */
function pyramidPlaces(s: ZigguratState): string[] {
  const all = [...s.scrapyard, ...s.players.flatMap((p) => p.towers.flatMap((t) => t.pyramids))];
  return all.map((p) => `${p.stash}-${p.colour}-${p.size}`).sort();
}

const allPyramids = (seats: number) =>
  Array.from({ length: seats }, (_, st) => COLOURS.flatMap((c) => [1, 2, 3].map((z) => `${st}-${c}-${z}`))).flat().sort();

describe('conservation', () => {
  it('no card and no pyramid ever appears twice or vanishes, through whole random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.boolean(), fc.string({ minLength: 1, maxLength: 8 }), (seats, extended, seed) => {
        const deck = decktetDeck(extended).slice().sort();
        const pyramids = allPyramids(seats);
        let s = zigguratGame.setup({ extended }, seats, seed);
        const bot = Rng.from({ seed: `prop:${seed}`, counter: 0 });
        for (let ply = 0; !zigguratGame.outcome(s).finished; ply++) {
          expect(cardPlaces(s)).toEqual(deck);
          expect(pyramidPlaces(s)).toEqual(pyramids);
          expect(ply).toBeLessThan(2000);
          const m = randomMove(zigguratGame, s, bot)!;
          const r = zigguratGame.apply(s, m.seat, m.move as ZigguratMove);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
        }
        expect(cardPlaces(s)).toEqual(deck);
        expect(pyramidPlaces(s)).toEqual(pyramids);
      }),
      { numRuns: 12, seed: 20240603 },
    );
  });
});

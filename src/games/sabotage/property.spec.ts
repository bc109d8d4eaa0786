/** Invariants over random play (fast-check). */
import fc from 'fast-check';
import { FULL_DECK } from '../../engine/cards/french.js';
import { Rng } from '../../engine/rng.js';
import { sabotageGame as game } from './index.js';
import { isExposed } from './table.js';
import { allCards } from './test-builders.js';

describe('sabotage: invariants', () => {
  // Card conservation: all 52 cards are always in exactly one place (a pyramid slot, the centre,
  // the display, the stock or the discard pile); and no exposed card is ever left face down.
  it('keeps every one of the 52 cards in exactly one place, after every move', () => {
    const deck = [...FULL_DECK].sort();
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 6 }), fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2 ** 31 }), (rows, seed, botSeed) => {
        let s = game.setup({ rows }, 2, seed);
        const bot = Rng.from({ seed: `prop:${botSeed}`, counter: 0 });
        for (let ply = 0; ply < 3000 && !game.outcome(s).finished; ply++) {
          const seat = game.toAct(s)[0];
          const moves = game.legalMoves(s, seat);
          const r = game.apply(s, seat, bot.pick(moves));
          if (!r.ok) throw new Error(`legal move rejected: ${r.error.code}`);
          s = r.state;
          expect(allCards(s).sort()).toEqual(deck);
          for (const p of s.pyramids) p.forEach((x, slot) => {
            if (x && !x.faceUp) expect(isExposed(p, slot, s.rows)).toBe(false);
          });
        }
        expect(game.outcome(s).finished).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

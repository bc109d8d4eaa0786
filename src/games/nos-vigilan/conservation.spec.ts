import fc from 'fast-check';
import { nosVigilanGame as game } from './index.js';
import type { NosVigilanState } from './state.js';
import { cardPlaces } from './test-builders.js';

// Invariant: "18 cartas" in "tres pilas de seis" — the 18 cards are always all there, each in exactly one place.
describe('nos-vigilan: card conservation', () => {
  it('keeps exactly 18 cards, each in exactly one place, through any sequence of legal moves', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (seed, picks) => {
        let s: NosVigilanState = game.setup({ cardSet: 'house' }, 2, seed);
        const check = () => {
          const places = cardPlaces(s);
          expect(places).toHaveLength(18);
          expect(new Set(places).size).toBe(18);
        };
        check();
        for (const pick of picks) {
          const seats = game.toAct(s);
          if (seats.length === 0) break;
          const seat = seats[pick % seats.length];
          const moves = game.legalMoves(s, seat);
          const r = game.apply(s, seat, moves[pick % moves.length]);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          check();
        }
        expect(game.outcome(s).finished).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

import fc from 'fast-check';
import { FULL_DECK } from '../../engine/cards/french.js';
import { leaves } from '../../engine/conformance.js';
import { pyramidSolitaireGame as game } from './index.js';
import { allCards } from './test-builders.js';

const optionsArb = fc.record({
  passes: fc.constantFrom('1', '3', 'unlimited'),
  goal: fc.constantFrom('all-cards', 'pyramid'),
  sums: fc.constantFrom('pairs', 'any-combination'),
});

describe('pyramid-solitaire: invariants under any play', () => {
  // Card conservation: no card ever appears twice or vanishes; removals only grow; the view never
  // shows a face-down stock card.
  it('keeps all 52 cards, each exactly once, and hides the stock below its top', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ maxLength: 8 }), fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (raw, seed, picks) => {
        let s = game.setup(game.schemas.options.parse(raw), 1, `prop:${seed}`);
        let removed = 0;
        for (const pick of picks) {
          const moves = game.legalMoves(s, 0);
          if (moves.length === 0) break;
          const r = game.apply(s, 0, moves[pick % moves.length]);
          if (!r.ok) return false;
          s = r.state;
          const cards = allCards(s);
          if (cards.length !== 52 || new Set(cards).size !== 52 || !cards.every((c) => FULL_DECK.includes(c))) return false;
          if (s.removed.length < removed) return false;
          removed = s.removed.length;
          const shown = leaves(game.view(s, 0));
          if (game.secrets(s, 0).some((c) => shown.has(c))) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

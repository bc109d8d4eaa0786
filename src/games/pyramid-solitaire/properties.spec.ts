import fc from 'fast-check';
import { FULL_DECK } from '../../engine/cards/french.js';
import { leaves } from '../../engine/testing/conformance.js';
import { pyramidSolitaireGame as game } from './index.js';
import { ranksCanMake13 } from './rules.js';
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

  // Every removal under sums 'pairs' takes one card of each of two ranks summing to 13 (or a King
  // alone), so while any card is left the ranks left can still make 13: with pairs, the version-2
  // rule "the ranks left admit no King and no pair: the game ends at once" never cuts a dealt game.
  it('with sums pairs keeps a King or a pair worth 13 among the cards left while any card is left', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '3', 'unlimited'), fc.string({ maxLength: 8 }), fc.array(fc.nat(), { minLength: 1, maxLength: 150 }), (passes, seed, picks) => {
        let s = game.setup(game.schemas.options.parse({ passes }), 1, `pairs:${seed}`);
        for (const pick of picks) {
          const moves = game.legalMoves(s, 0);
          if (moves.length === 0) break;
          const r = game.apply(s, 0, moves[pick % moves.length]);
          if (!r.ok) return false;
          s = r.state;
          if (s.removed.length < 52 && !ranksCanMake13(s)) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

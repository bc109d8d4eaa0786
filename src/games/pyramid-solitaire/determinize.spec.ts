import { botInput } from '../../engine/bots/input.js';
import { randomPositions } from '../../engine/bots/testing/positions.js';
import { FULL_DECK } from '../../engine/cards/french.js';
import { newRng, Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { pyramidSolitaireGame as game, type PyramidSolitaireMove, type PyramidSolitaireView } from './index.js';
import { allCards } from './test-builders.js';

const VARIANTS = [{}, { passes: '3' }, { passes: 'unlimited', goal: 'pyramid' }, { sums: 'any-combination' }];
const inputAt = (p: { state: unknown; log: readonly { seat: number; move: unknown }[]; seat: number }) =>
  botInput(game, p.state, p.log, p.seat, 1, 'x') as Parameters<typeof determinize>[0];

describe('pyramid-solitaire: determinisation (the bot\u2019s sample of what the player cannot see)', () => {
  // Issue 13: "sample the unseen cards consistent with what the seat has seen".
  it('rebuilds states whose view equals the player\u2019s view, at positions of random play under every option', () => {
    const rng = Rng.from(newRng('pyramid-det'));
    for (const options of VARIANTS) {
      for (const p of randomPositions(game, options, 1, 40, `pyramid-det:${JSON.stringify(options)}`, 60)) {
        const input = inputAt(p);
        for (let k = 0; k < 3; k++) expect(game.view(determinize(input, rng), 0)).toEqual(input.view);
      }
    }
  });

  // Rules: every card is in the pyramid, the stock, the waste or removed; the state must play on.
  it('holds each of the 52 cards once, offers the same legal moves and plays on to the end', () => {
    const rng = Rng.from(newRng('pyramid-det-2'));
    for (const p of randomPositions(game, { passes: '3' }, 1, 30, 'pyramid-det-2', 60)) {
      const input = inputAt(p);
      const d = determinize(input, rng);
      expect([...allCards(d)].sort()).toEqual([...FULL_DECK].sort());
      expect(game.legalMoves(d, 0)).toEqual(input.legal);
      let s = d;
      for (let m = game.legalMoves(s, 0); m.length > 0; m = game.legalMoves(s, 0)) {
        const r = game.apply(s, 0, rng.pick(m));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      expect(game.outcome(s).finished).toBe(true);
    }
  });

  // View: "The stock below its top is face down for everyone": the sample varies there and only there.
  it('keeps what the player has seen and varies the stock below its top', () => {
    const [p] = randomPositions(game, {}, 1, 1, 'pyramid-det-3', 1);
    const input = inputAt(p) as { view: PyramidSolitaireView; legal: PyramidSolitaireMove[] } & Parameters<typeof determinize>[0];
    const rng = Rng.from(newRng('pyramid-det-3'));
    const stocks = new Set(Array.from({ length: 10 }, () => determinize(input, rng).stock.slice(0, -1).join()));
    expect(stocks.size).toBe(10);
  });
});

describe('pyramid-solitaire: the bot samples the match’s rules version', () => {
  // Rules versions (rules.md): "A match keeps the rules version it was created with"; versions 1
  // and 2 differ on when unlimited passes may recycle, so the bot's sample must play the match's.
  it.each([1, 2, 3])('a version-%i match is sampled as version %i', (version) => {
    const options = game.schemas.options.parse({ passes: 'unlimited' });
    const s = game.setup(options, 1, `det-version-${version}`, version);
    expect(determinize(inputAt({ state: s, log: [], seat: 0 }), Rng.from(newRng('v'))).rulesVersion).toBe(version);
  });
});

import { botInput } from '../../engine/bots/input.js';
import { randomPositions } from '../../engine/bots/testing/positions.js';
import { newRng, Rng } from '../../engine/rng.js';
import { makeDeck } from './cards/card-set.js';
import { HOUSE_SET } from './cards/house-set.js';
import { determinizer } from './determinize.js';
import { nosVigilanGame as game } from './index.js';
import type { NosVigilanState } from './state.js';
import { cardPlaces } from './test-builders.js';

const deck = makeDeck(HOUSE_SET);
const determinize = determinizer(deck);
const inputAt = (p: { state: unknown; log: readonly { seat: number; move: unknown }[]; seat: number }) =>
  botInput(game, p.state, p.log, p.seat, 1, 'x') as Parameters<typeof determinize>[0];

describe('nos-vigilan: determinisation (the bot\u2019s sample of what the seat cannot see)', () => {
  // Rulings R7 and R9 (rules.md): "A card's back is always visible to both
  // players"; hidden: "the fronts of the opponent's hand ..., both draw piles, the challenge pile,
  // the set-aside Final Challenge card ..., and a simultaneous choice until both are in."
  it('rebuilds states whose view equals the seat\u2019s view, at positions of random play in every phase', () => {
    const rng = Rng.from(newRng('nv-det'));
    const phases = new Set<string>();
    for (const p of randomPositions(game, {}, 2, 200, 'nv-det', 30)) {
      const input = inputAt(p);
      phases.add((p.state as NosVigilanState).phase);
      for (let k = 0; k < 3; k++) expect(game.view(determinize(input, rng), p.seat)).toEqual(input.view);
    }
    expect([...phases].sort()).toEqual(['abduction', 'choose', 'claim', 'gnome', 'keep', 'order']);
  });

  // Ruling R2 (rules.md): 18 cards; the state must play on under the rules.
  it('holds each of the 18 cards once, offers the same legal moves and plays on to the end', () => {
    const rng = Rng.from(newRng('nv-det-2'));
    for (const p of randomPositions(game, {}, 2, 60, 'nv-det-2', 30)) {
      const input = inputAt(p);
      const d = determinize(input, rng);
      expect(cardPlaces(d).sort()).toEqual([...deck.ids].sort());
      expect(game.legalMoves(d, p.seat)).toEqual(input.legal);
      let s = d;
      for (let ply = 0; ply < 100 && game.toAct(s).length > 0; ply++) {
        const seat = game.toAct(s)[0];
        const r = game.apply(s, seat, rng.pick(game.legalMoves(s, seat)));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      expect(game.outcome(s).finished).toBe(true);
    }
  });

  // Ruling R9 (rules.md): "a simultaneous choice until both are in": the
  // opponent's committed card is sampled from its hand.
  it('samples a committed hidden choice of the opponent among the cards of its hand', () => {
    const rng = Rng.from(newRng('nv-det-3'));
    const positions = randomPositions(game, {}, 2, 200, 'nv-det-3', 30).filter((p) => {
      const s = p.state as NosVigilanState;
      return s.phase === 'choose' && s.choices[1 - p.seat] !== null && s.hands[1 - p.seat].length > 1;
    });
    expect(positions.length).toBeGreaterThan(5);
    for (const p of positions) {
      const picks = new Set(Array.from({ length: 20 }, () => {
        const d = determinize(inputAt(p), rng);
        expect(d.hands[1 - p.seat]).toContain(d.choices[1 - p.seat]);
        return d.choices[1 - p.seat];
      }));
      expect(picks.size).toBeGreaterThan(1);
    }
  });
});

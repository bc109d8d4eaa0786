import { botInput } from '../../engine/bots/input.js';
import { randomPositions } from '../../engine/bots/testing/positions.js';
import { FULL_DECK } from '../../engine/cards/french.js';
import { newRng, Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { sabotageGame as game } from './index.js';
import type { SabotageState } from './state.js';

const inputAt = (p: { state: unknown; log: readonly { seat: number; move: unknown }[]; seat: number }) =>
  botInput(game, p.state, p.log, p.seat, 1, 'x') as Parameters<typeof determinize>[0];

const cardsOf = (s: SabotageState): string[] => [
  ...s.pyramids.flatMap((p) => p.flatMap((c) => (c === null ? [] : [c.card]))),
  ...[s.centre, s.display].filter((c): c is string => c !== null),
  ...s.stock,
  ...s.discard,
];

describe('sabotage: determinisation (the bot\u2019s sample of what the seat cannot see)', () => {
  // Issue 13: "sample the unseen cards consistent with what the seat has seen".
  it('rebuilds states whose view equals the seat\u2019s view, at positions of random play for 4, 5 and 6 rows', () => {
    const rng = Rng.from(newRng('sabotage-det'));
    for (const rows of [4, 5, 6]) {
      for (const p of randomPositions(game, { rows }, 2, 40, `sabotage-det:${rows}`, 600)) {
        const input = inputAt(p);
        for (let k = 0; k < 3; k++) expect(game.view(determinize(input, rng), p.seat)).toEqual(input.view);
      }
    }
  });

  // Ruling R1 (rules.md): one 52-card deck; the state must play on under the rules.
  it('holds each of the 52 cards once, offers the same legal moves and plays on to the end', () => {
    const rng = Rng.from(newRng('sabotage-det-2'));
    for (const p of randomPositions(game, {}, 2, 30, 'sabotage-det-2', 600)) {
      const input = inputAt(p);
      const d = determinize(input, rng);
      expect(cardsOf(d).sort()).toEqual([...FULL_DECK].sort());
      expect(game.legalMoves(d, p.seat)).toEqual(input.legal);
      let s = d;
      for (let ply = 0; ply < 3000 && game.toAct(s).length > 0; ply++) {
        const seat = game.toAct(s)[0];
        const r = game.apply(s, seat, rng.pick(game.legalMoves(s, seat)));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      expect(game.outcome(s).finished).toBe(true);
    }
  });

  // Rulings R1 and C3 (rules.md): "every other pyramid card is face down" and the
  // stock is hidden: the sample varies there only.
  it('varies the face-down cards and the stock between samples', () => {
    const [p] = randomPositions(game, {}, 2, 1, 'sabotage-det-3', 1);
    const input = inputAt(p);
    const rng = Rng.from(newRng('sabotage-det-3'));
    const hidden = new Set(Array.from({ length: 10 }, () => {
      const d = determinize(input, rng);
      return [...d.pyramids.flat().flatMap((c) => (c && !c.faceUp ? [c.card] : [])), ...d.stock].join();
    }));
    expect(hidden.size).toBe(10);
  });
});

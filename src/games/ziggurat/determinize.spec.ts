import { botInput } from '../../engine/bots/input.js';
import { randomPositions } from '../../engine/bots/testing/positions.js';
import { decktetDeck } from '../../engine/cards/decktet.js';
import { newRng, Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { zigguratGame as game } from './index.js';
import type { ZigguratState } from './state.js';

const inputAt = (p: { state: unknown; log: readonly { seat: number; move: unknown }[]; seat: number }) =>
  botInput(game, p.state, p.log, p.seat, 1, 'x') as Parameters<typeof determinize>[0];

const cardsOf = (s: ZigguratState): string[] => [
  ...s.players.flatMap((p) => p.hand),
  ...s.drawPile,
  ...s.discard,
  ...(s.attack ? [s.attack.card, ...(s.attack.excuse ? [s.attack.excuse] : [])] : []),
];

describe('ziggurat: determinisation (the bot\u2019s sample of what the seat cannot see)', () => {
  // Issue 13: "sample the unseen cards consistent with what the seat has seen", for 2-5 seats.
  it('rebuilds states whose view equals the seat\u2019s view, at positions of random play for 2 to 5 seats, basic and extended decks', () => {
    const rng = Rng.from(newRng('ziggurat-det'));
    for (const seats of [2, 3, 4, 5]) {
      for (const extended of [false, true]) {
        for (const p of randomPositions(game, { extended }, seats, 25, `ziggurat-det:${seats}:${extended}`, 300)) {
          const input = inputAt(p);
          for (let k = 0; k < 2; k++) expect(game.view(determinize(input, rng), p.seat)).toEqual(input.view);
        }
      }
    }
  });

  // What the view leaves out but the rules need: what follows a pending change, who was drawing.
  it('rebuilds the phase (with what follows a pending change), the attack and the drawer exactly as the rules left them', () => {
    const rng = Rng.from(newRng('ziggurat-det-phase'));
    const kinds = new Set<string>();
    for (const seats of [2, 3]) {
      for (const p of randomPositions(game, {}, seats, 300, `ziggurat-det-phase:${seats}`, 300)) {
        const real = p.state as ZigguratState;
        const d = determinize(inputAt(p), rng);
        expect([d.phase, d.attack, d.drawing, d.attrition, d.current, d.scrapyard.length]).toEqual([real.phase, real.attack, real.drawing, real.attrition, real.current, real.scrapyard.length]);
        kinds.add(real.phase.kind === 'change' ? `change-${real.phase.then}` : real.phase.kind);
      }
    }
    expect([...kinds].sort()).toEqual(['attrition', 'change-attrition', 'change-defence', 'change-endTurn', 'defence', 'turn']);
  });

  // Rules: every card is in a hand, the draw pile, the discard pile or the attack; the state must play on.
  it('holds every card of the deck once, offers the same legal moves and plays on to the end', () => {
    const rng = Rng.from(newRng('ziggurat-det-2'));
    for (const p of randomPositions(game, { extended: true }, 3, 30, 'ziggurat-det-2', 300)) {
      const input = inputAt(p);
      const d = determinize(input, rng);
      expect(cardsOf(d).sort()).toEqual(decktetDeck(true).sort());
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

  // Ruling C3 (rules.md) / view.ts: the other hands and the draw pile are hidden: the
  // sample varies there only.
  it('keeps the seat\u2019s own hand and varies the other hands and the draw pile', () => {
    const [p] = randomPositions(game, {}, 3, 1, 'ziggurat-det-3', 1);
    const input = inputAt(p);
    const rng = Rng.from(newRng('ziggurat-det-3'));
    const samples = Array.from({ length: 10 }, () => determinize(input, rng));
    for (const d of samples) expect([...d.players[p.seat].hand].sort()).toEqual([...(p.state as ZigguratState).players[p.seat].hand].sort());
    expect(new Set(samples.map((d) => [...d.players.flatMap((q, i) => (i === p.seat ? [] : q.hand)), ...d.drawPile].join())).size).toBe(10);
  });
});

describe('ziggurat: the bot samples the match’s rules version', () => {
  // Rules versions (rules.md): version 1 still asks an attacker knocked out by their own wildcard
  // for the change (ruling R10 is version 2), so the bot's sample must play the match's version.
  it.each([1, 2])('a version-%i match is sampled as version %i', (version) => {
    const s = game.setup(game.schemas.options.parse({}), 3, `det-version-${version}`, version);
    expect(determinize(inputAt({ state: s, log: [], seat: 0 }), Rng.from(newRng('v'))).rulesVersion).toBe(version);
  });
});

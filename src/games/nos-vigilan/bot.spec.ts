import { botInput } from '../../engine/bots/input.js';
import { decideBoth, hiddenShuffled, randomPositions, shuffleNames } from '../../engine/bots/testing/positions.js';
import { newRng, Rng } from '../../engine/rng.js';
import { makeDeck, type Faction, FACTIONS } from './cards/card-set.js';
import { HOUSE_SET } from './cards/house-set.js';
import { orderingFront } from './bot.js';
import { nosVigilanGame as game } from './index.js';
import { bestPattern, frontSymbols, slotSymbols, symbolRun, valueRunLength } from './scoring.js';
import type { NosVigilanState } from './state.js';

const deck = makeDeck(HOUSE_SET);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** The three order-dependent measures of an ordering, as scoring.ts computes them. */
function measures(cards: readonly string[], pattern: readonly Faction[], top: Faction, swapped: readonly string[]): [number, number, number] {
  const fronts = cards.map((id) => frontSymbols(deck, id, top, swapped));
  return [valueRunLength(cards.map((id) => deck.card(id).value)), symbolRun(fronts).length, bestPattern(fronts, pattern).count];
}

describe('nos-vigilan bot', () => {
  // Ruling R12 (rules.md): "1 to each player with a run of at least 3 adjacent
  // cards of consecutive values ..., and 1 more for the longer run; ... 2 to each player who has
  // the base row's three symbols adjacent and in order, and 1 more to whoever has them more often":
  // every order-dependent criterion pays more as its measure grows, so only the Pareto front
  // matters.
  it('finds exactly the Pareto front of (value run, symbol run, pattern) over every permutation, as scoring.ts measures them', () => {
    const rng = Rng.from(newRng('front'));
    for (let trial = 0; trial < 25; trial++) {
      const hand = rng.shuffle(deck.ids).slice(0, 6);
      const pattern = [0, 1, 2].map(() => rng.pick(FACTIONS));
      const top = rng.pick(FACTIONS);
      const all = permutations(hand).map((cards) => measures(cards, pattern, top, []));
      const dominated = (m: number[]) => all.some((o) => o.every((x, i) => x >= m[i]) && o.some((x, i) => x > m[i]));
      const expected = [...new Set(all.filter((m) => !dominated(m)).map((m) => m.join()))].sort();
      const front = orderingFront(deck, hand, pattern, top, []);
      expect(front.map((o) => [o.valueRun, o.symbolRun, o.pattern].join()).sort()).toEqual(expected);
      for (const o of front) {
        expect([...o.cards].sort()).toEqual([...hand].sort());
        expect(measures(o.cards, pattern, top, [])).toEqual([o.valueRun, o.symbolRun, o.pattern]);
      }
    }
  });

  // Issue 13: "Bots never cheat ... two states that differ only in the bot's secrets give the same
  // decision for the same random seed." Ruling R7 (rules.md): backs are always
  // visible, so only cards with the same back trade places.
  it('decides from what its seat sees: unseen cards of the same back exchanged give the same input and the same move at every level', () => {
    const rng = Rng.from(newRng('nv-fair'));
    const shuffled = randomPositions(game, {}, 2, 80, 'nv-fair', 30)
      .map((p) => ({ p, q: hiddenShuffled(game, p, shuffleNames(game.secrets(p.state as NosVigilanState, p.seat), rng, (id) => deck.card(id).back)) }))
      .filter(({ p, q }) => JSON.stringify(q.state) !== JSON.stringify(p.state));
    const phaseOf = (x: { p: { state: unknown } }) => (x.p.state as NosVigilanState).phase;
    const onePerPhase = shuffled.filter((x, i) => shuffled.findIndex((y) => phaseOf(y) === phaseOf(x)) === i);
    expect(onePerPhase.map(phaseOf)).toEqual(expect.arrayContaining(['choose', 'claim', 'keep']));
    for (const { p, q } of onePerPhase) {
      const { inputs, moves } = decideBoth(game, p, q, 'fair');
      expect(inputs[1]).toEqual(inputs[0]);
      for (const [a, b] of moves) expect(b).toEqual(a);
    }
  });

  // Seed: "ordenarán las cartas en su mano libremente": the ordering is the bot's own decision.
  it('presents an ordering of its own hand at every level, from the Pareto front at levels 2 to 4', () => {
    const positions = randomPositions(game, {}, 2, 60, 'nv-order', 30).filter((p) => (p.state as NosVigilanState).phase === 'order').slice(0, 3);
    expect(positions.length).toBe(3);
    for (const p of positions) {
      const s = p.state as NosVigilanState;
      const symbols = slotSymbols(deck, s);
      const front = orderingFront(deck, s.hands[p.seat], symbols.slice(0, 3), symbols[5], s.swapped).map((o) => o.cards.join());
      for (let level = 1; level <= game.bot!.maxLevel; level++) {
        const move = game.bot!.decide(botInput(game, s, p.log, p.seat, level, `order-${level}`) as never);
        expect(move.type === 'order' && [...move.cards].sort()).toEqual([...s.hands[p.seat]].sort());
        expect(game.apply(s, p.seat, move).ok).toBe(true);
        if (level >= 2 && move.type === 'order') expect(front).toContain(move.cards.join());
      }
    }
  });
});

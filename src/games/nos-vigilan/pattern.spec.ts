/**
 * The base-row pattern search (scoring.ts `bestPattern`, a dynamic programme) against the
 * exhaustive search it replaced, kept here as the oracle: every use of every card is tried.
 *
 * Seed 001, "Fase de puntuación": "Para las cartas con dos símbolos, se podrán usar ambos en el
 * orden que se prefiera o ignorar uno de ellos." ... "2 📌 a quienes tengan adyacentes y en el orden
 * correcto los tres símbolos mostrados en las cartas de la [base], y 1 📌 más quien los tenga más
 * veces que el oponente." Ruling R11 (rules.md): "A card with two symbols may use
 * either symbol, both in either order, or none; the engine finds the best use for the player."
 */
import fc from 'fast-check';
import { FACTIONS, makeDeck, type CardDef, type CardSet, type Faction } from './cards/card-set.js';
import { bestPattern, frontSymbols, patternCount, scoreGame, slotSymbols } from './scoring.js';
import { build } from './test-builders.js';

/** Ruling R11's uses of a card, in the order the engine has always broken ties (first best use). */
function oracleUses(symbols: readonly Faction[]): Faction[][] {
  if (symbols.length < 2) return [[...symbols]];
  const [a, b] = symbols;
  return [[a, b], [b, a], [a], [b], []];
}

/** The former engine search: every combination of uses, the first with the highest count kept. */
function exhaustiveBestPattern(cards: readonly (readonly Faction[])[], pattern: readonly Faction[]): { count: number; uses: Faction[][] } {
  const options = cards.map(oracleUses);
  let best = { count: -1, uses: [] as Faction[][] };
  const pick: Faction[][] = [];
  const walk = (i: number) => {
    if (i === options.length) {
      const count = patternCount(pick, pattern);
      if (count > best.count) best = { count, uses: pick.map((u) => [...u]) };
      return;
    }
    for (const u of options[i]) {
      pick[i] = u;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

/** A card's front: no symbol, one, or two different ones, drawn from `alphabet`; two-symbol cards dominate. */
const front = (alphabet: readonly Faction[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as Faction[]) },
    { weight: 2, arbitrary: fc.constantFrom(...alphabet).map((f) => [f]) },
    { weight: 6, arbitrary: fc.uniqueArray(fc.constantFrom(...FACTIONS), { minLength: 2, maxLength: 2 }) },
    { weight: 6, arbitrary: alphabet.length >= 2 ? fc.uniqueArray(fc.constantFrom(...alphabet), { minLength: 2, maxLength: 2 }) : fc.constant([...alphabet]) },
  );

/** A small alphabet makes patterns such as Gnomos-Gnomos-Gnomos or G-R-G, whose occurrences overlap, common. */
const alphabet = fc.uniqueArray(fc.constantFrom(...FACTIONS), { minLength: 1, maxLength: 3 });

describe('nos-vigilan: the base-row pattern search equals trying every use', () => {
  it('finds the same count and the same (first) best use as the exhaustive search, for any cards and pattern', () => {
    const input = alphabet.chain((abc) =>
      fc.record({
        cards: fc.array(front(abc), { minLength: 0, maxLength: 6 }),
        pattern: fc.array(fc.constantFrom(...abc), { minLength: 1, maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(input, ({ cards, pattern }) => {
        expect(bestPattern(cards, pattern)).toEqual(exhaustiveBestPattern(cards, pattern));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees on hands of two-symbol cards only over two factions, where every card has five uses', () => {
    const two = fc.uniqueArray(fc.constantFrom(...FACTIONS), { minLength: 2, maxLength: 2 });
    const input = two.chain(([a, b]) =>
      fc.record({
        cards: fc.array(fc.constantFrom<Faction[]>([a, b], [b, a]), { minLength: 6, maxLength: 6 }),
        pattern: fc.array(fc.constantFrom(a, b), { minLength: 3, maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(input, ({ cards, pattern }) => {
        expect(bestPattern(cards, pattern)).toEqual(exhaustiveBestPattern(cards, pattern));
      }),
      { numRuns: 25 },
    );
  });

  it('rejects an empty pattern as a programmer error (the base row always has three slots at scoring)', () => {
    expect(() => bestPattern([['gnomos']], [])).toThrow(RangeError);
  });
});

/** A valid 18-card set: 15 cards with random backs, values and (mostly two-symbol) fronts, and the three specials. */
const cardSet = alphabet.chain((abc) =>
  fc
    .array(fc.record({ value: fc.integer({ min: 1, max: 9 }), back: fc.constantFrom(...abc), symbols: front(abc) }), { minLength: 15, maxLength: 15 })
    .map((regular): CardSet => {
      const card = (i: number, c: { value: number; back: Faction; symbols: readonly Faction[] }, special: CardDef['special']): CardDef => ({
        id: `pt-${String(i + 1).padStart(2, '0')}`,
        name: `Card ${i + 1}`,
        value: c.value,
        back: c.back,
        symbols: [...c.symbols],
        special,
        challenge: { kind: 'higher' },
      });
      const specials = (['abduccion', 'revelacion-gnomo', 'ojo'] as const).map((sp, i) => card(i, { value: 5, back: abc[i % abc.length], symbols: [] }, sp));
      return { name: 'pattern-test', description: 'random cards', cards: [...specials, ...regular.map((c, i) => card(i + 3, c, null))] };
    }),
);

describe('nos-vigilan: scoring random end positions equals the exhaustive pattern search', () => {
  it('gives each seat the exhaustive count, use of every card and base-row points, with El ojo, a face-up gnome and swapped cards', () => {
    const position = cardSet.chain((set) =>
      fc.record({
        set: fc.constant(set),
        order: fc.shuffledSubarray(set.cards.map((c) => c.id), { minLength: 18, maxLength: 18 }),
        gnomeFaceUp: fc.boolean(),
        swappedMask: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        finalWinner: fc.constantFrom(0 as const, 1 as const, null),
      }),
    );
    fc.assert(
      fc.property(position, ({ set, order, gnomeFaceUp, swappedMask, finalWinner }) => {
        const deck = makeDeck(set);
        const pyramid = order.slice(0, 6);
        const hands = [order.slice(6, 12), order.slice(12, 18)];
        const gnome = deck.special('revelacion-gnomo');
        const s = build({
          round: 6,
          phase: 'finished',
          pyramid,
          hands,
          orderings: hands,
          faceUp: gnomeFaceUp && pyramid.includes(gnome) ? [gnome] : [],
          // "No se podrá usar el efecto de una carta especial que se obtenga por el intercambio": an Ojo gained by a swap shows its printed (empty) front.
          swapped: hands.flat().filter((_, i) => swappedMask[i]),
          finalWinner,
        });
        const r = scoreGame(deck, s);
        const slots = slotSymbols(deck, s);
        const expected = hands.map((hand) => exhaustiveBestPattern(hand.map((id) => frontSymbols(deck, id, slots[5], s.swapped)), slots.slice(0, 3)));
        for (const p of [0, 1]) {
          const mine = expected[p].count;
          const theirs = expected[1 - p].count;
          expect(r.players[p].basePattern).toEqual({ count: mine, points: (mine >= 1 ? 2 : 0) + (mine >= 1 && mine > theirs ? 1 : 0) });
          expect(r.players[p].patternUses).toEqual(hands[p].map((card, i) => ({ card, symbols: expected[p].uses[i] })));
        }
      }),
      { numRuns: 150 },
    );
  });
});

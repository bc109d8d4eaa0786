import { checkConformance } from '../../../engine/testing/conformance.js';
import { randomMove } from '../../../engine/bots/random.js';
import { Rng } from '../../../engine/rng.js';
import { createNosVigilanGame, type NosVigilanMove } from '../index.js';
import { CardSetSchema, type CardSet } from './card-set.js';
import { HOUSE_SET } from './house-set.js';

/** A second, deliberately different set: other ids, values 10-18, other specials' backs, no two-symbol cards. */
const F = ['gnomos', 'reptilianos', 'iluminados', 'extraterrestres', 'hombres-de-negro'] as const;
const ALT: CardSet = {
  name: 'alt',
  description: 'A test set.',
  cards: Array.from({ length: 18 }, (_, i) => ({
    id: `alt-${String(i + 1).padStart(2, '0')}`,
    name: `Carta ${i + 1}`,
    value: 10 + (i % 9),
    back: F[i % 5],
    symbols: i < 3 ? [] : [F[(i + 1) % 5]],
    special: i === 0 ? ('ojo' as const) : i === 1 ? ('abduccion' as const) : i === 2 ? ('revelacion-gnomo' as const) : null,
    challenge: i % 2 === 0 ? { kind: 'lower' as const } : { kind: 'closest' as const, target: 14 },
  })),
};

describe('nos-vigilan: card sets', () => {
  // Ruling R1 (rules.md): the house card set ships "as data, in one file" and "the
  // engine reads the card set from data".
  it('validates the house set: 18 cards, unique ids, the three special cards without front symbols', () => {
    const set = CardSetSchema.parse(HOUSE_SET);
    expect(set.cards).toHaveLength(18);
    expect(set.cards.filter((c) => c.special !== null).map((c) => c.name)).toEqual(['Abducción', 'Revelación gnomo', 'El ojo que todo lo ve']);
  });

  it('rejects a set of 17 cards, a repeated id, a missing special card and a special card with a symbol', () => {
    const cards = HOUSE_SET.cards.map((c) => ({ ...c, symbols: [...c.symbols] }));
    expect(CardSetSchema.safeParse({ ...HOUSE_SET, cards: cards.slice(1) }).success).toBe(false);
    expect(CardSetSchema.safeParse({ ...HOUSE_SET, cards: [cards[1], ...cards.slice(1)] }).success).toBe(false);
    expect(CardSetSchema.safeParse({ ...HOUSE_SET, cards: cards.map((c) => (c.special === 'ojo' ? { ...c, special: null } : c)) }).success).toBe(false);
    expect(CardSetSchema.safeParse({ ...HOUSE_SET, cards: cards.map((c) => (c.special === 'ojo' ? { ...c, symbols: ['gnomos'] } : c)) }).success).toBe(false);
    expect(CardSetSchema.safeParse({ ...HOUSE_SET, cards: cards.map((c, i) => (i === 5 ? { ...c, id: 'card 6' } : c)) }).success).toBe(false);
    expect(() => createNosVigilanGame({ ...HOUSE_SET, cards: cards.slice(1) })).toThrow();
  });

  it('plays a whole game with a different list of 18 cards, without code changes', () => {
    const game = createNosVigilanGame(ALT);
    expect(game.schemas.options.parse({})).toEqual({ cardSet: 'alt' });
    let s = game.setup({ cardSet: 'alt' }, 2, 'alt-seed');
    expect(s.hands.flat().every((id) => id.startsWith('alt-'))).toBe(true);
    const bot = Rng.from({ seed: 'alt-bot', counter: 0 });
    for (let ply = 0; ply < 60 && !game.outcome(s).finished; ply++) {
      const m = randomMove(game, s, bot)!;
      const r = game.apply(s, m.seat, m.move as NosVigilanMove);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(game.outcome(s).finished).toBe(true);
    expect(s.pyramid).toHaveLength(6);
    expect(s.result!.players.every((p) => p.valueRun.length >= 1)).toBe(true);
  });

  it('keeps every conformance invariant with the other set', () => {
    const reports = checkConformance(createNosVigilanGame(ALT), { cases: [{ options: {}, seats: 2 }], playouts: 4, maxPlies: 60 });
    expect(reports).toHaveLength(4);
  });
});

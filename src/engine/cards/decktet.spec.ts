import {
  DECKTET_BASIC,
  DECKTET_CARD_IDS,
  DECKTET_EXTENDED,
  DECKTET_EXTENSION,
  DECKTET_SUITS,
  DecktetCardSchema,
  decktetCard,
  decktetDeck,
  sortDecktet,
} from './decktet.js';

describe('Decktet', () => {
  // Fact (src/games/ziggurat/rules.md, ruling R1): a basic deck "of 36 cards, with six Aces, six Crowns
  // and three cards of each rank 2 to 9, each with two suits"
  it('has 36 basic cards: 6 Aces, 24 numbered cards (three of each rank 2-9), 6 Crowns', () => {
    expect(DECKTET_BASIC).toHaveLength(36);
    expect(DECKTET_BASIC.filter((c) => c.rank === 'ace')).toHaveLength(6);
    expect(DECKTET_BASIC.filter((c) => c.rank === 'crown')).toHaveLength(6);
    for (let v = 2; v <= 9; v++) {
      const ofRank = DECKTET_BASIC.filter((c) => c.rank === 'number' && c.value === v);
      expect(ofRank).toHaveLength(3);
      for (const c of ofRank) expect(c.suits).toHaveLength(2);
    }
  });

  it('has 45 extended cards: the Excuse, four Pawns and four Courts with three suits each', () => {
    expect(DECKTET_EXTENDED).toHaveLength(45);
    expect(DECKTET_EXTENSION.map((c) => c.id)).toEqual([
      'excuse', 'watchman', 'harvest', 'light-keeper', 'borderland', 'consul', 'rite', 'island', 'window',
    ]);
    expect(decktetCard('excuse')).toMatchObject({ rank: 'excuse', value: null, suits: [], extended: true });
    for (const c of DECKTET_EXTENSION.filter((x) => x.rank === 'pawn' || x.rank === 'court')) {
      expect(c.suits).toHaveLength(3);
      expect(c.value).toBeNull();
    }
  });

  it('gives every suit one Ace, one Crown and one numbered card of each rank 2-9 (10 cards)', () => {
    for (const s of DECKTET_SUITS) {
      expect(DECKTET_BASIC.filter((c) => c.rank === 'ace' && c.suits[0] === s)).toHaveLength(1);
      expect(DECKTET_BASIC.filter((c) => c.rank === 'crown' && c.suits[0] === s)).toHaveLength(1);
      expect(DECKTET_BASIC.filter((c) => c.suits.includes(s))).toHaveLength(10);
      for (let v = 2; v <= 9; v++) expect(DECKTET_BASIC.filter((c) => c.value === v && c.suits.includes(s))).toHaveLength(1);
      // Extended: each suit gains two of the eight Pawns/Courts.
      expect(DECKTET_EXTENSION.filter((c) => c.suits.includes(s))).toHaveLength(4);
    }
  });

  it('uses stable ids, names, ranks and suits', () => {
    expect(decktetCard('ace-moons')).toMatchObject({ name: 'Ace of Moons', rank: 'ace', value: 1, suits: ['moons'] });
    expect(decktetCard('huntress')).toMatchObject({ name: 'Huntress', rank: 'crown', value: 10, suits: ['moons'] });
    expect(decktetCard('author')).toMatchObject({ rank: 'number', value: 2, suits: ['moons', 'knots'] });
    expect(decktetCard('chance-meeting')).toMatchObject({ name: 'Chance Meeting', value: 7, suits: ['moons', 'leaves'] });
    expect(decktetCard('watchman')).toMatchObject({ rank: 'pawn', suits: ['moons', 'wyrms', 'knots'] });
    expect(decktetCard('light-keeper')).toMatchObject({ rank: 'pawn', suits: ['suns', 'waves', 'knots'] });
    expect(decktetCard('window')).toMatchObject({ rank: 'court', suits: ['suns', 'leaves', 'knots'] });
    expect(new Set(DECKTET_CARD_IDS).size).toBe(45);
    expect(() => decktetCard('joker')).toThrow(RangeError);
  });

  it('validates card ids with a zod enum named DecktetCard', () => {
    expect(DecktetCardSchema.parse('sea')).toBe('sea');
    expect(DecktetCardSchema.safeParse('SEA').success).toBe(false);
    expect(DecktetCardSchema.meta()?.id).toBe('DecktetCard');
  });

  it('deals the basic or the extended deck and sorts in canonical order', () => {
    expect(decktetDeck(false)).toHaveLength(36);
    expect(decktetDeck(true)).toHaveLength(45);
    expect(sortDecktet(['excuse', 'huntress', 'ace-knots', 'author'])).toEqual(['ace-knots', 'author', 'huntress', 'excuse']);
  });
});

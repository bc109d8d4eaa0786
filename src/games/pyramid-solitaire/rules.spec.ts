import { FULL_DECK } from '../../engine/cards/french.js';
import { pyramidSolitaireGame as game } from './index.js';
import type { PyramidSolitaireMove, PyramidSolitaireState } from './state.js';
import { allCards, position } from './test-builders.js';

const play = (s: PyramidSolitaireState, move: PyramidSolitaireMove) => game.apply(s, 0, move);
const ok = (s: PyramidSolitaireState, move: PyramidSolitaireMove): PyramidSolitaireState => {
  const r = play(s, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} ${r.error.reason}`);
  return r.state;
};
const code = (s: PyramidSolitaireState, move: PyramidSolitaireMove) => {
  const r = play(s, move);
  return r.ok ? 'ACCEPTED' : r.error.code;
};
const remove = (...cards: string[]): PyramidSolitaireMove => ({ type: 'remove', cards });
const DRAW: PyramidSolitaireMove = { type: 'draw' };
const RECYCLE: PyramidSolitaireMove = { type: 'recycle' };
const removalsOf = (s: PyramidSolitaireState) =>
  game
    .legalMoves(s, 0)
    .filter((m) => m.type === 'remove')
    .map((m) => (m.type === 'remove' ? m.cards.join('+') : ''));

describe('pyramid-solitaire: the deal', () => {
  // Seed 1: "deal the cards (face up) in rows to make a pyramid, beginning with one card ...
  // Continue down to a row of 7 cards. The completed pyramid should be 28 cards."
  // Seed 2: "Set the remaining cards face down on the table to make a draw pile."
  it('deals a 28-card pyramid face up and a 24-card stock whose top is face up', () => {
    const s = game.setup(game.schemas.options.parse({}), 1, 'deal-1');
    expect(s.pyramid).toHaveLength(28);
    expect(s.pyramid.every((c) => c !== null)).toBe(true);
    expect(s.stock).toHaveLength(24);
    expect(s.waste).toEqual([]);
    expect(new Set(allCards(s)).size).toBe(52);
    const v = game.view(s, 0);
    expect(v.pyramid).toEqual(s.pyramid);
    expect(v.stockTop).toBe(s.stock[23]);
    expect(v.freeSlots).toEqual([21, 22, 23, 24, 25, 26, 27]);
    expect(game.toAct(s)).toEqual([0]);
  });

  it('deals differently for different seeds and identically for the same seed', () => {
    const o = game.schemas.options.parse({});
    expect(game.setup(o, 1, 'a')).toEqual(game.setup(o, 1, 'a'));
    expect(game.setup(o, 1, 'a').pyramid).not.toEqual(game.setup(o, 1, 'b').pyramid);
  });

  it('accepts {} as options and fills the defaults: one pass, all cards, pairs', () => {
    expect(game.schemas.options.parse({})).toEqual({ passes: '1', goal: 'all-cards', sums: 'pairs' });
    expect(game.schemas.options.safeParse({ passes: 2 }).success).toBe(false);
    expect(game.schemas.options.safeParse({ extra: true }).success).toBe(false);
  });

  it('needs exactly one player', () => {
    const o = game.schemas.options.parse({});
    expect(game.validateSetup!(o, 1)).toBeNull();
    expect(game.validateSetup!(o, 2)?.code).toBe('PLAYER_COUNT_INVALID');
  });
});

describe('pyramid-solitaire: removing cards', () => {
  // Seed 3: "If two exposed cards add up to 13 they may be discarded."
  it('removes two free pyramid cards that add up to 13', () => {
    const s = position({ pyramid: { 21: '6H', 22: '7S', 23: '9C' }, stock: ['2D'] });
    const after = ok(s, remove('6H', '7S'));
    expect(after.pyramid[21]).toBeNull();
    expect(after.pyramid[22]).toBeNull();
    expect(after.pyramid[23]).toBe('9C');
    expect(after.removed.slice(-2)).toEqual(['6H', '7S']);
    expect(game.view(after, 0).removedCount).toBe(s.removed.length + 2);
  });

  // Seed 3: "Queens and Aces (12 + 1), Jacks and Twos (11 + 2), Tens and Threes (10 + 3), Nines and
  // Fours (9 + 4), Eights and Fives (8 + 5), Sevens and Sixes (7 + 6) form other pairs"
  it('pairs exactly the cards worth 13 together: Q+A, J+2, T+3, 9+4, 8+5, 7+6', () => {
    const s = position({ pyramid: { 21: 'QS', 22: 'AD', 23: 'JC', 24: '2H', 25: 'TD', 26: '3S', 27: '9H' }, stock: ['4C'] });
    expect(removalsOf(s).sort()).toEqual(['2H+JC', '3S+TD', '4C+9H', 'AD+QS'].sort());
    expect(code(s, remove('QS', 'JC'))).toBe('NOT_THIRTEEN');
    expect(code(s, remove('9H', '3S'))).toBe('NOT_THIRTEEN');
  });

  // Seed 3: "Kings (13) can be discarded by themselves"
  it('removes a King alone, and no other single card', () => {
    const s = position({ pyramid: { 21: 'KD', 22: 'QS' }, stock: ['AC'] });
    expect(removalsOf(s)).toContain('KD');
    expect(ok(s, remove('KD')).pyramid[21]).toBeNull();
    expect(code(s, remove('QS'))).toBe('NOT_THIRTEEN');
    expect(code(s, remove('KD', 'QS'))).toBe('NOT_THIRTEEN');
  });

  // Ruling R1 (rules.md): "a card is free when both cards of the next row
  // that overlap it are gone."
  it('refuses a covered card until both overlapping cards are gone', () => {
    // Slot 15 (row 6, first card) is overlapped by slots 21 and 22 of the base row.
    const s = position({ pyramid: { 15: '6C', 21: 'KH', 22: 'QD', 23: 'AS' }, stock: ['7D'] });
    expect(code(s, remove('6C', '7D'))).toBe('CARD_COVERED');
    const oneGone = ok(s, remove('KH'));
    expect(code(oneGone, remove('6C', '7D'))).toBe('CARD_COVERED');
    const bothGone = ok(oneGone, remove('AS', 'QD'));
    expect(game.view(bothGone, 0).freeSlots).toEqual([15]);
    expect(ok(bothGone, remove('6C', '7D')).pyramid[15]).toBeNull();
  });

  // Ruling R2 (rules.md): "the top of the stock is also face up and usable".
  it('uses the top of the stock, and the next stock card becomes the usable top', () => {
    const s = position({ pyramid: { 27: '8S' }, stock: ['QC', '5H'] });
    const after = ok(s, remove('8S', '5H'));
    expect(after.stock).toEqual(['QC']);
    expect(game.view(after, 0).stockTop).toBe('QC');
    expect(code(s, remove('8S', 'QC'))).toBe('CARD_NOT_AVAILABLE');
  });

  // Ruling R2 (rules.md): "the available cards are the free pyramid cards,
  // the top of the stock and the top of the waste"; seed 3: "The exposed cards can be from the draw
  // pile or the pyramid".
  it('uses the top of the waste, but not the waste cards beneath it', () => {
    const s = position({ pyramid: { 27: '9D' }, stock: ['2S'], waste: ['4H', '4C'] });
    const after = ok(s, remove('4C', '9D'));
    expect(after.waste).toEqual(['4H']);
    expect(game.view(after, 0).wasteTop).toBe('4H');
    const t = position({ pyramid: { 27: '9D' }, stock: ['2S'], waste: ['4H', 'JC'] });
    expect(code(t, remove('4H', '9D'))).toBe('CARD_NOT_AVAILABLE');
  });

  it('pairs the top of the stock with the top of the waste', () => {
    const s = position({ pyramid: { 27: '9D' }, stock: ['5C', '7H'], waste: ['6S'] });
    const after = ok(s, remove('6S', '7H'));
    expect(after.stock).toEqual(['5C']);
    expect(after.waste).toEqual([]);
  });

  it('accepts the cards in any order and lists each removal once in canonical order', () => {
    const s = position({ pyramid: { 21: '7S', 22: '6H' }, stock: ['2D'] });
    expect(removalsOf(s)).toEqual(['6H+7S']);
    expect(ok(s, remove('7S', '6H'))).toEqual(ok(s, remove('6H', '7S')));
  });

  it('refuses a card named twice and a card already removed', () => {
    const s = position({ pyramid: { 21: '7S', 22: '6H' }, stock: ['2D'] });
    expect(code(s, remove('6H', '6H'))).toBe('DUPLICATE_CARD');
    expect(code(s, remove('6S', '7S'))).toBe('CARD_NOT_AVAILABLE');
  });

  // Seed, Alternative 2: "allow any combination of two or more cards that add to thirteen to be
  // discarded. For example, you could discard a 6, 4 and 3 in one turn, since 6 + 4 + 3 = 13."
  it('with sums any-combination removes three or more available cards adding up to 13', () => {
    const pos = { pyramid: { 21: '6D', 22: '4S', 23: '3C' }, stock: ['JH'] };
    const s = position({ ...pos, options: { sums: 'any-combination' } });
    expect(removalsOf(s)).toEqual(['3C+4S+6D']);
    const after = ok(s, remove('6D', '4S', '3C'));
    expect(after.pyramid.slice(21, 24)).toEqual([null, null, null]);
    const pairsOnly = position(pos);
    expect(removalsOf(pairsOnly)).toEqual([]);
    expect(code(pairsOnly, remove('6D', '4S', '3C'))).toBe('PAIRS_ONLY');
  });

  it('with sums any-combination finds every set, pairs included, across pyramid, stock and waste', () => {
    const s = position({ options: { sums: 'any-combination' }, pyramid: { 21: 'AS', 22: '2C', 23: 'TH' }, stock: ['QD'], waste: ['3S'] });
    expect(removalsOf(s).sort()).toEqual(['AS+QD', 'AS+2C+TH', '3S+TH'].sort());
    expect(code(s, remove('AS', '2C', '3S'))).toBe('NOT_THIRTEEN');
  });

  // Ruling R6 (rules.md): "any set of two or more available cards summing to
  // 13; a King still goes alone".
  it('with sums any-combination still removes a King only alone', () => {
    const s = position({ options: { sums: 'any-combination' }, pyramid: { 21: 'KS', 22: 'AC' }, stock: ['5D'] });
    expect(removalsOf(s)).toEqual(['KS']);
    expect(code(s, remove('KS', 'AC'))).toBe('NOT_THIRTEEN');
  });
});

describe('pyramid-solitaire: the stock', () => {
  // Seed 4: "The next card from the draw pile is then placed face up and step 3 is repeated".
  it('draw moves the top of the stock onto the waste', () => {
    const s = position({ pyramid: { 27: '9D' }, stock: ['2S', '5C'], waste: ['8H'] });
    const after = ok(s, DRAW);
    expect(after.stock).toEqual(['2S']);
    expect(after.waste).toEqual(['8H', '5C']);
    const v = game.view(after, 0);
    expect([v.stockTop, v.stockCount, v.wasteTop, v.wasteCount]).toEqual(['2S', 1, '5C', 2]);
  });

  it('cannot draw from an empty stock', () => {
    const s = position({ options: { passes: '3' }, pyramid: { 27: '9D' }, waste: ['2S'] });
    expect(code(s, DRAW)).toBe('STOCK_EMPTY');
  });

  // Seed 4, basic game (passes 1): "until ... all the cards in the draw pile have been turned over (lose)".
  it('with passes 1 never turns the waste over', () => {
    const s = position({ pyramid: { 27: '9D', 26: 'AS' }, waste: ['2S', '3C'] });
    expect(code(s, RECYCLE)).toBe('NO_PASSES_LEFT');
    expect(game.legalMoves(s, 0)).toEqual([]);
  });

  // Ruling R4 (rules.md): passes 3 ("Par, as in the Microsoft collection"):
  // three trips through the stock, i.e. two recycles.
  it('with passes 3 turns the waste over twice, the first card drawn on top again', () => {
    const base = { options: { passes: '3' as const }, pyramid: { 27: '9D' }, waste: ['2S', '3C', '5H'] };
    const first = ok(position(base), RECYCLE);
    expect(first.stock).toEqual(['5H', '3C', '2S']);
    expect(game.view(first, 0).stockTop).toBe('2S');
    expect([first.pass, game.view(first, 0).passesLeft]).toEqual([2, 1]);
    const second = ok(position({ ...base, pass: 2 }), RECYCLE);
    expect([second.pass, game.view(second, 0).passesLeft]).toEqual([3, 0]);
    expect(code(position({ ...base, pass: 3 }), RECYCLE)).toBe('NO_PASSES_LEFT');
  });

  it('turns the waste over only when the stock is empty and the waste is not', () => {
    const o = { passes: '3' as const };
    expect(code(position({ options: o, pyramid: { 27: '9D' }, stock: ['2S'], waste: ['3C'] }), RECYCLE)).toBe('STOCK_NOT_EMPTY');
    expect(code(position({ options: o, pyramid: { 27: '9D' }, stock: ['AH'], waste: [] }), RECYCLE)).toBe('STOCK_NOT_EMPTY');
    expect(code(position({ options: o, pyramid: { 27: '9D', 26: '2D' } }), RECYCLE)).toBe('WASTE_EMPTY');
  });
});

describe('pyramid-solitaire: the end', () => {
  // Seed: "Aim: To remove all the cards from the pyramid."; ruling R5
  // (rules.md): goal "pyramid" (Relaxed Pyramid).
  it('with goal pyramid is won as soon as the pyramid is cleared, stock or not', () => {
    const s = position({ options: { goal: 'pyramid' }, pyramid: { 0: '5S' }, stock: ['QC', '8D'] });
    const after = ok(s, remove('5S', '8D'));
    expect(after.status).toBe('won');
    expect(game.toAct(after)).toEqual([]);
    expect(game.outcome(after)).toMatchObject({ finished: true, winners: [0], draw: false, scores: [after.removed.length] });
  });

  // Ruling R5 (rules.md): goal "all-cards" ("the default: pyramid, stock and
  // waste empty").
  it('with goal all-cards goes on after the pyramid is cleared until stock and waste are empty', () => {
    const s = position({ pyramid: { 0: '5S' }, stock: ['QC', 'AD', '8D'] });
    const cleared = ok(s, remove('5S', '8D'));
    expect(cleared.status).toBe('playing');
    expect(game.outcome(cleared)).toEqual({ finished: false });
    const drawn = ok(cleared, DRAW);
    const won = ok(drawn, remove('QC', 'AD'));
    expect(won.status).toBe('won');
    expect(game.outcome(won)).toMatchObject({ finished: true, winners: [0], draw: false, scores: [52] });
  });

  // Ruling R7 (rules.md): the game is "lost when no removal, draw or recycle
  // is possible any more".
  it('is lost when no removal, draw or recycle is left', () => {
    const s = position({ pyramid: { 27: '9D', 26: 'AS' }, stock: ['2S'], waste: ['3C'] });
    expect(s.status).toBe('playing');
    const after = ok(s, DRAW);
    expect(after.status).toBe('lost');
    expect(game.toAct(after)).toEqual([]);
    expect(game.legalMoves(after, 0)).toEqual([]);
    expect(game.outcome(after)).toEqual({
      finished: true,
      winners: [],
      draw: false,
      scores: [48],
      reason: expect.stringContaining('lost'),
    });
  });

  it('is not lost while a removal is possible even with the stock spent', () => {
    const s = position({ pyramid: { 27: '9D', 26: '4S', 25: 'AS' }, stock: ['2S'] });
    const after = ok(s, DRAW);
    expect(after.status).toBe('playing');
    expect(game.legalMoves(after, 0)).toEqual([{ type: 'remove', cards: ['4S', '9D'] }]);
  });

  it('rejects every move once the game is over', () => {
    const lost = position({ pyramid: { 27: '9D' }, stock: [], waste: ['3C'], status: 'lost' });
    expect(code(lost, DRAW)).toBe('GAME_OVER');
    expect(code(lost, RECYCLE)).toBe('GAME_OVER');
    expect(code(lost, remove('3C'))).toBe('GAME_OVER');
    expect(game.legalMoves(lost, 0)).toEqual([]);
    const won = position({ status: 'won' });
    expect(code(won, DRAW)).toBe('GAME_OVER');
  });

  it('rejects a move from any seat but seat 0', () => {
    const s = position({ pyramid: { 27: '9D' }, stock: ['4C'] });
    expect(game.apply(s, 1, DRAW)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(game.legalMoves(s, 1)).toEqual([]);
  });

  it('never loses or duplicates a card', () => {
    let s = game.setup(game.schemas.options.parse({ passes: '3', sums: 'any-combination' }), 1, 'conservation');
    for (let i = 0; i < 400 && s.status === 'playing'; i++) {
      const moves = game.legalMoves(s, 0);
      s = ok(s, moves[(i * 7) % moves.length]);
      expect([...allCards(s)].sort()).toEqual([...FULL_DECK].sort());
    }
    expect(s.status).not.toBe('playing');
  });
});

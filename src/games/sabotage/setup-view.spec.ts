/** The deal, the options, and what each viewer sees. */
import { FULL_DECK } from '../../engine/cards/french.js';
import { leaves } from '../../engine/testing/conformance.js';
import { sabotageGame as game } from './index.js';
import { allCards, pyramid, play, table } from './test-builders.js';

const setupRows = (rows?: number) => game.setup(game.schemas.options.parse(rows === undefined ? {} : { rows }), 2, 'setup-seed');

describe('sabotage: setup and options', () => {
  // Ruling R1 (rules.md): "Each player has a pyramid of `rows` rows (match option: 4,
  // 5 or 6; default 5, that is 15 cards) ... The base rows are face up and every other pyramid card
  // is face down. The rest is the stock".
  it.each([
    [undefined, 5, 15, 20],
    [4, 4, 10, 30],
    [5, 5, 15, 20],
    [6, 6, 21, 8],
  ])('rows %p: two pyramids of %p rows (%p cards), centre card, display drawn, %p in stock', (opt, rows, size, stock) => {
    const s = setupRows(opt);
    expect(s.rows).toBe(rows);
    const baseStart = size - rows;
    for (const p of s.pyramids) {
      expect(p).toHaveLength(size);
      p.forEach((slot, i) => expect(slot?.faceUp).toBe(i >= baseStart));
    }
    expect(s.centre).not.toBeNull();
    // Seat 0 is the first drawer; the display card is drawn as part of the setup.
    expect([s.drawer, s.turn, s.round, s.secondTurn]).toEqual([0, 0, 1, false]);
    expect(s.display).not.toBeNull();
    expect(s.stock).toHaveLength(stock);
    expect(s.discard).toEqual([]);
    expect(allCards(s).sort()).toEqual([...FULL_DECK].sort());
  });

  it('accepts only rows 4-6 as an integer, and only 2 players', () => {
    for (const rows of [3, 7, 4.5, '5']) expect(game.schemas.options.safeParse({ rows }).success).toBe(false);
    expect(game.schemas.options.safeParse({ rows: 5, extra: 1 }).success).toBe(false);
    expect(game.validateSetup!({ rows: 5 }, 3)?.code).toBe('OPTIONS_INVALID');
    expect(game.validateSetup!({ rows: 5 }, 2)).toBeNull();
  });

  it('deals deterministically from the seed', () => {
    expect(setupRows(5)).toEqual(setupRows(5));
    expect(game.setup({ rows: 5 }, 2, 'other-seed')).not.toEqual(setupRows(5));
  });
});

describe('sabotage: views and hidden information', () => {
  // Ruling C3 (rules.md): face-down pyramid cards are hidden from both players, their
  // owner included; the stock order is hidden; everything face up is public.
  it('hides face-down cards from everyone, their owner included, and the stock', () => {
    const s = setupRows(5);
    const hidden = game.secrets(s, 0);
    expect(hidden).toHaveLength(2 * 10 + 20);
    expect(game.secrets(s, 1)).toEqual(hidden);
    expect(game.secrets(s, null)).toEqual(hidden);
    for (const viewer of [0, 1, null]) {
      const v = game.view(s, viewer);
      const shown = leaves(v);
      expect(hidden.filter((c) => shown.has(c))).toEqual([]);
      expect(JSON.stringify(v)).not.toContain('setup-seed');
      expect(v.pyramids[0].slots[0]).toEqual({ status: 'faceDown', slot: 0 });
      expect(v.stockCount).toBe(20);
    }
    const { viewer: _a, ...v0 } = game.view(s, 0);
    const { viewer: _b, ...v1 } = game.view(s, 1);
    expect(v0).toEqual(v1);
  });

  it('shows a revealed card to everyone', () => {
    const s0 = table({
      pyramids: [pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS 9S 4S 8D'), pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 5D 9D 6D')],
      display: '7D',
    });
    const s = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    expect(game.secrets(s, 1)).not.toContain('6C');
    for (const viewer of [0, 1, null]) {
      expect(game.view(s, viewer).pyramids[0].slots[4]).toEqual({ status: 'faceUp', slot: 4, card: '6C', exposed: true, placed: false, redealt: false });
    }
    expect(game.schemas.view.safeParse(game.view(s, 1)).success).toBe(true);
  });
});

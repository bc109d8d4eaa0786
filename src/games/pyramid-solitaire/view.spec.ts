import { leaves } from '../../engine/testing/conformance.js';
import { pyramidSolitaireGame as game } from './index.js';
import { position } from './test-builders.js';

describe('pyramid-solitaire: what the views show', () => {
  // Seed 2: "Set the remaining cards face down on the table to make a draw pile." Rulings R2 and
  // C3 (rules.md): only the stock's top is face up. The stock below its top
  // is hidden from everyone, player included.
  it('never shows the stock below its top, nor its order, to the player or a spectator', () => {
    const s = game.setup(game.schemas.options.parse({}), 1, 'hidden-1');
    const hidden = s.stock.slice(0, -1);
    expect(hidden).toHaveLength(23);
    expect(game.secrets(s, 0)).toEqual(hidden);
    expect(game.secrets(s, null)).toEqual(hidden);
    for (const viewer of [0, null]) {
      const shown = leaves(game.view(s, viewer));
      expect(hidden.filter((c) => shown.has(c))).toEqual([]);
      expect(shown.has(s.stock[23])).toBe(true);
      expect(JSON.stringify(game.view(s, viewer))).not.toContain(s.rng.seed);
    }
  });

  it('shows the same view to the player and to spectators, matching the view schema', () => {
    const s = position({ options: { passes: '3' }, pyramid: { 20: 'QH', 26: '5S', 27: '2D' }, stock: ['AC', '9S'], waste: ['3D', '7C'], pass: 2, removedThisPass: 3 });
    const v = game.view(s, 0);
    expect(game.view(s, null)).toEqual(v);
    expect(game.schemas.view.parse(v)).toEqual(v);
    expect(v).toMatchObject({
      freeSlots: [26, 27],
      stockCount: 2,
      stockTop: '9S',
      wasteCount: 2,
      wasteTop: '7C',
      pass: 2,
      passesLeft: 1,
      removedThisPass: 3,
      removedCount: 45,
      status: 'playing',
      options: { passes: '3', goal: 'all-cards', sums: 'pairs' },
    });
    expect(v.pyramid[20]).toBe('QH');
    expect(v.pyramid.filter((c) => c !== null)).toHaveLength(3);
    expect(leaves(v).has('3D')).toBe(false);
    expect(leaves(v).has('AC')).toBe(false);
  });

  it('does not tell where a hidden card lies when a removal names it', () => {
    const s = position({ pyramid: { 27: '9D' }, stock: ['4S', '2H'] });
    const inStock = game.apply(s, 0, { type: 'remove', cards: ['4S', '9D'] });
    const removedAlready = game.apply(s, 0, { type: 'remove', cards: ['4C', '9D'] });
    expect(inStock.ok || removedAlready.ok).toBe(false);
    if (!inStock.ok && !removedAlready.ok) {
      expect(inStock.error.code).toBe('CARD_NOT_AVAILABLE');
      expect(inStock.error.reason.replace('Four of Spades', 'X')).toBe(removedAlready.error.reason.replace('Four of Clubs', 'X'));
    }
  });
});

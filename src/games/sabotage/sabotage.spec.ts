/**
 * Reveals and sabotage placements. Slots of a 4-row pyramid: 0 | 1 2 | 3 4 5 | 6 7 8 9 (base);
 * slot 4 is overlapped by slots 7 and 8.
 */
import { sabotageGame as game } from './index.js';
import { cardAt, pyramid, play, refused, table } from './test-builders.js';

// Seat 0 removes 9S + 4S (slots 7, 8): slot 4 (6C) is exposed and revealed; slots 3 and 5 stay
// overlapped by KS and 8D. Seat 1 has empty slots 7 and 8.
const oneReveal = () =>
  table({
    pyramids: [
      pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS 9S 4S 8D'),
      pyramid('~2H', '~3H ~4H', '~5H 6H ~7H', 'QD . . 7S'),
    ],
    display: '7D',
    stock: ['TD', 'AD'],
  });

describe('sabotage: reveals and placements', () => {
  // Ruling R2 (rules.md): "A face-down card that becomes exposed is turned face up at
  // once"; seed rule 3: "player turns over the new card ... Player then draws a new card from the
  // draw deck ... selects an open space in the opponent's pyramid and places the card there."
  it('a removal revealing one card obliges one placement, into a slot the remover chooses', () => {
    const s1 = play(oneReveal(), 0, { type: 'remove', cards: ['9S', '4S'] });
    expect(s1.pyramids[0][4]).toEqual({ card: '6C', faceUp: true, placed: false, redealt: false });
    expect(s1.pendingPlacements).toBe(1);
    expect(s1.turn).toBe(0);
    expect(game.legalMoves(s1, 0)).toEqual([
      { type: 'place', slot: 7 },
      { type: 'place', slot: 8 },
    ]);
    const s2 = play(s1, 0, { type: 'place', slot: 8 });
    expect(s2.pyramids[1][8]).toEqual({ card: 'AD', faceUp: true, placed: true, redealt: false });
    expect(s2.stock.at(-1)).toBe('TD');
    expect(s2.pendingPlacements).toBe(0);
    expect(s2.turn).toBe(0);
  });

  // Ruling R7 (rules.md): the placements come "before any further removal".
  it('refuses removals and passing while a placement is pending', () => {
    const s1 = play(oneReveal(), 0, { type: 'remove', cards: ['9S', '4S'] });
    expect(refused(game.apply(s1, 0, { type: 'remove', cards: ['KS'] }))).toBe('PLACEMENT_PENDING');
    expect(refused(game.apply(s1, 0, { type: 'pass' }))).toBe('PLACEMENT_PENDING');
    expect(refused(game.apply(s1, 0, { type: 'place', slot: 0 }))).toBe('SLOT_OCCUPIED');
    expect(refused(game.apply(s1, 0, { type: 'place', slot: 10 }))).toBe('SLOT_INVALID');
    expect(refused(game.apply(oneReveal(), 0, { type: 'place', slot: 7 }))).toBe('NO_PLACEMENT_PENDING');
  });

  // Seed rule 3b: "If the newly flipped over card can make a pair with another card in player's
  // pyramid, player is permitted to combine the cards and remove them." (3c: keep going.)
  it('the revealed card may be used by its owner once the placements are made', () => {
    const s1 = play(play(oneReveal(), 0, { type: 'remove', cards: ['9S', '4S'] }), 0, { type: 'place', slot: 7 });
    expect(game.legalMoves(s1, 0)).toEqual([
      { type: 'remove', cards: ['6C', '7D'] },
      { type: 'remove', cards: ['KS'] },
      { type: 'pass' },
    ]);
  });

  // Seed rule 3a: "If 2 new cards are revealed through card pairing, then flip both cards over and
  // add 2 cards from the draw pile to the opponent's pyramid."
  it('two cards revealed by one removal oblige two placements, one move each', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', '. 9S 4S 8D'),
        pyramid('~2H', '~3H ~4H', '~5H 6H ~7H', 'QD . . 7S'),
      ],
      display: '7D',
      stock: ['TD', 'AD'],
    });
    const s1 = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    expect([s1.pyramids[0][3]?.faceUp, s1.pyramids[0][4]?.faceUp, s1.pyramids[0][5]?.faceUp]).toEqual([true, true, false]);
    expect(s1.pendingPlacements).toBe(2);
    const s2 = play(s1, 0, { type: 'place', slot: 7 });
    expect(s2.pendingPlacements).toBe(1);
    expect(game.legalMoves(s2, 0)).toEqual([{ type: 'place', slot: 8 }]);
    const s3 = play(s2, 0, { type: 'place', slot: 8 });
    expect([cardAt(s3, 1, 7), cardAt(s3, 1, 8)]).toEqual(['AD', 'TD']);
    expect(s3.pendingPlacements).toBe(0);
  });

  // Ruling R7 (rules.md): "A placed card counts as in the pyramid: it can re-block
  // cards and can be removed later."
  it('a placed card re-blocks the cards above it', () => {
    const s0 = oneReveal();
    expect(game.legalMoves({ ...s0, turn: 1, secondTurn: true }, 1)).toContainEqual({ type: 'remove', cards: ['6H', '7S'] });
    const s1 = play(play(s0, 0, { type: 'remove', cards: ['9S', '4S'] }), 0, { type: 'place', slot: 7 });
    const s2 = play(s1, 0, { type: 'pass' });
    expect(s2.turn).toBe(1);
    expect(refused(game.apply(s2, 1, { type: 'remove', cards: ['6H', '7S'] }))).toBe('CARD_BLOCKED');
    expect(game.legalMoves(s2, 1).some((m) => m.type === 'remove' && m.cards.includes('6H'))).toBe(false);
    expect(game.view(s2, 1).pyramids[1].slots[4]).toEqual({ status: 'faceUp', slot: 4, card: '6H', exposed: false, placed: false, redealt: false });
  });

  it('a placed card can be removed later by the pyramid\'s owner', () => {
    const s1 = play(play(oneReveal(), 0, { type: 'remove', cards: ['9S', '4S'] }), 0, { type: 'place', slot: 8 });
    // AD lies in seat 1's slot 8; QD is in slot 6.
    const s2 = play(s1, 0, { type: 'pass' });
    const s3 = play(s2, 1, { type: 'remove', cards: ['QD', 'AD'] });
    expect(cardAt(s3, 1, 8)).toBeNull();
    expect(s3.discard.slice(-2)).toEqual(['AD', 'QD']);
  });

  // Ruling R7 (rules.md): "If the opponent's pyramid has no empty slot, the card goes
  // to the discard pile."
  it('with no empty slot in the opponent\'s pyramid the sabotage card is discarded', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS 9S 4S 8D'),
        pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 5D 9D 6D'),
      ],
      display: '7D',
      stock: ['TD', 'AD'],
    });
    const s1 = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    expect(s1.pendingPlacements).toBe(0);
    expect(s1.discard).toEqual(['4S', '9S', 'AD']);
    expect(s1.stock.at(-1)).toBe('TD');
    expect(s1.pyramids[1].every((p) => p !== null)).toBe(true);
    expect(game.legalMoves(s1, 0)).toContainEqual({ type: 'pass' });
  });

  it('with fewer empty slots than cards owed, the cards that do not fit are discarded', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', '. 9S 4S 8D'),
        pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD . 9D 6D'),
      ],
      display: '7D',
      stock: ['TD', 'AD'],
    });
    const s1 = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    expect(s1.pendingPlacements).toBe(2);
    const s2 = play(s1, 0, { type: 'place', slot: 7 });
    expect(cardAt(s2, 1, 7)).toBe('AD');
    expect(s2.pendingPlacements).toBe(0);
    expect(s2.discard.at(-1)).toBe('TD');
  });

  // Ruling R7 (rules.md): "Placed cards do not themselves trigger sabotage" (the
  // opponent's flip of a placed card in seed rule 3 is no reveal that would oblige them to place
  // cards in return).
  it('a placement obliges nobody to place cards in return', () => {
    const s1 = play(play(oneReveal(), 0, { type: 'remove', cards: ['9S', '4S'] }), 0, { type: 'place', slot: 7 });
    expect(s1.pendingPlacements).toBe(0);
    const s2 = play(s1, 0, { type: 'pass' });
    expect(s2.turn).toBe(1);
    expect(s2.pendingPlacements).toBe(0);
    expect(game.legalMoves(s2, 1).every((m) => m.type !== 'place')).toBe(true);
  });

  // A sabotage card may fill the opponent's empty apex slot: they must clear it again.
  it('a card placed on the opponent\'s empty apex un-reaches them', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS 9S 4S 8D'),
        pyramid('.', '. .', '. . .', 'AH . . .'),
      ],
      centre: 'QC',
      display: '7D',
      stock: ['TD', 'AD'],
    });
    const s1 = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    const s2 = play(play(s1, 0, { type: 'place', slot: 0 }), 0, { type: 'pass' });
    expect(game.view(s2, null).pyramids[1].reached).toBe(false);
    expect(refused(game.apply(s2, 1, { type: 'remove', cards: ['AH', 'QC'] }))).toBe('CENTRE_NOT_REACHED');
  });

  // Ruling R7 (rules.md): sabotage cards come from the stock "(reshuffling as in
  // R9)".
  it('a placement from an empty stock reshuffles the discard pile with the match generator', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS 9S 4S 8D'),
        pyramid('~2H', '~3H ~4H', '~5H 6H ~7H', 'QD . . 7S'),
      ],
      display: null,
      stock: [],
      discard: ['AD', 'TD', 'JD'],
      rest: 'none',
    });
    const s1 = play(s0, 0, { type: 'remove', cards: ['9S', '4S'] });
    const s2 = play(s1, 0, { type: 'place', slot: 7 });
    expect(s2.rng.counter).toBeGreaterThan(s1.rng.counter);
    expect(s2.discard).toEqual([]);
    expect([...s2.stock, cardAt(s2, 1, 7)].sort()).toEqual(['4S', '9S', 'AD', 'JD', 'TD'].sort());
    expect(s2.removedThisPass).toBe(false);
  });
});

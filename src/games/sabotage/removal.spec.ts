/**
 * Removals within one's own pyramid. Slots of a 4-row pyramid:
 *        0
 *       1 2
 *      3 4 5
 *     6 7 8 9      <- base row, nearest its owner
 */
import { sabotageGame as game } from './index.js';
import { pyramid, play, refused, table } from './test-builders.js';

const base = () =>
  table({
    pyramids: [
      pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS AS 9S 8D'),
      pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D'),
    ],
    centre: 'TC',
    display: 'QH',
  });

describe('sabotage: removals', () => {
  // Ruling R5 (rules.md): the removals are an exposed King alone, two exposed own
  // cards summing to 13, or one exposed own card with the display card; then the player passes.
  it('lists exactly the removals of ruling R5, then pass', () => {
    expect(game.legalMoves(base(), 0)).toEqual([
      { type: 'remove', cards: ['KS'] },
      { type: 'remove', cards: ['AS', 'QH'] },
      { type: 'pass' },
    ]);
    expect(game.legalMoves(base(), 1)).toEqual([]);
  });

  // Seed: "King can be removed without making a pair b/c it already equals 13."
  // Seed rule 4: "All removed cards go into the draw discard pile."
  it('removes an exposed King alone to the discard pile', () => {
    const s = play(base(), 0, { type: 'remove', cards: ['KS'] });
    expect(s.pyramids[0][6]).toBeNull();
    expect(s.discard).toEqual(['KS']);
    expect(s.removedThisPass).toBe(true);
    // Slot 3 is still overlapped by AS in slot 7: it stays face down and nothing is owed.
    expect(s.pyramids[0][3]).toEqual({ card: '5C', faceUp: false, placed: false, redealt: false });
    expect(s.pendingPlacements).toBe(0);
    expect(s.turn).toBe(0);
  });

  // Seed objective: "Make pairs to equal 13 in order to clear your pyramid."
  it('removes two exposed cards of one\'s own pyramid summing to 13', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'AS 9S QS 8D'),
        pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D'),
      ],
      display: '2D',
    });
    const s = play(s0, 0, { type: 'remove', cards: ['AS', 'QS'] });
    expect(s.pyramids[0][6]).toBeNull();
    expect(s.pyramids[0][8]).toBeNull();
    expect(s.discard).toEqual(['AS', 'QS']);
    expect(s.display).toBe('2D');
  });

  // Seed rule 2: "see if they can make a pair equal 13 with the displayed card"; ruling R5
  // (rules.md): "the display card is used up".
  it('pairs an exposed card with the display card, using the display card up', () => {
    const s = play(base(), 0, { type: 'remove', cards: ['AS', 'QH'] });
    expect(s.display).toBeNull();
    expect(s.pyramids[0][7]).toBeNull();
    expect(s.discard).toEqual(['AS', 'QH']);
    expect(game.legalMoves(s, 0)).toEqual([{ type: 'remove', cards: ['KS'] }, { type: 'pass' }]);
  });

  it('accepts the two cards of a pair in either order', () => {
    const a = play(base(), 0, { type: 'remove', cards: ['AS', 'QH'] });
    const b = play(base(), 0, { type: 'remove', cards: ['QH', 'AS'] });
    expect(b).toEqual(a);
  });

  // Seed: "Cards cannot be paired with opponents cards. Cards can only be paired within the
  // player's own pyramid." Ruling R5 (rules.md): "Cards never pair with the
  // opponent's cards."
  it('never pairs a card with the opponent\'s cards', () => {
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: ['AS', 'QD'] }))).toBe('NOT_YOUR_PYRAMID');
    // Not even the opponent's own pair, nor the opponent's card with the display card.
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: ['4D', '9D'] }))).toBe('NOT_YOUR_PYRAMID');
    const qd = table({
      pyramids: [pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS AS 9S 8D'), pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D')],
      display: 'AH',
    });
    expect(refused(game.apply(qd, 0, { type: 'remove', cards: ['QD', 'AH'] }))).toBe('NOT_YOUR_PYRAMID');
  });

  // Seed rule 2a: "Pairs can only be made if the open-faced card is not blocked by another card
  // below on either corner." Ruling R2 (rules.md): "A pyramid card is exposed when no
  // card of the row nearer its owner overlaps it (as in solitaire)."
  it('refuses a face-up card overlapped on either corner', () => {
    const s0 = table({
      pyramids: [
        pyramid('~2C', '~3C ~4C', 'QC ~6C ~7C', 'KS AS 9S 8D'),
        pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D'),
      ],
      display: '5S',
    });
    expect(refused(game.apply(s0, 0, { type: 'remove', cards: ['QC', 'AS'] }))).toBe('CARD_BLOCKED');
    // One corner freed (KS gone), the other (AS) still blocks QC.
    const s1 = play(s0, 0, { type: 'remove', cards: ['KS'] });
    expect(refused(game.apply(s1, 0, { type: 'remove', cards: ['QC', 'AS'] }))).toBe('CARD_BLOCKED');
    expect(game.legalMoves(s1, 0)).toEqual([{ type: 'remove', cards: ['5S', '8D'] }, { type: 'pass' }]);
  });

  // Objectives: "Make pairs to equal 13"; only a King goes alone.
  it('refuses cards that do not sum to 13 and a non-King alone', () => {
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: ['9S', '8D'] }))).toBe('NOT_THIRTEEN');
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: ['9S'] }))).toBe('NOT_THIRTEEN');
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: ['KS', 'KS'] }))).toBe('CARD_REPEATED');
  });

  // Ruling R5 (rules.md) lists "an exposed King of the player's own pyramid alone" —
  // a display King is not one.
  it('does not remove a King display card alone', () => {
    const s0 = table({
      pyramids: [pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'QS AS 9S 8D'), pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D')],
      display: 'KH',
    });
    expect(refused(game.apply(s0, 0, { type: 'remove', cards: ['KH'] }))).toBe('NOT_THIRTEEN');
    expect(game.legalMoves(s0, 0)).toEqual([{ type: 'remove', cards: ['AS', 'QS'] }, { type: 'pass' }]);
  });

  // Hidden information: a face-down card is unknown to its owner too, so naming it must answer
  // exactly as naming a stock card does (no oracle for guesses).
  it('answers a guess at a face-down card exactly like a guess at a stock card', () => {
    const s = base();
    const stockCard = s.stock[0];
    const own = game.apply(s, 0, { type: 'remove', cards: ['2C'] });
    const theirs = game.apply(s, 0, { type: 'remove', cards: ['2H'] });
    const stock = game.apply(s, 0, { type: 'remove', cards: [stockCard] });
    for (const r of [own, theirs, stock]) expect(refused(r)).toBe('CARD_NOT_AVAILABLE');
    if (own.ok || stock.ok) throw new Error('unreachable');
    expect(own.error.reason.replace('2C', 'X')).toBe(stock.error.reason.replace(stockCard, 'X'));
  });

  it('refuses moves from the seat not to act, and malformed moves', () => {
    expect(refused(game.apply(base(), 1, { type: 'remove', cards: ['4D', '9D'] }))).toBe('NOT_YOUR_TURN');
    expect(refused(game.apply(base(), 0, { type: 'remove', cards: [] } as never))).toBe('MOVE_INVALID');
    expect(refused(game.apply(base(), 0, { type: 'flip' } as never))).toBe('MOVE_INVALID');
  });
});

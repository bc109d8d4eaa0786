/**
 * The centre card and winning. Slots of a 4-row pyramid: 0 | 1 2 | 3 4 5 | 6 7 8 9 (base).
 */
import { sabotageGame as game } from './index.js';
import { pyramid, play, refused, table } from './test-builders.js';

const FULL_1 = pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 9D 6D');

describe('sabotage: the centre card', () => {
  // Ruling R6 (rules.md): "A player has reached the centre once their own apex slot
  // is empty. From then on they may remove the centre card with an exposed card of their own or
  // with the display card, summing to 13".
  it('cannot be taken before one\'s own apex slot is empty', () => {
    const s0 = table({
      pyramids: [pyramid('7D', '. .', '. 6C .', 'AS . . 8D'), FULL_1],
      centre: 'QC',
      display: '5S',
    });
    expect(refused(game.apply(s0, 0, { type: 'remove', cards: ['AS', 'QC'] }))).toBe('CENTRE_NOT_REACHED');
    expect(game.legalMoves(s0, 0).some((m) => m.type === 'remove' && m.cards.includes('QC'))).toBe(false);
    // Clearing the apex (7D + 6C) reaches the centre; now AS + QC is legal and wins.
    const s1 = play(s0, 0, { type: 'remove', cards: ['7D', '6C'] });
    expect(game.legalMoves(s1, 0)).toContainEqual({ type: 'remove', cards: ['AS', 'QC'] });
  });

  // Seed: "Win condition: Be the one to clear the top card." Ruling R6 (rules.md):
  // "Clearing the centre card wins at once."
  it('clearing the centre card with an own exposed card wins at once', () => {
    const s0 = table({ pyramids: [pyramid('.', '. .', '. 6C .', 'AS . . 8D'), FULL_1], centre: 'QC', display: '5S' });
    const s = play(s0, 0, { type: 'remove', cards: ['QC', 'AS'] });
    expect(s.centre).toBeNull();
    expect(game.outcome(s)).toEqual({ finished: true, winners: [0], draw: false, reason: 'Seat 0 cleared the centre card.' });
    expect(game.toAct(s)).toEqual([]);
    expect(game.legalMoves(s, 0)).toEqual([]);
    expect(refused(game.apply(s, 0, { type: 'pass' }))).toBe('GAME_OVER');
    expect(refused(game.apply(s, 1, { type: 'pass' }))).toBe('GAME_OVER');
  });

  it('the centre card pairs with the display card too', () => {
    const s0 = table({ pyramids: [FULL_1, pyramid('.', '. .', '. . .', '. . . 8S')], centre: 'QC', display: 'AH', turn: 1, secondTurn: true });
    expect(game.legalMoves(s0, 1)).toEqual([{ type: 'remove', cards: ['AH', 'QC'] }, { type: 'pass' }]);
    const s = play(s0, 1, { type: 'remove', cards: ['QC', 'AH'] });
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [1], draw: false });
  });

  // Ruling R6 (rules.md): the centre card "alone if it is a King".
  it('a King in the centre is cleared alone, once reached', () => {
    const notReached = table({ pyramids: [pyramid('7D', '. .', '. . .', '. . . .'), FULL_1], centre: 'KC', display: '5S' });
    expect(refused(game.apply(notReached, 0, { type: 'remove', cards: ['KC'] }))).toBe('CENTRE_NOT_REACHED');
    const reached = table({ pyramids: [pyramid('.', '. .', '. . .', '. . . QS'), FULL_1], centre: 'KC', display: 'AH' });
    // A centre King pairs with nothing; QS pairs with the display instead.
    expect(game.legalMoves(reached, 0)).toEqual([
      { type: 'remove', cards: ['AH', 'QS'] },
      { type: 'remove', cards: ['KC'] },
      { type: 'pass' },
    ]);
    const s = play(reached, 0, { type: 'remove', cards: ['KC'] });
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [0] });
  });

  it('the opponent having reached the centre does not let the player take it', () => {
    const s0 = table({ pyramids: [pyramid('7D', '. .', '. . .', 'AS . . .'), pyramid('.', '. .', '. . .', '. . . 8S')], centre: 'QC', display: '5S' });
    expect(refused(game.apply(s0, 0, { type: 'remove', cards: ['AS', 'QC'] }))).toBe('CENTRE_NOT_REACHED');
  });
});

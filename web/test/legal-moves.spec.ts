/** Reading a legal-moves answer (web/src/api/legal-moves.ts): the moves it stands for, for any game. */
import { expandLegalMoves } from '../src/api/legal-moves.js';

describe('expanding a legal-moves answer', () => {
  it('gives each listed move with every combination of its alternatives (the LegalMoves schema), and keeps anyOrder with its move', () => {
    const answer = {
      version: 3,
      seat: 0,
      moves: [
        { type: 'attack', card: 'x', targetSeat: 1, targetTower: 0, unblockable: false },
        { type: 'draw' },
        { type: 'order', cards: ['a', 'b'] },
      ],
      anyOrder: [{ move: 2, field: 'cards' }],
      alternatives: [
        { move: 0, fields: ['targetSeat', 'targetTower'], values: [[1, 0], [2, 3]] },
        { move: 0, fields: ['unblockable'], values: [[false], [true]] },
      ],
    };
    expect(expandLegalMoves(answer)).toEqual([
      { move: { type: 'attack', card: 'x', targetSeat: 1, targetTower: 0, unblockable: false }, anyOrder: null },
      { move: { type: 'attack', card: 'x', targetSeat: 1, targetTower: 0, unblockable: true }, anyOrder: null },
      { move: { type: 'attack', card: 'x', targetSeat: 2, targetTower: 3, unblockable: false }, anyOrder: null },
      { move: { type: 'attack', card: 'x', targetSeat: 2, targetTower: 3, unblockable: true }, anyOrder: null },
      { move: { type: 'draw' }, anyOrder: null },
      { move: { type: 'order', cards: ['a', 'b'] }, anyOrder: 'cards' },
    ]);
  });
});

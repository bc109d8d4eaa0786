/** Tic-tac-toe's rules (rules.md), one scenario each. */
import { ticTacToeGame as game } from './index.js';
import type { TicTacToeState } from './state.js';

const play = (cells: number[], options = {}): TicTacToeState => {
  let s = game.setup(game.schemas.options.parse(options), 2, 'seed');
  for (const [i, cell] of cells.entries()) {
    const r = game.apply(s, i % 2, { type: 'mark', cell });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
};

describe('tic-tac-toe', () => {
  it('"A player who completes a line of three of their marks wins"', () => {
    expect(game.outcome(play([0, 3, 1, 4, 2]))).toMatchObject({ finished: true, winners: [0], draw: false });
  });

  it('"with the option misere they lose instead"', () => {
    expect(game.outcome(play([0, 3, 1, 4, 2], { misere: true }))).toMatchObject({ finished: true, winners: [1] });
  });

  it('"A full grid without a line is a draw"', () => {
    expect(game.outcome(play([0, 1, 2, 4, 3, 5, 7, 6, 8]))).toMatchObject({ finished: true, winners: [], draw: true });
  });

  it('"a player marks one empty cell": a marked cell is refused with CELL_TAKEN', () => {
    const r = game.apply(play([4]), 1, { type: 'mark', cell: 4 });
    expect(r.ok ? null : r.error.code).toBe('CELL_TAKEN');
  });
});

/** The rules (rules.md): mark an empty cell in turn; three in a row ends the game. */
import { accept, reject, type ApplyResult, type Outcome, type Seat } from '../../engine/game.js';
import type { TicTacToeMove, TicTacToeOptions, TicTacToeState } from './state.js';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const setup = (options: TicTacToeOptions): TicTacToeState => ({ options, cells: Array(9).fill(null), toMove: 0, line: null });

const full = (s: TicTacToeState) => s.cells.every((c) => c !== null);
const over = (s: TicTacToeState) => s.line !== null || full(s);

export const toAct = (s: TicTacToeState): Seat[] => (over(s) ? [] : [s.toMove]);

export function legalMoves(s: TicTacToeState, seat: Seat): TicTacToeMove[] {
  if (over(s) || seat !== s.toMove) return [];
  return s.cells.flatMap((c, cell) => (c === null ? [{ type: 'mark' as const, cell }] : []));
}

export function apply(s: TicTacToeState, seat: Seat, move: TicTacToeMove): ApplyResult<TicTacToeState> {
  if (over(s)) return reject('GAME_OVER', 'The game is over.');
  if (seat !== s.toMove) return reject('NOT_YOUR_TURN', 'It is the other player’s turn.');
  if (move.type !== 'mark' || !Number.isInteger(move.cell) || move.cell < 0 || move.cell > 8) return reject('NO_SUCH_CELL', 'Mark one of the cells 0 to 8.');
  if (s.cells[move.cell] !== null) return reject('CELL_TAKEN', `Cell ${move.cell} is marked already.`);
  const cells = s.cells.map((c, i) => (i === move.cell ? seat : c));
  const line = LINES.find((l) => l.every((i) => cells[i] === seat)) ?? null;
  return accept({ options: s.options, cells, toMove: seat === 0 ? 1 : 0, line });
}

export function outcome(s: TicTacToeState): Outcome {
  if (s.line !== null) {
    const completer = s.cells[s.line[0]]!;
    const winner = s.options.misere ? 1 - completer : completer;
    return { finished: true, winners: [winner], draw: false, reason: `Seat ${completer} completed a line${s.options.misere ? ' and loses (misère)' : ''}.` };
  }
  if (full(s)) return { finished: true, winners: [], draw: true, reason: 'The board is full without a line: a draw.' };
  return { finished: false };
}

/**
 * Tic-tac-toe: the toy game CI registers in a scratch copy of the repository (.ci/toy-game.sh),
 * exactly as a contributor adds a game: this folder in src/games/tic-tac-toe/, one import and one
 * entry in GAMES. No bot, no hidden information, games of at most nine plies. Rules: rules.md.
 */
import type { Game, Viewer } from '../../engine/game.js';
import { TIC_TAC_TOE_REJECTIONS } from './rejections.js';
import { apply, legalMoves, outcome, setup, toAct } from './rules.js';
import { MoveSchema, OptionsSchema, ViewSchema, type TicTacToeMove, type TicTacToeOptions, type TicTacToeState, type TicTacToeView } from './state.js';

const view = (s: TicTacToeState, _viewer: Viewer): TicTacToeView => ({
  options: s.options,
  cells: s.cells.map((c) => (c === null ? null : c === 0 ? 'X' : 'O')),
  toMove: toAct(s)[0] ?? null,
  line: s.line && [...s.line],
});

export const ticTacToeGame: Game<TicTacToeOptions, TicTacToeState, TicTacToeMove, TicTacToeView> = {
  meta: {
    id: 'tic-tac-toe',
    title: 'Tic-tac-toe',
    summary: 'Two players mark a 3×3 grid in turn; three in a row wins (or loses, in misère).',
    minPlayers: 2,
    maxPlayers: 2,
    hiddenInformation: false,
    randomness: false,
    simultaneousMoves: false,
    drawPossible: true,
    rulesVersion: 1,
    rulesDoc: 'src/games/tic-tac-toe/rules.md',
    typeName: 'TicTacToe',
  },
  schemas: { options: OptionsSchema, move: MoveSchema, view: ViewSchema },
  rejections: TIC_TAC_TOE_REJECTIONS,
  validateSetup: (_options, seats) => (seats === 2 ? null : { code: 'OPTIONS_INVALID', reason: 'Tic-tac-toe is played by exactly two players.' }),
  setup: (options) => setup(options),
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  secrets: () => [],
};

export type { TicTacToeMove, TicTacToeOptions, TicTacToeState, TicTacToeView };

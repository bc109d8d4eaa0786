/** Every code Tic-tac-toe's rules answer with, and what it means (rules.md says when). */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const TIC_TAC_TOE_REJECTIONS: Rejections = {
  move: {
    CELL_TAKEN: 'The cell is marked already.',
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    NO_SUCH_CELL: 'Not a cell: use 0 to 8, row by row.',
  },
  setup: { OPTIONS_INVALID: COMMON_REJECTIONS.OPTIONS_INVALID },
};

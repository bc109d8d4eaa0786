/** Tic-tac-toe's schemas and state: one schema per shape, named for OpenAPI and GraphQL. */
import { z } from 'zod';
import type { Seat } from '../../engine/game.js';

export const OptionsSchema = z
  .object({
    misere: z.boolean().default(false).describe('Misère: whoever completes a line of three loses instead of winning.'),
  })
  .strict()
  .meta({ id: 'TicTacToeOptions', description: 'Match options of Tic-tac-toe.' });
export type TicTacToeOptions = z.infer<typeof OptionsSchema>;

export const MarkMoveSchema = z
  .object({
    type: z.literal('mark'),
    cell: z.number().int().min(0).max(8).describe('The cell to mark, 0 to 8, row by row from the top left.'),
  })
  .strict()
  .meta({ id: 'TicTacToeMark', description: 'Put your mark in an empty cell.' });

export const MoveSchema = z.discriminatedUnion('type', [MarkMoveSchema]).meta({ id: 'TicTacToeMove', description: 'A move of Tic-tac-toe.' });
export type TicTacToeMove = z.infer<typeof MoveSchema>;

export const MarkSchema = z.enum(['X', 'O']).meta({ id: 'TicTacToeMarkSymbol', description: 'X for seat 0, O for seat 1.' });

export const ViewSchema = z
  .object({
    options: OptionsSchema,
    cells: z.array(MarkSchema.nullable()).length(9).describe('The nine cells, row by row from the top left; null when empty.'),
    toMove: z.number().int().nullable().describe('The seat to move; null once the game is over.'),
    line: z.array(z.number().int()).nullable().describe('The three cells of the completed line, if any.'),
  })
  .strict()
  .meta({ id: 'TicTacToeView', description: 'The board of a Tic-tac-toe match, as everyone sees it.' });
export type TicTacToeView = z.infer<typeof ViewSchema>;

export interface TicTacToeState {
  readonly options: TicTacToeOptions;
  /** The seat whose mark is in each cell. */
  readonly cells: readonly (Seat | null)[];
  readonly toMove: Seat;
  /** The completed line, once there is one. */
  readonly line: readonly number[] | null;
}

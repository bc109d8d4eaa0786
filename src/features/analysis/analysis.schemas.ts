/** The post-game analysis as the API answers it: one zod schema for validation, OpenAPI and GraphQL. */
import { z } from 'zod';

const MoveJson = z.record(z.string(), z.unknown());
const SolveStatusSchema = z.enum(['won', 'unwinnable', 'undecided']).meta({
  id: 'SolveStatus',
  description: 'won: the solver found a winning line; unwinnable: it proved none exists; undecided: it searched its budget of positions without deciding.',
});

export const PlyAnalysisSchema = z
  .object({
    ply: z.number().int().describe('The ply of the move in the log (as in the history).'),
    seat: z.number().int().describe('The seat that played it.'),
    played: MoveJson.describe('The move played.'),
    best: MoveJson.nullable().describe("The move the game's bot finds best from that seat's view at the time (never from cards it could not see); null when the ply was not analysed."),
    playedValue: z.number().nullable().describe("The played move's expected result for the seat, from 0 (a sure loss) to 1 (a sure win), by the bot's scoring; null when the bot cannot score moves or the move was forced."),
    bestValue: z.number().nullable().describe("The best move's expected result on the same scale; null as playedValue."),
    loss: z.number().nullable().describe('bestValue - playedValue (0 for the best move or a forced one); null when the bot cannot score moves.'),
    forced: z.boolean().describe('The seat had only this move.'),
  })
  .meta({ id: 'PlyAnalysis', description: 'One move of a finished match, judged from what its seat could see when it played.' });

export const ExactAnalysisSchema = z
  .object({
    winnableAtStart: SolveStatusSchema.describe('Whether the game could be won from its first position (the deal as dealt), by the exact solver on the revealed deal.'),
    lostAtPly: z.number().int().nullable().describe('The ply of the first move after which the game could no longer be won; null if it never became lost, was not winnable at the start, or was not decided.'),
    decided: z.boolean().describe('True when every solver call was decided within its budget of positions.'),
  })
  .meta({ id: 'ExactAnalysis', description: 'The exact answer, for games a solver decides (Pyramid Solitaire).' });

export const MatchAnalysisSchema = z
  .object({
    matchId: z.string().describe('The match.'),
    game: z.string().describe('Its game.'),
    method: z.enum(['score', 'decision', 'none']).describe("How moves were judged: score = the bot's scoring of every legal move (best move and loss); decision = the bot's choice only (best move, no loss); none = the game has no bot."),
    plies: z.array(PlyAnalysisSchema).describe('Every move still in effect, in order (taken-back moves left out).'),
    complete: z.boolean().describe('False when the match had more moves than ANALYSIS_MAX_PLIES: later plies have best, values and loss null.'),
    exact: ExactAnalysisSchema.nullable().describe('The exact answer where the game has one; null otherwise.'),
    computedAt: z.string().describe('ISO 8601: when the analysis was computed (it is computed once and kept).'),
  })
  .meta({ id: 'MatchAnalysis', description: 'The post-game analysis of a finished match.' });

export type MatchAnalysisDto = z.infer<typeof MatchAnalysisSchema>;

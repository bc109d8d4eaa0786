/** Response schemas that depend on the registered games (their views and moves), declared once. */
import { z } from 'zod';
import { GAMES } from '../games/index.js';
import { MatchSummaryFields } from './match.schemas.js';

const union = <T extends z.ZodType>(items: T[]) => (items.length === 1 ? items[0] : z.union(items as [T, T, ...T[]]));

export const GameViewSchema = union(GAMES.map((g) => g.schemas.view)).meta({
  id: 'GameView',
  description: "The caller's view of the game (their seat's, or a spectator's); which one follows from `game`.",
});
export const GameMoveSchema = union(GAMES.map((g) => g.schemas.move)).meta({ id: 'GameMove', description: 'A move of one of the games.' });
export const GameOptionsSchema = union(GAMES.map((g) => g.schemas.options)).meta({ id: 'GameOptions' });

export const MatchSchema = z.object({ ...MatchSummaryFields, view: GameViewSchema.nullable() }).meta({ id: 'Match' });

export const MatchPageSchema = z.object({ items: z.array(MatchSchema), nextCursor: z.string().nullable() }).meta({ id: 'MatchPage' });

export const AnyOrderFieldSchema = z
  .object({ move: z.number().int().describe('Index into the legal moves.'), field: z.string().describe('Name of an array field of that move.') })
  .meta({ id: 'AnyOrderField', description: 'An array field of a legal move whose elements may be sent in any order.' });

export const LegalMovesSchema = z
  .object({
    version: z.number().int(),
    seat: z.number().int().nullable(),
    moves: z.array(GameMoveSchema),
    anyOrder: z
      .array(AnyOrderFieldSchema)
      .describe('Array fields whose elements may be sent in any order: each ordering is a legal move, listed once.'),
  })
  .meta({ id: 'LegalMoves', description: 'Each entry can be posted back unchanged as `move`; an `anyOrder` field may also be reordered freely.' });

export const MoveResultSchema = z
  .object({
    ply: z.number().int(),
    version: z.number().int(),
    replayed: z.boolean().describe('True when this idempotency key was seen before and nothing was applied again.'),
    answeredDecision: z
      .number()
      .int()
      .nullable()
      .describe(
        'The decisionVersion of the decision this move answered. Equal to the decisionVersion you sent against: your choice counted in that decision. Null for a replayed submission.',
      ),
    match: MatchSchema,
  })
  .meta({ id: 'MoveResult' });

export const HistoryEntrySchema = z
  .object({ ply: z.number().int(), seat: z.number().int(), kind: z.enum(['move', 'resign', 'timeout']), move: GameMoveSchema.nullable(), at: z.string() })
  .meta({ id: 'HistoryEntry' });
export const HistorySchema = z.object({ version: z.number().int(), entries: z.array(HistoryEntrySchema) }).meta({ id: 'History' });

export const PlyViewSchema = z.object({ ply: z.number().int(), view: GameViewSchema, toAct: z.array(z.number().int()) }).meta({ id: 'PlyView' });

export const MatchRecordSchema = z
  .object({
    format: z.literal('pyramidion-record/1'),
    matchId: z.string(),
    game: z.string(),
    rulesVersion: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(z.object({ seat: z.number().int(), username: z.string().nullable() })),
    status: z.string(),
    seedHash: z.string(),
    seed: z.string().nullable(),
    hashChain: z.string(),
    moves: z.array(z.object({ ply: z.number().int(), seat: z.number().int(), kind: z.string(), move: GameMoveSchema.nullable(), hash: z.string() })),
    outcome: MatchSummaryFields.outcome,
    position: z.string().nullable().describe("The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over."),
  })
  .meta({ id: 'MatchRecord' });

export const GameInfoSchema = z
  .object({
    id: z.string(), title: z.string(), summary: z.string(), minPlayers: z.number().int(), maxPlayers: z.number().int(),
    hiddenInformation: z.boolean(), randomness: z.boolean(), simultaneousMoves: z.boolean(), rulesVersion: z.number().int(),
    rulesDoc: z.string(), defaultOptions: z.record(z.string(), z.unknown()),
    optionsSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of the options.'),
    moveSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of one move.'),
  })
  .meta({ id: 'GameInfo' });

/** Request and response shapes of the match API, declared once in zod (validation + OpenAPI). */
import { z } from 'zod';

export const VisibilitySchema = z.enum(['public', 'private']).meta({
  id: 'Visibility',
  description: 'public: any signed-in user may watch with the spectator view; private: players only.',
});
export const MatchStatusSchema = z.enum(['open', 'active', 'finished', 'cancelled']).meta({ id: 'MatchStatus' });

export const CreateMatchRequestSchema = z
  .object({
    game: z.string().min(1).max(64).describe('A game id from GET /v1/games.'),
    options: z.record(z.string(), z.unknown()).default({}).describe("The game's options; omitted fields take their defaults."),
    seats: z.number().int().min(1).max(16).optional().describe("Number of seats; defaults to the game's minimum."),
    visibility: VisibilitySchema.default('public'),
    timeLimitSeconds: z
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .optional()
      .describe('A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock.'),
  })
  .strict()
  .meta({ id: 'CreateMatchRequest' });

export const MoveRequestSchema = z
  .object({
    move: z.unknown().describe("One of the game's moves, e.g. an entry of GET /v1/matches/{id}/legal-moves."),
    expectedVersion: z.number().int().min(1).describe('The match version this move was decided on; a stale one gets 409.'),
    idempotencyKey: z.string().min(1).max(128).optional().describe('Retrying with the same key returns the first result.'),
  })
  .strict()
  .meta({ id: 'MoveRequest' });

export const JoinRequestSchema = z
  .object({ inviteCode: z.string().min(1).max(64).optional().describe('Needed to join a private match.') })
  .strict()
  .meta({ id: 'JoinRequest' });

export const ResignRequestSchema = z
  .object({ expectedVersion: z.number().int().min(1).optional() })
  .strict()
  .meta({ id: 'ResignRequest' });

export const MatchScopeSchema = z.enum(['mine', 'open', 'public']).meta({ id: 'MatchScope' });

export const ListMatchesQuerySchema = z
  .object({
    scope: MatchScopeSchema.default('mine').describe('mine: where I have a seat; open: public matches I can join; public: all public matches.'),
    game: z.string().max(64).optional(),
    status: MatchStatusSchema.optional(),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page.'),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const SeatSchema = z
  .object({
    seat: z.number().int(),
    user: z.object({ id: z.string(), username: z.string() }).meta({ id: 'SeatUser' }).nullable().describe('Null for a seat nobody has taken yet.'),
  })
  .meta({ id: 'MatchSeat' });

export const OutcomeSchema = z
  .object({
    winners: z.array(z.number().int()).describe('Winning seats; empty for a loss in a one-player game, a draw, or no winner.'),
    draw: z.boolean(),
    scores: z.array(z.number()).nullable(),
    reason: z.string(),
    resignedSeat: z.number().int().nullable().describe('The seat that resigned, if the match ended by resignation.'),
    endedBy: z.enum(['rules', 'resignation', 'timeout']).describe('What ended the match: the game itself, a resignation, or the clock.'),
    timedOutSeats: z.array(z.number().int()).describe('The seats whose time ran out (empty unless endedBy is timeout).'),
  })
  .meta({ id: 'MatchOutcome' });

export const MatchSummaryFields = {
  id: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()).describe("The parsed options (see the game's option schema)."),
  visibility: VisibilitySchema,
  status: MatchStatusSchema,
  version: z.number().int().describe('Bumped by every change; send it back as expectedVersion.'),
  decisionVersion: z
    .number()
    .int()
    .describe(
      'The version at which the pending decision opened. In a simultaneous decision, other seats committing their hidden choices bump `version` but not this: a move sent with any expectedVersion from decisionVersion to version is accepted.',
    ),
  ply: z.number().int().describe('Number of entries in the move log.'),
  seats: z.array(SeatSchema),
  yourSeat: z.number().int().nullable(),
  toAct: z.array(z.number().int()).describe('Seats that must act now.'),
  yourTurn: z.boolean(),
  inviteCode: z
    .string()
    .nullable()
    .describe('Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}).'),
  timeLimitSeconds: z.number().int().nullable().describe('Seconds each decision may take; null: no clock.'),
  deadline: z.string().nullable().describe('When the pending decision times out (ISO 8601); null when no clock runs.'),
  seedHash: z.string().describe('sha256 of the secret seed, published at creation.'),
  seed: z.string().nullable().describe('The seed, revealed when the match ends.'),
  outcome: OutcomeSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export type CreateMatchRequest = z.infer<typeof CreateMatchRequestSchema>;
export type MoveRequest = z.infer<typeof MoveRequestSchema>;
export type ListMatchesQuery = z.infer<typeof ListMatchesQuerySchema>;
export type MatchOutcome = z.infer<typeof OutcomeSchema>;
export type MatchSummary = { [K in keyof typeof MatchSummaryFields]: z.infer<(typeof MatchSummaryFields)[K]> };
export type MatchDto = MatchSummary & { view: unknown };

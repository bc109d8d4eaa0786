/** Request and response shapes of the match API, declared once in zod (validation + OpenAPI). */
import { z } from 'zod';

export const VisibilitySchema = z.enum(['public', 'private']).meta({
  id: 'Visibility',
  description: 'public: any signed-in user may watch with the spectator view; private: players only.',
});
export const MatchStatusSchema = z.enum(['open', 'active', 'finished', 'cancelled']).meta({
  id: 'MatchStatus',
  description: 'open: waiting for players; active: being played; finished: over (see outcome); cancelled: abandoned before it started.',
});

/**
 * What requests name in the path (REST) or as an argument (GraphQL): any string, not checked, since
 * an unknown one is answered as not found (MATCH_NOT_FOUND, GAME_NOT_FOUND) rather than refused.
 */
export const MatchIdSchema = z.string().describe('Match id.');
export const GameIdParamSchema = z.string().describe('A game id (GET /v1/games).');
export const PlyParamSchema = z.number().int().describe("The ply, from 0 to the match's ply.");

/**
 * The create body as the server validates it: the options are checked against the chosen game's
 * schema afterwards (INVALID_OPTIONS). The OpenAPI document describes it per game
 * (CreateMatchRequest in api-schemas.ts), from the same fields.
 */
export const BotLevelSchema = z
  .number()
  .int()
  .min(1)
  .max(20)
  .describe("The bot's level: 1 plays a random legal move, 2 the best move one ply ahead, 3 and up search with growing budgets (GET /v1/games lists each game's highest level).");

export const BotSeatSchema = z
  .object({
    seat: z.number().int().min(0).max(15).describe('The seat the bot takes (0-based).'),
    level: BotLevelSchema,
  })
  .strict()
  .meta({ id: 'BotSeat', description: 'A seat given to one of the service\'s bots.' });

/** The fields of a match to create, without the fair-play rule (api-schemas.ts extends them per game for the docs). */
export const CreateMatchFieldsSchema = z
  .object({
    game: z.string().min(1).max(64).describe('A game id from GET /v1/games.'),
    options: z.record(z.string(), z.unknown()).default({}).describe("The game's options; omitted fields take their defaults."),
    seats: z.number().int().min(1).max(16).optional().describe("Number of seats; defaults to the game's minimum."),
    visibility: VisibilitySchema.default('public').describe('Who may see the match.'),
    timeLimitSeconds: z
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .optional()
      .describe('A correspondence clock: seconds each decision may take (60 s to 30 days). When it runs out, the seats that had to act lose. Omitted: no clock.'),
    daysPerMove: z
      .number()
      .int()
      .min(1)
      .max(14)
      .optional()
      .describe('A correspondence clock in days per move, as on Lichess: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds).'),
    bankSeconds: z
      .number()
      .int()
      .min(0)
      .max(60 * 86_400)
      .optional()
      .describe("A time bank per seat (0 to 60 days): spent only on time beyond the per-move allowance (all of a decision's time without one); when a seat's bank is empty too, it loses on time."),
    incrementSeconds: z
      .number()
      .int()
      .min(0)
      .max(14 * 86_400)
      .optional()
      .describe("Added to a seat's time bank after each of its moves (0 to 14 days)."),
    bots: z
      .array(BotSeatSchema)
      .max(16)
      .default([])
      .describe('Seats to give to bots at once (each seat at most once). You take the lowest seat left, unless `spectate` is true.'),
    spectate: z
      .boolean()
      .default(false)
      .describe('True: you take no seat (to watch bots play each other, or to open a match for others). You may still see the match and add bots.'),
    hints: z
      .boolean()
      .optional()
      .describe(
        'Whether players may ask for hints (GET /v1/matches/{id}/hint). Default: true in a casual match, false in a rated one; `rated: true` with `hints: true` is refused (VALIDATION_FAILED): rated matches give no engine help (README, "Hints and fair play"). Recorded with the match.',
      ),
    rated: z
      .boolean()
      .default(false)
      .describe("True: a rated match (the players' Glicko-2 ratings in this game change when it ends); false: casual. Refused (RATED_NOT_ALLOWED) for one-player matches and matches with the service's bots. Recorded with the match."),
  })
  .strict();

/** What POST /v1/matches and createMatch validate: the fields and the fair-play rule. */
export const CreateMatchRequestSchema = CreateMatchFieldsSchema.superRefine((r, ctx) => {
    // Fair play: a rated result feeds the ratings and leaderboards, so no seat may get an engine's move.
    if (r.rated && r.hints === true) ctx.addIssue({ code: 'custom', path: ['hints'], message: 'A rated match gives no hints: leave hints out (or false), or make the match casual.' });
  });

export const AddBotRequestSchema = z
  .object({
    level: BotLevelSchema,
    seat: z.number().int().min(0).max(15).optional().describe('The seat to give it; omitted: the lowest free seat.'),
  })
  .strict()
  .meta({ id: 'AddBotRequest', description: 'A bot for a free seat of an open match.' });

export const AutoPlayRequestSchema = z
  .object({
    enabled: z
      .boolean()
      .nullable()
      .describe("true or false for this match; null: follow your setting (PUT /v1/me/settings)."),
  })
  .strict()
  .meta({ id: 'AutoPlayRequest', description: 'Whether the server plays your forced moves in this match.' });

export const HintQuerySchema = z
  .object({
    level: z.coerce.number().int().min(1).max(20).optional().describe("The level of the bot that suggests the move; default the game's highest."),
  })
  .strict();

/**
 * The move body as the server validates it: the move is checked against the match's game
 * afterwards (INVALID_MOVE). The OpenAPI document describes it per game (MoveRequest in
 * api-schemas.ts), from the same fields.
 */
export const MoveRequestSchema = z
  .object({
    game: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("The match's game. Optional; typed clients send it to select the game's move type."),
    move: z.unknown().describe("One of the game's moves, e.g. an entry of GET /v1/matches/{id}/legal-moves."),
    expectedVersion: z.number().int().min(1).describe('The match version this move was decided on; a stale one gets 409.'),
    idempotencyKey: z.string().min(1).max(128).optional().describe('Retrying with the same key returns the first result.'),
  })
  .strict();

export const JoinRequestSchema = z
  .object({ inviteCode: z.string().min(1).max(64).optional().describe('Needed to join a private match.') })
  .strict()
  .meta({ id: 'JoinRequest', description: 'Joining a public match needs no body; a private one needs its invite code.' });

export const ResignRequestSchema = z
  .object({ expectedVersion: z.number().int().min(1).optional().describe('The match version you decided on; a stale one gets 409 STALE_VERSION.') })
  .strict()
  .meta({ id: 'ResignRequest', description: 'Resigning needs no body; send expectedVersion to resign only if nothing happened since.' });

/** A subscription to a match's events (GraphQL matchEvents; REST clients read the user's event stream). */
export const MatchEventsRequestSchema = z
  .object({
    afterVersion: z
      .number()
      .int()
      .optional()
      .describe(
        'The version you have: the events are every version after it, exactly once and in order (a `current` event instead when they cannot be rebuilt from the log, or when this version was never issued). Omitted: the first event (kind current) brings the match as it is now.',
      ),
  })
  .strict();

export const MatchScopeSchema = z.enum(['mine', 'open', 'public']).meta({
  id: 'MatchScope',
  description: 'mine: where I have a seat; open: public matches I can join; public: all public matches.',
});

export const ListMatchesQuerySchema = z
  .object({
    scope: MatchScopeSchema.default('mine'),
    game: z.string().max(64).optional().describe('Only matches of this game.'),
    status: MatchStatusSchema.optional().describe('Only matches in this status.'),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page.'),
    limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size.'),
  })
  .strict();

export const SeatSchema = z
  .object({
    seat: z.number().int().describe('0-based seat number.'),
    user: z
      .object({
        id: z.string().describe('User id.'),
        username: z.string().describe('Their username.'),
        kind: z.enum(['human', 'bot']).describe("human: a person's account; bot: one of the service's bots (with a botLevel) or a bot account (botLevel null)."),
        botLevel: z.number().int().nullable().describe("The level of one of the service's bots; null for a person or a bot account."),
        vacationUntil: z
          .string()
          .nullable()
          .describe('While the player is on vacation: when it ends (ISO 8601). Their clocks in every match stand still until then. Null otherwise.'),
      })
      .meta({ id: 'SeatUser', description: 'The user in a seat.' })
      .nullable()
      .describe('Null for a seat nobody has taken yet.'),
  })
  .meta({ id: 'MatchSeat', description: 'A seat of a match and who holds it.' });

export const SeatClockSchema = z
  .object({
    seat: z.number().int().describe('The seat.'),
    bankSeconds: z.number().describe("What is left in the seat's time bank (added time included), in seconds, as of its last move."),
    deadline: z.string().nullable().describe('When its pending decision times out (ISO 8601); null while it need not act.'),
    paused: z.boolean().describe("True while the seat's clock stands still: its player is on vacation."),
  })
  .meta({ id: 'SeatClock', description: "One seat's clock." });

export const MatchClockSchema = z
  .object({
    perMoveSeconds: z.number().int().nullable().describe('The fresh allowance of each decision, in seconds; null: none (a time bank alone).'),
    daysPerMove: z.number().int().nullable().describe('The allowance in days, when the match was created with daysPerMove.'),
    bankSeconds: z.number().int().describe('Each seat\'s time bank at the start (0: none).'),
    incrementSeconds: z.number().int().describe("Added to a seat's bank after each of its moves."),
    seats: z.array(SeatClockSchema).describe('Every seat, in seat order.'),
  })
  .meta({ id: 'MatchClock', description: 'The clock policy of a match and the state of each seat\'s clock.' });

export const OutcomeSchema = z
  .object({
    winners: z.array(z.number().int()).describe('Winning seats; empty for a loss in a one-player game, a draw, or no winner.'),
    draw: z.boolean().describe('True when the game ended in a draw.'),
    scores: z.array(z.number()).nullable().describe('One score per seat, for games that score; null otherwise.'),
    reason: z.string().describe('A sentence saying why the match ended.'),
    resignedSeat: z.number().int().nullable().describe('The seat that resigned, if the match ended by resignation.'),
    endedBy: z
      .enum(['rules', 'resignation', 'timeout', 'aborted', 'agreement'])
      .describe('What ended the match: the game itself, a resignation, the clock, an abort (no result: no winner, not a draw) or a draw agreed by the players.'),
    timedOutSeats: z.array(z.number().int()).describe('The seats whose time ran out (empty unless endedBy is timeout).'),
  })
  .meta({ id: 'MatchOutcome', description: 'How a finished match ended.' });

export const MatchSummaryFields = {
  id: z.string().describe('Match id.'),
  game: z.string().describe('The game id (see GET /v1/games).'),
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
  yourSeat: z.number().int().nullable().describe('Your seat, or null when you watch as a spectator.'),
  toAct: z.array(z.number().int()).describe('Seats that must act now.'),
  yourTurn: z.boolean().describe('True when your seat is in toAct.'),
  autoPlay: z
    .boolean()
    .describe("True when the server plays your seat's forced moves (your only legal move, where that reveals nothing): this match's choice, else your setting. False for spectators."),
  inviteCode: z
    .string()
    .nullable()
    .describe('Private matches, for their players only: the code another user presents to join (POST /join with {inviteCode}).'),
  timeLimitSeconds: z.number().int().nullable().describe('Seconds each decision may take; null: no clock.'),
  hints: z.boolean().describe('Whether players may ask for hints (GET /v1/matches/{id}/hint).'),
  clock: MatchClockSchema.nullable().describe('The clock policy and each seat\'s clock; null when the match runs no clock.'),
  rated: z.boolean().describe("Rated (the players' ratings change when it ends) or casual."),
  deadline: z.string().nullable().describe('When the pending decision times out (ISO 8601); null when no clock runs.'),
  seedHash: z.string().describe('sha256 of the secret seed, published at creation.'),
  seed: z.string().nullable().describe('The seed, revealed when the match ends.'),
  outcome: OutcomeSchema.nullable().describe('How the match ended; null until it has.'),
  createdAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601; the time of the last change.'),
};

export type CreateMatchRequest = z.infer<typeof CreateMatchRequestSchema>;
export type AddBotRequest = z.infer<typeof AddBotRequestSchema>;
export type MoveRequest = z.infer<typeof MoveRequestSchema>;
export type ListMatchesQuery = z.infer<typeof ListMatchesQuerySchema>;
export type MatchOutcome = z.infer<typeof OutcomeSchema>;
export type MatchSummary = { [K in keyof typeof MatchSummaryFields]: z.infer<(typeof MatchSummaryFields)[K]> };
export type MatchDto = MatchSummary & { view: unknown };

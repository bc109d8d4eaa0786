/** Tournaments' request and answer shapes (issue 40), declared once in zod (REST, OpenAPI and GraphQL). */
import { z } from 'zod';
import { VisibilitySchema } from '../../domain/match.schemas.js';
import { TOURNAMENT_FORMATS } from '../../domain/tournaments/types.js';
import { cursorParam, limitParam, nextCursorField } from '../../platform/paging.js';

/** The id requests name (a path parameter in REST): any string; an unknown one is not found. */
export const TournamentIdSchema = z.string().describe('Tournament id.');

export const TournamentFormatSchema = z.enum(TOURNAMENT_FORMATS).meta({
  id: 'TournamentFormat',
  description:
    'swiss, round-robin and double-round-robin: two-player games; pods: tables of 3 to 5 by standing (a game for 3-5 players); duplicate: every entrant plays the same deal each round (a one-player game), ranked by wins then cards removed.',
});

export const CreateTournamentRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(80).describe('Shown in lists.'),
    game: z.string().min(1).max(64).describe('A game id from GET /v1/games.'),
    format: TournamentFormatSchema,
    options: z.record(z.string(), z.unknown()).default({}).describe("The game's options for every game; omitted fields take their defaults."),
    rounds: z.number().int().min(1).max(50).optional().describe('Rounds to play (Swiss, pods and duplicate; required there). Round-robin: every pairing once (twice for double), this field ignored.'),
    startsAt: z.iso.datetime().optional().describe('When round 1 is paired (omitted: when the organiser starts it, POST .../start).'),
    roundSeconds: z
      .number()
      .int()
      .min(60)
      .max(60 * 86_400)
      .optional()
      .describe('A schedule: round r runs from startsAt + (r-1) x roundSeconds to its deadline startsAt + r x roundSeconds; games unfinished at the deadline are lost by the seat(s) to act. Omitted: each round starts when the last game of the previous one ends.'),
    timeLimitSeconds: z.number().int().min(60).max(30 * 86_400).optional().describe('A correspondence clock for every game: seconds each decision may take.'),
    minRating: z.number().int().min(0).max(4000).optional().describe("Entry limit: the entrant's rating in this game at least this (unrated players count 1500)."),
    maxRating: z.number().int().min(0).max(4000).optional().describe('Entry limit: rating at most this.'),
    maxEntrants: z.number().int().min(2).max(1000).default(64).describe('Entries accepted (default 64, at most 1000).'),
    visibility: VisibilitySchema.default('public').describe('public: listed and open to all; private: joined with the invite code the organiser receives.'),
    botsAllowed: z.boolean().default(false).describe("Whether the organiser may enter the service's bots (POST .../bots)."),
    rated: z.boolean().default(false).describe('Whether games between people are rated (games with a bot never are).'),
  })
  .strict()
  .meta({ id: 'CreateTournamentRequest', description: 'A new tournament; you are its organiser (you do not play unless you join).' });
export type CreateTournamentRequest = z.infer<typeof CreateTournamentRequestSchema>;

export const JoinTournamentRequestSchema = z
  .object({ inviteCode: z.string().max(64).optional().describe('The invite code of a private tournament.') })
  .strict()
  .meta({ id: 'JoinTournamentRequest', description: 'Entering needs no body; a private tournament needs its invite code.' });
export type JoinTournamentRequest = z.infer<typeof JoinTournamentRequestSchema>;

export const AddTournamentBotRequestSchema = z
  .object({ level: z.number().int().min(1).max(10).describe("The bot's level (1 to the game's maximum).") })
  .strict()
  .meta({ id: 'AddTournamentBotRequest', description: 'A bot to enter (organiser only, when botsAllowed).' });
export type AddTournamentBotRequest = z.infer<typeof AddTournamentBotRequestSchema>;

export const ListTournamentsQuerySchema = z
  .object({
    scope: z.enum(['public', 'organised', 'entered']).default('public').describe('public: every public tournament, newest first; organised: yours, newest first; entered: those you entered, latest entry first.'),
    cursor: cursorParam,
    limit: limitParam(20, 100),
  })
  .strict();
export type ListTournamentsQuery = z.infer<typeof ListTournamentsQuerySchema>;

const StandingSchema = z
  .object({
    rank: z.number().int().describe('1 for the best; players level on points and every tie-break share a rank.'),
    username: z.string().describe('The entrant.'),
    points: z.number().describe('Tournament points: win 1, draw 1/2, loss 0, bye 1; pods: placement points.'),
    played: z.number().int().describe('Games finished (byes and forfeits not counted).'),
    wins: z.number().int().describe('Games won.'),
    draws: z.number().int().describe('Games drawn (or won by nobody).'),
    losses: z.number().int().describe('Games lost.'),
    byes: z.number().int().describe('Rounds with a bye.'),
    buchholz: z.number().describe('Sum of the final points of every opponent met (a bye adds nothing).'),
    sonnebornBerger: z.number().describe("Per game: the opponent's points times the points scored against them (two-player games)."),
    directEncounter: z.number().describe('Points scored in games among the players level with this one on the criteria before it.'),
    gamePoints: z.number().describe("Sum of the games' own scores (pods: ziggurat points; duplicate: cards removed)."),
    withdrawn: z.boolean().describe('Withdrew: no longer paired.'),
  })
  .meta({ id: 'TournamentStanding', description: 'One line of the standings; the format says which tie-breaks order it (docs/tournaments.md).' });

const BoardSchema = z
  .object({
    board: z.number().int().describe('Board number in the round, from 1 (the strongest pairing first).'),
    players: z.array(z.string()).describe('Usernames in seat order.'),
    bye: z.boolean().describe('A bye: never played, its one player scores a point.'),
    matchId: z
      .string()
      .nullable()
      .describe("The game, once created: null for a bye or a forfeit, and while the round's games are being created (they follow the pairing in the background; the standings subscription's gamesPending counts those still to come)."),
    points: z.array(z.number()).nullable().describe('Tournament points of each seat once the board is decided.'),
    winners: z.array(z.number().int()).nullable().describe('Seats that won, once decided (empty: a draw, or nobody won).'),
    gameScores: z.array(z.number().nullable()).nullable().describe("The game's own score of each seat, when it has scores."),
    forfeit: z.boolean().describe('Decided without a game (a withdrawn player in a round-robin).'),
    recordHash: z.string().nullable().describe("The finished game's record hash (the head of its hash chain): check it with GET /v1/matches/{id}/record."),
  })
  .meta({ id: 'TournamentBoard', description: 'One game of a round (or a bye).' });

const RoundSchema = z
  .object({
    round: z.number().int().describe('Round number, from 1.'),
    startedAt: z.string().describe('When it was paired.'),
    deadline: z.string().nullable().describe('Its deadline (a scheduled tournament), or null.'),
    finishedAt: z.string().nullable().describe('When its last board was decided.'),
    seedHash: z.string().nullable().describe("Duplicate: SHA-256 of the round's deal seed, published when it starts; every entrant's game of the round commits to it (its seedHash). Null for other formats."),
    seed: z.string().nullable().describe("Duplicate: the round's deal seed, revealed when the round ends (null before, and for other formats); each game's record then shows the same seed."),
    boards: z.array(BoardSchema).describe('Its boards.'),
  })
  .meta({ id: 'TournamentRound', description: 'A round and its pairings.' });

export const TournamentRoundQuerySchema = z
  .object({
    inviteCode: z.string().max(64).optional().describe('The invite code, to read a private tournament you have not entered.'),
    cursor: cursorParam,
    limit: limitParam(100, 500),
  })
  .strict();
export type TournamentRoundQuery = z.infer<typeof TournamentRoundQuerySchema>;

export const TournamentRoundPageSchema = RoundSchema.extend({
  boards: z.array(BoardSchema).describe('This page of its boards, by board number.'),
  nextCursor: nextCursorField,
}).meta({ id: 'TournamentRoundPage', description: "One round and a page of its boards: what GET /v1/tournaments/{id} lists for that round, without the others' boards." });
export type TournamentRoundPageDto = z.infer<typeof TournamentRoundPageSchema>;

export const TournamentSchema = z
  .object({
    id: z.string().describe('Tournament id.'),
    name: z.string().describe('Its name.'),
    game: z.string().describe('The game played.'),
    format: TournamentFormatSchema,
    options: z.record(z.string(), z.unknown()).describe("The game's options for every game."),
    status: z.enum(['open', 'running', 'finished', 'cancelled']).describe('open: taking entries; running; finished; cancelled.'),
    rounds: z.number().int().describe('Rounds in all (round-robin: fixed at the start by the number of entrants).'),
    currentRound: z.number().int().describe('The last round paired (0 before the start).'),
    startsAt: z.string().nullable().describe('When round 1 is (or was) paired; null: when the organiser starts it.'),
    roundSeconds: z.number().int().nullable().describe('Length of a scheduled round, or null (each round starts when the previous one ends).'),
    timeLimitSeconds: z.number().int().nullable().describe("Each game's correspondence clock (seconds per decision), or null."),
    minRating: z.number().int().nullable().describe('Entry limit: lowest rating admitted.'),
    maxRating: z.number().int().nullable().describe('Entry limit: highest rating admitted.'),
    maxEntrants: z.number().int().describe('Entry limit: entrants admitted.'),
    visibility: VisibilitySchema,
    inviteCode: z.string().nullable().describe('Shown to the organiser of a private tournament only.'),
    botsAllowed: z.boolean().describe("Whether the organiser may enter the service's bots."),
    rated: z.boolean().describe('Whether games between people are rated.'),
    organiser: z.string().describe("The organiser's username."),
    entrants: z.number().int().describe('Entrants so far (withdrawn ones included).'),
    standings: z.array(StandingSchema).describe('The standings now, best first.'),
    roundsPlayed: z.array(RoundSchema).describe('Every round paired so far with its boards: the tournament record.'),
  })
  .meta({ id: 'Tournament', description: 'A tournament with its standings and every round paired so far.' });
export type TournamentDto = z.infer<typeof TournamentSchema>;

export const StandingsReasonSchema = z
  .enum(['current', 'game_ended', 'round_started', 'games_created', 'withdrawn', 'finished', 'cancelled', 'recheck'])
  .meta({
    id: 'TournamentStandingsReason',
    description:
      "What the update follows: current (the table when you subscribed), game_ended, round_started (the round is paired; its games follow), games_created (every game of the round exists), withdrawn (an entrant withdrew), finished, cancelled, or recheck (a periodic look found a change whose announcement was lost).",
  });
export type StandingsReason = z.infer<typeof StandingsReasonSchema>;

export const TournamentStandingsUpdateSchema = z
  .object({
    tournamentId: z.string().describe('Tournament id.'),
    reason: StandingsReasonSchema,
    status: TournamentSchema.shape.status,
    currentRound: z.number().int().describe('The last round paired (0 before the start).'),
    gamesPending: z.number().int().describe("Boards of the current round still waiting for their game (created in the background after the pairing); 0 once every game exists."),
    standings: z.array(StandingSchema).describe('The standings now, best first.'),
  })
  .meta({ id: 'TournamentStandingsUpdate', description: 'The standings of a tournament after a change (a game ended, a round started, an entrant withdrew, the end).' });
export type TournamentStandingsUpdate = z.infer<typeof TournamentStandingsUpdateSchema>;

export const TournamentSummarySchema = TournamentSchema.omit({ standings: true, roundsPlayed: true }).meta({ id: 'TournamentSummary', description: 'A tournament without its standings and rounds (lists).' });
export type TournamentSummaryDto = z.infer<typeof TournamentSummarySchema>;

export const TournamentListSchema = z
  .object({ items: z.array(TournamentSummarySchema).describe('This page of tournaments.'), nextCursor: nextCursorField })
  .meta({ id: 'TournamentList', description: 'A page of tournaments.' });

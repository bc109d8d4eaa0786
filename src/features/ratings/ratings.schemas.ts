/** Shapes of the ratings, leaderboards and profiles API, declared once in zod (validation, OpenAPI, GraphQL). */
import { z } from 'zod';
import { OutcomeSchema, SeatSchema } from '../../domain/match.schemas.js';
import { cursorParam as cursor, limitParam, nextCursorField as nextCursor } from '../../platform/paging.js';

const limit = limitParam(20, 100);

export const PageQuerySchema = z.object({ cursor, limit }).strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

const ratingFields = {
  rating: z.number().describe('Glicko-2 rating (1500 for a new player).'),
  rd: z.number().describe('Rating deviation: how uncertain the rating is (350 for a new player; it shrinks with each rated match).'),
  provisional: z.boolean().describe('True while the deviation is above 110: the rating is still a rough estimate, and the player is not on leaderboards.'),
};

export const GameStandingSchema = z
  .object({
    game: z.string().describe('The game id.'),
    ...ratingFields,
    volatility: z.number().describe('Glicko-2 volatility: how erratic the results have been.'),
    ratedMatches: z.number().int().describe('Rated matches finished.'),
    won: z.number().int().describe('Finished matches (rated or casual) won.'),
    lost: z.number().int().describe('Finished matches lost (also when nobody at the table won).'),
    drawn: z.number().int().describe('Finished matches drawn.'),
    ratedAt: z.string().nullable().describe('When the last rated match ended (ISO 8601); null if none.'),
    playedAt: z.string().nullable().describe('When the last match ended (ISO 8601).'),
  })
  .meta({ id: 'GameStanding', description: "A player's rating and results in one game." });

export const PublicUserSchema = z
  .object({
    id: z.string().describe('User id.'),
    username: z.string().describe('Their username.'),
    kind: z.enum(['human', 'bot']).describe("human: a person's account; bot: one of the service's bots."),
  })
  .meta({ id: 'PublicUser', description: 'A user as anyone signed in may see them.' });

export const LeaderboardEntrySchema = z
  .object({
    rank: z.number().int().describe('Position on the board (1 = top), counted from the first page.'),
    user: PublicUserSchema,
    ...ratingFields,
    ratedMatches: z.number().int().describe('Rated matches finished.'),
    ratedAt: z.string().describe('When their last rated match ended (ISO 8601).'),
  })
  .meta({ id: 'LeaderboardEntry', description: 'A player on a leaderboard.' });

export const LeaderboardSchema = z
  .object({
    game: z.string().describe('The game id.'),
    activeDays: z.number().int().describe('Only players whose last rated match ended within this many days are listed (LEADERBOARD_ACTIVE_DAYS).'),
    items: z.array(LeaderboardEntrySchema).describe('Highest rating first (ties: by user id).'),
    nextCursor,
  })
  .meta({ id: 'Leaderboard', description: "A game's top players: non-provisional ratings of players active lately." });

export const ProfileMatchSchema = z
  .object({
    id: z.string().describe('Match id.'),
    game: z.string().describe('The game id.'),
    rated: z.boolean().describe('Rated or casual.'),
    seats: z.array(SeatSchema),
    seat: z.number().int().describe("The profile's user's seat."),
    result: z.enum(['won', 'lost', 'drawn', 'aborted']).describe("The profile's user's result (aborted: ended without a result)."),
    ratingBefore: z.number().nullable().describe('Their rating before the match (rated matches only).'),
    ratingAfter: z.number().nullable().describe('Their rating after it (rated matches only).'),
    outcome: OutcomeSchema,
    finishedAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'ProfileMatch', description: "A finished match on a user's profile." });

export const ProfileMatchPageSchema = z
  .object({ items: z.array(ProfileMatchSchema).describe('Most recently finished first.'), nextCursor })
  .meta({ id: 'ProfileMatchPage', description: 'A page of finished matches.' });

export const ProfileSchema = z
  .object({
    user: PublicUserSchema,
    createdAt: z.string().describe('When the account was created (ISO 8601).'),
    ratings: z.array(GameStandingSchema).describe('One entry per game the user has finished a match of, by game id.'),
    recentMatches: ProfileMatchPageSchema.describe("The user's finished matches that you may see (public ones, and private ones you play in or created), a page at a time."),
  })
  .meta({ id: 'Profile', description: "A user's profile: ratings, results and recent matches." });

export const RatingPointSchema = z
  .object({
    matchId: z.string().nullable().describe('The rated match; null when it is a private match you may not see.'),
    ratingBefore: z.number().describe('The rating before the match.'),
    ...ratingFields,
    volatility: z.number().describe('Glicko-2 volatility after the match.'),
    at: z.string().describe('When the match ended (ISO 8601).'),
  })
  .meta({ id: 'RatingPoint', description: 'The rating after one rated match.' });

export const RatingHistorySchema = z
  .object({
    game: z.string().describe('The game id.'),
    items: z.array(RatingPointSchema).describe('Newest first.'),
    nextCursor,
  })
  .meta({ id: 'RatingHistory', description: "A user's rating after each rated match of one game." });

export type GameStanding = z.infer<typeof GameStandingSchema>;
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileMatchPage = z.infer<typeof ProfileMatchPageSchema>;
export type RatingHistory = z.infer<typeof RatingHistorySchema>;

/**
 * The service's bots' ratings: a separate pool (docs/bots.md, "Bot ratings").
 *
 * A service bot plays under an account per level and copy (`bot-l<level>-<copy>`: two bots of one
 * level in one match are two accounts), but its strength is its level's, so a level has one
 * rating per game: kept in the Rating row of the level's first account, whichever copy played.
 * Rated matches take no service bot (fair play: a bot of fixed strength and known play could be
 * farmed for rating points, and would fill the leaderboards), so the pool is rated from the
 * matches service bots do play, casual ones, against people and each other: the bot's rating
 * moves by Glicko-2 against its opponents' ratings (a person's is the one their rated matches
 * earned, unchanged by the casual match), while the people's ratings stay as they are. Two copies
 * of one level tell nothing about the level's strength: a game between them is not counted.
 */
import { z } from 'zod';

/** The account of the service's bot of `level`, copy `copy` (1, 2, ...). */
export const botAccountId = (level: number, copy: number): string => `bot-l${level}-${copy}`;

/** The name the bot of `level`, copy `copy`, plays under (with a space: no person's username has one). */
export const botUsername = (level: number, copy: number): string => (copy === 1 ? `Bot L${level}` : `Bot L${level} #${copy}`);

/** The account whose Rating row holds the rating of every copy of the bot of `level`. */
export const botPoolId = (level: number): string => botAccountId(level, 1);

/** The first characters of every service bot's account id (no other account id starts so). */
export const BOT_ACCOUNT_PREFIX = 'bot-l';

/**
 * A bot ladder's ratings file (written by `BENCH_BOTS_RATINGS=<file> npm run bench:bots`, read at
 * start-up from BOT_RATINGS_FILE): per game, per level, the Glicko-2 rating the ladder's games
 * gave it, and how many games that was.
 */
export const BotRatingsFileSchema = z.object({
  format: z.literal('pyramidion-bot-ratings/1'),
  /** What produced it (the bench's settings), for people reading the file. */
  source: z.string().optional(),
  games: z.record(
    z.string(),
    z.record(
      z.string().regex(/^[1-9][0-9]*$/),
      z.object({ rating: z.number().finite(), rd: z.number().positive(), volatility: z.number().positive(), games: z.number().int().min(0) }),
    ),
  ),
});
export type BotRatingsFile = z.infer<typeof BotRatingsFileSchema>;

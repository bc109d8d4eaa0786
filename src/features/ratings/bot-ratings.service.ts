/**
 * The service's bots' ratings, shown where a person picks an opponent (the game catalogue: GET
 * /v1/games, GraphQL `games`), and seeded at start-up from a bot ladder's ratings file.
 *
 * The ratings themselves change in the commit that ends a match (domain/ratings/settlement.ts,
 * bot-pool.ts): one rating per game and level, in a pool apart from people's rated play.
 */
import { readFile } from 'node:fs/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AnyGame } from '../../engine/game.js';
import { BotRatingsFileSchema, botPoolId, botUsername, type BotRatingsFile } from '../../domain/ratings/bot-pool.js';
import { isProvisional, newStanding, type Standing } from '../../domain/ratings/settlement.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { RatingsRepository } from '../../persistence/ratings.repository.js';
import { UsersRepository } from '../../persistence/users.repository.js';
import { describeGame, GameCatalog } from '../catalog/game-catalog.js';
import type { z } from 'zod';
import type { BotRatingSchema } from '../matches/api-schemas.js';

export type BotRating = z.infer<typeof BotRatingSchema>;
export type GameInfoWithBots = ReturnType<typeof describeGame> & { bots: BotRating[] };

@Injectable()
export class BotRatingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BotRatings');

  constructor(
    private readonly repo: RatingsRepository,
    private readonly users: UsersRepository,
    private readonly catalog: GameCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every game of the catalogue with its bot levels' ratings (one read for all of them). */
  async games(): Promise<GameInfoWithBots[]> {
    return this.withBots(this.catalog.list());
  }

  async game(id: string): Promise<GameInfoWithBots> {
    return (await this.withBots([this.catalog.require(id)]))[0];
  }

  private async withBots(games: readonly AnyGame[]): Promise<GameInfoWithBots[]> {
    const top = Math.max(0, ...games.map((g) => g.bot?.maxLevel ?? 0));
    const rows = top === 0 ? [] : await this.repo.botStandings(levelsUpTo(top));
    const found = new Map(rows.map((r) => [`${r.userId}\n${r.gameId}`, r]));
    return games.map((game) => ({
      ...describeGame(game),
      bots: levelsUpTo(game.bot?.maxLevel ?? 0).map((level) => botRating(level, found.get(`${botPoolId(level)}\n${game.meta.id}`) ?? newStanding(botPoolId(level), game.meta.id))),
    }));
  }

  async onApplicationBootstrap(): Promise<void> {
    const path = this.config.BOT_RATINGS_FILE;
    if (path) await this.seed(BotRatingsFileSchema.parse(JSON.parse(await readFile(path, 'utf8'))), path);
  }

  /**
   * Sets each level's rating from `file` where that level has played no counted match in the game
   * yet (a rating earned in play is never overwritten); games or levels the service does not have
   * are skipped.
   */
  async seed(file: BotRatingsFile, from = 'the file'): Promise<number> {
    let set = 0;
    for (const [gameId, levels] of Object.entries(file.games)) {
      const max = this.catalog.get(gameId)?.bot?.maxLevel ?? 0;
      for (const [key, r] of Object.entries(levels)) {
        const level = Number(key);
        if (level > max) continue;
        await this.users.botAccount(level, 1);
        if (await this.repo.seedBotRating(level, gameId, r)) set++;
      }
    }
    this.logger.log(`bot ratings: ${set} level ratings set from ${from} (levels that have played keep theirs)`);
    return set;
  }
}

const levelsUpTo = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

const botRating = (level: number, s: Standing): BotRating => ({
  level,
  username: botUsername(level, 1),
  rating: s.rating,
  rd: s.rd,
  provisional: isProvisional(s.rd),
  games: s.ratedMatches,
});

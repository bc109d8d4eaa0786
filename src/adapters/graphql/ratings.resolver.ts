/** GraphQL adapter of leaderboards, profiles and rating histories (like GET /v1/games/{game}/leaderboard, /v1/users/{username}...). */
import { UseGuards } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { parseOr400 } from '../../platform/zod.js';
import { RatingsService } from '../../features/ratings/ratings.service.js';
import { PageQuerySchema } from '../../features/ratings/ratings.schemas.js';
import { LeaderboardType, ProfileType, RatingHistoryType } from './schema-types.js';

const perPage = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) => (Number(args.limit) || 20) * childComplexity;
const page = (cursor?: string | null, limit?: number | null) => parseOr400(PageQuerySchema, { cursor: cursor ?? undefined, limit: limit ?? undefined });

@Resolver()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => LeaderboardType, { description: "A game's top players by rating, a page at a time (like GET /v1/games/{game}/leaderboard).", complexity: perPage })
  @RequiresScope('read')
  leaderboard(
    @Args('game', { description: 'A game id (see games).' }) game: string,
    @Args('cursor', { nullable: true, description: 'nextCursor of the previous page.' }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'Page size, 1 to 100; default 20.' }) limit?: number,
  ) {
    return this.ratings.leaderboard(game, page(cursor, limit));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => ProfileType, { description: "A user's ratings, results per game and recent finished matches that you may see (like GET /v1/users/{username}).", complexity: perPage })
  @RequiresScope('read')
  userProfile(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The username (case does not matter).' }) username: string,
    @Args('cursor', { nullable: true, description: 'nextCursor of the previous page of recent matches.' }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'Recent matches per page, 1 to 100; default 20.' }) limit?: number,
  ) {
    return this.ratings.profile(user, username, page(cursor, limit));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => RatingHistoryType, { description: "A user's rating after each rated match of a game, newest first (like GET /v1/users/{username}/ratings/{game}).", complexity: perPage })
  @RequiresScope('read')
  ratingHistory(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The username (case does not matter).' }) username: string,
    @Args('game', { description: 'A game id (see games).' }) game: string,
    @Args('cursor', { nullable: true, description: 'nextCursor of the previous page.' }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'Page size, 1 to 100; default 20.' }) limit?: number,
  ) {
    return this.ratings.history(user, username, game, page(cursor, limit));
  }
}

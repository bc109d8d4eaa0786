/** GraphQL adapter of leaderboards, profiles and rating histories (like GET /v1/games/{game}/leaderboard, /v1/users/{username}...). */
import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { UsernameParamSchema, type AuthUser } from '../../features/auth/auth.schemas.js';
import { GameIdParamSchema } from '../../domain/match.schemas.js';
import { RatingsService } from '../../features/ratings/ratings.service.js';
import { PageQuerySchema } from '../../features/ratings/ratings.schemas.js';
import { LeaderboardType, ProfileType, RatingHistoryType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

const perPage = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) => (Number(args.limit) || 20) * childComplexity;

// The arguments: the page query, plus what REST puts in the path.
const LeaderboardArgs = PageQuerySchema.extend({ game: GameIdParamSchema });
const ProfileArgs = PageQuerySchema.extend({ username: UsernameParamSchema });
const HistoryArgs = PageQuerySchema.extend({ username: UsernameParamSchema, game: GameIdParamSchema });

@Resolver()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => LeaderboardType, { description: "A game's top players by rating, a page at a time (like GET /v1/games/{game}/leaderboard).", complexity: perPage })
  @RequiresScope('read')
  leaderboard(@ZodArgs(LeaderboardArgs) { game, ...page }: ArgsOf<typeof LeaderboardArgs>) {
    return this.ratings.leaderboard(game, page);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => ProfileType, { description: "A user's ratings, results per game and recent finished matches that you may see (like GET /v1/users/{username}).", complexity: perPage })
  @RequiresScope('read')
  userProfile(@CurrentUser() user: AuthUser, @ZodArgs(ProfileArgs) { username, ...page }: ArgsOf<typeof ProfileArgs>) {
    return this.ratings.profile(user, username, page);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => RatingHistoryType, { description: "A user's rating after each rated match of a game, newest first (like GET /v1/users/{username}/ratings/{game}).", complexity: perPage })
  @RequiresScope('read')
  ratingHistory(@CurrentUser() user: AuthUser, @ZodArgs(HistoryArgs) { username, game, ...page }: ArgsOf<typeof HistoryArgs>) {
    return this.ratings.history(user, username, game, page);
  }
}

import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { RatingsService } from '../../features/ratings/ratings.service.js';
import { LeaderboardSchema, PageQuerySchema, ProfileSchema, RatingHistorySchema, type PageQuery } from '../../features/ratings/ratings.schemas.js';

const GAME = { game: { description: 'A game id (GET /v1/games).' } };
const USERNAME = { username: { description: 'The username (case does not matter).' } };

@ApiTags('ratings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get('games/:game/leaderboard')
  @ApiJson({
    summary: "A game's leaderboard",
    description:
      'The top players of a game by Glicko-2 rating, highest first, a page at a time: only ratings that are no longer provisional (deviation at most 110), of players whose last rated match ended within LEADERBOARD_ACTIVE_DAYS days. Pass the answer\'s nextCursor as cursor for the next page.',
    params: GAME,
    query: PageQuerySchema,
    response: LeaderboardSchema,
    responseExamples: ['Leaderboard'],
    errors: [400, 401, 404],
  })
  @RequiresScope('read')
  leaderboard(@Param('game') game: string, @Query(new ZodPipe(PageQuerySchema, 'The query')) q: PageQuery) {
    return this.ratings.leaderboard(game, q);
  }

  @Get('users/:username')
  @ApiJson({
    summary: "A user's profile",
    description:
      "A user's ratings per game (with the provisional flag), won/lost/drawn counts per game (every finished match, rated or casual), and their finished matches that you may see, most recent first, a page at a time (cursor and limit page the matches). Private matches are listed only to their players and creator.",
    params: USERNAME,
    query: PageQuerySchema,
    response: ProfileSchema,
    responseExamples: ['Profile'],
    errors: [400, 401, 404],
  })
  @RequiresScope('read')
  profile(@CurrentUser() user: AuthUser, @Param('username') username: string, @Query(new ZodPipe(PageQuerySchema, 'The query')) q: PageQuery) {
    return this.ratings.profile(user, username, q);
  }

  @Get('users/:username/ratings/:game')
  @ApiJson({
    summary: "A user's rating history in a game",
    description: "The user's rating after each rated match of the game, newest first, a page at a time. A private match you may not see appears without its id.",
    params: { ...USERNAME, ...GAME },
    query: PageQuerySchema,
    response: RatingHistorySchema,
    responseExamples: ['RatingHistory'],
    errors: [400, 401, 404],
  })
  @RequiresScope('read')
  history(@CurrentUser() user: AuthUser, @Param('username') username: string, @Param('game') game: string, @Query(new ZodPipe(PageQuerySchema, 'The query')) q: PageQuery) {
    return this.ratings.history(user, username, game, q);
  }
}

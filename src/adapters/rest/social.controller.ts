/** REST adapters of challenges, seeks, match offers, chat and mutes (issue 12, part A). */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { RestMatchSchema } from '../../features/matches/api-schemas.js';
import { ChallengesService } from '../../features/social/challenges.service.js';
import { SeeksService } from '../../features/social/seeks.service.js';
import { MatchOffersService } from '../../features/social/match-offers.service.js';
import { ChatService } from '../../features/social/chat.service.js';
import {
  AbortRequestSchema, ChallengeListSchema, ChallengeSchema, ChatListSchema, ChatMessageSchema, ChatQuerySchema, ChatPostSchema, CreateChallengeRequestSchema, CreateSeekRequestSchema,
  DeclineRequestSchema, DrawActionSchema, ListChallengesQuerySchema, ListSeeksQuerySchema, MatchOffersSchema, MuteListSchema, MuteQuerySchema, SeekListSchema, SeekResultSchema, SeekSchema,
  type CreateChallengeRequest, type CreateSeekRequest, type ListChallengesQuery, type ListSeeksQuery, type ChatQuery, type MuteQuery,
} from '../../features/social/social.schemas.js';

const CHALLENGE_ID = { id: { description: 'Challenge id.' } };
const SEEK_ID = { id: { description: 'Seek id.' } };
const MATCH_ID = { id: { description: 'Match id.' } };

@ApiTags('challenges')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/challenges')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  @ApiJson({
    summary: 'Challenge users',
    description:
      'Challenges named users to a match of `game` (one user for a two-player game, several for 3-5 players); you take seat 0, they seats 1, 2, ... in the order given. Each is told (challenge_received); the match is created and starts when all have accepted. It expires after `expiresInMinutes` (default CHALLENGE_EXPIRY_MINUTES). You may have PENDING_CHALLENGES_PER_USER pending challenges, PENDING_CHALLENGES_PER_PAIR to any one player: one more is 409 TOO_MANY_CHALLENGES.',
    body: CreateChallengeRequestSchema,
    status: 201,
    response: ChallengeSchema,
    errors: [400, 401, 404, 409],
  })
  @RequiresScope('play')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateChallengeRequestSchema)) body: CreateChallengeRequest) {
    return this.challenges.create(user, body);
  }

  @Get()
  @ApiJson({ summary: 'My challenges', description: "Challenges and rematch offers you sent or received, newest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.", query: ListChallengesQuerySchema, response: ChallengeListSchema, errors: [400, 401] })
  @RequiresScope('read')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ListChallengesQuerySchema, 'The query')) q: ListChallengesQuery) {
    return this.challenges.list(user, q);
  }

  @Get(':id')
  @ApiJson({ summary: 'Get a challenge', description: 'A challenge of yours with every seat and answer.', params: CHALLENGE_ID, response: ChallengeSchema, errors: [401, 404] })
  @RequiresScope('read')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.challenges.get(user, id);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiJson({
    summary: 'Accept a challenge',
    description: 'Accepts a challenge (or rematch offer) addressed to you. The answer that completes the acceptances creates and starts the match (`matchId`).',
    params: CHALLENGE_ID,
    response: ChallengeSchema,
    errors: [401, 404, 409],
  })
  @RequiresScope('play')
  accept(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.challenges.accept(user, id);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiJson({
    summary: 'Decline a challenge',
    description: 'Declines it, with an optional reason the others see (challenge_declined): the challenge ends.',
    params: CHALLENGE_ID,
    body: DeclineRequestSchema,
    response: ChallengeSchema,
    errors: [400, 401, 404, 409],
  })
  @RequiresScope('play')
  decline(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(DeclineRequestSchema)) body: { reason?: string }) {
    return this.challenges.decline(user, id, body.reason ?? null);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiJson({ summary: 'Cancel a challenge', description: 'The challenger withdraws a pending challenge.', params: CHALLENGE_ID, response: ChallengeSchema, errors: [401, 403, 404, 409] })
  @RequiresScope('play')
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.challenges.cancel(user, id);
  }
}

@ApiTags('seeks')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/seeks')
export class SeeksController {
  constructor(private readonly seeks: SeeksService) {}

  @Post()
  @ApiJson({
    summary: 'Publish a seek',
    description:
      'An open seek for a match of `game` with these options, players and clock. The server pairs it with compatible open seeks of other users (same game, options, players and clock; oldest first) as soon as there are enough: `matchId` is then set, and every paired user gets seek_paired.',
    body: CreateSeekRequestSchema,
    status: 201,
    response: SeekResultSchema,
    errors: [400, 401, 409],
  })
  @RequiresScope('play')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateSeekRequestSchema)) body: CreateSeekRequest) {
    return this.seeks.create(user, body);
  }

  @Get()
  @ApiJson({ summary: 'List open seeks', description: "Open seeks, oldest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.", query: ListSeeksQuerySchema, response: SeekListSchema, errors: [400, 401] })
  @RequiresScope('read')
  list(@Query(new ZodPipe(ListSeeksQuerySchema, 'The query')) q: ListSeeksQuery) {
    return this.seeks.list(q);
  }

  @Get(':id')
  @ApiJson({ summary: 'Get a seek', description: 'A seek, open or not.', params: SEEK_ID, response: SeekSchema, errors: [401, 404] })
  @RequiresScope('read')
  get(@Param('id') id: string) {
    return this.seeks.get(id);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiJson({
    summary: 'Accept a seek',
    description:
      "Two players: the match starts at once with the seeker (409 SEEK_NOT_OPEN if someone took it first). 3-5 players: your own compatible seek joins it, and the match starts when enough players have joined.",
    params: SEEK_ID,
    response: SeekResultSchema,
    errors: [401, 404, 409],
  })
  @RequiresScope('play')
  accept(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.seeks.accept(user, id);
  }

  @Delete(':id')
  @ApiJson({ summary: 'Cancel a seek', description: 'Withdraws your open seek.', params: SEEK_ID, response: SeekSchema, errors: [401, 404, 409] })
  @RequiresScope('play')
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.seeks.cancel(user, id);
  }
}

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/matches')
export class MatchSocialController {
  constructor(
    private readonly offers: MatchOffersService,
    private readonly challenges: ChallengesService,
    private readonly chat: ChatService,
  ) {}

  @Get(':id/offers')
  @ApiJson({ summary: 'What is on offer', description: 'The standing draw offer, the rematch offer and whether the match may still be aborted.', params: MATCH_ID, response: MatchOffersSchema, errors: [401, 404] })
  @RequiresScope('read')
  getOffers(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.offers.offers(user, id);
  }

  @Post(':id/abort')
  @HttpCode(200)
  @ApiJson({
    summary: 'Abort',
    description: 'Ends an active match without result (endedBy aborted, no winner) while some seat has not made its first move; afterwards 409 ABORT_TOO_LATE.',
    params: MATCH_ID,
    body: AbortRequestSchema,
    response: RestMatchSchema,
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  abort(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(AbortRequestSchema)) body: { expectedVersion?: number }) {
    return this.offers.abort(user, id, body.expectedVersion);
  }

  @Post(':id/draw')
  @HttpCode(200)
  @ApiJson({
    summary: 'Offer, accept or decline a draw',
    description:
      "Only in games whose rules can end drawn (GET /v1/games: drawPossible). An offer stands until its offerer's next move; offering while another player's offer stands accepts it. When every other player has accepted, the match ends drawn (endedBy agreement).",
    params: MATCH_ID,
    body: DrawActionSchema,
    response: MatchOffersSchema,
    errors: [400, 401, 403, 404, 409, 422],
  })
  @RequiresScope('play')
  draw(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(DrawActionSchema)) body: { action: 'offer' | 'accept' | 'decline' }) {
    return this.offers.draw(user, id, body.action);
  }

  @Post(':id/rematch')
  @HttpCode(200)
  @ApiJson({
    summary: 'Offer or accept a rematch',
    description:
      'After a finished match, any player offers a rematch: the same game, options, clock and visibility, each player one seat on. It is a challenge to the other players (rematch_offered); the match starts when all accept. Calling it when another player offered accepts their offer.',
    params: MATCH_ID,
    response: ChallengeSchema,
    errors: [401, 403, 404, 409],
  })
  @RequiresScope('play')
  rematch(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.challenges.rematch(user, id);
  }

  @Get(':id/chat')
  @ApiJson({
    summary: 'Read the chat',
    description:
      "The match's chat, oldest first, a page at a time: players read both rooms, spectators the spectators' room; messages of users you muted are left out. Pass the answer's nextCursor as cursor for the next page.",
    params: MATCH_ID,
    query: ChatQuerySchema,
    response: ChatListSchema,
    errors: [401, 404],
  })
  @RequiresScope('read')
  readChat(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodPipe(ChatQuerySchema, 'The query')) q: ChatQuery) {
    return this.chat.list(user, id, q);
  }

  @Post(':id/chat')
  @ApiJson({
    summary: 'Write in the chat',
    description:
      "Writes in the players' room (players only) or the spectators' room. At most CHAT_MAX_LENGTH characters, CHAT_MESSAGES_PER_MINUTE per user (429). The other players get chat_message, except those who muted you.",
    params: MATCH_ID,
    body: ChatPostSchema,
    status: 201,
    response: ChatMessageSchema,
    errors: [400, 401, 403, 404],
  })
  @RequiresScope('play')
  writeChat(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(ChatPostSchema)) body: { room: 'players' | 'spectators'; body: string }) {
    return this.chat.post(user, id, body.room, body.body);
  }
}

@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/me/mutes')
export class MutesController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @ApiJson({
    summary: 'My mutes',
    description: "The users whose chat messages you do not receive, most recently muted first, a page at a time. Pass the answer's nextCursor as cursor for the next page.",
    query: MuteQuerySchema,
    response: MuteListSchema,
    errors: [400, 401],
  })
  @RequiresScope('read')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(MuteQuerySchema, 'The query')) q: MuteQuery) {
    return this.chat.mutes(user, q);
  }

  @Put(':username')
  @ApiJson({ summary: 'Mute a user', description: 'Their chat messages no longer reach you: neither in chat reads nor in your events. Answers the first page of your mutes.', params: { username: { description: 'Their username.' } }, response: MuteListSchema, errors: [400, 401, 404] })
  @RequiresScope('play')
  mute(@CurrentUser() user: AuthUser, @Param('username') username: string) {
    return this.chat.mute(user, username);
  }

  @Delete(':username')
  @ApiJson({ summary: 'Unmute a user', description: 'Their chat messages reach you again. Answers the first page of your mutes.', params: { username: { description: 'Their username.' } }, response: MuteListSchema, errors: [401, 404] })
  @RequiresScope('play')
  unmute(@CurrentUser() user: AuthUser, @Param('username') username: string) {
    return this.chat.unmute(user, username);
  }
}

/** GraphQL adapter of challenges, seeks, match offers, chat and mutes (like their REST routes). */
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { parseOr400 } from '../../platform/zod.js';
import { ChallengesService } from '../../features/social/challenges.service.js';
import { SeeksService } from '../../features/social/seeks.service.js';
import { MatchOffersService } from '../../features/social/match-offers.service.js';
import { ChatService } from '../../features/social/chat.service.js';
import {
  AbortRequestSchema, ChatPostSchema, CreateChallengeRequestSchema, CreateSeekRequestSchema, DeclineRequestSchema, ListChallengesQuerySchema, ListSeeksQuerySchema,
} from '../../features/social/social.schemas.js';
import { ChallengeStatusEnum, ChallengeType, ChatMessageType, ChatRoomEnum, MatchOffersType, MatchType, SeekResultType, SeekType, VisibilityEnum } from './schema-types.js';

const ID_ARG = { type: () => ID, description: 'Id.' };

@Resolver()
@UseGuards(JwtAuthGuard)
export class SocialResolver {
  constructor(
    private readonly challengeService: ChallengesService,
    private readonly seekService: SeeksService,
    private readonly offers: MatchOffersService,
    private readonly chat: ChatService,
  ) {}

  @Query(() => [ChallengeType], { description: 'Challenges and rematch offers you sent or received, newest first (like GET /v1/challenges).', complexity: 100 })
  @RequiresScope('read')
  async challenges(
    @CurrentUser() user: AuthUser,
    @Args('status', { type: () => ChallengeStatusEnum, nullable: true, description: 'Only challenges in this status.' }) status?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'At most this many; default 50.' }) limit?: number,
  ) {
    const q = parseOr400(ListChallengesQuerySchema, { status: status ?? undefined, limit: limit ?? undefined });
    return (await this.challengeService.list(user, q.status, q.limit)).items;
  }

  @Query(() => ChallengeType, { description: 'A challenge of yours (like GET /v1/challenges/{id}).' })
  @RequiresScope('read')
  challenge(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.challengeService.get(user, id);
  }

  @Mutation(() => ChallengeType, { description: 'Challenge named users; the match starts when all accept (like POST /v1/challenges).' })
  @RequiresScope('play')
  createChallenge(
    @CurrentUser() user: AuthUser,
    @Args('users', { type: () => [String], description: 'Usernames: they take seats 1, 2, ...; you seat 0.' }) users: string[],
    @Args('game', { description: 'A game id.' }) game: string,
    @Args('options', { type: () => GraphQLJSON, nullable: true, description: "The game's options." }) options?: unknown,
    @Args('visibility', { type: () => VisibilityEnum, nullable: true, description: 'Default public.' }) visibility?: string,
    @Args('timeLimitSeconds', { type: () => Int, nullable: true, description: 'Seconds per decision; omitted: no clock.' }) timeLimitSeconds?: number,
    @Args('hints', { nullable: true, description: 'Whether players may ask for hints. Default true.' }) hints?: boolean,
    @Args('expiresInMinutes', { type: () => Int, nullable: true, description: 'Default CHALLENGE_EXPIRY_MINUTES.' }) expiresInMinutes?: number,
  ) {
    const req = parseOr400(CreateChallengeRequestSchema, {
      users,
      game,
      options: options ?? undefined,
      visibility: visibility ?? undefined,
      timeLimitSeconds: timeLimitSeconds ?? undefined,
      hints: hints ?? undefined,
      expiresInMinutes: expiresInMinutes ?? undefined,
    });
    return this.challengeService.create(user, req);
  }

  @Mutation(() => ChallengeType, { description: 'Accept a challenge or rematch offer addressed to you.' })
  @RequiresScope('play')
  acceptChallenge(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.challengeService.accept(user, id);
  }

  @Mutation(() => ChallengeType, { description: 'Decline a challenge, with an optional reason; it ends.' })
  @RequiresScope('play')
  declineChallenge(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string, @Args('reason', { nullable: true, description: 'Shown to the others.' }) reason?: string) {
    const body = parseOr400(DeclineRequestSchema, { reason: reason ?? undefined });
    return this.challengeService.decline(user, id, body.reason ?? null);
  }

  @Mutation(() => ChallengeType, { description: 'Withdraw a challenge you sent.' })
  @RequiresScope('play')
  cancelChallenge(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.challengeService.cancel(user, id);
  }

  @Query(() => [SeekType], { description: 'Open seeks, oldest first (like GET /v1/seeks).', complexity: 100 })
  @RequiresScope('read')
  async seeks(
    @Args('game', { nullable: true, description: 'Only seeks of this game.' }) game?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'At most this many; default 50.' }) limit?: number,
  ) {
    const q = parseOr400(ListSeeksQuerySchema, { game: game ?? undefined, limit: limit ?? undefined });
    return (await this.seekService.list(q.game, q.limit)).items;
  }

  @Mutation(() => SeekResultType, { description: 'Publish a seek; it is paired with compatible seeks as soon as there are enough (like POST /v1/seeks).' })
  @RequiresScope('play')
  createSeek(
    @CurrentUser() user: AuthUser,
    @Args('game', { description: 'A game id.' }) game: string,
    @Args('options', { type: () => GraphQLJSON, nullable: true, description: "The game's options." }) options?: unknown,
    @Args('seats', { type: () => Int, nullable: true, description: "Players, you included; default the game's minimum." }) seats?: number,
    @Args('timeLimitSeconds', { type: () => Int, nullable: true, description: 'Seconds per decision; omitted: no clock.' }) timeLimitSeconds?: number,
  ) {
    const req = parseOr400(CreateSeekRequestSchema, { game, options: options ?? undefined, seats: seats ?? undefined, timeLimitSeconds: timeLimitSeconds ?? undefined });
    return this.seekService.create(user, req);
  }

  @Mutation(() => SeekResultType, { description: "Accept another user's open seek (like POST /v1/seeks/{id}/accept)." })
  @RequiresScope('play')
  acceptSeek(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.seekService.accept(user, id);
  }

  @Mutation(() => SeekType, { description: 'Withdraw your open seek.' })
  @RequiresScope('play')
  cancelSeek(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.seekService.cancel(user, id);
  }

  @Query(() => MatchOffersType, { description: 'The standing draw offer, the rematch offer, and whether the match may be aborted (like GET /v1/matches/{id}/offers).' })
  @RequiresScope('read')
  matchOffers(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.offers.offers(user, id);
  }

  @Mutation(() => MatchType, { description: 'End an active match without result while some seat has not made its first move.' })
  @RequiresScope('play')
  abortMatch(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string, @Args('expectedVersion', { type: () => Int, nullable: true, description: 'Only at this version.' }) expectedVersion?: number) {
    return this.offers.abort(user, id, parseOr400(AbortRequestSchema, { expectedVersion: expectedVersion ?? undefined }).expectedVersion);
  }

  @Mutation(() => MatchOffersType, { description: "Offer a draw (games that can end drawn); it stands until your next move. Accepts another player's standing offer." })
  @RequiresScope('play')
  offerDraw(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.offers.draw(user, id, 'offer');
  }

  @Mutation(() => MatchOffersType, { description: "Accept another player's draw offer; the match ends drawn once every other player has." })
  @RequiresScope('play')
  acceptDraw(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.offers.draw(user, id, 'accept');
  }

  @Mutation(() => MatchOffersType, { description: "Decline another player's draw offer." })
  @RequiresScope('play')
  declineDraw(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.offers.draw(user, id, 'decline');
  }

  @Mutation(() => ChallengeType, { description: 'Offer (or accept) a rematch of a finished match: same game and options, seats rotated.' })
  @RequiresScope('play')
  rematch(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return this.challengeService.rematch(user, id);
  }

  @Query(() => [ChatMessageType], { description: "The match's chat as you may read it (like GET /v1/matches/{id}/chat).", complexity: 100 })
  @RequiresScope('read')
  async matchChat(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string) {
    return (await this.chat.list(user, id)).items;
  }

  @Mutation(() => ChatMessageType, { description: "Write in a match's chat (like POST /v1/matches/{id}/chat)." })
  @RequiresScope('play')
  postChat(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('body', { description: 'The message.' }) body: string,
    @Args('room', { type: () => ChatRoomEnum, nullable: true, description: 'Default players.' }) room?: string,
  ) {
    const req = parseOr400(ChatPostSchema, { room: room ?? undefined, body });
    return this.chat.post(user, matchId, req.room, req.body);
  }

  @Query(() => [String], { description: 'Usernames you muted.' })
  @RequiresScope('read')
  async myMutes(@CurrentUser() user: AuthUser) {
    return (await this.chat.mutes(user)).items;
  }

  @Mutation(() => [String], { description: "Mute a user: their chat messages no longer reach you. Answers your mutes." })
  @RequiresScope('play')
  async muteUser(@CurrentUser() user: AuthUser, @Args('username', { description: 'Their username.' }) username: string) {
    return (await this.chat.mute(user, username)).items;
  }

  @Mutation(() => [String], { description: 'Unmute a user. Answers your mutes.' })
  @RequiresScope('play')
  async unmuteUser(@CurrentUser() user: AuthUser, @Args('username', { description: 'Their username.' }) username: string) {
    return (await this.chat.unmute(user, username)).items;
  }
}

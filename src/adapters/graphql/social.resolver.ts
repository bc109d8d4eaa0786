/** GraphQL adapter of challenges, seeks, match offers, chat and mutes (like their REST routes). */
import { UseGuards } from '@nestjs/common';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { UsernameParamSchema, type AuthUser } from '../../features/auth/auth.schemas.js';
import { MatchIdSchema } from '../../domain/match.schemas.js';
import { ChallengesService } from '../../features/social/challenges.service.js';
import { SeeksService } from '../../features/social/seeks.service.js';
import { MatchOffersService } from '../../features/social/match-offers.service.js';
import { ChatService } from '../../features/social/chat.service.js';
import {
  AbortRequestSchema, ChallengeIdSchema, ChatPostSchema, ChatQuerySchema, CreateChallengeRequestSchema, MuteQuerySchema, CreateSeekRequestSchema, DeclineRequestSchema, ListChallengesQuerySchema, ListSeeksQuerySchema,
  SeekIdSchema,
} from '../../features/social/social.schemas.js';
import { ChallengeListType, ChallengeType, ChatListType, ChatMessageType, MatchOffersType, MatchType, MuteListType, SeekListType, SeekResultType, SeekType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

// The arguments: a request's schema, plus the ids REST puts in the path.
const ChallengeArgs = z.object({ id: ChallengeIdSchema });
const DeclineArgs = DeclineRequestSchema.extend(ChallengeArgs.shape);
const SeekArgs = z.object({ id: SeekIdSchema });
const MatchArgs = z.object({ id: MatchIdSchema });
const AbortArgs = AbortRequestSchema.extend(MatchArgs.shape);
const ChatArgs = ChatPostSchema.extend({ matchId: MatchIdSchema });
const ChatListArgs = ChatQuerySchema.extend(MatchArgs.shape);
const UserArgs = z.object({ username: UsernameParamSchema });

/** A page costs its size times what each item costs. */
const perPage = (byDefault: number) => ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) => (Number(args.limit) || byDefault) * childComplexity;

@Resolver()
@UseGuards(JwtAuthGuard)
export class SocialResolver {
  constructor(
    private readonly challengeService: ChallengesService,
    private readonly seekService: SeeksService,
    private readonly offers: MatchOffersService,
    private readonly chat: ChatService,
  ) {}

  @Query(() => ChallengeListType, { description: 'Challenges and rematch offers you sent or received, newest first, a page at a time (like GET /v1/challenges).', complexity: perPage(50) })
  @RequiresScope('read')
  async challenges(@CurrentUser() user: AuthUser, @ZodArgs(ListChallengesQuerySchema) q: ArgsOf<typeof ListChallengesQuerySchema>) {
    return this.challengeService.list(user, q);
  }

  @Query(() => ChallengeType, { description: 'A challenge of yours (like GET /v1/challenges/{id}).' })
  @RequiresScope('read')
  challenge(@CurrentUser() user: AuthUser, @ZodArgs(ChallengeArgs) { id }: ArgsOf<typeof ChallengeArgs>) {
    return this.challengeService.get(user, id);
  }

  @Mutation(() => ChallengeType, { description: 'Challenge named users; the match starts when all accept (like POST /v1/challenges).' })
  @RequiresScope('play')
  createChallenge(@CurrentUser() user: AuthUser, @ZodArgs(CreateChallengeRequestSchema) req: ArgsOf<typeof CreateChallengeRequestSchema>) {
    return this.challengeService.create(user, req);
  }

  @Mutation(() => ChallengeType, { description: 'Accept a challenge or rematch offer addressed to you.' })
  @RequiresScope('play')
  acceptChallenge(@CurrentUser() user: AuthUser, @ZodArgs(ChallengeArgs) { id }: ArgsOf<typeof ChallengeArgs>) {
    return this.challengeService.accept(user, id);
  }

  @Mutation(() => ChallengeType, { description: 'Decline a challenge, with an optional reason; it ends.' })
  @RequiresScope('play')
  declineChallenge(@CurrentUser() user: AuthUser, @ZodArgs(DeclineArgs) { id, reason }: ArgsOf<typeof DeclineArgs>) {
    return this.challengeService.decline(user, id, reason ?? null);
  }

  @Mutation(() => ChallengeType, { description: 'Withdraw a challenge you sent.' })
  @RequiresScope('play')
  cancelChallenge(@CurrentUser() user: AuthUser, @ZodArgs(ChallengeArgs) { id }: ArgsOf<typeof ChallengeArgs>) {
    return this.challengeService.cancel(user, id);
  }

  @Query(() => SeekListType, { description: 'Open seeks, oldest first, a page at a time (like GET /v1/seeks).', complexity: perPage(50) })
  @RequiresScope('read')
  async seeks(@ZodArgs(ListSeeksQuerySchema) q: ArgsOf<typeof ListSeeksQuerySchema>) {
    return this.seekService.list(q);
  }

  @Mutation(() => SeekResultType, { description: 'Publish a seek; it is paired with compatible seeks as soon as there are enough (like POST /v1/seeks).' })
  @RequiresScope('play')
  createSeek(@CurrentUser() user: AuthUser, @ZodArgs(CreateSeekRequestSchema) req: ArgsOf<typeof CreateSeekRequestSchema>) {
    return this.seekService.create(user, req);
  }

  @Mutation(() => SeekResultType, { description: "Accept another user's open seek (like POST /v1/seeks/{id}/accept)." })
  @RequiresScope('play')
  acceptSeek(@CurrentUser() user: AuthUser, @ZodArgs(SeekArgs) { id }: ArgsOf<typeof SeekArgs>) {
    return this.seekService.accept(user, id);
  }

  @Mutation(() => SeekType, { description: 'Withdraw your open seek.' })
  @RequiresScope('play')
  cancelSeek(@CurrentUser() user: AuthUser, @ZodArgs(SeekArgs) { id }: ArgsOf<typeof SeekArgs>) {
    return this.seekService.cancel(user, id);
  }

  @Query(() => MatchOffersType, { description: 'The standing draw offer, the rematch offer, and whether the match may be aborted (like GET /v1/matches/{id}/offers).' })
  @RequiresScope('read')
  matchOffers(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.offers.offers(user, id);
  }

  @Mutation(() => MatchType, { description: 'End an active match without result while some seat has not made its first move.' })
  @RequiresScope('play')
  abortMatch(@CurrentUser() user: AuthUser, @ZodArgs(AbortArgs) { id, expectedVersion }: ArgsOf<typeof AbortArgs>) {
    return this.offers.abort(user, id, expectedVersion);
  }

  @Mutation(() => MatchOffersType, { description: "Offer a draw (games that can end drawn); it stands until your next move. Accepts another player's standing offer." })
  @RequiresScope('play')
  offerDraw(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.offers.draw(user, id, 'offer');
  }

  @Mutation(() => MatchOffersType, { description: "Accept another player's draw offer; the match ends drawn once every other player has." })
  @RequiresScope('play')
  acceptDraw(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.offers.draw(user, id, 'accept');
  }

  @Mutation(() => MatchOffersType, { description: "Decline another player's draw offer." })
  @RequiresScope('play')
  declineDraw(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.offers.draw(user, id, 'decline');
  }

  @Mutation(() => ChallengeType, { description: 'Offer (or accept) a rematch of a finished match: same game and options, seats rotated.' })
  @RequiresScope('play')
  rematch(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.challengeService.rematch(user, id);
  }

  @Query(() => ChatListType, { description: "The match's chat as you may read it, oldest first, a page at a time (like GET /v1/matches/{id}/chat).", complexity: perPage(100) })
  @RequiresScope('read')
  matchChat(@CurrentUser() user: AuthUser, @ZodArgs(ChatListArgs) { id, ...page }: ArgsOf<typeof ChatListArgs>) {
    return this.chat.list(user, id, page);
  }

  @Mutation(() => ChatMessageType, { description: "Write in a match's chat (like POST /v1/matches/{id}/chat)." })
  @RequiresScope('play')
  postChat(@CurrentUser() user: AuthUser, @ZodArgs(ChatArgs) { matchId, room, body }: ArgsOf<typeof ChatArgs>) {
    return this.chat.post(user, matchId, room, body);
  }

  @Query(() => MuteListType, { description: 'Usernames you muted, most recently muted first, a page at a time (like GET /v1/me/mutes).' })
  @RequiresScope('read')
  myMutes(@CurrentUser() user: AuthUser, @ZodArgs(MuteQuerySchema) q: ArgsOf<typeof MuteQuerySchema>) {
    return this.chat.mutes(user, q);
  }

  @Mutation(() => MuteListType, { description: 'Mute a user: their chat messages no longer reach you. Answers the first page of your mutes.' })
  @RequiresScope('play')
  muteUser(@CurrentUser() user: AuthUser, @ZodArgs(UserArgs) { username }: ArgsOf<typeof UserArgs>) {
    return this.chat.mute(user, username);
  }

  @Mutation(() => MuteListType, { description: 'Unmute a user. Answers the first page of your mutes.' })
  @RequiresScope('play')
  unmuteUser(@CurrentUser() user: AuthUser, @ZodArgs(UserArgs) { username }: ArgsOf<typeof UserArgs>) {
    return this.chat.unmute(user, username);
  }
}

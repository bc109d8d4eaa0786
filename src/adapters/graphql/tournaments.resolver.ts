/** GraphQL adapter of tournaments (like /v1/tournaments; docs/tournaments.md). */
import { UseGuards } from '@nestjs/common';
import { Context, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { z } from 'zod';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { TournamentsService } from '../../features/tournaments/tournaments.service.js';
import { TournamentReads } from '../../features/tournaments/tournament-reads.service.js';
import {
  AddTournamentBotRequestSchema, CreateTournamentRequestSchema, JoinTournamentRequestSchema, ListTournamentsQuerySchema, TournamentIdSchema, TournamentRoundQuerySchema,
} from '../../features/tournaments/tournaments.schemas.js';
import { TournamentListType, TournamentRoundPageType, TournamentStandingsUpdateType, TournamentType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

const IdArgs = z.object({ id: TournamentIdSchema });
const GetArgs = IdArgs.extend({ inviteCode: z.string().max(64).optional().describe('The invite code, to read a private tournament you have not entered.') });
const RoundArgs = TournamentRoundQuerySchema.extend({ ...IdArgs.shape, round: z.number().int().min(1).max(10_000).describe('Round number, from 1.') });
const JoinArgs = JoinTournamentRequestSchema.extend(IdArgs.shape);
const BotArgs = AddTournamentBotRequestSchema.extend(IdArgs.shape);

@UseGuards(JwtAuthGuard)
@Resolver()
export class TournamentsResolver {
  constructor(
    private readonly service: TournamentsService,
    private readonly reads: TournamentReads,
  ) {}

  @Query(() => TournamentListType, { description: 'Public tournaments, or yours, newest first, a page at a time (like GET /v1/tournaments).', complexity: ({ args, childComplexity }) => (Number(args.limit) || 20) * childComplexity })
  @RequiresScope('read')
  tournaments(@CurrentUser() user: AuthUser, @ZodArgs(ListTournamentsQuerySchema) q: ArgsOf<typeof ListTournamentsQuerySchema>) {
    return this.reads.list(user, q);
  }

  @Query(() => TournamentType, { description: "A tournament with its standings and every round's boards (like GET /v1/tournaments/{id})." })
  @RequiresScope('read')
  tournament(@CurrentUser() user: AuthUser, @ZodArgs(GetArgs) { id, inviteCode }: ArgsOf<typeof GetArgs>) {
    return this.reads.get(user, id, inviteCode);
  }

  @Query(() => TournamentRoundPageType, { description: 'One round and a page of its boards (like GET /v1/tournaments/{id}/rounds/{round}).', complexity: ({ args, childComplexity }) => (Number(args.limit) || 100) * childComplexity })
  @RequiresScope('read')
  tournamentRound(@CurrentUser() user: AuthUser, @ZodArgs(RoundArgs) { id, round, ...q }: ArgsOf<typeof RoundArgs>) {
    return this.reads.round(user, id, round, q);
  }

  @Mutation(() => TournamentType, { description: 'Create a tournament; you organise it (like POST /v1/tournaments).' })
  @RequiresScope('play')
  createTournament(@CurrentUser() user: AuthUser, @ZodArgs(CreateTournamentRequestSchema) req: ArgsOf<typeof CreateTournamentRequestSchema>) {
    return this.service.create(user, req);
  }

  @Mutation(() => TournamentType, { description: 'Enter a tournament (a private one with its invite code).' })
  @RequiresScope('play')
  joinTournament(@CurrentUser() user: AuthUser, @ZodArgs(JoinArgs) { id, ...req }: ArgsOf<typeof JoinArgs>) {
    return this.service.join(user, id, req);
  }

  @Mutation(() => TournamentType, { description: "The organiser enters one of the service's bots." })
  @RequiresScope('play')
  addTournamentBot(@CurrentUser() user: AuthUser, @ZodArgs(BotArgs) { id, ...req }: ArgsOf<typeof BotArgs>) {
    return this.service.addBot(user, id, req);
  }

  @Mutation(() => TournamentType, { description: 'Withdraw: not paired again; games under way are resigned.' })
  @RequiresScope('play')
  withdrawFromTournament(@CurrentUser() user: AuthUser, @ZodArgs(IdArgs) { id }: ArgsOf<typeof IdArgs>) {
    return this.service.withdraw(user, id);
  }

  @Mutation(() => TournamentType, { description: 'The organiser pairs round 1 now.' })
  @RequiresScope('play')
  startTournament(@CurrentUser() user: AuthUser, @ZodArgs(IdArgs) { id }: ArgsOf<typeof IdArgs>) {
    return this.service.start(user, id);
  }

  @Mutation(() => TournamentType, { description: 'The organiser cancels the tournament.' })
  @RequiresScope('play')
  cancelTournament(@CurrentUser() user: AuthUser, @ZodArgs(IdArgs) { id }: ArgsOf<typeof IdArgs>) {
    return this.service.cancel(user, id);
  }

  @Subscription(() => TournamentStandingsUpdateType, {
    description:
      'The standings of a tournament you may see (like GET /v1/tournaments/{id}): the table now, then again whenever it changes (a game ends, a round starts, an entrant withdraws); ends after the table of a finished or cancelled tournament.',
    resolve: (payload: unknown) => payload,
  })
  @RequiresScope('read')
  tournamentStandings(@CurrentUser() user: AuthUser, @ZodArgs(GetArgs) { id, inviteCode }: ArgsOf<typeof GetArgs>, @Context() ctx: { user?: AuthUser }) {
    return this.reads.standingsFeed(ctx.user ?? user, id, inviteCode);
  }
}

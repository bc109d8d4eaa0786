/** REST adapters of tournaments (issue 40, docs/tournaments.md). */
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { TournamentsService } from '../../features/tournaments/tournaments.service.js';
import { TournamentReads } from '../../features/tournaments/tournament-reads.service.js';
import {
  AddTournamentBotRequestSchema, CreateTournamentRequestSchema, JoinTournamentRequestSchema, ListTournamentsQuerySchema, TournamentListSchema, TournamentRoundPageSchema, TournamentRoundQuerySchema, TournamentSchema,
  type AddTournamentBotRequest, type CreateTournamentRequest, type JoinTournamentRequest, type ListTournamentsQuery, type TournamentRoundQuery,
} from '../../features/tournaments/tournaments.schemas.js';

const ID = { id: { description: 'Tournament id.' } };
const RoundNumberSchema = z.coerce.number().int().min(1).max(10_000);
const GetQuerySchema = z.object({ inviteCode: z.string().max(64).optional().describe('The invite code, to read a private tournament you have not entered.') }).strict();

@ApiTags('tournaments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/tournaments')
export class TournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly reads: TournamentReads,
  ) {}

  @Post()
  @ApiJson({ summary: 'Create a tournament', description: 'You organise it (you play only if you join). A private one gets an invite code, shown to you.', body: CreateTournamentRequestSchema, status: 201, response: TournamentSchema, errors: [400, 401] })
  @RequiresScope('play')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateTournamentRequestSchema)) body: CreateTournamentRequest) {
    return this.tournaments.create(user, body);
  }

  @Get()
  @ApiJson({ summary: 'List tournaments', description: 'Public tournaments, or yours (organised or entered), newest first, a page at a time.', query: ListTournamentsQuerySchema, response: TournamentListSchema, errors: [400, 401] })
  @RequiresScope('read')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ListTournamentsQuerySchema, 'The query')) q: ListTournamentsQuery) {
    return this.reads.list(user, q);
  }

  @Get(':id')
  @ApiJson({ summary: 'Get a tournament', description: "Its standings and every round's boards with their games and record hashes: the tournament record.", params: ID, query: GetQuerySchema, response: TournamentSchema, errors: [401, 404] })
  @RequiresScope('read')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodPipe(GetQuerySchema, 'The query')) q: z.infer<typeof GetQuerySchema>) {
    return this.reads.get(user, id, q.inviteCode);
  }

  @Get(':id/rounds/:round')
  @ApiJson({
    summary: 'Get one round',
    description: "One round and a page of its boards, by board number (what GET /v1/tournaments/{id} lists for it, without the other rounds): for a page that follows the round under way.",
    params: { ...ID, round: { description: 'Round number, from 1.' } },
    query: TournamentRoundQuerySchema,
    response: TournamentRoundPageSchema,
    errors: [400, 401, 404],
  })
  @RequiresScope('read')
  round(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('round', new ZodPipe(RoundNumberSchema, 'The round')) round: number, @Query(new ZodPipe(TournamentRoundQuerySchema, 'The query')) q: TournamentRoundQuery) {
    return this.reads.round(user, id, round, q);
  }

  @Post(':id/join')
  @HttpCode(200)
  @ApiJson({ summary: 'Enter a tournament', description: 'Enters you, within its entry limits (rating range, count). Late entry: Swiss and pods take entrants until the last round is paired; they start with 0 points from the next round.', params: ID, body: JoinTournamentRequestSchema, response: TournamentSchema, errors: [401, 403, 404, 409] })
  @RequiresScope('play')
  join(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(JoinTournamentRequestSchema)) body: JoinTournamentRequest) {
    return this.tournaments.join(user, id, body ?? {});
  }

  @Post(':id/bots')
  @HttpCode(200)
  @ApiJson({ summary: 'Enter a bot', description: "The organiser enters one of the service's bots, when the tournament allows bots.", params: ID, body: AddTournamentBotRequestSchema, response: TournamentSchema, errors: [400, 401, 403, 404, 409] })
  @RequiresScope('play')
  addBot(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(AddTournamentBotRequestSchema)) body: AddTournamentBotRequest) {
    return this.tournaments.addBot(user, id, body);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiJson({ summary: 'Withdraw', description: 'You are not paired again; your games under way are resigned, and a round-robin scores your remaining games as forfeits.', params: ID, response: TournamentSchema, errors: [401, 404, 409] })
  @RequiresScope('play')
  withdraw(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.tournaments.withdraw(user, id);
  }

  @Post(':id/start')
  @HttpCode(200)
  @ApiJson({ summary: 'Start now', description: 'The organiser pairs round 1 now instead of at startsAt.', params: ID, response: TournamentSchema, errors: [401, 403, 404, 409] })
  @RequiresScope('play')
  start(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.tournaments.start(user, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiJson({ summary: 'Cancel', description: 'The organiser cancels it: no further round is paired (games under way go on as ordinary matches).', params: ID, response: TournamentSchema, errors: [401, 403, 404, 409] })
  @RequiresScope('play')
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.tournaments.cancel(user, id);
  }
}

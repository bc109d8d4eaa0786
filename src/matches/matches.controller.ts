import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../common/zod.js';
import { ApiJson } from '../common/openapi.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt.guard.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesService } from './matches.service.js';
import { MovesService } from './moves.service.js';
import { HistoryService } from './history.service.js';
import {
  CreateMatchRequestSchema, JoinRequestSchema, ListMatchesQuerySchema, MoveRequestSchema, ResignRequestSchema,
  type CreateMatchRequest, type ListMatchesQuery, type MoveRequest,
} from './match.schemas.js';
import { HistorySchema, LegalMovesSchema, MatchPageSchema, MatchRecordSchema, MatchSchema, MoveResultSchema, PlyViewSchema } from './api-schemas.js';

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/matches')
export class MatchesController {
  constructor(
    private readonly matches: MatchesService,
    private readonly moves: MovesService,
    private readonly history: HistoryService,
  ) {}

  @Post()
  @ApiJson({ summary: 'Create a match; you take seat 0. A one-seat game starts at once.', body: CreateMatchRequestSchema, status: 201, response: MatchSchema, errors: [400, 401] })
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateMatchRequestSchema)) body: CreateMatchRequest) {
    return this.matches.create(user, body);
  }

  @Get()
  @ApiQuery({ name: 'scope', required: false, enum: ['mine', 'open', 'public'] })
  @ApiQuery({ name: 'game', required: false })
  @ApiQuery({ name: 'status', required: false, enum: ['open', 'active', 'finished', 'cancelled'] })
  @ApiQuery({ name: 'cursor', required: false })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } })
  @ApiJson({ summary: 'List matches, newest first, a page at a time', response: MatchPageSchema, errors: [400, 401] })
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ListMatchesQuerySchema, 'The query')) query: ListMatchesQuery) {
    return this.matches.list(user, query);
  }

  @Get(':id')
  @ApiJson({ summary: 'One match, with your view of the game', response: MatchSchema, errors: [401, 404] })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.matches.get(user, id);
  }

  @Post(':id/join')
  @HttpCode(200)
  @ApiJson({ summary: 'Take a free seat (a private match needs its inviteCode); the match starts when the last seat is taken', body: JoinRequestSchema, response: MatchSchema, errors: [400, 401, 404, 409] })
  join(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(JoinRequestSchema)) body: { inviteCode?: string }) {
    return this.matches.join(user, id, body.inviteCode);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiJson({ summary: 'Give up your seat before the match starts', response: MatchSchema, errors: [401, 403, 404, 409] })
  leave(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.matches.leave(user, id);
  }

  @Get(':id/legal-moves')
  @ApiJson({ summary: 'Your legal moves now (empty when you need not act)', response: LegalMovesSchema, errors: [401, 404] })
  legalMoves(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.moves.legalMoves(user, id);
  }

  @Post(':id/moves')
  @HttpCode(200)
  @ApiJson({ summary: 'Make a move', body: MoveRequestSchema, response: MoveResultSchema, errors: [400, 401, 403, 404, 409, 422] })
  move(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(MoveRequestSchema)) body: MoveRequest) {
    return this.moves.move(user, id, body);
  }

  @Post(':id/resign')
  @HttpCode(200)
  @ApiJson({ summary: 'Resign: the other players win', body: ResignRequestSchema, response: MatchSchema, errors: [400, 401, 403, 404, 409] })
  resign(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(ResignRequestSchema)) body: { expectedVersion?: number }) {
    return this.moves.resign(user, id, body.expectedVersion);
  }

  @Get(':id/history')
  @ApiJson({ summary: 'The move log, as you may see it', response: HistorySchema, errors: [401, 404] })
  getHistory(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.history.history(user, id);
  }

  @Get(':id/plies/:n')
  @ApiJson({ summary: 'Your view after ply n (0: the start)', response: PlyViewSchema, errors: [400, 401, 404] })
  ply(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('n', ParseIntPipe) n: number) {
    return this.history.viewAtPly(user, id, n);
  }

  @Get(':id/record')
  @ApiJson({ summary: 'The portable match record (seed and full moves once the match is over)', response: MatchRecordSchema, errors: [401, 404] })
  record(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.history.record(user, id);
  }
}

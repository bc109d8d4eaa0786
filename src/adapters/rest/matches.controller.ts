import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { RequiresScope } from '../../features/auth/scopes.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { MatchesService } from '../../features/matches/matches.service.js';
import { MovesService } from '../../features/matches/moves.service.js';
import { HistoryService } from '../../features/matches/history.service.js';
import { HintsService } from '../../features/bots/hints.service.js';
import { ChatService } from '../../features/social/chat.service.js';
import { RestHistorySchema } from '../../features/social/social.schemas.js';
import {
  AddBotRequestSchema, AutoPlayRequestSchema, CreateMatchRequestSchema, HintQuerySchema, JoinRequestSchema, ListMatchesQuerySchema, MoveRequestSchema, ResignRequestSchema,
  type AddBotRequest, type CreateMatchRequest, type ListMatchesQuery, type MoveRequest,
} from '../../domain/match.schemas.js';
import {
  CreateMatchBodySchema, GameIdSchema, HintSchema, LegalMovesSchema, MoveBodySchema, PlyViewSchema, RestMatchPageSchema, RestMatchRecordSchema,
  RestMatchSchema, RestMoveResultSchema,
} from '../../features/matches/api-schemas.js';

const MATCH_ID = { id: { description: 'Match id.' } };
const LIST_QUERY = ListMatchesQuerySchema.extend({ game: GameIdSchema.optional().describe('Only matches of this game.') });

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/matches')
export class MatchesController {
  constructor(
    private readonly matches: MatchesService,
    private readonly moves: MovesService,
    private readonly history: HistoryService,
    private readonly hints: HintsService,
    private readonly chat: ChatService,
  ) {}

  @Post()
  @ApiJson({
    summary: 'Create a match',
    description:
      "Creates a match of `game` with its options (defaults for those omitted). `bots` gives seats to the service's bots; you take the lowest seat left (none with `spectate: true`). The match starts when every seat is taken: at once for a one-seat game or when bots fill the rest, otherwise when others join (POST /v1/matches/{id}/join). The answer is the match with your view.",
    body: CreateMatchBodySchema,
    bodyExamples: ['CreatePyramidSolitaire', 'CreatePrivatePyramid', 'CreateVsBot', 'CreateBotsOnly'],
    status: 201,
    response: RestMatchSchema,
    responseExamples: ['MatchSolitaire', 'MatchPyramidOpen', 'MatchVsBot'],
    errors: [400, 401],
  })
  @RequiresScope('play')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateMatchRequestSchema)) body: CreateMatchRequest) {
    return this.matches.create(user, body);
  }

  @Get()
  @ApiJson({
    summary: 'List matches',
    description: 'Matches newest first, a page at a time: yours (scope mine), public ones waiting for players (open), or all public ones (public). Pass the answer\'s nextCursor as cursor for the next page.',
    query: LIST_QUERY,
    response: RestMatchPageSchema,
    responseExamples: ['MatchPage'],
    errors: [400, 401],
  })
  @RequiresScope('read')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ListMatchesQuerySchema, 'The query')) query: ListMatchesQuery) {
    return this.matches.list(user, query);
  }

  @Get(':id')
  @ApiJson({
    summary: 'Get a match',
    description: "The match with your view of the game: your seat's, or the spectator view of a public match. Check `game` to know the view's type.",
    params: MATCH_ID,
    response: RestMatchSchema,
    responseExamples: ['MatchSolitaire'],
    errors: [401, 404],
  })
  @RequiresScope('read')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.matches.get(user, id);
  }

  @Post(':id/join')
  @HttpCode(200)
  @ApiJson({
    summary: 'Join a match',
    description: 'Takes a free seat. A private match needs its inviteCode. The match starts when the last seat is taken.',
    params: MATCH_ID,
    body: JoinRequestSchema,
    bodyExamples: ['JoinPrivate'],
    response: RestMatchSchema,
    responseExamples: ['MatchPyramidStarted'],
    errors: [400, 401, 404, 409],
  })
  @RequiresScope('play')
  join(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(JoinRequestSchema)) body: { inviteCode?: string }) {
    return this.matches.join(user, id, body.inviteCode);
  }

  @Post(':id/bots')
  @HttpCode(200)
  @ApiJson({
    summary: 'Seat a bot',
    description:
      "Gives a free seat of an open match to one of the service's bots, at a level from 1 to the game's maxBotLevel (GET /v1/games). Any player of the match, or its creator, may. The match starts when the last seat is taken; a bot then moves by itself when it must act, through the same move path as a person.",
    params: MATCH_ID,
    body: AddBotRequestSchema,
    bodyExamples: ['AddBot'],
    response: RestMatchSchema,
    responseExamples: ['MatchVsBot'],
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  addBot(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(AddBotRequestSchema)) body: AddBotRequest) {
    return this.matches.addBot(user, id, body);
  }

  @Post(':id/auto-play')
  @HttpCode(200)
  @ApiJson({
    summary: 'Auto-play forced moves',
    description:
      "Whether the server plays your seat's only legal move at once in this match (null: follow your setting, PUT /v1/me/settings). It applies only where the game says that knowing the move is forced reveals nothing (e.g. a Sabotage pass); the log marks such entries `auto: true`.",
    params: MATCH_ID,
    body: AutoPlayRequestSchema,
    response: RestMatchSchema,
    errors: [400, 401, 403, 404],
  })
  @RequiresScope('play')
  autoPlay(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(AutoPlayRequestSchema)) body: { enabled: boolean | null }) {
    return this.matches.setAutoPlay(user, id, body.enabled);
  }

  @Get(':id/hint')
  @ApiJson({
    summary: 'Ask for a hint',
    description:
      "A move for your seat suggested by the game's bot at `level` (default its highest), decided from your view and the history as you saw it, never from hidden cards. Only when you must act, and unless the match was created with hints: false. Rate-limited per user (HINTS_PER_MINUTE).",
    params: MATCH_ID,
    query: HintQuerySchema,
    response: HintSchema,
    responseExamples: ['Hint'],
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  hint(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodPipe(HintQuerySchema, 'The query')) query: { level?: number }) {
    return this.hints.hint(user, id, query.level);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiJson({
    summary: 'Leave a match',
    description: 'Gives up your seat before the match starts (once it has started, resign instead).',
    params: MATCH_ID,
    response: RestMatchSchema,
    responseExamples: ['MatchPyramidOpen'],
    errors: [401, 403, 404, 409],
  })
  @RequiresScope('play')
  leave(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.matches.leave(user, id);
  }

  @Get(':id/legal-moves')
  @ApiJson({
    summary: 'List your legal moves',
    description:
      'Your legal moves now, each of which can be posted back unchanged as `move`; empty when you need not act. Where a game\'s moves combine independent choices, `alternatives` gives the other values some fields of a listed move may take (every combination is legal) instead of listing each combination.',
    params: MATCH_ID,
    response: LegalMovesSchema,
    responseExamples: ['LegalMoves', 'LegalMovesGrouped'],
    errors: [401, 404],
  })
  @RequiresScope('read')
  legalMoves(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.moves.legalMoves(user, id);
  }

  @Post(':id/moves')
  @HttpCode(200)
  @ApiJson({
    summary: 'Make a move',
    description:
      'Applies a move decided at `expectedVersion` (409 STALE_VERSION if the match moved on). An illegal move gets 422 with the rule\'s code. Retrying with the same idempotencyKey returns the first result. Send `game` to have your client check the move\'s type; leave it out to post back any entry of the legal-moves answer as it is, whatever the match\'s game.',
    params: MATCH_ID,
    body: MoveBodySchema,
    bodyExamples: ['MoveDraw', 'MoveAnyGame'],
    response: RestMoveResultSchema,
    responseExamples: ['MoveResult'],
    errors: [400, 401, 403, 404, 409, 422],
  })
  @RequiresScope('play')
  move(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(MoveRequestSchema)) body: MoveRequest) {
    return this.moves.move(user, id, body);
  }

  @Post(':id/resign')
  @HttpCode(200)
  @ApiJson({
    summary: 'Resign',
    description: 'Ends the match: the other players win. With expectedVersion, only if the match is still at that version.',
    params: MATCH_ID,
    body: ResignRequestSchema,
    bodyExamples: ['Resign'],
    response: RestMatchSchema,
    responseExamples: ['MatchResigned'],
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  resign(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(ResignRequestSchema)) body: { expectedVersion?: number }) {
    return this.moves.resign(user, id, body.expectedVersion);
  }

  @Get(':id/history')
  @ApiJson({
    summary: 'Get the history',
    description: "The move log, oldest first, as you may see it: parts of another seat's move that are hidden from you are null until the match ends. With the match's chat as you may read it (`chat`).",
    params: MATCH_ID,
    response: RestHistorySchema,
    responseExamples: ['History'],
    errors: [401, 404],
  })
  @RequiresScope('read')
  getHistory(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.chat.historyWithChat(user, id);
  }

  @Get(':id/plies/:n')
  @ApiJson({
    summary: 'Get the view at a ply',
    description: 'Your view of the match as it was after ply n (0: the start), replayed from the log.',
    params: { ...MATCH_ID, n: { description: 'The ply, from 0 to the match\'s ply.', schema: { type: 'integer', minimum: 0 } } },
    response: PlyViewSchema,
    responseExamples: ['PlyView'],
    errors: [400, 401, 404],
  })
  @RequiresScope('read')
  ply(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('n', ParseIntPipe) n: number) {
    return this.history.viewAtPly(user, id, n);
  }

  @Get(':id/record')
  @ApiJson({
    summary: 'Get the match record',
    description: 'The portable record: options, seats, the move log with its hash chain, and (once the match is over) the seed and every move, so anyone can replay and verify it.',
    params: MATCH_ID,
    response: RestMatchRecordSchema,
    responseExamples: ['MatchRecord'],
    errors: [401, 404],
  })
  @RequiresScope('read')
  record(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.history.record(user, id);
  }
}

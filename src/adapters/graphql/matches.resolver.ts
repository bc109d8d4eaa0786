/** GraphQL adapter of the match services: authenticate, validate, call one service, map. */
import { RequiresScope, PublicOperation } from '../../features/auth/scopes.js';
import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Info, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { badRequest } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { describeGame, GameCatalog } from '../../features/catalog/game-catalog.js';
import type { AnyGame } from '../../engine/game.js';
import { MatchesService } from '../../features/matches/matches.service.js';
import { MovesService } from '../../features/matches/moves.service.js';
import { HistoryService } from '../../features/matches/history.service.js';
import { AddBotRequestSchema, CreateMatchRequestSchema, ListMatchesQuerySchema, type MatchDto } from '../../domain/match.schemas.js';
import { HintsService } from '../../features/bots/hints.service.js';
import type { MatchEvent } from '../../features/matches/match-events.js';
import { mapAsyncIterator, startWith } from './async-iterator.js';
import { selectsField } from './selection.js';
import { MatchEvents } from '../../features/matches/match-events.js';
import { MatchFanout } from '../../features/matches/match-fanout.js';
import {
  AnyOrderFieldType, MoveAlternativesType, BotSeatInput, GameInfoType, HintType, GameMoveUnion, GameViewUnion, HistoryEntryType, MatchEventType, MatchPageType, MatchType,
  MatchScopeEnum, MatchStatusEnum, MoveInput, MoveResultType, PlyViewType, VisibilityEnum, moveFromInput, tagged,
} from './schema-types.js';

/** Fields that read a match again from the database cost this much (GRAPHQL_MAX_COST). */
const READS_MATCH = 20;

@Resolver(() => MatchType)
export class MatchesResolver {
  constructor(
    private readonly matchService: MatchesService,
    private readonly moves: MovesService,
    private readonly history: HistoryService,
    private readonly catalog: GameCatalog,
    private readonly events: MatchEvents,
    private readonly fanout: MatchFanout,
    private readonly hints: HintsService,
  ) {}

  @Query(() => [GameInfoType], { description: 'The games hosted here (public, like GET /v1/games).' })
  @PublicOperation()
  games() {
    return this.catalog.list().map(describeGame);
  }

  @Query(() => GameInfoType, { description: 'One game (public).' })
  @PublicOperation()
  game(@Args('id', { description: 'The game id.' }) id: string) {
    return describeGame(this.catalog.require(id));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => MatchType, { description: 'One match, with your view of it (like GET /v1/matches/{id}).' })
  @RequiresScope('read')
  match(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string) {
    return this.matchService.get(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => MatchPageType, { description: 'Matches newest first, a page at a time (like GET /v1/matches).', complexity: ({ args, childComplexity }) => (Number(args.limit) || 20) * childComplexity })
  @RequiresScope('read')
  matches(
    @CurrentUser() user: AuthUser,
    @Args('scope', { type: () => MatchScopeEnum, nullable: true, description: 'Which matches; default mine.' }) scope?: string,
    @Args('game', { nullable: true, description: 'Only matches of this game.' }) game?: string,
    @Args('status', { type: () => MatchStatusEnum, nullable: true, description: 'Only matches in this status.' }) status?: string,
    @Args('cursor', { nullable: true, description: 'nextCursor of the previous page.' }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'Page size, 1 to 100; default 20.' }) limit?: number,
  ) {
    const q = parseOr400(ListMatchesQuerySchema, { scope: scope ?? undefined, game: game ?? undefined, status: status ?? undefined, cursor: cursor ?? undefined, limit: limit ?? undefined });
    return this.matchService.list(user, q);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => [HistoryEntryType], { description: 'The move log as you may see it (like GET /v1/matches/{id}/history).', complexity: READS_MATCH })
  @RequiresScope('read')
  async matchHistory(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string) {
    const { game } = await this.matchService.load(user, id);
    const h = await this.history.history(user, id);
    return h.entries.map((e) => ({ ...e, move: e.move === null ? null : tagged(e.move, game.meta.id) }));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => PlyViewType, { description: 'Your view after a ply, 0 being the start (like GET /v1/matches/{id}/plies/{n}).', complexity: READS_MATCH })
  @RequiresScope('read')
  async matchAtPly(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string, @Args('ply', { type: () => Int, description: 'The ply, from 0 to the match ply.' }) ply: number) {
    const { game } = await this.matchService.load(user, id);
    const r = await this.history.viewAtPly(user, id, ply);
    return { ...r, view: tagged(r.view, game.meta.id) };
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => GraphQLJSON, { description: 'The portable match record (same as GET /v1/matches/{id}/record).', complexity: READS_MATCH })
  @RequiresScope('read')
  matchRecord(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string) {
    return this.history.record(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Create a match; bots take the seats named in `bots`, you the lowest left unless you spectate (like POST /v1/matches).' })
  @RequiresScope('play')
  createMatch(
    @CurrentUser() user: AuthUser,
    @Args('game', { description: 'A game id (see games).' }) game: string,
    @Args('options', { type: () => GraphQLJSON, nullable: true, description: "The game's options; omitted fields take their defaults." }) options?: unknown,
    @Args('seats', { type: () => Int, nullable: true, description: "Number of seats; default the game's minimum." }) seats?: number,
    @Args('visibility', { type: () => VisibilityEnum, nullable: true, description: 'Who may see the match; default public.' }) visibility?: string,
    @Args('timeLimitSeconds', { type: () => Int, nullable: true, description: 'Seconds each decision may take; omitted: no clock.' }) timeLimitSeconds?: number,
    @Args('daysPerMove', { type: () => Int, nullable: true, description: 'Correspondence days per move: 1, 2, 3, 5, 7, 10 or 14 (instead of timeLimitSeconds).' }) daysPerMove?: number,
    @Args('bankSeconds', { type: () => Int, nullable: true, description: "Each seat's time bank, spent beyond the per-move allowance." }) bankSeconds?: number,
    @Args('incrementSeconds', { type: () => Int, nullable: true, description: "Added to a seat's bank after each of its moves." }) incrementSeconds?: number,
    @Args('bots', { type: () => [BotSeatInput], nullable: true, description: "Seats to give to the service's bots." }) bots?: BotSeatInput[],
    @Args('spectate', { nullable: true, description: 'True: you take no seat (watch bots play). Default false.' }) spectate?: boolean,
    @Args('hints', { nullable: true, description: 'Whether players may ask for hints. Default true.' }) hints?: boolean,
    @Args('rated', { nullable: true, description: "True: rated (ratings change when it ends); default casual. Refused with RATED_NOT_ALLOWED for one-player matches and matches with the service's bots." }) rated?: boolean,
  ) {
    const req = parseOr400(CreateMatchRequestSchema, {
      game,
      options: options ?? undefined,
      seats: seats ?? undefined,
      visibility: visibility ?? undefined,
      timeLimitSeconds: timeLimitSeconds ?? undefined,
      daysPerMove: daysPerMove ?? undefined,
      bankSeconds: bankSeconds ?? undefined,
      incrementSeconds: incrementSeconds ?? undefined,
      bots: bots?.map((b) => ({ seat: b.seat, level: b.level })) ?? undefined,
      spectate: spectate ?? undefined,
      hints: hints ?? undefined,
      rated: rated ?? undefined,
    });
    return this.matchService.create(user, req);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Take a free seat; the match starts when the last one is taken.' })
  @RequiresScope('play')
  joinMatch(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string, @Args('inviteCode', { nullable: true, description: 'Needed to join a private match.' }) inviteCode?: string) {
    return this.matchService.join(user, id, inviteCode ?? undefined);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: "Give a free seat of an open match to one of the service's bots (like POST /v1/matches/{id}/bots)." })
  @RequiresScope('play')
  addBot(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
    @Args('level', { type: () => Int, description: "The bot's level, 1 to the game's maxBotLevel." }) level: number,
    @Args('seat', { type: () => Int, nullable: true, description: 'The seat; default the lowest free one.' }) seat?: number,
  ) {
    return this.matchService.addBot(user, id, parseOr400(AddBotRequestSchema, { level, seat: seat ?? undefined }));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => HintType, { description: "A move for your seat suggested by the game's bot from your view only (like GET /v1/matches/{id}/hint).", complexity: READS_MATCH })
  @RequiresScope('play')
  async hint(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('level', { type: () => Int, nullable: true, description: "The bot's level; default the game's highest." }) level?: number,
  ) {
    const h = await this.hints.hint(user, matchId, level ?? undefined);
    return { ...h, move: tagged(h.move, h.game) };
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Give up your seat before the match starts.' })
  @RequiresScope('play')
  leaveMatch(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string) {
    return this.matchService.leave(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MoveResultType, { description: 'Make a move (like POST /v1/matches/{id}/moves).' })
  @RequiresScope('play')
  async makeMove(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('expectedVersion', { type: () => Int, description: 'The match version this move was decided on.' }) expectedVersion: number,
    @Args('move', { type: () => MoveInput, description: 'The move.' }) move: MoveInput,
    @Args('idempotencyKey', { nullable: true, description: 'Retrying with the same key returns the first result.' }) idempotencyKey?: string,
    @Info() info?: GraphQLResolveInfo,
  ) {
    // The typed input is decoded once the match (and so its game) is loaded: one read per move.
    const decode = (game: AnyGame) => {
      const m = moveFromInput(move, game);
      if ('error' in m) throw badRequest('INVALID_MOVE', m.error);
      return m.move;
    };
    // The mover's view is rendered only for a selection that asks for `match`.
    return this.moves.move(user, matchId, { move: undefined, expectedVersion, idempotencyKey: idempotencyKey ?? undefined }, decode, !info || selectsField(info, 'match'));
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Resign: the other players win.' })
  @RequiresScope('play')
  resign(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Match id.' }) id: string, @Args('expectedVersion', { type: () => Int, nullable: true, description: 'Resign only if the match is still at this version.' }) expectedVersion?: number) {
    return this.moves.resign(user, id, expectedVersion ?? undefined);
  }

  @ResolveField('view', () => GameViewUnion, { nullable: true })
  view(@Parent() m: MatchDto) {
    return m.view === null ? null : tagged(m.view, m.game);
  }

  @ResolveField('viewJson', () => GraphQLJSON, { nullable: true, description: 'The same view as plain JSON.' })
  viewJson(@Parent() m: MatchDto) {
    return m.view;
  }

  @ResolveField('legalMoves', () => [GameMoveUnion], { description: 'Your legal moves now, typed; with legalMovesAlternatives and legalMovesAnyOrder, every legal move.', complexity: READS_MATCH })
  async legalMoves(@CurrentUser() user: AuthUser, @Parent() m: MatchDto) {
    const r = await this.moves.legalMoves(user, m.id);
    return r.moves.map((x) => tagged(x, m.game));
  }

  @ResolveField('legalMovesJson', () => GraphQLJSON, { description: 'Your legal moves as plain JSON (the entries of legalMoves); each can be sent back as MoveInput.json.', complexity: READS_MATCH })
  async legalMovesJson(@CurrentUser() user: AuthUser, @Parent() m: MatchDto) {
    return (await this.moves.legalMoves(user, m.id)).moves;
  }

  @ResolveField('legalMovesAnyOrder', () => [AnyOrderFieldType], {
    description: 'Array fields of entries of legalMoves (by index) whose elements may be sent in any order.',
    complexity: READS_MATCH,
  })
  async legalMovesAnyOrder(@CurrentUser() user: AuthUser, @Parent() m: MatchDto) {
    return (await this.moves.legalMoves(user, m.id)).anyOrder;
  }

  @ResolveField('legalMovesAlternatives', () => [MoveAlternativesType], {
    description:
      'Other values some fields of entries of legalMoves (by index) may take: replacing them by one tuple of each entry gives a legal move too. Each tuple is a JSON array, one value per field.',
    complexity: READS_MATCH,
  })
  async legalMovesAlternatives(@CurrentUser() user: AuthUser, @Parent() m: MatchDto) {
    return (await this.moves.legalMoves(user, m.id)).alternatives;
  }

  @UseGuards(JwtAuthGuard)
  @Subscription(() => MatchEventType, {
    description: "Events of one match. Each subscriber receives the match as itself: its own seat's view.",
    resolve: (payload: { kind: string; match: unknown }) => payload,
  })
  @RequiresScope('read')
  async matchEvents(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Context() ctx: { user?: AuthUser },
    @Args('afterVersion', {
      type: () => Int,
      nullable: true,
      description: 'The version you have: the first event (kind current) brings the match as it is now if it changed since. Omitted: the first event always brings it.',
    })
    afterVersion?: number,
  ) {
    const viewer = ctx.user ?? user;
    await this.matchService.load(user, matchId); // a stranger to a private match is refused here
    // Subscribed before the match is read: a change in between arrives as an event as well.
    const live = mapAsyncIterator(this.events.subscribe(matchId), (e: MatchEvent) => this.fanout.deliver(viewer, matchId, e.version, e.kind));
    const current = this.matchService.get(viewer, matchId).then((match) =>
      afterVersion === undefined || afterVersion === null || match.version > afterVersion ? { kind: 'current', match } : null,
    );
    return startWith(current, live);
  }
}

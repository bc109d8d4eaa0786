/** GraphQL adapter of the match services: authenticate, validate, call one service, map. */
import { RequiresScope, PublicOperation } from '../../features/auth/scopes.js';
import { UseGuards } from '@nestjs/common';
import { Args, Context, Info, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { badRequest } from '../../platform/problem.js';
import { GameCatalog } from '../../features/catalog/game-catalog.js';
import type { AnyGame } from '../../engine/game.js';
import { MatchesService } from '../../features/matches/matches.service.js';
import { MovesService } from '../../features/matches/moves.service.js';
import { HistoryService } from '../../features/matches/history.service.js';
import {
  AddBotRequestSchema, CreateMatchRequestSchema, GameIdParamSchema, HintQuerySchema, JoinRequestSchema, ListMatchesQuerySchema, MatchEventsRequestSchema, MatchIdSchema, MoveRequestSchema,
  PlyParamSchema, ResignRequestSchema, type MatchDto,
} from '../../domain/match.schemas.js';
import { HintsService } from '../../features/bots/hints.service.js';
import { BotRatingsService } from '../../features/ratings/bot-ratings.service.js';
import { selectsField } from './selection.js';
import { MatchFanout } from '../../features/matches/match-fanout.js';
import {
  AnyOrderFieldType, MoveAlternativesType, GameInfoType, HintType, GameMoveUnion, GameViewUnion, HistoryEntryType, MatchEventType, MatchPageType, MatchType, MoveInput, MoveResultType,
  PlyViewType, moveFromInput, tagged,
} from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

/** Fields that read a match again from the database cost this much (GRAPHQL_MAX_COST). */
const READS_MATCH = 20;

// The arguments: a request's schema, plus the ids REST puts in the path.
const GameArgs = z.object({ id: GameIdParamSchema });
const MatchArgs = z.object({ id: MatchIdSchema });
const PlyArgs = MatchArgs.extend({ ply: PlyParamSchema });
const JoinArgs = JoinRequestSchema.extend(MatchArgs.shape);
const AddBotArgs = AddBotRequestSchema.extend(MatchArgs.shape);
const HintArgs = HintQuerySchema.extend({ matchId: MatchIdSchema });
const MoveArgs = MoveRequestSchema.pick({ expectedVersion: true, idempotencyKey: true }).extend({ matchId: MatchIdSchema });
const ResignArgs = ResignRequestSchema.extend(MatchArgs.shape);
const MatchEventsArgs = MatchEventsRequestSchema.extend({ matchId: MatchIdSchema });

@Resolver(() => MatchType)
export class MatchesResolver {
  constructor(
    private readonly matchService: MatchesService,
    private readonly moves: MovesService,
    private readonly history: HistoryService,
    private readonly catalog: GameCatalog,
    private readonly fanout: MatchFanout,
    private readonly hints: HintsService,
    private readonly bots: BotRatingsService,
  ) {}

  @Query(() => [GameInfoType], { description: 'The games hosted here (public, like GET /v1/games).' })
  @PublicOperation()
  games() {
    return this.bots.games();
  }

  @Query(() => GameInfoType, { description: 'One game (public).' })
  @PublicOperation()
  game(@ZodArgs(GameArgs) { id }: ArgsOf<typeof GameArgs>) {
    return this.bots.game(id);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => MatchType, { description: 'One match, with your view of it (like GET /v1/matches/{id}).' })
  @RequiresScope('read')
  match(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.matchService.get(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => MatchPageType, { description: 'Matches newest first, a page at a time (like GET /v1/matches).', complexity: ({ args, childComplexity }) => (Number(args.limit) || 20) * childComplexity })
  @RequiresScope('read')
  matches(@CurrentUser() user: AuthUser, @ZodArgs(ListMatchesQuerySchema) q: ArgsOf<typeof ListMatchesQuerySchema>) {
    return this.matchService.list(user, q);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => [HistoryEntryType], { description: 'The move log as you may see it (like GET /v1/matches/{id}/history).', complexity: READS_MATCH })
  @RequiresScope('read')
  async matchHistory(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    const { game } = await this.matchService.load(user, id);
    const h = await this.history.history(user, id);
    return h.entries.map((e) => ({ ...e, move: e.move === null ? null : tagged(e.move, game.meta.id) }));
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => PlyViewType, { description: 'Your view after a ply, 0 being the start (like GET /v1/matches/{id}/plies/{n}).', complexity: READS_MATCH })
  @RequiresScope('read')
  async matchAtPly(@CurrentUser() user: AuthUser, @ZodArgs(PlyArgs) { id, ply }: ArgsOf<typeof PlyArgs>) {
    const { game } = await this.matchService.load(user, id);
    const r = await this.history.viewAtPly(user, id, ply);
    return { ...r, view: tagged(r.view, game.meta.id) };
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => GraphQLJSON, { description: 'The portable match record (same as GET /v1/matches/{id}/record).', complexity: READS_MATCH })
  @RequiresScope('read')
  matchRecord(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.history.record(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Create a match; bots take the seats named in `bots`, you the lowest left unless you spectate (like POST /v1/matches).' })
  @RequiresScope('play')
  createMatch(@CurrentUser() user: AuthUser, @ZodArgs(CreateMatchRequestSchema) req: ArgsOf<typeof CreateMatchRequestSchema>) {
    return this.matchService.create(user, req);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Take a free seat; the match starts when the last one is taken.' })
  @RequiresScope('play')
  joinMatch(@CurrentUser() user: AuthUser, @ZodArgs(JoinArgs) { id, inviteCode }: ArgsOf<typeof JoinArgs>) {
    return this.matchService.join(user, id, inviteCode);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: "Give a free seat of an open match to one of the service's bots (like POST /v1/matches/{id}/bots)." })
  @RequiresScope('play')
  addBot(@CurrentUser() user: AuthUser, @ZodArgs(AddBotArgs) { id, ...bot }: ArgsOf<typeof AddBotArgs>) {
    return this.matchService.addBot(user, id, bot);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => HintType, { description: "A move for your seat suggested by the game's bot from your view only (like GET /v1/matches/{id}/hint).", complexity: READS_MATCH })
  @RequiresScope('play')
  async hint(@CurrentUser() user: AuthUser, @ZodArgs(HintArgs) { matchId, level }: ArgsOf<typeof HintArgs>) {
    const h = await this.hints.hint(user, matchId, level);
    return { ...h, move: tagged(h.move, h.game) };
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Give up your seat before the match starts.' })
  @RequiresScope('play')
  leaveMatch(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.matchService.leave(user, id);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MoveResultType, { description: 'Make a move (like POST /v1/matches/{id}/moves).' })
  @RequiresScope('play')
  async makeMove(
    @CurrentUser() user: AuthUser,
    @ZodArgs(MoveArgs) { matchId, expectedVersion, idempotencyKey }: ArgsOf<typeof MoveArgs>,
    // The typed move is GraphQL's own input (one field per game, from the games' move schemas).
    @Args('move', { type: () => MoveInput, description: 'The move.' }) move: MoveInput,
    @Info() info?: GraphQLResolveInfo,
  ) {
    // The typed input is decoded once the match (and so its game) is loaded: one read per move.
    const decode = (game: AnyGame) => {
      const m = moveFromInput(move, game);
      if ('error' in m) throw badRequest('INVALID_MOVE', m.error);
      return m.move;
    };
    // The mover's view is rendered only for a selection that asks for `match`.
    return this.moves.move(user, matchId, { move: undefined, expectedVersion, idempotencyKey }, decode, !info || selectsField(info, 'match'));
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Resign: the other players win.' })
  @RequiresScope('play')
  resign(@CurrentUser() user: AuthUser, @ZodArgs(ResignArgs) { id, expectedVersion }: ArgsOf<typeof ResignArgs>) {
    return this.moves.resign(user, id, expectedVersion);
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
    description:
      "Events of one match, read from its log: every version after `afterVersion` exactly once, in order, each as it was (with no afterVersion, a `current` event first: the match now), each with your own seat's view; a `current` event later is a resync (you fell behind, or a change between two versions is not in the log). Ends after the event that finishes the match.",
    resolve: (payload: { kind: string; match: unknown }) => payload,
  })
  @RequiresScope('read')
  async matchEvents(@CurrentUser() user: AuthUser, @ZodArgs(MatchEventsArgs) { matchId, afterVersion }: ArgsOf<typeof MatchEventsArgs>, @Context() ctx: { user?: AuthUser }) {
    const viewer = ctx.user ?? user;
    await this.matchService.load(viewer, matchId); // a stranger to a private match is refused here
    return this.fanout.subscribe(viewer.id, matchId, afterVersion);
  }
}

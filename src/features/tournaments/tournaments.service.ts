/**
 * The tournament lifecycle (issue 40, docs/tournaments.md): create, enter (people, and bots when
 * allowed), withdraw, start, cancel. The rounds live in tournament-rounds.service.ts, the reads
 * (the record, lists, live standings) in tournament-reads.service.ts.
 */
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { GameCatalog } from '../catalog/game-catalog.js';
import { GameWorkers } from '../catalog/game-workers.js';
import { MovesService } from '../matches/moves.service.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { badRequest, conflict, forbidden } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { MatchesRepository } from '../../persistence/matches.repository.js';
import { UsersRepository } from '../../persistence/users.repository.js';
import { TournamentsRepository, type TournamentRow } from '../../persistence/tournaments.repository.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { format } from './tournament-rounds.js';
import { TournamentNotices } from './tournament-notices.js';
import { TournamentReads } from './tournament-reads.service.js';
import { TournamentRounds } from './tournament-rounds.service.js';
import type { AddTournamentBotRequest, CreateTournamentRequest, JoinTournamentRequest, TournamentDto } from './tournaments.schemas.js';

@Injectable()
export class TournamentsService {
  private readonly logger = new Logger('Tournaments');

  constructor(
    private readonly repo: TournamentsRepository,
    private readonly matchesRepo: MatchesRepository,
    private readonly users: UsersRepository,
    private readonly catalog: GameCatalog,
    private readonly workers: GameWorkers,
    private readonly moves: MovesService,
    private readonly userBus: UserEventsBus,
    private readonly reads: TournamentReads,
    private readonly rounds: TournamentRounds,
    private readonly notices: TournamentNotices,
    private readonly clock: Clock,
    private readonly ids: IdSource,
  ) {}

  async create(user: AuthUser, req: CreateTournamentRequest): Promise<TournamentDto> {
    const game = this.catalog.get(req.game);
    if (!game) throw badRequest('UNKNOWN_GAME', `There is no game "${req.game}". GET /v1/games lists them.`);
    const options = parseOr400(game.schemas.options, req.options, 'INVALID_OPTIONS', `The options of ${game.meta.id}`);
    const seats = req.format === 'pods' ? 5 : req.format === 'duplicate' ? 1 : 2;
    const fits =
      req.format === 'pods' ? game.meta.minPlayers <= 3 && game.meta.maxPlayers >= 5 : req.format === 'duplicate' ? game.meta.maxPlayers === 1 : game.meta.minPlayers <= 2 && game.meta.maxPlayers >= 2;
    if (!fits) throw badRequest('TOURNAMENT_INVALID', `${game.meta.title} (${game.meta.minPlayers}-${game.meta.maxPlayers} players) does not fit the ${req.format} format.`);
    if ((req.format === 'swiss' || req.format === 'pods' || req.format === 'duplicate') && req.rounds === undefined) throw badRequest('TOURNAMENT_INVALID', `A ${req.format} event needs rounds.`);
    if (req.minRating !== undefined && req.maxRating !== undefined && req.minRating > req.maxRating) throw badRequest('TOURNAMENT_INVALID', 'minRating is above maxRating.');
    if (req.roundSeconds !== undefined && req.startsAt === undefined) throw badRequest('TOURNAMENT_INVALID', 'A schedule (roundSeconds) needs startsAt.');
    const now = this.clock.now();
    const startsAt = req.startsAt ? new Date(req.startsAt) : null;
    const t: TournamentRow = {
      id: this.ids.id(),
      name: req.name,
      gameId: game.meta.id,
      format: req.format,
      options: JSON.stringify(options),
      seats,
      timeLimitSeconds: req.timeLimitSeconds ?? null,
      rounds: req.rounds ?? 0,
      roundSeconds: req.roundSeconds ?? null,
      // Without a start time the organiser starts it; the column then holds the creation time.
      startsAt: startsAt ?? now,
      minRating: req.minRating ?? null,
      maxRating: req.maxRating ?? null,
      maxEntrants: req.maxEntrants,
      visibility: req.visibility,
      inviteCode: req.visibility === 'private' ? randomBytes(9).toString('base64url') : null,
      botsAllowed: req.botsAllowed,
      rated: req.rated,
      status: 'open',
      currentRound: 0,
      secret: randomBytes(32).toString('hex'),
      createdById: user.id,
      createdAt: now,
      updatedAt: now,
      dueAt: startsAt,
    };
    await this.repo.create(t);
    return this.reads.dto(t, user.id);
  }

  async join(user: AuthUser, id: string, req: JoinTournamentRequest): Promise<TournamentDto> {
    const t = await this.reads.visible(user, id, req.inviteCode);
    await this.enter(t, user.id);
    return this.reads.current(id, user.id);
  }

  /** The organiser enters one of the service's bots (a fresh copy of the level each time). */
  async addBot(user: AuthUser, id: string, req: AddTournamentBotRequest): Promise<TournamentDto> {
    const t = await this.reads.organised(user, id);
    if (!t.botsAllowed) throw conflict('BOTS_NOT_ALLOWED', 'This tournament was created without botsAllowed.');
    const game = this.catalog.require(t.gameId);
    const max = game.bot?.maxLevel ?? 0;
    if (max === 0) throw badRequest('NO_BOT', `${game.meta.title} has no bot.`);
    if (req.level > max) throw badRequest('INVALID_BOT_LEVEL', `${game.meta.title}'s bots play levels 1 to ${max}, not ${req.level}.`);
    const entered = await this.repo.entries(id);
    for (let copy = 1; ; copy++) {
      const bot = await this.users.botAccount(req.level, copy);
      if (entered.some((e) => e.userId === bot.id)) continue;
      await this.enter(t, bot.id);
      break;
    }
    return this.reads.current(id, user.id);
  }

  /** Leaves the tournament: not paired again; the games under way are resigned (forfeited). */
  async withdraw(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.reads.visible(user, id);
    if (!(await this.repo.withdraw(id, user.id, this.clock.now()))) throw conflict('NOT_ENTERED', 'You are not an entrant of this tournament (or already withdrew).');
    for (const b of await this.repo.boards(id, t.currentRound)) {
      if (b.matchId === null || b.result !== null || !(JSON.parse(b.players) as string[]).includes(user.id)) continue;
      const m = await this.matchesRepo.find(b.matchId);
      if (m?.status === 'active') await this.moves.resign(user, b.matchId).catch((e: Error) => this.logger.warn(`withdrawal resign ${b.matchId}: ${e.message}`));
    }
    this.notices.announce(id, 'withdrawn');
    return this.reads.current(id, user.id);
  }

  /** The organiser pairs round 1 now (instead of at startsAt). */
  async start(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.reads.organised(user, id);
    if (t.status !== 'open') throw conflict('TOURNAMENT_NOT_OPEN', `This tournament is ${t.status}.`);
    await this.workers.orUnavailable(() => this.rounds.startRound(t, 1), 'Pairing round 1');
    return this.reads.current(id, user.id);
  }

  async cancel(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.reads.organised(user, id);
    const events = await this.notices.eventsFor(t, 'tournament_cancelled', {});
    if (!(await this.repo.setStatus(id, ['open', 'running'], 'cancelled', this.clock.now(), null, events))) throw conflict('TOURNAMENT_NOT_OPEN', `This tournament is ${t.status}.`);
    void this.userBus.notify(events.map((e) => e.userId));
    this.notices.announce(id, 'cancelled');
    return this.reads.current(id, user.id);
  }

  private async enter(t: TournamentRow, userId: string): Promise<void> {
    const lateOk = (format(t) === 'swiss' || format(t) === 'pods') && t.status === 'running' && t.currentRound < t.rounds;
    if (t.status !== 'open' && !lateOk) throw conflict('TOURNAMENT_CLOSED', `This tournament takes no entries now (${t.status}, round ${t.currentRound}).`);
    const previous = await this.repo.entry(t.id, userId);
    if (previous?.withdrawnAt) throw conflict('TOURNAMENT_CLOSED', 'You withdrew from this tournament.');
    if (t.minRating !== null || t.maxRating !== null) {
      const rating = (await this.repo.ratings(t.gameId, [userId])).get(userId) ?? 1500;
      if ((t.minRating !== null && rating < t.minRating) || (t.maxRating !== null && rating > t.maxRating)) {
        throw forbidden('TOURNAMENT_RATING_LIMIT', `Your ${t.gameId} rating (${Math.round(rating)}) is outside ${t.minRating ?? 0}-${t.maxRating ?? '...'}.`);
      }
    }
    if ((await this.repo.join(t.id, userId, t.maxEntrants, this.clock.now())) === 'full') throw conflict('TOURNAMENT_FULL', `This tournament has its ${t.maxEntrants} entrants.`);
  }
}

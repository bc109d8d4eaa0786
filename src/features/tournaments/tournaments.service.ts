/**
 * The tournament lifecycle (issue 40, docs/tournaments.md): create, enter (people, and bots when
 * allowed), withdraw, start, cancel; rounds paired once and their games created board by board;
 * results taken from each game's end; due work (scheduled starts, round deadlines, a round start
 * to resume) from the Tournament.dueAt index through MatchClock's sweep.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { GameCatalog } from '../catalog/game-catalog.js';
import { GameWorkers, WorkTimeout, WorkersBusy } from '../catalog/game-workers.js';
import { MatchesService } from '../matches/matches.service.js';
import { MovesService } from '../matches/moves.service.js';
import { MatchEvents } from '../matches/match-events.js';
import { MatchClock } from '../matches/match-clock.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';
import { ClaimLost } from '../../persistence/social.repository.js';
import { MatchesRepository } from '../../persistence/matches.repository.js';
import { UsersRepository } from '../../persistence/users.repository.js';
import { TournamentsRepository, type BoardRow, type TournamentRow } from '../../persistence/tournaments.repository.js';
import { standings } from '../../domain/tournaments/standings.js';
import type { MatchOutcome } from '../../domain/match.schemas.js';
import type { Board, SwissEntrant } from '../../domain/tournaments/index.js';
import type { UserEventInsert, UserEventType } from '../../domain/user-event.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { format, pairRound, resultOf, roundCount, roundSeed, toResults, type StoredResult } from './tournament-rounds.js';
import { sha256hex } from '../matches/matches.service.js';
import { StandingsFeed, tick, tournamentTopic, type TournamentWake } from './standings-feed.js';
import type {
  AddTournamentBotRequest, CreateTournamentRequest, JoinTournamentRequest, ListTournamentsQuery, StandingsReason, TournamentDto, TournamentStandingsUpdate, TournamentSummaryDto,
} from './tournaments.schemas.js';

/** Games created per batch when a round starts: one transaction each, this many before yielding. */
/** When a round's pairing was refused by the worker pool (busy, or over its limit): look again this soon. */
const PAIRING_RETRY_MS = 5_000;
/** How often a running tournament is looked at again even if no game end reached this instance. */
const RECHECK_MS = 10 * 60_000;
/** How often a standings subscriber looks again even without a wake-up (a lost announcement only delays). */
const STANDINGS_RECHECK_MS = 30_000;

@Injectable()
export class TournamentsService implements OnModuleInit {
  private readonly logger = new Logger('Tournaments');
  /** Standings reads under way, by tournament, with the tick each started at: subscribers woken before it share it (standingsFeed). */
  private readonly tableReads = new Map<string, { started: number; read: Promise<Omit<TournamentStandingsUpdate, 'reason'> | null> }>();

  constructor(
    private readonly repo: TournamentsRepository,
    private readonly matchesRepo: MatchesRepository,
    private readonly users: UsersRepository,
    private readonly catalog: GameCatalog,
    private readonly workers: GameWorkers,
    private readonly matches: MatchesService,
    private readonly moves: MovesService,
    private readonly matchEvents: MatchEvents,
    private readonly matchClock: MatchClock,
    private readonly userBus: UserEventsBus,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    @Inject(PUBSUB) private readonly pubsub: ClosablePubSub,
  ) {}

  onModuleInit(): void {
    this.matchClock.addSweep(() => this.sweep());
    this.matchEvents.onCommitted((e) => {
      if (e.kind === 'finished') void this.gameEnded(e.matchId).catch((err: Error) => this.logger.error(`game ${e.matchId}: ${err.message}`));
    });
  }

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
    return this.dto(t, user.id);
  }

  async get(user: AuthUser, id: string, inviteCode?: string): Promise<TournamentDto> {
    return this.dto(await this.visible(user, id, inviteCode), user.id);
  }

  async list(user: AuthUser, q: ListTournamentsQuery): Promise<{ items: TournamentSummaryDto[]; nextCursor: string | null }> {
    const after = decodeCursor(q.cursor, ['time', 'string'] as const);
    const rows = await this.repo.list(q.scope, user.id, after && { at: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (x) => [x.at, x.row.id]);
    const items: TournamentSummaryDto[] = [];
    for (const { row: t } of page) {
      const { standings: _s, roundsPlayed: _r, ...summary } = await this.dto(t, user.id, false);
      items.push(summary);
    }
    return { items, nextCursor };
  }

  async join(user: AuthUser, id: string, req: JoinTournamentRequest): Promise<TournamentDto> {
    const t = await this.visible(user, id, req.inviteCode);
    await this.enter(t, user.id);
    return this.dto((await this.repo.find(id))!, user.id);
  }

  /** The organiser enters one of the service's bots (a fresh copy of the level each time). */
  async addBot(user: AuthUser, id: string, req: AddTournamentBotRequest): Promise<TournamentDto> {
    const t = await this.organised(user, id);
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
    return this.dto((await this.repo.find(id))!, user.id);
  }

  /** Leaves the tournament: not paired again; the games under way are resigned (forfeited). */
  async withdraw(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.visible(user, id);
    if (!(await this.repo.withdraw(id, user.id, this.clock.now()))) throw conflict('NOT_ENTERED', 'You are not an entrant of this tournament (or already withdrew).');
    for (const b of await this.repo.boards(id, t.currentRound)) {
      if (b.matchId === null || b.result !== null || !(JSON.parse(b.players) as string[]).includes(user.id)) continue;
      const m = await this.matchesRepo.find(b.matchId);
      if (m?.status === 'active') await this.moves.resign(user, b.matchId).catch((e: Error) => this.logger.warn(`withdrawal resign ${b.matchId}: ${e.message}`));
    }
    this.announce(id, 'withdrawn');
    return this.dto((await this.repo.find(id))!, user.id);
  }

  /** The organiser pairs round 1 now (instead of at startsAt). */
  async start(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.organised(user, id);
    if (t.status !== 'open') throw conflict('TOURNAMENT_NOT_OPEN', `This tournament is ${t.status}.`);
    await this.workers.orUnavailable(() => this.startRound(t, 1), 'Pairing round 1');
    return this.dto((await this.repo.find(id))!, user.id);
  }

  async cancel(user: AuthUser, id: string): Promise<TournamentDto> {
    const t = await this.organised(user, id);
    const events = await this.eventsFor(t, 'tournament_cancelled', {});
    if (!(await this.repo.setStatus(id, ['open', 'running'], 'cancelled', this.clock.now(), null, events))) throw conflict('TOURNAMENT_NOT_OPEN', `This tournament is ${t.status}.`);
    void this.userBus.notify(events.map((e) => e.userId));
    this.announce(id, 'cancelled');
    return this.dto((await this.repo.find(id))!, user.id);
  }

  /**
   * The standings now, then after each change (GraphQL `tournamentStandings`): read from the
   * database, woken by the tournament's topic (standings-feed.ts). Refused as `get` is.
   */
  async standingsFeed(user: AuthUser, id: string, inviteCode?: string): Promise<AsyncIterableIterator<TournamentStandingsUpdate>> {
    await this.visible(user, id, inviteCode);
    return new StandingsFeed({
      subscribe: async (onWake) => {
        const sub = await this.pubsub.subscribe(tournamentTopic(id), onWake, {});
        return () => this.pubsub.unsubscribe(sub);
      },
      read: async (reason, wokeAt) => {
        let shared = this.tableReads.get(id);
        // A read that started before this subscriber was woken may have missed the change: start another.
        if (!shared || shared.started < wokeAt) {
          const entry = {
            started: tick(),
            read: (async () => {
              const t = await this.repo.find(id);
              return t && { tournamentId: t.id, status: t.status as TournamentStandingsUpdate['status'], currentRound: t.currentRound, standings: await this.table(t) };
            })().finally(() => {
              if (this.tableReads.get(id) === entry) this.tableReads.delete(id);
            }),
          };
          this.tableReads.set(id, entry);
          shared = entry;
        }
        const now = await shared.read;
        return now && { ...now, reason };
      },
      recheckMs: STANDINGS_RECHECK_MS,
    });
  }

  /** Wakes the standings' subscribers on every instance (after the change is committed; never awaited). */
  private announce(id: string, reason: StandingsReason): void {
    const wake: TournamentWake = { reason };
    this.pubsub.publish(tournamentTopic(id), wake).catch((e: Error) => this.logger.warn(`standings of ${id} not announced (${reason}): ${e.message}; subscribers see it at their recheck`));
  }

  /** Due tournaments (the dueAt index): scheduled starts, round deadlines, round starts to resume. */
  async sweep(): Promise<number> {
    const due = await this.repo.due(this.clock.now(), 20);
    for (const t of due) await this.advance(t).catch((e: Error) => this.logger.error(`tournament ${t.id}: ${e.message}`));
    return due.length;
  }

  /** Brings a tournament up to date: start it, finish creating its round, settle its deadline, go on. */
  async advance(t: TournamentRow): Promise<void> {
    const now = this.clock.now();
    if (t.status === 'open') {
      if (t.startsAt <= now) await this.startRound(t, 1);
      return;
    }
    if (t.status !== 'running') return this.repo.setDue(t.id, null);
    await this.createGames(t, t.currentRound);
    const round = (await this.repo.rounds(t.id)).find((r) => r.round === t.currentRound);
    const boards = await this.repo.boards(t.id, t.currentRound);
    // Game ends this instance did not see (another's, or lost in a crash) are taken from the matches.
    const open = boards.filter((b) => b.result === null && b.matchId !== null);
    const matches = await this.repo.matchResults(open.map((b) => b.matchId!));
    for (const b of open) {
      const m = matches.get(b.matchId!);
      if (m?.status === 'finished' && m.outcome && (await this.repo.settleBoard(b, JSON.stringify(resultOf(t, (JSON.parse(b.players) as string[]).length, JSON.parse(m.outcome) as MatchOutcome, m.lastHash))))) {
        this.announce(t.id, 'game_ended');
      }
    }
    if (round?.deadline && round.deadline <= now) await this.settleAtDeadline(t, boards);
    await this.roundMayEnd(t.id, t.currentRound, true);
  }

  /** A game ended (on this instance): its board's result, and the round's end if it was the last. */
  async gameEnded(matchId: string): Promise<void> {
    const b = await this.repo.boardOfMatch(matchId);
    if (!b || b.result !== null) return;
    const t = await this.repo.find(b.tournamentId);
    const m = (await this.repo.matchResults([matchId])).get(matchId);
    if (!t || !m || m.status !== 'finished' || !m.outcome) return;
    if (await this.repo.settleBoard(b, JSON.stringify(resultOf(t, (JSON.parse(b.players) as string[]).length, JSON.parse(m.outcome) as MatchOutcome, m.lastHash)))) this.announce(t.id, 'game_ended');
    await this.roundMayEnd(t.id, b.round);
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

  /** Pairs round `round` (once, on any number of instances), then creates its games. */
  private async startRound(t: TournamentRow, round: number): Promise<void> {
    const entries = await this.repo.entries(t.id);
    const active = entries.filter((e) => e.withdrawnAt === null);
    const needed = format(t) === 'pods' ? 3 : format(t) === 'duplicate' ? 1 : 2;
    const now = this.clock.now();
    if (round === 1 && active.length < needed) {
      const events = await this.eventsFor(t, 'tournament_cancelled', { reason: `fewer than ${needed} entrants` });
      await this.repo.setStatus(t.id, ['open'], 'cancelled', now, null, events);
      return;
    }
    if (round === 1 && t.rounds === 0) t.rounds = roundCount(t, active.length);
    const ratings = await this.repo.ratings(t.gameId, active.map((e) => e.userId));
    const { boards, results } = await pairRound(t, round, entries, await this.repo.boards(t.id), ratings, (e, r, s) => this.pairSwiss(t.id, e, r, s));
    const deadline = t.roundSeconds ? new Date(t.startsAt.getTime() + round * t.roundSeconds * 1000) : null;
    const names = await this.repo.users(entries.map((e) => e.userId));
    const events: UserEventInsert[] = [];
    for (const e of active) {
      if (names.get(e.userId)?.kind === 'bot') continue;
      events.push(this.event('tournament_round_started', e.userId, t, { round, deadline: deadline?.toISOString() ?? null }));
      const b = boards.find((x) => x.players.includes(e.userId));
      if (b) events.push(this.event('tournament_paired', e.userId, t, { round, board: b.board, bye: b.bye, seat: b.players.indexOf(e.userId), players: b.players.map((p) => names.get(p)?.username ?? p) }));
    }
    const rows = boards.map((b, i) => ({ ...b, result: results[i] && JSON.stringify(results[i]) }));
    if (round === 1 && t.rounds !== (await this.repo.find(t.id))!.rounds) await this.repo.setRounds(t.id, t.rounds);
    const seed = roundSeed(t, round);
    if (!(await this.repo.pairRound(t.id, round, { startedAt: now, deadline, seedHash: seed && sha256hex(seed) }, rows, now, events))) return; // another instance paired it
    void this.userBus.notify(events.map((e) => e.userId));
    this.announce(t.id, 'round_started');
    await this.createGames({ ...t, currentRound: round, status: 'running' }, round);
  }

  /**
   * A Swiss round's pairing on the worker pool (60-80 ms of CPU at 1,000 entrants: never on the
   * event loop). Refused (the pool busy or over its limit), the round is not paired: a later round
   * is due again shortly, so the sweep pairs it then; round 1 stays as it was (the organiser's
   * start gets 503; a scheduled start is still due).
   */
  private async pairSwiss(id: string, entrants: SwissEntrant[], round: number, seed: string): Promise<Board[]> {
    try {
      return await this.workers.run<Board[]>({ kind: 'swiss', entrants, round, seed });
    } catch (e) {
      if (round > 1 && (e instanceof WorkTimeout || e instanceof WorkersBusy)) await this.repo.setDue(id, new Date(this.clock.now().getTime() + PAIRING_RETRY_MS));
      throw e;
    }
  }

  /**
   * Creates the round's missing games, one at a time with a loop turn between: each board is claimed in its match's own
   * transaction, so a board gets one match however many instances (or restarts) run this. Then the
   * tournament is due again at the round's deadline (or for a recheck).
   */
  private async createGames(t: TournamentRow, round: number): Promise<void> {
    const organiser = (await this.repo.users([t.createdById])).get(t.createdById);
    const missing = (await this.repo.boards(t.id, round)).filter((b) => b.matchId === null && b.result === null);
    const kinds = await this.repo.users(missing.flatMap((b) => JSON.parse(b.players) as string[]));
    for (const b of missing) {
      await this.createGame(t, b, organiser?.username ?? 'organiser', kinds);
      // A loop turn after each game: on SQLite a game's transaction settles as microtasks, so 25
      // games in a row held the event loop as one block (bench:tournament: over 1 s at 500 games).
      await yieldTurn();
    }
    const r = (await this.repo.rounds(t.id)).find((x) => x.round === round);
    const recheck = new Date(this.clock.now().getTime() + RECHECK_MS);
    await this.repo.setDue(t.id, r?.deadline && r.deadline < recheck ? r.deadline : recheck);
    await this.roundMayEnd(t.id, round);
  }

  /**
   * A board's match. A duplicate round's game is dealt from the round's seed and holds its reveal
   * until the round ends; its player creates it and it stays private meanwhile (the organiser, as
   * any creator, could otherwise watch it: finishRound gives it the tournament's visibility).
   */
  private async createGame(t: TournamentRow, b: BoardRow, organiser: string, kinds: Map<string, { username: string; kind: string }>): Promise<void> {
    const players = JSON.parse(b.players) as string[];
    const withBot = players.some((p) => kinds.get(p)?.kind === 'bot');
    const seed = roundSeed(t, b.round);
    const creator = seed ? { id: players[0], username: kinds.get(players[0])?.username ?? players[0] } : { id: t.createdById, username: organiser };
    try {
      await this.matches.create(
        creator,
        {
          game: t.gameId,
          options: JSON.parse(t.options) as Record<string, unknown>,
          seats: players.length,
          visibility: seed ? 'private' : (t.visibility as 'public' | 'private'),
          timeLimitSeconds: t.timeLimitSeconds ?? undefined,
          hints: false,
          bots: [],
          spectate: true,
          rated: t.rated && !withBot,
        },
        {
          taken: players.map((userId, seat) => ({ seat, userId })),
          within: (tx, row) => this.repo.claimBoard(tx, t.id, b.round, b.board, row.id),
          ...(seed ? { seed, holdReveal: true } : {}),
        },
      );
    } catch (e) {
      if (e instanceof ClaimLost) return; // the board got its match elsewhere
      throw e;
    }
  }

  /** At the deadline each unfinished game is lost by the seats to act, through the resign path. */
  private async settleAtDeadline(t: TournamentRow, boards: readonly BoardRow[]): Promise<void> {
    for (const b of boards.filter((x) => x.result === null && x.matchId !== null)) {
      for (let tries = 0; tries < 5; tries++) {
        const m = await this.matchesRepo.find(b.matchId!);
        if (!m || m.status !== 'active') break;
        const seat = (JSON.parse(m.toAct) as number[])[0];
        const s = m.seats.find((x) => x.seat === seat);
        if (!s) break;
        await this.moves.resign({ id: s.userId, username: s.user.username }, m.id).catch((e: Error) => this.logger.warn(`deadline ${m.id}: ${e.message}`));
      }
      await this.gameEnded(b.matchId!);
    }
  }

  /**
   * Ends the round once every board has a result (revealing a duplicate round's seed and releasing
   * its games' reveal); then the tournament, or the next round. A cancelled tournament's last
   * round still ends, so its held games are released once they are all over. `resume` (the sweep):
   * a round already ended still goes on to the next, whose start may have failed or been scheduled.
   */
  private async roundMayEnd(id: string, round: number, resume = false): Promise<void> {
    const boards = await this.repo.boards(id, round);
    if (boards.length === 0 || boards.some((b) => b.result === null)) return;
    const t = (await this.repo.find(id))!;
    if (t.currentRound !== round || (t.status !== 'running' && t.status !== 'cancelled')) return;
    const now = this.clock.now();
    if (!(await this.repo.finishRound(id, round, roundSeed(t, round), now, [], t.visibility)) && !resume) return;
    if (t.status !== 'running') return;
    if (round >= t.rounds) {
      const table = standings(format(t), (await this.repo.entries(id)).map((e) => ({ id: e.userId, withdrawn: e.withdrawnAt !== null })), toResults(await this.repo.boards(id)));
      const events = (await this.eventsFor(t, 'tournament_finished', {})).map((e) => ({ ...e, data: { ...e.data, rank: table.find((s) => s.userId === e.userId)?.rank ?? null } }));
      if (await this.repo.setStatus(id, ['running'], 'finished', now, null, events)) {
        void this.userBus.notify(events.map((e) => e.userId));
        this.announce(id, 'finished');
      }
      return;
    }
    const next = t.roundSeconds ? new Date(t.startsAt.getTime() + round * t.roundSeconds * 1000) : now;
    if (next <= now) await this.startRound(t, round + 1);
    else await this.repo.setDue(id, next);
  }

  private event(type: UserEventType, userId: string, t: TournamentRow, data: Record<string, unknown>): UserEventInsert {
    return { userId, type, matchId: null, version: null, data: { tournamentId: t.id, name: t.name, game: t.gameId, ...data } };
  }

  /** One event per person entered (bots read none). */
  private async eventsFor(t: TournamentRow, type: UserEventType, data: Record<string, unknown>): Promise<UserEventInsert[]> {
    const entries = await this.repo.entries(t.id);
    const names = await this.repo.users(entries.map((e) => e.userId));
    return entries.filter((e) => names.get(e.userId)?.kind !== 'bot').map((e) => this.event(type, e.userId, t, data));
  }

  /** The tournament if the caller may see it: public, or private to its organiser, entrants and invite-code holders. */
  private async visible(user: AuthUser, id: string, inviteCode?: string): Promise<TournamentRow> {
    const t = await this.repo.find(id);
    const ok = t && (t.visibility === 'public' || t.createdById === user.id || (inviteCode !== undefined && inviteCode === t.inviteCode) || (await this.repo.entry(id, user.id)));
    if (!t || !ok) throw notFound('TOURNAMENT_NOT_FOUND', `There is no tournament "${id}" you may see.`);
    return t;
  }

  private async organised(user: AuthUser, id: string): Promise<TournamentRow> {
    const t = await this.visible(user, id);
    if (t.createdById !== user.id) throw forbidden('NOT_ORGANISER', 'Only the organiser of this tournament may do this.');
    return t;
  }

  /** The standings with usernames, as the API shows them. */
  private async table(t: TournamentRow): Promise<TournamentDto['standings']> {
    const entries = await this.repo.entries(t.id);
    const names = await this.repo.users(entries.map((e) => e.userId));
    const rows = standings(format(t), entries.map((e) => ({ id: e.userId, withdrawn: e.withdrawnAt !== null })), toResults(await this.repo.boards(t.id)));
    return rows.map(({ userId, ...s }) => ({ ...s, username: names.get(userId)?.username ?? userId }));
  }

  private async dto(t: TournamentRow, viewerId: string, full = true): Promise<TournamentDto> {
    const entries = await this.repo.entries(t.id);
    // Rounds before boards: a round and its boards are written in one transaction, so every round
    // read has its boards in the later read (the other way round, a round paired in between was
    // listed with no boards).
    const rounds = full ? await this.repo.rounds(t.id) : [];
    const boards = full ? await this.repo.boards(t.id) : [];
    const names = await this.repo.users([t.createdById, ...entries.map((e) => e.userId)]);
    const name = (id: string) => names.get(id)?.username ?? id;
    const table = full ? standings(format(t), entries.map((e) => ({ id: e.userId, withdrawn: e.withdrawnAt !== null })), toResults(boards)) : [];
    return {
      id: t.id,
      name: t.name,
      game: t.gameId,
      format: format(t),
      options: JSON.parse(t.options) as Record<string, unknown>,
      status: t.status as TournamentDto['status'],
      rounds: t.rounds,
      currentRound: t.currentRound,
      startsAt: t.status === 'open' && t.dueAt === null ? null : t.startsAt.toISOString(),
      roundSeconds: t.roundSeconds,
      timeLimitSeconds: t.timeLimitSeconds,
      minRating: t.minRating,
      maxRating: t.maxRating,
      maxEntrants: t.maxEntrants,
      visibility: t.visibility as 'public' | 'private',
      inviteCode: t.createdById === viewerId ? t.inviteCode : null,
      botsAllowed: t.botsAllowed,
      rated: t.rated,
      organiser: name(t.createdById),
      entrants: entries.length,
      standings: table.map(({ userId, ...s }) => ({ ...s, username: name(userId) })),
      roundsPlayed: rounds.map((r) => ({
        round: r.round,
        startedAt: r.startedAt.toISOString(),
        deadline: r.deadline?.toISOString() ?? null,
        finishedAt: r.finishedAt?.toISOString() ?? null,
        seedHash: r.seedHash,
        seed: r.finishedAt ? r.seed : null,
        boards: boards
          .filter((b) => b.round === r.round)
          .map((b) => {
            const res = b.result ? (JSON.parse(b.result) as StoredResult) : null;
            return {
              board: b.board,
              players: (JSON.parse(b.players) as string[]).map(name),
              bye: b.bye,
              matchId: b.matchId,
              points: res?.points ?? null,
              winners: res?.winners ?? null,
              gameScores: res?.gameScores ?? null,
              forfeit: res?.forfeit ?? false,
              recordHash: res?.recordHash ?? null,
            };
          }),
      })),
    };
  }
}


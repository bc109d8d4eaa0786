/**
 * The match lifecycle for every game: create, join, leave, start, read (always as the caller's
 * view), list. Moves and resignations live in moves.service.ts, history in history.service.ts.
 */
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AnyGame } from '../../engine/game.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { GameWorkers } from '../catalog/game-workers.js';
import { mapYielding } from '../../platform/yielding.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { Clock, IdSource, SeedSource } from '../../platform/runtime.js';
import { Metrics } from '../../platform/metrics.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, VersionConflict, type MatchRow, type MatchUpdate } from '../../persistence/matches.repository.js';
import { MatchEvents } from './match-events.js';
import { InviteCodes } from './invite-codes.js';
import { CURRENT_RECORD_FORMAT } from '../../domain/record-chain.js';
import { toMatchDto, seatOf } from './match-view.js';
import { botAccountId, UsersRepository } from '../../persistence/users.repository.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { createdEvent, joinedEvents, startedEvents } from '../events/match-user-events.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { started, type ClockState } from '../../domain/clock-policy.js';
import { clockFromRequest, clockOf, dueTimes, NOT_DUE, vacationsOf } from './seat-clocks.js';
import type { Tx } from '../../persistence/user-events.repository.js';
import type { AddBotRequest, CreateMatchRequest, ListMatchesQuery, MatchDto } from '../../domain/match.schemas.js';

export const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class MatchesService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly catalog: GameCatalog,
    private readonly events: MatchEvents,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly seeds: SeedSource,
    private readonly invites: InviteCodes,
    private readonly users: UsersRepository,
    private readonly userBus: UserEventsBus,
    private readonly metrics: Metrics,
    private readonly workers: GameWorkers,
  ) {}

  /** The caller's DTO of a match (their view; the invite code if they may pass it on). */
  /** `state`: `row.state` already parsed (see toMatchDto). */
  dto(game: AnyGame, row: MatchRow, userId: string, state?: unknown): MatchDto {
    return toMatchDto(game, row, userId, this.invites.codeOf(row), this.clock.now().getTime(), state);
  }

  /**
   * `seated`, for a match arranged beforehand (a challenge, a rematch, paired seeks): who takes
   * which seat instead of the creator's, and `within`, run in the creating transaction (it claims
   * what the match comes from, and throws to create nothing when another instance got there first).
   * A duplicate tournament round gives every entrant's match its `seed` and holds their reveal
   * (`holdReveal`) until the round ends.
   */
  async create(
    user: AuthUser,
    req: CreateMatchRequest,
    seated?: { taken: { seat: number; userId: string }[]; within: (tx: Tx, row: MatchRow) => Promise<void>; seed?: string; holdReveal?: boolean },
  ): Promise<MatchDto> {
    const game = this.catalog.get(req.game);
    if (!game) throw badRequest('UNKNOWN_GAME', `There is no game "${req.game}". GET /v1/games lists them.`);
    const options = parseOr400(game.schemas.options, req.options, 'INVALID_OPTIONS', `The options of ${game.meta.id}`);
    const seats = req.seats ?? game.meta.minPlayers;
    if (seats < game.meta.minPlayers || seats > game.meta.maxPlayers) {
      throw badRequest('INVALID_SEATS', `${game.meta.title} is for ${game.meta.minPlayers}-${game.meta.maxPlayers} players, not ${seats}.`);
    }
    if (req.rated && seats < 2) throw badRequest('RATED_NOT_ALLOWED', 'A rated match needs at least two players: a one-player match is always casual.');
    if (req.rated && req.bots.length > 0) throw badRequest('RATED_NOT_ALLOWED', "Matches with the service's bots are casual: create it without `rated`, or without bots.");
    const rejection = game.validateSetup?.(options, seats);
    if (rejection) throw badRequest('INVALID_OPTIONS', rejection.reason, { rule: rejection.code });
    const taken = seated?.taken ?? (await this.initialSeats(game, user, seats, req));
    const clock = clockFromRequest(req, seats);
    const seed = seated?.seed ?? this.seeds.seed();
    const now = this.clock.now();
    const starts = taken.length === seats;
    // The creator is told of the creation (or, if it started at once, of its start, as everyone seated).
    const events = (r: MatchRow): UserEventInsert[] =>
      starts ? startedEvents(r, r.seats, r.version, JSON.parse(r.toAct) as number[], r.deadline) : [createdEvent(r, user.id, r.version)];
    const row = await this.repo.create(
      {
        id: this.ids.id(),
        gameId: game.meta.id,
        options: JSON.stringify(options),
        seatCount: seats,
        visibility: req.visibility,
        status: starts ? 'active' : 'open',
        seed,
        seedHash: sha256hex(seed),
        lastHash: sha256hex(seed),
        revealHeld: seated?.holdReveal ?? false,
        rulesVersion: game.meta.rulesVersion,
        recordFormat: CURRENT_RECORD_FORMAT,
        createdById: user.id,
        // The service's clock, like every later change (polling by updatedAt relies on one clock).
        createdAt: now,
        updatedAt: now,
        timeLimitSeconds: clock?.policy.perMoveSeconds ?? null,
        // Rated: never (the schema refuses hints: true with rated). Casual: unless the creator said no.
        hints: req.hints ?? !req.rated,
        rated: req.rated,
        ...(starts
          ? { ...(await this.startFields(game, options, seats, seed, game.meta.rulesVersion, clock, await this.creatorVacation(user, taken))), decisionVersion: 1 }
          : { state: null, toAct: '[]', startedAt: null, ...NOT_DUE, clock: clock && JSON.stringify(clock), decisionVersion: 0 }),
      },
      taken,
      events,
      seated?.within,
    );
    void this.userBus.notify([user.id, ...row.seats.map((s) => s.userId)]);
    this.metrics.matchesCreated.inc({ game: row.gameId });
    if (starts) void this.events.publish({ matchId: row.id, version: row.version, kind: 'started' });
    return this.dto(game, row, user.id);
  }

  /** The creator's vacation, for the clock of a match that starts at once (bots take none). */
  private async creatorVacation(user: AuthUser, taken: { seat: number; userId: string }[]): Promise<(seat: number) => number | null> {
    const mine = taken.find((s) => s.userId === user.id)?.seat;
    const until = mine === undefined ? null : ((await this.users.vacation(user.id))?.vacationUntil?.getTime() ?? null);
    return (seat) => (seat === mine ? until : null);
  }

  /** The seats taken at creation: the bots asked for, and the creator's (the lowest left) unless they spectate. */
  private async initialSeats(game: AnyGame, user: AuthUser, seats: number, req: CreateMatchRequest): Promise<{ seat: number; userId: string }[]> {
    const out: { seat: number; userId: string }[] = [];
    const copies = new Map<number, number>();
    for (const b of req.bots) {
      if (b.seat >= seats) throw badRequest('INVALID_SEATS', `Seat ${b.seat} does not exist: this match has seats 0 to ${seats - 1}.`);
      if (out.some((s) => s.seat === b.seat)) throw badRequest('INVALID_SEATS', `Seat ${b.seat} is given to two bots.`);
      this.checkBotLevel(game, b.level);
      const copy = (copies.get(b.level) ?? 0) + 1;
      copies.set(b.level, copy);
      out.push({ seat: b.seat, userId: (await this.users.botAccount(b.level, copy)).id });
    }
    if (!req.spectate) {
      const free = Array.from({ length: seats }, (_, i) => i).find((i) => !out.some((s) => s.seat === i));
      if (free === undefined) throw badRequest('INVALID_SEATS', 'Bots fill every seat: leave one for yourself, or create the match with spectate: true.');
      out.push({ seat: free, userId: user.id });
    }
    if (out.length === 0) throw badRequest('INVALID_SEATS', 'A match you only watch needs at least one bot seated.');
    return out.sort((a, b) => a.seat - b.seat);
  }

  private checkBotLevel(game: AnyGame, level: number): void {
    const max = game.bot?.maxLevel ?? 0;
    if (max === 0) throw badRequest('NO_BOT', `${game.meta.title} has no bot.`);
    if (level > max) throw badRequest('INVALID_BOT_LEVEL', `${game.meta.title}'s bots play levels 1 to ${max}, not ${level}.`);
  }

  /**
   * Gives a free seat of an open match to a bot: any of its players, or its creator, may. The
   * match starts when the last seat is taken.
   */
  async addBot(user: AuthUser, id: string, req: AddBotRequest): Promise<MatchDto> {
    const { game, row } = await this.load(user, id);
    if (seatOf(row, user.id) === null && row.createdById !== user.id) throw forbidden('NOT_A_PLAYER', 'Only the players of a match, or its creator, may seat a bot.');
    if (row.status !== 'open') throw conflict('MATCH_NOT_OPEN', 'This match is not open: bots can only take seats before it starts.');
    if (row.rated) throw conflict('RATED_NOT_ALLOWED', "This match is rated: the service's bots play only casual matches.");
    this.checkBotLevel(game, req.level);
    const taken = new Set(row.seats.map((s) => s.seat));
    if (req.seat !== undefined && req.seat >= row.seatCount) throw badRequest('INVALID_SEATS', `Seat ${req.seat} does not exist: this match has seats 0 to ${row.seatCount - 1}.`);
    const seat = req.seat ?? Array.from({ length: row.seatCount }, (_, i) => i).find((i) => !taken.has(i));
    if (seat === undefined) throw conflict('MATCH_FULL', 'Every seat of this match is taken.');
    if (taken.has(seat)) throw conflict('SEAT_TAKEN', `Seat ${seat} is taken.`);
    // Bot accounts of a level are numbered: the first copy not already in this match.
    let copy = 1;
    while (row.seats.some((s) => s.userId === botAccountId(req.level, copy))) copy++;
    const bot = await this.users.botAccount(req.level, copy);
    return this.seat(game, row, seat, { id: bot.id, username: bot.username, kind: 'bot', botLevel: req.level }, user);
  }

  async get(user: AuthUser, id: string): Promise<MatchDto> {
    const { game, row } = await this.load(user, id);
    return this.dto(game, row, user.id);
  }

  async join(user: AuthUser, id: string, inviteCode?: string): Promise<MatchDto> {
    const { game, row } = await this.load(user, id, inviteCode);
    if (row.status !== 'open') throw conflict('MATCH_NOT_OPEN', 'This match is not open for joining.');
    if (seatOf(row, user.id) !== null) throw conflict('ALREADY_SEATED', 'You already have a seat in this match.');
    const taken = new Set(row.seats.map((s) => s.seat));
    const free = Array.from({ length: row.seatCount }, (_, i) => i).find((i) => !taken.has(i));
    if (free === undefined) throw conflict('MATCH_FULL', 'Every seat of this match is taken.');
    const vacationUntil = (await this.users.vacation(user.id))?.vacationUntil ?? null;
    return this.seat(game, row, free, { id: user.id, username: user.username, kind: user.kind ?? 'human', botLevel: null, vacationUntil }, user);
  }

  /**
   * Gives `seat` of the open match `row` to `taker`, starting the match if it was the last free
   * one, with the per-user events of it in the same transaction.
   */
  private async seat(
    game: AnyGame,
    row: MatchRow,
    seat: number,
    taker: { id: string; username: string; kind: string; botLevel: number | null; vacationUntil?: Date | null },
    caller: AuthUser,
  ): Promise<MatchDto> {
    const full = row.seats.length + 1 === row.seatCount;
    const version = row.version + 1;
    const seatedAfter = [
      ...row.seats,
      { matchId: row.id, seat, userId: taker.id, joinedAt: new Date(), autoPlay: null, user: { ...taker, autoPlay: false, vacationUntil: taker.vacationUntil ?? null } },
    ];
    const start = full ? await this.startFields(game, JSON.parse(row.options), row.seatCount, row.seed, row.rulesVersion, clockOf(row), vacationsOf({ seats: seatedAfter })) : null;
    const update: MatchUpdate = start ? { ...start, decisionVersion: version, updatedAt: start.startedAt } : { updatedAt: this.clock.now() };
    const events = start
      ? startedEvents(row, seatedAfter, version, JSON.parse(start.toAct) as number[], start.deadline)
      : joinedEvents(row, row.seats, version, { seat, username: taker.username });
    await this.versioned(() => this.repo.addSeat(row.id, row.version, seat, taker.id, update, events));
    void this.userBus.notify(events.map((e) => e.userId));
    return this.publishAndGet(caller, row.id, version, full ? 'started' : 'joined');
  }

  /** Sets whether the server plays the caller's forced moves in this match (null: their setting). */
  async setAutoPlay(user: AuthUser, id: string, enabled: boolean | null): Promise<MatchDto> {
    const { game, row } = await this.load(user, id);
    if (seatOf(row, user.id) === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    await this.repo.setSeatAutoPlay(id, user.id, enabled);
    const after = (await this.repo.find(id))!;
    // A forced move already waiting is played now (the bot runner looks at the match).
    this.events.changedHere({ matchId: id, version: after.version, kind: 'settings' });
    return this.dto(game, after, user.id);
  }

  async leave(user: AuthUser, id: string): Promise<MatchDto> {
    const { row } = await this.load(user, id);
    if (row.status !== 'open') throw conflict('MATCH_NOT_OPEN', 'You can only leave a match before it starts; resign instead.');
    if (seatOf(row, user.id) === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    const now = this.clock.now();
    const update: MatchUpdate = row.seats.length === 1 ? { status: 'cancelled', finishedAt: now, updatedAt: now } : { updatedAt: now };
    await this.versioned(() => this.repo.removeSeat(id, row.version, user.id, update));
    const after = await this.repo.find(id);
    void this.events.publish({ matchId: id, version: row.version + 1, kind: 'left' });
    return this.dto(this.catalog.require(after!.gameId), after!, user.id);
  }

  async list(user: AuthUser, q: ListMatchesQuery): Promise<{ items: MatchDto[]; nextCursor: string | null }> {
    let cursor: { createdAt: Date; id: string } | undefined;
    if (q.cursor) {
      const [ms, cid] = Buffer.from(q.cursor, 'base64url').toString('utf8').split('|');
      const createdAt = new Date(Number(ms));
      // A timestamp out of Date's range (or of the database's) is not one the API returned.
      if (!cid || !/^\d{1,15}$/.test(ms) || Number.isNaN(createdAt.getTime()) || createdAt.getUTCFullYear() > 9999) {
        throw badRequest('INVALID_CURSOR', 'This cursor is not one the API returned.');
      }
      cursor = { createdAt, id: cid };
    }
    const rows = await this.repo.list({ userId: user.id, scope: q.scope, gameId: q.game, status: q.status, cursor, limit: q.limit });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    const nextCursor = rows.length > q.limit && last ? Buffer.from(`${last.createdAt.getTime()}|${last.id}`).toString('base64url') : null;
    // A view per item: a page of 100 is sliced so other requests (and /health) get in between.
    return { items: await mapYielding(page, (r) => this.dto(this.catalog.require(r.gameId), r, user.id)), nextCursor };
  }

  /**
   * Loads a match the caller may see: players always; anyone signed in for a public one. A match
   * whose reveal a duplicate tournament round holds is its players' alone until the round ends.
   */
  async load(user: AuthUser, id: string, inviteCode?: string): Promise<{ game: AnyGame; row: MatchRow }> {
    const row = await this.repo.find(id);
    // A private match is reported as missing to strangers: its existence is not theirs to know.
    const invited = (r: MatchRow) =>
      seatOf(r, user.id) !== null ||
      (!r.revealHeld && (r.visibility !== 'private' || r.createdById === user.id || this.invites.accepts(r.id, inviteCode)));
    if (!row || !invited(row)) {
      throw notFound('MATCH_NOT_FOUND', `There is no match "${id}" that you can see.`);
    }
    return { game: this.catalog.require(row.gameId), row };
  }

  /** `committed`: the row as the commit left it, for this instance's listeners (MatchEvents.publish). */
  publish(e: { matchId: string; version: number; kind: string }, committed?: MatchRow): Promise<void> {
    return this.events.publish(e, committed);
  }

  async publishAndGet(user: AuthUser, id: string, version: number, kind: string): Promise<MatchDto> {
    void this.events.publish({ matchId: id, version, kind });
    const { game, row } = await this.load(user, id);
    return this.dto(game, row, user.id);
  }

  async versioned<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (e instanceof VersionConflict) throw conflict('STALE_VERSION', 'The match changed meanwhile; reload it and retry.');
      throw e;
    }
  }

  /** When a decision taken now times out (null without a clock). */
  deadlineFrom(now: Date, timeLimitSeconds: number | null): Date | null {
    return timeLimitSeconds === null ? null : new Date(now.getTime() + timeLimitSeconds * 1000);
  }

  /** The start of a match; a heavy setup (a winnable deal) runs on the worker pool, bounded (503 WORKERS_BUSY past it). */
  private async startFields(game: AnyGame, options: unknown, seats: number, seed: string, rulesVersion: number, clock: ClockState | null, vacations: (seat: number) => number | null) {
    const state = await this.workers.setup(game, options, seats, seed, rulesVersion);
    const now = this.clock.now();
    const toAct = game.toAct(state);
    const running = clock && started(clock, toAct, now.getTime(), vacations);
    return {
      status: 'active',
      state: JSON.stringify(state),
      toAct: JSON.stringify(toAct),
      startedAt: now,
      clock: running && JSON.stringify(running),
      ...dueTimes(running, toAct),
    };
  }
}

/**
 * Challenges to named users and rematch offers (issue 12, part A). A challenge holds a seat per
 * user; the match is created, every seat taken, by the answer that completes the acceptances,
 * through MatchesService.create, whose transaction claims the challenge (pending -> accepted): a
 * challenge starts one match on any number of instances. Expiry is swept by MatchClock.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { MatchesService } from '../matches/matches.service.js';
import { MatchClock } from '../matches/match-clock.js';
import { seatOf } from '../matches/match-view.js';
import type { AnyGame } from '../../engine/game.js';
import { ClaimLost, SocialRepository, type ChallengeRow } from '../../persistence/social.repository.js';
import { challengeEvents, type Person } from './social-events.js';
import type { ChallengeDto, CreateChallengeRequest, ListChallengesQuery } from './social.schemas.js';

/** A rematch is one per finished match: its id says which, so two offers at once make one. */
export const rematchId = (matchId: string) => `rematch-${matchId}`;

@Injectable()
export class ChallengesService implements OnModuleInit {
  constructor(
    private readonly repo: SocialRepository,
    private readonly catalog: GameCatalog,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly userBus: UserEventsBus,
    private readonly matchClock: MatchClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.matchClock.addSweep(() => this.expire());
  }

  /** Checks a game, its options and a player count as POST /v1/matches does; the parsed options. */
  static checkSetup(catalog: GameCatalog, gameId: string, rawOptions: unknown, seats: number): { game: AnyGame; options: unknown } {
    const game = catalog.get(gameId);
    if (!game) throw badRequest('UNKNOWN_GAME', `There is no game "${gameId}". GET /v1/games lists them.`);
    const options = parseOr400(game.schemas.options, rawOptions, 'INVALID_OPTIONS', `The options of ${game.meta.id}`);
    if (seats < game.meta.minPlayers || seats > game.meta.maxPlayers) {
      throw badRequest('INVALID_SEATS', `${game.meta.title} is for ${game.meta.minPlayers}-${game.meta.maxPlayers} players, not ${seats}.`);
    }
    const rejection = game.validateSetup?.(options, seats);
    if (rejection) throw badRequest('INVALID_OPTIONS', rejection.reason, { rule: rejection.code });
    return { game, options };
  }

  async create(user: AuthUser, req: CreateChallengeRequest): Promise<ChallengeDto> {
    const { game, options } = ChallengesService.checkSetup(this.catalog, req.game, req.options, req.users.length + 1);
    const invited: Person[] = [];
    for (const name of req.users) {
      const u = await this.repo.userByName(name);
      if (!u) throw notFound('USER_NOT_FOUND', `There is no user "${name}".`);
      if (u.kind === 'bot') throw badRequest('CHALLENGE_INVALID', `${u.username} is a bot: seat bots with POST /v1/matches (bots), they take no challenges.`);
      if (u.id === user.id) throw badRequest('CHALLENGE_INVALID', 'You cannot challenge yourself.');
      if (invited.some((p) => p.id === u.id)) throw badRequest('CHALLENGE_INVALID', `${u.username} is named twice.`);
      invited.push(u);
    }
    const now = this.clock.now();
    await this.assertRoomFor(user, invited, now);
    const row: ChallengeRow = {
      id: this.ids.id(),
      challengerId: user.id,
      gameId: game.meta.id,
      options: JSON.stringify(options),
      seatCount: invited.length + 1,
      visibility: req.visibility,
      timeLimitSeconds: req.timeLimitSeconds ?? null,
      hints: req.hints,
      status: 'pending',
      rematchOf: null,
      matchId: null,
      expiresAt: new Date(now.getTime() + (req.expiresInMinutes ?? this.config.CHALLENGE_EXPIRY_MINUTES) * 60_000),
      version: 1,
      createdAt: now,
      updatedAt: now,
      seats: [
        { challengeId: '', seat: 0, userId: user.id, response: 'accepted', reason: null },
        ...invited.map((p, i) => ({ challengeId: '', seat: i + 1, userId: p.id, response: 'pending', reason: null })),
      ],
    };
    const events = challengeEvents('challenge_received', row, invited, { challenger: user.username, seatCount: row.seatCount, expiresAt: row.expiresAt.toISOString() });
    await this.insert(row, events);
    return this.dto((await this.repo.findChallenge(row.id))!);
  }

  /**
   * Offers a rematch of a finished match: same game, options, clock and visibility, each player
   * moved one seat on (seat s takes s + 1, the last seat 0). Bots seated in it accept at once. If
   * another player offered it already, this accepts their offer.
   */
  async rematch(user: AuthUser, matchId: string): Promise<ChallengeDto> {
    const { row } = await this.matches.load(user, matchId);
    const seat = seatOf(row, user.id);
    if (seat === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    if (row.status !== 'finished') throw conflict('MATCH_NOT_FINISHED', 'A rematch can be offered once the match is over.');
    const id = rematchId(matchId);
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = await this.repo.findChallenge(id);
      if (existing) {
        if (existing.status === 'pending') return this.accept(user, id);
        if (existing.status === 'accepted') return this.dto(existing);
        throw conflict('CHALLENGE_NOT_PENDING', `The rematch of this match was ${existing.status}.`);
      }
      const now = this.clock.now();
      const c: ChallengeRow = {
        id,
        challengerId: user.id,
        gameId: row.gameId,
        options: row.options,
        seatCount: row.seatCount,
        visibility: row.visibility,
        timeLimitSeconds: row.timeLimitSeconds,
        hints: row.hints,
        status: 'pending',
        rematchOf: matchId,
        matchId: null,
        expiresAt: new Date(now.getTime() + this.config.CHALLENGE_EXPIRY_MINUTES * 60_000),
        version: 1,
        createdAt: now,
        updatedAt: now,
        seats: row.seats.map((s) => ({
          challengeId: id,
          seat: (s.seat + 1) % row.seatCount,
          userId: s.userId,
          response: s.userId === user.id || s.user.kind === 'bot' ? 'accepted' : 'pending',
          reason: null,
        })),
      };
      const others = row.seats.filter((s) => s.userId !== user.id).map((s) => ({ id: s.userId, kind: s.user.kind }));
      const events = challengeEvents('rematch_offered', c, others, { challenger: user.username, expiresAt: c.expiresAt.toISOString() });
      if (!(await this.insert(c, events))) continue; // offered by another player meanwhile: accept theirs
      if (c.seats.every((s) => s.response === 'accepted')) await this.start(c);
      return this.dto((await this.repo.findChallenge(id))!);
    }
    throw conflict('CHALLENGE_NOT_PENDING', 'The rematch changed meanwhile; look again.');
  }

  async get(user: AuthUser, id: string): Promise<ChallengeDto> {
    return this.dto(await this.load(user, id));
  }

  /** The rematch of a match, if one was offered (for GET /offers). */
  async rematchOf(matchId: string): Promise<ChallengeDto | null> {
    const c = await this.repo.findChallenge(rematchId(matchId));
    return c ? this.dto(c) : null;
  }

  async list(user: AuthUser, q: ListChallengesQuery): Promise<{ items: ChallengeDto[]; nextCursor: string | null }> {
    const after = decodeCursor(q.cursor, ['time', 'string']);
    const rows = await this.repo.challengesOf(user.id, q.status, after && { createdAt: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (c) => [c.createdAt, c.id]);
    return { items: await Promise.all(page.map((c) => this.dto(c))), nextCursor };
  }

  async accept(user: AuthUser, id: string): Promise<ChallengeDto> {
    const c = await this.pendingFor(user, id);
    const mine = c.seats.find((s) => s.userId === user.id)!;
    if (mine.response === 'accepted') return this.dto(c);
    const people = await this.people(c);
    const answered = await this.repo.answerChallenge(id, user.id, 'accepted', null, this.clock.now(), (a) => ({
      events: challengeEvents(
        'challenge_accepted',
        a,
        people.filter((p) => p.id !== user.id),
        { username: user.username, seat: mine.seat, waitingFor: a.seats.filter((s) => s.response !== 'accepted').length },
      ),
    }));
    if (!answered) throw this.notPending(await this.repo.findChallenge(id));
    void this.userBus.notify(answered.events.map((e) => e.userId));
    if (answered.challenge.seats.every((s) => s.response === 'accepted')) await this.start(answered.challenge);
    return this.dto((await this.repo.findChallenge(id))!);
  }

  async decline(user: AuthUser, id: string, reason: string | null): Promise<ChallengeDto> {
    const c = await this.pendingFor(user, id);
    if (c.challengerId === user.id) throw badRequest('CHALLENGE_INVALID', 'You sent this challenge: cancel it instead.');
    const people = await this.people(c);
    const answered = await this.repo.answerChallenge(id, user.id, 'declined', reason, this.clock.now(), (a) => ({
      status: 'declined',
      events: challengeEvents('challenge_declined', { ...a, status: 'declined' }, people.filter((p) => p.id !== user.id), { username: user.username, reason }),
    }));
    if (!answered) throw this.notPending(await this.repo.findChallenge(id));
    void this.userBus.notify(answered.events.map((e) => e.userId));
    return this.dto(answered.challenge);
  }

  async cancel(user: AuthUser, id: string): Promise<ChallengeDto> {
    const c = await this.load(user, id);
    if (c.challengerId !== user.id) throw forbidden('NOT_CHALLENGER', 'Only the challenger may cancel a challenge; decline it instead.');
    const events = challengeEvents('challenge_cancelled', { ...c, status: 'cancelled' }, (await this.people(c)).filter((p) => p.id !== user.id), { username: user.username });
    if (!(await this.repo.endChallenge(id, 'cancelled', this.clock.now(), events))) throw this.notPending(await this.repo.findChallenge(id));
    void this.userBus.notify(events.map((e) => e.userId));
    return this.dto((await this.repo.findChallenge(id))!);
  }

  /** Ends pending challenges past their expiry (from MatchClock's sweep); how many this call ended. */
  async expire(): Promise<number> {
    let ended = 0;
    for (const c of await this.repo.expiredChallenges(this.clock.now(), 100)) {
      const events = challengeEvents('challenge_expired', { ...c, status: 'expired' }, await this.people(c));
      if (await this.repo.endChallenge(c.id, 'expired', this.clock.now(), events)) {
        ended++;
        void this.userBus.notify(events.map((e) => e.userId));
      }
      // A turn of the event loop per challenge, as the clock's sweeps give per match (match-clock.ts BATCH).
      await yieldTurn();
    }
    return ended;
  }

  /** Creates the match of a fully accepted challenge, once: its transaction claims the challenge. */
  private async start(c: ChallengeRow): Promise<void> {
    const [challenger] = await this.repo.usernames([c.challengerId]);
    try {
      await this.matches.create(
        { id: challenger.id, username: challenger.username },
        {
          game: c.gameId,
          options: JSON.parse(c.options) as Record<string, unknown>,
          seats: c.seatCount,
          visibility: c.visibility as 'public' | 'private',
          timeLimitSeconds: c.timeLimitSeconds ?? undefined,
          hints: c.hints,
          bots: [],
          spectate: false,
        rated: false,
        },
        { taken: c.seats.map((s) => ({ seat: s.seat, userId: s.userId })), within: (tx, match) => this.repo.claimChallenge(tx, c.id, match.id, this.clock.now(), []) },
      );
    } catch (e) {
      if (e instanceof ClaimLost) return; // another answer, here or on another instance, started it
      throw e;
    }
  }

  private async insert(c: ChallengeRow, events: ReturnType<typeof challengeEvents>): Promise<boolean> {
    const { seats, status: _s, version: _v, matchId: _m, ...insert } = c;
    const ok = await this.repo.createChallenge(insert, seats.map(({ challengeId: _id, ...s }) => s), events);
    if (ok) void this.userBus.notify(events.map((e) => e.userId));
    return ok;
  }

  /** The challenge, if the caller holds one of its seats (else it does not exist for them). */
  /**
   * Caps what one user can put in others' logs (issue 37: 40 challenges to one opponent put 43
   * events in theirs): at most PENDING_CHALLENGES_PER_USER pending challenges sent, and
   * PENDING_CHALLENGES_PER_PAIR naming any one opponent. Checked before the write, so requests
   * racing each other may pass it together.
   */
  private async assertRoomFor(user: AuthUser, invited: readonly Person[], now: Date): Promise<void> {
    for (const opponent of invited) {
      const { total, toOpponent } = await this.repo.pendingSent(user.id, opponent.id, now);
      if (total >= this.config.PENDING_CHALLENGES_PER_USER) {
        throw conflict('TOO_MANY_CHALLENGES', `You have ${total} pending challenges, the most allowed: wait for answers or cancel one.`, { pending: total, max: this.config.PENDING_CHALLENGES_PER_USER });
      }
      if (toOpponent >= this.config.PENDING_CHALLENGES_PER_PAIR) {
        throw conflict('TOO_MANY_CHALLENGES', `You have ${toOpponent} pending challenges to one of the players you named, the most allowed: wait for an answer or cancel one.`, { pending: toOpponent, max: this.config.PENDING_CHALLENGES_PER_PAIR });
      }
    }
  }

  private async load(user: AuthUser, id: string): Promise<ChallengeRow> {
    const c = await this.repo.findChallenge(id);
    if (!c || !c.seats.some((s) => s.userId === user.id)) throw notFound('CHALLENGE_NOT_FOUND', `There is no challenge "${id}" of yours.`);
    return c;
  }

  private async pendingFor(user: AuthUser, id: string): Promise<ChallengeRow> {
    const c = await this.load(user, id);
    if (c.status === 'pending' && c.expiresAt <= this.clock.now()) {
      // Past its expiry but not swept yet: it expires now, as the sweep would.
      await this.expire();
      throw this.notPending({ ...c, status: 'expired' });
    }
    if (c.status !== 'pending') throw this.notPending(c);
    return c;
  }

  private notPending(c: ChallengeRow | null) {
    return conflict('CHALLENGE_NOT_PENDING', `This challenge is ${c?.status ?? 'gone'}: it takes no more answers.`, { challengeStatus: c?.status ?? null, matchId: c?.matchId ?? null });
  }

  private async people(c: ChallengeRow): Promise<Person[]> {
    return this.repo.usernames(c.seats.map((s) => s.userId));
  }

  private async dto(c: ChallengeRow): Promise<ChallengeDto> {
    const names = new Map((await this.repo.usernames(c.seats.map((s) => s.userId))).map((u) => [u.id, u.username]));
    return {
      id: c.id,
      kind: c.rematchOf ? 'rematch' : 'challenge',
      challenger: names.get(c.challengerId) ?? '',
      game: c.gameId,
      options: JSON.parse(c.options) as Record<string, unknown>,
      seatCount: c.seatCount,
      visibility: c.visibility as 'public' | 'private',
      timeLimitSeconds: c.timeLimitSeconds,
      hints: c.hints,
      status: c.status as ChallengeDto['status'],
      rematchOf: c.rematchOf,
      matchId: c.matchId,
      expiresAt: c.expiresAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      seats: c.seats.map((s) => ({ seat: s.seat, userId: s.userId, username: names.get(s.userId) ?? '', response: s.response as 'pending' | 'accepted' | 'declined', reason: s.reason })),
    };
  }
}

/**
 * Takebacks with consent: a player asks to take back their last move; every other player still in
 * the game accepts (bots always do) or one declines. Only where undoing the move reveals nothing
 * and hides nothing anyone has seen: the game decides (`takebackAllowed`, engine/game.ts), never
 * the platform by game id. The log never loses history: the takeback is a new entry, the hash
 * chain goes on, and every replay (history, plies, records) applies it.
 *
 * A request holds for the match version it was made at: any change to the match (a move, added
 * time, a vacation, another request's takeback) makes it lapse.
 */
import { Injectable } from '@nestjs/common';
import { takebackAllowed, type AnyGame } from '../../engine/game.js';
import { isDeparture, replayLog } from '../../engine/log-replay.js';
import { conflict, forbidden, notFound } from '../../platform/problem.js';
import { Clock } from '../../platform/runtime.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, VersionConflict, type MatchRow, type TakebackRow } from '../../persistence/matches.repository.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { takebackAcceptedEvents, takebackDeclinedEvents, takebackRequestedEvents } from '../events/correspondence-events.js';
import { MatchesService } from './matches.service.js';
import { chainHash } from '../../domain/record-chain.js';
import { logEntries } from './history.service.js';
import { seatOf } from './match-view.js';
import { afterAction } from '../../domain/clock-policy.js';
import { clockOf, dueTimes, vacationsOf } from './seat-clocks.js';
import type { MatchDto } from '../../domain/match.schemas.js';
import { setupAgain } from './setup-again.js';

export interface TakebackView {
  /** The seat asking to take back its last move. */
  seat: number;
  /** The ply (log entry) it would undo. */
  ply: number;
  /** The match version the request holds for. */
  version: number;
  /** Seats whose consent is needed. */
  asked: number[];
  accepted: number[];
  createdAt: string;
}

@Injectable()
export class TakebacksService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    private readonly userBus: UserEventsBus,
  ) {}

  /** The pending request of a match (404 TAKEBACK_NOT_FOUND when none holds for its version). */
  async pending(user: AuthUser, id: string): Promise<TakebackView> {
    const { row } = await this.matches.load(user, id);
    const t = await this.repo.takeback(id);
    if (!t || t.version !== row.version || row.status !== 'active') throw notFound('TAKEBACK_NOT_FOUND', 'No takeback request is pending in this match.');
    return this.viewOf(row, t, await this.departedSeats(row));
  }

  /**
   * Asks to take back the caller's last move. Against bots only (or when every other seat has
   * left) it happens at once; otherwise the others are asked.
   */
  async request(user: AuthUser, id: string, expectedVersion?: number): Promise<{ takeback: TakebackView | null; match: MatchDto }> {
    const { game, row } = await this.matches.load(user, id);
    const seat = this.activeSeat(row, user, expectedVersion);
    const moves = await this.repo.moves(id);
    const last = moves.at(-1);
    if (!last || last.kind !== 'move' || last.seat !== seat) {
      throw conflict('TAKEBACK_NOT_POSSIBLE', 'Only your own last move can be taken back, and only while no other entry came after it.');
    }
    const r = replayLog(game, setupAgain(game, row), logEntries(moves));
    if (!r.ok || r.beforeLast === null) throw new Error(`match ${id}: the log does not replay`);
    if (!takebackAllowed(game, r.beforeLast, r.state, seat, JSON.parse(last.move!))) {
      throw conflict('TAKEBACK_REFUSED', `${game.meta.title} cannot take this move back: undoing it would show or hide something a player has seen.`);
    }
    const departed = await this.departedSeats(row, moves);
    const asked = this.askedSeats(row, seat, departed);
    if (asked.length === 0) {
      await this.apply(game, row, seat, last.seq, r.beforeLast);
      return { takeback: null, match: await this.matches.get(user, id) };
    }
    const now = this.clock.now();
    const t: Omit<TakebackRow, 'createdAt'> = { matchId: id, seat, userId: user.id, version: row.version, accepted: [] };
    const events = takebackRequestedEvents(row, row.version, seat, last.seq, asked);
    if (!(await this.repo.requestTakeback(t, events, now))) throw conflict('TAKEBACK_PENDING', 'A takeback request is already pending, or the match changed meanwhile.');
    void this.userBus.notify(events.map((e) => e.userId));
    return { takeback: this.viewOf(row, { ...t, createdAt: now }, departed), match: this.matches.dto(game, row, user.id) };
  }

  /** An opponent's answer. The last acceptance needed applies the takeback; one decline ends the request. */
  async answer(user: AuthUser, id: string, accept: boolean): Promise<MatchDto> {
    const { game, row } = await this.matches.load(user, id);
    const seat = this.activeSeat(row, user);
    const t = await this.repo.takeback(id);
    if (!t || t.version !== row.version) throw notFound('TAKEBACK_NOT_FOUND', 'No takeback request is pending in this match.');
    const moves = await this.repo.moves(id);
    const asked = this.askedSeats(row, t.seat, await this.departedSeats(row, moves));
    if (!asked.includes(seat)) throw forbidden('NOT_ASKED', 'This request is not yours to answer.');
    const now = this.clock.now();
    if (!accept) {
      const events = takebackDeclinedEvents(row, row.version, t.seat, seat);
      if (!(await this.repo.dropTakeback(id, t.version, events, now))) throw conflict('TAKEBACK_NOT_FOUND', 'The request was answered or lapsed meanwhile.');
      void this.userBus.notify(events.map((e) => e.userId));
      return this.matches.dto(game, row, user.id);
    }
    const accepted = [...new Set([...t.accepted, seat])];
    if (asked.every((s) => accepted.includes(s))) {
      const r = replayLog(game, setupAgain(game, row), logEntries(moves));
      if (!r.ok || r.beforeLast === null) throw conflict('TAKEBACK_NOT_POSSIBLE', 'The move to take back is no longer the last entry.');
      await this.apply(game, row, t.seat, row.ply, r.beforeLast);
      return this.matches.get(user, id);
    }
    if (!(await this.repo.acceptTakeback(id, t, accepted))) throw conflict('STALE_VERSION', 'The request changed meanwhile; read it again.');
    return this.matches.dto(game, row, user.id);
  }

  /** Appends the takeback entry: the state goes back to before the move, the asker's decision opens afresh. */
  private async apply(game: AnyGame, row: MatchRow, seat: number, ply: number, before: unknown): Promise<void> {
    const now = this.clock.now();
    const toAct = game.toAct(before);
    const clock = clockOf(row);
    // Nobody is charged for the undone decision; the decisions open again from now.
    const next = clock && afterAction(clock, -1, JSON.parse(row.toAct) as number[], toAct, now.getTime(), false, vacationsOf(row));
    const due = dueTimes(next, toAct);
    const seq = row.ply + 1;
    const hash = chainHash(row.recordFormat, row.seed, await this.repo.chainHead(row), { ply: seq, seat, kind: 'takeback', move: null });
    const events = takebackAcceptedEvents(row, row.version + 1, seat, ply, due.deadline);
    try {
      await this.repo.appendEntry(
        row.id,
        row.version,
        { seq, seat, userId: row.seats.find((s) => s.seat === seat)!.userId, kind: 'takeback', move: null, idempotencyKey: null, hash },
        { state: JSON.stringify(before), toAct: JSON.stringify(toAct), ply: seq, decisionVersion: row.version + 1, clock: next && JSON.stringify(next), ...due, updatedAt: now },
        events,
        now,
      );
    } catch (e) {
      if (e instanceof VersionConflict) throw conflict('STALE_VERSION', 'The match changed meanwhile; the takeback lapsed.');
      throw e;
    }
    void this.userBus.notify(events.map((e) => e.userId));
    void this.matches.publish({ matchId: row.id, version: row.version + 1, kind: 'takeback' });
  }

  private activeSeat(row: MatchRow, user: AuthUser, expectedVersion?: number): number {
    const seat = seatOf(row, user.id);
    if (seat === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    if (row.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}.`);
    if (expectedVersion !== undefined && expectedVersion !== row.version) {
      throw conflict('STALE_VERSION', `The match is at version ${row.version}; reload it and decide again.`, { currentVersion: row.version });
    }
    return seat;
  }

  /** The people who must consent: every other seat still in the game, bots excepted (they always agree). */
  private askedSeats(row: MatchRow, seat: number, departed: readonly number[]): number[] {
    return row.seats.filter((s) => s.seat !== seat && s.user.kind !== 'bot' && !departed.includes(s.seat)).map((s) => s.seat);
  }

  /** Seats that left a game that went on without them (their resignation or timeout is in the log). */
  private async departedSeats(row: MatchRow, moves?: Awaited<ReturnType<MatchesRepository['moves']>>): Promise<number[]> {
    return (moves ?? (await this.repo.moves(row.id))).filter((m) => isDeparture(m.kind)).map((m) => m.seat);
  }

  private viewOf(row: MatchRow, t: Omit<TakebackRow, 'createdAt'> & { createdAt: Date }, departed: readonly number[]): TakebackView {
    return { seat: t.seat, ply: row.ply, version: t.version, asked: this.askedSeats(row, t.seat, departed), accepted: t.accepted, createdAt: t.createdAt.toISOString() };
  }
}

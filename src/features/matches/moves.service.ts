/**
 * Moves and resignations. Each is one transaction (the move row under the unique (match, seq)
 * key + the match row at the expected version); the event is published after the commit.
 */
import { Injectable } from '@nestjs/common';
import type { AnyGame } from '../../engine/game.js';
import { continuesDecision } from '../../engine/decisions.js';
import { badRequest, conflict, forbidden, unprocessable } from '../../platform/problem.js';
import { parseOr400 } from '../../platform/zod.js';
import { Clock } from '../../platform/runtime.js';
import { Metrics } from '../../platform/metrics.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, VersionConflict, type MatchAfterMove, type MatchRow } from '../../persistence/matches.repository.js';
import { MatchesService } from './matches.service.js';
import { chainHash } from '../../domain/record-chain.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { afterMoveEvents, finishedEvents } from '../events/match-user-events.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { afterAction, lateSeats } from '../../domain/clock-policy.js';
import { clockOf, dueTimes, NOT_DUE, vacationsOf } from './seat-clocks.js';
import { toOutcome } from '../../domain/outcome.js';
import { SERVER_ACTOR, seatOf } from './match-view.js';
import type { MatchDto, MatchOutcome, MoveRequest } from '../../domain/match.schemas.js';
import { settlementOfMatch, type Settlement } from '../../domain/ratings/settlement.js';
import { legalMovesAnswer, type LegalMoves } from '../../domain/legal-moves-answer.js';

export interface MoveResult<M extends MatchDto | null = MatchDto> {
  ply: number;
  version: number;
  replayed: boolean;
  /** The version at which the decision this move answered opened (see MatchSummary.decisionVersion); null for a replayed submission. */
  answeredDecision: number | null;
  /** The match after the move as the mover sees it; null when the caller asked not to render it. */
  match: M;
}

/** What the end of `row` does to its players' ratings and counts: written in the commit that ends the match. */
const settlementOf = (row: MatchRow, outcome: MatchOutcome, at: Date, departed: readonly number[] = []): Settlement | undefined =>
  settlementOfMatch(row, outcome, at, departed);

@Injectable()
export class MovesService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    private readonly userBus: UserEventsBus,
    private readonly catalog: GameCatalog,
    private readonly metrics: Metrics,
  ) {}

  async legalMoves(user: AuthUser, id: string): Promise<LegalMoves> {
    const { game, row } = await this.matches.load(user, id);
    const seat = seatOf(row, user.id);
    const state = row.status === 'active' && row.state ? (JSON.parse(row.state) as unknown) : null;
    return legalMovesAnswer(game, state, seat, row.version);
  }

  /**
   * `decode`, when given, turns the request's move into the game's JSON once the game is known
   * (GraphQL's typed input); otherwise `req.move` is that JSON. With `render` false the answer's
   * `match` is null: a caller that will not show it (a GraphQL selection without `match`, a bot)
   * does not pay for rendering the mover's view.
   */
  async move(user: AuthUser, id: string, req: MoveRequest, decode?: (game: AnyGame) => unknown): Promise<MoveResult>;
  async move(user: AuthUser, id: string, req: MoveRequest, decode: ((game: AnyGame) => unknown) | undefined, render: boolean): Promise<MoveResult<MatchDto | null>>;
  async move(user: AuthUser, id: string, req: MoveRequest, decode?: (game: AnyGame) => unknown, render = true): Promise<MoveResult<MatchDto | null>> {
    const loaded = await this.matches.load(user, id);
    const { game } = loaded;
    let row = loaded.row;
    const seat = this.playerSeat(row, user);
    if (decode) req = { ...req, move: decode(game) };
    // Typed clients name the game to pick its move type; a body meant for another game is refused.
    if (req.game !== undefined && req.game !== game.meta.id) throw badRequest('GAME_MISMATCH', `This match plays ${game.meta.id}, not ${req.game}.`);
    if (req.idempotencyKey) {
      const first = await this.repo.findMoveByKey(id, user.id, req.idempotencyKey);
      if (first) return this.replayedResult(user, id, first.seq, render);
    }
    // A simultaneous decision may take several commitments while one submission is on its way:
    // on losing such a race the submission is checked again against the match as it now is.
    for (let attempt = 1; ; attempt++) {
      const result = await this.tryMove(game, row, seat, user, req, render);
      if (result) return result;
      const first = req.idempotencyKey ? await this.repo.findMoveByKey(id, user.id, req.idempotencyKey) : null;
      if (first) return this.replayedResult(user, id, first.seq, render);
      const fresh = await this.repo.find(id);
      if (!fresh || attempt >= 4) throw this.stale(fresh ?? row);
      row = fresh;
    }
  }

  /**
   * One attempt at `req` against `row`; null when another write got there first. The caller's
   * version is good when it is the match's, or when only other seats' commitments to the same
   * simultaneous decision came after it (the version is then at least `decisionVersion`).
   */
  private async tryMove(game: AnyGame, row: MatchRow, seat: number, user: AuthUser, req: MoveRequest, render = true): Promise<MoveResult<MatchDto | null> | null> {
    if (row.status !== 'active' || !row.state) throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}; it takes no moves.`);
    if (req.expectedVersion > row.version || req.expectedVersion < row.decisionVersion) throw this.stale(row);
    if (row.deadline && row.deadline < this.clock.now()) {
      // The deadline is authoritative: a late move ends the match on time rather than waiting for a sweep.
      await this.timeOut(row);
      throw conflict('TIME_RAN_OUT', 'The deadline for this decision has passed: the match ended on time.');
    }
    const move = parseOr400(game.schemas.move, req.move, 'INVALID_MOVE', `A move of ${game.meta.id}`);
    const state = JSON.parse(row.state);
    const toAct = game.toAct(state);
    if (!toAct.includes(seat)) throw conflict('NOT_YOUR_TURN', 'It is not your turn to act.', { toAct });
    const result = game.apply(state, seat, move);
    if (!result.ok) throw unprocessable(result.error.code, result.error.reason, { rule: result.error.code });

    const ply = row.ply + 1;
    const now = this.clock.now();
    const decisionVersion = continuesDecision(game, toAct, game.toAct(result.state), seat) ? row.decisionVersion : row.version + 1;
    const after = this.afterState(game, row, result.state, { ply, now, decisionVersion, mover: seat });
    const hash = chainHash(row.recordFormat, row.seed, await this.repo.chainHead(row), { ply, seat, kind: 'move', move });
    const events = afterMoveEvents(row, seat, {
      version: row.version + 1,
      toAct: JSON.parse(after.toAct) as number[],
      decisionVersion,
      finished: after.status === 'finished',
      deadline: after.deadline,
    });
    try {
      const settled = after.outcome === null ? undefined : settlementOf(row, JSON.parse(after.outcome) as MatchOutcome, now, await this.departedSeats(row));
      await this.repo.appendMove(row.id, row.version, { seq: ply, seat, userId: user.id, kind: 'move', move: JSON.stringify(move), idempotencyKey: req.idempotencyKey ?? null, hash }, after, events, settled);
    } catch (e) {
      if (e instanceof VersionConflict) return null;
      throw e;
    }
    void this.userBus.notify(events.map((e) => e.userId));
    this.metrics.committed(row.gameId, 'move', after.outcome);
    // The row as committed, without reading it back: only this transaction changed it.
    const committed: MatchRow = { ...row, ...after, lastHash: hash, version: row.version + 1 };
    void this.matches.publish({ matchId: row.id, version: committed.version, kind: after.status === 'finished' ? 'finished' : 'move' }, committed);
    return { ply, version: committed.version, replayed: false, answeredDecision: row.decisionVersion, match: render ? this.matches.dto(game, committed, user.id, result.state) : null };
  }

  /**
   * Plays `move` for `seat` on the server's behalf (auto-play of a forced move): the same path as
   * a player's move, logged with the user id SERVER_ACTOR. Null when the match moved on first.
   * Nobody reads its answer, so no view is rendered (`match` is null).
   */
  async serverMove(matchId: string, seat: number, move: unknown, expectedVersion: number): Promise<MoveResult<MatchDto | null> | null> {
    const row = await this.repo.find(matchId);
    if (!row || row.version !== expectedVersion) return null;
    const idempotencyKey = `auto:${expectedVersion}:${seat}`;
    if (await this.repo.findMoveByKey(matchId, SERVER_ACTOR, idempotencyKey)) return null;
    const game = this.catalog.require(row.gameId);
    return this.tryMove(game, row, seat, { id: SERVER_ACTOR, username: SERVER_ACTOR }, { move, expectedVersion, idempotencyKey }, false);
  }

  async resign(user: AuthUser, id: string, expectedVersion?: number): Promise<MatchDto> {
    const { game, row } = await this.matches.load(user, id);
    const seat = this.playerSeat(row, user);
    if (row.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}; there is nothing to resign.`);
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw this.stale(row);
    const left = await this.departure(game, row, seat, 'resign', `Seat ${seat} (${user.username}) resigned.`);
    await this.matches.versioned(() => this.repo.appendMove(id, row.version, { ...left.entry, userId: user.id }, left.after, left.events, left.settled));
    this.metrics.committed(row.gameId, 'resign', left.after.outcome);
    void this.userBus.notify(left.events.map((e) => e.userId));
    return this.matches.publishAndGet(user, id, row.version + 1, left.after.status === 'finished' ? 'finished' : 'move');
  }

  /**
   * Ends a match whose pending decision ran past its deadline: the seats that had to act lose. In a
   * game that goes on without a departed seat (`Game.depart`), the first late seat leaves and play
   * goes on. Returns false when the match changed meanwhile (someone moved just in time).
   */
  async timeOut(row: MatchRow): Promise<boolean> {
    const clock = clockOf(row);
    const late = clock ? lateSeats(clock, JSON.parse(row.toAct) as number[], this.clock.now().getTime()) : [];
    if (row.status !== 'active' || late.length === 0) return false;
    const game = this.catalog.require(row.gameId);
    const names = late.map((s) => `seat ${s}${row.seats.find((x) => x.seat === s) ? ` (${row.seats.find((x) => x.seat === s)!.user.username})` : ''}`);
    const left = await this.departure(game, row, late[0], 'timeout', `Time ran out for ${names.join(' and ')}.`);
    const seatUser = row.seats.find((x) => x.seat === late[0])!.userId;
    try {
      await this.repo.appendMove(row.id, row.version, { ...left.entry, userId: seatUser }, left.after, left.events, left.settled);
    } catch (e) {
      if (e instanceof VersionConflict) return false;
      throw e;
    }
    this.metrics.committed(row.gameId, 'timeout', left.after.outcome);
    void this.userBus.notify(left.events.map((e) => e.userId));
    void this.matches.publish({ matchId: row.id, version: row.version + 1, kind: left.after.status === 'finished' ? 'finished' : 'move' });
    return true;
  }

  /**
   * The log entry, match columns and events of `seat` leaving (a resignation, or the clock). A
   * game whose `depart` gives a state goes on from it (or ends by its rules, with its scores);
   * otherwise the match ends here: every seat that did not leave wins (for a timeout, every seat
   * that did not have to act).
   */
  private async departure(game: AnyGame, row: MatchRow, seat: number, how: 'resign' | 'timeout', reason: string) {
    const ply = row.ply + 1;
    const endedBy = how === 'resign' ? ('resignation' as const) : ('timeout' as const);
    const leavers = how === 'resign' ? [seat] : lateSeats(clockOf(row)!, JSON.parse(row.toAct) as number[], this.clock.now().getTime());
    const gone = row.state && game.depart ? game.depart(JSON.parse(row.state), seat, how) : null;
    if (gone && !gone.ok) throw conflict(gone.error.code, gone.error.reason);
    // Several seats out of time together (a simultaneous decision), ending the match: the one entry
    // names them all ({timedOut: [...]}, the record verifier checks it), so replays show each.
    const named = how === 'timeout' && !gone && leavers.length > 1 ? { timedOut: leavers } : null;
    const hash = chainHash(row.recordFormat, row.seed, await this.repo.chainHead(row), { ply, seat, kind: how, move: named });
    const entry = { seq: ply, seat, kind: how, move: named && JSON.stringify(named), idempotencyKey: null, hash };
    let after: MatchAfterMove;
    let events: UserEventInsert[];
    if (gone) {
      const now = this.clock.now();
      after = this.afterState(game, row, gone.state, { ply, now, decisionVersion: row.version + 1, mover: seat });
      const o = game.outcome(gone.state);
      if (o.finished) {
        after.outcome = JSON.stringify({ ...toOutcome(o, endedBy, how === 'resign' ? { resigned: seat } : { timedOut: [seat] }), reason: `${reason} ${o.reason}` });
        events = finishedEvents(row, row.version + 1, how === 'resign' ? { endedBy, resignedSeat: seat } : { endedBy, timedOutSeats: [seat] });
      } else {
        events = afterMoveEvents(row, seat, { version: row.version + 1, toAct: JSON.parse(after.toAct) as number[], decisionVersion: row.version + 1, finished: false, deadline: after.deadline });
      }
    } else {
      const others = Array.from({ length: row.seatCount }, (_, i) => i).filter((s) => !leavers.includes(s));
      // With two or more players left, they share the win: the game cannot go on with an empty seat.
      const outcome = toOutcome({ finished: true, winners: others, draw: false, reason }, endedBy, how === 'resign' ? { resigned: seat } : { timedOut: leavers });
      after = this.ended(row, ply, outcome);
      events = finishedEvents(row, row.version + 1, how === 'resign' ? { endedBy, resignedSeat: seat } : { endedBy, timedOutSeats: leavers });
    }
    // A departure that ends the match settles its ratings and counts in the same commit.
    const settled = after.outcome === null ? undefined : settlementOf(row, JSON.parse(after.outcome) as MatchOutcome, after.updatedAt, gone ? [...(await this.departedSeats(row)), seat] : []);
    return { entry, after, events, settled };
  }

  /**
   * The seats that left before now in a game that went on without them (their resign and timeout
   * entries, in log order); read only when a match ends, for the placing of its ratings.
   */
  private async departedSeats(row: MatchRow): Promise<number[]> {
    if (row.seatCount < 3) return [];
    return (await this.repo.moves(row.id)).filter((m) => m.kind === 'resign' || m.kind === 'timeout').map((m) => m.seat);
  }

  /**
   * The match columns after `mover` acted and the game went to `state`: its clock charges the
   * mover and opens the next decisions (clock-policy.ts); the deadline is the soonest of theirs.
   */
  private afterState(game: AnyGame, row: MatchRow, state: unknown, at: { ply: number; now: Date; decisionVersion: number; mover: number }): MatchAfterMove {
    const o = game.outcome(state);
    const toAct = game.toAct(state);
    const clock = clockOf(row);
    const next = clock && afterAction(clock, at.mover, JSON.parse(row.toAct) as number[], toAct, at.now.getTime(), at.decisionVersion === row.decisionVersion, vacationsOf(row));
    return {
      status: o.finished ? 'finished' : 'active',
      state: JSON.stringify(state),
      toAct: JSON.stringify(toAct),
      outcome: o.finished ? JSON.stringify(toOutcome(o)) : null,
      ply: at.ply,
      decisionVersion: at.decisionVersion,
      clock: next && JSON.stringify(next),
      ...(o.finished ? NOT_DUE : dueTimes(next, toAct)),
      finishedAt: o.finished ? at.now : null,
      updatedAt: at.now,
    };
  }

  /** The match columns after a resignation or timeout ends it (the cached state stays as it was). */
  private ended(row: MatchRow, ply: number, outcome: ReturnType<typeof toOutcome>): MatchAfterMove {
    const now = this.clock.now();
    return { status: 'finished', state: row.state, toAct: '[]', outcome: JSON.stringify(outcome), ply, decisionVersion: row.version + 1, clock: row.clock, ...NOT_DUE, finishedAt: now, updatedAt: now };
  }

  private playerSeat(row: MatchRow, user: AuthUser): number {
    const seat = seatOf(row, user.id);
    if (seat === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    return seat;
  }

  private stale(row: MatchRow) {
    return conflict('STALE_VERSION', `The match is at version ${row.version}; reload it and decide again.`, { currentVersion: row.version });
  }

  private async replayedResult(user: AuthUser, id: string, ply: number, render: boolean): Promise<MoveResult<MatchDto | null>> {
    const { game, row } = await this.matches.load(user, id);
    return { ply, version: row.version, replayed: true, answeredDecision: null, match: render ? this.matches.dto(game, row, user.id) : null };
  }
}

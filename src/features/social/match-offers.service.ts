/**
 * Abort and draw offers (issue 12, part A). Both end a match the way a resignation does: a log
 * entry (kind abort | draw) extending the hash chain, appended where the match is still at the
 * version read, so an ending happens once and a move that commits first wins.
 *
 * "First move" of a seat: a `move` entry of that seat in the log. A draw offer lapses at its
 * offerer's next move: that is read from the log too (a `move` of the offerer's seat after the
 * offer's ply), so the move path writes nothing for offers.
 */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { conflict, forbidden, unprocessable } from '../../platform/problem.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { Metrics } from '../../platform/metrics.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { finishedEvents } from '../events/match-user-events.js';
import { settlementOfMatch } from '../../domain/ratings/settlement.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { MatchesService } from '../matches/matches.service.js';
import { seatOf } from '../matches/match-view.js';
import { toOutcome } from '../../domain/outcome.js';
import { chainHash } from '../../domain/record-chain.js';
import type { MatchDto } from '../../domain/match.schemas.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { SocialRepository, type DrawOfferRow } from '../../persistence/social.repository.js';
import { ChallengesService } from './challenges.service.js';
import { matchEvents } from './social-events.js';
import type { MatchOffersDto } from './social.schemas.js';

const people = (row: MatchRow) => row.seats.map((s) => ({ id: s.userId, kind: s.user.kind }));

@Injectable()
export class MatchOffersService {
  constructor(
    private readonly matches: MatchesService,
    private readonly matchRepo: MatchesRepository,
    private readonly repo: SocialRepository,
    private readonly challenges: ChallengesService,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly userBus: UserEventsBus,
    private readonly metrics: Metrics,
  ) {}

  /** What is on offer in a match, as the caller may see it. */
  async offers(user: AuthUser, id: string): Promise<MatchOffersDto> {
    const { game, row } = await this.matches.load(user, id);
    const draw = row.status === 'active' ? await this.liveDrawOffer(row) : null;
    return {
      matchId: id,
      drawPossible: game.meta.drawPossible,
      draw: draw && {
        seat: draw.seat,
        username: row.seats.find((s) => s.seat === draw.seat)?.user.username ?? '',
        ply: draw.ply,
        acceptedBy: JSON.parse(draw.accepted) as number[],
        createdAt: draw.createdAt.toISOString(),
      },
      rematch: row.status === 'finished' && seatOf(row, user.id) !== null ? await this.challenges.rematchOf(id) : null,
      abortable: row.status === 'active' && (await this.unmovedSeats(row)).length > 0,
    };
  }

  /** Ends an active match without result while some seat has not made its first move. */
  async abort(user: AuthUser, id: string, expectedVersion?: number): Promise<MatchDto> {
    const { row } = await this.matches.load(user, id);
    const seat = this.playerSeat(row, user);
    if (row.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}; only an active match can be aborted.`);
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw this.stale(row);
    if ((await this.unmovedSeats(row)).length === 0) {
      throw conflict('ABORT_TOO_LATE', 'Every seat has made its first move: the match can no longer be aborted (resign, or offer a draw).');
    }
    const outcome = toOutcome({ finished: true, winners: [], draw: false, reason: `Aborted by seat ${seat} (${user.username}) before every seat had made its first move.` }, 'aborted');
    const events = matchEvents('match_aborted', row, row.version + 1, people(row), { seat, username: user.username, endedBy: 'aborted' });
    await this.end(row, seat, user.id, 'abort', outcome, events);
    return this.matches.publishAndGet(user, id, row.version + 1, 'finished');
  }

  /** Offers a draw, or accepts or declines another player's offer. */
  async draw(user: AuthUser, id: string, action: 'offer' | 'accept' | 'decline'): Promise<MatchOffersDto> {
    const { game, row } = await this.matches.load(user, id);
    const seat = this.playerSeat(row, user);
    if (row.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}; there is no draw to agree.`);
    if (!game.meta.drawPossible) throw unprocessable('DRAW_NOT_POSSIBLE', `${game.meta.title} cannot end in a draw: there is no draw to offer.`);
    const live = await this.liveDrawOffer(row);
    const others = people(row).filter((p) => p.id !== user.id);
    const now = this.clock.now();
    if (action === 'offer') {
      if (live?.seat === seat) throw conflict('DRAW_ALREADY_OFFERED', 'You offered a draw already; it stands until you move.');
      if (!live) {
        const events = matchEvents('draw_offered', row, row.version, others, { seat, username: user.username });
        await this.repo.createDrawOffer({ id: this.ids.id(), matchId: id, seat, userId: user.id, ply: row.ply, createdAt: now }, events);
        void this.userBus.notify(events.map((e) => e.userId));
        return this.offers(user, id);
      }
      // Offering while another player's offer stands is accepting it (as on Lichess).
    }
    if (!live || live.seat === seat) throw conflict('NO_DRAW_OFFER', 'No other player has a draw offer standing.');
    if (action === 'decline') {
      const events = matchEvents('draw_declined', row, row.version, others, { seat, username: user.username, offeredBy: live.seat });
      if (!(await this.repo.updateDrawOffer(live, { status: 'declined' }, now, events))) throw this.stale(row);
      void this.userBus.notify(events.map((e) => e.userId));
      return this.offers(user, id);
    }
    const accepted = [...new Set([...(JSON.parse(live.accepted) as number[]), seat])].sort((a, b) => a - b);
    const everyone = row.seats.every((s) => s.seat === live.seat || accepted.includes(s.seat));
    if (!everyone) {
      // 3+ players: every other seat must accept; the offerer is told of each acceptance.
      const events = matchEvents('draw_accepted', row, row.version, others, { seat, username: user.username, offeredBy: live.seat, acceptedBy: accepted });
      if (!(await this.repo.updateDrawOffer(live, { accepted: JSON.stringify(accepted) }, now, events))) throw this.stale(row);
      void this.userBus.notify(events.map((e) => e.userId));
      return this.offers(user, id);
    }
    const outcome = toOutcome({ finished: true, winners: [], draw: true, reason: 'The players agreed to a draw.' }, 'agreement');
    await this.end(row, seat, user.id, 'draw', outcome, finishedEvents(row, row.version + 1, { endedBy: 'agreement' }));
    // The match is over whatever happens to the offer row; this only records how the offer ended.
    await this.repo.updateDrawOffer(live, { status: 'accepted', accepted: JSON.stringify(accepted) }, now);
    void this.matches.publish({ matchId: id, version: row.version + 1, kind: 'finished' });
    return this.offers(user, id);
  }

  /** The pending draw offer of an active match, unless its offerer has moved since (it then lapses). */
  private async liveDrawOffer(row: MatchRow): Promise<DrawOfferRow | null> {
    const pending = await this.repo.pendingDrawOffers(row.id);
    let live: DrawOfferRow | null = null;
    for (const o of pending) {
      const since = o.ply < row.ply ? await this.matchRepo.moves(row.id, undefined, o.ply) : [];
      if (since.some((m) => m.kind === 'move' && m.seat === o.seat)) {
        await this.repo.updateDrawOffer(o, { status: 'lapsed' }, this.clock.now());
      } else {
        live ??= o;
      }
    }
    return live;
  }

  private async unmovedSeats(row: MatchRow): Promise<number[]> {
    const moved = new Set((await this.matchRepo.moves(row.id)).filter((m) => m.kind === 'move').map((m) => m.seat));
    return Array.from({ length: row.seatCount }, (_, i) => i).filter((s) => !moved.has(s));
  }

  /** Ends the match by a platform entry of `kind` (the cached state stays as it was). */
  private async end(row: MatchRow, seat: number, userId: string, kind: 'abort' | 'draw', outcome: ReturnType<typeof toOutcome>, events: UserEventInsert[]): Promise<void> {
    const ply = row.ply + 1;
    const now = this.clock.now();
    const hash = chainHash(row.recordFormat, row.seed, await this.matchRepo.chainHead(row), { ply, seat, kind, move: null });
    await this.matches.versioned(() =>
      this.matchRepo.appendMove(
        row.id,
        row.version,
        { seq: ply, seat, userId, kind, move: null, idempotencyKey: null, hash },
        { status: 'finished', state: row.state, toAct: '[]', outcome: JSON.stringify(outcome), ply, decisionVersion: row.version + 1, clock: row.clock, deadline: null, warnAt: null, finishedAt: now, updatedAt: now },
        events,
        // An agreed draw settles ratings and counts in the same commit; an abort has no result.
        settlementOfMatch(row, outcome, now),
      ),
    );
    this.metrics.committed(row.gameId, kind, JSON.stringify(outcome));
    void this.userBus.notify(events.map((e) => e.userId));
  }


  private playerSeat(row: MatchRow, user: AuthUser): number {
    const seat = seatOf(row, user.id);
    if (seat === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    return seat;
  }

  private stale(row: MatchRow) {
    return conflict('STALE_VERSION', `The match is at version ${row.version}; reload it and decide again.`, { currentVersion: row.version });
  }
}

/**
 * A tournament's rounds (docs/tournaments.md): paired once on any number of instances, their
 * games created (tournament-games.service.ts), results taken from each game's end, deadlines
 * settled, the next round or the end; due work (scheduled starts, round deadlines, a round start
 * to resume) from the Tournament.dueAt index through MatchClock's sweep.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { GameWorkers, WorkTimeout, WorkersBusy } from '../catalog/game-workers.js';
import { MovesService } from '../matches/moves.service.js';
import { MatchEvents } from '../matches/match-events.js';
import { MatchClock } from '../matches/match-clock.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { Clock } from '../../platform/runtime.js';
import { MatchesRepository } from '../../persistence/matches.repository.js';
import { TournamentsRepository, type BoardRow, type TournamentRow } from '../../persistence/tournaments.repository.js';
import { standings } from '../../domain/tournaments/standings.js';
import type { MatchOutcome } from '../../domain/match.schemas.js';
import type { Board, SwissEntrant } from '../../domain/tournaments/index.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { sha256hex } from '../matches/matches.service.js';
import { format, pairRound, resultOf, roundCount, roundSeed, toResults } from './tournament-rounds.js';
import { CREATING_LEASE_MS, TournamentGames } from './tournament-games.service.js';
import { TournamentNotices } from './tournament-notices.js';

/** When a round's pairing was refused by the worker pool (busy, or over its limit): look again this soon. */
const PAIRING_RETRY_MS = 5_000;

@Injectable()
export class TournamentRounds implements OnModuleInit {
  private readonly logger = new Logger('Tournaments');

  constructor(
    private readonly repo: TournamentsRepository,
    private readonly matchesRepo: MatchesRepository,
    private readonly workers: GameWorkers,
    private readonly games: TournamentGames,
    private readonly moves: MovesService,
    private readonly matchEvents: MatchEvents,
    private readonly matchClock: MatchClock,
    private readonly userBus: UserEventsBus,
    private readonly notices: TournamentNotices,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.matchClock.addSweep(() => this.sweep());
    this.matchEvents.onCommitted((e) => {
      if (e.kind === 'finished') void this.gameEnded(e.matchId).catch((err: Error) => this.logger.error(`game ${e.matchId}: ${err.message}`));
    });
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
        this.notices.announce(t.id, 'game_ended');
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
    if (await this.repo.settleBoard(b, JSON.stringify(resultOf(t, (JSON.parse(b.players) as string[]).length, JSON.parse(m.outcome) as MatchOutcome, m.lastHash)))) this.notices.announce(t.id, 'game_ended');
    await this.roundMayEnd(t.id, b.round);
  }

  /**
   * Pairs round `round` (once, on any number of instances) and answers; its games are then created
   * in the background (TournamentGames.inBackground), the tournament kept off the sweep meanwhile.
   */
  async startRound(t: TournamentRow, round: number): Promise<void> {
    const entries = await this.repo.entries(t.id);
    const active = entries.filter((e) => e.withdrawnAt === null);
    const needed = format(t) === 'pods' ? 3 : format(t) === 'duplicate' ? 1 : 2;
    const now = this.clock.now();
    if (round === 1 && active.length < needed) {
      const events = await this.notices.eventsFor(t, 'tournament_cancelled', { reason: `fewer than ${needed} entrants` });
      await this.repo.setStatus(t.id, ['open'], 'cancelled', now, null, events);
      return;
    }
    if (round === 1 && t.rounds === 0) t.rounds = roundCount(t, active.length);
    const ratings = await this.repo.ratings(t.gameId, active.map((e) => e.userId));
    const { boards, results } = await pairRound(t, round, entries, await this.repo.boards(t.id), ratings, (e, r, s) => this.pairSwiss(t.id, e, r, s));
    const deadline = t.roundSeconds ? new Date(t.startsAt.getTime() + round * t.roundSeconds * 1000) : null;
    const names = await this.repo.users(entries.map((e) => e.userId));
    const events: UserEventInsert[] = [];
    // Each player's board by id (a search of the boards per player was 500,000 comparisons at 1,000 entrants).
    const boardOf = new Map(boards.flatMap((b) => b.players.map((p) => [p, b] as const)));
    for (const e of active) {
      if (names.get(e.userId)?.kind === 'bot') continue;
      events.push(this.notices.event('tournament_round_started', e.userId, t, { round, deadline: deadline?.toISOString() ?? null }));
      const b = boardOf.get(e.userId);
      if (b) events.push(this.notices.event('tournament_paired', e.userId, t, { round, board: b.board, bye: b.bye, seat: b.players.indexOf(e.userId), players: b.players.map((p) => names.get(p)?.username ?? p) }));
    }
    const rows = boards.map((b, i) => ({ ...b, result: results[i] && JSON.stringify(results[i]) }));
    if (round === 1 && t.rounds !== (await this.repo.find(t.id))!.rounds) await this.repo.setRounds(t.id, t.rounds);
    const seed = roundSeed(t, round);
    const creating = new Date(now.getTime() + CREATING_LEASE_MS);
    if (!(await this.repo.pairRound(t.id, round, { startedAt: now, deadline, seedHash: seed && sha256hex(seed) }, rows, now, events, creating))) return; // another instance paired it
    void this.userBus.notify(events.map((e) => e.userId));
    this.notices.announce(t.id, 'round_started');
    this.games.inBackground({ ...t, currentRound: round, status: 'running' }, round, () => this.roundMayEnd(t.id, round));
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

  /** The round's missing games (a creation resumed by the sweep), then its end if every board is already decided (byes, forfeits). */
  private async createGames(t: TournamentRow, round: number): Promise<void> {
    if (await this.games.createMissing(t, round)) await this.roundMayEnd(t.id, round);
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
      const events = (await this.notices.eventsFor(t, 'tournament_finished', {})).map((e) => ({ ...e, data: { ...e.data, rank: table.find((s) => s.userId === e.userId)?.rank ?? null } }));
      if (await this.repo.setStatus(id, ['running'], 'finished', now, null, events)) {
        void this.userBus.notify(events.map((e) => e.userId));
        this.notices.announce(id, 'finished');
      }
      return;
    }
    const next = t.roundSeconds ? new Date(t.startsAt.getTime() + round * t.roundSeconds * 1000) : now;
    if (next <= now) await this.startRound(t, round + 1);
    else await this.repo.setDue(id, next);
  }
}

/**
 * Reading tournaments (docs/tournaments.md): who may see one, the record (standings and every
 * round's boards), the lists, and the live standings (GraphQL `tournamentStandings`).
 */
import { Inject, Injectable } from '@nestjs/common';
import { forbidden, notFound } from '../../platform/problem.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';
import { TournamentsRepository, type BoardRow, type EntryRow, type RoundRow, type TournamentRow } from '../../persistence/tournaments.repository.js';
import { standings } from '../../domain/tournaments/standings.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { format, toResults, type StoredResult } from './tournament-rounds.js';
import { StandingsFeed, tick, tournamentTopic } from './standings-feed.js';
import type { ListTournamentsQuery, TournamentDto, TournamentRoundPageDto, TournamentRoundQuery, TournamentStandingsUpdate, TournamentSummaryDto } from './tournaments.schemas.js';

/** The standings after `boards`, each entrant named by `name` (the record's and the live feed's). */
function ranked(t: TournamentRow, entries: readonly EntryRow[], boards: readonly BoardRow[], name: (userId: string) => string): TournamentDto['standings'] {
  return standings(format(t), entries.map((e) => ({ id: e.userId, withdrawn: e.withdrawnAt !== null })), toResults(boards)).map(({ userId, ...s }) => ({ ...s, username: name(userId) }));
}

/** How often a standings subscriber looks again even without a wake-up (a lost announcement only delays). */
const STANDINGS_RECHECK_MS = 30_000;

@Injectable()
export class TournamentReads {
  /** Standings reads under way, by tournament, with the tick each started at: subscribers woken before it share it (standingsFeed). */
  private readonly tableReads = new Map<string, { started: number; read: Promise<Omit<TournamentStandingsUpdate, 'reason'> | null> }>();

  constructor(
    private readonly repo: TournamentsRepository,
    @Inject(PUBSUB) private readonly pubsub: ClosablePubSub,
  ) {}

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

  /**
   * One round with a page of its boards (GET /v1/tournaments/{id}/rounds/{round}): what a page
   * watching the round reads after a game's end, instead of every round's boards. Refused as `get` is.
   */
  async round(user: AuthUser, id: string, round: number, q: TournamentRoundQuery): Promise<TournamentRoundPageDto> {
    await this.visible(user, id, q.inviteCode);
    const r = await this.repo.round(id, round);
    if (!r) throw notFound('TOURNAMENT_ROUND_NOT_FOUND', `Tournament "${id}" has no round ${round} (yet).`);
    const after = decodeCursor(q.cursor, ['number'] as const);
    const rows = await this.repo.boardsPage(id, round, after && after[0], q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (b) => [b.board]);
    const names = await this.repo.users(page.flatMap((b) => JSON.parse(b.players) as string[]));
    return { ...this.roundDto(r, page, (u) => names.get(u)?.username ?? u), nextCursor };
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
              return t && { tournamentId: t.id, status: t.status as TournamentStandingsUpdate['status'], currentRound: t.currentRound, ...(await this.table(t)) };
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

  /** The tournament if the caller may see it: public, or private to its organiser, entrants and invite-code holders. */
  async visible(user: AuthUser, id: string, inviteCode?: string): Promise<TournamentRow> {
    const t = await this.repo.find(id);
    const ok = t && (t.visibility === 'public' || t.createdById === user.id || (inviteCode !== undefined && inviteCode === t.inviteCode) || (await this.repo.entry(id, user.id)));
    if (!t || !ok) throw notFound('TOURNAMENT_NOT_FOUND', `There is no tournament "${id}" you may see.`);
    return t;
  }

  async organised(user: AuthUser, id: string): Promise<TournamentRow> {
    const t = await this.visible(user, id);
    if (t.createdById !== user.id) throw forbidden('NOT_ORGANISER', 'Only the organiser of this tournament may do this.');
    return t;
  }

  /** The tournament as `viewerId` reads it now (read again: the caller's row may be stale). */
  async current(id: string, viewerId: string): Promise<TournamentDto> {
    return this.dto((await this.repo.find(id))!, viewerId);
  }

  /** The standings with usernames, as the API shows them, and the current round's boards still waiting for their game (from the same read). */
  private async table(t: TournamentRow): Promise<Pick<TournamentStandingsUpdate, 'standings' | 'gamesPending'>> {
    const entries = await this.repo.entries(t.id);
    const names = await this.repo.users(entries.map((e) => e.userId));
    const boards = await this.repo.boards(t.id);
    return {
      standings: ranked(t, entries, boards, (id) => names.get(id)?.username ?? id),
      gamesPending: boards.filter((b) => b.round === t.currentRound && b.matchId === null && b.result === null).length,
    };
  }

  async dto(t: TournamentRow, viewerId: string, full = true): Promise<TournamentDto> {
    // A summary (a list's item) counts the entries: it reads none of them.
    const entries = full ? await this.repo.entries(t.id) : [];
    const entrants = full ? entries.length : await this.repo.entrantCount(t.id);
    // Rounds before boards: a round and its boards are written in one transaction, so every round
    // read has its boards in the later read (the other way round, a round paired in between was
    // listed with no boards).
    const rounds = full ? await this.repo.rounds(t.id) : [];
    const boards = full ? await this.repo.boards(t.id) : [];
    const names = await this.repo.users([t.createdById, ...entries.map((e) => e.userId)]);
    const name = (id: string) => names.get(id)?.username ?? id;
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
      entrants,
      standings: full ? ranked(t, entries, boards, name) : [],
      roundsPlayed: rounds.map((r) => this.roundDto(r, boards.filter((b) => b.round === r.round), name)),
    };
  }

  /** A round and the given boards of it, players by username. */
  private roundDto(r: RoundRow, boards: readonly BoardRow[], name: (userId: string) => string): TournamentDto['roundsPlayed'][number] {
    return {
      round: r.round,
      startedAt: r.startedAt.toISOString(),
      deadline: r.deadline?.toISOString() ?? null,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      seedHash: r.seedHash,
      seed: r.finishedAt ? r.seed : null,
      boards: boards.map((b) => {
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
    };
  }
}

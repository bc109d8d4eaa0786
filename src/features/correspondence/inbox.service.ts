/**
 * The caller's inbox: the matches in which they must act now, most urgent first, and the
 * matches that changed since a cursor (cheap polling and offline sync). Both start from the
 * caller's own seat rows (MatchSeat's copies of its match's facts, kept by triggers), so their
 * cost is the caller's page, never everybody's matches.
 */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { badRequest } from '../../platform/problem.js';
import { Clock } from '../../platform/runtime.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { MatchesRepository, type ChangeKey, type MatchRow, type MoveRow, type TurnKey } from '../../persistence/matches.repository.js';
import { TournamentsRepository } from '../../persistence/tournaments.repository.js';
import { HistoryService, type HistoryEntry } from '../matches/history.service.js';
import { MatchesService } from '../matches/matches.service.js';
import { seatOf } from '../matches/match-view.js';
import type { MatchDto } from '../../domain/match.schemas.js';
import type { PendingTurnDto } from '../events/user-event-stream.js';
import { TURNS_PAGE_MAX } from './events.schemas.js';

/**
 * Changes younger than this are not listed yet: moves are committed a few milliseconds after
 * their `updatedAt` is taken, so a poll that listed the newest ones could pass over an older one
 * still committing. A second is far more than that.
 */
export const CHANGES_SETTLE_MS = 1000;

/** Entries of "what happened since you last acted" listed in full (the count is always exact). */
const SINCE_ENTRIES = 20;

export interface Turn {
  matchId: string;
  game: string;
  version: number;
  seat: number;
  deadline: string | null;
  waitingSince: string;
  opponents: { seat: number; username: string | null; kind: 'human' | 'bot' | null }[];
  tournament: { id: string; name: string; round: number; roundDeadline: string | null } | null;
  since: { plies: number; entries: HistoryEntry[] };
  match: MatchDto;
}

const invalidCursor = () => badRequest('INVALID_CURSOR', 'This cursor is not one the API returned.');
const encode = (parts: (string | number)[]) => Buffer.from(parts.join('|')).toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8').split('|');
const timeOf = (ms: string | undefined): Date => {
  const d = new Date(Number(ms));
  // A timestamp out of Date's range (or of the database's) is not one the API returned.
  if (!ms || !/^\d{1,15}$/.test(ms) || Number.isNaN(d.getTime()) || d.getUTCFullYear() > 9999) throw invalidCursor();
  return d;
};

/** A turns cursor: the last seat's place in the order (its deadline empty when it has none). */
const turnCursor = (k: TurnKey) => encode(['t', k.deadline?.getTime() ?? '', k.changedAt.getTime(), k.matchId]);
function parseTurnCursor(cursor: string): TurnKey {
  const [tag, deadline, changedAt, matchId] = decode(cursor);
  if (tag !== 't' || !matchId) throw invalidCursor();
  return { deadline: deadline === '' ? null : timeOf(deadline), changedAt: timeOf(changedAt), matchId };
}

const changeCursor = (k: ChangeKey) => encode([k.changedAt.getTime(), k.matchId]);
function parseChangeCursor(cursor: string): ChangeKey {
  const [ms, matchId] = decode(cursor);
  if (!matchId) throw invalidCursor();
  return { changedAt: timeOf(ms), matchId };
}

@Injectable()
export class InboxService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly tournaments: TournamentsRepository,
    private readonly matches: MatchesService,
    private readonly history: HistoryService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
  ) {}

  /**
   * A page of the active matches in which the caller must act: soonest deadline first (none
   * last), then longest waiting, then match id. A bounded number of reads whatever the page's
   * size: the seats (MatchSeat's turns index), their matches, what happened since each seat last
   * acted, and which of them are tournament games (their boards, then those boards' rounds and
   * tournaments, for the round's deadline).
   */
  async turns(user: AuthUser, cursor: string | undefined, limit: number): Promise<{ items: Turn[]; nextCursor: string | null }> {
    const after = cursor ? parseTurnCursor(cursor) : null;
    const seats = await this.repo.turnSeats(user.id, after, limit + 1);
    const page = seats.slice(0, limit);
    const rows = new Map((await this.repo.findMany(page.map((s) => s.matchId))).map((r) => [r.id, r]));
    const [since, tournamentGames] = await Promise.all([this.repo.movesSince(page, SINCE_ENTRIES), this.tournaments.gamesOf(page.map((s) => s.matchId))]);
    const movesOf = new Map<string, MoveRow[]>();
    for (const m of since.moves) movesOf.set(m.matchId, [...(movesOf.get(m.matchId) ?? []), m]);
    const items = page.flatMap((s) => {
      const row = rows.get(s.matchId);
      // The match moved on between the two reads (the caller acted meanwhile): no longer a turn.
      if (!row || row.status !== 'active' || !(JSON.parse(row.toAct) as number[]).includes(s.seat)) return [];
      const tg = tournamentGames.get(row.id);
      const tournament = tg ? { id: tg.tournamentId, name: tg.name, round: tg.round, roundDeadline: tg.deadline?.toISOString() ?? null } : null;
      return [this.turn(user, row, s.seat, movesOf.get(row.id) ?? [], since.counts.get(row.id) ?? 0, tournament)];
    });
    const last = page.at(-1);
    return { items, nextCursor: seats.length > limit && last ? turnCursor(last) : null };
  }

  /**
   * Every turn the caller has now, most urgent first, as `your_turn`-shaped items (read a page of
   * TURNS_PAGE_MAX seats at a time, two reads each: the seats, their matches): what an event
   * stream opened without an event id sends first, so a bot that starts late misses nothing.
   */
  async *pendingTurns(userId: string): AsyncGenerator<PendingTurnDto> {
    let after: TurnKey | null = null;
    for (;;) {
      const seats = await this.repo.turnSeats(userId, after, TURNS_PAGE_MAX + 1);
      const page = seats.slice(0, TURNS_PAGE_MAX);
      const rows = new Map((await this.repo.findMany(page.map((s) => s.matchId))).map((r) => [r.id, r]));
      for (const s of page) {
        const row = rows.get(s.matchId);
        if (!row || row.status !== 'active' || !(JSON.parse(row.toAct) as number[]).includes(s.seat)) continue;
        const deadline = row.deadline?.toISOString() ?? null;
        yield {
          id: null,
          type: 'your_turn',
          matchId: row.id,
          version: row.version,
          data: { game: row.gameId, matchId: row.id, version: row.version, seat: s.seat, deadline, pending: true },
          createdAt: row.updatedAt.toISOString(),
        };
      }
      if (seats.length <= TURNS_PAGE_MAX) return;
      after = page.at(-1) ?? null;
    }
  }

  private turn(user: AuthUser, row: MatchRow, seat: number, moves: MoveRow[], plies: number, tournament: Turn['tournament']): Turn {
    const game = this.catalog.require(row.gameId);
    const match = this.matches.dto(game, row, user.id);
    return {
      matchId: row.id,
      game: row.gameId,
      version: row.version,
      seat,
      deadline: row.deadline?.toISOString() ?? null,
      waitingSince: row.updatedAt.toISOString(),
      opponents: match.seats.filter((s) => s.seat !== seat).map((s) => ({ seat: s.seat, username: s.user?.username ?? null, kind: s.user?.kind ?? null })),
      tournament,
      since: { plies, entries: this.history.redacted(game, row, moves, seatOf(row, user.id)) },
      match,
    };
  }

  /** The caller's matches changed after `cursor` (oldest change first), a page at a time. */
  async changed(user: AuthUser, cursor: string | undefined, limit: number): Promise<{ items: MatchDto[]; nextCursor: string | null }> {
    const after = cursor ? parseChangeCursor(cursor) : null;
    const upTo = new Date(this.clock.now().getTime() - CHANGES_SETTLE_MS);
    const found = await this.repo.changedOf(user.id, after, upTo, limit);
    const last = found.at(-1);
    return {
      items: found.map(({ row }) => this.matches.dto(this.catalog.require(row.gameId), row, user.id)),
      nextCursor: last ? changeCursor(last.key) : (cursor ?? null),
    };
  }
}

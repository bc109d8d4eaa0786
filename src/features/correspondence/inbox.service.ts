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
import { HistoryService, type HistoryEntry } from '../matches/history.service.js';
import { MatchesService } from '../matches/matches.service.js';
import { seatOf } from '../matches/match-view.js';
import type { MatchDto } from '../../domain/match.schemas.js';

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
    private readonly matches: MatchesService,
    private readonly history: HistoryService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
  ) {}

  /**
   * A page of the active matches in which the caller must act: soonest deadline first (none
   * last), then longest waiting, then match id. Three reads whatever the page's size: the seats
   * (MatchSeat's turns index), their matches, and what happened since each seat last acted.
   */
  async turns(user: AuthUser, cursor: string | undefined, limit: number): Promise<{ items: Turn[]; nextCursor: string | null }> {
    const after = cursor ? parseTurnCursor(cursor) : null;
    const seats = await this.repo.turnSeats(user.id, after, limit + 1);
    const page = seats.slice(0, limit);
    const rows = new Map((await this.repo.findMany(page.map((s) => s.matchId))).map((r) => [r.id, r]));
    const since = await this.repo.movesSince(page, SINCE_ENTRIES);
    const movesOf = new Map<string, MoveRow[]>();
    for (const m of since.moves) movesOf.set(m.matchId, [...(movesOf.get(m.matchId) ?? []), m]);
    const items = page.flatMap((s) => {
      const row = rows.get(s.matchId);
      // The match moved on between the two reads (the caller acted meanwhile): no longer a turn.
      if (!row || row.status !== 'active' || !(JSON.parse(row.toAct) as number[]).includes(s.seat)) return [];
      return [this.turn(user, row, s.seat, movesOf.get(row.id) ?? [], since.counts.get(row.id) ?? 0)];
    });
    const last = page.at(-1);
    return { items, nextCursor: seats.length > limit && last ? turnCursor(last) : null };
  }

  private turn(user: AuthUser, row: MatchRow, seat: number, moves: MoveRow[], plies: number): Turn {
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

/**
 * The caller's inbox: the matches in which they must act now, most urgent first, and the
 * matches that changed since a cursor (cheap polling and offline sync).
 */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { badRequest } from '../../platform/problem.js';
import { Clock } from '../../platform/runtime.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { HistoryService } from '../matches/history.service.js';
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
  since: { plies: number; entries: { ply: number; seat: number; kind: string; move: unknown; at: string }[] };
  match: MatchDto;
}

const cursorOf = (r: Pick<MatchRow, 'updatedAt' | 'id'>) => Buffer.from(`${r.updatedAt.getTime()}|${r.id}`).toString('base64url');

@Injectable()
export class InboxService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly history: HistoryService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
  ) {}

  /** Every active match in which the caller must act: soonest deadline first, then longest waiting. */
  async turns(user: AuthUser): Promise<Turn[]> {
    const rows = (await this.repo.activeOf(user.id)).filter((r) => (JSON.parse(r.toAct) as number[]).includes(seatOf(r, user.id)!));
    rows.sort(
      (a, b) =>
        (a.deadline?.getTime() ?? Infinity) - (b.deadline?.getTime() ?? Infinity) ||
        a.updatedAt.getTime() - b.updatedAt.getTime() ||
        (a.id < b.id ? -1 : 1),
    );
    return Promise.all(rows.map((r) => this.turn(user, r)));
  }

  private async turn(user: AuthUser, row: MatchRow): Promise<Turn> {
    const seat = seatOf(row, user.id)!;
    const { entries } = await this.history.history(user, row.id);
    const mine = entries.map((e) => e.seat).lastIndexOf(seat);
    const since = entries.slice(mine + 1);
    const match = this.matches.dto(this.catalog.require(row.gameId), row, user.id);
    return {
      matchId: row.id,
      game: row.gameId,
      version: row.version,
      seat,
      deadline: row.deadline?.toISOString() ?? null,
      waitingSince: row.updatedAt.toISOString(),
      opponents: match.seats.filter((s) => s.seat !== seat).map((s) => ({ seat: s.seat, username: s.user?.username ?? null, kind: s.user?.kind ?? null })),
      since: { plies: since.length, entries: since.slice(-SINCE_ENTRIES) },
      match,
    };
  }

  /** The caller's matches changed after `cursor` (oldest change first), a page at a time. */
  async changed(user: AuthUser, cursor: string | undefined, limit: number): Promise<{ items: MatchDto[]; nextCursor: string | null }> {
    let after: { updatedAt: Date; id: string } | null = null;
    if (cursor) {
      const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      const updatedAt = new Date(Number(ms));
      if (!id || !/^\d{1,15}$/.test(ms) || Number.isNaN(updatedAt.getTime())) throw badRequest('INVALID_CURSOR', 'This cursor is not one the API returned.');
      after = { updatedAt, id };
    }
    const upTo = new Date(this.clock.now().getTime() - CHANGES_SETTLE_MS);
    const rows = await this.repo.changedOf(user.id, after, upTo, limit);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => this.matches.dto(this.catalog.require(r.gameId), r, user.id)),
      nextCursor: last ? cursorOf(last) : (cursor ?? null),
    };
  }
}

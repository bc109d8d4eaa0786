/**
 * Per-user reads that start from the user's own rows (issue 35): MatchSeat's copies of its
 * match's facts (written by triggers, migration 20261128010000) and their indexes. Each is one
 * statement, whatever the size of the page; see per-user-sqlite.ts and per-user-postgres.ts.
 */
import type { MatchRow, MoveRow } from './rows.js';

/** Where a seat stands in the turns order: soonest deadline first (none last), longest waiting, match id. */
export interface TurnKey {
  deadline: Date | null;
  changedAt: Date;
  matchId: string;
}

/** A seat that must act now, with its place in the turns order. */
export interface TurnSeat extends TurnKey {
  seat: number;
}

/** Where a match stands in the changes order: last change, then id. */
export interface ChangeKey {
  changedAt: Date;
  matchId: string;
}

/** The log entries since a seat's last entry: the last few in full, and how many there are. */
export interface SinceRows {
  /** At most `last` entries per match, in (match, ply) order. */
  moves: MoveRow[];
  /** Entries after the seat's last one, per match (absent: none). */
  counts: Map<string, number>;
}

export interface PerUserReads {
  /**
   * Up to `limit` seats of `userId` that must act now, after `after` in the turns order: those
   * with a deadline (soonest first), then those without (MatchSeat(userId, mustAct, deadline,
   * changedAt, matchId)); at most two statements, the second only when the first runs out.
   */
  turnSeats(userId: string, after: TurnKey | null, limit: number): Promise<TurnSeat[]>;
  /** The matches with these ids (those that exist), with their seats, in one statement. */
  findMatches(ids: readonly string[]): Promise<MatchRow[]>;
  /** For each (match, seat): the entries after the seat's last entry, in one statement. */
  movesSince(seats: readonly { matchId: string; seat: number }[], last: number): Promise<SinceRows>;
  /** Up to `limit` of `userId`'s seats whose match changed after `after` and no later than `upTo`, in change order. */
  changedSeats(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]>;
  /** Likewise the matches `userId` created (Match(createdById, updatedAt, id)), seated in or not. */
  changedCreated(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]>;
  /**
   * Up to `limit` active matches in which the server must play a seat now (a bot's, or an
   * auto-play seat's), least recently changed first: the partial index MatchSeat_serverTurns_idx,
   * so it costs what is due.
   */
  serverTurns(limit: number): Promise<{ id: string; version: number }[]>;
}

/** Merges two lists in change order, each match once (a creator's seat appears in both). */
export function mergeChanges(a: readonly ChangeKey[], b: readonly ChangeKey[], limit: number): ChangeKey[] {
  const seen = new Set<string>();
  return [...a, ...b]
    .sort((x, y) => x.changedAt.getTime() - y.changedAt.getTime() || (x.matchId < y.matchId ? -1 : x.matchId > y.matchId ? 1 : 0))
    .filter((k) => !seen.has(k.matchId) && seen.add(k.matchId))
    .slice(0, limit);
}

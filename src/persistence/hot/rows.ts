import type { UserEventInsert } from '../../domain/user-event.js';
import type { Settlement, Standing } from '../../domain/ratings/settlement.js';

/**
 * The rows of the hot paths, declared once for both data layers (Prisma's and the prepared
 * statements of sqlite.ts / postgres.ts), so either can answer a match load.
 */
/** The player in a seat: a person, or one of the service's bot accounts (kind "bot"). */
export interface SeatUserRow {
  id: string;
  username: string;
  kind: string;
  botLevel: number | null;
  /** The user's auto-play setting (see SeatRow.autoPlay). */
  autoPlay: boolean;
  /** While in the future: the user is on vacation until then (their clocks stand still). */
  vacationUntil: Date | null;
}

export interface SeatRow {
  matchId: string;
  seat: number;
  userId: string;
  joinedAt: Date;
  /** This seat's auto-play choice; null: the user's setting. */
  autoPlay: boolean | null;
  user: SeatUserRow;
}

export interface MatchRow {
  id: string;
  gameId: string;
  options: string;
  seatCount: number;
  visibility: string;
  status: string;
  seed: string;
  seedHash: string;
  rulesVersion: number;
  recordFormat: number;
  version: number;
  ply: number;
  decisionVersion: number;
  lastHash: string | null;
  state: string | null;
  toAct: string;
  outcome: string | null;
  timeLimitSeconds: number | null;
  hints: boolean;
  /** The clock policy and seat clocks as JSON (clock-policy.ts); null: none, or a row from before it. */
  clock: string | null;
  /** Rated (ratings change when it ends) or casual. */
  rated: boolean;
  deadline: Date | null;
  /** The last deadline warning: "<version>:<percent>" (see MatchClock). */
  deadlineWarned: string | null;
  createdById: string;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** In seat order. */
  seats: SeatRow[];
}

export interface MoveRow {
  matchId: string;
  seq: number;
  seat: number;
  userId: string;
  kind: string;
  move: string | null;
  idempotencyKey: string | null;
  hash: string;
  createdAt: Date;
}

export interface MoveInsert {
  seq: number;
  seat: number;
  userId: string;
  kind: string;
  move: string | null;
  idempotencyKey: string | null;
  hash: string;
}

/**
 * Every column a log entry changes on its match, complete (a prepared statement sets them all):
 * the version goes up by one and `lastHash` becomes the entry's hash.
 */
export interface MatchAfterMove {
  status: string;
  state: string | null;
  toAct: string;
  outcome: string | null;
  ply: number;
  decisionVersion: number;
  clock: string | null;
  deadline: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
}

/** A log entry lost its race: the match was not at the expected version (or the ply was taken). */
export class VersionConflict extends Error {}

/** The hot paths: match load, move commit, log reads. One implementation per provider. */
export interface SessionUserRow {
  id: string;
  username: string;
  kind: string;
  botLevel: number | null;
}

/** The columns of a live session's user (see HotStore.liveSessionUser), from either provider. */
export const toSessionUser = (r: Record<string, unknown>): SessionUserRow => ({
  id: r.id as string,
  username: r.username as string,
  kind: r.kind as string,
  botLevel: r.botLevel === null || r.botLevel === undefined ? null : Number(r.botLevel),
});

/** The session check's SQL, in the providers' common dialect ($1 family, $2 user, $3 now). */
export const LIVE_SESSION_SQL = `SELECT u."id", u."username", u."kind", u."botLevel" FROM "RefreshToken" t JOIN "User" u ON u."id" = t."userId"
  WHERE t."familyId" = $1 AND t."userId" = $2 AND t."expiresAt" > $3 AND (t."revokedAt" IS NULL OR t."rotatedAt" IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM "RefreshToken" e WHERE e."familyId" = $1 AND e."revokedAt" IS NOT NULL AND e."rotatedAt" IS NULL)
  LIMIT 1`;

export interface HotStore {
  findMatch(id: string): Promise<MatchRow | null>;
  /**
   * Appends `move` and applies `after` where the match is at `expectedVersion`; VersionConflict
   * otherwise. `events` (at most one per user) go to the per-user event log in the same commit,
   * each under its user's next seq.
   * `settlement`, given when the entry ends the match, is settled in the same commit, only if the
   * versioned update matched: the players' Rating rows are read locked, `settle` computes the new
   * ones, and they are written with the RatingHistory rows (keyed by match and user).
   */
  appendMove(matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove, events?: readonly UserEventInsert[], settlement?: Settlement): Promise<void>;
  moveByKey(matchId: string, userId: string, idempotencyKey: string): Promise<MoveRow | null>;
  /**
   * The user of a live session (refresh-token family `familyId` of `userId`): a token of it that
   * has not expired at `now` and was not revoked except by rotation, in a family that no logout
   * or detected reuse ended. Checked by every request whose cached check has lapsed.
   */
  liveSessionUser(familyId: string, userId: string, now: Date): Promise<SessionUserRow | null>;
  /** The log in ply order: the plies after `after` (default 0) up to `upto` (inclusive) when given. */
  moves(matchId: string, upto?: number, after?: number): Promise<MoveRow[]>;
  close(): Promise<void>;
}

/** A Rating row as either driver returns it (SQLite: times as text; PostgreSQL: Dates). */
export function toStanding(r: Record<string, unknown>, time: (v: unknown) => Date | null): Standing {
  return {
    userId: r.userId as string,
    gameId: r.gameId as string,
    rating: Number(r.rating),
    rd: Number(r.rd),
    volatility: Number(r.volatility),
    ratedMatches: Number(r.ratedMatches),
    won: Number(r.won),
    lost: Number(r.lost),
    drawn: Number(r.drawn),
    ratedAt: time(r.ratedAt),
    playedAt: time(r.playedAt),
  };
}

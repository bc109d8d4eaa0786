import type { UserEventInsert } from '../../domain/user-event.js';
import type { Settlement, Standing } from '../../domain/ratings/settlement.js';
import { list, names, type Column, type Row, type SqliteRow } from './schema.js';

/**
 * The rows of the hot paths, for both data layers (Prisma's and the prepared statements of
 * sqlite.ts / postgres.ts), so either can answer a match load. Their fields are the Prisma
 * schema's (schema.ts): a match row is what `prisma.match.findUnique({ include: withSeats })`
 * returns.
 */
/** The player in a seat: a person, or one of the service's bot accounts (kind "bot"). */
export type SeatUserRow = Pick<Row<'User'>, 'id' | 'username' | 'kind' | 'botLevel' | 'autoPlay' | 'vacationUntil'>;

/**
 * The columns of MatchSeat that triggers copy from its match and user (migration 20261128010000):
 * read by the per-user queries, never part of a match row (the match has the originals).
 */
export type SeatCopyColumn = 'status' | 'mustAct' | 'deadline' | 'changedAt' | 'matchCreatedAt' | 'serverPlays';

/** A seat's own columns. */
export type SeatColumns = Omit<Row<'MatchSeat'>, SeatCopyColumn>;

/** A seat (its `autoPlay` null: the user's setting) and its user. */
export type SeatRow = SeatColumns & { user: SeatUserRow };

/** A match and its seats, in seat order. */
export type MatchRow = Row<'Match'> & { seats: SeatRow[] };

export type MoveRow = Row<'Move'>;

/** A log entry to append (the match and the time are the commit's). */
export type MoveInsert = Pick<Row<'Move'>, 'seq' | 'seat' | 'userId' | 'kind' | 'move' | 'idempotencyKey' | 'hash'>;

/**
 * Every column a log entry changes on its match, complete (a prepared statement sets them all):
 * the version goes up by one and `lastHash` becomes the entry's hash.
 */
export type MatchAfterMove = Pick<Row<'Match'>, 'status' | 'state' | 'toAct' | 'outcome' | 'ply' | 'decisionVersion' | 'clock' | 'deadline' | 'warnAt' | 'finishedAt' | 'updatedAt'>;

/** A log entry lost its race: the match was not at the expected version (or the ply was taken). */
export class VersionConflict extends Error {}

const SESSION_USER = ['id', 'username', 'kind', 'botLevel'] as const satisfies readonly Column<'User'>[];
/** A live session's user (see HotStore.liveSessionUser). */
export type SessionUserRow = Pick<Row<'User'>, (typeof SESSION_USER)[number]>;

const U = names('User');
const T = names('RefreshToken');

/** The session check's SQL, in the providers' common dialect ($1 family, $2 user, $3 now): rows of SessionUserRow. */
export const LIVE_SESSION_SQL = `SELECT ${list(U, SESSION_USER, 'u')} FROM ${T} t JOIN ${U} u ON u.${U.id} = t.${T.userId}
  WHERE t.${T.familyId} = $1 AND t.${T.userId} = $2 AND t.${T.expiresAt} > $3 AND (t.${T.revokedAt} IS NULL OR t.${T.rotatedAt} IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM ${T} e WHERE e.${T.familyId} = $1 AND e.${T.revokedAt} IS NOT NULL AND e.${T.rotatedAt} IS NULL)
  LIMIT 1`;

/**
 * A seat as the match loads read it, in one row: the seat's columns and its user's (the user's
 * auto-play as `userAutoPlay`).
 */
export type SeatWithUser = SeatColumns & Pick<Row<'User'>, 'username' | 'kind' | 'botLevel' | 'vacationUntil'> & { userAutoPlay: Row<'User'>['autoPlay'] };

const S = names('MatchSeat');
/** The tables SEAT_FIELDS reads: a match's seats `s` and their users `u`. */
export const SEATS_FROM = `${S} s JOIN ${U} u ON u.${U.id} = s.${S.userId}`;
/**
 * Each field of SeatWithUser as SQL over SEATS_FROM (SQLite selects each AS its field; PostgreSQL
 * builds a JSON object of them).
 */
export const SEAT_FIELDS: { readonly [K in keyof SeatWithUser]: string } = {
  matchId: `s.${S.matchId}`,
  seat: `s.${S.seat}`,
  userId: `s.${S.userId}`,
  joinedAt: `s.${S.joinedAt}`,
  autoPlay: `s.${S.autoPlay}`,
  username: `u.${U.username}`,
  kind: `u.${U.kind}`,
  botLevel: `u.${U.botLevel}`,
  userAutoPlay: `u.${U.autoPlay}`,
  vacationUntil: `u.${U.vacationUntil}`,
};

/** The hot paths: match load, move commit, log reads. One implementation per provider. */
/** The probe's UPSERT ($1 the instance, $2 the time; SQLite numbers `?1` the same way). */
export const PROBE_SQL = `INSERT INTO "HealthProbe" ("instance", "probedAt") VALUES ($1, $2)
  ON CONFLICT ("instance") DO UPDATE SET "probedAt" = excluded."probedAt"`;

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
  /**
   * Readiness's write probe: rewrites `instance`'s HealthProbe row on this store's own connection
   * (PROBE_SQL); throws when the store cannot be written. On SQLite a connection that cannot write
   * is opened again before its next use (sqlite.ts).
   */
  probe(instance: string, now: Date): Promise<void>;
  /** For /metrics: PostgreSQL's pool (connections in all, idle, callers waiting); SQLite's commits waiting for the writer thread. */
  stats(): HotStoreStats;
  close(): Promise<void>;
}

export type HotStoreStats = { pool: { total: number; idle: number; waiting: number } } | { writerQueue: number };

/**
 * A Rating row as either driver returns it (SQLite: times as text, which `time` parses;
 * PostgreSQL: Dates) as the rating maths know it.
 */
export function toStanding<R extends Row<'Rating'> | SqliteRow<Row<'Rating'>>>(r: R, time: (v: R['ratedAt']) => Date | null): Standing {
  return {
    userId: r.userId,
    gameId: r.gameId,
    rating: r.rating,
    rd: r.rd,
    volatility: r.volatility,
    ratedMatches: r.ratedMatches,
    won: r.won,
    lost: r.lost,
    drawn: r.drawn,
    ratedAt: time(r.ratedAt),
    playedAt: time(r.playedAt),
  };
}

/**
 * The SQLite move commit, synchronous, on the connection it is given: the event loop's own
 * (sqlite.ts, for the commits requested in one event-loop turn) or the writer thread's
 * (sqlite-writer.worker.ts, for those the event loop must not wait for: the database locked by
 * another connection, or a slow disk).
 *
 * Group commit: the commits of one batch are written in ONE transaction, each under its own
 * savepoint (a move that loses its version race rolls back alone; a batch of one needs none),
 * and each is answered only after that transaction's COMMIT: every acknowledged move is on disk.
 *
 * Times are stored as Prisma's SQLite adapter stores them (ISO 8601 text with "+00:00"), so
 * Prisma reads these rows, and compares deadlines, exactly as its own.
 */
import type Database from 'better-sqlite3';
import type { UserEventInsert } from '../../domain/user-event.js';
import { settlement as settlementOf, type SettlementInput } from '../../domain/ratings/settlement.js';
import { toStanding, VersionConflict, type MatchAfterMove, type MoveInsert } from './rows.js';
import { list, names, type Column, type Names, type Row, type SqliteRow, type Table, type Values } from './schema.js';

export const sqliteTime = (d: Date): string => d.toISOString().replace('Z', '+00:00');

export function parseTime(v: string | number | Date): Date {
  if (v instanceof Date) return v;
  if (typeof v === 'number') return new Date(v);
  const s = String(v);
  // SQLite's CURRENT_TIMESTAMP has no zone and means UTC.
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`);
}
export const parseTimeOrNull = (v: string | number | Date | null): Date | null => (v === null ? null : parseTime(v));

/** One commit: plain data, so that it can cross to the writer thread (structured clone). */
export interface CommitRequest {
  matchId: string;
  expectedVersion: number;
  move: MoveInsert;
  after: MatchAfterMove;
  events: readonly UserEventInsert[];
  settlement: SettlementInput | undefined;
}

/** How one commit of a batch ended: null when it is on disk. */
export type CommitError = null | { conflict: true } | { conflict: false; message: string; code: string | undefined };

const codeOf = (e: unknown) => (e as { code?: string }).code;
const isUnique = (e: unknown) => ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'].includes(codeOf(e) ?? '');
const asCommitError = (e: unknown): CommitError =>
  e instanceof VersionConflict ? { conflict: true } : { conflict: false, message: (e as Error).message ?? String(e), code: codeOf(e) };

/** The statements' named parameters are their columns' names: `@state` is bound from a row's `state`. */
const params = (columns: readonly string[]): string => columns.map((c) => `@${c}`).join(', ');
/** `"a" = @a, "b" = @b` (see params). */
const assign = <T extends Table>(t: Names<T>, columns: readonly Column<T>[]): string => columns.map((c) => `${t[c]} = @${c}`).join(', ');
/** `INSERT INTO "T" ("a", "b") VALUES (@a, @b)` (see params). */
const insertInto = <T extends Table>(t: Names<T>, columns: readonly Column<T>[]): string => `INSERT INTO ${t} (${list(t, columns)}) VALUES (${params(columns)})`;

const M = names('Match');
const V = names('Move');
const U = names('User');
const E = names('UserEvent');
const R = names('Rating');
const H = names('RatingHistory');

/** A move commit's match columns, bound as SQLite stores them; `hash` is the entry's (the new lastHash). */
type MatchValues = SqliteRow<MatchAfterMove> & { matchId: string; expectedVersion: number; hash: string };

/** The match columns every move commit sets (the full statement also sets the status and the due times: deadline, warnAt). */
const MOVE_SET = `${M.version} = ${M.version} + 1, ${assign(M, ['state', 'toAct', 'outcome', 'ply', 'decisionVersion', 'clock', 'finishedAt', 'updatedAt'])}, ${M.lastHash} = @hash`;
const MOVE_COLUMNS = ['matchId', 'seq', 'seat', 'userId', 'kind', 'move', 'idempotencyKey', 'hash', 'version', 'createdAt'] as const satisfies readonly Column<'Move'>[];
const EVENT_COLUMNS = ['userId', 'seq', 'type', 'matchId', 'version', 'data', 'createdAt'] as const satisfies readonly Column<'UserEvent'>[];
const STANDING_KEY = ['userId', 'gameId'] as const satisfies readonly Column<'Rating'>[];
const STANDING_VALUES = ['rating', 'rd', 'volatility', 'ratedMatches', 'won', 'lost', 'drawn', 'ratedAt', 'playedAt'] as const satisfies readonly Column<'Rating'>[];
const RATING_POINT_COLUMNS = ['matchId', 'userId', 'gameId', 'ratingBefore', 'rating', 'rd', 'volatility', 'createdAt'] as const satisfies readonly Column<'RatingHistory'>[];

export class SqliteCommits {
  private readonly stmt;
  private readonly control;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      update: db.prepare<MatchValues>(`UPDATE ${M} SET ${MOVE_SET}, ${assign(M, ['status', 'deadline', 'warnAt'])} WHERE ${M.id} = @matchId AND ${M.version} = @expectedVersion`),
      // The same, when the status and due times stay as they are (most moves): SQLite rewrites the
      // entries of every index on a column the UPDATE sets, changed or not, and two of the match's
      // indexes ((status, gameId), (status, deadline), (status, warnAt)) would be written for nothing: 7.2 pages
      // went to the log per move commit, 5.2 with this one (measured on a solitaire match; 3.6 since
      // moves without an idempotency key write no index entry, migration 20261124000000). Where
      // either differs, no row matches and the full statement runs.
      updateKept: db.prepare<MatchValues>(
        `UPDATE ${M} SET ${MOVE_SET} WHERE ${M.id} = @matchId AND ${M.version} = @expectedVersion AND ${M.status} = @status AND ${M.deadline} IS @deadline AND ${M.warnAt} IS @warnAt`,
      ),
      insert: db.prepare<SqliteRow<Row<'Move'>>>(insertInto(V, MOVE_COLUMNS)),
      bumpSeq: db.prepare<[string], Pick<Row<'User'>, 'eventSeq'>>(`UPDATE ${U} SET ${U.eventSeq} = ${U.eventSeq} + 1 WHERE ${U.id} = ? RETURNING ${U.eventSeq}`),
      insertEvent: db.prepare<Values<SqliteRow<Row<'UserEvent'>>, typeof EVENT_COLUMNS>>(
        `INSERT INTO ${E} (${list(E, EVENT_COLUMNS)}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`,
      ),
      standing: db.prepare<[string, string], SqliteRow<Row<'Rating'>>>(`SELECT * FROM ${R} WHERE ${R.userId} = ? AND ${R.gameId} = ?`),
      saveStanding: db.prepare<SqliteRow<Row<'Rating'>>>(
        `${insertInto(R, [...STANDING_KEY, ...STANDING_VALUES])}
         ON CONFLICT (${list(R, STANDING_KEY)}) DO UPDATE SET ${STANDING_VALUES.map((c) => `${R[c]} = excluded.${R[c]}`).join(', ')}`,
      ),
      insertRatingPoint: db.prepare<SqliteRow<Row<'RatingHistory'>>>(insertInto(H, RATING_POINT_COLUMNS)),
    };
    this.control = {
      begin: db.prepare('BEGIN IMMEDIATE'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
      savepoint: db.prepare('SAVEPOINT move'),
      release: db.prepare('RELEASE move'),
      undo: db.prepare('ROLLBACK TO move'),
    };
  }

  /**
   * Writes `batch` in one transaction and says how each commit ended. When the transaction
   * itself fails (the lock not had within the connection's busy timeout, disk full), every commit
   * of the batch fails with that error and nothing of it is kept.
   */
  commit(batch: readonly CommitRequest[]): CommitError[] {
    try {
      this.control.begin.run();
    } catch (e) {
      return batch.map(() => asCommitError(e));
    }
    if (batch.length === 1) return [this.alone(batch[0])];
    const results: CommitError[] = [];
    try {
      for (const c of batch) {
        this.control.savepoint.run();
        try {
          this.write(c);
          this.control.release.run();
          results.push(null);
        } catch (e) {
          this.control.undo.run();
          this.control.release.run();
          results.push(asCommitError(e));
        }
      }
      this.control.commit.run();
    } catch (e) {
      if (this.db.inTransaction) this.control.rollback.run();
      return batch.map(() => asCommitError(e));
    }
    return results;
  }

  /**
   * A batch of one (every commit at one match): its transaction is its savepoint, so it is
   * written without one (two statements fewer); a failure rolls the transaction back.
   */
  private alone(c: CommitRequest): CommitError {
    try {
      this.write(c);
      this.control.commit.run();
      return null;
    } catch (e) {
      if (this.db.inTransaction) this.control.rollback.run();
      return asCommitError(e);
    }
  }

  /** One move's writes (under its savepoint, or alone in its transaction); VersionConflict when it lost its race. */
  private write(c: CommitRequest): void {
    const { after, move } = c;
    const times = { deadline: after.deadline && sqliteTime(after.deadline), warnAt: after.warnAt && sqliteTime(after.warnAt), finishedAt: after.finishedAt && sqliteTime(after.finishedAt), updatedAt: sqliteTime(after.updatedAt) };
    const values: MatchValues = { ...after, ...times, matchId: c.matchId, expectedVersion: c.expectedVersion, hash: move.hash };
    if (this.stmt.updateKept.run(values).changes !== 1 && this.stmt.update.run(values).changes !== 1) throw new VersionConflict();
    try {
      this.stmt.insert.run({ ...move, matchId: c.matchId, version: c.expectedVersion + 1, createdAt: times.updatedAt });
    } catch (e) {
      if (isUnique(e)) throw new VersionConflict();
      throw e;
    }
    for (const ev of c.events) {
      const bumped = this.stmt.bumpSeq.get(ev.userId);
      if (!bumped) continue; // a user that no longer exists gets no event
      this.stmt.insertEvent.run(ev.userId, bumped.eventSeq, ev.type, ev.matchId, ev.version, JSON.stringify(ev.data), times.updatedAt);
    }
    if (c.settlement) this.settle(c.settlement);
  }

  /**
   * The match's end, under the same savepoint: this connection holds the database's write lock
   * (BEGIN IMMEDIATE), so the standings read here are the latest and nobody writes them before
   * the COMMIT.
   */
  private settle(input: SettlementInput): void {
    const s = settlementOf(input);
    const current = new Map(
      s.userIds.flatMap((id) => {
        const r = this.stmt.standing.get(id, s.gameId);
        return r ? [[id, toStanding(r, parseTimeOrNull)] as const] : [];
      }),
    );
    const { standings, history } = s.settle(current);
    const t = (d: Date | null) => (d ? sqliteTime(d) : null);
    for (const st of standings) this.stmt.saveStanding.run({ ...st, ratedAt: t(st.ratedAt), playedAt: t(st.playedAt) });
    for (const h of history) {
      try {
        this.stmt.insertRatingPoint.run({ ...h, createdAt: sqliteTime(h.createdAt) });
      } catch (e) {
        // This match's result is already in the history: it cannot apply twice.
        if (isUnique(e)) throw new VersionConflict();
        throw e;
      }
    }
  }
}

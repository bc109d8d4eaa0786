/**
 * The hot paths on SQLite: prepared statements on a better-sqlite3 connection of our own beside
 * Prisma's (the same database file, write-ahead logging). A statement runs synchronously in a few
 * microseconds, so a move commit is one synchronous BEGIN IMMEDIATE … COMMIT that no other code of
 * this process can interleave with.
 *
 * Group commit: with synchronous = FULL each COMMIT waits for the disk (fsync), on the event loop's
 * thread, so one transaction per move would cap the whole service at one move per disk flush.
 * Commits requested during one turn of the event loop are written in ONE transaction, each under
 * its own savepoint (a move that loses its version race rolls back alone), and each is answered
 * only after that transaction's COMMIT: every acknowledged move is still on disk.
 *
 * The connection never waits for a lock inside SQLite (timeout 0): a synchronous wait would block
 * the event loop, and with it the Prisma transaction that holds the lock. On SQLITE_BUSY the batch
 * is retried asynchronously until `busyTimeoutMs` has passed, then fails with SQLITE_BUSY (503).
 *
 * Times are stored as Prisma's SQLite adapter stores them (ISO 8601 text with "+00:00"), so
 * Prisma reads these rows, and compares deadlines, exactly as its own.
 */
import Database from 'better-sqlite3';
import type { UserEventInsert } from '../../events/user-event.js';
import type { Settlement } from '../../ratings/settlement.js';
import { toStanding, VersionConflict, type HotStore, type MatchAfterMove, type MatchRow, type MoveInsert, type MoveRow, type SeatRow, type SeatUserRow } from './rows.js';

type Raw = Record<string, unknown>;

export const sqliteTime = (d: Date): string => d.toISOString().replace('Z', '+00:00');

function parseTime(v: unknown): Date {
  if (v instanceof Date) return v;
  if (typeof v === 'number') return new Date(v);
  const s = String(v);
  // SQLite's CURRENT_TIMESTAMP has no zone and means UTC.
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`);
}
const parseTimeOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : parseTime(v));

const MATCH_COLUMNS = `m."id", m."gameId", m."options", m."seatCount", m."visibility", m."status", m."seed", m."seedHash",
  m."rulesVersion", m."recordFormat", m."version", m."ply", m."decisionVersion", m."lastHash", m."state", m."toAct",
  m."outcome", m."timeLimitSeconds", m."hints", m."clock", m."rated", m."deadline", m."deadlineWarned", m."createdById", m."createdAt", m."updatedAt", m."startedAt", m."finishedAt"`;

/** The user columns of a seat row (username, kind, botLevel), from either provider. */
export function seatUser(s: Raw): SeatUserRow {
  return {
    id: s.userId as string,
    username: s.username as string,
    kind: (s.kind as string | undefined) ?? 'human',
    botLevel: s.botLevel === null || s.botLevel === undefined ? null : Number(s.botLevel),
    autoPlay: Boolean(s.userAutoPlay),
    vacationUntil: s.vacationUntil === null || s.vacationUntil === undefined ? null : parseTime(s.vacationUntil),
  };
}

export function toMatchRow(r: Raw, seats: SeatRow[]): MatchRow {
  return {
    id: r.id as string,
    gameId: r.gameId as string,
    options: r.options as string,
    seatCount: Number(r.seatCount),
    visibility: r.visibility as string,
    status: r.status as string,
    seed: r.seed as string,
    seedHash: r.seedHash as string,
    rulesVersion: Number(r.rulesVersion),
    recordFormat: Number(r.recordFormat),
    version: Number(r.version),
    ply: Number(r.ply),
    decisionVersion: Number(r.decisionVersion),
    lastHash: (r.lastHash as string | null) ?? null,
    state: (r.state as string | null) ?? null,
    toAct: r.toAct as string,
    outcome: (r.outcome as string | null) ?? null,
    timeLimitSeconds: r.timeLimitSeconds === null || r.timeLimitSeconds === undefined ? null : Number(r.timeLimitSeconds),
    // SQLite stores booleans as 0/1, PostgreSQL as booleans.
    hints: r.hints === undefined ? true : Boolean(r.hints),
    clock: (r.clock as string | null | undefined) ?? null,
    rated: Boolean(r.rated),
    deadline: parseTimeOrNull(r.deadline),
    deadlineWarned: (r.deadlineWarned as string | null | undefined) ?? null,
    createdById: r.createdById as string,
    createdAt: parseTime(r.createdAt),
    updatedAt: parseTime(r.updatedAt),
    startedAt: parseTimeOrNull(r.startedAt),
    finishedAt: parseTimeOrNull(r.finishedAt),
    seats,
  };
}

export function toMoveRow(r: Raw): MoveRow {
  return {
    matchId: r.matchId as string,
    seq: Number(r.seq),
    seat: Number(r.seat),
    userId: r.userId as string,
    kind: r.kind as string,
    move: (r.move as string | null) ?? null,
    idempotencyKey: (r.idempotencyKey as string | null) ?? null,
    hash: r.hash as string,
    createdAt: parseTime(r.createdAt),
  };
}

interface PendingCommit {
  matchId: string;
  expectedVersion: number;
  move: MoveInsert;
  after: MatchAfterMove;
  events: readonly UserEventInsert[];
  settlement: Settlement | undefined;
  resolve: () => void;
  reject: (e: unknown) => void;
  /** When a batch kept from starting by another connection's lock stops retrying this commit. */
  giveUp: number;
}

const isBusy = (e: unknown) => ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED'].includes((e as { code?: string }).code ?? '');
const isUnique = (e: unknown) => ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'].includes((e as { code?: string }).code ?? '');

export class SqliteHotStore implements HotStore {
  private readonly db: Database.Database;
  private readonly stmt;

  constructor(file: string, synchronous: string, private readonly busyTimeoutMs: number) {
    this.db = new Database(file, { timeout: 0 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    const db = this.db;
    this.stmt = {
      match: db.prepare(`SELECT ${MATCH_COLUMNS} FROM "Match" m WHERE m."id" = ?`),
      seats: db.prepare(
        `SELECT s."matchId", s."seat", s."userId", s."joinedAt", s."autoPlay", u."username", u."kind", u."botLevel", u."autoPlay" AS "userAutoPlay", u."vacationUntil" FROM "MatchSeat" s JOIN "User" u ON u."id" = s."userId"
         WHERE s."matchId" = ? ORDER BY s."seat"`,
      ),
      update: db.prepare(
        `UPDATE "Match" SET "version" = "version" + 1, "status" = @status, "state" = @state, "toAct" = @toAct, "outcome" = @outcome,
           "ply" = @ply, "decisionVersion" = @decisionVersion, "clock" = @clock, "deadline" = @deadline, "finishedAt" = @finishedAt,
           "updatedAt" = @updatedAt, "lastHash" = @hash
         WHERE "id" = @matchId AND "version" = @expectedVersion`,
      ),
      insert: db.prepare(
        `INSERT INTO "Move" ("matchId", "seq", "seat", "userId", "kind", "move", "idempotencyKey", "hash", "createdAt")
         VALUES (@matchId, @seq, @seat, @userId, @kind, @move, @idempotencyKey, @hash, @updatedAt)`,
      ),
      bumpSeq: db.prepare(`UPDATE "User" SET "eventSeq" = "eventSeq" + 1 WHERE "id" = ? RETURNING "eventSeq"`),
      insertEvent: db.prepare(
        `INSERT INTO "UserEvent" ("userId", "seq", "type", "matchId", "version", "data", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      standing: db.prepare(`SELECT * FROM "Rating" WHERE "userId" = ? AND "gameId" = ?`),
      saveStanding: db.prepare(
        `INSERT INTO "Rating" ("userId", "gameId", "rating", "rd", "volatility", "ratedMatches", "won", "lost", "drawn", "ratedAt", "playedAt")
         VALUES (@userId, @gameId, @rating, @rd, @volatility, @ratedMatches, @won, @lost, @drawn, @ratedAt, @playedAt)
         ON CONFLICT ("userId", "gameId") DO UPDATE SET "rating" = excluded."rating", "rd" = excluded."rd", "volatility" = excluded."volatility",
           "ratedMatches" = excluded."ratedMatches", "won" = excluded."won", "lost" = excluded."lost", "drawn" = excluded."drawn",
           "ratedAt" = excluded."ratedAt", "playedAt" = excluded."playedAt"`,
      ),
      insertRatingPoint: db.prepare(
        `INSERT INTO "RatingHistory" ("matchId", "userId", "gameId", "ratingBefore", "rating", "rd", "volatility", "createdAt")
         VALUES (@matchId, @userId, @gameId, @ratingBefore, @rating, @rd, @volatility, @createdAt)`,
      ),
      byKey: db.prepare(`SELECT * FROM "Move" WHERE "matchId" = ? AND "userId" = ? AND "idempotencyKey" = ?`),
      moves: db.prepare(`SELECT * FROM "Move" WHERE "matchId" = ? AND "seq" > ? AND "seq" <= ? ORDER BY "seq"`),
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

  private readonly control;
  private pending: PendingCommit[] = [];
  private flushing = false;

  /** One move's writes, under the batch's savepoint; throws VersionConflict when it lost its race. */
  private write(c: PendingCommit): void {
    const { after, move } = c;
    const times = { deadline: after.deadline && sqliteTime(after.deadline), finishedAt: after.finishedAt && sqliteTime(after.finishedAt), updatedAt: sqliteTime(after.updatedAt) };
    const r = this.stmt.update.run({ ...after, ...times, matchId: c.matchId, expectedVersion: c.expectedVersion, hash: move.hash });
    if (r.changes !== 1) throw new VersionConflict();
    try {
      this.stmt.insert.run({ ...move, matchId: c.matchId, updatedAt: times.updatedAt });
    } catch (e) {
      if (isUnique(e)) throw new VersionConflict();
      throw e;
    }
    for (const ev of c.events) {
      const bumped = this.stmt.bumpSeq.get(ev.userId) as { eventSeq: number } | undefined;
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
  private settle(s: Settlement): void {
    const current = new Map(
      s.userIds.flatMap((id) => {
        const r = this.stmt.standing.get(id, s.gameId) as Raw | undefined;
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

  /** Writes every pending commit in one transaction, then answers each. */
  private flush = (): void => {
    const batch = this.pending;
    this.pending = [];
    try {
      this.control.begin.run();
    } catch (e) {
      if (!isBusy(e)) return this.flushDone(batch.map((c) => ({ c, error: e })));
      const now = Date.now();
      const late = batch.filter((c) => now >= c.giveUp);
      this.pending = [...batch.filter((c) => now < c.giveUp), ...this.pending];
      this.flushDone(late.map((c) => ({ c, error: e })), true);
      return;
    }
    const results: { c: PendingCommit; error: unknown }[] = [];
    try {
      for (const c of batch) {
        this.control.savepoint.run();
        try {
          this.write(c);
          this.control.release.run();
          results.push({ c, error: null });
        } catch (e) {
          this.control.undo.run();
          this.control.release.run();
          results.push({ c, error: e });
        }
      }
      this.control.commit.run();
    } catch (e) {
      // The transaction itself failed (disk full, I/O error): nothing of it was kept.
      if (this.db.inTransaction) this.control.rollback.run();
      return this.flushDone(batch.map((c) => ({ c, error: e })));
    }
    this.flushDone(results);
  };

  private flushDone(results: { c: PendingCommit; error: unknown }[], busy = false): void {
    for (const { c, error } of results) {
      if (error) c.reject(error);
      else c.resolve();
    }
    this.flushing = false;
    if (this.pending.length > 0) this.schedule(busy);
  }

  private schedule(afterBusy = false): void {
    if (this.flushing) return;
    this.flushing = true;
    if (afterBusy) setTimeout(this.flush, 2);
    else setImmediate(this.flush);
  }

  async findMatch(id: string): Promise<MatchRow | null> {
    const r = this.stmt.match.get(id) as Raw | undefined;
    if (!r) return null;
    const seats = (this.stmt.seats.all(id) as Raw[]).map((s) => ({
      matchId: s.matchId as string,
      seat: Number(s.seat),
      userId: s.userId as string,
      joinedAt: parseTime(s.joinedAt),
      autoPlay: s.autoPlay === null || s.autoPlay === undefined ? null : Boolean(s.autoPlay),
      user: seatUser(s),
    }));
    return toMatchRow(r, seats);
  }

  appendMove(matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove, events: readonly UserEventInsert[] = [], settlement?: Settlement): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ matchId, expectedVersion, move, after, events, settlement, resolve, reject, giveUp: Date.now() + this.busyTimeoutMs });
      this.schedule();
    });
  }

  async moveByKey(matchId: string, userId: string, idempotencyKey: string): Promise<MoveRow | null> {
    const r = this.stmt.byKey.get(matchId, userId, idempotencyKey) as Raw | undefined;
    return r ? toMoveRow(r) : null;
  }

  async moves(matchId: string, upto?: number, after = 0): Promise<MoveRow[]> {
    return (this.stmt.moves.all(matchId, after, upto ?? Number.MAX_SAFE_INTEGER) as Raw[]).map(toMoveRow);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/**
 * The hot paths on SQLite: prepared statements on a better-sqlite3 connection of our own beside
 * Prisma's (the same database file, write-ahead logging). A statement runs synchronously in a few
 * microseconds, so a move commit is one synchronous BEGIN IMMEDIATE … COMMIT that no other code of
 * this process can interleave with.
 *
 * The connection never waits for a lock inside SQLite (timeout 0): a synchronous wait would block
 * the event loop, and with it the Prisma transaction that holds the lock. On SQLITE_BUSY it
 * retries asynchronously until `busyTimeoutMs` has passed, then fails with SQLITE_BUSY (503).
 *
 * Times are stored as Prisma's SQLite adapter stores them (ISO 8601 text with "+00:00"), so
 * Prisma reads these rows, and compares deadlines, exactly as its own.
 */
import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { VersionConflict, type HotStore, type MatchAfterMove, type MatchRow, type MoveInsert, type MoveRow, type SeatRow } from './rows.js';

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
  m."outcome", m."timeLimitSeconds", m."deadline", m."createdById", m."createdAt", m."updatedAt", m."startedAt", m."finishedAt"`;

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
    deadline: parseTimeOrNull(r.deadline),
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

const isBusy = (e: unknown) => ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED'].includes((e as { code?: string }).code ?? '');
const isUnique = (e: unknown) => ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'].includes((e as { code?: string }).code ?? '');

export class SqliteHotStore implements HotStore {
  private readonly db: Database.Database;
  private readonly stmt;
  private readonly commit: (matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove) => void;

  constructor(file: string, synchronous: string, private readonly busyTimeoutMs: number) {
    this.db = new Database(file, { timeout: 0 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    const db = this.db;
    this.stmt = {
      match: db.prepare(`SELECT ${MATCH_COLUMNS} FROM "Match" m WHERE m."id" = ?`),
      seats: db.prepare(
        `SELECT s."matchId", s."seat", s."userId", s."joinedAt", u."username" FROM "MatchSeat" s JOIN "User" u ON u."id" = s."userId"
         WHERE s."matchId" = ? ORDER BY s."seat"`,
      ),
      update: db.prepare(
        `UPDATE "Match" SET "version" = "version" + 1, "status" = @status, "state" = @state, "toAct" = @toAct, "outcome" = @outcome,
           "ply" = @ply, "decisionVersion" = @decisionVersion, "deadline" = @deadline, "finishedAt" = @finishedAt,
           "updatedAt" = @updatedAt, "lastHash" = @hash
         WHERE "id" = @matchId AND "version" = @expectedVersion`,
      ),
      insert: db.prepare(
        `INSERT INTO "Move" ("matchId", "seq", "seat", "userId", "kind", "move", "idempotencyKey", "hash", "createdAt")
         VALUES (@matchId, @seq, @seat, @userId, @kind, @move, @idempotencyKey, @hash, @updatedAt)`,
      ),
      byKey: db.prepare(`SELECT * FROM "Move" WHERE "matchId" = ? AND "userId" = ? AND "idempotencyKey" = ?`),
      moves: db.prepare(`SELECT * FROM "Move" WHERE "matchId" = ? AND "seq" > ? AND "seq" <= ? ORDER BY "seq"`),
    };
    const tx = db.transaction((matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove) => {
      const times = { deadline: after.deadline && sqliteTime(after.deadline), finishedAt: after.finishedAt && sqliteTime(after.finishedAt), updatedAt: sqliteTime(after.updatedAt) };
      const r = this.stmt.update.run({ ...after, ...times, matchId, expectedVersion, hash: move.hash });
      if (r.changes !== 1) throw new VersionConflict();
      this.stmt.insert.run({ ...move, matchId, updatedAt: times.updatedAt });
    });
    this.commit = (...args) => tx.immediate(...args);
  }

  async findMatch(id: string): Promise<MatchRow | null> {
    const r = this.stmt.match.get(id) as Raw | undefined;
    if (!r) return null;
    const seats = (this.stmt.seats.all(id) as Raw[]).map((s) => ({
      matchId: s.matchId as string,
      seat: Number(s.seat),
      userId: s.userId as string,
      joinedAt: parseTime(s.joinedAt),
      user: { id: s.userId as string, username: s.username as string },
    }));
    return toMatchRow(r, seats);
  }

  async appendMove(matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove): Promise<void> {
    const giveUp = Date.now() + this.busyTimeoutMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
      try {
        this.commit(matchId, expectedVersion, move, after);
        return;
      } catch (e) {
        if (e instanceof VersionConflict) throw e;
        if (isUnique(e)) throw new VersionConflict();
        if (!isBusy(e) || Date.now() >= giveUp) throw e;
      }
      await sleep(wait);
    }
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

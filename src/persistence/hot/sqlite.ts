/**
 * The hot paths on SQLite: prepared statements on better-sqlite3 connections of our own beside
 * Prisma's (the same database file, write-ahead logging). Reads run here, synchronously, in a few
 * microseconds.
 *
 * Move commits are gathered for one event-loop turn and written together, on this connection, on
 * the event loop: one transaction and one disk flush for all of them (group commit), each under a
 * savepoint (a move that loses its version race rolls back alone), each answered after the
 * COMMIT, so every acknowledged move is on disk. With synchronous = FULL the COMMIT waits for the
 * disk (0.1 to 0.3 ms here); the moves that arrive meanwhile wait in the sockets and make the next
 * batch. Written here rather than on the writer thread, a move cost less CPU: the thread's
 * connection invalidated this one's page cache at each of its commits, so every match load read
 * its pages again, and each batch was copied to the thread and back (server CPU per move in A/B
 * pairs, six rounds each, medians: 317 against 284 us for REST and 444 against 374 us for GraphQL
 * at 16 matches; 280 against 263 and 388 against 348 us at 64).
 *
 * The writer thread (sqlite-writer.worker.ts, sqlite-commits.ts), with its own connection, takes
 * what the event loop must not wait for. This connection's busy timeout is 0: a batch that finds
 * the database locked by another process goes to the writer, which waits for the lock up to
 * `busyTimeoutMs`, then fails the batch with SQLITE_BUSY (503). This process's own connections
 * (Prisma's, this one, the writer's) take turns at the write gate (write-gate.ts) instead of
 * meeting at SQLite's lock: a batch is written once no Prisma transaction is open. When the commits here
 * take over INLINE_SLOW_MS on average (a slow disk), every commit goes to the writer for
 * INLINE_PAUSE_MS, so a slow flush cannot keep stalling the loop; commits requested while the
 * writer is busy are handed to it together, as one batch.
 */
import Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import type { UserEventInsert } from '../../domain/user-event.js';
import type { Settlement } from '../../domain/ratings/settlement.js';
import { performance } from 'node:perf_hooks';
import { SqliteCommits, parseTime, parseTimeOrNull, sqliteTime, type CommitError, type CommitRequest } from './sqlite-commits.js';
import type { WriterMessage, WriterOptions } from './sqlite-writer.worker.js';
import { WriteGate } from './write-gate.js';
import { SqliteReopener } from './sqlite-reopen.js';
import { WalCheckpoints } from './wal-checkpoints.js';
import { LIVE_SESSION_SQL, PROBE_SQL, SEAT_FIELDS, SEATS_FROM, VersionConflict, type SeatWithUser, type SessionUserRow, type HotStore, type HotStoreStats, type MatchAfterMove, type MatchRow, type MoveInsert, type MoveRow, type SeatRow } from './rows.js';
import { names, type PgJsonRow, type Row, type SqliteRow } from './schema.js';

export { sqliteTime } from './sqlite-commits.js';

/** Run from the TypeScript sources (tests, no build): the writer thread compiles them the same way. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * When the transactions on the event loop take this long on average (a moving average over about
 * the last ten), the disk is slow: commits go to the writer for INLINE_PAUSE_MS. A commit's fsync
 * here took 0.2 to 3 ms at different hours, with one in a few hundred near 12 ms: an average,
 * not one slow commit, decides. (Writing a move takes about 0.04 ms of CPU before the flush, so
 * a batch of 64 about 2.7 ms: in a CPU profile at 16 matches.)
 */
const INLINE_SLOW_MS = 5;
const INLINE_PAUSE_MS = 10_000;
/**
 * A checkpoint's last part, copied on the event loop (`checkpointed`), is at most this many pages
 * of the log (1 MB at SQLite's 4 KB pages); with more left after the writer's copy (the writer
 * thread tries WRITER_PASSES times), the writer is asked again, up to FOLLOW_UP_TRIES times in a
 * row, rather than copying them here.
 */
const FOLLOW_UP_PAGES = 256;
const FOLLOW_UP_TRIES = 3;
const FOLLOW_UP_RETRY_MS = 200;

const M = names('Match');
const S = names('MatchSeat');
const V = names('Move');

/** A match load's seats, in seat order (rows of SeatWithUser). */
const SEATS_SQL = `SELECT ${Object.entries(SEAT_FIELDS).map(([field, sql]) => `${sql} AS "${field}"`).join(', ')} FROM ${SEATS_FROM}
  WHERE s.${S.matchId} = ? ORDER BY s.${S.seat}`;

/** A seat row as either driver returns it: better-sqlite3's, or inside PostgreSQL's JSON. */
export function toSeatRow(s: SqliteRow<SeatWithUser> | PgJsonRow<SeatWithUser>): SeatRow {
  return {
    matchId: s.matchId,
    seat: s.seat,
    userId: s.userId,
    joinedAt: parseTime(s.joinedAt),
    autoPlay: s.autoPlay === null ? null : Boolean(s.autoPlay),
    user: {
      id: s.userId,
      username: s.username,
      kind: s.kind,
      botLevel: s.botLevel,
      autoPlay: Boolean(s.userAutoPlay),
      vacationUntil: parseTimeOrNull(s.vacationUntil),
    },
  };
}

/** A match row as either driver returns it (SQLite: booleans as 0/1, times as text). */
export function toMatchRow(r: Row<'Match'> | SqliteRow<Row<'Match'>>, seats: SeatRow[]): MatchRow {
  return {
    id: r.id,
    gameId: r.gameId,
    options: r.options,
    seatCount: r.seatCount,
    visibility: r.visibility,
    status: r.status,
    seed: r.seed,
    seedHash: r.seedHash,
    revealHeld: Boolean(r.revealHeld),
    rulesVersion: r.rulesVersion,
    recordFormat: r.recordFormat,
    version: r.version,
    ply: r.ply,
    decisionVersion: r.decisionVersion,
    lastHash: r.lastHash,
    state: r.state,
    toAct: r.toAct,
    outcome: r.outcome,
    timeLimitSeconds: r.timeLimitSeconds,
    hints: Boolean(r.hints),
    clock: r.clock,
    rated: Boolean(r.rated),
    deadline: parseTimeOrNull(r.deadline),
    deadlineWarned: r.deadlineWarned,
    warnAt: parseTimeOrNull(r.warnAt),
    createdById: r.createdById,
    createdAt: parseTime(r.createdAt),
    updatedAt: parseTime(r.updatedAt),
    startedAt: parseTimeOrNull(r.startedAt),
    finishedAt: parseTimeOrNull(r.finishedAt),
    seats,
  };
}

/** A log row as either driver returns it (SQLite: the time as text). */
export function toMoveRow(r: MoveRow | SqliteRow<MoveRow>): MoveRow {
  return {
    matchId: r.matchId,
    seq: r.seq,
    seat: r.seat,
    userId: r.userId,
    kind: r.kind,
    move: r.move,
    idempotencyKey: r.idempotencyKey,
    hash: r.hash,
    version: r.version ?? null,
    createdAt: parseTime(r.createdAt),
  };
}

interface Pending {
  request: CommitRequest;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** A commit's error as the writer reported it, as the callers know it. */
function errorOf(e: Exclude<CommitError, null>): Error {
  if (e.conflict) return new VersionConflict();
  return Object.assign(new Error(e.message), { code: e.code });
}

export class SqliteHotStore implements HotStore {
  private db: Database.Database;
  private stmt;

  /**
   * `checkpoints`: the process's count of write statements (wal-checkpoints.ts), shared with
   * Prisma's connection; a number (tests make it small) counts this store's commits alone. `gate`: the process's SQLite
   * write gate, shared with Prisma's transactions (write-gate.ts); a store of its own stands for
   * another process.
   */
  constructor(
    file: string, synchronous: string, busyTimeoutMs: number, checkpoints?: WalCheckpoints | number, private readonly gate = new WriteGate(),
    private readonly reopener = new SqliteReopener(),
  ) {
    this.checkpoints = checkpoints instanceof WalCheckpoints ? checkpoints : new WalCheckpoints(() => this.checkpoint(), checkpoints);
    this.options = { file, synchronous: synchronous === 'NORMAL' ? 'NORMAL' : 'FULL', busyTimeoutMs };
    [this.db, this.stmt, this.inline] = this.open();
    reopener.join({ idle: () => !this.writing, close: () => this.closeForReopening(), open: async () => this.reopened() });
  }

  /** This store's connection and its statements (again after a storage fault: reopen). */
  private open() {
    const db = new Database(this.options.file, { timeout: 0 });
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${this.options.synchronous}`);
    db.pragma('wal_autocheckpoint = 0');
    const stmt = {
      match: db.prepare<[string], SqliteRow<Row<'Match'>>>(`SELECT * FROM ${M} WHERE ${M.id} = ?`),
      seats: db.prepare<[string], SqliteRow<SeatWithUser>>(SEATS_SQL),
      byKey: db.prepare<[string, string, string], SqliteRow<MoveRow>>(`SELECT * FROM ${V} WHERE ${V.matchId} = ? AND ${V.userId} = ? AND ${V.idempotencyKey} = ?`),
      moves: db.prepare<[string, number, number], SqliteRow<MoveRow>>(`SELECT * FROM ${V} WHERE ${V.matchId} = ? AND ${V.seq} > ? AND ${V.seq} <= ? ORDER BY ${V.seq}`),
      // SQLite numbers parameters the same way ($1 = ?1); times compare as Prisma's ISO text.
      liveSession: db.prepare<{ 1: string; 2: string; 3: string }, SessionUserRow>(LIVE_SESSION_SQL.replace(/\$(\d)/g, '?$1')),
      probe: db.prepare<{ 1: string; 2: string }>(PROBE_SQL.replace(/\$(\d)/g, '?$1')),
    };
    return [db, stmt, new SqliteCommits(db)] as const;
  }

  /**
   * After a storage fault, every SQLite connection of the process is closed and opened again
   * (SqliteReopener), this one and the writer thread's with them (a new thread starts at its next
   * batch). Only between batches: no transaction is open here then, and the writer is idle.
   */
  private async closeForReopening(): Promise<void> {
    if (this.db.open) this.db.close();
    const writer = this.writer;
    this.writer = null;
    const w = writer && (await writer.catch(() => null));
    if (w) await w.terminate();
  }

  private reopened(): void {
    if (this.db.open) return;
    [this.db, this.stmt, this.inline] = this.open();
    this.generation++;
  }

  /** Has every connection reopened when `errors` hold a storage fault. */
  private noteFaults(errors: readonly (CommitError | undefined)[]): void {
    for (const e of errors) if (e && !e.conflict) this.reopener.fault(e);
  }

  /** Counts the connections opened: per-user reads prepared on an older one are prepared again (prisma.service.ts). */
  generation = 0;

  private readonly options: WriterOptions;
  /** Commits on this connection, on the event loop (see the header). */
  private inline: SqliteCommits;
  private inlineOffUntil = 0;
  /** Moving average of the last commits' milliseconds on the event loop. */
  private inlineMs = 0;
  private readonly checkpoints: WalCheckpoints;
  /** Times in a row the writer's copy left more than FOLLOW_UP_PAGES. */
  private followUpTries = 0;
  private flushScheduled = false;
  /** The writer thread, started at the first commit it is given; null once closed or after it failed. */
  private writer: Promise<Worker> | null = null;
  private closed = false;
  /** Commits waiting for the writer, and the batch it is writing (at most one at a time). */
  private pending: Pending[] = [];
  private writing: Pending[] | null = null;
  /** The write gate's release while this store holds it (from a batch's start until nothing is pending or written). */
  private gateRelease: (() => void) | null = null;
  private gateWanted = false;

  /**
   * True when this store holds the write gate; else asks for it (once) and flushes when it has it:
   * a Prisma transaction holding it finishes first (write-gate.ts).
   */
  private holdGate(): boolean {
    if (this.gateRelease) return true;
    this.gateRelease = this.gate.tryAcquire();
    if (this.gateRelease) return true;
    if (!this.gateWanted) {
      this.gateWanted = true;
      void this.gate.acquire().then((release) => {
        this.gateWanted = false;
        this.gateRelease = release;
        this.flush();
      });
    }
    return false;
  }

  private releaseGate(): void {
    const release = this.gateRelease;
    this.gateRelease = null;
    release?.();
  }

  private startWriter(): Promise<Worker> {
    const worker = new Worker(new URL(FROM_SOURCES ? './sqlite-writer.worker.ts' : './sqlite-writer.worker.js', import.meta.url), {
      workerData: this.options,
      execArgv: FROM_SOURCES ? ['--import', new URL('../../platform/ts-register.mjs', import.meta.url).href] : [],
    });
    let reason: Error | null = null;
    let opened = false;
    const started = new Promise<Worker>((resolve, reject) => {
      worker.on('message', (m: WriterMessage) => {
        if (m.type === 'ready') {
          opened = true;
          resolve(worker);
        } else if (m.type === 'failed') reason = new Error(`the SQLite writer could not open the database: ${m.message}`);
        else if (m.type === 'checkpointed') this.checkpointed(m.left);
        else this.written(m.results);
      });
      worker.on('error', (e) => (reason = e));
      // Every end of the thread comes here. It takes the batch it was writing with it: those
      // commits fail (they may or may not be on disk, as with a lost connection); commits still
      // waiting go to a new writer, unless this one could not even open the database.
      worker.once('exit', (code) => {
        const error = reason ?? new Error(`the SQLite writer stopped (exit code ${code})`);
        reject(error);
        if (this.writer === started) this.writer = null;
        const lost = this.writing ?? [];
        this.writing = null;
        for (const p of lost) p.reject(error);
        if (!opened || this.closed) {
          const waiting = this.pending;
          this.pending = [];
          for (const p of waiting) p.reject(error);
        }
        this.pump();
      });
    });
    started.catch(() => undefined); // handled at 'exit'
    return started;
  }

  /**
   * At the end of the event-loop turn in which commits were requested while the writer was idle:
   * they are written here, together (see the header).
   */
  private flush(): void {
    this.flushScheduled = false;
    if (this.writing) return;
    if (this.pending.length > 0 && !this.holdGate()) return;
    const reopening = this.reopener.due();
    if (reopening) {
      void reopening.then(() => this.flush());
      return;
    }
    if (this.pending.length === 0 || performance.now() < this.inlineOffUntil) return this.pump();
    const batch = this.pending;
    this.pending = [];
    const t0 = performance.now();
    const results = this.inline.commit(batch.map((p) => p.request));
    this.noteFaults(results);
    // The database is locked by another connection, so nothing of the batch was written: only the
    // writer waits for the lock. (Inside the transaction this connection holds the write lock.)
    if (results.every((e) => e !== null && !e.conflict && /^SQLITE_(BUSY|LOCKED)/.test(e.code ?? ''))) {
      this.pending = batch;
      return this.pump();
    }
    this.inlineMs = 0.9 * this.inlineMs + 0.1 * (performance.now() - t0);
    if (this.inlineMs > INLINE_SLOW_MS) {
      this.inlineOffUntil = performance.now() + INLINE_PAUSE_MS;
      this.inlineMs = 0; // measured afresh after the pause
    }
    this.checkpoints.wrote(batch.length);
    batch.forEach((p, i) => {
      const e = results[i];
      if (e) p.reject(errorOf(e));
      else p.resolve();
    });
    this.pump();
  }

  /** Asks the writer to copy the log into the database (a passive checkpoint: it waits for nobody). */
  checkpoint(): void {
    if (this.closed) return;
    this.writer ??= this.startWriter();
    this.writer.then(
      (w) => w.postMessage({ type: 'checkpoint' }),
      () => undefined,
    );
  }

  /**
   * The writer has copied the log up to where it was when it started. Moves committed here while
   * it copied are still only in the log, and SQLite starts the log over (writing from its
   * beginning again) only at a commit that finds every page of it copied: left there, with moves
   * arriving all the time, the log never started over and grew without end (160 MB after 8,000
   * commits in a test of this scheme), and each commit that lengthens the file costs the kernel
   * more to flush than one that rewrites its blocks (sys CPU per commit 116-131 us against 83 us
   * in that test). So this connection copies what is left when the writer is not writing a batch:
   * no move commit lands meanwhile, and it is a few hundred pages at most (0.8 ms on average, 1 ms
   * at worst, on the event loop, every CHECKPOINT_EVERY writes). The next commit starts the log
   * over: in bench:compare at 1 and 16 matches the log file stayed at 14 MB.
   *
   * `left`: the pages the writer could not copy. More than FOLLOW_UP_PAGES (a reader's snapshot
   * held them, or Prisma's writes came fast meanwhile) are not copied here: such a copy took
   * 73-116 ms on the event loop in an idle minute of bench:scale. The writer tries again shortly.
   */
  private checkpointed(left: number): void {
    // (Commits waiting in `pending` are not written yet: only a batch the writer is writing is.)
    if (this.closed || !this.db.open) return;
    if (left > FOLLOW_UP_PAGES) {
      if (++this.followUpTries <= FOLLOW_UP_TRIES) setTimeout(() => this.checkpoint(), FOLLOW_UP_RETRY_MS).unref();
      return;
    }
    this.followUpTries = 0;
    if (!this.writing) this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  /**
   * Hands every waiting commit to the writer as one batch, unless it is busy with one; when
   * nothing is left to write, lets the write gate go.
   */
  private pump(): void {
    if (this.writing) return;
    if (this.pending.length > 0 && !this.gateRelease) return; // flush() runs when the gate is ours
    if (this.pending.length === 0) {
      this.releaseGate();
      const waiting = this.whenDrained;
      this.whenDrained = [];
      for (const resolve of waiting) resolve();
      return;
    }
    const batch = this.pending;
    this.pending = [];
    this.writing = batch;
    this.writer ??= this.startWriter();
    this.writer.then(
      (w) => w.postMessage({ type: 'commit', commits: batch.map((p) => p.request) }),
      () => undefined, // the writer's 'exit' has failed the batch
    );
  }

  private written(results: CommitError[]): void {
    this.noteFaults(results);
    const batch = this.writing ?? [];
    this.writing = null;
    batch.forEach((p, i) => {
      const e = results[i];
      if (e) p.reject(errorOf(e));
      else p.resolve();
    });
    this.pump();
  }

  /** Resolves once no commit is waiting or being written. */
  private drained(): Promise<void> {
    if (!this.writing && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenDrained.push(resolve));
  }
  private whenDrained: (() => void)[] = [];

  async findMatch(id: string): Promise<MatchRow | null> {
    const r = this.stmt.match.get(id);
    return r ? toMatchRow(r, this.stmt.seats.all(id).map(toSeatRow)) : null;
  }

  appendMove(matchId: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove, events: readonly UserEventInsert[] = [], settlement?: Settlement): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    return new Promise((resolve, reject) => {
      this.pending.push({ request: { matchId, expectedVersion, move, after, events, settlement: settlement?.input }, resolve, reject });
      // While the writer is busy, its answer hands over what waits (written).
      if (this.writing || this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    });
  }

  async moveByKey(matchId: string, userId: string, idempotencyKey: string): Promise<MoveRow | null> {
    const r = this.stmt.byKey.get(matchId, userId, idempotencyKey);
    return r ? toMoveRow(r) : null;
  }

  async liveSessionUser(familyId: string, userId: string, now: Date): Promise<SessionUserRow | null> {
    return this.stmt.liveSession.get({ 1: familyId, 2: userId, 3: sqliteTime(now) }) ?? null;
  }

  /**
   * On this connection, taking its turn at the write gate. SQLITE_BUSY (another process holds the
   * lock) is not a failure: the store is being written.
   */
  async probe(instance: string, now: Date): Promise<void> {
    await this.gate.run(async () => {
      await this.reopener.due();
      try {
        this.stmt.probe.run({ 1: instance, 2: sqliteTime(now) });
      } catch (e) {
        if (/^SQLITE_(BUSY|LOCKED)/.test((e as { code?: string }).code ?? '')) return;
        this.reopener.fault(e);
        throw e;
      }
    });
  }

  /** The event loop's connection, for the per-user reads (per-user-sqlite.ts); a new one after a reopening (generation). */
  get connection(): Database.Database {
    return this.db;
  }

  async moves(matchId: string, upto?: number, after = 0): Promise<MoveRow[]> {
    return this.stmt.moves.all(matchId, after, upto ?? Number.MAX_SAFE_INTEGER).map(toMoveRow);
  }

  /** After the commits already requested are answered. */
  stats(): HotStoreStats {
    return { writerQueue: this.pending.length + (this.writing?.length ?? 0) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.drained();
    const writer = this.writer;
    this.writer = null;
    const w = writer && (await writer.catch(() => null));
    if (w) {
      const exited = new Promise((r) => w.once('exit', r));
      w.postMessage({ type: 'close' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
      await w.terminate();
    }
    if (this.db.open) this.db.close();
  }
}

/**
 * The database client. The provider is chosen at run time from DATABASE_URL's scheme: a `file:`
 * URL uses SQLite through better-sqlite3 (the embedded default), `postgres(ql)://` uses
 * PostgreSQL through node-postgres. Both generated clients share one set of models
 * (prisma/models.prisma), so the rest of the code sees one type.
 */
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { ReopeningSqliteFactory } from './reopening-adapter.js';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as SqliteClient } from '../generated/prisma-sqlite/client.js';
import { PrismaClient as PostgresClient } from '../generated/prisma-postgres/client.js';
import type { AppConfig } from '../platform/config.js';
import { PROBE_SQL, type HotStore } from './hot/rows.js';
import { SqliteHotStore } from './hot/sqlite.js';
import { PostgresHotStore } from './hot/postgres.js';
import { WriteGate } from './hot/write-gate.js';
import { SqliteReopener } from './hot/sqlite-reopen.js';
import { WalCheckpoints } from './hot/wal-checkpoints.js';
import { withConflictRetries } from '../platform/database-faults.js';
import type { PerUserReads } from './hot/per-user.js';
import { SqlitePerUser } from './hot/per-user-sqlite.js';
import { PostgresPerUser } from './hot/per-user-postgres.js';

export type Db = SqliteClient;

/** Readiness's write probe: at most one per this long (PrismaService.writable). */
const PROBE_CACHE_MS = 1000;
/** SQLite: readiness fails when the database's file system has less free space than this. */
const SQLITE_MIN_FREE_BYTES = 1024 * 1024;
/** The probe's row: one per host (an instance restarted on it rewrites its row). */
const PROBE_INSTANCE = hostname();
export type Provider = 'sqlite' | 'postgresql';

export function providerOf(url: string): Provider {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL must start with file: or postgresql:// (got ${url.split(':')[0]}:)`);
}

/** How the clients wait: for a pooled connection, for a transaction to start, for it to end. */
export interface ClientOptions {
  sqliteBusyTimeoutMs: number;
  /** SQLite: the synchronous pragma (SQLITE_SYNCHRONOUS), set again on a reopened connection. */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** PostgreSQL: Prisma's pool (node-postgres) size. */
  poolSize: number;
  /** PostgreSQL: how long a query waits for a pooled connection before failing (503). */
  poolTimeoutMs: number;
  /** Interactive transactions: how long one waits to start, and how long it may last. */
  transactionMaxWaitMs: number;
  transactionTimeoutMs: number;
  /** SQLite: the process's connections reopened together after a storage fault (hot/sqlite-reopen.ts). */
  sqliteReopener?: SqliteReopener;
  /**
   * SQLite: the process's count of write statements, whose checkpoints the hot store's writer
   * thread makes (hot/wal-checkpoints.ts). Without it (tools, benchmarks' bulk loads) the
   * connection checkpoints by itself, as SQLite does by default.
   */
  sqliteCheckpoints?: WalCheckpoints;
}

const CLIENT_DEFAULTS: ClientOptions = { sqliteBusyTimeoutMs: 5000, sqliteSynchronous: 'FULL', poolSize: 10, poolTimeoutMs: 5000, transactionMaxWaitMs: 5000, transactionTimeoutMs: 10_000 };

export function createClient(url: string, options: Partial<ClientOptions> = {}): Db {
  const o = { ...CLIENT_DEFAULTS, ...options };
  const transactionOptions = { maxWait: o.transactionMaxWaitMs, timeout: o.transactionTimeoutMs };
  if (providerOf(url) === 'sqlite') {
    const file = url.slice('file:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    // better-sqlite3 waits for a lock synchronously, blocking the event loop: keep the wait short
    // and answer 503 (ProblemFilter) rather than freeze every request.
    // Opened again by itself after a storage fault (a read-only file, an I/O error): reopening-adapter.ts.
    const pragmas = `PRAGMA synchronous = ${o.sqliteSynchronous}; PRAGMA busy_timeout = ${o.sqliteBusyTimeoutMs};`;
    const adapter = new ReopeningSqliteFactory(new PrismaBetterSQLite3({ url: file, timeout: o.sqliteBusyTimeoutMs }), pragmas, o.sqliteReopener ?? new SqliteReopener(), o.sqliteCheckpoints);
    return new SqliteClient({ adapter, transactionOptions });
  }
  const adapter = new PrismaPg({ connectionString: url, max: o.poolSize, connectionTimeoutMillis: o.poolTimeoutMs });
  return new PostgresClient({ adapter, transactionOptions }) as unknown as Db;
}

/**
 * `db` whose interactive transactions (the one place every repository's `$transaction` goes
 * through) run again after a deadlock or a serialization failure (withConflictRetries: the
 * database rolled them back whole; their callbacks only touch the database), and on SQLite take
 * their turn at the process's write gate (hot/write-gate.ts) so they never meet this process's
 * other connections at SQLite's lock.
 */
function withTransactionPolicy(db: Db, gate: WriteGate | null): Db {
  const original = db.$transaction.bind(db) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const $transaction = (arg: unknown, options?: unknown): Promise<unknown> => {
    const once = () => (gate ? gate.run(() => original(arg, options)) : original(arg, options));
    // A batch (an array of queries) cannot be run twice: its queries are promises already made.
    return typeof arg === 'function' ? withConflictRetries(once) : once();
  };
  return new Proxy(db, { get: (target, key, receiver) => (key === '$transaction' ? $transaction : Reflect.get(target, key, receiver)) });
}

@Injectable()
export class PrismaService implements OnModuleInit, OnModuleDestroy {
  readonly db: Db;
  readonly provider: Provider;
  /** SQLite: this process's write gate, shared by Prisma's transactions and the hot store. */
  private readonly gate: WriteGate | null;
  /** SQLite: reopens Prisma's and the hot store's connections together after a storage fault. */
  private readonly reopener: SqliteReopener;
  /** SQLite: write statements on Prisma's and the hot store's connections, checkpointed by the hot store's writer thread. */
  private readonly checkpoints: WalCheckpoints | null;

  constructor(
    private readonly config: Pick<
      AppConfig,
      'DATABASE_URL' | 'SQLITE_SYNCHRONOUS' | 'SQLITE_BUSY_TIMEOUT_MS' | 'DATABASE_POOL_SIZE' | 'HOT_POOL_SIZE' | 'DATABASE_POOL_TIMEOUT_MS' | 'TRANSACTION_MAX_WAIT_MS' | 'TRANSACTION_TIMEOUT_MS'
    >,
  ) {
    this.provider = providerOf(config.DATABASE_URL);
    this.gate = this.provider === 'sqlite' ? new WriteGate() : null;
    this.reopener = new SqliteReopener();
    // The first checkpoint may come before any hot path ran (an instance that only runs background
    // jobs): it opens the hot store, whose writer thread copies the log.
    this.checkpoints = this.provider === 'sqlite' ? new WalCheckpoints(() => (this.hot as SqliteHotStore).checkpoint()) : null;
    const client = createClient(config.DATABASE_URL, {
      sqliteBusyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
      sqliteSynchronous: config.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
      poolSize: config.DATABASE_POOL_SIZE,
      poolTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
      transactionMaxWaitMs: config.TRANSACTION_MAX_WAIT_MS,
      transactionTimeoutMs: config.TRANSACTION_TIMEOUT_MS,
      sqliteReopener: this.reopener,
      sqliteCheckpoints: this.checkpoints ?? undefined,
    });
    this.db = withTransactionPolicy(client, this.gate);
  }

  /**
   * SQLite: write-ahead logging, which lets readers run beside the writer. SQLITE_SYNCHRONOUS=FULL
   * (the default) syncs the log at every commit, so an acknowledged move survives a power loss;
   * NORMAL syncs at checkpoints only (safe against corruption and process crashes, not power loss).
   */
  async onModuleInit(): Promise<void> {
    if (this.provider !== 'sqlite') return;
    await this.db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
    await this.db.$queryRawUnsafe(`PRAGMA synchronous = ${this.config.SQLITE_SYNCHRONOUS}`);
    await this.db.$queryRawUnsafe(`PRAGMA busy_timeout = ${this.config.SQLITE_BUSY_TIMEOUT_MS}`);
  }

  /**
   * Readiness: the store can be written, now. Prisma's connection and the hot store's each rewrite
   * this instance's HealthProbe row (a write that reaches the disk: a rolled-back one may not, on
   * SQLite), and on SQLite the database's file system has at least SQLITE_MIN_FREE_BYTES free (a
   * probe can rewrite its row in the log's existing pages on a full disk, where a move that needs
   * new ones fails). One probe per PROBE_CACHE_MS at most, shared by the callers meanwhile (a probe
   * storm is not a write storm). Throws the reason.
   */
  writable(): Promise<void> {
    const now = Date.now();
    if (!this.probed || now - this.probed.at >= PROBE_CACHE_MS) this.probed = { at: now, result: this.probeWrite(new Date(now)) };
    return this.probed.result;
  }
  private probed: { at: number; result: Promise<void> } | null = null;

  private async probeWrite(now: Date): Promise<void> {
    if (this.provider === 'sqlite') {
      const file = this.config.DATABASE_URL.slice('file:'.length);
      const fs = await statfs(dirname(resolve(file)));
      if (fs.bavail * fs.bsize < SQLITE_MIN_FREE_BYTES) throw new Error(`No space left on device: ${fs.bavail * fs.bsize} bytes free beside the database`);
    }
    await this.db.$executeRawUnsafe(this.provider === 'sqlite' ? PROBE_SQL.replace(/\$\d/g, '?') : PROBE_SQL, PROBE_INSTANCE, now);
    await this.hot.probe(PROBE_INSTANCE, now);
  }

  /**
   * The hot paths' prepared statements (hot/), opened at first use: after the migrations, which
   * create the tables they prepare against.
   */
  get hot(): HotStore {
    if (!this.hotStore) {
      const url = this.config.DATABASE_URL;
      this.hotStore = this.provider === 'sqlite'
        ? new SqliteHotStore(url.slice('file:'.length), this.config.SQLITE_SYNCHRONOUS, this.config.SQLITE_BUSY_TIMEOUT_MS, this.checkpoints ?? undefined, this.gate ?? undefined, this.reopener)
        : new PostgresHotStore(url, this.config.HOT_POOL_SIZE, this.config.DATABASE_POOL_TIMEOUT_MS);
    }
    return this.hotStore;
  }
  private hotStore: HotStore | null = null;

  /** Reads that start from a user's own rows (hot/per-user.ts), on the hot store's connection (prepared again on a reopened one). */
  get perUser(): PerUserReads {
    const hot = this.hot;
    const generation = hot instanceof SqliteHotStore ? hot.generation : 0;
    if (!this.perUserReads || this.perUserGeneration !== generation) {
      this.perUserReads = hot instanceof SqliteHotStore ? new SqlitePerUser(hot.connection) : new PostgresPerUser((hot as PostgresHotStore).connection);
      this.perUserGeneration = generation;
    }
    return this.perUserReads;
  }
  private perUserGeneration = 0;
  private perUserReads: PerUserReads | null = null;

  async onModuleDestroy(): Promise<void> {
    await this.hotStore?.close();
    await this.db.$disconnect();
  }
}

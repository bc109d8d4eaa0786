/**
 * When this process's SQLite write-ahead log is copied into the database file (a checkpoint).
 *
 * Left to SQLite, a connection checkpoints inside the COMMIT that takes the log past 1,000 pages
 * (`wal_autocheckpoint`), and both of this process's connections on the event loop (Prisma's,
 * through better-sqlite3, and the hot store's) would then copy the whole log there: 117-122 ms of
 * one COMMIT on Prisma's connection in an idle minute on the production-size dataset
 * (bench:scale, aged 12 days). So neither checkpoints by itself (`wal_autocheckpoint = 0`);
 * every write statement on either is counted here, and every `every` of them the hot store's
 * writer thread copies the log (sqlite.ts, `checkpoint`), off the event loop.
 */

/** Write statements between two checkpoints (a move's commit, a Prisma INSERT/UPDATE/DELETE). */
export const CHECKPOINT_EVERY = 500;

/** Prisma's statements that may write (a read never adds to the log). */
const WRITE_SQL = /^\s*(INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i;

export function writesTo(sql: string): boolean {
  return WRITE_SQL.test(sql);
}

export class WalCheckpoints {
  private writes = 0;

  /** `checkpoint` asks for a copy of the log; it must not wait for it (the writer thread does it). */
  constructor(
    private readonly checkpoint: () => void,
    readonly every = CHECKPOINT_EVERY,
  ) {}

  /** Counts `n` write statements committed; asks for a checkpoint every `every`. */
  wrote(n = 1): void {
    this.writes += n;
    if (this.writes < this.every) return;
    this.writes = 0;
    this.checkpoint();
  }
}

/**
 * The SQLite writer thread: one connection that writes the batches of move commits the event
 * loop hands it (sqlite-commits.ts) and answers how each ended: those that found the database
 * locked by another connection, and all of them while the disk is slow (sqlite.ts). It may wait,
 * synchronously, for the disk and for another connection's write lock (up to the busy timeout):
 * only this thread waits.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteCommits, type CommitRequest } from './sqlite-commits.js';

export interface WriterOptions {
  file: string;
  synchronous: 'FULL' | 'NORMAL';
  busyTimeoutMs: number;
}

export type WriterMessage =
  | { type: 'ready' }
  | { type: 'done'; results: ReturnType<SqliteCommits['commit']> }
  | { type: 'checkpointed'; left: number }
  | { type: 'failed'; message: string };

/** Copies of the log per checkpoint request, while more than WRITER_ENOUGH_PAGES are left. */
const WRITER_PASSES = 3;
const WRITER_ENOUGH_PAGES = 64;

const options = workerData as WriterOptions;
const port = parentPort!;
try {
  const db = new Database(options.file, { timeout: options.busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous}`);
  const commits = new SqliteCommits(db);
  /** A passive checkpoint; the log's pages it could not copy. */
  const copy = (): number => {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    return r ? Math.max(0, r.log - r.checkpointed) : 0;
  };
  port.on('message', (m: { type: 'commit'; commits: CommitRequest[] } | { type: 'checkpoint' } | { type: 'close' }) => {
    if (m.type === 'close') {
      db.close();
      port.close();
      return;
    }
    if (m.type === 'checkpoint') {
      // The event loop's connections commit without checkpointing (wal-checkpoints.ts): the bulk
      // of the log is copied here, passively (pages a reader still needs stay in the log until the
      // next time), again while what the event loop wrote meanwhile is more than it should copy;
      // the event loop then copies the rest (sqlite.ts, checkpointed).
      let left = copy();
      for (let pass = 1; pass < WRITER_PASSES && left > WRITER_ENOUGH_PAGES; pass++) left = copy();
      port.postMessage({ type: 'checkpointed', left } satisfies WriterMessage);
      return;
    }
    port.postMessage({ type: 'done', results: commits.commit(m.commits) } satisfies WriterMessage);
  });
  port.postMessage({ type: 'ready' } satisfies WriterMessage);
} catch (e) {
  port.postMessage({ type: 'failed', message: (e as Error).message } satisfies WriterMessage);
}

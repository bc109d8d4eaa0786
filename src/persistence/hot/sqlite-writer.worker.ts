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
  | { type: 'checkpointed' }
  | { type: 'failed'; message: string };

const options = workerData as WriterOptions;
const port = parentPort!;
try {
  const db = new Database(options.file, { timeout: options.busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous}`);
  const commits = new SqliteCommits(db);
  port.on('message', (m: { type: 'commit'; commits: CommitRequest[] } | { type: 'checkpoint' } | { type: 'close' }) => {
    if (m.type === 'close') {
      db.close();
      port.close();
      return;
    }
    if (m.type === 'checkpoint') {
      // The event loop's connection commits without checkpointing (sqlite.ts): the bulk of the log
      // is copied here, passively (pages a reader still needs stay in the log until the next
      // time); the event loop then copies what was committed meanwhile (sqlite.ts, checkpointed).
      db.pragma('wal_checkpoint(PASSIVE)');
      port.postMessage({ type: 'checkpointed' } satisfies WriterMessage);
      return;
    }
    port.postMessage({ type: 'done', results: commits.commit(m.commits) } satisfies WriterMessage);
  });
  port.postMessage({ type: 'ready' } satisfies WriterMessage);
} catch (e) {
  port.postMessage({ type: 'failed', message: (e as Error).message } satisfies WriterMessage);
}

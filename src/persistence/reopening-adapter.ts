/**
 * Prisma's SQLite connection, opened again after a storage fault (isStorageFault: the file was
 * read-only when it was opened, an I/O error, a file that could not be opened). SQLite opens a
 * file it cannot write read-only and keeps it so: without this, a service started on read-only
 * files (or one whose handle met an I/O error) refused every write until it was restarted, long
 * after the files were writable again.
 *
 * Prisma's client keeps the adapter it connected for its lifetime, so this adapter stands in
 * front of the real one (PrismaBetterSQLite3's) and swaps the connection behind it: after a query
 * failed with a storage fault, a later query first has the connection closed and opened again
 * (with the same pragmas), together with the process's other SQLite connections (SqliteReopener,
 * hot/sqlite-reopen.ts: why together, and how often), and only when no transaction is open on it.
 *
 * Given the process's WalCheckpoints, it also counts the write statements it commits, and the
 * connection never checkpoints by itself (hot/wal-checkpoints.ts: why).
 */
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { SqliteReopener } from './hot/sqlite-reopen.js';
import { writesTo, type WalCheckpoints } from './hot/wal-checkpoints.js';

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type Tx = Awaited<ReturnType<Adapter['startTransaction']>>;
type Query = Parameters<Adapter['queryRaw']>[0];

export class ReopeningSqliteFactory {
  readonly provider = 'sqlite' as const;
  readonly adapterName: string;
  private readonly pragmas: string;
  constructor(
    private readonly inner: PrismaBetterSQLite3,
    pragmas: string,
    private readonly reopener: SqliteReopener,
    private readonly checkpoints?: WalCheckpoints,
  ) {
    this.adapterName = inner.adapterName;
    this.pragmas = checkpoints ? `${pragmas} PRAGMA wal_autocheckpoint = 0;` : pragmas;
  }

  async connect(): Promise<Adapter> {
    const first = await this.open();
    const adapter = new ReopeningAdapter(first, () => this.open(), this.reopener, this.checkpoints);
    this.reopener.join(adapter);
    return adapter as unknown as Adapter;
  }

  private async open(): Promise<Adapter> {
    const a = await this.inner.connect();
    try {
      await a.executeScript(this.pragmas);
    } catch {
      // A read-only connection refuses some pragmas; its writes fail and reopen it later.
    }
    return a;
  }
}

class ReopeningAdapter {
  readonly provider = 'sqlite' as const;
  readonly adapterName: string;
  private openTransactions = 0;
  private closed = false;

  constructor(
    private current: Adapter,
    private readonly connect: () => Promise<Adapter>,
    private readonly reopener: SqliteReopener,
    private readonly checkpoints?: WalCheckpoints,
  ) {
    this.adapterName = current.adapterName;
  }

  /** Counts a write statement that ended well (outside a transaction: committed). */
  private wrote(q: Query): void {
    if (this.checkpoints && writesTo(q.sql)) this.checkpoints.wrote();
  }

  idle(): boolean {
    return this.openTransactions === 0;
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.current.dispose();
  }
  async open(): Promise<void> {
    if (!this.closed) return;
    this.current = await this.connect();
    this.closed = false;
  }

  /** Runs `work` on the connection (after a reopening under way); a storage fault has them all reopened. */
  private async run<T>(work: (a: Adapter) => Promise<T>): Promise<T> {
    const reopening = this.reopener.due();
    if (reopening) await reopening;
    try {
      return await work(this.current);
    } catch (e) {
      this.reopener.fault(e);
      throw e;
    }
  }

  async queryRaw(q: Query) {
    const result = await this.run((a) => a.queryRaw(q));
    this.wrote(q);
    return result;
  }
  async executeRaw(q: Query) {
    const result = await this.run((a) => a.executeRaw(q));
    this.wrote(q);
    return result;
  }
  executeScript(script: string) {
    return this.run((a) => a.executeScript(script));
  }

  async startTransaction(isolationLevel?: Parameters<Adapter['startTransaction']>[0]): Promise<Tx> {
    const tx = await this.run((a) => a.startTransaction(isolationLevel));
    this.openTransactions++;
    let ended = false;
    let writes = 0;
    const end = () => {
      if (!ended) this.openTransactions--;
      ended = true;
    };
    const counted = <T>(q: Query, result: T): T => {
      if (writesTo(q.sql)) writes++;
      return result;
    };
    const mark = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (e) {
        this.reopener.fault(e);
        throw e;
      }
    };
    // The transaction's own methods, on its own connection (its commit and rollback use private fields: called on it).
    return Object.assign(Object.create(tx) as Tx, {
      queryRaw: (q: Query) => mark(() => tx.queryRaw(q)).then((r) => counted(q, r)),
      executeRaw: (q: Query) => mark(() => tx.executeRaw(q)).then((r) => counted(q, r)),
      commit: () =>
        mark(() => tx.commit())
          .then(() => {
            if (writes > 0) this.checkpoints?.wrote(writes);
          })
          .finally(end),
      rollback: () => mark(() => tx.rollback()).finally(end),
    });
  }

  getConnectionInfo() {
    return this.current.getConnectionInfo?.() ?? { supportsRelationJoins: false };
  }

  dispose(): Promise<void> {
    return this.close();
  }
}

/**
 * Reopening this process's SQLite connections after a storage fault (isStorageFault: files opened
 * while read-only, an I/O error). SQLite opens a file it cannot write read-only and keeps it so,
 * and the connections of one process share one handle of the database's shared-memory file
 * (-shm) per file: while any of them still holds a read-only one, a connection opened anew gets
 * it too, and still cannot write. So they are all closed (Prisma's, the hot store's, the writer
 * thread's) and then all opened again, together, when each is idle (no transaction open on it),
 * at most once per REOPEN_INTERVAL_MS while the fault lasts. Connections are used meanwhile
 * only after `due()` resolves.
 */
import { performance } from 'node:perf_hooks';
import { isStorageFault } from '../../platform/database-faults.js';

/** At most one reopening per this long while the fault lasts; the service is back within about this of the store. */
export const REOPEN_INTERVAL_MS = 1000;

export interface Reopenable {
  /** No transaction is open on the connection now. */
  idle(): boolean;
  close(): Promise<void>;
  open(): Promise<void>;
}

export class SqliteReopener {
  private stale = false;
  private lastAt = performance.now();
  private running: Promise<void> | null = null;
  private readonly members: Reopenable[] = [];

  join(member: Reopenable): void {
    this.members.push(member);
  }

  /** Notes `e`: a storage fault has every connection reopened (see the header). */
  fault(e: unknown): void {
    if (isStorageFault(e)) this.stale = true;
  }

  /** The reopening under way (starting it when one is due), or null: use the connections now. */
  due(): Promise<void> | null {
    if (!this.running && this.stale && performance.now() - this.lastAt >= REOPEN_INTERVAL_MS && this.members.every((m) => m.idle())) {
      this.lastAt = performance.now();
      this.stale = false;
      this.running = this.reopen().finally(() => (this.running = null));
    }
    return this.running;
  }

  private async reopen(): Promise<void> {
    for (const m of this.members) await m.close().catch(() => undefined);
    try {
      for (const m of this.members) await m.open();
    } catch {
      this.stale = true; // still cannot open the files: the next use after the interval tries again
    }
  }
}

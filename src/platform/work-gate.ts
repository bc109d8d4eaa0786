/**
 * The gate expensive work waits at (issue 37): requests and operations whose cost reaches
 * EXPENSIVE_COST run at most EXPENSIVE_CONCURRENCY at a time (p-limit), so a few clients spending
 * their whole budgets keep a queue of work waiting, not a pile of half-done work interleaved on
 * the event loop. Before each queued piece starts, the gate yields once to the event loop
 * (setImmediate), so sockets already readable (a health probe, a cheap read) are served first.
 * Cheap requests and the probes never wait here.
 */
import pLimit from 'p-limit';
import type { AppConfig } from './config.js';

export class WorkGate {
  private readonly limit: pLimit.Limit;

  constructor(private readonly config: Pick<AppConfig, 'EXPENSIVE_COST' | 'EXPENSIVE_CONCURRENCY'>) {
    this.limit = pLimit(config.EXPENSIVE_CONCURRENCY);
  }

  /** Whether work of this cost waits at the gate. */
  gates(cost: number): boolean {
    return cost >= this.config.EXPENSIVE_COST;
  }

  /**
   * Waits for a slot; resolves with the function that frees it (idempotent: call it when the
   * response is sent or the client goes, whichever comes first).
   */
  enter(): Promise<() => void> {
    return new Promise((entered) => {
      void this.limit(async () => {
        await new Promise<void>((r) => setImmediate(r));
        await new Promise<void>((done) => {
          let freed = false;
          entered(() => {
            if (freed) return;
            freed = true;
            done();
          });
        });
      });
    });
  }

  /** Waiting and running pieces (for the bench and metrics). */
  get queued(): number {
    return this.limit.pendingCount + this.limit.activeCount;
  }
}

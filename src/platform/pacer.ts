/**
 * Spreads bursts of work over turns of the event loop. When one event must be delivered to
 * thousands of subscribers, each delivery (a GraphQL execution, a JSON text, a socket write) runs
 * in the microtasks that follow its release; releasing them all at once would keep the loop from
 * timers and I/O until the last one is done. The pacer releases a batch per turn and sizes the
 * next batch from how long the turn took, aiming at `sliceMs` of work per turn.
 */
import { performance } from 'node:perf_hooks';

export class Pacer {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;
  private batch = 16;
  private turnStart = 0;
  private released = 0;

  constructor(private readonly sliceMs = 8, private readonly maxBatch = 512) {}

  /** Resolves at a turn of the event loop where this caller's work may run. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.scheduled) {
        this.scheduled = true;
        this.turnStart = 0;
        setImmediate(this.drain);
      }
    });
  }

  private readonly drain = () => {
    const now = performance.now();
    // The previous batch's deliveries ran between the last turn and this one: adapt to their cost.
    if (this.turnStart > 0 && this.released > 0) {
      const perItem = (now - this.turnStart) / this.released;
      this.batch = Math.max(1, Math.min(this.maxBatch, Math.floor(this.sliceMs / Math.max(perItem, 0.001))));
    }
    this.turnStart = now;
    const n = Math.min(this.batch, this.waiting.length);
    this.released = n;
    for (const resolve of this.waiting.splice(0, n)) resolve();
    if (this.waiting.length > 0) setImmediate(this.drain);
    else this.scheduled = false;
  };
}

/**
 * SQLite has one write lock per database file, and this process writes through three connections:
 * Prisma's, the hot store's on the event loop and the writer thread's (sqlite.ts). Left to
 * SQLite's busy timeouts they refused each other's writes (SQLITE_BUSY, 503) when one held the
 * lock longer than the other's timeout: a Prisma interactive transaction holds it across
 * awaits (many milliseconds under load, while the event loop serves other requests), and the
 * writer thread holds it across a batch's disk flush. Worse, a Prisma transaction that reads
 * before it writes (BEGIN is DEFERRED) gets SQLITE_BUSY_SNAPSHOT at once, without waiting, when
 * another connection committed since its read.
 *
 * So the process takes turns itself: this gate is held by whoever writes across awaits (a Prisma
 * interactive transaction; the hot store from the moment it writes a batch until that batch is
 * answered, on the event loop or by the writer thread), and the others wait for it asynchronously,
 * in order, without blocking the event loop. SQLite's busy timeout then only ever waits for
 * another process (a second instance on the same file, a backup), and that is a 503.
 */
export class WriteGate {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  /** The gate if it is free now (synchronously), else null. */
  tryAcquire(): (() => void) | null {
    if (this.held) return null;
    this.held = true;
    return this.releaser();
  }

  /** Resolves with the release function once the gate is this caller's (first come, first served). */
  acquire(): Promise<() => void> {
    const now = this.tryAcquire();
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  /** Runs `work` holding the gate. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** A release that works once: the gate goes to the next waiter, or becomes free. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

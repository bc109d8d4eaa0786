/**
 * Long synchronous runs split by macrotasks (issue 37: a page of 100 matches, each turned into a
 * view, ran as one block and kept /health waiting). Between slices of `every` items the event loop
 * polls its sockets (setImmediate), so a probe or a cheap read is answered in between.
 */
export async function mapYielding<T, R>(items: readonly T[], fn: (item: T) => R, every = 10): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % every === 0) await new Promise<void>((r) => setImmediate(r));
    out.push(fn(items[i]!));
  }
  return out;
}

/**
 * Runs `step` until it reports that it did nothing (0), giving the event loop a turn between steps
 * (setImmediate: timers, sockets and other work run in between), or until `stopped()`; returns the
 * sum of what the steps reported. For background work that goes in short statements (retention
 * deletes): each step is one bounded block on the loop, never the whole backlog.
 */
export async function drainYielding(step: () => Promise<number>, stopped: () => boolean = () => false): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const n = await step();
    total += n;
    if (n === 0) break;
    await new Promise<void>((r) => setImmediate(r));
  }
  return total;
}

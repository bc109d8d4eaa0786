/**
 * Maps an async iterator while passing `return` through at once, so an unsubscribing client
 * releases the pub/sub subscription immediately (an async generator would wait for the next event).
 */
export function mapAsyncIterator<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => Promise<U>): AsyncIterableIterator<U> {
  // Ending a subscription must not fail: the pub/sub connection may already be closing.
  const release = () => Promise.resolve(source.return?.()).catch(() => undefined);
  return {
    async next() {
      const r = await source.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: await map(r.value) };
    },
    async return() {
      await release();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await release();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * `first` (when not null) before the items of `source`; `return` still releases `source` at once.
 */
export function startWith<T>(first: Promise<T | null>, source: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let pending: Promise<T | null> | null = first;
  return {
    async next() {
      if (pending) {
        const value = await pending;
        pending = null;
        if (value !== null) return { done: false, value };
      }
      return source.next();
    },
    async return() {
      pending = null;
      await Promise.resolve(source.return?.()).catch(() => undefined);
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      pending = null;
      await Promise.resolve(source.return?.()).catch(() => undefined);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

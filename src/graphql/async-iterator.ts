/**
 * Maps an async iterator while passing `return` through at once, so an unsubscribing client
 * releases the pub/sub subscription immediately (an async generator would wait for the next event).
 */
export function mapAsyncIterator<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => Promise<U>): AsyncIterableIterator<U> {
  return {
    async next() {
      const r = await source.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: await map(r.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

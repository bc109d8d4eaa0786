/**
 * Open Server-Sent Event streams per user on this instance (issue 37: 60 of 60 were accepted):
 * /v1/me/events and the match streams share SSE_STREAMS_PER_USER slots. Counted per instance,
 * like the graphql-ws sockets (WS_MAX_CONNECTIONS_PER_USER).
 */
import { AppError } from './problem.js';
import type { AppConfig } from './config.js';

export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly config: Pick<AppConfig, 'SSE_STREAMS_PER_USER'>) {}

  /** Takes a slot for `userId`; the function that gives it back (once), or 429 TOO_MANY_STREAMS. */
  take(userId: string): () => void {
    const n = this.open.get(userId) ?? 0;
    if (n >= this.config.SSE_STREAMS_PER_USER) {
      throw new AppError(429, 'TOO_MANY_STREAMS', `You have ${n} event streams open, the most allowed (SSE_STREAMS_PER_USER); close one first.`, {
        retryAfterSeconds: 5,
        maxStreams: this.config.SSE_STREAMS_PER_USER,
      });
    }
    this.open.set(userId, n + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}

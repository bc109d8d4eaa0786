/**
 * Match events, published only after the change is committed. The payload names what changed,
 * never any state: each subscriber then reads the match as itself, so it gets its own seat's view.
 * The engine is graphql-subscriptions' PubSub in one process, Redis across instances.
 *
 * Publishing is after the fact: a committed move is answered as committed even when Redis is
 * down. A failed publish is retried in the background (with backoff, for about a minute); a
 * subscriber that misses an event still sees the change at its next read, since versions are
 * monotonic.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';
import type { MatchRow } from '../../persistence/hot/rows.js';

export interface MatchEvent {
  matchId: string;
  version: number;
  kind: string;
}

export const matchTopic = (matchId: string) => `match.${matchId}`;

const RETRY_DELAYS_MS = [100, 500, 2000, 5000, 10000, 20000, 30000];

@Injectable()
export class MatchEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('MatchEvents');
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private readonly committed = new Set<(e: MatchEvent, row?: MatchRow) => void>();

  constructor(@Inject(PUBSUB) readonly pubsub: ClosablePubSub) {}

  /**
   * Never rejects: the change is committed whatever happens to its announcement. `committed`, when
   * the caller has it, is the match row as that commit left it: this instance's listeners may
   * use it instead of reading the match again (it is never published).
   */
  publish(e: MatchEvent, committed?: MatchRow): Promise<void> {
    this.changedHere(e, committed);
    return this.attempt(e, 0);
  }

  /**
   * Tells this instance's listeners (the bot runner) of a change that subscribers need not see,
   * such as a seat's auto-play choice: nothing is published.
   */
  changedHere(e: MatchEvent, committed?: MatchRow): void {
    for (const listener of this.committed) listener(e, committed);
  }

  /**
   * Calls `listener` for each change committed by this instance (not those of others: they reach
   * only the subscribers of each match). Returns the function that stops it.
   */
  onCommitted(listener: (e: MatchEvent, committed?: MatchRow) => void): () => void {
    this.committed.add(listener);
    return () => this.committed.delete(listener);
  }

  subscribe(matchId: string): AsyncIterableIterator<MatchEvent> {
    return this.pubsub.asyncIterableIterator<MatchEvent>(matchTopic(matchId));
  }

  private async attempt(e: MatchEvent, n: number): Promise<void> {
    try {
      await this.pubsub.publish(matchTopic(e.matchId), e);
    } catch (error) {
      if (this.closed) return;
      if (n >= RETRY_DELAYS_MS.length) {
        this.logger.error(`event ${e.kind} of match ${e.matchId} v${e.version} not published: ${(error as Error).message}`);
        return;
      }
      if (n === 0) this.logger.warn(`publishing ${e.kind} of match ${e.matchId} v${e.version} failed (${(error as Error).message}); retrying`);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(e, n + 1);
      }, RETRY_DELAYS_MS[n]);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** After every module is down (the WebSocket server has ended its subscriptions first). */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    try {
      await this.pubsub.close?.();
    } catch {
      // Redis already unreachable: nothing left to close cleanly
    }
  }
}

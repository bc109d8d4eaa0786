/**
 * A user's events as a stream that resumes: the events after the client's last id, then live
 * ones, read from the durable log (never from the wake-up messages, which only say "look"). So a
 * reconnecting client gets exactly what it missed, in order, once; a lost wake-up delays an
 * event by at most one heartbeat period, when the stream looks again anyway.
 *
 * Used by the SSE endpoint (GET /v1/me/events) and the GraphQL `myEvents` subscription.
 */
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { UserEventsRepository } from '../../persistence/user-events.repository.js';
import { UserEventsBus } from './user-events-bus.js';
import type { UserEventRow } from '../../domain/user-event.js';

/** An event as clients see it: `id` is the user's seq, as a string (SSE ids are strings). */
export interface UserEventDto {
  id: string;
  type: string;
  matchId: string | null;
  version: number | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/**
 * A turn that was already waiting when a stream opened without an event id, in the shape of a
 * `your_turn` event but outside the log: no id (it is not an event of the log, and a client
 * that resumes must not resume from it), `data.pending: true`.
 */
export interface PendingTurnDto {
  id: null;
  type: 'your_turn';
  matchId: string;
  version: number;
  data: { game: string; matchId: string; version: number; seat: number; deadline: string | null; pending: true };
  createdAt: string;
}

/**
 * What a stream yields: `reset` first when the events after the client's id are no longer kept
 * (it should refetch its matches); when it opened with no id, the turns already waiting
 * (`turn`); then `event`s, with `ready` once caught up at the start (with the last id so far).
 */
export type StreamItem =
  | { kind: 'ready'; lastEventId: string }
  | { kind: 'reset'; lastEventId: string; reason: string }
  | { kind: 'turn'; turn: PendingTurnDto }
  | { kind: 'event'; event: UserEventDto };

export const toEventDto = (r: UserEventRow): UserEventDto => ({
  id: String(r.seq),
  type: r.type,
  matchId: r.matchId,
  version: r.version,
  data: JSON.parse(r.data) as Record<string, unknown>,
  createdAt: r.createdAt.toISOString(),
});

/** Parses a client's last event id: a non-negative integer, or null for "none". */
export function parseEventId(raw: string | undefined | null): number | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 'invalid';
}

const PAGE = 100;

@Injectable()
export class UserEventStream implements BeforeApplicationShutdown {
  private readonly open = new Set<AbortController>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: UserEventsRepository,
    private readonly bus: UserEventsBus,
  ) {}

  heartbeatMs(): number {
    return this.config.EVENT_HEARTBEAT_SECONDS * 1000;
  }

  /** A page of events after `after` (for clients that poll instead of streaming). */
  async page(userId: string, after: number | null, limit: number): Promise<{ items: UserEventDto[]; lastEventId: string; expired: boolean }> {
    const last = await this.repo.lastSeq(userId);
    if (after === null) return { items: [], lastEventId: String(last), expired: false };
    if (await this.expired(userId, after, last)) return { items: [], lastEventId: String(last), expired: true };
    const rows = await this.repo.after(userId, after, limit);
    return { items: rows.map(toEventDto), lastEventId: String(rows.at(-1)?.seq ?? after), expired: false };
  }

  /**
   * The stream after `after` (null: from now on). Ends when `signal` aborts or the service
   * shuts down. With no `after`, `pending` (when given) is read once the log's end is known and
   * before any event after it: a turn that begins meanwhile comes twice (as a pending turn and as
   * its event), never not at all.
   */
  async *stream(userId: string, after: number | null, signal: AbortSignal, pending?: () => AsyncIterable<PendingTurnDto>): AsyncGenerator<StreamItem> {
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort);
    this.open.add(stop);
    // Wake-ups are subscribed to before the log is read: nothing committed in between is missed.
    const wake = this.bus.subscribe(userId);
    const waiter = { pull: null as Promise<unknown> | null };
    try {
      const last = await this.repo.lastSeq(userId);
      let cursor = after ?? last;
      if (after !== null && (await this.expired(userId, after, last))) {
        yield { kind: 'reset', lastEventId: String(last), reason: after > last ? 'This event id was never issued.' : `Events after ${after} are no longer kept (EVENT_RETENTION_DAYS): refetch your matches.` };
        cursor = last;
      }
      if (after === null && pending) for await (const turn of pending()) yield { kind: 'turn', turn };
      let ready = false;
      while (!stop.signal.aborted) {
        const rows = await this.repo.after(userId, cursor, PAGE);
        for (const r of rows) {
          cursor = r.seq;
          yield { kind: 'event', event: toEventDto(r) };
        }
        if (rows.length === PAGE) continue;
        if (!ready) {
          ready = true;
          yield { kind: 'ready', lastEventId: String(cursor) };
        }
        await this.nextWake(wake, waiter, stop.signal);
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.open.delete(stop);
      await wake.return?.();
    }
  }

  /** Whether some event after `after` is gone (pruned), or `after` was never issued. */
  private async expired(userId: string, after: number, last: number): Promise<boolean> {
    if (after > last) return true;
    if (after === last) return false;
    const oldest = await this.repo.oldestSeq(userId);
    return oldest === null || oldest > after + 1;
  }

  /**
   * Waits for a wake-up, at most one heartbeat period (then the log is read again anyway). One
   * pull on the iterator is outstanding at a time (`waiter.pull`), kept across timeouts, so a
   * wake-up is never taken by a pull nobody waits on.
   */
  private nextWake(wake: AsyncIterator<unknown>, waiter: { pull: Promise<unknown> | null }, signal: AbortSignal): Promise<void> {
    if (!waiter.pull) {
      waiter.pull = wake.next().finally(() => {
        waiter.pull = null;
      });
    }
    const pull = waiter.pull;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.config.EVENT_HEARTBEAT_SECONDS * 1000);
      signal.addEventListener('abort', done);
      pull.then(done, done);
    });
  }

  /** Ends every open stream, so that shutting down does not wait on them. */
  beforeApplicationShutdown(): void {
    for (const s of this.open) s.abort();
  }
}

/**
 * The live standings of one tournament (GraphQL `tournamentStandings`). The table is always read
 * from the database (the boards' results are the truth); pub/sub only wakes the reader up, on the
 * topic the tournament's changes are announced on (a game's end, a round's start, a withdrawal,
 * the end). A lost wake-up only delays an update: the reader also looks again every RECHECK_MS,
 * at the same moments as the tournament's other subscribers, with whom it shares that read.
 * An update is delivered when the table (or the round, the games pending or the status) differs from the last one
 * delivered, so a subscriber never receives the same table twice in a row; the feed ends after
 * the table of a finished or cancelled tournament.
 */
import type { StandingsReason, TournamentStandingsUpdate } from './tournaments.schemas.js';

export const tournamentTopic = (id: string) => `tournament.${id}`;

let ticks = 0;
/**
 * This process's clock of wake-ups and reads: a read that started after a subscriber was woken
 * (a later tick) saw every change that woke it, so subscribers woken together may share it.
 */
export const tick = (): number => ++ticks;

let recheck = { key: '', tick: 0 };
/**
 * The tick of a recheck: rechecks run on the wall clock's multiples of `ms` (see sleep), and every
 * recheck of one period gets the same tick, so the rechecks of one tournament's subscribers share
 * one read of its table (the reads are shared among subscribers woken at or before a read's start:
 * a tick each, as for wake-ups, would make every subscriber read the table on its own).
 */
function recheckTick(ms: number): number {
  const key = `${ms}:${Math.floor(Date.now() / ms)}`;
  if (recheck.key !== key) recheck = { key, tick: tick() };
  return recheck.tick;
}

/** What a wake-up message carries: why (never any standings). */
export interface TournamentWake {
  reason: StandingsReason;
}

export interface FeedSource {
  /** Subscribes `onWake` to the tournament's topic; resolves to the unsubscribe function. */
  subscribe(onWake: (w: TournamentWake) => void): Promise<() => void>;
  /** The update now, read after tick `wokeAt`, as the reason given names it; null when the tournament is gone. */
  read(reason: StandingsReason, wokeAt: number): Promise<TournamentStandingsUpdate | null>;
  recheckMs: number;
}

/**
 * An async iterator of updates: the table now first, then each change. `return()` releases the
 * subscription at once (an async generator would wait for the next wake-up to run it).
 */
export class StandingsFeed implements AsyncIterableIterator<TournamentStandingsUpdate> {
  private readonly wakes: StandingsReason[] = ['current'];
  private wokeAt = tick();
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private last: string | null = null;
  private closed = false;
  private ended = false;
  private readonly unsubscribe: Promise<() => void>;

  constructor(private readonly source: FeedSource) {
    this.unsubscribe = source.subscribe((w) => {
      this.wakes.push(w.reason);
      this.wokeAt = tick();
      this.wake?.();
    });
    // A failed subscription surfaces at the first next(); do not let it go unhandled meanwhile.
    this.unsubscribe.catch(() => undefined);
  }

  async next(): Promise<IteratorResult<TournamentStandingsUpdate>> {
    // Subscribed before the first read, so no change between the read and the subscription is missed.
    await this.unsubscribe;
    while (!this.closed && !this.ended) {
      if (this.wakes.length === 0) await this.sleep();
      if (this.closed) break;
      // Wake-ups that came together make one read; it names the latest of them.
      const reason = this.wakes.splice(0).at(-1) ?? 'recheck';
      const update = await this.source.read(reason, this.wokeAt);
      if (update === null) break;
      const key = JSON.stringify([update.status, update.currentRound, update.gamesPending, update.standings]);
      if (key === this.last) continue;
      this.last = key;
      if (update.status === 'finished' || update.status === 'cancelled') this.ended = true;
      return { done: false, value: update };
    }
    await this.close();
    return { done: true, value: undefined };
  }

  async return(): Promise<IteratorResult<TournamentStandingsUpdate>> {
    await this.close();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<TournamentStandingsUpdate>> {
    await this.close();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Until a wake-up, the recheck, or the close. */
  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wake = null;
        resolve();
      };
      this.wake = done;
      // At the next multiple of recheckMs on the wall clock (a period's rechecks together).
      const ms = this.source.recheckMs;
      this.timer = setTimeout(() => {
        this.wakes.push('recheck');
        this.wokeAt = Math.max(this.wokeAt, recheckTick(ms));
        done();
      }, ms - (Date.now() % ms) + 1);
      this.timer.unref();
    });
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    await this.unsubscribe.then((off) => off()).catch(() => undefined);
  }
}

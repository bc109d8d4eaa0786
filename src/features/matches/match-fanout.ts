/**
 * The live match stream, read from the durable log like the per-user event stream: each instance
 * follows the matches its clients subscribe to. Pub/sub (and this instance's own commits) only
 * wake a follower up; while a match has subscribers here, its version is also read again every
 * MATCH_STREAM_RECHECK_MS (one read by primary key), so a lost wake-up, Redis down or an instance
 * killed before it published delays a version and never loses it.
 *
 * A follower reads the match, rebuilds the versions since the last one it processed from the log
 * (match-versions.ts) and renders each ONCE per viewer class; every subscriber then receives every
 * version exactly once, in order, as that version was. A subscriber resumes after the version it
 * names (from the versions kept in memory, else rebuilt from the log); one that falls more than
 * MAX_QUEUE versions behind gets a `current` event (the match as it now is) instead of the backlog.
 * Nothing follows a version that finished the match: the subscription ends there.
 */
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { InviteCodes } from './invite-codes.js';
import { MatchEvents, type MatchEvent } from './match-events.js';
import { cursorOf, MatchVersion, versionsBetween, type Cursor, type SharedEvent } from './match-versions.js';

export type { SharedEvent } from './match-versions.js';

/** Versions kept per followed match, for subscribers that resume a little behind. */
const RECENT = 64;
/** Subscribers woken per turn of the event loop when a version is delivered. */
const DELIVERY_BATCH = 200;
/** Events a subscriber may have waiting before it is resynchronised instead. */
export const MAX_QUEUE = 256;

/**
 * Where a subscriber's events go when an adapter delivers them itself rather than through the
 * async iterator (graphql-ws: the same bytes to every socket, shared-execution.ts). `deliver` sends
 * the event now and answers true, or answers false when it cannot yet (the socket's buffer is
 * full, the shared result is still being made) and calls the subscriber's `resume` once it can.
 */
export interface DirectSink {
  deliver(event: SharedEvent): boolean;
}

/**
 * One subscriber: its queue of events, read through the async iterator, or handed to a direct
 * sink as they come (`sendTo`). Either way each event once, in order; the queue holds what is not
 * delivered yet, and a subscriber too far behind is resynchronised (`trim`).
 */
export class Subscriber implements AsyncIterableIterator<SharedEvent> {
  private queue: SharedEvent[] = [];
  private wake: (() => void) | null = null;
  private done = false;
  private sink: DirectSink | null = null;
  get closed(): boolean {
    return this.done;
  }
  /** The last version queued (or skipped as already known). */
  after: number;
  /** The last event queued is a final version: nothing more is queued. */
  ended = false;

  constructor(
    readonly userId: string,
    after: number,
    private readonly detach: (s: Subscriber) => void,
  ) {
    this.after = after;
  }

  push(v: MatchVersion, kind?: string): void {
    if (this.ended || this.done || v.version <= this.after) return;
    this.after = v.version;
    this.queue.push(v.eventFor(this.userId, kind));
    if (v.final) this.ended = true;
    this.notify();
  }

  /** Too far behind: the backlog is replaced by `latest` as a resync. */
  trim(latest: MatchVersion): void {
    if (this.queue.length <= MAX_QUEUE) return;
    this.queue = [latest.eventFor(this.userId, 'current')];
    this.after = latest.version;
    this.ended = latest.final;
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  /**
   * From now on, events go to `sink` as they come (those already queued first) instead of the
   * async iterator. Resolves when the stream is over: its last event delivered, or closed.
   */
  sendTo(sink: DirectSink): Promise<void> {
    this.sink = sink;
    const over = new Promise<void>((resolve) => (this.finished = resolve));
    this.resume();
    return over;
  }

  private finished: (() => void) | null = null;

  /** Delivers what the sink can take now; the sink calls it again when it can take more. */
  resume(): void {
    const sink = this.sink;
    if (!sink) return;
    while (!this.done && this.queue.length > 0 && sink.deliver(this.queue[0])) this.queue.shift();
    if (this.done || (this.ended && this.queue.length === 0)) void this.return();
  }

  private notify(): void {
    if (this.sink) return this.resume();
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  async next(): Promise<IteratorResult<SharedEvent>> {
    for (;;) {
      if (this.done) return { done: true, value: undefined };
      const e = this.queue.shift();
      if (e) return { done: false, value: e };
      if (this.ended) {
        await this.return();
        return { done: true, value: undefined };
      }
      await new Promise<void>((r) => (this.wake = r));
    }
  }

  async return(): Promise<IteratorResult<SharedEvent>> {
    if (!this.done) {
      this.done = true;
      this.queue = [];
      this.detach(this);
      const w = this.wake;
      this.wake = null;
      w?.();
      this.finished?.();
    }
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<SharedEvent>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/** A match followed by this instance while it has subscribers here. */
class Follow {
  readonly subscribers = new Set<Subscriber>();
  readonly recent: MatchVersion[] = [];
  cursor: Cursor = { version: 0 };
  /** Kinds named by wake-ups, by version (a wake-up's kind is what a read cannot tell). */
  readonly kinds = new Map<number, string>();
  chain: Promise<unknown> = Promise.resolve();
  readPending = false;
  /** Subscribers on their way in (their catch-up is queued). */
  joining = 0;
  stops: (() => void)[] = [];
  gone = false;

  constructor(readonly matchId: string) {}

  latest(): MatchVersion | undefined {
    return this.recent.at(-1);
  }
}

@Injectable()
export class MatchFanout implements BeforeApplicationShutdown {
  private readonly logger = new Logger('MatchFanout');
  private readonly follows = new Map<string, Follow>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: MatchesRepository,
    private readonly catalog: GameCatalog,
    private readonly invites: InviteCodes,
    private readonly events: MatchEvents,
  ) {}

  /**
   * `userId`'s stream of match `matchId`: the versions after `afterVersion`, then live ones; with
   * no afterVersion, a `current` event first (the match now). The caller has checked that the user
   * may see the match.
   */
  subscribe(userId: string, matchId: string, afterVersion?: number): Subscriber {
    const follow = this.follow(matchId);
    const sub = new Subscriber(userId, afterVersion ?? Number.MAX_SAFE_INTEGER, (s) => this.detach(follow, s));
    follow.joining++;
    this.serial(follow, async () => {
      try {
        await this.attach(follow, sub, afterVersion);
      } finally {
        follow.joining--;
      }
    });
    return sub;
  }

  private async attach(follow: Follow, sub: Subscriber, afterVersion: number | undefined): Promise<void> {
    if (sub.closed) return;
    // A version this instance has not read yet (the client learnt it elsewhere): read it first.
    if (follow.recent.length === 0 || (afterVersion !== undefined && afterVersion > follow.cursor.version)) await this.read(follow);
    const latest = follow.latest();
    if (!latest || follow.gone) return sub.end(); // the match is gone
    {
      if (afterVersion === undefined || afterVersion > latest.version) {
        sub.after = -1;
        sub.push(latest, 'current');
      } else {
        for (const v of await this.since(follow, afterVersion, latest)) sub.push(v);
        sub.trim(latest);
      }
    }
    // Nothing comes after the end: a client resuming from it is done at once.
    if (latest.final && sub.after >= latest.version) return sub.end();
    follow.subscribers.add(sub);
  }

  /** The versions after `after` up to `latest`: those kept in memory, else rebuilt from the log. */
  private async since(follow: Follow, after: number, latest: MatchVersion): Promise<MatchVersion[]> {
    if (after >= latest.version) return [];
    const first = follow.recent.findIndex((v) => v.version === after + 1);
    if (first >= 0) return follow.recent.slice(first);
    return versionsBetween(latest.game, { version: after }, latest.row, latest.kind, (p) => this.repo.moves(follow.matchId, latest.row.ply, p), this.invites.codeOf(latest.row));
  }

  private follow(matchId: string): Follow {
    let f = this.follows.get(matchId);
    if (f) return f;
    f = new Follow(matchId);
    const follow = f;
    this.follows.set(matchId, follow);
    // Wake-ups: other instances' commits through pub/sub, this instance's own at once.
    const wake = this.events.subscribe(matchId);
    void (async () => {
      try {
        for (;;) {
          const r = await wake.next();
          if (r.done) break;
          this.woken(follow, r.value);
        }
      } catch {
        // the pub/sub connection ended: the periodic re-read still runs
      }
    })();
    const local = this.events.onCommitted((e, committed) => {
      if (e.matchId === matchId) this.woken(follow, e, committed);
    });
    const timer = setInterval(() => void this.recheck(follow), this.config.MATCH_STREAM_RECHECK_MS);
    timer.unref();
    follow.stops.push(() => void Promise.resolve(wake.return?.()).catch(() => undefined), local, () => clearInterval(timer));
    return follow;
  }

  private woken(follow: Follow, e: MatchEvent, committed?: MatchRow): void {
    if (e.version <= follow.cursor.version) return;
    follow.kinds.set(e.version, e.kind);
    // This instance's commit, exactly the next version: no read needed.
    if (committed && committed.version === e.version) {
      this.serial(follow, async () => {
        if (committed.version === follow.cursor.version + 1) await this.advance(follow, [this.versionOf(follow, committed)]);
      });
    }
    this.requestRead(follow);
  }

  /** One cheap read of the version (primary key); the match is read only when it moved on. */
  private async recheck(follow: Follow): Promise<void> {
    try {
      const v = await this.repo.versionOf(follow.matchId);
      if (v === null || v > follow.cursor.version) this.requestRead(follow);
    } catch (e) {
      this.logger.warn(`match ${follow.matchId}: version not read (${(e as Error).message}); trying again`);
    }
  }

  private requestRead(follow: Follow): void {
    if (follow.readPending) return;
    follow.readPending = true;
    this.serial(follow, async () => {
      follow.readPending = false;
      await this.read(follow);
    });
  }

  /** Runs `task` after the follower's previous ones (reads and subscriptions never interleave). */
  private serial(follow: Follow, task: () => Promise<void>): void {
    follow.chain = follow.chain.then(task).catch((e: unknown) => this.logger.warn(`match ${follow.matchId}: ${(e as Error).message}; the next re-read tries again`));
  }

  private async read(follow: Follow): Promise<void> {
    if (follow.gone) return;
    const row = await this.repo.find(follow.matchId);
    if (!row) {
      follow.gone = true;
      for (const s of follow.subscribers) s.end();
      return;
    }
    if (row.version <= follow.cursor.version) return;
    const game = this.catalog.require(row.gameId);
    if (follow.recent.length === 0) return this.advance(follow, [new MatchVersion(game, row, await this.firstKind(follow, row), undefined, this.invites.codeOf(row))]);
    const kind = this.kindOf(follow, row);
    const versions = await versionsBetween(game, follow.cursor, row, kind, (p) => this.repo.moves(follow.matchId, row.ply, p), this.invites.codeOf(row));
    await this.advance(follow, versions);
  }

  /** The kind of the version a follower starts at: the log says whether it was an entry. */
  private async firstKind(follow: Follow, row: MatchRow): Promise<string> {
    if (row.status === 'finished') return 'finished';
    const [entry] = row.ply > 0 ? await this.repo.moves(row.id, row.ply, row.ply - 1) : [];
    if (entry?.version === row.version) return entry.kind === 'takeback' ? 'takeback' : 'move';
    return follow.kinds.get(row.version) ?? 'current'; // the match at that version; what changed is not in the log
  }

  private versionOf(follow: Follow, row: MatchRow): MatchVersion {
    return new MatchVersion(this.catalog.require(row.gameId), row, this.kindOf(follow, row), undefined, this.invites.codeOf(row));
  }

  /** The kind a wake-up named for this version, else what the row tells. */
  private kindOf(follow: Follow, row: MatchRow): string {
    const named = follow.kinds.get(row.version);
    if (named) return named;
    if (row.status === 'finished') return 'finished';
    if (row.status === 'cancelled') return 'left';
    const prev = follow.latest()?.row;
    if (prev && row.ply !== prev.ply) return 'move';
    if (prev && prev.status === 'open' && row.status === 'active') return 'started';
    return 'changed';
  }

  /**
   * Hands each version to every subscriber, DELIVERY_BATCH at a time with a turn of the event loop
   * between batches: a subscriber's delivery (its GraphQL result, its socket's write) runs in the
   * turn it is woken in, so thousands of subscribers never hold the loop in one burst. Runs in the
   * follower's serial chain: nothing else of this match interleaves, and versions stay in order.
   */
  private async advance(follow: Follow, versions: MatchVersion[]): Promise<void> {
    if (versions.length === 0) return;
    for (const v of versions) {
      follow.recent.push(v);
      follow.kinds.delete(v.version);
      let n = 0;
      for (const s of [...follow.subscribers]) {
        if (n > 0 && n % DELIVERY_BATCH === 0) await new Promise((r) => setImmediate(r));
        s.push(v, v.kind);
        n++;
      }
    }
    if (follow.recent.length > RECENT) follow.recent.splice(0, follow.recent.length - RECENT);
    const latest = versions.at(-1)!;
    follow.cursor = cursorOf(latest);
    for (const k of follow.kinds.keys()) if (k <= latest.version) follow.kinds.delete(k);
    for (const s of follow.subscribers) s.trim(latest);
  }

  private detach(follow: Follow, s: Subscriber): void {
    follow.subscribers.delete(s);
    // The last subscriber gone (and none on its way in): stop following.
    void follow.chain.then(() => {
      if (follow.subscribers.size > 0 || follow.joining > 0 || this.follows.get(follow.matchId) !== follow) return;
      this.follows.delete(follow.matchId);
      for (const stop of follow.stops) stop();
    });
  }

  /** Ends every stream, so that shutting down does not wait on them. */
  beforeApplicationShutdown(): void {
    for (const f of this.follows.values()) {
      for (const stop of f.stops) stop();
      for (const s of f.subscribers) s.end();
    }
    this.follows.clear();
  }
}

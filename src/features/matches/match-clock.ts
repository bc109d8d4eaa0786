/**
 * The correspondence clock: a sweep, off the request path, that ends matches whose pending
 * decision is past its deadline, warns the seats whose deadline is near, expires challenges, and
 * drops per-user events past their retention.
 *
 * Work costs what is due: each job reads only rows whose due time has passed, through an index
 * (Match (status, deadline) and (status, warnAt), Challenge (status, expiresAt), UserEvent
 * (createdAt)), in bounded batches. Instances sharing a database take turns through a lease
 * (InstanceLeases, job "clock"): one sweeps each period, the others read the lease row and stop;
 * when the holder stops, its lease lapses after LEASE_PERIODS periods and another takes over. The
 * writes stay conditional (a versioned match, a warning recorded where it was read), so a match
 * times out, and a warning is sent, exactly once even where two sweeps overlap.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock } from '../../platform/runtime.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { InstanceLeases } from '../../persistence/leases.repository.js';
import { Metrics } from '../../platform/metrics.js';
import { drainYielding } from '../../platform/yielding.js';
import { MovesService } from './moves.service.js';
import { UserEventsRepository } from '../../persistence/user-events.repository.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { deadlineEvents } from '../events/match-user-events.js';
import { nextWarningAt, warningDue } from '../../domain/clock-policy.js';
import { clockOf } from './seat-clocks.js';

/**
 * Rows read per batch, and batches per job and tick (the rest waits for the next tick). Each row is
 * its own transaction, and the event loop gets a turn after each: on SQLite, Prisma's statements
 * run synchronously and its promises settle as microtasks, so a batch without those turns ran as
 * one block (100 warnings, each with its commit's flush: 300-600 ms of CPU at a time on
 * bench:scale's production dataset twelve days on, with /health waiting).
 */
const BATCH = 100;
const ROUNDS = 20;
/** A holder that stopped is replaced after this many periods. */
const LEASE_PERIODS = 3;
const HOUR = 3_600_000;

@Injectable()
export class MatchClock implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('MatchClock');
  private lastPrune = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly repo: MatchesRepository,
    private readonly moves: MovesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly userEvents: UserEventsRepository,
    private readonly userBus: UserEventsBus,
    private readonly leases: InstanceLeases,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.CLOCK_SWEEP_SECONDS === 0) return;
    this.timer = setInterval(() => {
      if (this.running) return; // a long tick is not stacked on
      this.running = this.tick()
        .then(() => undefined)
        .catch((e: unknown) => this.logger.error(e instanceof Error ? e.stack : String(e)))
        .finally(() => (this.running = null));
    }, this.config.CLOCK_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  /** Stops, and hands the sweep to another instance at once (the hourly pruning lease is kept: it marks the last run). */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.leases.release('clock');
  }

  /** Other sweeps run by each tick (challenge expiry), registered by their services. */
  private readonly sweeps: (() => Promise<unknown>)[] = [];

  addSweep(sweep: () => Promise<unknown>): void {
    this.sweeps.push(sweep);
  }

  /**
   * One period's work, if this instance holds the "clock" lease (false: another does, and this
   * instance did nothing but read the lease): overdue matches end, due warnings go out, the
   * registered sweeps run, and old events go (at most hourly, on one instance).
   */
  async tick(): Promise<boolean> {
    const periodMs = Math.max(1, this.config.CLOCK_SWEEP_SECONDS) * 1000;
    if (!(await this.leases.take('clock', LEASE_PERIODS * periodMs))) return false;
    // A turn of the event loop between jobs too: each reads its due-time index at least (BATCH).
    for (const job of [() => this.sweep(), () => this.warnDeadlines(), ...this.sweeps, () => this.pruneEvents()]) {
      await yieldTurn();
      await job();
    }
    return true;
  }

  /**
   * Tells the seats that must act when 25 % and then 10 % of their decision's time is left, once
   * per threshold and decision (clock-policy.ts warningDue), on any number of instances: only the
   * matches whose warnAt has passed are read; each warning is a conditional write of
   * `deadlineWarned` ("<version>:<percent>") and the next warnAt, with its events, in one
   * transaction. A row read with nothing to send (a late sweep, a clock changed since) only has
   * its warnAt moved on, so it is not read again before it is due.
   */
  async warnDeadlines(): Promise<number> {
    let warned = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const now = this.clock.now();
      const due = await this.repo.warningsDue(now, BATCH);
      for (const row of due) {
        if (await this.warn(row, now)) warned++;
        await yieldTurn();
      }
      if (due.length < BATCH) break;
      await yieldTurn();
    }
    return warned;
  }

  private async warn(row: MatchRow, now: Date): Promise<boolean> {
    const clock = clockOf(row);
    const toAct = JSON.parse(row.toAct) as number[];
    const [version, sent] = (row.deadlineWarned ?? '').split(':').map(Number);
    const warnedPercent = version === row.version ? sent : null;
    const percent = clock && row.deadline ? warningDue(clock, toAct, now.getTime(), warnedPercent) : null;
    if (percent === null || !row.deadline) {
      // Nothing to send now: the next threshold's instant (in the future), or none once the
      // deadline passed (the sweep ends the match).
      const next = clock && row.deadline && row.deadline > now ? nextWarningAt(clock, toAct, warnedPercent) : null;
      await this.repo.markDeadlineWarned(row, row.deadlineWarned, next, [], now);
      return false;
    }
    const events = deadlineEvents(row, percent, row.deadline);
    if (!(await this.repo.markDeadlineWarned(row, `${row.version}:${percent}`, nextWarningAt(clock, toAct, percent), events, now))) return false;
    void this.userBus.notify(events.map((e) => e.userId));
    return true;
  }

  /**
   * Deletes per-user events older than EVENT_RETENTION_DAYS, in batches of about PRUNE_BATCH
   * (user-events.repository.ts), at most once an hour across the instances (lease
   * "prune-events"); `force`: now, here.
   */
  async pruneEvents(force = false): Promise<number> {
    const now = this.clock.now();
    if (!force) {
      if (now.getTime() - this.lastPrune < HOUR) return 0;
      this.lastPrune = now.getTime();
      // Taken for an hour and not released: whoever holds it, nobody prunes again before then.
      if (!(await this.leases.take('prune-events', HOUR))) return 0;
    }
    const before = new Date(now.getTime() - this.config.EVENT_RETENTION_DAYS * 86_400_000);
    // Short statements (PRUNE_BATCH rows), the event loop's turn between them: a backlog (the first
    // prune of an instance, an hour's events, a year's after a long stop) never holds the loop.
    return drainYielding(() => this.userEvents.pruneBatch(before));
  }

  /** Ends every overdue match (in batches); returns how many this call ended. */
  async sweep(): Promise<number> {
    let ended = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const overdue = await this.repo.findExpired(this.clock.now(), BATCH);
      let changed = 0;
      for (const row of overdue) {
        // One match that cannot be timed out (a row the service cannot read) is logged and left,
        // so that it does not stop the sweep of every other match.
        try {
          if (await this.moves.timeOut(row)) {
            changed++;
            this.metrics.lag('clock_sweep', row.deadline, this.clock.now());
          }
        } catch (e) {
          this.logger.error(`timing out match ${row.id}: ${e instanceof Error ? e.message : String(e)}`);
        }
        await yieldTurn();
      }
      ended += changed;
      if (overdue.length < BATCH || changed === 0) return ended;
      await yieldTurn();
    }
    return ended;
  }
}

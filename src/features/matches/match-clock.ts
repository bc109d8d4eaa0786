/**
 * The correspondence clock: a sweep, off the request path, that ends matches whose pending
 * decision is past its deadline, warns the seats whose deadline is near, and drops per-user
 * events past their retention. Several instances may sweep at once: ending is a versioned write,
 * so a match times out exactly once, and a move that lands first wins.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock } from '../../platform/runtime.js';
import { Metrics } from '../../platform/metrics.js';
import { MatchesRepository } from '../../persistence/matches.repository.js';
import { MovesService } from './moves.service.js';
import { UserEventsRepository } from '../../persistence/user-events.repository.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { deadlineEvents } from '../events/match-user-events.js';
import { shareLeft } from '../../domain/clock-policy.js';
import { clockOf } from './seat-clocks.js';

@Injectable()
export class MatchClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('MatchClock');
  private lastPrune = 0;

  constructor(
    private readonly repo: MatchesRepository,
    private readonly moves: MovesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly userEvents: UserEventsRepository,
    private readonly userBus: UserEventsBus,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.CLOCK_SWEEP_SECONDS === 0) return;
    this.timer = setInterval(() => {
      this.tick().catch((e: unknown) => this.logger.error(e instanceof Error ? e.stack : String(e)));
    }, this.config.CLOCK_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Other sweeps run by each tick (challenge expiry), registered by their services. */
  private readonly sweeps: (() => Promise<unknown>)[] = [];

  addSweep(sweep: () => Promise<unknown>): void {
    this.sweeps.push(sweep);
  }

  /** One sweep: overdue matches end, deadlines near their end are announced, old events go. */
  async tick(): Promise<void> {
    await this.sweep();
    await this.warnDeadlines();
    await this.pruneEvents();
    for (const sweep of this.sweeps) await sweep();
  }

  /**
   * Tells the seats that must act when 25 % and then 10 % of their decision's time is left, once
   * per threshold and decision, on any number of instances: the warning is a conditional write of
   * `deadlineWarned` ("<version>:<percent>") with its events, in one transaction.
   */
  async warnDeadlines(): Promise<number> {
    const now = this.clock.now();
    let warned = 0;
    for (const row of await this.repo.withDeadline(200)) {
      const clock = clockOf(row);
      if (!row.deadline || !clock) continue;
      // The share left of the soonest seat's decision: time banks, added time and vacation credit count.
      const left = shareLeft(clock, JSON.parse(row.toAct) as number[], now.getTime());
      if (left === null || left <= 0) continue; // the sweep ends it
      const percent = left <= 0.1 ? 10 : left <= 0.25 ? 25 : null;
      // Ordered by deadline, but decisions differ in length: a later deadline may still be due.
      if (percent === null) continue;
      const [version, sent] = (row.deadlineWarned ?? '').split(':').map(Number);
      if (version === row.version && sent <= percent) continue;
      const events = deadlineEvents(row, percent, row.deadline);
      if (await this.repo.markDeadlineWarned(row, `${row.version}:${percent}`, events, now)) {
        warned++;
        void this.userBus.notify(events.map((e) => e.userId));
      }
    }
    return warned;
  }

  /** Deletes per-user events older than EVENT_RETENTION_DAYS, at most once an hour. */
  async pruneEvents(force = false): Promise<number> {
    const now = this.clock.now();
    if (!force && now.getTime() - this.lastPrune < 3_600_000) return 0;
    this.lastPrune = now.getTime();
    return this.userEvents.prune(new Date(now.getTime() - this.config.EVENT_RETENTION_DAYS * 86_400_000));
  }

  /** Ends every overdue match (in batches); returns how many this call ended. */
  async sweep(): Promise<number> {
    let ended = 0;
    for (;;) {
      const overdue = await this.repo.findExpired(this.clock.now(), 50);
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
      }
      ended += changed;
      if (overdue.length < 50 || changed === 0) return ended;
    }
  }
}

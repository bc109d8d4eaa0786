/**
 * The correspondence clock: a sweep, off the request path, that ends matches whose pending
 * decision is past its deadline. Several instances may sweep at once: ending is a versioned write,
 * so a match times out exactly once, and a move that lands first wins.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock } from '../common/runtime.js';
import { MatchesRepository } from '../persistence/matches.repository.js';
import { MovesService } from './moves.service.js';

@Injectable()
export class MatchClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('MatchClock');

  constructor(
    private readonly repo: MatchesRepository,
    private readonly moves: MovesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.CLOCK_SWEEP_SECONDS === 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((e: unknown) => this.logger.error(e instanceof Error ? e.stack : String(e)));
    }, this.config.CLOCK_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Ends every overdue match (in batches); returns how many this call ended. */
  async sweep(): Promise<number> {
    let ended = 0;
    for (;;) {
      const overdue = await this.repo.findExpired(this.clock.now(), 50);
      let changed = 0;
      for (const row of overdue) if (await this.moves.timeOut(row)) changed++;
      ended += changed;
      if (overdue.length < 50 || changed === 0) return ended;
    }
  }
}

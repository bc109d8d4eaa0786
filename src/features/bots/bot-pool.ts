/**
 * The worker threads bots think on (piscina), so a search never blocks the event loop that
 * answers requests. Each decision has a wall-clock limit growing with the level; past it the
 * thread is stopped and the bot falls back to a cheaper level (bots' own budgets are counted in
 * work units, so this limit only matters on an overloaded machine). Threads run at a lower
 * scheduling priority than the event loop where the platform allows it.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { BotInput } from '../../engine/bots/contract.js';
import type { AnyGame } from '../../engine/game.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import type { ThinkTask } from './think.worker.js';

/** Run from the TypeScript sources (tests, no build): the threads compile them the same way. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

export class BotTimeout extends Error {}

@Injectable()
export class BotPool implements OnApplicationShutdown {
  private readonly logger = new Logger('BotPool');
  private pool: Piscina | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The wall-clock limit of one decision at `level`. */
  limitMs(level: number): number {
    return this.config.BOT_THINK_MS_PER_LEVEL * level;
  }

  /**
   * The bot's move for `input`, decided on a worker thread. A decision past its level's limit is
   * stopped and taken again one level lower (level 2, then a random legal move), so a move is
   * always answered.
   */
  async decide(game: AnyGame, input: BotInput<unknown, unknown>): Promise<{ move: unknown; level: number }> {
    for (let level = input.level; level >= 2; level = level > 2 ? 2 : 1) {
      try {
        return { move: await this.run({ gameId: game.meta.id, input: { ...input, level } }, this.limitMs(level)), level };
      } catch (e) {
        if (!(e instanceof BotTimeout)) throw e;
        this.logger.warn(`${game.meta.id} bot level ${level} passed its ${this.limitMs(level)} ms limit; falling back`);
      }
    }
    // Level 1 is a random legal move: no search, so it runs here.
    return { move: game.bot!.decide({ ...input, level: 1 }), level: 1 };
  }

  private async run(task: ThinkTask, limitMs: number): Promise<unknown> {
    const signal = AbortSignal.timeout(limitMs);
    try {
      return await this.threads().run(task, { signal });
    } catch (e) {
      if (signal.aborted) throw new BotTimeout(`no decision within ${limitMs} ms`);
      throw e;
    }
  }

  private threads(): Piscina {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: new URL(FROM_SOURCES ? './think.worker.ts' : './think.worker.js', import.meta.url).href,
        execArgv: FROM_SOURCES ? ['--import', new URL('../../platform/ts-register.mjs', import.meta.url).href] : [],
        minThreads: 0,
        maxThreads: Math.max(1, this.config.BOT_THREADS),
        idleTimeout: 60_000,
        niceIncrement: 10,
      });
    }
    return this.pool;
  }

  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

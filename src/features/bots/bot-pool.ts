/**
 * Bots think on the game worker pool (GameWorkers, features/catalog), so a search never blocks the
 * event loop that answers requests. Each decision has a wall-clock limit growing with the level;
 * past it the thread is stopped and the bot falls back to a cheaper level (bots' own budgets are
 * counted in work units, so this limit only matters on an overloaded machine).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BotInput } from '../../engine/bots/contract.js';
import type { AnyGame } from '../../engine/game.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { GameWorkers, WorkTimeout } from '../catalog/game-workers.js';

export class BotTimeout extends Error {}

/** Bots' decisions on the game worker pool (GameWorkers), with a per-level limit and fallback. */
@Injectable()
export class BotPool {
  private readonly logger = new Logger('BotPool');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workers: GameWorkers,
  ) {}

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
        return { move: await this.run(game, { ...input, level }, this.limitMs(level)), level };
      } catch (e) {
        if (!(e instanceof BotTimeout)) throw e;
        this.logger.warn(`${game.meta.id} bot level ${level} passed its ${this.limitMs(level)} ms limit; falling back`);
      }
    }
    // Level 1 is a random legal move: no search, so it runs here.
    return { move: game.bot!.decide({ ...input, level: 1 }), level: 1 };
  }

  private async run(game: AnyGame, input: BotInput<unknown, unknown>, limitMs: number): Promise<unknown> {
    try {
      return await this.workers.run({ kind: 'think', gameId: game.meta.id, input }, limitMs);
    } catch (e) {
      if (e instanceof WorkTimeout) throw new BotTimeout(e.message);
      throw e;
    }
  }
}

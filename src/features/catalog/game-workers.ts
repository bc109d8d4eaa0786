/**
 * The worker threads (piscina) that every heavy piece of game work runs on: bots' decisions,
 * heavy setups (a winnable deal searches shuffles with the solver), post-game analyses and Swiss
 * pairings. The
 * event loop that answers requests only waits for them. Each task has a wall-clock limit: past it
 * the thread is stopped and the caller gets WorkTimeout; when more tasks wait than WORKER_QUEUE
 * the caller gets WorkersBusy at once. Services turn both into 503 WORKERS_BUSY with Retry-After
 * (bots fall back to a cheaper level instead). Threads run at a lower scheduling priority than
 * the event loop where the platform allows it.
 */
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { AnyGame } from '../../engine/game.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { unavailable } from '../../platform/problem.js';
import type { GameTask } from './game.worker.js';

/** Run from the TypeScript sources (tests, no build): the threads compile them the same way. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

export class WorkTimeout extends Error {}
export class WorkersBusy extends Error {}

@Injectable()
export class GameWorkers implements OnApplicationShutdown {
  private pool: Piscina | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs `task` on a worker thread; WorkTimeout past `limitMs`, WorkersBusy when the queue is full. */
  async run<T>(task: GameTask, limitMs: number = this.config.WORKER_TASK_MS): Promise<T> {
    const threads = this.threads();
    if (threads.queueSize >= this.config.WORKER_QUEUE) throw new WorkersBusy(`${threads.queueSize} tasks are waiting for a worker thread`);
    const signal = AbortSignal.timeout(limitMs);
    try {
      return (await threads.run(task, { signal })) as T;
    } catch (e) {
      if (signal.aborted) throw new WorkTimeout(`${task.kind}${'gameId' in task ? ` of ${task.gameId}` : ''}: not done within ${limitMs} ms`);
      throw e;
    }
  }

  /**
   * The initial state of a match: on a worker thread when the game says its setup is heavy for
   * these options, here otherwise (microseconds: not worth a thread hop).
   */
  async setup(game: AnyGame, options: unknown, seats: number, seed: string, rulesVersion: number): Promise<unknown> {
    if (!game.setupIsHeavy?.(options)) return game.setup(options, seats, seed, rulesVersion);
    return this.orUnavailable(() => this.run({ kind: 'setup', gameId: game.meta.id, options, seats, seed, rulesVersion }, this.config.WORKER_SETUP_MS), 'Setting up');
  }

  /** `work`, with the pool's refusals as 503 WORKERS_BUSY and a Retry-After. */
  async orUnavailable<T>(work: () => Promise<T>, what: string): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof WorkTimeout) throw unavailable('WORKERS_BUSY', `${what} took longer than its limit on the worker threads; nothing was changed. Retry later.`, 5);
      if (e instanceof WorkersBusy) throw unavailable('WORKERS_BUSY', `${what} must wait: the worker threads are busy; nothing was changed. Retry later.`, 2);
      throw e;
    }
  }

  private threads(): Piscina {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: new URL(FROM_SOURCES ? './game.worker.ts' : './game.worker.js', import.meta.url).href,
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

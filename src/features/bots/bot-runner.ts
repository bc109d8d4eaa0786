/**
 * Moves the bots, and plays the forced moves of people who opted in to auto-play (their only
 * legal move, where the game says knowing it reveals nothing: Game.forcedMoveIsPublic). A bot moves through the same path as a person (MovesService: version check,
 * log, events, clock), deciding on a worker thread (BotPool) from what its seat may see.
 *
 * Where the work comes from: every change this instance commits nudges the runner for its match,
 * and every BOT_POLL_SECONDS (and at start-up) it asks the database for active matches in which a
 * bot must act. So a bot's turn is found again after a restart, and a turn created on an instance
 * without bot threads is picked up by one with them. Two instances that decide for the same bot
 * at once both send the move at the same expectedVersion with the same idempotency key: one is
 * applied, the other is answered with the first's result or refused as stale. Nothing is lost or
 * played twice.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { AppError } from '../../platform/problem.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { botInput } from '../../engine/bots/input.js';
import { forcedMove } from '../../engine/game.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { MatchEvents } from '../matches/match-events.js';
import { MovesService } from '../matches/moves.service.js';
import { gameMoves } from '../matches/history.service.js';
import { BotPool } from './bot-pool.js';
import { Metrics } from '../../platform/metrics.js';
import { Clock } from '../../platform/runtime.js';

/** Answers that mean someone else acted first: the runner looks at the match again. */
const RACES = new Set(['STALE_VERSION', 'NOT_YOUR_TURN', 'MATCH_NOT_ACTIVE', 'TIME_RAN_OUT']);

/** The bot seats that must act now in `row`. */
export function botSeatsToAct(row: MatchRow): { seat: number; userId: string; username: string; level: number }[] {
  if (row.status !== 'active') return [];
  const toAct = JSON.parse(row.toAct) as number[];
  return row.seats
    // People's accounts upgraded to bots (no level) play through their own tokens, not here.
    .filter((s) => s.user.kind === 'bot' && typeof s.user.botLevel === 'number' && toAct.includes(s.seat))
    .map((s) => ({ seat: s.seat, userId: s.userId, username: s.user.username, level: s.user.botLevel ?? 1 }));
}

/** The seats of people who must act now in `row` and let the server play their forced moves. */
export function autoPlaySeatsToAct(row: MatchRow): number[] {
  if (row.status !== 'active') return [];
  const toAct = JSON.parse(row.toAct) as number[];
  return row.seats.filter((s) => s.user.kind !== 'bot' && toAct.includes(s.seat) && (s.autoPlay ?? s.user.autoPlay)).map((s) => s.seat);
}

@Injectable()
export class BotRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BotRunner');
  /** Matches being worked on, and whether another nudge came meanwhile. */
  private readonly working = new Map<string, { again: boolean }>();
  /** A match whose bot failed at a version (a bug, not a race): not retried until it changes. */
  private readonly failed = new Map<string, number>();
  private readonly idle = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: MatchesRepository,
    private readonly catalog: GameCatalog,
    private readonly events: MatchEvents,
    private readonly moves: MovesService,
    private readonly pool: BotPool,
    private readonly metrics: Metrics,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.BOT_THREADS === 0) return;
    // A commit whose row shows no bot and no auto-playing seat to act needs no look.
    this.stopListening = this.events.onCommitted((e, row) => {
      if (row && (row.status !== 'active' || (botSeatsToAct(row).length === 0 && autoPlaySeatsToAct(row).length === 0))) return;
      this.nudge(e.matchId);
    });
    setImmediate(() => void this.poll());
    if (this.config.BOT_POLL_SECONDS > 0) {
      this.timer = setInterval(() => void this.poll(), this.config.BOT_POLL_SECONDS * 1000);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.stopListening?.();
    if (this.timer) clearInterval(this.timer);
  }

  /** Looks for every match in which a bot must act (start-up, and every BOT_POLL_SECONDS). */
  async poll(): Promise<void> {
    if (this.closed) return;
    try {
      for (const m of await this.repo.botTurns(500)) this.nudge(m.id);
    } catch (e) {
      if (!this.closed) this.logger.error(`looking for bot turns failed: ${(e as Error).message}`);
    }
  }

  /** Something changed in `matchId`: if a bot must act there, it will. */
  nudge(matchId: string): void {
    if (this.closed) return;
    const w = this.working.get(matchId);
    if (w) {
      w.again = true;
      return;
    }
    this.working.set(matchId, { again: false });
    void this.work(matchId);
  }

  /** Resolves when no match is being worked on (tests). */
  settled(): Promise<void> {
    return this.working.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.add(resolve));
  }

  private async work(matchId: string): Promise<void> {
    try {
      for (;;) {
        const state = this.working.get(matchId)!;
        state.again = false;
        const moved = await this.actOnce(matchId);
        if (!moved && !state.again) break;
      }
    } catch (e) {
      if (!this.closed) this.logger.error(`bot in match ${matchId}: ${(e as Error).stack ?? e}`);
    } finally {
      this.working.delete(matchId);
      if (this.working.size === 0) for (const resolve of this.idle) resolve();
      if (this.working.size === 0) this.idle.clear();
    }
  }

  /** One bot move in `matchId` if one is due; true when a move was made (or lost a race). */
  private async actOnce(matchId: string): Promise<boolean> {
    if (this.closed) return false;
    const row = await this.repo.find(matchId);
    if (!row || row.state === null) return false;
    if (this.failed.get(matchId) === row.version) return false;
    this.failed.delete(matchId);
    const game = this.catalog.require(row.gameId);
    // A person's forced move first (no search): it never waits behind a bot's thinking.
    for (const seat of autoPlaySeatsToAct(row)) {
      const move = forcedMove(game, JSON.parse(row.state), seat);
      if (move === null) continue;
      return this.attempt(row, () => this.moves.serverMove(matchId, seat, move, row.version));
    }
    const bot = botSeatsToAct(row)[0];
    if (!bot || !game.bot) return false;
    const log = gameMoves(await this.repo.moves(matchId, row.ply));
    // The bot is given its seat's view and history, never the state (engine/bots/input.ts).
    const input = botInput(game, JSON.parse(row.state), log, bot.seat, Math.min(bot.level, game.bot.maxLevel), `${matchId}:${row.version}:${bot.seat}`);
    // The turn began with the commit that gave it to the bot (updatedAt): how long until it thinks.
    this.metrics.lag('bot_turn', row.updatedAt, this.clock.now());
    let decided: { move: unknown; level: number };
    try {
      decided = await this.pool.decide(game, input);
    } catch (e) {
      if (this.closed) return false;
      throw e;
    }
    if (this.closed) return false;
    return this.attempt(row, () =>
      this.moves.move(
        { id: bot.userId, username: bot.username },
        matchId,
        { move: decided.move, expectedVersion: row.version, idempotencyKey: `bot:${row.version}:${bot.seat}` },
        undefined,
        false, // nobody reads the bot's view of the answer
      ),
    );
  }

  /** Sends a server-made move; true when it was applied or lost a race (look again). */
  private async attempt(row: MatchRow, send: () => Promise<unknown>): Promise<boolean> {
    try {
      await send();
      return true;
    } catch (e) {
      if (e instanceof AppError && RACES.has(e.code)) return true;
      // A refused server-made move is a bug: logged, and not retried until the match changes.
      this.failed.set(row.id, row.version);
      throw e;
    }
  }
}

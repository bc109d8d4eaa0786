/**
 * The post-game analysis of a finished match (engine/analysis.ts), computed once on the game
 * worker pool and kept (MatchAnalysis table); later reads are one primary-key read.
 *
 * Synchronous within a bound, not 202-and-poll: the work is bounded by counts (ANALYSIS_MAX_PLIES
 * plies scored, the bot's own budget per ply, ANALYSIS_SOLVE_NODES per solver call), which keeps
 * an analysis to seconds; the request waits for it on the pool, never on the event loop. An
 * overloaded pool (the task past WORKER_TASK_MS, or the queue full) answers 503 WORKERS_BUSY with
 * Retry-After and stores nothing, so a retry computes it again. Requests for the same match on one
 * instance share one computation.
 *
 * Nothing before the end: a match that is not finished answers 409 MATCH_NOT_FINISHED whoever
 * asks, so no analysis (which judges every seat's moves from its own view) exists during play.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { MatchAnalysis } from '../../engine/analysis.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { conflict } from '../../platform/problem.js';
import { Clock } from '../../platform/runtime.js';
import { AnalysesRepository } from '../../persistence/analyses.repository.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { GameWorkers } from '../catalog/game-workers.js';
import { logEntries } from '../matches/history.service.js';
import { MatchesService } from '../matches/matches.service.js';
import type { AnyGame } from '../../engine/game.js';
import type { MatchAnalysisDto } from './analysis.schemas.js';

@Injectable()
export class AnalysisService {
  private readonly running = new Map<string, Promise<MatchAnalysisDto>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly matches: MatchesService,
    private readonly repo: MatchesRepository,
    private readonly analyses: AnalysesRepository,
    private readonly workers: GameWorkers,
    private readonly clock: Clock,
  ) {}

  async analysis(user: AuthUser, id: string): Promise<MatchAnalysisDto> {
    const { game, row } = await this.matches.load(user, id);
    if (row.status !== 'finished' || row.state === null) {
      throw conflict('MATCH_NOT_FINISHED', 'The analysis is given once the match is over: until then it would show what the seats could not see.');
    }
    // A duplicate round's game: the analysis would show the deal to entrants still playing it.
    if (row.revealHeld) throw conflict('MATCH_NOT_FINISHED', "This tournament game's analysis is given once its round is over: until then it would show the round's deal.");
    const stored = await this.analyses.find(id);
    if (stored) return this.dto(game, id, JSON.parse(stored.result) as MatchAnalysis, stored.computedAt);
    let run = this.running.get(id);
    if (!run) {
      run = this.compute(game, row).finally(() => this.running.delete(id));
      this.running.set(id, run);
    }
    return run;
  }

  private async compute(game: AnyGame, row: MatchRow): Promise<MatchAnalysisDto> {
    const entries = logEntries(await this.repo.moves(row.id));
    const memo = game.setupMemo?.(JSON.parse(row.state!));
    const task = {
      kind: 'analyse' as const,
      gameId: game.meta.id,
      input: {
        options: JSON.parse(row.options) as unknown,
        seats: row.seatCount,
        seed: row.seed,
        rulesVersion: row.rulesVersion,
        memo,
        entries,
        tag: `analysis:${row.id}`,
        budget: { maxPlies: this.config.ANALYSIS_MAX_PLIES, level: Math.min(3, game.bot?.maxLevel ?? 1), solveNodes: this.config.ANALYSIS_SOLVE_NODES },
      },
    };
    const result = await this.workers.orUnavailable(() => this.workers.run<MatchAnalysis>(task), 'The analysis');
    const computedAt = this.clock.now();
    await this.analyses.save({ matchId: row.id, result: JSON.stringify(result), version: row.version, computedAt });
    return this.dto(game, row.id, result, computedAt);
  }

  private dto(game: AnyGame, matchId: string, a: MatchAnalysis, computedAt: Date): MatchAnalysisDto {
    const asJson = (m: unknown) => (m === null ? null : (m as Record<string, unknown>));
    return {
      matchId,
      game: game.meta.id,
      method: a.method,
      plies: a.plies.map((p) => ({ ...p, played: asJson(p.played)!, best: asJson(p.best) })),
      complete: a.complete,
      exact: a.exact,
      computedAt: computedAt.toISOString(),
    };
  }
}

/**
 * The move log as each viewer may see it, the view at any ply, and the portable match record.
 * The log is the truth: every read here replays setup + log; the stored snapshot is only a cache
 * (and `verifySnapshot` proves the cache agrees).
 */
import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import type { AnyGame, Viewer } from '../../engine/game.js';
import type { LoggedMove } from '../../engine/replay.js';
import { effectiveMoves, replayLog, type LogEntry } from '../../engine/log-replay.js';
import { badRequest } from '../../platform/problem.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, type MatchRow, type MoveRow } from '../../persistence/matches.repository.js';
import { MatchesService } from './matches.service.js';
import { SERVER_ACTOR, revealed, seatOf, summaryOf } from './match-view.js';
import { describeChain } from '../../domain/record-chain.js';
import { ReplayCache } from './replay-cache.js';
import { setupAgain } from './setup-again.js';

export interface HistoryEntry {
  ply: number;
  seat: number;
  kind: string;
  /** Played by the server for the seat (auto-play of a forced move). */
  auto: boolean;
  move: unknown;
  at: string;
}

/** The moves of a log still in effect (departures left out, taken-back moves removed): a bot's history. */
export const gameMoves = (moves: MoveRow[]): LoggedMove[] =>
  effectiveMoves(moves).map((m) => ({ seat: m.seat, move: JSON.parse(m.move!) }));

/** Log rows as the engine replays them. */
export const logEntries = (moves: readonly MoveRow[]): LogEntry[] => moves.map((m) => ({ seat: m.seat, kind: m.kind, move: m.move === null ? null : JSON.parse(m.move) }));

@Injectable()
export class HistoryService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly catalog: GameCatalog,
  ) {}

  private readonly checkpoints = new ReplayCache();

  async history(user: AuthUser, id: string): Promise<{ version: number; entries: HistoryEntry[] }> {
    const { game, row } = await this.matches.load(user, id);
    const moves = await this.repo.moves(id);
    return { version: row.version, entries: this.redacted(game, row, moves, seatOf(row, user.id)) };
  }

  /** The caller's view after ply n (0 = the initial position). */
  async viewAtPly(user: AuthUser, id: string, n: number): Promise<{ ply: number; view: unknown; toAct: number[] }> {
    const { game, row } = await this.matches.load(user, id);
    if (!Number.isInteger(n) || n < 0 || n > row.ply) throw badRequest('INVALID_PLY', `Ply must be an integer from 0 to ${row.ply}.`);
    if (row.state === null) throw badRequest('INVALID_PLY', 'The match has not started yet.');
    const state = n === row.ply ? JSON.parse(row.state) : await this.stateAtPly(game, row, n);
    return { ply: n, view: game.view(state, seatOf(row, user.id)), toAct: game.toAct(state) };
  }

  /**
   * The portable record. While the match runs, moves are shown as the caller may see them and the
   * seed is withheld; once it ends, everything needed to re-derive and re-play it is there. The
   * hashes of a format-2 chain are salted from the secret seed, so they are safe to show at once;
   * those of an older, unsalted chain commit to hidden moves and are withheld until the end.
   * A finished match whose reveal a duplicate tournament round holds reads as one still running.
   */
  async record(user: AuthUser, id: string) {
    const { game, row } = await this.matches.load(user, id);
    const moves = await this.repo.moves(id);
    const finished = revealed(row);
    const viewer = seatOf(row, user.id);
    const hashesSafe = finished || row.recordFormat >= 2 || !game.meta.hiddenInformation;
    const entries = finished
      ? moves.map((m) => ({ ply: m.seq, seat: m.seat, kind: m.kind, auto: m.userId === SERVER_ACTOR, move: m.move ? JSON.parse(m.move) : null, hash: m.hash }))
      : this.redacted(game, row, moves, viewer).map((e, i) => ({ ply: e.ply, seat: e.seat, kind: e.kind, auto: e.auto, move: e.move, hash: hashesSafe ? moves[i].hash : null }));
    const s = summaryOf(row, user.id);
    return {
      format: `pyramidion-record/${row.recordFormat}`,
      matchId: row.id,
      game: row.gameId,
      rulesVersion: row.rulesVersion,
      options: s.options,
      hints: row.hints,
      rated: row.rated,
      seats: s.seats.map((x) => ({ seat: x.seat, username: x.user?.username ?? null, kind: x.user?.kind ?? null, botLevel: x.user?.botLevel ?? null })),
      status: s.status,
      seedHash: row.seedHash,
      seed: s.seed,
      hashChain: describeChain(row.recordFormat),
      moves: entries,
      outcome: s.outcome,
      position: game.notation && row.state && (finished || !game.meta.hiddenInformation) ? game.notation(JSON.parse(row.state)) : null,
    };
  }

  /** Replays setup + log and compares with the stored snapshot. */
  async verifySnapshot(id: string): Promise<boolean> {
    const row = await this.repo.find(id);
    if (!row || row.state === null) return row !== null;
    const game = this.catalog.require(row.gameId);
    const state = this.replayOrThrow(game, row, setupOf(game, row), logEntries(await this.repo.moves(id)));
    return isDeepStrictEqual(state, JSON.parse(row.state));
  }

  /**
   * Log rows as `viewer` may see them while `row` is as given: each entry on its own (so any
   * slice of the log reads the same as in the whole), hidden parts left out by the game's moveView
   * until the match ends (and its reveal, when a tournament round holds it). The one filter of every read of the log by a player (the inbox's too).
   */
  redacted(game: AnyGame, row: MatchRow, moves: readonly MoveRow[], viewer: Viewer): HistoryEntry[] {
    const now = row.state ? JSON.parse(row.state) : null;
    return moves.map((m) => {
      const move = m.move ? JSON.parse(m.move) : null;
      const shown = move !== null && game.moveView && !revealed(row) ? game.moveView(move, m.seat, viewer, now) : move;
      return { ply: m.seq, seat: m.seat, kind: m.kind, auto: m.userId === SERVER_ACTOR, move: shown, at: m.createdAt.toISOString() };
    });
  }

  /**
   * The state after ply n, replayed from the nearest cached checkpoint. Logged moves were parsed
   * by the game's schema when they were committed, so they are applied as stored.
   */
  private async stateAtPly(game: AnyGame, row: MatchRow, n: number): Promise<unknown> {
    let from = this.checkpoints.nearest(row.id, n);
    if (!from) {
      from = { ply: 0, state: setupOf(game, row) };
      this.checkpoints.offer(row.id, 0, from.state);
    }
    let entries = await this.repo.moves(row.id, n, from.ply);
    // A takeback returns to the state before the move it undoes, which a checkpoint does not hold.
    if (from.ply > 0 && entries.some((m) => m.kind === 'takeback')) {
      from = { ply: 0, state: setupOf(game, row) };
      entries = await this.repo.moves(row.id, n);
    }
    const first = from.ply;
    return this.replayOrThrow(game, row, from.state, logEntries(entries), (i, state) => this.checkpoints.offer(row.id, first + i + 1, state));
  }

  private replayOrThrow(game: AnyGame, row: MatchRow, initial: unknown, entries: LogEntry[], onState?: (i: number, state: unknown) => void): unknown {
    const r = replayLog(game, initial, entries, undefined, onState);
    if (!r.ok) throw new Error(`match ${row.id}: the log does not replay (entry ${r.index + 1}: ${r.error.code})`);
    return r.state;
  }
}

const setupOf = setupAgain;

/**
 * What the scale dataset holds, row by row, as the API would have written it (see dataset.ts for
 * the whole and the shapes). Matches are made from reused game logs (logs.ts), each with its own
 * id, users, times and clock; they are handed out in batches in the order Match -> MatchSeat ->
 * Move. The per-user events and the ratings are gathered along the way and written at the end:
 * - events: every event a match caused, numbered per user in time order (User.eventSeq is the
 *   last number); those older than the retention (EVENT_RETENTION_DAYS, 30) are counted but not
 *   written, as the service's retention sweep would have deleted them;
 * - ratings: each finished match settled in the order they finished (domain/ratings/settlement.ts,
 *   the function the move commit runs): Rating rows and, for rated matches, RatingHistory rows.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AnyGame } from '../../src/engine/game.js';
import { Rng } from '../../src/engine/rng.js';
import { CURRENT_RECORD_FORMAT } from '../../src/domain/record-chain.js';
import { matchDeadline, nextWarningAt, started } from '../../src/domain/clock-policy.js';
import { settlement, type RatingPoint, type Standing } from '../../src/domain/ratings/settlement.js';
import { clockFromRequest } from '../../src/features/matches/seat-clocks.js';
import type { Row } from '../../src/persistence/hot/schema.js';
import { seatsOf, type EventTemplate, type GameLog } from './logs.js';

export interface Shape {
  readonly name: string;
  /** Users besides the two special ones (heavy, single). */
  readonly users: number;
  readonly finished: number;
  /** Active matches besides the heavy user's and the single user's. */
  readonly active: number;
  readonly open: number;
  /** The heavy user's active matches: it must act in half of them. */
  readonly heavy: number;
  /** Finished matches end over this many days before the build. */
  readonly finishedDays: number;
  /** Distinct logs played, over all games (split by the games' weights). */
  readonly logs: number;
}

/** How often each game is played (random playouts of Sabotage and Ziggurat run long). */
export const GAME_WEIGHTS: Record<string, number> = { 'pyramid-solitaire': 0.4, 'nos-vigilan': 0.38, 'allmer-pyramid': 0.14, ziggurat: 0.04, sabotage: 0.04 };
export const HEAVY = 'scale_heavy';
export const SINGLE = 'scale_single';
export const PASSWORD = 'scale bench password';
const DAY = 86_400_000;
const RETENTION_DAYS = 30;
const CLOCK_DAYS = 14;

export type MatchValues = Row<'Match'>;
/** The seat columns the API writes itself (a column a database trigger copies from the match is left to it). */
export type SeatValues = Pick<Row<'MatchSeat'>, 'matchId' | 'seat' | 'userId' | 'joinedAt' | 'autoPlay'>;
export type MoveValues = Row<'Move'>;
export type EventValues = Row<'UserEvent'>;

export interface Batch {
  matches: MatchValues[];
  seats: SeatValues[];
  moves: MoveValues[];
}

interface PendingEvent {
  t: number;
  matchId: string;
  gameId: string;
  tpl: EventTemplate;
  deadline: string | null;
}

export class Plan {
  readonly now: number;
  readonly userIds: string[] = [];
  readonly usernames: string[] = [];
  private readonly rng: Rng;
  /**
   * The heavy and the single user's matches are drawn from their own generator and their own logs
   * (`heavyLogs`, played from a seed no shape names), so they are the same matches, move for move,
   * in every shape: the near-empty and the production-size database differ only by everyone else.
   */
  private readonly heavyRng: Rng;
  private readonly pending: PendingEvent[][];
  private readonly pruned: number[];
  private readonly standings = new Map<string, Standing>();
  readonly history: RatingPoint[] = [];
  counts = { matches: 0, moves: 0, events: 0, prunedEvents: 0 };

  constructor(
    readonly shape: Shape,
    private readonly logs: Map<string, GameLog[]>,
    private readonly games: readonly AnyGame[],
    private readonly heavyLogs: Map<string, GameLog[]>,
    now = Date.now(),
  ) {
    this.now = now;
    this.rng = Rng.from({ seed: `scale:${shape.name}`, counter: 0 });
    this.heavyRng = Rng.from({ seed: 'scale:heavy', counter: 0 });
    const names = [HEAVY, SINGLE, ...Array.from({ length: shape.users }, (_, i) => `scale_${i}`)];
    for (const n of names) {
      this.userIds.push(randomUUID());
      this.usernames.push(n);
    }
    this.pending = names.map(() => []);
    this.pruned = names.map(() => 0);
  }

  private pickGame(multiplayer: boolean, rng = this.rng): AnyGame {
    const games = this.games.filter((g) => !multiplayer || seatsOf(g) > 1);
    const total = games.reduce((a, g) => a + (GAME_WEIGHTS[g.meta.id] ?? 0.1), 0);
    let x = (rng.int(1_000_000) / 1_000_000) * total;
    for (const g of games) if ((x -= GAME_WEIGHTS[g.meta.id] ?? 0.1) < 0) return g;
    return games[games.length - 1];
  }
  private pickLog(game: AnyGame, rng = this.rng, logs = this.logs): GameLog {
    return rng.pick(logs.get(game.meta.id)!);
  }
  /** `n` distinct ordinary users (never the heavy or the single one). */
  private others(n: number, besides: readonly number[] = []): number[] {
    const out = [...besides];
    while (out.length < besides.length + n) {
      const u = 2 + this.rng.int(this.shape.users);
      if (!out.includes(u)) out.push(u);
    }
    return out.slice(besides.length);
  }
  private minutes(lo: number, hi: number, rng = this.rng): number {
    return (lo + rng.int(hi - lo + 1)) * 60_000;
  }

  /** The rows of every match, in batches of about `size` matches; events and ratings gathered on the way. */
  *batches(size: number): Generator<Batch> {
    let batch: Batch = { matches: [], seats: [], moves: [] };
    const flush = function* (this: Plan, force: boolean): Generator<Batch> {
      if (batch.matches.length >= size || (force && batch.matches.length > 0)) {
        yield batch;
        batch = { matches: [], seats: [], moves: [] };
      }
    }.bind(this);
    const { shape } = this;
    // Finished matches, oldest first (the ratings are settled in this order).
    for (let k = 0; k < shape.finished; k++) {
      const game = this.pickGame(false);
      const log = this.pickLog(game);
      const end = this.now - shape.finishedDays * DAY + ((k + 1) / shape.finished) * (shape.finishedDays - 0.5) * DAY;
      this.match(batch, log, this.others(log.seats), 'finished', end, this.rng.int(2) === 0);
      yield* flush(false);
    }
    // Active: the heavy user's (to act in half), the single user's one, then everyone else's.
    const h = this.heavyRng;
    for (let k = 0; k < shape.heavy; k++) {
      const toAct = k % 2 === 0;
      // Where it must not act, a log whose cut leaves a seat waiting.
      let log = this.pickLog(this.pickGame(true, h), h, this.heavyLogs);
      while (!toAct && log.cut.toAct.length === log.seats) log = this.pickLog(this.pickGame(true, h), h, this.heavyLogs);
      const seat = toAct ? log.cut.toAct[0] : Array.from({ length: log.seats }, (_, s) => s).find((s) => !log.cut.toAct.includes(s))!;
      const users = this.others(log.seats - 1);
      users.splice(seat, 0, 0);
      this.match(batch, log, users, 'active', this.now - this.minutes(5, 3 * 24 * 60, h), h.int(2) === 0, h);
      yield* flush(false);
    }
    // The single user's one match: a two-player game without simultaneous decisions, its turn.
    const single = [...this.heavyLogs.values()].flat().find((l) => l.seats === 2 && !l.game.meta.simultaneousMoves && l.cut.toAct.length === 1 && l.cut.toAct[0] === 0)!;
    this.match(batch, single, [1, ...this.others(1)], 'active', this.now - this.minutes(5, 60, h), false, h);
    for (let k = 0; k < shape.active; k++) {
      const log = this.pickLog(this.pickGame(false));
      this.match(batch, log, this.others(log.seats), 'active', this.now - this.minutes(5, 3 * 24 * 60), this.rng.int(2) === 0);
      yield* flush(false);
    }
    for (let k = 0; k < shape.open; k++) this.open(batch, this.pickGame(true), this.others(1)[0]);
    yield* flush(true);
  }

  /** A match of `log` between `users` (by seat), finished at / last moved at `last`. */
  private match(batch: Batch, log: GameLog, users: number[], status: 'finished' | 'active', last: number, clocked: boolean, rng = this.rng): void {
    const game = log.game;
    const id = randomUUID();
    const plies = status === 'finished' ? log.plies.length : log.cut.ply;
    const step = this.minutes(10, status === 'finished' ? 180 : Math.max(10, Math.floor((3 * 24 * 60) / Math.max(1, plies))), rng);
    const start = last - plies * step;
    const at = (ply: number) => new Date(start + ply * step);
    const rated = log.seats > 1 && rng.int(2) === 0;
    const policy = clocked && status === 'active' ? clockFromRequest({ daysPerMove: CLOCK_DAYS }, log.seats) : null;
    const toAct = status === 'finished' ? [] : log.cut.toAct;
    const clock = policy && started(policy, toAct, at(plies).getTime(), () => null);
    const deadline = clock ? matchDeadline(clock, toAct) : null;
    batch.matches.push({
      id,
      gameId: game.meta.id,
      options: log.options,
      seatCount: log.seats,
      visibility: 'public',
      status,
      seed: log.seed,
      seedHash: log.seedHash,
      revealHeld: false,
      rulesVersion: game.meta.rulesVersion,
      recordFormat: CURRENT_RECORD_FORMAT,
      version: 1 + plies,
      ply: plies,
      decisionVersion: status === 'finished' ? log.finalDecisionVersion : log.cut.decisionVersion,
      lastHash: plies === 0 ? log.seedHash : log.plies[plies - 1].hash,
      state: status === 'finished' ? log.finalState : log.cut.state,
      toAct: JSON.stringify(toAct),
      outcome: status === 'finished' ? JSON.stringify(log.outcome) : null,
      timeLimitSeconds: policy ? CLOCK_DAYS * 86_400 : null,
      hints: true,
      rated,
      clock: clock ? JSON.stringify(clock) : null,
      deadline,
      // As the API writes it: the instant the first deadline warning (25 % left) is due.
      warnAt: clock ? nextWarningAt(clock, toAct, null) : null,
      deadlineWarned: null,
      createdById: this.userIds[users[0]],
      createdAt: at(0),
      updatedAt: at(plies),
      startedAt: at(0),
      finishedAt: status === 'finished' ? at(plies) : null,
    });
    users.forEach((u, seat) => batch.seats.push({ matchId: id, seat, userId: this.userIds[u], joinedAt: at(0), autoPlay: null }));
    for (let p = 0; p < plies; p++) {
      const ply = log.plies[p];
      batch.moves.push({ matchId: id, seq: p + 1, seat: ply.seat, userId: this.userIds[users[ply.seat]], kind: 'move', move: ply.move, idempotencyKey: null, hash: ply.hash, version: p + 2, createdAt: at(p + 1) }); // version: the match's after this ply (1 + plies)
    }
    this.counts.matches++;
    this.counts.moves += plies;
    const cutoff = this.now - RETENTION_DAYS * DAY;
    for (const tpl of log.events) {
      if (tpl.ply > plies) break;
      const t = at(tpl.ply).getTime();
      const u = users[tpl.seat];
      if (t < cutoff) {
        this.pruned[u]++;
        continue;
      }
      this.pending[u].push({ t, matchId: id, gameId: game.meta.id, tpl, deadline: tpl.deadline && policy ? new Date(t + CLOCK_DAYS * DAY).toISOString() : null });
    }
    if (status === 'finished') {
      const s = settlement({ matchId: id, gameId: game.meta.id, rated, seats: users.map((u, seat) => ({ seat, userId: this.userIds[u] })), result: { ...log.outcome, departed: [] }, at: at(plies) });
      const key = (userId: string) => `${userId} ${game.meta.id}`;
      const current = new Map(s.userIds.flatMap((u) => (this.standings.has(key(u)) ? [[u, this.standings.get(key(u))!] as const] : [])));
      const { standings, history } = s.settle(current);
      for (const st of standings) this.standings.set(key(st.userId), st);
      this.history.push(...history);
    }
  }

  /** An open public match created by `creator`, waiting for players. */
  private open(batch: Batch, game: AnyGame, creator: number): void {
    const id = randomUUID();
    const created = new Date(this.now - this.minutes(1, 3 * 24 * 60));
    const seed = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const seedHash = createHash('sha256').update(seed).digest('hex');
    const log = this.pickLog(game);
    batch.matches.push({
      id, gameId: game.meta.id, options: log.options, seatCount: seatsOf(game), visibility: 'public', status: 'open', seed, seedHash, revealHeld: false,
      rulesVersion: game.meta.rulesVersion, recordFormat: CURRENT_RECORD_FORMAT, version: 1, ply: 0, decisionVersion: 0, lastHash: seedHash, state: null,
      toAct: '[]', outcome: null, timeLimitSeconds: null, hints: true, rated: false, clock: null, deadline: null, warnAt: null, deadlineWarned: null,
      createdById: this.userIds[creator], createdAt: created, updatedAt: created, startedAt: null, finishedAt: null,
    });
    batch.seats.push({ matchId: id, seat: 0, userId: this.userIds[creator], joinedAt: created, autoPlay: null });
    this.pending[creator].push({ t: created.getTime(), matchId: id, gameId: game.meta.id, tpl: { ply: 0, seat: 0, type: 'match_created', version: 1, extra: {}, deadline: false }, deadline: null });
    this.counts.matches++;
  }

  /** Each user's eventSeq (after every batch was taken). */
  eventSeqs(): number[] {
    return this.pending.map((p, u) => p.length + this.pruned[u]);
  }

  /** The events kept (newer than the retention), per user in time order, in batches. */
  *events(size: number): Generator<EventValues[]> {
    let out: EventValues[] = [];
    for (let u = 0; u < this.pending.length; u++) {
      const list = this.pending[u].sort((a, b) => a.t - b.t);
      this.counts.prunedEvents += this.pruned[u];
      list.forEach((e, i) => {
        const data = { game: e.gameId, matchId: e.matchId, version: e.tpl.version, ...e.tpl.extra, ...(e.tpl.deadline ? { deadline: e.deadline } : {}) }; // the key keeps its place
        out.push({ userId: this.userIds[u], seq: this.pruned[u] + i + 1, type: e.tpl.type, matchId: e.matchId, version: e.tpl.version, data: JSON.stringify(data), createdAt: new Date(e.t) });
      });
      this.counts.events += list.length;
      this.pending[u] = [];
      if (out.length >= size) {
        yield out;
        out = [];
      }
    }
    if (out.length) yield out;
  }

  /** Distinct logs to play per game: the shape's total split by the games' weights (at least 20 each). */
  /** The heavy and single users' logs per game, the same in every shape. */
  static readonly HEAVY_LOGS = 200;

  static logsPerGame(shape: Shape, game: AnyGame): number {
    return Math.max(20, Math.round(shape.logs * (GAME_WEIGHTS[game.meta.id] ?? 0.1)));
  }

  ratings(): Row<'Rating'>[] {
    return [...this.standings.values()];
  }
}

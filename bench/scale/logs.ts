/**
 * Real game logs for the scale dataset: seeded random playouts of every registered game (the
 * engine's setup from options + seed, random legal moves), each with what the service would have
 * stored along the way: the record's hash chain (domain/record-chain.ts, as moves.service.ts
 * computes it), the match version and decisionVersion after each ply, who must act, the cached
 * state and outcome, and the per-user events each ply causes (features/events/match-user-events.ts,
 * the functions the services call). A log is played once and reused by many matches (other ids,
 * other users): the seed, and so the chain, repeat across those matches.
 *
 * Each log also keeps one cut: a ply before its end where it is still going (the state, who must
 * act), so it serves active matches too.
 */
import { createHash } from 'node:crypto';
import type { AnyGame } from '../../src/engine/game.js';
import { continuesDecision } from '../../src/engine/decisions.js';
import { randomMove } from '../../src/engine/bots/random.js';
import { Rng } from '../../src/engine/rng.js';
import { chainHash, CURRENT_RECORD_FORMAT } from '../../src/domain/record-chain.js';
import { toOutcome } from '../../src/domain/outcome.js';
import type { MatchOutcome } from '../../src/domain/match.schemas.js';
import type { UserEventInsert } from '../../src/domain/user-event.js';
import { afterMoveEvents, startedEvents } from '../../src/features/events/match-user-events.js';
import type { MatchRow } from '../../src/persistence/hot/rows.js';

/** An event a ply causes, for the seat it goes to; `deadline`: it carries the decision's deadline (null without a clock). */
export interface EventTemplate {
  readonly ply: number;
  readonly seat: number;
  readonly type: UserEventInsert['type'];
  readonly version: number;
  /** The event's data after { game, matchId, version }; its deadline (null here) is filled per match. */
  readonly extra: Record<string, unknown>;
  readonly deadline: boolean;
}

export interface Ply {
  readonly seat: number;
  readonly move: string;
  readonly hash: string;
}

export interface Cut {
  readonly ply: number;
  readonly state: string;
  readonly toAct: readonly number[];
  readonly decisionVersion: number;
}

export interface GameLog {
  readonly game: AnyGame;
  readonly options: string;
  readonly seats: number;
  readonly seed: string;
  readonly seedHash: string;
  readonly plies: readonly Ply[];
  /** The state, decisionVersion and outcome at the end (a finished match). */
  readonly finalState: string;
  readonly finalDecisionVersion: number;
  readonly outcome: MatchOutcome;
  readonly cut: Cut;
  readonly events: readonly EventTemplate[];
}

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const MAX_PLIES = 400;

/** A row shaped enough for the event functions: seats numbered, user ids the seat numbers. */
function eventRow(game: AnyGame, seats: number, toAct: readonly number[], decisionVersion: number) {
  return {
    id: 'M',
    gameId: game.meta.id,
    toAct: JSON.stringify(toAct),
    decisionVersion,
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, userId: String(seat), user: { kind: 'human', botLevel: null } })),
  } as unknown as MatchRow;
}

function template(ply: number, e: UserEventInsert): EventTemplate {
  const { game: _g, matchId: _m, version: _v, ...extra } = e.data;
  return { ply, seat: Number(e.userId), type: e.type, version: e.version ?? 0, extra, deadline: 'deadline' in extra };
}

/** One seeded random playout of `game` to its end (null when it ran past MAX_PLIES: the caller draws another seed). */
export function playLog(game: AnyGame, rawOptions: unknown, seats: number, seed: string, rng: Rng): GameLog | null {
  const options = game.schemas.options.parse(rawOptions);
  let state: unknown = game.setup(options, seats, seed, game.meta.rulesVersion);
  let toAct = game.toAct(state);
  const seedHash = sha256hex(seed);
  const events: EventTemplate[] = startedEvents(eventRow(game, seats, [], 0), eventRow(game, seats, [], 0).seats, 1, toAct, null).map((e) => template(0, e));
  const plies: Ply[] = [];
  let head = seedHash;
  let decisionVersion = 1;
  const cutAt = 1 + rng.int(60);
  let cut: Cut | null = null;
  for (let ply = 1; ; ply++) {
    if (ply > MAX_PLIES) return null;
    const pick = randomMove(game, state, rng);
    if (!pick) break;
    const result = game.apply(state, pick.seat, pick.move);
    if (!result.ok) throw new Error(`${game.meta.id}: a legal move was refused: ${result.error.code}`);
    const after = game.toAct(result.state);
    const version = ply + 1;
    const nextDecision = continuesDecision(game, toAct, after, pick.seat) ? decisionVersion : ply + 1;
    const finished = game.outcome(result.state).finished;
    for (const e of afterMoveEvents(eventRow(game, seats, toAct, decisionVersion), pick.seat, { version, toAct: after, decisionVersion: nextDecision, finished, deadline: null })) {
      events.push(template(ply, e));
    }
    head = chainHash(CURRENT_RECORD_FORMAT, seed, head, { ply, seat: pick.seat, kind: 'move', move: pick.move });
    plies.push({ seat: pick.seat, move: JSON.stringify(pick.move), hash: head });
    state = result.state;
    toAct = after;
    decisionVersion = nextDecision;
    if (!finished && (cut === null || ply === cutAt)) cut = { ply, state: JSON.stringify(state), toAct, decisionVersion };
  }
  const o = game.outcome(state);
  if (!o.finished || cut === null) return null;
  return {
    game,
    options: JSON.stringify(options),
    seats,
    seed,
    seedHash,
    plies,
    finalState: JSON.stringify(state),
    finalDecisionVersion: decisionVersion,
    outcome: toOutcome(o),
    cut,
    events,
  };
}

/** The seat counts each game is played at in the dataset (two players where it can). */
export const seatsOf = (game: AnyGame): number => Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers));

/** `perGame(game)` distinct logs of every registered game, from seeds derived from `seed`. */
export function playLogs(games: readonly AnyGame[], perGame: (game: AnyGame) => number, seed: string): Map<string, GameLog[]> {
  const out = new Map<string, GameLog[]>();
  for (const game of games) {
    const rng = Rng.from({ seed: `${seed}:${game.meta.id}`, counter: 0 });
    const logs: GameLog[] = [];
    const wanted = perGame(game);
    for (let i = 0; logs.length < wanted; i++) {
      if (i > wanted * 3) throw new Error(`${game.meta.id}: too many playouts ran past ${MAX_PLIES} plies`);
      const log = playLog(game, {}, seatsOf(game), sha256hex(`${seed}:${game.meta.id}:${i}`).slice(0, 64), rng);
      if (log) logs.push(log);
    }
    out.set(game.meta.id, logs);
  }
  return out;
}

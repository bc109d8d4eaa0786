/**
 * The conformance suite every registered game runs (after OpenSpiel's random simulation test):
 * random playouts to the end over many seeds, checking at every step that
 * - the seats to act have legal moves, each legal move matches the move schema and applies;
 * - a move listed once for all orderings of its free fields (`anyOrderFields`) applies in other
 *   orderings too, while the same move with a free field's element dropped or repeated does not
 *   (unless that is itself listed);
 * - a game's compact listing (`legalMoveGroups`) is well formed and stands for exactly the legal
 *   moves, each once;
 * - illegal moves (wrong seat, moves legal elsewhere but not here) are rejected with a code the
 *   game declares (`rejections`), and a rejected or accepted move never mutates the state it was
 *   given (states are deep-frozen);
 * - setup and playouts are deterministic, replaying setup + log gives the same state, and the
 *   state survives a JSON round-trip;
 * - every view matches the view schema and contains no token the game declares secret for that
 *   viewer, nor the seed; the same holds for the move log as that viewer sees it.
 * Framework-free: each check throws a ConformanceError naming the seed and ply.
 */
import { isDeepStrictEqual } from 'node:util';
import { anyOrderFieldsOf, anyOrderKey } from '../any-order.js';
import type { AnyGame, Rejection, Rejections, Seat, Viewer } from '../game.js';
import { randomMove } from '../bots/random.js';
import { continuesDecision } from '../decisions.js';
import { expandMoveGroups, moveGroupsProblem } from '../move-groups.js';
import { replay, type LoggedMove } from '../replay.js';
import { Rng } from '../rng.js';

export class ConformanceError extends Error {}

export interface ConformanceCase {
  /** Raw options, parsed through the game's option schema. */
  readonly options: Record<string, unknown>;
  readonly seats: number;
  /** An older rules version the game still supports (default: the current one). */
  readonly rulesVersion?: number;
}

export interface ConformanceConfig {
  readonly cases: readonly ConformanceCase[];
  /** Random playouts per case. */
  readonly playouts: number;
  /** A playout longer than this fails (the game must end). */
  readonly maxPlies: number;
  /** Check at most this many legal moves per step (a random sample beyond it). */
  readonly legalMovesChecked?: number;
}

export interface PlayoutReport {
  readonly plies: number;
  readonly secretsSeen: number;
  readonly outcome: unknown;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Every string and number leaf of a JSON value, as strings. */
export function leaves(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (value === null || value === undefined) return out;
  if (typeof value === 'string') out.add(value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.add(String(value));
  else if (Array.isArray(value)) value.forEach((v) => leaves(v, out));
  else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      leaves(v, out);
    }
  }
  return out;
}

/** Throws if `shown` contains any secret; returns how many secrets were checked. */
export function assertNoSecrets(shown: unknown, secrets: readonly string[], what: string): number {
  const present = leaves(shown);
  const leaked = secrets.filter((s) => present.has(s));
  if (leaked.length > 0) throw new ConformanceError(`${what} leaks ${leaked.slice(0, 5).join(', ')}`);
  return secrets.length;
}

/**
 * The move log as `viewer` sees it at ply `now` (states[i] is the state after ply i) may show a
 * token only if the viewer could see it at some point: a token secret from the viewer before the
 * move, after it, and still now, is a leak. (A card removed face up and later shuffled back into
 * a stock may appear in the log; a card chosen in secret may not, until it is revealed.)
 */
export function assertHistoryHides(
  game: AnyGame,
  log: readonly LoggedMove[],
  states: readonly unknown[],
  viewer: Viewer,
  now: number,
  what: string,
): void {
  const secretNow = new Set(game.secrets(states[now], viewer));
  for (let k = 1; k <= now; k++) {
    const shown = game.moveView ? game.moveView(log[k - 1].move, log[k - 1].seat, viewer, states[now]) : log[k - 1].move;
    const before = new Set(game.secrets(states[k - 1], viewer));
    const hidden = game.secrets(states[k], viewer).filter((t) => before.has(t) && secretNow.has(t));
    assertNoSecrets(shown, hidden, `${what}: move ${k}`);
  }
}

const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, i) => i), null];

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** A rejection has an UPPER_SNAKE code the game declares (`rejections`) and a reason. */
function rejectionProblem(game: AnyGame, rejection: Rejection, where: keyof Rejections): string | null {
  if (!CODE.test(rejection.code) || rejection.reason.length === 0) return `bad rejection ${JSON.stringify(rejection)}`;
  if (!Object.hasOwn(game.rejections[where] ?? {}, rejection.code)) return `rejection code ${rejection.code} is not declared in rejections.${where}`;
  return null;
}

/**
 * The game's declared codes are UPPER_SNAKE, each with a meaning; a seat count outside the game's
 * range that `validateSetup` refuses is refused with a declared code.
 */
function checkDeclarations(game: AnyGame): void {
  for (const [where, codes] of Object.entries(game.rejections)) {
    for (const [code, meaning] of Object.entries(codes ?? {})) {
      if (!CODE.test(code) || typeof meaning !== 'string' || meaning.length === 0) {
        throw new ConformanceError(`${game.meta.id}: rejections.${where} declares ${JSON.stringify(code)} without an UPPER_SNAKE code and a meaning`);
      }
    }
  }
  const options = game.schemas.options.parse({});
  for (const seats of [game.meta.minPlayers - 1, game.meta.maxPlayers + 1]) {
    const rejection = seats >= 1 ? (game.validateSetup?.(options, seats) ?? null) : null;
    const problem = rejection && rejectionProblem(game, rejection, 'setup');
    if (problem) throw new ConformanceError(`${game.meta.id} validateSetup for ${seats} seats: ${problem}`);
  }
}

export function playout(game: AnyGame, c: ConformanceCase, seed: string, cfg: ConformanceConfig): PlayoutReport {
  const where = (ply: number) => `${game.meta.id} seats=${c.seats} options=${JSON.stringify(c.options)} seed=${seed} ply=${ply}`;
  const fail = (ply: number, msg: string): never => {
    throw new ConformanceError(`${where(ply)}: ${msg}`);
  };
  const checkRejection = (ply: number, rejection: Rejection) => {
    const problem = rejectionProblem(game, rejection, 'move');
    if (problem) fail(ply, problem);
  };
  const options = game.schemas.options.parse(c.options);
  const setupRejection = game.validateSetup?.(options, c.seats) ?? null;
  if (setupRejection) fail(0, `case rejected by validateSetup: ${setupRejection.code}`);

  let state = game.setup(options, c.seats, seed, c.rulesVersion);
  if (!isDeepStrictEqual(state, game.setup(options, c.seats, seed, c.rulesVersion))) fail(0, 'setup is not deterministic');
  deepFreeze(state);

  const bot = Rng.from({ seed: `bot:${seed}`, counter: 0 });
  const log: LoggedMove[] = [];
  const states: unknown[] = [state];
  const seenMoves: unknown[] = [];
  let secretsSeen = 0;
  const checked = cfg.legalMovesChecked ?? 40;

  for (let ply = 0; ; ply++) {
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state)) fail(ply, 'state does not survive a JSON round-trip');
    for (const viewer of viewersOf(c.seats)) {
      const view = game.view(state, viewer);
      const parsed = game.schemas.view.safeParse(view);
      if (!parsed.success) fail(ply, `view for ${viewer} does not match the view schema: ${parsed.error.message}`);
      const secrets = game.secrets(state, viewer);
      assertNoSecrets(view, [...secrets, seed], `${where(ply)} view for ${viewer}`);
      secretsSeen += secrets.length;
      if (ply % 5 === 0 || game.meta.simultaneousMoves) assertHistoryHides(game, log, states, viewer, ply, `${where(ply)} history for ${viewer}`);
    }

    const outcome = game.outcome(state);
    const toAct = game.toAct(state);
    if (outcome.finished) {
      if (toAct.length > 0) fail(ply, 'finished game still has seats to act');
      for (let s = 0; s < c.seats; s++) {
        if (game.legalMoves(state, s).length > 0) fail(ply, `finished game has legal moves for seat ${s}`);
      }
      if (outcome.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= c.seats)) fail(ply, 'winner is not a seat');
      if (outcome.scores && outcome.scores.length !== c.seats) fail(ply, 'scores do not have one entry per seat');
      if (outcome.draw && outcome.winners.length > 0) fail(ply, 'a draw with winners');
      const replayed = replay(game, { options: c.options, seats: c.seats, seed, rulesVersion: c.rulesVersion, moves: log });
      if (!replayed.ok) fail(ply, `replay rejected ply ${replayed.ply}: ${replayed.error.code}`);
      else if (!isDeepStrictEqual(replayed.state, state)) fail(ply, 'replay of the log differs from the played state');
      return { plies: ply, secretsSeen, outcome };
    }
    if (ply >= cfg.maxPlies) fail(ply, `game did not end within ${cfg.maxPlies} plies`);
    if (toAct.length === 0) fail(ply, 'unfinished game with no seat to act');
    if (new Set(toAct).size !== toAct.length || toAct.some((s) => s < 0 || s >= c.seats)) fail(ply, `bad toAct ${toAct}`);

    for (let seat: Seat = 0; seat < c.seats; seat++) {
      const legal = game.legalMoves(state, seat);
      if (!toAct.includes(seat)) {
        if (legal.length > 0) fail(ply, `seat ${seat} is not to act but has legal moves`);
        if ((game.legalMoveGroups?.(state, seat) ?? []).length > 0) fail(ply, `seat ${seat} is not to act but has legal move groups`);
        continue;
      }
      if (legal.length === 0) fail(ply, `seat ${seat} must act but has no legal move`);
      // Equal up to the order of free fields: such a move is listed once for all its orderings.
      const keys = new Set(legal.map((m) => anyOrderKey(game, m)));
      if (keys.size !== legal.length) fail(ply, `duplicate legal moves for seat ${seat}`);
      if (game.legalMoveGroups) {
        // The compact listing the API sends stands for exactly the flat one, each move once.
        const groups = game.legalMoveGroups(state, seat);
        const problem = moveGroupsProblem(groups);
        if (problem) fail(ply, `legal move groups of seat ${seat}: ${problem}`);
        const expanded = expandMoveGroups(groups).map((m) => anyOrderKey(game, m));
        if (new Set(expanded).size !== expanded.length) fail(ply, `legal move groups of seat ${seat} stand for a move twice`);
        const extra = expanded.find((k) => !keys.has(k));
        if (extra !== undefined) fail(ply, `legal move groups of seat ${seat} stand for ${extra}, which legalMoves does not list`);
        if (expanded.length !== keys.size) fail(ply, `legal move groups of seat ${seat} stand for ${expanded.length} moves, legalMoves lists ${keys.size}`);
      }
      const mustReject = (move: unknown, what: string) => {
        const r = game.apply(state, seat, move);
        if (r.ok) fail(ply, `${what} ${JSON.stringify(move)} accepted for seat ${seat}`);
        else checkRejection(ply, r.error);
      };
      const sample = legal.length <= checked ? legal : Array.from({ length: checked }, () => bot.pick(legal));
      for (const move of sample) {
        const parsed = game.schemas.move.safeParse(move);
        if (!parsed.success) fail(ply, `legal move ${JSON.stringify(move)} does not match the move schema`);
        const r = game.apply(state, seat, move);
        if (!r.ok) fail(ply, `legal move ${JSON.stringify(move)} rejected: ${r.error.code} ${r.error.reason}`);
        for (const field of anyOrderFieldsOf(game, move)) {
          const items = (move as Record<string, unknown[]>)[field];
          const withField = (value: unknown[]) => ({ ...(move as object), [field]: value });
          for (let k = 0; k < 3; k++) {
            const reordered = withField(bot.shuffle(items));
            const rr = game.apply(state, seat, reordered);
            if (!rr.ok) fail(ply, `legal move reordered in ${field} ${JSON.stringify(reordered)} rejected: ${rr.error.code} ${rr.error.reason}`);
          }
          // Not a reordering (unless listed itself): one element fewer, or the first repeated in place of the last.
          const others = items.length === 0 ? [] : [items.slice(0, -1), ...(items.length >= 2 ? [[...items.slice(0, -1), items[0]]] : [])];
          for (const other of others.map(withField)) if (!keys.has(anyOrderKey(game, other))) mustReject(other, `non-reordering of ${field}`);
        }
      }
      // Moves legal at some earlier point but not now must be rejected, with a code and reason.
      for (const old of seenMoves.slice(-60)) {
        if (keys.has(anyOrderKey(game, old))) continue;
        if (!game.schemas.move.safeParse(old).success) continue;
        mustReject(old, 'illegal move');
      }
      seenMoves.push(...legal.slice(0, 8));
    }
    for (let seat: Seat = 0; seat < c.seats; seat++) {
      if (toAct.includes(seat)) continue;
      const someoneElses = game.legalMoves(state, toAct[0])[0];
      const r = game.apply(state, seat, someoneElses);
      if (r.ok) fail(ply, `seat ${seat} may move out of turn`);
      else checkRejection(ply, r.error);
    }

    const chosen = randomMove(game, state, bot)!;
    const result = game.apply(state, chosen.seat, chosen.move);
    if (!result.ok) fail(ply, `bot move rejected: ${result.error.code}`);
    else {
      // A commitment to a simultaneous decision must leave the other seats' choice untouched.
      if (continuesDecision(game, toAct, game.toAct(result.state), chosen.seat)) {
        for (const other of toAct.filter((s) => s !== chosen.seat)) {
          if (!isDeepStrictEqual(game.legalMoves(result.state, other), game.legalMoves(state, other))) {
            fail(ply, `seat ${chosen.seat}'s commitment changed seat ${other}'s legal moves in the same decision`);
          }
        }
      }
      log.push({ seat: chosen.seat, move: chosen.move });
      state = deepFreeze(result.state);
      states.push(state);
    }
  }
}

/** Runs every case `cfg.playouts` times; returns one report per playout. */
export function checkConformance(game: AnyGame, cfg: ConformanceConfig): PlayoutReport[] {
  checkDeclarations(game);
  const reports: PlayoutReport[] = [];
  for (const c of cfg.cases) {
    for (let i = 0; i < cfg.playouts; i++) reports.push(playout(game, c, `conformance-${c.seats}-${i}`, cfg));
  }
  if (game.meta.hiddenInformation && reports.every((r) => r.secretsSeen === 0)) {
    throw new ConformanceError(`${game.meta.id} declares hidden information but never declared a secret`);
  }
  return reports;
}

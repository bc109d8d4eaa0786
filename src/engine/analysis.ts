/**
 * The post-game analysis of a finished match (pure; the platform runs it on its worker pool).
 *
 * For every move still in effect, from the seat that played it and only from what that seat could
 * see then (`botInput`: its view, the history as it saw it, its legal moves; never the state):
 * the move the game's bot finds best, and how much the played move lost by the bot's own
 * scoring (`GameBot.score`: an expected reward in [0, 1], so a loss of 0.25 is a quarter of a win).
 * A bot without `score` still names its best move (its `decide` at the analysis level), with no
 * loss. Where the game has an exact answer (`Game.solve`, a one-player game decided from the full
 * state: solitaire), the analysis also says whether the deal could be won from the start and the
 * first move after which it no longer could, from the solver on the revealed states.
 *
 * Bounded by counts, never time, so the answer is the same on every machine: at most `maxPlies`
 * plies are scored (later ones are listed with no best move, and `complete` is false), each with
 * the bot's own work budget, and each solver call searches at most `solveNodes` positions
 * (beyond: "undecided").
 */
import type { AnyGame, Seat } from './game.js';
import { isDeparture, type LogEntry } from './log-replay.js';
import { botInput } from './bots/input.js';
import type { LoggedMove } from './replay.js';

export interface AnalysisInput {
  readonly options: unknown;
  readonly seats: number;
  readonly seed: string;
  readonly rulesVersion: number;
  /** `Game.setupMemo` of a stored state, so that setup does not search again. */
  readonly memo?: unknown;
  readonly entries: readonly LogEntry[];
  /** Seeds the bot's generator (with the ply), so an analysis is a pure function of its input. */
  readonly tag: string;
  readonly budget: AnalysisBudget;
}

export interface AnalysisBudget {
  /** Plies scored at most; later plies are listed unscored. */
  readonly maxPlies: number;
  /** The bot level whose `decide` names the best move when the bot cannot score moves. */
  readonly level: number;
  /** Positions each solver call may search (games with `solve`). */
  readonly solveNodes: number;
}

export interface PlyAnalysis {
  /** The log entry's ply (as in the history). */
  readonly ply: number;
  readonly seat: Seat;
  readonly played: unknown;
  /** The move the engine finds best from the seat's view then; null when the ply was not scored. */
  readonly best: unknown;
  /** Expected rewards in [0, 1] for the seat, by the bot's scoring; null without one. */
  readonly playedValue: number | null;
  readonly bestValue: number | null;
  /** bestValue - playedValue (never below 0); null without a scoring. */
  readonly loss: number | null;
  /** The seat had one legal move. */
  readonly forced: boolean;
}

export type SolveStatus = 'won' | 'unwinnable' | 'undecided';

export interface ExactAnalysis {
  /** Whether the game could be won from the initial position (the deal as dealt). */
  readonly winnableAtStart: SolveStatus;
  /**
   * The ply of the first move after which the game could no longer be won (null: never lost, or
   * not winnable at the start, or not decided).
   */
  readonly lostAtPly: number | null;
  /** True when every solver call on the way was decided within its budget. */
  readonly decided: boolean;
}

export interface MatchAnalysis {
  /** How the moves were judged: the bot's scoring, its decision alone, or nothing (no bot). */
  readonly method: 'score' | 'decision' | 'none';
  readonly plies: PlyAnalysis[];
  /** False when the match had more plies than `maxPlies`. */
  readonly complete: boolean;
  readonly exact: ExactAnalysis | null;
}

const key = (m: unknown) => JSON.stringify(m);

export function analyseMatch(game: AnyGame, input: AnalysisInput): MatchAnalysis {
  const initial = game.setup(game.schemas.options.parse(input.options), input.seats, input.seed, input.rulesVersion, input.memo);
  const bot = game.bot;
  const method = !bot ? 'none' : bot.score ? 'score' : 'decision';
  let state = initial;
  const log: LoggedMove[] = [];
  // The effective line: states before each move still in effect, the plies' analyses.
  const before: unknown[] = [];
  const plies: PlyAnalysis[] = [];
  let scored = 0;
  for (const [index, e] of input.entries.entries()) {
    if (e.kind === 'move') {
      const ply = index + 1;
      const judge = scored < input.budget.maxPlies;
      if (judge) scored++;
      plies.push(judgePly(game, state, log, e.seat, e.move, ply, judge ? method : 'none', input));
      const r = game.apply(state, e.seat, e.move);
      if (!r.ok) throw new Error(`analysis: entry ${ply} does not apply (${r.error.code})`);
      before.push(state);
      log.push({ seat: e.seat, move: e.move });
      state = r.state;
    } else if (e.kind === 'takeback') {
      state = before.pop();
      log.pop();
      plies.pop();
    } else if (isDeparture(e.kind) && game.depart) {
      const r = game.depart(state, e.seat, e.kind);
      if (!r || !r.ok) break;
      state = r.state;
    } else {
      break; // an abort, an agreed draw, or a departure the game cannot go on from: the end
    }
  }
  const exact = game.solve && input.seats === 1 ? exactOf(game, [...before, state], plies, input.budget.solveNodes) : null;
  return { method, plies, complete: scored === plies.length, exact };
}

function judgePly(game: AnyGame, state: unknown, log: readonly LoggedMove[], seat: Seat, played: unknown, ply: number, method: MatchAnalysis['method'], input: AnalysisInput): PlyAnalysis {
  const legal = game.legalMoves(state, seat);
  const forced = legal.length === 1;
  const none = { ply, seat, played, best: null, playedValue: null, bestValue: null, loss: null, forced };
  if (method === 'none') return none;
  if (forced) return { ...none, best: legal[0], ...(method === 'score' ? { playedValue: null, bestValue: null, loss: 0 } : {}) };
  const seen = botInput(game, state, log, seat, input.budget.level, `${input.tag}:${ply}`);
  if (method === 'decision') return { ...none, best: game.bot!.decide(seen) };
  // The played move may be an ordering the listing does not show (anyOrder fields): score it too.
  const candidates = legal.some((m) => key(m) === key(played)) ? legal : [...legal, played];
  const values = game.bot!.score!(seen, candidates);
  let best = 0;
  values.forEach((v, i) => (v > values[best] ? (best = i) : undefined));
  const playedValue = values[candidates.findIndex((m) => key(m) === key(played))];
  return { ...none, best: candidates[best], bestValue: values[best], playedValue, loss: Math.max(0, values[best] - playedValue) };
}

/**
 * Winnability along the line: `states[k]` is the position after k effective moves. Once a game
 * cannot be won it never can again, so the first lost position is found by bisection (a few
 * solver calls, not one per move).
 */
function exactOf(game: AnyGame, states: readonly unknown[], plies: readonly PlyAnalysis[], nodes: number): ExactAnalysis {
  const solve = (k: number): SolveStatus => game.solve!(states[k], nodes);
  const winnableAtStart = solve(0);
  if (winnableAtStart !== 'won') return { winnableAtStart, lostAtPly: null, decided: winnableAtStart !== 'undecided' };
  let last = states.length - 1;
  const end = solve(last);
  if (end === 'won') return { winnableAtStart, lostAtPly: null, decided: true };
  if (end === 'undecided') return { winnableAtStart, lostAtPly: null, decided: false };
  // states[low] is winnable, states[last] is not.
  let low = 0;
  while (last - low > 1) {
    const mid = (low + last) >> 1;
    const s = solve(mid);
    if (s === 'undecided') return { winnableAtStart, lostAtPly: null, decided: false };
    if (s === 'won') low = mid;
    else last = mid;
  }
  return { winnableAtStart, lostAtPly: plies[last - 1].ply, decided: true };
}

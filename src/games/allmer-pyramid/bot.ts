/**
 * The Pyramid bot (issue 13): level 1 plays a random legal move, level 2 the best move by the
 * heuristic one ply deep (evaluate.ts), levels 3 and 4 search alpha-beta (search.ts) with node
 * budgets. It decides from the seat's view and the public move list only: the game hides nothing,
 * the view gives the position, and the move list gives the positions since the last removal that
 * threefold repetition needs (replayed from the start position, which every match shares: setup
 * does not use the seed). A decision is a pure function of the input: budgets are nodes, and the
 * seed only orders moves the search cannot tell apart. For the post-game analysis it also scores
 * moves (`score`): every candidate's value from one full-window search, as an expected result.
 */
import type { BotInput, GameBot, SeenMove } from '../../engine/bots/contract.js';
import { newRng, Rng } from '../../engine/rng.js';
import { fieldIndex } from './board.js';
import { BLACK, MOVE_TYPES, NO_BAN, WHITE, cellsOf, moveCode, newEffect, playCode, pushBackBan, type Cells } from './cells.js';
import { START_BOARD, positionOf } from './notation.js';
import { MATE_ZONE, positionHash, search, searchEach, type Root, type SearchResult } from './search.js';
import type { AllmerPyramidMove, AllmerPyramidView } from './state.js';

/**
 * Nodes searched by level (levels 3 and 4). Level 4's budget keeps a decision around 100 ms on
 * the development machine (2 cores, Node 20; rules.md, "Bot").
 */
export const LEVEL_NODES: Readonly<Record<number, number>> = { 3: 6_000, 4: 30_000 };
export const MAX_LEVEL = 4;

/**
 * Points (a stone is 100) of an even chance's worth: a lead of `x` points scores
 * 1 / (1 + e^(-x / SCORE_SCALE)) as an expected result, so a stone up is about 0.62, two stones
 * about 0.73 (the game is lost at three stones, of seven). Hand-set, like the heuristic's weights.
 */
export const SCORE_SCALE = 200;

export const allmerPyramidBot: GameBot<AllmerPyramidView, AllmerPyramidMove> = {
  maxLevel: MAX_LEVEL,
  decide: (input) => decision(input).move,
  score: (input, moves) => scores(input, moves).values,
};

/**
 * The search's value of each of `moves` for the deciding seat, as an expected result in [0, 1]
 * (the units of `GameBot.score`: a win 1, a loss 0, a draw or an even position ½), all from one
 * search (search.ts `searchEach`) with the node budget of the input's level (level 3's below 3).
 */
export function scores(input: BotInput<AllmerPyramidView, AllmerPyramidMove>, moves: readonly AllmerPyramidMove[]): { values: number[]; points: number[]; depth: number } {
  const codes = moves.map(codeOf);
  const bad = codes.indexOf(-1);
  if (bad >= 0) throw new Error(`allmer-pyramid bot: move ${JSON.stringify(moves[bad])} does not read as a run, jump or push`);
  if (codes.length === 0) return { values: [], points: [], depth: 0 };
  const nodes = LEVEL_NODES[Math.max(3, Math.min(MAX_LEVEL, input.level))];
  const result = searchEach(rootOf(input.view, input.history), codes, nodes);
  return { values: result.scores.map(expectedResult), points: result.scores, depth: result.depth };
}

/** A search value (points, or ±(WIN - plies) for a forced result) as an expected result in [0, 1]. */
export function expectedResult(points: number): number {
  if (points >= MATE_ZONE) return 1;
  if (points <= -MATE_ZONE) return 0;
  return 1 / (1 + Math.exp(-points / SCORE_SCALE));
}

export interface Decision {
  readonly move: AllmerPyramidMove;
  /** The search behind it (null at level 1). */
  readonly search: SearchResult | null;
}

/** The bot's move with the search that chose it (for tests and measurements). */
export function decision(input: BotInput<AllmerPyramidView, AllmerPyramidMove>): Decision {
  const { level, legal } = input;
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new RangeError(`allmer-pyramid bot: level ${level} is not between 1 and ${MAX_LEVEL}`);
  if (legal.length === 0) throw new Error(`allmer-pyramid bot: seat ${input.seat} has no legal move to choose from`);
  const rng = Rng.from(newRng(`bot:${input.seed}`));
  if (level === 1) return { move: rng.pick(legal), search: null };
  const codes = legal.map(codeOf);
  // The seed decides the order in which equal moves are tried, and so which of them is played.
  const order = rng.shuffle(codes.filter((c) => c >= 0));
  if (order.length === 0) throw new Error('allmer-pyramid bot: none of the legal moves reads as a run, jump or push');
  const root = rootOf(input.view, input.history);
  // Level 2 is the first iteration alone (one ply, every move), which always completes.
  const result = level === 2 ? search(root, order, 1, 1) : search(root, order, LEVEL_NODES[level]);
  return { move: legal[codes.indexOf(result.move)], search: result };
}

/** The code of cells.ts for a move, or -1 if it is not a run, jump or push between two fields. */
function codeOf(move: unknown): number {
  const m = move as Partial<AllmerPyramidMove> | null;
  const type = MOVE_TYPES.indexOf(m?.type as (typeof MOVE_TYPES)[number]);
  const from = fieldIndex(m?.from);
  const to = fieldIndex(m?.to);
  return type < 0 || from < 0 || to < 0 ? -1 : moveCode(type, from, to);
}

/** The search's root: the view's position, and the positions since the last removal. */
export function rootOf(view: AllmerPyramidView, history: readonly SeenMove[]): Root {
  const position = positionOf(view.position);
  const cells = cellsOf(position.board);
  const banFrom = position.ban ? fieldIndex(position.ban.from) : NO_BAN;
  const banTo = position.ban ? fieldIndex(position.ban.to) : NO_BAN;
  const hash = positionHash(cells, position.toMove, banFrom, banTo);
  const replayed = replaySinceRemoval(history, cells, hash, view);
  return {
    cells,
    toMove: position.toMove,
    banFrom,
    banTo,
    pliesWithoutRemoval: view.pliesWithoutRemoval,
    limit: view.noRemovalLimit,
    // Without a usable move list the bot knows only how often the current position occurred.
    seen: replayed ?? new Map([[hash, view.repetitions]]),
  };
}

/**
 * How often each position since the last removal occurred, replaying `history` from the start
 * position; null unless the replay ends on the view's position with the view's repetition count
 * (a position set up in a test has no move list that leads to it).
 */
function replaySinceRemoval(history: readonly SeenMove[], target: Cells, targetHash: number, view: AllmerPyramidView): Map<number, number> | null {
  const moves = history.filter((h) => h.kind === 'move');
  if (moves.length !== view.ply) return null;
  const cells = cellsOf(START_BOARD);
  const effect = newEffect();
  let toMove = 0;
  let hash = positionHash(cells, 0, NO_BAN, NO_BAN);
  let seen = new Map([[hash, 1]]);
  for (const { move } of moves) {
    const code = codeOf(move);
    if (code < 0 || cells[(code >> 6) & 63] !== (toMove === 0 ? WHITE : BLACK)) return null;
    playCode(cells, code, effect);
    toMove = 1 - toMove;
    const banFrom = pushBackBan(cells, code, effect.pushedTo, toMove === 0 ? WHITE : BLACK);
    if (effect.smashed >= 0 || effect.fell >= 0 || effect.osiris.length > 0) seen = new Map();
    hash = positionHash(cells, toMove, banFrom, banFrom < 0 ? NO_BAN : code & 63);
    seen.set(hash, (seen.get(hash) ?? 0) + 1);
  }
  const same = hash === targetHash && cells.every((c, i) => c === target[i]);
  return same && seen.get(hash) === view.repetitions ? seen : null;
}

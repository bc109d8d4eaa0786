/**
 * Determinised search for hidden-information games: single-observer information-set Monte Carlo
 * tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012) and the one-ply greedy evaluation
 * the lower bot levels use.
 *
 * Every iteration samples a determinisation: a full state consistent with what the deciding seat
 * has seen (its view and the history), built by the game's `determinize`. The tree is shared by
 * all determinisations; its edges are moves (keyed by their JSON), and a child's selection uses
 * how often it was *available* (legal in the sampled state), not how often its parent was visited
 * (ISUCT). Opponents' nodes choose by their own reward, so a 3-5 seat game needs no paranoid
 * assumption.
 *
 * Simultaneous choices: when several seats act at once, only the deciding seat's choice is a tree
 * edge; the others' choices are sampled from the playout policy right after it, so no simulated
 * opponent ever answers a choice it could not have seen.
 *
 * Work is counted in iterations and samples, never in time: the same input and seed give the
 * same move.
 */
import type { Outcome, Seat } from '../game.js';
import { Rng } from '../rng.js';
import type { BotInput } from './contract.js';

export type Finished = Extract<Outcome, { finished: true }>;

/** The pure rules a search runs on (the game's own functions, or a faster equivalent). */
export interface SearchRules<S, M> {
  toAct(state: S): Seat[];
  legalMoves(state: S, seat: Seat): M[];
  /** Applies a move that `legalMoves` listed (with any anyOrder field reordered); throws otherwise. */
  play(state: S, seat: Seat, move: M): S;
  outcome(state: S): Outcome;
  /** As the game's `anyOrderFields`: array fields whose every ordering is the same legal move. */
  anyOrderFields?(move: M): readonly string[];
}

/** What a game gives the search: its rules, its determinisation and how to score a position. */
export interface SearchModel<V, S, M> {
  readonly rules: SearchRules<S, M>;
  /** A full state consistent with everything `input.seat` has seen, the unseen part sampled with `rng`. */
  determinize(input: BotInput<V, M>, rng: Rng): S;
  /** Each seat's reward in [0, 1] for a finished game. */
  rewards(state: S, outcome: Finished): number[];
  /** Each seat's estimated reward in [0, 1] for an unfinished position (where playouts stop). */
  evaluate(state: S): number[];
  /** The playout policy; default: a uniformly random legal move, anyOrder fields shuffled. */
  playoutMove?(state: S, seat: Seat, legal: readonly M[], rng: Rng): M;
  /** Plies a playout runs before `evaluate` scores it. */
  readonly playoutPlies: number;
  /** Positions where a playout (or the tree below the root) stops and `evaluate` scores. */
  stopAt?(state: S): boolean;
  /**
   * The orderings worth searching for a legal move with anyOrder fields (every one must be a
   * reordering of `move`). Default: a few random orderings.
   */
  orderings?(input: BotInput<V, M>, move: M, rng: Rng): M[];
}

export const moveKey = (move: unknown): string => JSON.stringify(move);

/** A copy of `move` with every anyOrder field shuffled (each ordering is the same legal move). */
export function shuffleAnyOrder<M>(move: M, fields: readonly string[], rng: Rng): M {
  if (fields.length === 0) return move;
  const out = { ...(move as Record<string, unknown>) };
  for (const f of fields) if (Array.isArray(out[f])) out[f] = rng.shuffle(out[f] as unknown[]);
  return out as M;
}

/** A uniformly random legal move, its anyOrder fields shuffled. */
export function randomLegal<S, M>(rules: SearchRules<S, M>, legal: readonly M[], rng: Rng): M {
  const move = rng.pick(legal);
  return shuffleAnyOrder(move, rules.anyOrderFields?.(move) ?? [], rng);
}

function policyMove<V, S, M>(model: SearchModel<V, S, M>, state: S, seat: Seat, rng: Rng): M {
  const legal = model.rules.legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`search: seat ${seat} must act but has no legal move`);
  return model.playoutMove ? model.playoutMove(state, seat, legal, rng) : randomLegal(model.rules, legal, rng);
}

/** Lets every seat of `waiting` that still has to act choose by the playout policy. */
function sampleOthers<V, S, M>(model: SearchModel<V, S, M>, state: S, waiting: readonly Seat[], rng: Rng): S {
  let s = state;
  for (const seat of waiting) if (model.rules.toAct(s).includes(seat)) s = model.rules.play(s, seat, policyMove(model, s, seat, rng));
  return s;
}

/** The value of a position for every seat: exact when finished, else a policy playout then `evaluate`. */
export function playout<V, S, M>(model: SearchModel<V, S, M>, state: S, rng: Rng, plies = model.playoutPlies): number[] {
  let s = state;
  for (let ply = 0; ply < plies; ply++) {
    const seats = model.rules.toAct(s);
    if (seats.length === 0 || model.stopAt?.(s)) break;
    for (const seat of seats) if (model.rules.toAct(s).includes(seat)) s = model.rules.play(s, seat, policyMove(model, s, seat, rng));
  }
  const o = model.rules.outcome(s);
  return o.finished ? model.rewards(s, o) : model.evaluate(s);
}

/**
 * The moves the root chooses among: the legal moves, each move with anyOrder fields replaced by
 * the orderings worth searching (the ordering is the whole decision there).
 */
export function rootCandidates<V, S, M>(model: SearchModel<V, S, M>, input: BotInput<V, M>, rng: Rng): M[] {
  const out: M[] = [];
  for (const move of input.legal) {
    const fields = model.rules.anyOrderFields?.(move) ?? [];
    if (fields.length === 0) out.push(move);
    else if (model.orderings) out.push(...model.orderings(input, move, rng));
    else for (let i = 0; i < 4; i++) out.push(shuffleAnyOrder(move, fields, rng));
  }
  const seen = new Set<string>();
  return out.filter((m) => !seen.has(moveKey(m)) && seen.add(moveKey(m)));
}

/** The state after `seat` plays `move`, the other seats of the same simultaneous choice sampled. */
function playTogether<V, S, M>(model: SearchModel<V, S, M>, state: S, seat: Seat, move: M, rng: Rng): S {
  const together = model.rules.toAct(state).filter((x) => x !== seat);
  return sampleOthers(model, model.rules.play(state, seat, move), together, rng);
}

export interface GreedyBudget {
  /** Determinisations each candidate is scored on (the same ones for every candidate). */
  readonly samples: number;
  /** Policy plies after the move before `evaluate` (0: the heuristic alone). */
  readonly plies: number;
}

/**
 * Scores each candidate on the same few determinisations: the candidate, then a short playout,
 * then the heuristic. Returns the candidates with their mean value for the deciding seat.
 */
export function scoreCandidates<V, S, M>(
  model: SearchModel<V, S, M>,
  input: BotInput<V, M>,
  candidates: readonly M[],
  budget: GreedyBudget,
  rng: Rng,
): { move: M; value: number }[] {
  const totals = new Array<number>(candidates.length).fill(0);
  for (let k = 0; k < budget.samples; k++) {
    const d = model.determinize(input, rng);
    candidates.forEach((move, i) => {
      totals[i] += playout(model, playTogether(model, d, input.seat, move, rng), rng, budget.plies)[input.seat];
    });
  }
  return candidates.map((move, i) => ({ move, value: totals[i] / budget.samples }));
}

/** The greedy one-ply decision: the best candidate by `scoreCandidates`, ties to the earlier. */
export function greedyDecision<V, S, M>(model: SearchModel<V, S, M>, input: BotInput<V, M>, budget: GreedyBudget, rng: Rng): M {
  const candidates = rng.shuffle(rootCandidates(model, input, rng));
  if (candidates.length === 1) return candidates[0];
  const scored = scoreCandidates(model, input, candidates, budget, rng);
  return scored.reduce((best, c) => (c.value > best.value ? c : best)).move;
}

interface Node<M> {
  readonly move: M | null;
  /** The seat whose move led here: the node's statistics are that seat's rewards. */
  readonly seat: Seat;
  readonly children: Map<string, Node<M>>;
  visits: number;
  total: number;
  /** Iterations in which this node's move was legal at its parent (ISUCT). */
  available: number;
}

const newNode = <M>(move: M | null, seat: Seat): Node<M> => ({ move, seat, children: new Map(), visits: 0, total: 0, available: 0 });

export interface SearchBudget {
  readonly iterations: number;
  /**
   * UCB exploration constant, in units of the spread of the rewards seen so far (a game whose
   * values all lie within 0.4-0.6 explores as one whose values span 0-1).
   */
  readonly exploration?: number;
  /**
   * The greedy scoring run first on every root candidate: its result seeds each root child (as
   * that many visits of that mean value), so the search starts from the greedy level's opinion
   * and departs from it only on evidence. Absent: the search starts from nothing.
   */
  readonly prescore?: GreedyBudget;
  /** Root candidates kept after the prescoring (the best ones), for games with many legal moves. */
  readonly keep?: number;
}

/** The lowest and highest reward backed up so far, for every seat. */
interface Spread {
  low: number;
  high: number;
}

function selectChild<M>(node: Node<M>, moves: readonly { key: string }[], c: number): Node<M> {
  let best: Node<M> | null = null;
  let bestScore = -Infinity;
  for (const { key } of moves) {
    const child = node.children.get(key)!;
    const score = child.total / child.visits + c * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
    if (score > bestScore) [best, bestScore] = [child, score];
  }
  return best!;
}

/** The candidates the tree searches, each with its prescore (if any): the `keep` best, or all. */
function searchedCandidates<V, S, M>(
  model: SearchModel<V, S, M>,
  input: BotInput<V, M>,
  budget: SearchBudget,
  rng: Rng,
): { move: M; key: string; prior: number | null }[] {
  // Shuffled so that equal scores are broken at random, as the greedy level breaks them.
  const all = rng.shuffle(rootCandidates(model, input, rng));
  if (!budget.prescore || all.length === 1) return all.map((move) => ({ move, key: moveKey(move), prior: null }));
  const scored = scoreCandidates(model, input, all, budget.prescore, rng)
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => b.value - a.value || a.i - b.i);
  return scored.slice(0, budget.keep || scored.length).map((c) => ({ move: c.move, key: moveKey(c.move), prior: c.value }));
}

/** SO-ISMCTS: the root child visited most after `budget.iterations` determinised iterations. */
export function ismctsDecision<V, S, M>(model: SearchModel<V, S, M>, input: BotInput<V, M>, budget: SearchBudget, rng: Rng): M {
  const candidates = searchedCandidates(model, input, budget, rng);
  const priors = candidates.flatMap((c) => (c.prior === null ? [] : [c.prior]));
  const spread: Spread = { low: Math.min(...priors), high: Math.max(...priors) };
  if (candidates.length === 1) return candidates[0].move;
  const root = newNode<M>(null, input.seat);
  const weight = budget.prescore?.samples ?? 0;
  for (const c of candidates) {
    if (c.prior === null) continue;
    const child = newNode(c.move, input.seat);
    [child.visits, child.total, child.available] = [weight, c.prior * weight, weight];
    root.children.set(c.key, child);
  }
  for (let it = 0; it < budget.iterations; it++) {
    let s = model.determinize(input, rng);
    let node = root;
    const path: Node<M>[] = [];
    for (;;) {
      const seats = model.rules.toAct(s);
      if (seats.length === 0 || (node !== root && model.stopAt?.(s))) break;
      // The root seat's choices are tree edges; a lone opponent's too; opponents choosing together are sampled.
      const decider = seats.includes(input.seat) ? input.seat : seats.length === 1 ? seats[0] : null;
      if (decider === null) {
        s = sampleOthers(model, s, seats, rng);
        continue;
      }
      const moves = node === root ? candidates : model.rules.legalMoves(s, decider).map((move) => ({ move, key: moveKey(move) }));
      for (const m of moves) {
        const child = node.children.get(m.key);
        if (child) child.available++;
      }
      const untried = moves.filter((m) => !node.children.has(m.key));
      if (untried.length > 0) {
        const m = rng.pick(untried);
        const child = newNode(m.move, decider);
        child.available = 1;
        node.children.set(m.key, child);
        s = playTogether(model, s, decider, m.move, rng);
        path.push(child);
        break;
      }
      node = selectChild(node, moves, (budget.exploration ?? 0.7) * Math.max(0.05, spread.high - spread.low));
      s = playTogether(model, s, decider, node.move!, rng);
      path.push(node);
    }
    const value = playout(model, s, rng);
    for (const v of value) [spread.low, spread.high] = [Math.min(spread.low, v), Math.max(spread.high, v)];
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.total += value[n.seat];
    }
  }
  let best = candidates[0];
  let bestNode: Node<M> | undefined;
  for (const m of candidates) {
    const n = root.children.get(m.key);
    if (!n) continue;
    if (!bestNode || n.visits > bestNode.visits || (n.visits === bestNode.visits && n.total > bestNode.total)) [best, bestNode] = [m, n];
  }
  return best.move;
}

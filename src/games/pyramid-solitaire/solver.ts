/**
 * An exact solver for Pyramid solitaire: from any position, under every option and rules version,
 * it finds a winning move line or proves that none exists. Pure (no clock, no budget), so its
 * answer depends only on the position: deal.ts runs it inside setup for winnable deals. It sees
 * the whole state, stock order included, so it is never shown to a player during a game.
 *
 * How (files in solver/): the position is packed into bit masks (position.ts); the search moves
 * from removal to removal, each taken at the earliest talon position where its cards meet, so
 * draws and recycles are never searched one by one (moves.ts, with the proof); a transposition
 * table keyed by the cards left remembers the earliest progress proven lost (search.ts); forced
 * removals (Kings, the last pair of a rank) cut the branching, and bounds prove hopeless
 * positions early (bounds.ts, any-bounds.ts, economy.ts, relaxed.ts). Every move removes a card,
 * so the search ends. line.ts writes the winning removals out as the game's moves.
 */
import { passesLeft, rulesVersionOf } from './rules.js';
import { movesOf } from './solver/line.js';
import { rootOf } from './solver/position.js';
import { Search, pairsOnly } from './solver/search.js';
import type { PyramidSolitaireMove, PyramidSolitaireState } from './state.js';

export interface SolveResult {
  /**
   * won: `moves` win from the state; unwinnable: no move line wins (the search was exhaustive);
   * undecided: only from `solveWithin`, whose search went past its node limit first.
   */
  readonly status: 'won' | 'unwinnable' | 'undecided';
  /** The winning line (every move, draws and recycles included), or null. */
  readonly moves: PyramidSolitaireMove[] | null;
  /** Positions searched (a measure of the work, for benchmarks). */
  readonly nodes: number;
}

/**
 * Decides `start` exactly. The solver it replaced took a node budget as second argument and could
 * answer "budget"; a budget is still accepted, for its callers, and ignored: every answer is exact.
 */
export function solve(start: PyramidSolitaireState, _budget?: number): SolveResult {
  return decide(start, undefined);
}

/**
 * Decides `start` exactly unless that takes more than `nodes` positions searched (the `nodes` of
 * the result): then the answer is "undecided". A count, not a clock: whether a position is
 * decided within it depends only on the position (and on this solver's way of counting, which
 * winnable deals under rules version 3 rely on: deal.ts).
 */
export function solveWithin(start: PyramidSolitaireState, nodes: number): SolveResult {
  return decide(start, nodes);
}

function decide(start: PyramidSolitaireState, limit: number | undefined): SolveResult {
  if (start.status === 'won') return { status: 'won', moves: [], nodes: 0 };
  if (start.status === 'lost') return { status: 'unwinnable', moves: null, nodes: 0 };
  const root = rootOf(start);
  const unlimited = start.options.passes === 'unlimited';
  const allCards = start.options.goal === 'all-cards';
  // Goal all-cards with any combination is the pairs game for every dealt game (search.ts,
  // pairsOnly): its wins are lines of pairs, which are legal under any combination too.
  const pairs = start.options.sums === 'pairs' || (allCards && pairsOnly(root.deal, root.pyramid, root.talon));
  const search = new Search({
    deal: root.deal,
    rules: { pairs, allCards },
    lastPass: passesLeft(start) ?? 0,
    unlimited,
    // Version 2 frees every unlimited position; version 1 only once a card went this pass.
    rootFree: rulesVersionOf(start) >= 2 || start.removedThisPass > 0,
    limit,
  });
  const won = search.run(root.pyramid, root.talon, root.at);
  if (search.exhausted) return { status: 'undecided', moves: null, nodes: search.work };
  if (!won) return { status: 'unwinnable', moves: null, nodes: search.work };
  return { status: 'won', moves: movesOf(root, search.line(), search.endgame), nodes: search.work };
}

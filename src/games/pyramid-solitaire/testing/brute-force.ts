/**
 * An independent brute force for the solver's tests: it searches every position reachable from a
 * (small) position by the reference model's own moves (reference/model.ts, written from the rulings
 * of rules.md without the engine's shortcuts), one draw, recycle or removal
 * at a time, and says whether one meets the goal. No pruning, no dominance, no bound: only a set of
 * positions already entered, so that the cycles of unlimited passes (a pass of plain draws
 * recycled) end. Exponential: for positions of a dozen cards or so.
 */
import { toModel } from '../reference/compare.js';
import { applyMove, goalMet, legalMoves, type ModelPosition } from '../reference/model.js';
import { rulesVersionOf } from '../rules.js';
import type { PyramidSolitaireState } from '../state.js';

/** Everything the future of a position depends on (the pass only while it limits recycles). */
function keyOf(p: ModelPosition): string {
  const pass = p.passes === 'unlimited' ? (p.version === 1 ? String(p.removedThisPass > 0) : '') : String(p.pass);
  return `${p.pyramid.map((c) => c ?? '-').join('')}|${p.stock.join('')}|${p.waste.join('')}|${pass}`;
}

export function bruteForceWinnable(s: PyramidSolitaireState, limit = 2_000_000): boolean {
  const seen = new Set<string>();
  const stack: ModelPosition[] = [toModel(s, rulesVersionOf(s))];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (goalMet(p)) return true;
    const key = keyOf(p);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > limit) throw new Error('the brute force is for small positions only');
    for (const m of legalMoves(p)) stack.push(applyMove(p, m));
  }
  return false;
}

/**
 * Counted cards left: every card, or the pyramid's with goal pyramid (count `goal`); every card,
 * none once the goal is met (count `all`: a win counts every card left as removed).
 */
function goalLeft(p: ModelPosition, count: 'goal' | 'all' = 'goal'): number {
  const pyramid = p.pyramid.filter((c) => c !== null).length;
  if (count === 'all') return goalMet(p) ? 0 : pyramid + p.stock.length + p.waste.length;
  return p.goal === 'pyramid' ? pyramid : pyramid + p.stock.length + p.waste.length;
}

/** The most goal cards (count `all`: cards) removable from `s` on: the best of every position reachable, by the same brute force. */
export function bruteForceMostRemoved(s: PyramidSolitaireState, limit = 2_000_000, count: 'goal' | 'all' = 'goal'): number {
  const seen = new Set<string>();
  const start = toModel(s, rulesVersionOf(s));
  const stack: ModelPosition[] = [start];
  const before = count === 'all' ? start.pyramid.filter((c) => c !== null).length + start.stock.length + start.waste.length : goalLeft(start);
  let fewest = before;
  while (stack.length > 0) {
    const p = stack.pop()!;
    fewest = Math.min(fewest, goalLeft(p, count));
    if (goalMet(p)) continue;
    const key = keyOf(p);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > limit) throw new Error('the brute force is for small positions only');
    for (const m of legalMoves(p)) stack.push(applyMove(p, m));
  }
  return before - fewest;
}

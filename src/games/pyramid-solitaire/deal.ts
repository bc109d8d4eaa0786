/**
 * The deal, random or winnable (option `deal`). A winnable deal is still a pure function of the
 * match seed and the options, so a record replays and verifies: attempt k shuffles with the
 * derived seed `<seed>/k`, for k = 0, 1, 2, ..., and the first deal the solver proves winnable
 * (under the match's options and rules version) is dealt. The solver is exact (no budget, no
 * clock: solver.ts), so which attempt is first is a fact about the deals, not about this build.
 * After WINNABLE_ATTEMPTS attempts without a win the last attempt's deal is dealt as it is and the
 * state says it is not proven winnable: a bound on the setup's work, never reached in practice
 * (the least winnable variant, one pass and all 52 cards, wins about 6 % of its deals, so 1 000
 * failures in a row have a probability below 1e-28).
 */
import { setupState } from './rules.js';
import { solve } from './solver.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState } from './state.js';

export const WINNABLE_ATTEMPTS = 1000;

/**
 * The attempt found for each recent (seed, options, rules version): setup runs again on every
 * replay from the start (views at a ply, record checks), and the search over attempts can cost
 * a second of CPU with some options, while dealing a known attempt costs microseconds. The
 * answer is a pure function of the key, so the cache can never change a deal.
 */
const FOUND = new Map<string, number>();
const FOUND_MAX = 512;

/** The seed that deals attempt k of a winnable deal. */
export const attemptSeed = (seed: string, k: number): string => `${seed}/${k}`;

export function dealState(options: PyramidSolitaireOptions, seed: string, rulesVersion?: number, attempts = WINNABLE_ATTEMPTS): PyramidSolitaireState {
  if (options.deal !== 'winnable') return setupState(options, seed, rulesVersion);
  const key = JSON.stringify([seed, options, rulesVersion ?? null, attempts]);
  const known = FOUND.get(key);
  if (known !== undefined) return { ...setupState(options, attemptSeed(seed, known), rulesVersion), winnableDeal: { attempt: known, proven: true } };
  let s: PyramidSolitaireState | null = null;
  for (let k = 0; k < attempts; k++) {
    s = setupState(options, attemptSeed(seed, k), rulesVersion);
    if (solve(s).status === 'won') {
      if (FOUND.size >= FOUND_MAX) FOUND.delete(FOUND.keys().next().value!);
      FOUND.set(key, k);
      return { ...s, winnableDeal: { attempt: k, proven: true } };
    }
  }
  if (s === null) throw new RangeError('a winnable deal needs at least one attempt');
  return { ...s, winnableDeal: { attempt: attempts - 1, proven: false } };
}

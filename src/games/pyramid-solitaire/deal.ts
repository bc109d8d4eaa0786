/**
 * The deal, random or winnable (option `deal`). A winnable deal is still a pure function of the
 * match seed, the options and the rules version, so a record replays and verifies: attempt k
 * shuffles with the derived seed `<seed>/k`, for k = 0, 1, 2, ..., and the first deal the solver
 * proves winnable (under the match's options and rules version) is dealt.
 *
 * Rules versions 1 and 2: the solver is exact with no budget, so which attempt is first is a fact
 * about the deals. It can take seconds (bench/RESULTS.md: up to 30 s for one deal with three
 * passes, goal pyramid, any combination), and setup runs on the request path.
 * Rules version 3: an attempt counts only if the solver proves it winnable within
 * WINNABLE_NODE_BUDGET positions (solveWithin); one it does not decide within them is skipped like
 * a losing one. The budget is a count, not a time, so the attempt chosen is the same on every
 * machine and for the record verifier; but it depends on how the solver counts positions, so a
 * solver change that counts differently needs a new rules version (the old ones keep the old
 * count), or records of version 3 would stop verifying.
 *
 * After WINNABLE_ATTEMPTS attempts without a win the last attempt's deal is dealt as it is and the
 * state says it is not proven winnable: a bound on the setup's work, never reached in practice
 * (the least winnable variant, one pass and all 52 cards, wins about 6 % of its deals, so 1 000
 * failures in a row have a probability below 1e-28; under version 3 about 3 % of its attempts are
 * proven within the budget (a median of 21 attempts per setup, bench/RESULTS.md): below 1e-13).
 */
import { RULES_VERSION, setupState } from './rules.js';
import { solve, solveWithin } from './solver.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState, WinnableDeal } from './state.js';

export const WINNABLE_ATTEMPTS = 1000;
/** Rules version 3 on: the most positions the solver may search to prove one attempt winnable. */
export const WINNABLE_NODE_BUDGET = 2_000;

/**
 * The attempt found for each recent (seed, options, rules version): setup runs again on every
 * replay from the start (views at a ply, record checks), and the search over attempts can cost
 * tens of milliseconds of CPU, while dealing a known attempt costs microseconds. The answer is a
 * pure function of the key, so the cache can never change a deal.
 */
const FOUND = new Map<string, number>();
const FOUND_MAX = 512;

/** The seed that deals attempt k of a winnable deal. */
export const attemptSeed = (seed: string, k: number): string => `${seed}/${k}`;

/** Whether the deal counts as winnable under `rulesVersion` (see the header). */
function provenWinnable(s: PyramidSolitaireState, rulesVersion: number): boolean {
  return (rulesVersion >= 3 ? solveWithin(s, WINNABLE_NODE_BUDGET) : solve(s)).status === 'won';
}

/**
 * `memo`: the `winnableDeal` of a state of the same match (the game's `setupMemo`), so that
 * setting the match up again deals that attempt at once instead of searching again (under rules
 * versions 1 and 2 the search is the unbounded solver). Only the platform passes it, from its own
 * stored state; a record verifier searches.
 */
export function dealState(
  options: PyramidSolitaireOptions,
  seed: string,
  rulesVersion?: number,
  attempts = WINNABLE_ATTEMPTS,
  memo?: WinnableDeal,
): PyramidSolitaireState {
  if (options.deal !== 'winnable') return setupState(options, seed, rulesVersion);
  const version = rulesVersion ?? RULES_VERSION;
  if (memo && Number.isInteger(memo.attempt) && memo.attempt >= 0 && memo.attempt < attempts) {
    return { ...setupState(options, attemptSeed(seed, memo.attempt), version), winnableDeal: { attempt: memo.attempt, proven: memo.proven } };
  }
  const key = JSON.stringify([seed, options, version, attempts]);
  const known = FOUND.get(key);
  if (known !== undefined) return { ...setupState(options, attemptSeed(seed, known), version), winnableDeal: { attempt: known, proven: true } };
  let s: PyramidSolitaireState | null = null;
  for (let k = 0; k < attempts; k++) {
    s = setupState(options, attemptSeed(seed, k), version);
    if (provenWinnable(s, version)) {
      if (FOUND.size >= FOUND_MAX) FOUND.delete(FOUND.keys().next().value!);
      FOUND.set(key, k);
      return { ...s, winnableDeal: { attempt: k, proven: true } };
    }
  }
  if (s === null) throw new RangeError('a winnable deal needs at least one attempt');
  return { ...s, winnableDeal: { attempt: attempts - 1, proven: false } };
}

/**
 * The conformance suite (engine/testing/conformance.ts) on every registered game, as OpenSpiel runs
 * its random simulation test on every game: the options, seat counts and rules versions come from
 * the game's folder (test-cases.ts), or from its meta when it has none.
 */
import { describeConformance } from '../engine/testing/describe-conformance.js';
import { GAME_CASES } from './test-cases.js';

for (const { game, conformance } of GAME_CASES) {
  for (const run of conformance) describeConformance(game, run);
}

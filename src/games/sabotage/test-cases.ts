/** The setups the suites that enumerate games run for Sabotage (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

export const testCases: GameTestCases = {
  // Every game ends under both rules versions (rules.md, "Termination"; termination.spec.ts checks
  // the bounds on the stalling strategy): version 2 (the re-deal cap) has at most 10,023 moves
  // with 6 rows, version 1 (re-dealt-only removals do not count) at most 14,937, for any play.
  // Random playouts are far shorter (the longest seen in 6,000 per version was 1,035 plies);
  // maxPlies is above that.
  conformance: [
    {
      cases: [
        { options: { rows: 4 }, seats: 2 },
        { options: { rows: 5 }, seats: 2 },
        { options: { rows: 6 }, seats: 2 },
        { options: {}, seats: 2 },
        // Version 1 stays playable for old matches: one case keeps it under the whole suite.
        { options: { rows: 4 }, seats: 2, rulesVersion: 1 },
      ],
      playouts: 4,
      maxPlies: 5000,
    },
  ],
  optionVariants: [{ rows: 4 }, { rows: 6 }],
  // The smallest pyramids: the shortest games.
  play: { options: { rows: 4 }, seats: 2 },
};

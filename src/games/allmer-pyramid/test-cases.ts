/** The setups the suites that enumerate games run for Pyramid (Simon Allmer) (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

export const testCases: GameTestCases = {
  // Under rules version 2 with the default options every game ends within 1,400 plies (rules.md,
  // "Every game ends"), so a longer playout fails the suite. Version 1 without the limit has no
  // such bound; random playouts end long before it all the same.
  conformance: [
    {
      cases: [
        { options: {}, seats: 2 },
        { options: { noRemovalLimit: 20 }, seats: 2 },
        { options: {}, seats: 2, rulesVersion: 1 },
      ],
      playouts: 15,
      maxPlies: 1400,
    },
  ],
  // No limit on plies without a removal.
  optionVariants: [{ noRemovalLimit: 0 }],
};

/** The setups the suites that enumerate games run for Tic-tac-toe (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

export const testCases: GameTestCases = {
  conformance: [
    {
      cases: [
        { options: {}, seats: 2 },
        { options: { misere: true }, seats: 2 },
      ],
      playouts: 20,
      maxPlies: 9,
    },
  ],
  optionVariants: [{ misere: true }],
};

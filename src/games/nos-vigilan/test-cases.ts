/** The setups the suites that enumerate games run for Nos vigilan (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

export const testCases: GameTestCases = {
  // Two players only; the house set is the only option value. Each playout is ~30 plies.
  conformance: [{ cases: [{ options: {}, seats: 2 }], playouts: 25, maxPlies: 60 }],
};

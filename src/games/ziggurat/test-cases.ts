/** The setups the suites that enumerate games run for Ziggurat (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

// Every seat count, with and without the extended deck (rules.md, ruling R12: `extended: false` by default).
// Playouts are counted to keep the suite near 15 s on a loaded two-core box: a 5-player random game
// runs ~300 plies, and the suite re-checks the whole history at every ply.
const cases = (seats: number[]) =>
  seats.flatMap((s) => [
    { options: {}, seats: s },
    { options: { extended: true }, seats: s },
  ]);

export const testCases: GameTestCases = {
  conformance: [
    { cases: cases([2, 3]), playouts: 2, maxPlies: 2000, legalMovesChecked: 12 },
    { cases: cases([4, 5]), playouts: 1, maxPlies: 2000, legalMovesChecked: 12 },
    // Matches created under rules version 1 still play and replay (see self-knockout.spec.ts for what differs).
    {
      cases: [
        { options: {}, seats: 3, rulesVersion: 1 },
        { options: { extended: true }, seats: 5, rulesVersion: 1 },
      ],
      playouts: 1,
      maxPlies: 2000,
      legalMovesChecked: 12,
    },
  ],
  optionVariants: [{ extended: true }],
  // Three players: the end-to-end suites see a game that goes on past two seats.
  play: { options: {}, seats: 3 },
};

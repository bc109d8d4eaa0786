import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { zigguratGame } from './index.js';

// Every seat count, with and without the extended deck (docs/games/ziggurat.md, ruling R12:
// `extended` is `false` by default).
// Playouts are counted to keep the suite near 15 s on a loaded two-core box: a 5-player random game
// runs ~300 plies, and the suite re-checks the whole history at every ply.
const cases = (seats: number[]) =>
  seats.flatMap((s) => [
    { options: {}, seats: s },
    { options: { extended: true }, seats: s },
  ]);

describeConformance(zigguratGame, { cases: cases([2, 3]), playouts: 2, maxPlies: 2000, legalMovesChecked: 12 });
describeConformance(zigguratGame, { cases: cases([4, 5]), playouts: 1, maxPlies: 2000, legalMovesChecked: 12 });

// Matches created under rules version 1 still play and replay (see self-knockout.spec.ts for what differs).
describe('rules version 1', () => {
  describeConformance(zigguratGame, {
    cases: [
      { options: {}, seats: 3, rulesVersion: 1 },
      { options: { extended: true }, seats: 5, rulesVersion: 1 },
    ],
    playouts: 1,
    maxPlies: 2000,
    legalMovesChecked: 12,
  });
});

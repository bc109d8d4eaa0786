import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { sabotageGame } from './index.js';

// Every game ends: with the project ruling on re-dealt apex cards (docs/games/sabotage.md,
// "Termination") a game has at most 204·(2·rows² + 1) + 2·size(rows) + 3 moves (14,937 with 6 rows,
// for any play; termination.spec.ts checks it on the stalling strategy). Random playouts are far shorter; maxPlies
// is above the longest random playout seen.
describeConformance(sabotageGame, {
  cases: [
    { options: { rows: 4 }, seats: 2 },
    { options: { rows: 5 }, seats: 2 },
    { options: { rows: 6 }, seats: 2 },
    { options: {}, seats: 2 },
  ],
  playouts: 4,
  maxPlies: 5000,
});

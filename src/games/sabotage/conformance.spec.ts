import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { sabotageGame } from './index.js';

// Random playouts end: the draw after a stock pass without removal bounds every game the random
// bot plays (see docs/games/sabotage.md on termination); maxPlies is far above the longest seen.
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

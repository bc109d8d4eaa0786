import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { allmerPyramidGame } from './index.js';

// Random games end by themselves (all 200 measured playouts ended within 190 plies, almost always
// by a player dropping below four stones); threefold repetition bounds any game in principle.
describeConformance(allmerPyramidGame, {
  cases: [
    { options: {}, seats: 2 },
    { options: { noRemovalLimit: 20 }, seats: 2 },
  ],
  playouts: 15,
  maxPlies: 2000,
});

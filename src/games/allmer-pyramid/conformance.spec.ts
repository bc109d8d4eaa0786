import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { allmerPyramidGame } from './index.js';

// Under rules version 2 with the default options every game ends within 1,400 plies
// (rules.md, "Every game ends"), so a longer playout fails the suite. Version 1
// without the limit has no such bound; random playouts end long before it all the same.
describeConformance(allmerPyramidGame, {
  cases: [
    { options: {}, seats: 2 },
    { options: { noRemovalLimit: 20 }, seats: 2 },
    { options: {}, seats: 2, rulesVersion: 1 },
  ],
  playouts: 15,
  maxPlies: 1400,
});

import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { pyramidSolitaireGame } from './index.js';

const cases = ['1', '3', 'unlimited'].flatMap((passes) =>
  ['all-cards', 'pyramid'].flatMap((goal) => ['pairs', 'any-combination'].map((sums) => ({ options: { passes, goal, sums }, seats: 1 }))),
);

// Unlimited passes end: every pass after the first needs a removal, so at most 53 passes of 24
// draws plus the removals: well under 2 000 plies.
describeConformance(pyramidSolitaireGame, { cases, playouts: 4, maxPlies: 2000, legalMovesChecked: 12 });

import { describeConformance } from '../../engine/testing/describe-conformance.js';
import { nosVigilanGame } from './index.js';

// Two players only; the house set is the only option value. Each playout is ~30 plies.
describeConformance(nosVigilanGame, { cases: [{ options: {}, seats: 2 }], playouts: 25, maxPlies: 60 });

import { describeGoldenReplays } from '../../engine/testing/golden.js';
import { zigguratGame } from './index.js';

describeGoldenReplays(zigguratGame, new URL('./fixtures', import.meta.url).pathname, [
  { name: 'two-players-basic', options: {}, seats: 2, seed: 'ziggurat-golden-2' },
  { name: 'five-players-extended', options: { extended: true }, seats: 5, seed: 'ziggurat-golden-5' },
]);

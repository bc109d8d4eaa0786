import { describeGoldenReplays } from '../../engine/testing/golden.js';
import { nosVigilanGame } from './index.js';

describeGoldenReplays(nosVigilanGame, new URL('./fixtures', import.meta.url).pathname, [
  { name: 'random-a', options: {}, seats: 2, seed: 'nos-vigilan-golden-a' },
  { name: 'random-b', options: {}, seats: 2, seed: 'nos-vigilan-golden-b' },
  { name: 'random-c', options: {}, seats: 2, seed: 'nos-vigilan-golden-c' },
]);

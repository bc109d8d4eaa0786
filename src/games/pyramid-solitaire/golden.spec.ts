import { describeGoldenReplays } from '../../engine/testing/golden.js';
import { WINNABLE_EXAMPLE } from './fixtures/winnable.js';
import { pyramidSolitaireGame } from './index.js';

describeGoldenReplays(pyramidSolitaireGame, new URL('./fixtures', import.meta.url).pathname, [
  { name: 'random-defaults', options: {}, seats: 1, seed: 'golden-1' },
  { name: 'random-3-passes-pyramid', options: { passes: '3', goal: 'pyramid' }, seats: 1, seed: 'golden-2' },
  // Rules version 1 (recorded before version 2 changed when unlimited passes end): still replays.
  { name: 'random-unlimited-any-combination', options: { passes: 'unlimited', sums: 'any-combination' }, seats: 1, seed: 'golden-3', rulesVersion: 1 },
  { name: 'random-unlimited-any-combination-v2', options: { passes: 'unlimited', sums: 'any-combination' }, seats: 1, seed: 'golden-10' },
  { name: 'random-unlimited-pairs-v2', options: { passes: 'unlimited' }, seats: 1, seed: 'golden-4' },
  {
    name: 'won-defaults-e2e-56',
    options: WINNABLE_EXAMPLE.options,
    seats: 1,
    seed: WINNABLE_EXAMPLE.seed,
    moves: WINNABLE_EXAMPLE.moves.map((move) => ({ seat: 0, move })),
  },
]);

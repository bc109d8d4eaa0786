import { describeGoldenReplays } from '../../engine/testing/golden.js';
import type { LoggedMove } from '../../engine/replay.js';
import { Rng } from '../../engine/rng.js';
import { allmerPyramidGame } from './index.js';
import { setup } from './rules.js';
import { playQuietMove } from './spec-helpers.js';
import { optionsSchema, type AllmerPyramidState } from './state.js';

// A scripted game: White climbs four stones onto c3, c5, e3, e5 while Black shuffles d7-d6-d7.
const white = [
  ['jump', 'c1', 'c2'], ['jump', 'c2', 'c3'], ['run', 'c3', 'c5'], ['jump', 'e1', 'e2'], ['jump', 'e2', 'e3'], ['run', 'e3', 'e5'],
  ['jump', 'd1', 'd2'], ['run', 'd2', 'c2'], ['jump', 'c2', 'c3'], ['run', 'f1', 'e1'], ['jump', 'e1', 'e2'], ['jump', 'e2', 'e3'],
] as const;
const victoryMarch = white.flatMap(([type, from, to], i) => {
  const w = { seat: 0, move: { type, from, to } };
  if (i === white.length - 1) return [w];
  const b = i % 2 === 0 ? { type: 'jump', from: 'd7', to: 'd6' } : { type: 'run', from: 'd6', to: 'd7' };
  return [w, { seat: 1, move: b }];
});

// The no-removal limit's default draw (rules version 2): a bot that never captures, from the start.
function quietGame(): LoggedMove[] {
  const rng = Rng.from({ seed: 'allmer-golden-quiet', counter: 0 });
  const moves: LoggedMove[] = [];
  for (let s: AllmerPyramidState | null = setup(optionsSchema.parse({})); s && !s.result; ) {
    s = playQuietMove(s, rng);
    if (s?.lastMove) moves.push({ seat: s.lastMove.seat, move: { type: s.lastMove.type, from: s.lastMove.from, to: s.lastMove.to } });
  }
  return moves;
}

describeGoldenReplays(allmerPyramidGame, new URL('./fixtures', import.meta.url).pathname, [
  // Recorded under rules version 1 and kept as they were: old games still replay identically.
  { name: 'random-1', options: {}, seats: 2, seed: 'allmer-golden-1', rulesVersion: 1 },
  { name: 'random-2', options: {}, seats: 2, seed: 'allmer-golden-2', rulesVersion: 1 },
  { name: 'random-3', options: {}, seats: 2, seed: 'allmer-golden-3', rulesVersion: 1 },
  { name: 'victory-fields', options: {}, seats: 2, seed: 'allmer-golden-5', rulesVersion: 1, moves: victoryMarch },
  { name: 'no-removal-limit', options: { noRemovalLimit: 12 }, seats: 2, seed: 'allmer-golden-4', rulesVersion: 1 },
  // Rules version 2.
  { name: 'v2-random-1', options: {}, seats: 2, seed: 'allmer-golden-1' },
  { name: 'v2-no-removal-limit-default', options: {}, seats: 2, seed: 'allmer-golden-6', moves: quietGame() },
]);

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeGoldenReplays } from '../../engine/testing/golden.js';
import { sabotageGame } from './index.js';

const dir = new URL('./fixtures', import.meta.url).pathname;

// Random-bot games (regenerate with UPDATE_GOLDEN=1): one per pyramid size, and one that ends in
// the drawn game after a stock pass without removal.
describeGoldenReplays(sabotageGame, dir, [
  { name: 'rows4-random', options: { rows: 4 }, seats: 2, seed: 'golden-sabotage-rows4' },
  { name: 'rows5-random', options: { rows: 5 }, seats: 2, seed: 'golden-sabotage-rows5' },
  { name: 'rows6-random', options: { rows: 6 }, seats: 2, seed: 'golden-sabotage-rows6' },
  { name: 'rows6-drawn', options: { rows: 6 }, seats: 2, seed: 'golden-sabotage-draw-6' },
]);

describe('golden fixtures: sabotage', () => {
  it('every fixture ends in a finished game, wins and a draw among them', () => {
    const outcomes = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).expected.outcome);
    expect(outcomes.length).toBeGreaterThanOrEqual(4);
    for (const o of outcomes) expect(o.finished).toBe(true);
    expect(outcomes.some((o) => o.draw)).toBe(true);
    expect(outcomes.some((o) => o.winners.length === 1)).toBe(true);
  });
});

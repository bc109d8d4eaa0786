import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeGoldenReplays, type GoldenReplay } from '../../engine/testing/golden.js';
import { sabotageGame } from './index.js';

const dir = new URL('./fixtures', import.meta.url).pathname;
const fixture = (name: string): GoldenReplay => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));

// Random-bot games (regenerate with UPDATE_GOLDEN=1). Rules version 1: one per pyramid size, one
// drawn after a stock pass without removal, and one drawn by a pass whose only removals were of
// re-dealt apex cards. Version 2: that same deal played on, and the drawn deal again.
describeGoldenReplays(sabotageGame, dir, [
  { name: 'rows4-random', options: { rows: 4 }, seats: 2, seed: 'golden-sabotage-rows4', rulesVersion: 1 },
  { name: 'rows5-random', options: { rows: 5 }, seats: 2, seed: 'golden-sabotage-rows5', rulesVersion: 1 },
  { name: 'rows6-random', options: { rows: 6 }, seats: 2, seed: 'golden-sabotage-rows6', rulesVersion: 1 },
  { name: 'rows6-drawn', options: { rows: 6 }, seats: 2, seed: 'golden-sabotage-draw-6', rulesVersion: 1 },
  { name: 'rows5-redealt-drawn', options: { rows: 5 }, seats: 2, seed: 'q-5-41', rulesVersion: 1 },
  { name: 'v2-rows5-redealt-won', options: { rows: 5 }, seats: 2, seed: 'q-5-41', rulesVersion: 2 },
  { name: 'v2-rows6-drawn', options: { rows: 6 }, seats: 2, seed: 'golden-sabotage-draw-6', rulesVersion: 2 },
]);

describe('golden fixtures: sabotage', () => {
  it('every fixture ends in a finished game, wins and a draw among them, under both rules versions', () => {
    const fixtures = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenReplay);
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    for (const version of [1, 2]) {
      const outcomes = fixtures.filter((g) => g.rulesVersion === version).map((g) => g.expected.outcome as { finished: boolean; draw: boolean; winners: number[] });
      for (const o of outcomes) expect(o.finished).toBe(true);
      expect(outcomes.some((o) => o.draw)).toBe(true);
      expect(outcomes.some((o) => o.winners.length === 1)).toBe(true);
    }
  });

  // Ruling R12 (rules.md): the earlier reading "also drew ordinary random games which
  // the literal rule decides". Same deal, same random bot: version 1 draws when a stock pass had
  // only re-dealt-card removals; version 2 counts them, reshuffles, and the game goes on to a win.
  it('the deal q-5-41: drawn under version 1, won by seat 1 under version 2 after the same opening moves', () => {
    const v1 = fixture('rows5-redealt-drawn');
    const v2 = fixture('v2-rows5-redealt-won');
    expect(v1.expected.outcome).toEqual({
      finished: true,
      winners: [],
      draw: true,
      reason: 'A whole pass through the stock went by without a single removal (removing re-dealt apex cards alone does not count).',
    });
    expect(v2.expected.outcome).toEqual({ finished: true, winners: [1], draw: false, reason: 'Seat 1 cleared the centre card.' });
    expect(v2.moves.slice(0, v1.moves.length)).toEqual(v1.moves);
    expect(v2.moves.length).toBeGreaterThan(v1.moves.length);
  });
});

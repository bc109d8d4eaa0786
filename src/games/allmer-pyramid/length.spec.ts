import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { allmerPyramidGame as game } from './index.js';
import type { AllmerPyramidMove } from './state.js';

// rules.md ("How long games last") quotes these figures: change both together.
describe('how long random games last (200 seeded games, default options, rules version 2)', () => {
  interface Played {
    readonly plies: number;
    readonly reason: string;
    readonly longestStretch: number;
  }
  let games: Played[] = [];
  let plies: number[] = [];
  beforeAll(() => {
    games = Array.from({ length: 200 }, (_, i) => {
      const seed = `allmer-length-${i}`;
      const rng = Rng.from({ seed: `bot:${seed}`, counter: 0 });
      let s = game.setup(game.schemas.options.parse({}), 2, seed);
      let longestStretch = 0;
      while (!s.result) {
        const m = randomMove(game, s, rng)!;
        const r = game.apply(s, m.seat, m.move as AllmerPyramidMove);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
        longestStretch = Math.max(longestStretch, s.pliesWithoutRemoval);
      }
      return { plies: s.ply, reason: s.result.reason, longestStretch };
    });
    plies = games.map((g) => g.plies).sort((a, b) => a - b);
  });

  it('all end by a player dropping below four stones', () => {
    expect(games.filter((g) => / has fewer than four stones left\.$/.test(g.reason))).toHaveLength(200);
  });

  it('last 87 plies at the median and 209 at most; one lasts more than 190', () => {
    expect([plies[99], plies[199], plies.filter((p) => p > 190).length]).toEqual([87, 209, 1]);
  });

  it('never go more than 153 plies without a removal, so the 200-ply limit decides none of them', () => {
    expect(Math.max(...games.map((g) => g.longestStretch))).toBe(153);
  });
});

/**
 * Reference-model check (issue 17): the engine against an independent model written from the
 * rulings of rules.md and seed 000 (reference/model.ts), over seeded random games
 * with 4, 5 and 6 rows. Bounded to a few seconds; a longer run is compareWithReference with more
 * games.
 */
import { sabotageGame } from './index.js';
import { compareWithReference } from './reference/compare.js';

describe('sabotage against its reference model', () => {
  // Rulings R1-R11 (rules.md): the deal, rounds with a display card, removals (King,
  // pairs, display, centre once reached), sabotage placements ("Each removal that reveals N
  // face-down cards obliges the remover to place N sabotage cards"), reshuffles and the draw rule.
  it('agrees on every move, table and result with 4, 5 and 6 rows', () => {
    const r = compareWithReference({ games: 12, seedPrefix: 'ref-random' });
    expect(r.mismatches).toEqual([]);
    expect(r.games).toBe(12);
    expect(r.plies).toBeGreaterThan(3000);
  });

  // Ruling R12 (rules.md): "the both-reached re-deal happens at most 12 times in a
  // game ... after that the centre card simply stays until one player clears it". Random players
  // clear the centre long before; players who never take it reach the cap.
  it('agrees on the both-reached re-deal and its cap of 12 when nobody takes the centre card', () => {
    const r = compareWithReference({ games: 2, rows: [4, 5], bot: 'never-clear-centre', seedPrefix: 'ref-cap' });
    expect(r.mismatches).toEqual([]);
    expect(r.redeals).toBeGreaterThanOrEqual(12);
    expect(r.cappedRounds).toBeGreaterThan(0);
  });

  // Engine contract: old matches replay under the rules they were played with. Version 1: no
  // re-deal cap, and removing a re-dealt apex card alone does not count for the draw rule.
  it('still agrees with rules version 1', () => {
    expect(sabotageGame.meta.supportedRulesVersions ?? [sabotageGame.meta.rulesVersion]).toContain(1);
    const r = compareWithReference({ games: 6, rulesVersion: 1, seedPrefix: 'ref-v1' });
    expect(r.mismatches).toEqual([]);
    expect(r.plies).toBeGreaterThan(1500);
  });
});

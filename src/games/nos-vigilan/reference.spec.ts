/**
 * Issue 17: the engine against an independent reference model (reference/model.ts, score.ts),
 * written from seed 001 and the rulings of rules.md only, over seeded games: the
 * random bot everywhere, and in half of the games strong presented orders so that long runs and
 * repeated patterns get scored. Any disagreement is listed with its variant, seed and ply; the list
 * must be empty.
 */
import { compareWithReference, type CompareResult } from './reference/compare.js';

describe('nos-vigilan reference model', () => {
  const GAMES = 40;
  let r: CompareResult;
  beforeAll(() => {
    r = compareWithReference({ games: GAMES, seedPrefix: 'ref-spec' });
  });

  it('agrees with the engine at every ply: who acts ("both players choose a card from hand face down at the same time"), each seat\'s legal moves (claim x destination, keep, Abducción on "the three base cards", Revelación gnomo on "any pyramid card", all 720 orderings, which the engine lists as one move whose cards may come in any order), the next state, and the outcome with every scoring figure', () => {
    expect(r.mismatches).toEqual([]);
    expect(r.games).toBe(GAMES);
    // Every game has 6 rounds of 2 plays (plus claim and keep unless chance split the cards) and 2 orderings.
    expect(r.plies).toBeGreaterThanOrEqual(GAMES * 14);
  });

  it('reaches the rare paths it checks: both swaps and a decline, ties "decided by closeness" and "at random (one each)", and a points tie won by the Final Challenge winner', () => {
    const paths = ['move:abduct', 'move:gnome', 'move:decline', 'challenge:closest', 'challenge:random', 'challenge:random:final', 'game:final-challenge'];
    expect(paths.filter((path) => !((r.coverage[path] ?? 0) > 0))).toEqual([]);
  });
});

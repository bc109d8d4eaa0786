/**
 * Reference-model check (issue 17): the engine against an independent model written from the
 * rulings of rules.md and seed 002 (reference/model.ts), over seeded random
 * games. Bounded to a few seconds; a longer run is compareWithReference with more games.
 */
import { pyramidSolitaireGame } from './index.js';
import { VARIANTS, compareWithReference } from './reference/compare.js';

const limited = VARIANTS.filter((v) => v.passes !== 'unlimited');
const unlimited = VARIANTS.filter((v) => v.passes === 'unlimited');

describe('pyramid-solitaire against its reference model', () => {
  // Rulings R3 and R4 (rules.md): "Any two available cards (R2) whose values
  // add up to 13 may be removed, and a King alone"; `passes` 1 ("the original's basic rule") or 3;
  // every `goal` and `sums` option.
  it('agrees on every move and result with 1 or 3 passes, for every goal and sums option', () => {
    const r = compareWithReference({ games: 32, variants: limited, seedPrefix: 'ref-limited' });
    expect(r.mismatches).toEqual([]);
    expect(r.games).toBe(32);
    expect(r.plies).toBeGreaterThan(1200);
  });

  // Ruling R4 (rules.md): `"unlimited"` (Alternative 1: "recycle while any
  // removal is still possible"). The model reads "still possible" forward: some window of the stock
  // cycle, with the free pyramid cards, still holds a removal (reference/model.ts,
  // removalStillPossible).
  it('agrees on every move and result with unlimited passes: recycle while any removal is still possible', () => {
    const random = compareWithReference({ games: 12, variants: unlimited, seedPrefix: 'ref-unlimited' });
    const removing = compareWithReference({ games: 8, variants: unlimited, bot: 'removal-first', seedPrefix: 'ref-unlimited-wins' });
    expect([...random.mismatches, ...removing.mismatches]).toEqual([]);
    expect(random.games + removing.games).toBe(20);
    expect(random.plies + removing.plies).toBeGreaterThan(800);
  });

  // Ruling R7 (rules.md): "The game is won as soon as the goal (R5) is met":
  // random play rarely clears the pyramid, so a bot that removes whenever it can plays the winning
  // ends too (unlimited passes: test above).
  it('agrees on won games (goal met) with a bot that removes whenever it can', () => {
    const r = compareWithReference({ games: 24, variants: limited, bot: 'removal-first', seedPrefix: 'ref-wins' });
    expect(r.mismatches).toEqual([]);
    expect(r.won).toBeGreaterThan(0);
    expect(r.plies).toBeGreaterThan(800);
  });

  // Engine contract: old matches replay under the rules they were played with. Version 1 read
  // `unlimited` as "recycle allowed after any pass in which at least one card was removed".
  it('still agrees with rules version 1 for every option combination', () => {
    expect(pyramidSolitaireGame.meta.supportedRulesVersions ?? [pyramidSolitaireGame.meta.rulesVersion]).toContain(1);
    const r = compareWithReference({ games: 24, rulesVersion: 1, seedPrefix: 'ref-v1' });
    expect(r.mismatches).toEqual([]);
    expect(r.plies).toBeGreaterThan(900);
  });
});

import fc from 'fast-check';
import type { Card } from '../../engine/cards/french.js';
import { Rng, newRng } from '../../engine/rng.js';
import { pyramidSolitaireGame as game } from './index.js';
import { solve } from './solver.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState } from './state.js';
import { endgamePosition } from './testing/endgames.js';
import { SOLVER_VARIANTS, variantName } from './testing/small-positions.js';

/**
 * Properties of the solver on positions too large for the brute force: endgames of dealt games of
 * every variant with up to 22 cards left (testing/endgames.ts).
 */
const positionArb = fc
  .record({ variant: fc.constantFrom(...SOLVER_VARIANTS), seed: fc.nat(1_000_000), guided: fc.boolean() })
  .map(({ variant, seed, guided }) => endgamePosition(variant, `props-${seed}`, 22, Rng.from(newRng(`props-rng-${seed}`)), guided))
  .filter((s): s is PyramidSolitaireState => s !== null);

const won = (s: PyramidSolitaireState): boolean => solve(s).status === 'won';
const withOptions = (s: PyramidSolitaireState, o: Partial<PyramidSolitaireOptions>, rulesVersion = s.rulesVersion) =>
  ({ ...s, options: { ...s.options, ...o }, ...(rulesVersion === undefined ? {} : { rulesVersion }) }) as PyramidSolitaireState;

describe('pyramid-solitaire: properties of the exact solver', () => {
  it('gives a line that the rules play to a won game for every win, and no line otherwise', () => {
    fc.assert(
      fc.property(positionArb, (s) => {
        const r = solve(s);
        if (r.status === 'unwinnable') return r.moves === null;
        let t = s;
        for (const m of r.moves!) {
          const a = game.apply(t, 0, m);
          if (!a.ok) return false;
          t = a.state;
        }
        return t.status === 'won';
      }),
      { numRuns: 120 },
    );
  });

  // Ruling R3 (rules.md) and the seed give cards values only ("Aces = one,
  // ... Kings = 13"): suits never matter, so renaming them throughout changes no answer.
  it('gives the same answer when the suits are renamed', () => {
    const rename = (c: Card, to: readonly string[]) => `${c[0]}${to['CDHS'.indexOf(c[1])]}`;
    fc.assert(
      fc.property(positionArb, fc.constantFrom(['D', 'C', 'S', 'H'], ['S', 'H', 'D', 'C'], ['H', 'S', 'C', 'D']), (s, to) => {
        const renamed: PyramidSolitaireState = {
          ...s,
          pyramid: s.pyramid.map((c) => (c === null ? null : rename(c, to))),
          stock: s.stock.map((c) => rename(c, to)),
          waste: s.waste.map((c) => rename(c, to)),
          removed: s.removed.map((c) => rename(c, to)),
        };
        return won(renamed) === won(s);
      }),
      { numRuns: 60 },
    );
  });

  // Each of these options only adds ways to play, so a win stays a win: any-combination allows
  // every pair removal; goal pyramid is met on the way to all-cards; three passes allow every
  // play of one; under version 2 unlimited passes recycle whenever the next pass offers a
  // removal, so every recycle of a winning three-pass line (or version-1 line) that is followed
  // by a removal is allowed.
  it('keeps every win when an option allows more', () => {
    fc.assert(
      fc.property(positionArb, (s) => {
        if (!won(s)) return true;
        const o = s.options;
        const looser: PyramidSolitaireState[] = [];
        if (o.sums === 'pairs') looser.push(withOptions(s, { sums: 'any-combination' }));
        if (o.goal === 'all-cards') looser.push(withOptions(s, { goal: 'pyramid' }));
        if (o.passes === '1') looser.push(withOptions(s, { passes: '3' }));
        if (o.passes !== 'unlimited') looser.push(withOptions(s, { passes: 'unlimited' }, 2));
        if (o.passes === 'unlimited' && (s.rulesVersion ?? 1) === 1) looser.push(withOptions(s, {}, 2));
        return looser.every(won);
      }),
      { numRuns: 120 },
    );
  });

  // With goal all-cards every removal of a dealt game's win holds one high (7 to Queen) and one
  // low (Ace to 6) of exactly its deficit, or a King (search.ts, pairsOnly): any-combination and
  // pairs decide every dealt game alike.
  it('decides dealt games with goal all-cards alike under pairs and any-combination', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '3', 'unlimited'), fc.nat(1_000_000), (passes, seed) => {
        const s = game.setup(game.schemas.options.parse({ passes, sums: 'pairs' }), 1, `props-deal-${seed}`);
        return won(s) === won(withOptions(s, { sums: 'any-combination' }));
      }),
      { numRuns: 40 },
    );
  });

  it('answers the same every time (no clock, no budget)', () => {
    fc.assert(
      fc.property(positionArb, (s) => {
        expect(solve(s)).toEqual(solve(s));
      }),
      { numRuns: 30 },
    );
  });

  it('covers every variant with wins and losses in these positions', () => {
    const seen = new Map<string, Set<string>>();
    fc.assert(
      fc.property(fc.constantFrom(...SOLVER_VARIANTS), fc.nat(1_000_000), (v, seed) => {
        const s = endgamePosition(v, `props-${seed}`, 22, Rng.from(newRng(`props-rng-${seed}`)), true);
        if (s !== null) seen.set(variantName(v), (seen.get(variantName(v)) ?? new Set()).add(solve(s).status));
      }),
      { numRuns: 400, seed: 13 },
    );
    expect([...seen.values()].filter((answers) => answers.size === 2).length).toBeGreaterThanOrEqual(12);
  });
});

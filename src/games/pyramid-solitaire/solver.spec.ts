import { Rng, newRng } from '../../engine/rng.js';
import { pyramidSolitaireGame as game } from './index.js';
import { goalMet } from './rules.js';
import { solve, solveWithin } from './solver.js';
import type { PyramidSolitaireState } from './state.js';
import { bruteForceWinnable } from './testing/brute-force.js';
import { endgamePosition } from './testing/endgames.js';
import { SOLVER_VARIANTS, smallPosition, variantName, type Variant } from './testing/small-positions.js';
import { position, replay } from './test-builders.js';

/** Plays a move line through the game's own `apply`; throws on a rejected move. */
/** Solves and, for a win, checks that the line replays through the rules to a won game. */
function solveChecked(s: PyramidSolitaireState): ReturnType<typeof solve> {
  const r = solve(s);
  if (r.status === 'won') {
    const end = replay(s, r.moves!);
    // A built position may meet its goal before any move (the game would have ended already).
    expect(r.moves!.length === 0 ? goalMet(end) : end.status === 'won').toBe(true);
  } else expect(r.moves).toBeNull();
  return r;
}

describe('pyramid-solitaire: the exact solver', () => {
  it('solves a dealt game under the default options (seed e2e-56) and its line wins all 52 cards', () => {
    const start = game.setup(game.schemas.options.parse({}), 1, 'e2e-56');
    const r = solveChecked(start);
    expect(r.status).toBe('won');
    expect(replay(start, r.moves!).removed).toHaveLength(52);
  });

  it('solves a relaxed game (unlimited passes, goal pyramid) and the moves clear the pyramid', () => {
    const start = game.setup(game.schemas.options.parse({ passes: 'unlimited', goal: 'pyramid' }), 1, 'e2e-3');
    expect(solveChecked(start).status).toBe('won');
  });

  // Ruling R1 (rules.md): "a card is free when both cards of the next row
  // that overlap it are gone".
  it('proves a position lost when a card can only pair with a card covering it', () => {
    const s = position({ pyramid: { 0: '6C', 1: '7H', 2: '5D' }, stock: ['8S'] });
    expect(solveChecked(s)).toMatchObject({ status: 'unwinnable', moves: null });
  });

  // Rules version 2 lets a pass of plain draws be recycled when a removal is on offer; the solver
  // must still end on a position that no removal can ever finish.
  it('with unlimited passes proves a position lost though its passes could be recycled for ever', () => {
    const s = position({ options: { passes: 'unlimited', sums: 'any-combination' }, pyramid: { 27: '9D', 26: 'AS' }, stock: ['2S', '4H', '5C'] });
    expect(solveChecked(s)).toMatchObject({ status: 'unwinnable', moves: null });
  });

  // Ruling R4 (rules.md), unlimited passes: "recycle while any removal is
  // still possible". From the end of a pass of plain draws (J + 2 was on offer), the only win turns
  // the waste over and starts again.
  it('with unlimited passes finds a win that needs a pass of plain draws to be recycled', () => {
    const s = position({ options: { passes: 'unlimited' }, pyramid: { 20: 'AC', 26: 'JC', 27: '9D' }, waste: ['2S', '4H', 'QD'] });
    const r = solveChecked(s);
    expect(r.status).toBe('won');
    expect(r.moves![0]).toEqual({ type: 'recycle' });
  });

  // Rules version 1: "with unlimited passes a recycle needed a removal made during the pass".
  // The 4 that pairs with the 9 lies under the waste top: version 2 recycles to reach it,
  // version 1 cannot (nothing was removed this pass).
  it('reads the rules version: a recycle without a removal this pass wins under version 2 only', () => {
    const at = (rulesVersion: number) =>
      position({ rulesVersion, options: { passes: 'unlimited', goal: 'pyramid' }, pyramid: { 27: '9D' }, waste: ['4H', '2S'] });
    expect(solveChecked(at(1))).toMatchObject({ status: 'unwinnable' });
    expect(solveChecked(at(2)).status).toBe('won');
  });

  // Ruling R4 (rules.md), `passes` 3: "two recycles". The 8 must be drawn
  // past before its 5 is free (the 9s over the 5 wait for the 4s below it in the stock), and the
  // Jack drawn after it buries it.
  it('with three passes recycles to reach a card drawn past in an earlier pass; with one it cannot', () => {
    const at = (passes: '1' | '3') =>
      position({ options: { passes, goal: 'pyramid' }, pyramid: { 15: '5C', 21: '9H', 22: '9S' }, stock: ['4D', '4C', 'JC', '8H'] });
    expect(solveChecked(at('1'))).toMatchObject({ status: 'unwinnable' });
    const r = solveChecked(at('3'));
    expect(r.status).toBe('won');
    expect(r.moves).toContainEqual({ type: 'recycle' });
  });

  // Seed, Alternative 2: "any set of two or more available cards summing to 13" (a 6, 4 and 3).
  it('with any-combination removes three cards at once where pairs cannot win', () => {
    const at = (sums: 'pairs' | 'any-combination') => position({ options: { sums, goal: 'pyramid' }, pyramid: { 26: '6D', 27: '4S' }, stock: ['3C'] });
    expect(solveChecked(at('pairs')).status).toBe('unwinnable');
    const r = solveChecked(at('any-combination'));
    expect(r.moves).toEqual([{ type: 'remove', cards: ['3C', '4S', '6D'] }]);
  });

  // With goal all-cards a 9 must go with lows summing to 4: here only a 3 and an Ace together.
  it('with goal all-cards and any-combination removes a high with two lows where pairs cannot win', () => {
    const at = (sums: 'pairs' | 'any-combination') => position({ options: { sums }, pyramid: { 27: '9D' }, waste: ['AC'], stock: ['3S'] });
    expect(solveChecked(at('pairs')).status).toBe('unwinnable');
    expect(solveChecked(at('any-combination')).moves).toEqual([{ type: 'remove', cards: ['AC', '3S', '9D'] }]);
  });

  // Seed, Alternative 2: "a 6, 4 and 3 in one turn" — lows alone are a removal too, when the
  // cards left leave room for one (their values exceed the highs' needs by 13).
  it('with goal all-cards and any-combination removes lows alone when the cards leave room for it', () => {
    const at = (sums: 'pairs' | 'any-combination') => position({ options: { sums }, pyramid: { 26: '6D', 27: '4S' }, stock: ['3C'] });
    expect(solveChecked(at('pairs')).status).toBe('unwinnable');
    expect(solveChecked(at('any-combination')).moves).toEqual([{ type: 'remove', cards: ['3C', '4S', '6D'] }]);
  });

  // Ruling R2 (rules.md): only "the top of the waste" is available, so in
  // the last pass a waste card never meets another: the 6 buried under the 7 is lost with one pass,
  // found again with three.
  it('never pairs two waste cards in the last pass', () => {
    const at = (passes: '1' | '3') => position({ options: { passes }, waste: ['6C', '7D'], stock: [] });
    expect(solveChecked(at('1')).status).toBe('unwinnable');
    expect(solveChecked(at('3')).status).toBe('won');
  });

  it('returns an empty win from a position whose goal is met', () => {
    expect(solve(position({ options: { goal: 'pyramid' }, stock: ['AS'] }))).toMatchObject({ status: 'won', moves: [] });
  });

  // Goal all-cards with the pyramid empty: the talon cards must still go in neighbouring pairs.
  it('finishes a talon-only end by removing neighbours (the stock top with the waste top)', () => {
    const s = position({ options: { passes: '1' }, waste: ['AC', '2D'], stock: ['QS', 'KH', 'JC'] });
    expect(replay(s, solveChecked(s).moves!).removed).toHaveLength(52);
    expect(solveChecked(position({ options: { passes: '1' }, waste: ['AC', 'QS'], stock: ['2D', 'JC'] })).status).toBe('unwinnable');
  });

  // The solver it replaced took a node budget; callers that still pass one get the exact answer.
  it('accepts and ignores the old node budget', () => {
    const start = game.setup(game.schemas.options.parse({}), 1, 'e2e-56');
    expect(solve(start, 10)).toEqual(solve(start));
    expect(solve(start, 10).status).toBe('won');
  });
});

// Every shortcut of the solver (earliest positions, free unlimited mode, forced Kings and pairs,
// buried waste, the bounds, the talon endgame) against a brute force that plays the reference
// model's moves one at a time and enters every reachable position.
describe('pyramid-solitaire: the exact solver agrees with an independent brute force', () => {
  const compare = (v: Variant, positions: readonly PyramidSolitaireState[]) => {
    let won = 0;
    positions.forEach((s, k) => {
      const r = solveChecked(s);
      const expected = bruteForceWinnable(s);
      if ((r.status === 'won') !== expected) throw new Error(`${variantName(v)} #${k}: solver ${r.status}, brute force ${expected}: ${JSON.stringify(s)}`);
      if (expected) won++;
    });
    return won;
  };

  for (const v of SOLVER_VARIANTS) {
    it(`on 100 small built positions: ${variantName(v)}`, () => {
      const rng = Rng.from(newRng(`solver-brute:${variantName(v)}`));
      const won = compare(
        v,
        Array.from({ length: 100 }, () => smallPosition(v, rng)),
      );
      // Both answers occur, so the comparison is not one-sided.
      expect(won).toBeGreaterThan(5);
      expect(won).toBeLessThan(95);
    });

    // Dealt games keep one deck's cards, so their lows and highs balance (any-bounds.ts, search.ts).
    const single = v.options.passes === '1';
    const count = single ? 20 : 40;
    it(`on ${count} endgames of dealt games (14 cards or fewer): ${variantName(v)}`, () => {
      const rng = Rng.from(newRng(`solver-endgames:${variantName(v)}`));
      const positions: PyramidSolitaireState[] = [];
      for (let k = 0; positions.length < count && k < 40 * count; k++) {
        const s = endgamePosition(v, `endgame-${k}`, 14, rng, single || rng.int(3) > 0);
        if (s !== null) positions.push(s);
      }
      expect(positions).toHaveLength(count);
      const won = compare(v, positions);
      expect(won).toBeGreaterThan(0);
      expect(won).toBeLessThan(count);
    });
  }
});

describe('pyramid-solitaire: the solver with a node budget (solveWithin, winnable deals of rules version 3)', () => {
  // solver.ts: "Decides `start` exactly unless that takes more than `nodes` positions searched:
  // then the answer is undecided". Both searches: the move-by-move one (three passes) and the
  // last-pass one (one pass, goal pyramid, any combination).
  const cases = [
    { options: { passes: '3', goal: 'pyramid', sums: 'any-combination' }, seed: 'budget-232/0' },
    { options: { passes: '1', goal: 'pyramid', sums: 'any-combination' }, seed: 'solver-8' },
  ];
  for (const c of cases) {
    const start = game.setup(game.schemas.options.parse(c.options), 1, c.seed);
    const exact = solve(start);

    it(`answers as the exact solver when the budget suffices (${c.options.passes} pass(es), ${c.seed})`, () => {
      expect(exact.nodes).toBeGreaterThan(1000);
      expect(solveWithin(start, exact.nodes)).toEqual(exact);
    });

    it(`answers undecided, after at most one position past it, when the budget is short (${c.seed})`, () => {
      const r = solveWithin(start, 1000);
      expect(r).toEqual({ status: 'undecided', moves: null, nodes: 1001 });
      expect(solveWithin(start, exact.nodes - 1).status).toBe('undecided');
    });
  }
});

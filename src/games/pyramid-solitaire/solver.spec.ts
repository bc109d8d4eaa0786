import { pyramidSolitaireGame as game } from './index.js';
import { solve } from './solver.js';
import type { PyramidSolitaireState } from './state.js';
import { position } from './test-builders.js';

const replayWins = (start: PyramidSolitaireState, moves: NonNullable<ReturnType<typeof solve>['moves']>) => {
  let s = start;
  for (const m of moves) {
    const r = game.apply(s, 0, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
};

describe('pyramid-solitaire: solver', () => {
  it('solves a dealt game under the default options (seed e2e-56)', () => {
    const start = game.setup(game.schemas.options.parse({}), 1, 'e2e-56');
    const r = solve(start, 100_000);
    expect(r.status).toBe('won');
    const end = replayWins(start, r.moves!);
    expect(end.status).toBe('won');
    expect(end.removed).toHaveLength(52);
  });

  it('solves a relaxed game (unlimited passes, goal pyramid) and the moves win', () => {
    const start = game.setup(game.schemas.options.parse({ passes: 'unlimited', goal: 'pyramid' }), 1, 'e2e-3');
    const r = solve(start, 100_000);
    expect(r.status).toBe('won');
    expect(replayWins(start, r.moves!).pyramid.every((c) => c === null)).toBe(true);
  });

  it('proves a hopeless position unwinnable by searching it all', () => {
    // The 6 at the apex can only pair with a 7, and the only 7 left covers it.
    const s = position({ pyramid: { 0: '6C', 1: '7H', 2: '5D' }, stock: ['8S'] });
    expect(solve(s, 1000)).toMatchObject({ status: 'unwinnable', moves: null });
  });

  // Rules version 2 lets a pass of plain draws be recycled when a removal was on offer; such a pass
  // comes back to where it began, so the search must not follow it round for ever.
  it('with unlimited passes proves a position lost though its passes could be recycled for ever', () => {
    const s = position({ options: { passes: 'unlimited', sums: 'any-combination' }, pyramid: { 27: '9D', 26: 'AS' }, stock: ['2S', '4H', '5C'] });
    expect(solve(s, 10_000)).toMatchObject({ status: 'unwinnable', moves: null });
  });

  // Rulings §1, unlimited passes: "recycle while any removal is still possible". From the end of a
  // pass of plain draws (J + 2 was on offer), the only win turns the waste over and starts again.
  it('with unlimited passes finds a win that needs a pass of plain draws to be recycled', () => {
    const s = position({ options: { passes: 'unlimited' }, pyramid: { 20: 'AC', 26: 'JC', 27: '9D' }, waste: ['2S', '4H', 'QD'] });
    expect(s.removedThisPass).toBe(0);
    const r = solve(s, 10_000);
    expect(r.status).toBe('won');
    expect(r.moves![0]).toEqual({ type: 'recycle' });
    expect(replayWins(s, r.moves!).status).toBe('won');
  });

  it('stops at its node budget', () => {
    const start = game.setup(game.schemas.options.parse({}), 1, 'e2e-56');
    const r = solve(start, 10);
    expect(r).toMatchObject({ status: 'budget', moves: null, nodes: 10 });
  });

  it('returns an empty win from a position whose goal is met', () => {
    expect(solve(position({ options: { goal: 'pyramid' }, stock: ['AS'] }))).toMatchObject({ status: 'won', moves: [] });
  });
});

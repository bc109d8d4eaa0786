import { WINNABLE_NODE_BUDGET, attemptSeed, dealState } from './deal.js';
import { pyramidSolitaireGame as game } from './index.js';
import { setupState } from './rules.js';
import { solve, solveWithin } from './solver.js';
import { replay } from './test-builders.js';

const options = (raw: Record<string, unknown>) => game.schemas.options.parse(raw);

describe('pyramid-solitaire: winnable deals (option deal "winnable")', () => {
  const seed = 'winnable-spec-2';
  const winnable = game.setup(options({ deal: 'winnable' }), 1, seed);

  // Option deal "winnable": "the first of the deals shuffled with the seeds <seed>/0, <seed>/1, ...
  // that the solver proves winnable under these options" (version 3: within its node budget).
  it('deals the first derived-seed deal the solver proves winnable, and says which attempt it is', () => {
    const k = winnable.winnableDeal!.attempt;
    expect(winnable.winnableDeal).toEqual({ attempt: k, proven: true });
    expect(k).toBeGreaterThan(0);
    const { winnableDeal: _shown, ...dealt } = winnable;
    expect(dealt).toEqual(setupState(options({ deal: 'winnable' }), attemptSeed(seed, k)));
    expect(solveWithin(winnable, WINNABLE_NODE_BUDGET).status).toBe('won');
    for (let j = 0; j < k; j++) expect(solveWithin(setupState(options({ deal: 'winnable' }), attemptSeed(seed, j)), WINNABLE_NODE_BUDGET).status).not.toBe('won');
  });

  it('is won by the solver line through the rules (all 52 cards, one pass)', () => {
    const r = solve(winnable);
    expect(r.status).toBe('won');
    const end = replay(winnable, r.moves!);
    expect(end.status).toBe('won');
    expect(game.outcome(end)).toMatchObject({ finished: true, winners: [0], scores: [52] });
  });

  it('deals the same cards again from the same seed and options (replay, verification)', () => {
    expect(game.setup(options({ deal: 'winnable' }), 1, seed)).toEqual(winnable);
  });

  it('shows the attempt in the view, and nothing of the stock below its top', () => {
    const v = game.view(winnable, 0);
    expect(v.winnableDeal).toEqual(winnable.winnableDeal);
    expect(v.options).toMatchObject({ deal: 'winnable' });
    expect(game.schemas.view.parse(v)).toEqual(v);
    const shown = JSON.stringify(v);
    for (const c of game.secrets(winnable, 0)) expect(shown).not.toContain(`"${c}"`);
    expect(shown).not.toContain(seed);
  });

  // Every other option keeps its meaning: a winnable deal under three passes and goal pyramid.
  it('proves the deal winnable under the match options', () => {
    const o = options({ deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'pairs' });
    const s = game.setup(o, 1, 'winnable-spec-5');
    const r = solve(s);
    expect(r.status).toBe('won');
    expect(replay(s, r.moves!).pyramid.every((c) => c === null)).toBe(true);
  });

  // A random deal (the option left out, as in every match before it existed) is dealt as before.
  it('leaves random deals exactly as they were, with no attempt field', () => {
    const before = setupState(options({}), seed);
    expect(game.setup(options({}), 1, seed)).toEqual(before);
    expect(game.setup(options({ deal: 'random' }), 1, seed)).toMatchObject({ pyramid: before.pyramid, stock: before.stock });
    expect(JSON.stringify(game.view(before, 0))).not.toContain('winnableDeal');
  });

  // The documented cap: with no attempt proven winnable, the last attempt is dealt, marked unproven.
  it('deals the last attempt, marked not proven, when no attempt within the cap is winnable', () => {
    const o = options({ deal: 'winnable' });
    const first = solve(setupState(o, attemptSeed(seed, 0))).status;
    expect(first).toBe('unwinnable');
    expect(dealState(o, seed, undefined, 1).winnableDeal).toEqual({ attempt: 0, proven: false });
  });
});

describe('pyramid-solitaire: winnable deals found again', () => {
  // deal.ts remembers the attempt found for recent seeds: a second setup must deal the same state
  // (it is what replays and record checks compute), and other seeds or options must not share it.
  it('deals the same state the second time, and keys the memory by seed and options', () => {
    const o = game.schemas.options.parse({ deal: 'winnable', passes: '3' });
    const first = game.setup(o, 1, 'memo-1');
    expect(game.setup(o, 1, 'memo-1')).toEqual(first);
    const other = game.schemas.options.parse({ deal: 'winnable', passes: '3', goal: 'pyramid' });
    const fresh = dealState(other, 'memo-1');
    expect(fresh.winnableDeal!.proven).toBe(true);
    for (let j = 0; j < fresh.winnableDeal!.attempt; j++) expect(solveWithin(setupState(other, attemptSeed('memo-1', j)), WINNABLE_NODE_BUDGET).status).not.toBe('won');
  });

  // The memory is keyed by the rules version too: versions 2 and 3 deal budget-232 differently.
  it('does not hand a version-3 setup the attempt found under version 2', () => {
    const o = options({ deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' });
    expect(game.setup(o, 1, 'budget-232', 2).winnableDeal!.attempt).toBe(0);
    expect(game.setup(o, 1, 'budget-232', 3).winnableDeal!.attempt).toBeGreaterThan(0);
  });
});

describe('pyramid-solitaire: winnable deals under rules version 3 (node budget)', () => {
  // Rules version 3 (rules.md): "an attempt counts only if the solver proves
  // it winnable within 2 000 positions searched; an attempt it does not decide within them is
  // skipped like a losing one". Seed budget-232, three passes, goal pyramid, any combination:
  // attempt 0 is winnable, but its proof searches about 68 000 positions.
  const o = options({ deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' });
  const seed = 'budget-232';
  const first = setupState(o, attemptSeed(seed, 0), 3);

  it('finds attempt 0 winnable only beyond the budget', () => {
    const exact = solve(first);
    expect(exact.status).toBe('won');
    expect(exact.nodes).toBeGreaterThan(WINNABLE_NODE_BUDGET);
    expect(solveWithin(first, WINNABLE_NODE_BUDGET).status).toBe('undecided');
  });

  it('skips attempt 0 under version 3, and deals it under version 2 (exact, no budget)', () => {
    const v3 = dealState(o, seed, 3);
    const k = v3.winnableDeal!.attempt;
    expect(k).toBeGreaterThan(0);
    expect(v3.winnableDeal!.proven).toBe(true);
    const proof = solveWithin(v3, WINNABLE_NODE_BUDGET);
    expect(proof.status).toBe('won');
    expect(replay(v3, proof.moves!).pyramid.every((c) => c === null)).toBe(true);
    for (let j = 1; j < k; j++) expect(solveWithin(setupState(o, attemptSeed(seed, j), 3), WINNABLE_NODE_BUDGET).status).not.toBe('won');
    expect(dealState(o, seed, 2).winnableDeal).toEqual({ attempt: 0, proven: true });
  });
});

describe('pyramid-solitaire: a stored winnable deal set up again (setupMemo)', () => {
  // Issue 39: "Replaying a stored winnable match must not re-run the unbounded solver": the
  // platform reads the attempt back from the match's stored state (`setupMemo`) and passes it to
  // setup, which then deals that attempt without searching.
  const o = options({ deal: 'winnable' });
  const seed = 'memo-spec-1';

  it('sets up the same state from the memo of any later state as from the search', () => {
    const searched = game.setup(o, 1, seed, 3);
    const later = replay(searched, game.legalMoves(searched, 0).slice(0, 1));
    expect(game.setupMemo!(later)).toEqual(searched.winnableDeal);
    expect(game.setup(o, 1, seed, 3, game.setupMemo!(later))).toEqual(searched);
  });

  it('deals the remembered attempt without searching: a memo naming a skipped attempt deals that attempt', () => {
    // Attempt 0 of budget-232 (three passes, goal pyramid, any combination) is skipped by the
    // version-3 search (see above); with the memo it is dealt as it is, so no search ran.
    const v3 = options({ deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' });
    expect(dealState(v3, 'budget-232', 3).winnableDeal!.attempt).toBeGreaterThan(0);
    const dealt = dealState(v3, 'budget-232', 3, undefined, { attempt: 0, proven: true });
    expect(dealt).toEqual({ ...setupState(v3, attemptSeed('budget-232', 0), 3), winnableDeal: { attempt: 0, proven: true } });
  });

  it('leaves random deals alone: no memo, and a memo changes nothing', () => {
    const random = game.setup(options({}), 1, seed);
    expect(game.setupMemo!(random)).toBeUndefined();
    expect(game.setup(options({}), 1, seed, undefined, { attempt: 3, proven: true })).toEqual(random);
  });
});

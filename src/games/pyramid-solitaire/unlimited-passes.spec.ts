/**
 * Unlimited passes (`passes: "unlimited"`), the seed's Alternative 1: "the cards from the draw pile
 * can be turned back over and the game continued until the pyramid is fully discarded (win) or
 * there are no more pairs that can be discarded (lose)". Ruling R4
 * (rules.md): "recycle while any removal is still possible". Rules version 2
 * (issue 18) follows the ruling; version 1 stays for old matches.
 */
import { pyramidSolitaireGame as game } from './index.js';
import { ranksCanMake13 } from './rules.js';
import type { PyramidSolitaireMove, PyramidSolitaireState } from './state.js';
import { position } from './test-builders.js';

const ok = (s: PyramidSolitaireState, move: PyramidSolitaireMove): PyramidSolitaireState => {
  const r = game.apply(s, 0, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} ${r.error.reason}`);
  return r.state;
};
const code = (s: PyramidSolitaireState, move: PyramidSolitaireMove) => {
  const r = game.apply(s, 0, move);
  return r.ok ? 'ACCEPTED' : r.error.code;
};
const remove = (...cards: string[]): PyramidSolitaireMove => ({ type: 'remove', cards });
const DRAW: PyramidSolitaireMove = { type: 'draw' };
const RECYCLE: PyramidSolitaireMove = { type: 'recycle' };
const UNLIMITED = { passes: 'unlimited' as const };
const drawAll = (s: PyramidSolitaireState) => {
  let t = s;
  while (t.status === 'playing' && t.stock.length > 0) t = ok(t, DRAW);
  return t;
};

describe('pyramid-solitaire: unlimited passes, rules version 2', () => {
  // Ruling R4 (rules.md): "recycle while any removal is still possible". The
  // 4 + 9 is on offer in the middle of the pass; the player draws past it, and the same pass comes
  // round again.
  it('turns the waste over after a pass of plain draws in which a removal was on offer', () => {
    const s = position({ options: UNLIMITED, pyramid: { 27: '9D', 26: 'AS' }, stock: ['2S', '4H', '5C'] });
    const drawn = drawAll(s);
    expect([drawn.status, drawn.removedThisPass]).toEqual(['playing', 0]);
    expect(game.legalMoves(drawn, 0)).toEqual([RECYCLE]);
    const again = ok(drawn, RECYCLE);
    expect([again.stock, again.pass]).toEqual([['2S', '4H', '5C'], 2]);
    expect(ok(ok(again, DRAW), remove('4H', '9D')).pyramid[27]).toBeNull();
  });

  // Issue 18: "seed `unl-7`, default goal, `passes: "unlimited"`: 24 draws, the game is lost with 0
  // cards removed, though Kings and pairs were offered during the pass".
  it('lets the dealt game unl-7 go on after a first pass of 24 plain draws', () => {
    const options = game.schemas.options.parse(UNLIMITED);
    const drawn = drawAll(game.setup(options, 1, 'unl-7'));
    expect([drawn.status, drawn.waste.length, drawn.removed.length]).toEqual(['playing', 24, 0]);
    expect(game.legalMoves(drawn, 0)).toContainEqual(RECYCLE);
    expect(game.outcome(drawn)).toEqual({ finished: false });
  });

  // Issue 18: "a pass through the stock in which no removal was ever available (not merely none
  // made) repeats forever, since the stock then cycles unchanged, so it ends the game". The 6 at
  // the apex can only pair with the 7 covering it, so the ranks alone do not end the game.
  it('ends after a pass in which no removal was ever available, without an extra pass', () => {
    const s = position({ options: UNLIMITED, pyramid: { 0: '6C', 1: '7H', 2: '5D' }, stock: ['9S', '2D'], pass: 3 });
    const once = ok(s, DRAW);
    expect(once.status).toBe('playing');
    const end = ok(once, DRAW);
    expect(ranksCanMake13(end)).toBe(true);
    expect(end.status).toBe('lost');
    expect(game.legalMoves(end, 0)).toEqual([]);
    expect(game.outcome(end)).toMatchObject({ finished: true, winners: [], scores: [47], reason: expect.stringContaining('No removal is possible any more') });
  });

  // Ruling R4 (rules.md): "recycle while any removal is STILL possible".
  // Once the King is gone the pass a recycle would start shows 7, 5, 2 and 9 only: no removal can
  // come, so none is offered, where version 1 offered one pointless pass because a card had been
  // removed.
  it('ends after a pass with a removal when the pass a recycle would start offers none', () => {
    const pos = { options: UNLIMITED, pyramid: { 0: '6C', 1: '7H', 2: '5D' }, stock: ['9S', 'KD', '2D'] };
    const playPass = (s: PyramidSolitaireState) => drawAll(ok(ok(s, DRAW), remove('KD')));
    const end = playPass(position(pos));
    expect([end.status, end.removedThisPass, end.waste]).toEqual(['lost', 1, ['2D', '9S']]);
    const v1 = playPass(position({ ...pos, rulesVersion: 1 }));
    expect([v1.status, game.legalMoves(v1, 0)]).toEqual(['playing', [RECYCLE]]);
  });

  // The pass a recycle starts shows each two neighbouring waste cards at once (one as the stock top,
  // the other as the waste top) with the free pyramid cards, here the 7 and the 5.
  it('turns the waste over only when the pass it would start offers a removal', () => {
    const pos = { options: UNLIMITED, pyramid: { 0: '6C', 1: '7H', 2: '5D' }, pass: 3 };
    expect(code(position({ ...pos, waste: ['9S', 'JC', '3D', '2D'] }), RECYCLE)).toBe('NO_REMOVAL_POSSIBLE');
    expect(code(position({ ...pos, waste: ['9S', '3D', 'JC', '2D'] }), RECYCLE)).toBe('ACCEPTED');
    expect(code(position({ ...pos, pyramid: { ...pos.pyramid, 27: '4S' }, waste: ['9S', 'JC', '3D', '2D'] }), RECYCLE)).toBe('ACCEPTED');
  });

  // Issue 18: "when the ranks of the cards left (pyramid, stock, waste) admit no King and no
  // combination summing to 13 under the `sums` option, the game ends at once, with no extra pass".
  it('with sums pairs ends at once when no King and no pair worth 13 is left, cards to draw or not', () => {
    const s = position({ options: UNLIMITED, pyramid: { 27: 'KS', 26: '3C', 25: '4D' }, stock: ['6S', '5H'] });
    const after = ok(s, remove('KS'));
    expect(after.stock).toHaveLength(2);
    expect(after.status).toBe('lost');
    expect(game.legalMoves(after, 0)).toEqual([]);
  });

  // Seed, Alternative 2: "any combination of two or more cards that add to thirteen", e.g. 6 + 4 + 3.
  it('with sums any-combination goes on while three cards left can still make 13', () => {
    const s = position({ options: { ...UNLIMITED, sums: 'any-combination' }, pyramid: { 27: 'KS', 26: '3C', 25: '4D' }, stock: ['6S', '5H'] });
    const after = ok(s, remove('KS'));
    expect(after.status).toBe('playing');
    const drawn = ok(after, DRAW);
    expect(game.legalMoves(drawn, 0)).toContainEqual(remove('3C', '4D', '6S'));
  });

  it('with sums any-combination ends at once when no set of the ranks left makes 13', () => {
    const s = position({ options: { ...UNLIMITED, sums: 'any-combination' }, pyramid: { 27: 'KS', 26: 'QC', 25: '5D' }, stock: ['QH', '5S'] });
    expect(ok(s, remove('KS')).status).toBe('lost');
  });

  // Issue 18: "conversely it offers one pointless extra recycle when no removal can ever happen again".
  it('ends at once after a removal that leaves nothing to pair, instead of offering a pointless pass', () => {
    const pos = { options: UNLIMITED, pyramid: { 27: '9D', 26: 'TC' }, waste: ['2S', '3H'], pass: 2 };
    expect(ok(position(pos), remove('3H', 'TC')).status).toBe('lost');
    const v1 = ok(position({ ...pos, rulesVersion: 1 }), remove('3H', 'TC'));
    expect([v1.status, game.legalMoves(v1, 0)]).toEqual(['playing', [RECYCLE]]);
  });

  it.each([
    ['a King alone', ['KH'], true, true],
    ['Q + A', ['QH', 'AC'], true, true],
    ['3 + 4 + 6 (no pair)', ['3C', '4D', '6S'], false, true],
    ['2 + 2 + 9 (no pair)', ['2C', '2D', '9S'], false, true],
    ['5, 5, Q, Q', ['5C', '5D', 'QS', 'QH'], false, false],
  ])('decides from the ranks left whether 13 can still be made: %s', (_name, cards, pairs, anyCombination) => {
    const stock = cards as string[];
    expect(ranksCanMake13(position({ options: { sums: 'pairs' }, stock }))).toBe(pairs);
    expect(ranksCanMake13(position({ options: { sums: 'any-combination' }, stock }))).toBe(anyCombination);
  });

  // Seed 4, the basic game: "until ... all the cards in the draw pile have been turned over (lose)".
  it('leaves fixed-pass matches alone: with passes 1 the player still draws through the stock', () => {
    const s = position({ pyramid: { 27: 'KS', 26: '3C', 25: '4D' }, stock: ['6S', '5H'] });
    const after = ok(s, remove('KS'));
    expect(after.status).toBe('playing');
    expect(drawAll(after).status).toBe('lost');
  });
});

describe('pyramid-solitaire: rules versions', () => {
  const options = game.schemas.options.parse(UNLIMITED);

  it('sets new matches up under version 3 and still sets up versions 1 and 2, with the same deal', () => {
    expect([game.meta.rulesVersion, game.meta.supportedRulesVersions]).toEqual([3, [1, 2, 3]]);
    const v3 = game.setup(options, 1, 'versions');
    const v2 = game.setup(options, 1, 'versions', 2);
    const v1 = game.setup(options, 1, 'versions', 1);
    expect([v3.rulesVersion, v2.rulesVersion]).toEqual([3, 2]);
    expect([v2.pyramid, v2.stock]).toEqual([v3.pyramid, v3.stock]);
    expect([v1.pyramid, v1.stock]).toEqual([v2.pyramid, v2.stock]);
    // A version-1 state keeps the shape it had before versions existed, so stored snapshots of
    // old matches still equal the replay of their log.
    expect(Object.keys(v1).sort()).toEqual(['options', 'pass', 'pyramid', 'removed', 'removedThisPass', 'rng', 'status', 'stock', 'waste']);
    expect(() => game.setup(options, 1, 'versions', 4)).toThrow('no rules version 4');
  });

  it('under version 1 still ends the dealt game unl-7 after a first pass of plain draws', () => {
    const drawn = drawAll(game.setup(options, 1, 'unl-7', 1));
    expect([drawn.status, drawn.removed.length]).toEqual(['lost', 0]);
    expect(game.outcome(drawn)).toMatchObject({ reason: expect.stringContaining('No removal, draw or recycle is left') });
  });

  // Version 1's rule (ours then): with unlimited passes a recycle needs at least one removal since
  // the current pass began.
  it('under version 1 turns the waste over after a pass with a removal, not after one without', () => {
    const base = { options: UNLIMITED, pyramid: { 27: '9D' }, waste: ['2S', '3C'], pass: 7, rulesVersion: 1 };
    expect(code(position(base), RECYCLE)).toBe('NO_REMOVAL_THIS_PASS');
    const after = ok(position({ ...base, removedThisPass: 2 }), RECYCLE);
    expect([after.pass, after.removedThisPass, game.view(after, 0).passesLeft]).toEqual([8, 0, null]);
  });

  it('under version 1 counts a removal made during the pass towards the next recycle', () => {
    const s = position({ options: UNLIMITED, pyramid: { 27: '9D', 26: 'KC' }, stock: ['2S'], waste: ['3C'], rulesVersion: 1 });
    const drawn = ok(s, DRAW);
    expect(code(drawn, RECYCLE)).toBe('NO_REMOVAL_THIS_PASS');
    const removed = ok(drawn, remove('KC'));
    expect(removed.removedThisPass).toBe(1);
    expect(ok(removed, RECYCLE).stock).toEqual(['2S', '3C']);
  });

  it('under version 1 is lost when a pass ends without a removal and none is possible', () => {
    const pos = { options: UNLIMITED, pyramid: { 27: '9D', 26: 'AS' }, stock: ['2S'], waste: ['3C'], rulesVersion: 1 };
    expect(ok(position({ ...pos, pass: 4 }), DRAW).status).toBe('lost');
    expect(ok(position({ ...pos, removedThisPass: 1 }), DRAW).status).toBe('playing');
  });
});

import { replay } from '../../engine/replay.js';
import { WINNABLE_EXAMPLE } from './fixtures/winnable.js';
import { pyramidSolitaireGame as game } from './index.js';
import type { PyramidSolitaireState } from './state.js';

describe('pyramid-solitaire: the winnable example used end to end', () => {
  // Rulings R4 and R5 (rules.md): passes "1" and goal "all-cards" are the
  // defaults: the example must win under the default options.
  it('uses the default options', () => {
    expect(game.schemas.options.parse(WINNABLE_EXAMPLE.options)).toEqual(game.schemas.options.parse({}));
  });

  it('wins by removing all 52 cards in one pass', () => {
    const r = replay(game, { ...WINNABLE_EXAMPLE, moves: WINNABLE_EXAMPLE.moves.map((move) => ({ seat: 0, move })) });
    if (!r.ok) throw new Error(`ply ${r.ply} rejected: ${r.error.code} ${r.error.reason}`);
    const s = r.state as PyramidSolitaireState;
    expect(s.status).toBe('won');
    expect(s.pass).toBe(1);
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [0], draw: false, scores: [52] });
  });

  it('every move but the last leaves the game running', () => {
    let s = game.setup(game.schemas.options.parse(WINNABLE_EXAMPLE.options), 1, WINNABLE_EXAMPLE.seed);
    WINNABLE_EXAMPLE.moves.forEach((m, i) => {
      expect(game.toAct(s)).toEqual([0]);
      const r = game.apply(s, 0, m);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      expect(s.status).toBe(i === WINNABLE_EXAMPLE.moves.length - 1 ? 'won' : 'playing');
    });
  });
});

import type { AnyGame } from '../game.js';
import { newRng, Rng } from '../rng.js';
import { randomMove } from './random.js';

/** Just what the random bot uses: seat 0 to act, the listed moves, and the declared free fields. */
const gameOf = (moves: unknown[], anyOrderFields?: (m: { type: string }) => string[]): AnyGame =>
  ({ meta: { id: 'toy' }, toAct: () => [0], legalMoves: () => moves, ...(anyOrderFields ? { anyOrderFields } : {}) }) as unknown as AnyGame;

describe('randomMove', () => {
  // Game contract: "`legalMoves` lists each such move once, in one ordering" — the bot must still play every ordering.
  it('shuffles the free fields of the move it picks, so playouts explore every ordering', () => {
    const game = gameOf([{ type: 'order', cards: ['a', 'b', 'c'] }], (m) => (m.type === 'order' ? ['cards'] : []));
    const rng = Rng.from(newRng('explore'));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { move } = randomMove(game, null, rng)! as { move: { cards: string[] } };
      expect([...move.cards].sort()).toEqual(['a', 'b', 'c']);
      seen.add(move.cards.join(''));
    }
    expect(seen.size).toBe(6);
  });

  it('picks exactly as before for a game without free fields: the listed move, one seat pick and one move pick drawn', () => {
    const moves = [{ type: 'order', cards: ['a', 'b', 'c'] }, { type: 'pass' }];
    const rng = Rng.from(newRng('same'));
    const twin = Rng.from(newRng('same'));
    for (let i = 0; i < 20; i++) {
      const picked = randomMove(gameOf(moves), null, rng)!;
      twin.pick([0]);
      expect(picked.move).toBe(twin.pick(moves));
    }
    expect(rng.state()).toEqual(twin.state());
  });
});

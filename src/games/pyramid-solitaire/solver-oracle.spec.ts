/**
 * The exact solver against the solver it replaced (testing/old-solver.ts: a move-by-move
 * depth-first search over the game's own rules, exact whenever it finishes within its node
 * budget). Positions: dealt games of every variant, played on by a seeded random bot for a while
 * so that the old solver can finish on most of them.
 */
import { Rng, newRng } from '../../engine/rng.js';
import { pyramidSolitaireGame as game } from './index.js';
import { solve } from './solver.js';
import type { PyramidSolitaireState } from './state.js';
import { solve as oldSolve } from './testing/old-solver.js';
import { SOLVER_VARIANTS, variantName, type Variant } from './testing/small-positions.js';

/** Deal `seed` and let a seeded bot play `plies` random legal moves (fewer if the game ends). */
function midGame(v: Variant, seed: string, plies: number): PyramidSolitaireState {
  let s = game.setup(game.schemas.options.parse(v.options), 1, seed, v.rulesVersion);
  const bot = Rng.from(newRng(`bot:${seed}`));
  for (let k = 0; k < plies && s.status === 'playing'; k++) {
    const moves = game.legalMoves(s, 0);
    // Removals twice as likely as draws and recycles, so that the pyramid shrinks.
    const removals = moves.filter((m) => m.type === 'remove');
    const r = game.apply(s, 0, bot.pick(removals.length > 0 && bot.int(3) > 0 ? removals : moves));
    if (r.ok) s = r.state;
  }
  return s;
}

describe('pyramid-solitaire: the exact solver agrees with the old budgeted solver', () => {
  /** Variants in which each answer occurred. */
  const seen = new Map<string, number>();
  for (const v of SOLVER_VARIANTS) {
    it(`gives the same answer wherever the old solver decides: ${variantName(v)}`, () => {
      const rng = Rng.from(newRng(`oracle:${variantName(v)}`));
      let decided = 0;
      const answers = new Set<string>();
      for (let k = 0; k < 30; k++) {
        const s = midGame(v, `oracle-${k}`, 10 + rng.int(40));
        const old = oldSolve(s, 10_000);
        if (old.status === 'budget') continue;
        decided++;
        const now = solve(s);
        expect({ position: k, status: now.status }).toEqual({ position: k, status: old.status });
        answers.add(now.status);
      }
      expect(decided).toBeGreaterThanOrEqual(10);
      for (const a of answers) seen.set(a, (seen.get(a) ?? 0) + 1);
    });
  }

  // Random play loses most one-pass games: wins are compared in the other variants.
  it('compares wins as well as losses', () => {
    expect(seen.get('won')).toBeGreaterThanOrEqual(8);
    expect(seen.get('unwinnable')).toBeGreaterThanOrEqual(8);
  });
});

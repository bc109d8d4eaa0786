/**
 * The solver's second mode, the most goal cards removable (solver/most.ts), against the brute
 * force (testing/brute-force.ts): the best of every position reachable by the reference model's
 * own moves, one at a time.
 */
import { Rng, newRng } from '../../engine/rng.js';
import { pyramidSolitaireGame as game } from './index.js';
import { MostRemovals, goalCardsLeft, mostRemovable } from './solver/most.js';
import type { PyramidSolitaireState } from './state.js';
import { bruteForceMostRemoved } from './testing/brute-force.js';
import { endgamePosition } from './testing/endgames.js';
import { SOLVER_VARIANTS, smallPosition, variantName, type Variant } from './testing/small-positions.js';

function positions(v: Variant): PyramidSolitaireState[] {
  const rng = Rng.from(newRng(`most:${variantName(v)}`));
  const out = Array.from({ length: 60 }, () => smallPosition(v, rng));
  for (let k = 0; out.length < 80 && k < 2000; k++) {
    const s = endgamePosition(v, `most-endgame-${k}`, 14, rng, false);
    if (s !== null) out.push(s);
  }
  return out;
}

describe('pyramid-solitaire: the most goal cards removable (solver/most.ts)', () => {
  for (const v of SOLVER_VARIANTS) {
    it(`equals the brute force's best reachable position on 60 small positions and 20 endgames: ${variantName(v)}`, () => {
      const all = positions(v);
      expect(all).toHaveLength(80);
      let some = 0;
      let notAll = 0;
      all.forEach((s, k) => {
        const r = mostRemovable(s);
        const expected = bruteForceMostRemoved(s);
        if (r.removed !== expected || !r.exact) throw new Error(`${variantName(v)} #${k}: most ${r.removed} (exact ${r.exact}), brute force ${expected}: ${JSON.stringify(s)}`);
        if (expected > 0) some++;
        if (s.status === 'playing' && expected < goalCardsLeft(s)) notAll++;
      });
      // Neither answer is one-sided: cards removed, and cards that cannot all go.
      expect(some).toBeGreaterThan(10);
      expect(notAll).toBeGreaterThan(10);
    });
  }

  // Counting every card removed (the score, rules.md, ruling R7) rather than
  // the goal's: with goal pyramid the moves of goal all-cards, a win worth every card left.
  for (const v of SOLVER_VARIANTS.filter((x) => x.options.goal === 'pyramid')) {
    it(`counting all cards, equals the brute force's count of all cards on 80 positions: ${variantName(v)}`, () => {
      let differs = 0;
      positions(v).forEach((s, k) => {
        const r = mostRemovable(s, Infinity, 'all');
        const expected = bruteForceMostRemoved(s, undefined, 'all');
        if (r.removed !== expected || !r.exact) throw new Error(`${variantName(v)} #${k}: all ${r.removed} (exact ${r.exact}), brute force ${expected}: ${JSON.stringify(s)}`);
        if (expected !== mostRemovable(s).removed) differs++;
      });
      // Talon cards count: the two counts differ on many positions.
      expect(differs).toBeGreaterThan(10);
    });
  }

  // One table serves the positions after each move of a root ("positions of one root share the
  // table"): sharing changes no answer.
  it('answers for the positions after each legal move as a fresh search does', () => {
    for (const v of SOLVER_VARIANTS) {
      const rng = Rng.from(newRng(`most-moves:${variantName(v)}`));
      for (let k = 0; k < 6; k++) {
        const s = endgamePosition(v, `most-moves-${k}`, 18, rng, false);
        if (s === null || s.status !== 'playing') continue;
        const shared = new MostRemovals(s);
        for (const m of game.legalMoves(s, 0)) {
          const r = game.apply(s, 0, m);
          if (!r.ok) throw new Error(r.error.code);
          expect({ move: m, removed: shared.from(r.state, Infinity).removed }).toEqual({ move: m, removed: mostRemovable(r.state).removed });
        }
      }
    }
  });

  // "A node limit per question makes the answer a count the player can surely reach, exact when
  // the search finished within the limit."
  it('gives a lower bound within a short node limit, and the exact answer within the exact search’s count', () => {
    const s = game.setup(game.schemas.options.parse({}), 1, 'most-limit');
    const exact = mostRemovable(s);
    expect(exact.exact).toBe(true);
    expect(exact.nodes).toBeGreaterThan(1000);
    const short = mostRemovable(s, 1000);
    expect(short.exact).toBe(false);
    expect(short.removed).toBeLessThanOrEqual(exact.removed);
    expect(short.removed).toBeGreaterThan(0);
    expect(mostRemovable(s, exact.nodes)).toEqual(exact);
  });
});

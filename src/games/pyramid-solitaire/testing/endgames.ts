/**
 * Endgames of real deals for the solver's tests: a dealt game of the variant played on until at
 * most `maxCards` cards are left, small enough for the brute force (brute-force.ts). Unlike the
 * built positions of small-positions.ts they keep what a dealt game has: one deck's cards (so,
 * with any combination, lows and highs that balance), a pyramid that play can reach, a talon in
 * its dealt order. To reach winnable endgames as well as lost ones, a guided game first follows
 * the winning line of the deal under pairs and goal pyramid with the same passes and rules
 * version (quicker to solve, and its removals are legal under every option) for a random part of
 * the way; then a seeded random player (removals preferred) goes on.
 */
import { Rng } from '../../../engine/rng.js';
import { pyramidSolitaireGame as game } from '../index.js';
import { solve } from '../solver.js';
import type { PyramidSolitaireMove, PyramidSolitaireState } from '../state.js';
import type { Variant } from './small-positions.js';

export const cardsLeft = (s: PyramidSolitaireState): number => s.pyramid.filter((c) => c !== null).length + s.stock.length + s.waste.length;

/**
 * The endgame of the deal `seed`, or null when the game ended before it got that small or, with
 * `guided`, when the deal has no winning line to follow (a cheap way to skip it).
 */
export function endgamePosition(v: Variant, seed: string, maxCards: number, rng: Rng, guided: boolean): PyramidSolitaireState | null {
  let s = game.setup(game.schemas.options.parse(v.options), 1, seed, v.rulesVersion);
  const apply = (m: PyramidSolitaireMove): boolean => {
    const r = game.apply(s, 0, m);
    if (r.ok) s = r.state;
    return r.ok;
  };
  if (guided) {
    const guide = guideLine(s, seed);
    if (guide === null) return null;
    const stop = maxCards + rng.int(8);
    for (const m of guide) if (s.status !== 'playing' || cardsLeft(s) <= stop || !apply(m)) break;
  }
  for (let k = 0; k < 300 && s.status === 'playing' && cardsLeft(s) > maxCards; k++) {
    const moves = game.legalMoves(s, 0);
    const removals = moves.filter((m) => m.type === 'remove');
    apply(rng.pick(removals.length > 0 && rng.int(4) > 0 ? removals : moves));
  }
  return s.status === 'playing' && cardsLeft(s) <= maxCards ? s : null;
}

/** Guide lines by deal and passes: the variants that differ only in goal or sums share them. */
const guides = new Map<string, PyramidSolitaireMove[] | null>();

function guideLine(s: PyramidSolitaireState, seed: string): PyramidSolitaireMove[] | null {
  const key = `${seed}|${s.options.passes}|${s.rulesVersion ?? 1}`;
  if (!guides.has(key)) guides.set(key, solve({ ...s, options: { ...s.options, goal: 'pyramid', sums: 'pairs' } }).moves);
  return guides.get(key) ?? null;
}

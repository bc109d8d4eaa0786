/**
 * A depth-first solver for Pyramid solitaire: finds a winning move sequence from a state, or proves
 * there is none, within a budget of searched nodes (pure: no clock, so a result never depends on
 * the machine). It sees the whole state, stock order included: it is a tool for tests, fixtures
 * and analysis, never something to show a player during a game.
 *
 * Search: every position entered is memoised by a key (pyramid, stock, waste and the pass data
 * that still matters) and never searched twice. With a fixed number of passes, and with unlimited
 * passes under rules version 1, the position graph has no cycles (every move removes a card,
 * advances the stock or starts a pass that needs a removal first), so a memoised position is one
 * proven lost. Rules version 2 allows a pass of plain draws to be recycled when the next pass
 * offers a removal, which leads back to the position the pass began with: meeting a position
 * already entered is then a dead end, and the search still finds a win whenever one is reachable,
 * as any graph search that enters each position once does. Pruning:
 * - an available King is removed at once and nothing else is tried: it pairs with nothing, and
 *   taking it away only uncovers cards (dominance);
 * - with sums 'pairs', a pyramid card whose every remaining partner (13 - its value) lies in the
 *   cone of cards covering it can never be removed, so the position is lost.
 */
import { rankValue, type Card } from '../../../engine/cards/french.js';
import { coveringSlots } from '../../../engine/cards/pyramid-layout.js';
import { drawCard, goalMet, recycleBlock, recycleWaste, removals, removeCards, rulesVersionOf, settle, TARGET } from '../rules.js';
import { PYRAMID_ROWS, PYRAMID_SLOTS, type PyramidSolitaireMove, type PyramidSolitaireState } from '../state.js';

export interface SolveResult {
  /** won: `moves` win from the state; unwinnable: the whole tree was searched; budget: gave up. */
  readonly status: 'won' | 'unwinnable' | 'budget';
  readonly moves: PyramidSolitaireMove[] | null;
  readonly nodes: number;
}

/** cone[s]: bitmask of every slot that covers s, directly or through other cards. */
const CONE: number[] = (() => {
  const cone: number[] = new Array(PYRAMID_SLOTS).fill(0);
  for (let s = PYRAMID_SLOTS - 1; s >= 0; s--) {
    for (const o of coveringSlots(s, PYRAMID_ROWS)) cone[s] |= (1 << o) | cone[o];
  }
  return cone;
})();

function pyramidMask(s: PyramidSolitaireState): number {
  let m = 0;
  for (let i = 0; i < PYRAMID_SLOTS; i++) if (s.pyramid[i] !== null) m |= 1 << i;
  return m;
}

function keyOf(s: PyramidSolitaireState, mask: number): string {
  let pass = String(s.pass);
  // With unlimited passes a recycle needs a removal made in this pass (version 1) or one on offer
  // in the next pass (version 2: the cards already in the key decide it).
  if (s.options.passes === 'unlimited') pass = rulesVersionOf(s) === 1 && s.removedThisPass > 0 ? 'r' : '-';
  return `${mask}|${s.stock.join('')}|${s.waste.join('')}|${pass}`;
}

/** True when some pyramid card can provably never be paired (sums 'pairs' only). */
function hopeless(s: PyramidSolitaireState): boolean {
  if (s.options.sums !== 'pairs') return false;
  // Partners outside the pyramid (stock and waste) can always meet a card once it is free.
  const loose = new Array<number>(14).fill(0);
  for (const c of s.stock) loose[rankValue(c)]++;
  for (const c of s.waste) loose[rankValue(c)]++;
  for (let slot = 0; slot < PYRAMID_SLOTS; slot++) {
    const card = s.pyramid[slot];
    if (card === null) continue;
    const need = TARGET - rankValue(card);
    if (need === 0 || loose[need] > 0) continue;
    let reachable = false;
    for (let o = 0; o < PYRAMID_SLOTS && !reachable; o++) {
      const other = s.pyramid[o];
      if (other !== null && o !== slot && rankValue(other) === need && (CONE[slot] & (1 << o)) === 0) reachable = true;
    }
    if (!reachable) return true;
  }
  return false;
}

function children(s: PyramidSolitaireState): PyramidSolitaireMove[] {
  const rem = removals(s);
  const king = rem.find((cards) => cards.length === 1);
  if (king) return [{ type: 'remove', cards: king }];
  const inPyramid = (cards: Card[]) => cards.filter((c) => s.pyramid.includes(c)).length;
  const out: PyramidSolitaireMove[] = rem
    .map((cards) => ({ cards, p: inPyramid(cards) }))
    .sort((a, b) => b.p - a.p)
    .map(({ cards }) => ({ type: 'remove', cards }));
  if (s.stock.length > 0) out.push({ type: 'draw' });
  if (recycleBlock(s) === null) out.push({ type: 'recycle' });
  return out;
}

function next(s: PyramidSolitaireState, m: PyramidSolitaireMove): PyramidSolitaireState {
  if (m.type === 'remove') return settle(removeCards(s, m.cards));
  if (m.type === 'draw') return settle(drawCard(s));
  return settle(recycleWaste(s));
}

/** Searches for a win from `start` expanding at most `budget` positions. */
export function solve(start: PyramidSolitaireState, budget = 200_000): SolveResult {
  const entered = new Set<string>();
  const path: PyramidSolitaireMove[] = [];
  let nodes = 0;
  let outOfBudget = false;

  const dfs = (s: PyramidSolitaireState): boolean => {
    if (goalMet(s)) return true;
    if (s.status !== 'playing') return false;
    const key = keyOf(s, pyramidMask(s));
    if (entered.has(key)) return false;
    if (nodes >= budget) {
      outOfBudget = true;
      return false;
    }
    nodes++;
    entered.add(key);
    if (!hopeless(s)) {
      for (const m of children(s)) {
        path.push(m);
        if (dfs(next(s, m))) return true;
        path.pop();
        if (outOfBudget) return false;
      }
    }
    return false;
  };

  const won = dfs(start);
  if (won) return { status: 'won', moves: [...path], nodes };
  return { status: outOfBudget ? 'budget' : 'unwinnable', moves: null, nodes };
}

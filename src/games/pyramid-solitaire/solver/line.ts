/**
 * Writes the search's removals out as game moves: the draws and recycles that bring each removal's
 * cards to the stock top and the waste top, then the removal (cards in canonical order).
 */
import type { Card } from '../../../engine/cards/french.js';
import { canonical } from '../rules.js';
import type { PyramidSolitaireMove } from '../state.js';
import { TARGET } from './moves.js';
import { clz32, lowBit, nextLeft, prevLeft, type Root } from './position.js';
import type { Step } from './search.js';

/**
 * `endgame`: the win ends with the pyramid empty and talon cards left, removed greedily
 * (endgame.ts): a King on top goes alone, the waste top and stock top go together when they make
 * 13, otherwise the next card is drawn; an empty stock with cards left is recycled once.
 */
export function movesOf(root: Root, steps: readonly Step[], endgame: boolean): PyramidSolitaireMove[] {
  const { deal } = root;
  const n = deal.n;
  const out: PyramidSolitaireMove[] = [];
  let talon = root.talon;
  let at = root.at;
  const draw = () => {
    out.push({ type: 'draw' });
    at = nextLeft(talon, at + 1, n);
  };
  const reach = (target: number) => {
    if (target < at) {
      while (at < n) draw();
      out.push({ type: 'recycle' });
      at = nextLeft(talon, 0, n);
    }
    while (at < target) draw();
  };
  for (const { dp, dt } of steps) {
    const cards: Card[] = [];
    for (let m = dp; m !== 0; m &= m - 1) cards.push(deal.pyramidCards[lowBit(m)]!);
    if (dt !== 0) {
      const last = 31 - clz32(dt);
      const single = (dt & (dt - 1)) === 0;
      // A single talon card that is the waste top now is taken there; otherwise as the stock top
      // (single) or with the card before it on the waste (pair), at the stock top's index.
      if (!(single && last === prevLeft(talon, at))) reach(last);
      for (let m = dt; m !== 0; m &= m - 1) cards.push(deal.talonCards[lowBit(m)]);
      talon &= ~dt;
      at = nextLeft(talon, at, n);
    }
    out.push({ type: 'remove', cards: canonical(cards) });
  }
  if (!endgame) return out;
  const value = (i: number) => deal.talonValues[i];
  const remove = (dt: number) => {
    const cards: Card[] = [];
    for (let m = dt; m !== 0; m &= m - 1) cards.push(deal.talonCards[lowBit(m)]);
    out.push({ type: 'remove', cards: canonical(cards) });
    talon &= ~dt;
    at = nextLeft(talon, at, n);
  };
  for (let passes = 0; talon !== 0; passes++) {
    if (passes === 2) throw new Error('the endgame did not clear the talon');
    for (;;) {
      const w = prevLeft(talon, at);
      if (w >= 0 && value(w) === TARGET) remove(1 << w);
      else if (at < n && value(at) === TARGET) remove(1 << at);
      else if (at < n && w >= 0 && value(w) + value(at) === TARGET) remove((1 << w) | (1 << at));
      else if (at < n) draw();
      else break;
    }
    if (talon !== 0) {
      out.push({ type: 'recycle' });
      at = nextLeft(talon, 0, n);
    }
  }
  return out;
}

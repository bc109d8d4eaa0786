/**
 * Reference model of Pyramid solitaire (issue 17): a second, minimal reading of the rulings of
 * rules.md and seed 002, written without looking at the engine's rule files.
 * compare.ts plays the engine and this model side by side; any difference in who acts, the legal
 * moves, the next position or the result is a deviation of one of them from the rulings.
 *
 * Deliberately naive: it re-derives everything from the position by brute force (every subset of
 * the available cards, every window of the stock cycle) instead of sharing any shortcut with the
 * engine.
 */

export type Passes = '1' | '3' | 'unlimited';
export type Goal = 'all-cards' | 'pyramid';
export type Sums = 'pairs' | 'any-combination';

export interface ModelPosition {
  /** The rules version the match is played under (1 or 2; only `passes: unlimited` differs). */
  readonly version: number;
  readonly passes: Passes;
  readonly goal: Goal;
  readonly sums: Sums;
  /** 28 slots from the apex, row by row; null once removed. */
  readonly pyramid: (string | null)[];
  /** Bottom first, top (face up, usable) last. */
  readonly stock: string[];
  /** Bottom first, top (usable) last. */
  readonly waste: string[];
  /** 1 + recycles so far. */
  readonly pass: number;
  /** Cards removed since the current pass began. */
  readonly removedThisPass: number;
  /** Cards removed so far (the score). */
  readonly removed: number;
}

export type ModelMove = { type: 'remove'; cards: string[] } | { type: 'draw' } | { type: 'recycle' };

export type ModelResult = { finished: false } | { finished: true; won: boolean; score: number };

const ROWS = 7;
const SLOTS = 28;

/** Seed: "Aces = one, Jacks = 11, Queens = 12 and Kings = 13 and the other cards equal their face value". */
export const valueOf = (card: string): number => 'A23456789TJQK'.indexOf(card[0]) + 1;

const rowStart = (r: number): number => (r * (r + 1)) / 2;

/**
 * Fact (rules.md, ruling R1): "a card is free when both cards of the next
 * row that overlap it are gone".
 * Card (r, c) is overlapped by (r+1, c) and (r+1, c+1); the 7th row is overlapped by nothing.
 */
export function freeSlots(pyramid: readonly (string | null)[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c <= r; c++) {
      const s = rowStart(r) + c;
      if (pyramid[s] === null) continue;
      if (r === ROWS - 1 || (pyramid[rowStart(r + 1) + c] === null && pyramid[rowStart(r + 1) + c + 1] === null)) out.push(s);
    }
  }
  return out;
}

const top = (pile: readonly string[]): string | null => (pile.length > 0 ? pile[pile.length - 1] : null);

/**
 * Ruling R2 (rules.md): "the top of the stock is also face up and usable",
 * as in PySolFC and the Microsoft collection: "the available cards are the free pyramid cards, the
 * top of the stock and the top of the waste, and no other".
 */
export function availableCards(p: ModelPosition): string[] {
  const out = freeSlots(p.pyramid).map((s) => p.pyramid[s] as string);
  const st = top(p.stock);
  const wt = top(p.waste);
  if (st !== null) out.push(st);
  if (wt !== null) out.push(wt);
  return out;
}

/**
 * Every removal among `cards`, each as a sorted list of card codes. Rulings R3 and R6
 * (rules.md): "Any two available cards (R2) whose values add up to 13 may be
 * removed, and a King alone", and with `sums: any-combination` "any set of two or more available
 * cards summing to 13" (seed Alternative 2: "a 6, 4 and 3 in one turn"). The King alone stays a
 * removal in both modes (a King is 13 by itself, seed step 3).
 */
export function removalsAmong(cards: readonly string[], sums: Sums): string[][] {
  const out: string[][] = [];
  const n = cards.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const chosen: string[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        chosen.push(cards[i]);
        total += valueOf(cards[i]);
      }
    }
    if (total !== 13) continue;
    const k = chosen.length;
    const allowed = k === 1 || k === 2 || sums === 'any-combination';
    if (allowed) out.push(chosen.sort());
  }
  return out;
}

/**
 * Ruling R4 (rules.md), `unlimited`: "Alternative 1: recycle while any
 * removal is still possible".
 * Read forward and exactly: until a removal is made, the pyramid stays as it is and only draws and
 * recycles change what is available, so the positions still reachable are those of one more trip
 * through the cycle of stock and waste cards. The order in which they would be turned (after a
 * recycle, the waste turned over) is: the waste bottom first, then the stock top first. In that
 * trip the stock top and the waste top are always two neighbours of this order (or one card at the
 * ends), never the last and the first together. A removal is still possible when some such window,
 * with the free pyramid cards, holds one.
 */
export function removalStillPossible(p: ModelPosition): boolean {
  const free = freeSlots(p.pyramid).map((s) => p.pyramid[s] as string);
  const cycle = [...p.waste, ...p.stock.slice().reverse()];
  if (cycle.length === 0) return removalsAmong(free, p.sums).length > 0;
  for (let i = 0; i < cycle.length; i++) {
    const window = i + 1 < cycle.length ? [cycle[i], cycle[i + 1]] : [cycle[i]];
    if (removalsAmong([...free, ...window], p.sums).length > 0) return true;
  }
  return false;
}

/**
 * Ruling R5 (rules.md): `goal` is `"all-cards"` (the default: pyramid, stock
 * and waste empty) or `"pyramid"` (Relaxed Pyramid).
 */
export function goalMet(p: ModelPosition): boolean {
  const pyramidClear = p.pyramid.every((c) => c === null);
  if (p.goal === 'pyramid') return pyramidClear;
  return pyramidClear && p.stock.length === 0 && p.waste.length === 0;
}

/**
 * Ruling R4 (rules.md): `passes` is `"1"` (the default, the original's basic
 * rule), `"3"` (Par, as in the Microsoft collection) or `"unlimited"`.
 * Version 1 of the project read `unlimited` as "recycle allowed after any pass in which at least
 * one card was removed" (the option's description before rules version 2); version 2 follows the
 * ruling as quoted in removalStillPossible.
 */
export function recycleAllowed(p: ModelPosition): boolean {
  if (p.stock.length > 0 || p.waste.length === 0) return false;
  if (p.passes === '1') return false;
  if (p.passes === '3') return p.pass < 3;
  if (p.version === 1) return p.removedThisPass > 0;
  return removalStillPossible(p);
}

/** Every legal move, removals as sorted card lists. None once the game is over. */
export function legalMoves(p: ModelPosition): ModelMove[] {
  if (goalMet(p)) return [];
  const moves: ModelMove[] = removalsAmong(availableCards(p), p.sums).map((cards) => ({ type: 'remove', cards }));
  if (p.stock.length > 0) moves.push({ type: 'draw' });
  if (recycleAllowed(p)) moves.push({ type: 'recycle' });
  return moves;
}

/**
 * Ruling R7 (rules.md): the game is won as soon as the goal is met, and
 * "lost when no removal, draw or recycle is possible any more"; the score is the number of cards
 * removed.
 */
export function resultOf(p: ModelPosition): ModelResult {
  if (goalMet(p)) return { finished: true, won: true, score: p.removed };
  if (legalMoves(p).length === 0) return { finished: true, won: false, score: p.removed };
  return { finished: false };
}

/**
 * The position after a legal move. A recycle turns the waste over (seed Alternative 1: "the cards
 * from the draw pile can be turned back over"): the first card drawn is the new stock top.
 */
export function applyMove(p: ModelPosition, move: ModelMove): ModelPosition {
  if (move.type === 'draw') {
    return { ...p, stock: p.stock.slice(0, -1), waste: [...p.waste, p.stock[p.stock.length - 1]] };
  }
  if (move.type === 'recycle') {
    return { ...p, stock: p.waste.slice().reverse(), waste: [], pass: p.pass + 1, removedThisPass: 0 };
  }
  const gone = new Set(move.cards);
  const pyramid = p.pyramid.map((c) => (c !== null && gone.has(c) ? null : c));
  let stock = p.stock;
  let waste = p.waste;
  // Only the tops are available, so a removed stock or waste card is its pile's top.
  if (top(stock) !== null && gone.has(top(stock) as string)) stock = stock.slice(0, -1);
  if (top(waste) !== null && gone.has(top(waste) as string)) waste = waste.slice(0, -1);
  const n = move.cards.length;
  return { ...p, pyramid, stock, waste, removed: p.removed + n, removedThisPass: p.removedThisPass + n };
}

/**
 * What the deal must look like (seed steps 1-2; rules.md, rulings R1 and
 * R2): "28 cards face up in 7 rows, and the other 24 cards are the stock", nothing removed. The
 * seed's first face-up card is the stock's face-up top (ruling R2: "the top of the stock is also
 * face up and usable"), so the waste starts empty, as in the Microsoft game the ruling cites.
 * Returns the problems found (empty when right).
 */
export function dealProblems(p: ModelPosition): string[] {
  const problems: string[] = [];
  if (p.pyramid.length !== SLOTS || p.pyramid.some((c) => c === null)) problems.push('the pyramid is not 28 cards');
  if (p.stock.length !== 24 || p.waste.length !== 0) problems.push(`stock ${p.stock.length} and waste ${p.waste.length}, expected 24 and 0`);
  const all = [...(p.pyramid.filter((c) => c !== null) as string[]), ...p.stock, ...p.waste];
  if (new Set(all).size !== 52 || all.length !== 52) problems.push('the deal is not one 52-card deck');
  if (p.pass !== 1 || p.removed !== 0 || p.removedThisPass !== 0) problems.push('the deal does not start at pass 1 with nothing removed');
  return problems;
}

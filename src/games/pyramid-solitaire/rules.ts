/**
 * Pyramid solitaire rules as pure functions over the state: which cards are available, which
 * removals exist, draw and recycle, and when the game ends. Validation of a player's move lives in
 * moves.ts; these functions assume a legal move.
 */
import { FULL_DECK, SUITS, rankValue, type Card } from '../../engine/cards/french.js';
import { isUncovered } from '../../engine/cards/pyramid-layout.js';
import { Rng, newRng } from '../../engine/rng.js';
import { PYRAMID_ROWS, PYRAMID_SLOTS, type PyramidSolitaireOptions, type PyramidSolitaireState } from './state.js';

export const TARGET = 13;

/** Where an available card lies. */
export type Place = { readonly where: 'pyramid'; readonly slot: number } | { readonly where: 'stock' } | { readonly where: 'waste' };

export interface Available {
  readonly card: Card;
  readonly place: Place;
}

export function setupState(options: PyramidSolitaireOptions, seed: string): PyramidSolitaireState {
  const rng = Rng.from(newRng(seed));
  const deck = rng.shuffle(FULL_DECK);
  // Dealt from the apex row by row; the 29th card dealt is the stock's face-up top.
  const pyramid = deck.slice(0, PYRAMID_SLOTS);
  const stock = deck.slice(PYRAMID_SLOTS).reverse();
  return { options, pyramid, stock, waste: [], pass: 1, removedThisPass: 0, removed: [], status: 'playing', rng: rng.state() };
}

/** Pyramid slots holding a card that no card of the next row overlaps, ascending. */
export function freeSlots(pyramid: readonly (Card | null)[]): number[] {
  const occupied = (s: number) => pyramid[s] !== null;
  const out: number[] = [];
  for (let s = 0; s < PYRAMID_SLOTS; s++) if (occupied(s) && isUncovered(s, PYRAMID_ROWS, occupied)) out.push(s);
  return out;
}

export const stockTop = (s: PyramidSolitaireState): Card | null => (s.stock.length > 0 ? s.stock[s.stock.length - 1] : null);
export const wasteTop = (s: PyramidSolitaireState): Card | null => (s.waste.length > 0 ? s.waste[s.waste.length - 1] : null);

/** Free pyramid cards (by slot), then the stock top, then the waste top. */
export function availableCards(s: PyramidSolitaireState): Available[] {
  const out: Available[] = freeSlots(s.pyramid).map((slot) => ({ card: s.pyramid[slot]!, place: { where: 'pyramid', slot } }));
  const st = stockTop(s);
  if (st !== null) out.push({ card: st, place: { where: 'stock' } });
  const wt = wasteTop(s);
  if (wt !== null) out.push({ card: wt, place: { where: 'waste' } });
  return out;
}

/** Canonical card order inside a removal: by rank value, then suit (C, D, H, S). */
export function cardOrder(a: Card, b: Card): number {
  return rankValue(a) - rankValue(b) || SUITS.indexOf(a[1] as never) - SUITS.indexOf(b[1] as never);
}

export const canonical = (cards: readonly Card[]): Card[] => [...cards].sort(cardOrder);


/** Every legal removal, each once with its cards in canonical order: Kings alone first, then sets. */
export function removals(s: PyramidSolitaireState): Card[][] {
  const cards = availableCards(s)
    .map((a) => a.card)
    .sort(cardOrder);
  const out: Card[][] = [];
  for (const c of cards) if (rankValue(c) === TARGET) out.push([c]);
  if (s.options.sums === 'pairs') {
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) if (rankValue(cards[i]) + rankValue(cards[j]) === TARGET) out.push([cards[i], cards[j]]);
    }
  } else {
    // Every subset of two or more summing to 13; values are >= 1, so a partial sum over 13 stops.
    const pick: Card[] = [];
    const walk = (from: number, sum: number) => {
      for (let i = from; i < cards.length; i++) {
        const total = sum + rankValue(cards[i]);
        if (total > TARGET) continue;
        pick.push(cards[i]);
        if (total === TARGET && pick.length >= 2) out.push([...pick]);
        else if (total < TARGET) walk(i + 1, total);
        pick.pop();
      }
    };
    walk(0, 0);
  }
  return out;
}

export const recyclesAllowed = (o: PyramidSolitaireOptions): number | null => (o.passes === 'unlimited' ? null : Number(o.passes) - 1);

/** Further passes still allowed (null = unlimited). */
export function passesLeft(s: PyramidSolitaireState): number | null {
  const max = recyclesAllowed(s.options);
  return max === null ? null : Math.max(0, max - (s.pass - 1));
}

/** Why a recycle is not allowed now, or null when it is. */
export function recycleBlock(s: PyramidSolitaireState): { code: string; reason: string } | null {
  if (s.stock.length > 0) return { code: 'STOCK_NOT_EMPTY', reason: 'The waste can be turned over only when the stock is empty.' };
  if (s.waste.length === 0) return { code: 'WASTE_EMPTY', reason: 'The waste is empty: there is nothing to turn over.' };
  const left = passesLeft(s);
  if (left !== null && left <= 0) {
    return { code: 'NO_PASSES_LEFT', reason: `No pass through the stock is left (this match allows ${s.options.passes}).` };
  }
  if (left === null && s.removedThisPass === 0) {
    return {
      code: 'NO_REMOVAL_THIS_PASS',
      reason: 'With unlimited passes the waste can be turned over only after a pass in which at least one card was removed.',
    };
  }
  return null;
}

export function goalMet(s: PyramidSolitaireState): boolean {
  const pyramidEmpty = s.pyramid.every((c) => c === null);
  if (s.options.goal === 'pyramid') return pyramidEmpty;
  return pyramidEmpty && s.stock.length === 0 && s.waste.length === 0;
}

export function hasAnyMove(s: PyramidSolitaireState): boolean {
  return s.stock.length > 0 || recycleBlock(s) === null || removals(s).length > 0;
}

/** Sets the status after a move: won when the goal is met, lost when no move is left. */
export function settle(s: PyramidSolitaireState): PyramidSolitaireState {
  if (goalMet(s)) return { ...s, status: 'won' };
  if (!hasAnyMove(s)) return { ...s, status: 'lost' };
  return s;
}

/** Removes the given cards (assumed available); does not settle. */
export function removeCards(s: PyramidSolitaireState, cards: readonly Card[]): PyramidSolitaireState {
  const gone = new Set(cards);
  const pyramid = s.pyramid.map((c) => (c !== null && gone.has(c) ? null : c));
  let stock = s.stock;
  if (stock.length > 0 && gone.has(stock[stock.length - 1])) stock = stock.slice(0, -1);
  let waste = s.waste;
  if (waste.length > 0 && gone.has(waste[waste.length - 1])) waste = waste.slice(0, -1);
  return {
    ...s,
    pyramid,
    stock,
    waste,
    removed: [...s.removed, ...canonical(cards)],
    removedThisPass: s.removedThisPass + cards.length,
  };
}

export function drawCard(s: PyramidSolitaireState): PyramidSolitaireState {
  const top = s.stock[s.stock.length - 1];
  return { ...s, stock: s.stock.slice(0, -1), waste: [...s.waste, top] };
}

/** Turns the waste over: the card drawn first becomes the new stock top. */
export function recycleWaste(s: PyramidSolitaireState): PyramidSolitaireState {
  return { ...s, stock: [...s.waste].reverse(), waste: [], pass: s.pass + 1, removedThisPass: 0 };
}

/** The pyramid slot holding `card`, or -1. */
export const pyramidSlotOf = (s: PyramidSolitaireState, card: Card): number => s.pyramid.indexOf(card);

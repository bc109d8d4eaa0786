/**
 * Pyramid solitaire rules as pure functions over the state: which cards are available, which
 * removals exist, draw and recycle, and when the game ends. Validation of a player's move lives in
 * moves.ts; these functions assume a legal move.
 */
import { FULL_DECK, SUITS, rankValue, type Card } from '../../engine/cards/french.js';
import { coveringSlots } from '../../engine/cards/pyramid-layout.js';
import { Rng, newRng } from '../../engine/rng.js';
import { PYRAMID_ROWS, PYRAMID_SLOTS, type PyramidSolitaireOptions, type PyramidSolitaireState } from './state.js';

export const TARGET = 13;

/** Where an available card lies. */
export type Place = { readonly where: 'pyramid'; readonly slot: number } | { readonly where: 'stock' } | { readonly where: 'waste' };

export interface Available {
  readonly card: Card;
  readonly place: Place;
}

/**
 * Rules versions. 1: with unlimited passes a recycle needed a removal *made* during the pass.
 * 2 (issue 18; rules.md, ruling R4: "recycle while any removal is still
 * possible"): a recycle needs a removal on offer at some moment of the pass it would start, and the
 * game ends at once when the ranks left cannot make 13. Fixed-pass matches play the same under
 * both.
 * 3 (issue 13): plays as 2; a winnable deal skips an attempt that the solver does not decide
 * within a node budget (deal.ts), so that setting one up stays short.
 */
export const RULES_VERSION = 3;
export const SUPPORTED_RULES_VERSIONS: readonly number[] = [1, 2, 3];

/** The version a state is played under (version-1 states carry no version field). */
export const rulesVersionOf = (s: PyramidSolitaireState): number => s.rulesVersion ?? 1;

export function setupState(options: PyramidSolitaireOptions, seed: string, rulesVersion = RULES_VERSION): PyramidSolitaireState {
  if (!SUPPORTED_RULES_VERSIONS.includes(rulesVersion)) throw new Error(`pyramid-solitaire has no rules version ${rulesVersion}`);
  const rng = Rng.from(newRng(seed));
  const deck = rng.shuffle(FULL_DECK);
  // Dealt from the apex row by row; the 29th card dealt is the stock's face-up top.
  const pyramid = deck.slice(0, PYRAMID_SLOTS);
  const stock = deck.slice(PYRAMID_SLOTS).reverse();
  const dealt: PyramidSolitaireState = { options, pyramid, stock, waste: [], pass: 1, removedThisPass: 0, removed: [], status: 'playing', rng: rng.state() };
  return rulesVersion === 1 ? dealt : { ...dealt, rulesVersion };
}

/** The slots overlapping each slot (engine/cards/pyramid-layout.ts), looked up once. */
const COVERING: readonly (readonly number[])[] = Array.from({ length: PYRAMID_SLOTS }, (_, s) => coveringSlots(s, PYRAMID_ROWS));

/** Pyramid slots holding a card that no card of the next row overlaps, ascending. */
export function freeSlots(pyramid: readonly (Card | null)[]): number[] {
  const out: number[] = [];
  for (let s = 0; s < PYRAMID_SLOTS; s++) {
    if (pyramid[s] === null) continue;
    const over = COVERING[s];
    let free = true;
    for (let i = 0; i < over.length && free; i++) free = pyramid[over[i]] === null;
    if (free) out.push(s);
  }
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

// Rules run in every playout step (issue 10: 100k moves/s): card values and the canonical order
// are looked up in tables built once rather than parsed from the card code each time.
const VALUE = new Map<Card, number>(FULL_DECK.map((c) => [c, rankValue(c)]));
const ORDER = new Map<Card, number>(FULL_DECK.map((c) => [c, rankValue(c) * SUITS.length + SUITS.indexOf(c[1] as never)]));

/** A card's value (Ace 1 ... King 13); throws for a string that is not a card. */
const valueOf = (card: Card): number => VALUE.get(card) ?? rankValue(card);

/** Canonical card order inside a removal: by rank value, then suit (C, D, H, S). */
export function cardOrder(a: Card, b: Card): number {
  return (ORDER.get(a) ?? rankValue(a) * SUITS.length) - (ORDER.get(b) ?? rankValue(b) * SUITS.length);
}

export const canonical = (cards: readonly Card[]): Card[] => [...cards].sort(cardOrder);

/**
 * `canonical(cards)` by insertion sort on looked-up keys: the lists are the few available cards
 * (a playout sorts one per step), where a comparator sort cost two map lookups per comparison.
 */
function sortedCards(cards: readonly Card[]): Card[] {
  const out = cards.slice();
  const keys = out.map((c) => ORDER.get(c) ?? rankValue(c) * SUITS.length);
  for (let i = 1; i < out.length; i++) {
    const c = out[i];
    const k = keys[i];
    let j = i - 1;
    for (; j >= 0 && keys[j] > k; j--) {
      out[j + 1] = out[j];
      keys[j + 1] = keys[j];
    }
    out[j + 1] = c;
    keys[j + 1] = k;
  }
  return out;
}


/** Every legal removal, each once with its cards in canonical order: Kings alone first, then sets. */
export function removals(s: PyramidSolitaireState): Card[][] {
  const cards: Card[] = [];
  for (const slot of freeSlots(s.pyramid)) cards.push(s.pyramid[slot]!);
  const st = stockTop(s);
  if (st !== null) cards.push(st);
  const wt = wasteTop(s);
  if (wt !== null) cards.push(wt);
  return removalsAmong(cards, s.options.sums);
}

/** Every removal the `sums` option allows among the given (available) cards, as in `removals`. */
export function removalsAmong(available: readonly Card[], sums: PyramidSolitaireOptions['sums']): Card[][] {
  const cards = sortedCards(available);
  const values = cards.map(valueOf);
  const out: Card[][] = [];
  for (let i = 0; i < cards.length; i++) if (values[i] === TARGET) out.push([cards[i]]);
  if (sums === 'pairs') {
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) if (values[i] + values[j] === TARGET) out.push([cards[i], cards[j]]);
    }
  } else {
    // Every subset of two or more summing to 13; values are >= 1, so a partial sum over 13 stops.
    const pick: Card[] = [];
    const walk = (from: number, sum: number) => {
      for (let i = from; i < cards.length; i++) {
        const total = sum + values[i];
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
  if (left !== null) return null;
  if (rulesVersionOf(s) === 1) {
    if (s.removedThisPass > 0) return null;
    return {
      code: 'NO_REMOVAL_THIS_PASS',
      reason: 'With unlimited passes the waste can be turned over only after a pass in which at least one card was removed.',
    };
  }
  if (nextPassOffersRemoval(s)) return null;
  return {
    code: 'NO_REMOVAL_POSSIBLE',
    reason: 'No removal is possible any more: turning the waste over would start a pass with nothing to remove, and so would every pass after it.',
  };
}

/**
 * With the stock empty: whether the pass a recycle would start offers a removal at some moment.
 * Until its first removal that pass shows the free pyramid cards as they are now with, in turn,
 * each two neighbouring waste cards (one as the stock top, the one drawn before it as the waste
 * top) and at its end the last card alone. If none of these moments offers a removal, no removal
 * is made, the pass ends as it began, and every later pass repeats it: no removal is possible any
 * more. It reads only the waste, whose order the player saw card by card.
 */
export function nextPassOffersRemoval(s: PyramidSolitaireState): boolean {
  const free = freeSlots(s.pyramid).map((slot) => s.pyramid[slot]!);
  const w = s.waste;
  for (let i = 0; i < w.length; i++) {
    const shown = i + 1 < w.length ? [w[i], w[i + 1]] : [w[i]];
    if (removalsAmong([...free, ...shown], s.options.sums).length > 0) return true;
  }
  return false;
}

/**
 * True when the cards left (pyramid, stock and waste, wherever they lie) include a King or a set
 * of ranks summing to 13 that the `sums` option allows. When false no removal can ever be made.
 */
export function ranksCanMake13(s: PyramidSolitaireState): boolean {
  const count = new Array<number>(TARGET + 1).fill(0);
  for (const c of s.pyramid) if (c !== null) count[valueOf(c)]++;
  for (const c of s.stock) count[valueOf(c)]++;
  for (const c of s.waste) count[valueOf(c)]++;
  if (count[TARGET] > 0) return true;
  if (s.options.sums === 'pairs') {
    for (let v = 1; v < TARGET - v; v++) if (count[v] > 0 && count[TARGET - v] > 0) return true;
    return false;
  }
  // Subset sum, one card at a time (bit t: some set of the cards seen so far sums to t). Every
  // value is below 13, so a set reaching 13 has at least two cards, as the option requires.
  const within = (1 << (TARGET + 1)) - 1;
  let reach = 1;
  for (let v = 1; v < TARGET; v++) for (let k = 0; k < count[v]; k++) reach |= (reach << v) & within;
  return (reach & (1 << TARGET)) !== 0;
}

export function goalMet(s: PyramidSolitaireState): boolean {
  const pyramidEmpty = s.pyramid.every((c) => c === null);
  if (s.options.goal === 'pyramid') return pyramidEmpty;
  return pyramidEmpty && s.stock.length === 0 && s.waste.length === 0;
}

export function hasAnyMove(s: PyramidSolitaireState): boolean {
  return s.stock.length > 0 || recycleBlock(s) === null || removals(s).length > 0;
}

/**
 * True when, with unlimited passes under version 2, no removal can ever be made again from the
 * cards left: the game then ends at once, even with cards still to draw (seed, Alternative 1:
 * "until ... there are no more pairs that can be discarded (lose)").
 */
export const deadUnlimited = (s: PyramidSolitaireState): boolean =>
  rulesVersionOf(s) >= 2 && s.options.passes === 'unlimited' && !ranksCanMake13(s);

/**
 * Sets the status after a move: won when the goal is met, lost when no move is left (version 2,
 * unlimited passes: also when the cards left can never make 13).
 */
export function settle(s: PyramidSolitaireState): PyramidSolitaireState {
  if (goalMet(s)) return withFields(s, { status: 'won' });
  if (deadUnlimited(s) || !hasAnyMove(s)) return withFields(s, { status: 'lost' });
  return s;
}

/**
 * A copy of `s` with `fields` replaced: a spread, then assignments. A spread that also overrides
 * fields (`{ ...s, stock }`) is several times slower in V8, and every move makes one.
 */
function withFields(s: PyramidSolitaireState, fields: Partial<PyramidSolitaireState>): PyramidSolitaireState {
  const copy = { ...s };
  return Object.assign(copy, fields);
}

/** Removes the given cards (assumed available); does not settle. */
export function removeCards(s: PyramidSolitaireState, cards: readonly Card[]): PyramidSolitaireState {
  const pyramid = s.pyramid.map((c) => (c !== null && cards.includes(c) ? null : c));
  let stock = s.stock;
  if (stock.length > 0 && cards.includes(stock[stock.length - 1])) stock = stock.slice(0, -1);
  let waste = s.waste;
  if (waste.length > 0 && cards.includes(waste[waste.length - 1])) waste = waste.slice(0, -1);
  return withFields(s, {
    pyramid,
    stock,
    waste,
    removed: s.removed.concat(sortedCards(cards)),
    removedThisPass: s.removedThisPass + cards.length,
  });
}

export function drawCard(s: PyramidSolitaireState): PyramidSolitaireState {
  const top = s.stock[s.stock.length - 1];
  return withFields(s, { stock: s.stock.slice(0, -1), waste: s.waste.concat([top]) });
}

/** Turns the waste over: the card drawn first becomes the new stock top. */
export function recycleWaste(s: PyramidSolitaireState): PyramidSolitaireState {
  return withFields(s, { stock: [...s.waste].reverse(), waste: [], pass: s.pass + 1, removedThisPass: 0 });
}

/** The pyramid slot holding `card`, or -1. */
export const pyramidSlotOf = (s: PyramidSolitaireState, card: Card): number => s.pyramid.indexOf(card);

/**
 * The solver's compact position: the pyramid as a 28-bit mask of occupied slots, the talon (every
 * card still in the stock or the waste) as a mask over the talon cards of the root position in
 * draw order, and, with a fixed number of passes, the progress through the talon.
 *
 * The talon in draw order. Drawing moves the stock top onto the waste and a recycle turns the waste
 * over so that the card drawn first is drawn first again, so the cards still in the talon keep one
 * order for the whole game: the waste bottom to top, then the stock top to bottom. A position of
 * the talon is the boundary between the waste and the stock in that order; with the cards left
 * known it is named by the index of the stock top (or `n`, the talon length, when the stock is
 * empty). The stock top is the card at that index and the waste top the last card left before it.
 */
import { rankValue, type Card } from '../../../engine/cards/french.js';
import { coveringSlots } from '../../../engine/cards/pyramid-layout.js';
import { PYRAMID_ROWS, PYRAMID_SLOTS, type PyramidSolitaireState } from '../state.js';

/**
 * Math.clz32 read once: a global looked up in a hot loop is slow where modules run in a vm context
 * (Jest), however fast it is in Node itself.
 */
export const clz32 = Math.clz32;

/** The most talon cards a position can have (the 24 dealt to the stock). */
export const MAX_TALON = 24;

/** cover[s]: the two slots of the next row overlapping slot s (none for the base row). */
export const COVER: readonly number[] = Array.from({ length: PYRAMID_SLOTS }, (_, s) =>
  coveringSlots(s, PYRAMID_ROWS).reduce((m, o) => m | (1 << o), 0),
);

/**
 * The cone of each card of `pyramid`: the cards on it, the cards on those, and so on (through
 * cards, not empty slots). Every card of the cone must go before the card is free (each one only
 * once the cards on it are gone), so a card and a card of its cone never meet; cards only leave,
 * so no cone ever grows.
 */
function conesOf(pyramid: number): Int32Array {
  const cone = new Int32Array(PYRAMID_SLOTS);
  for (let s = PYRAMID_SLOTS - 1; s >= 0; s--) {
    for (let m = COVER[s] & pyramid; m !== 0; m &= m - 1) {
      const o = 31 - clz32(m & -m);
      cone[s] |= (1 << o) | cone[o];
    }
  }
  return cone;
}

/** apart[s]: the cards of `pyramid` that can be available together with s (neither in the other's cone). */
function apartOf(pyramid: number, cone: Int32Array): Int32Array {
  const apart = new Int32Array(PYRAMID_SLOTS);
  for (let s = 0; s < PYRAMID_SLOTS; s++) {
    for (let o = 0; o < PYRAMID_SLOTS; o++) {
      if (o !== s && (pyramid & (1 << o)) !== 0 && (cone[s] & (1 << o)) === 0 && (cone[o] & (1 << s)) === 0) apart[s] |= 1 << o;
    }
  }
  return apart;
}

/** The cards of the root position, fixed for one search. */
export interface Deal {
  /** Card per slot (null when empty at the root). */
  readonly pyramidCards: readonly (Card | null)[];
  /** Value per slot (0 when empty). */
  readonly pyramidValues: Int8Array;
  /** The talon cards in draw order. */
  readonly talonCards: readonly Card[];
  readonly talonValues: Int8Array;
  /** Talon length n: index n names the position with an empty stock. */
  readonly n: number;
  /** Slots (bits) holding each value at the root, 1..13. */
  readonly pyramidOfValue: Int32Array;
  /** Talon indices (bits) holding each value, 1..13. */
  readonly talonOfValue: Int32Array;
  /** apart[s]: the pyramid cards that can ever be available together with the card in slot s. */
  readonly apart: Int32Array;
  /** cone[s]: the pyramid cards that must go before the card in slot s is free (see apartOf). */
  readonly cone: Int32Array;
}

export interface Root {
  readonly deal: Deal;
  readonly pyramid: number;
  readonly talon: number;
  /** Index of the stock top (n when the stock is empty). */
  readonly at: number;
}

export function rootOf(s: PyramidSolitaireState): Root {
  const talonCards = [...s.waste, ...[...s.stock].reverse()];
  if (talonCards.length > MAX_TALON) throw new RangeError(`the solver handles at most ${MAX_TALON} cards in the stock and waste`);
  const pyramidValues = new Int8Array(PYRAMID_SLOTS);
  const talonValues = new Int8Array(talonCards.length);
  const pyramidOfValue = new Int32Array(14);
  const talonOfValue = new Int32Array(14);
  let pyramid = 0;
  s.pyramid.forEach((c, slot) => {
    if (c === null) return;
    pyramid |= 1 << slot;
    pyramidValues[slot] = rankValue(c);
    pyramidOfValue[pyramidValues[slot]] |= 1 << slot;
  });
  talonCards.forEach((c, i) => {
    talonValues[i] = rankValue(c);
    talonOfValue[talonValues[i]] |= 1 << i;
  });
  const n = talonCards.length;
  const cone = conesOf(pyramid);
  const apart = apartOf(pyramid, cone);
  const deal: Deal = { pyramidCards: [...s.pyramid], pyramidValues, talonCards, talonValues, n, pyramidOfValue, talonOfValue, apart, cone };
  return { deal, pyramid, talon: n === 0 ? 0 : (1 << n) - 1, at: s.waste.length };
}

/** The slots of `pyramid` whose card is free (no card of the next row on it). */
export function freeMask(pyramid: number): number {
  let free = 0;
  for (let m = pyramid; m !== 0; m &= m - 1) {
    const s = 31 - clz32(m & -m);
    if ((pyramid & COVER[s]) === 0) free |= 1 << s;
  }
  return free;
}

/** Index of the lowest set bit (m !== 0). */
export const lowBit = (m: number): number => 31 - clz32(m & -m);

/** The first talon card left at index >= i, or n when none. */
export function nextLeft(talon: number, i: number, n: number): number {
  const m = i >= 31 ? 0 : talon & ~((1 << i) - 1);
  return m === 0 ? n : lowBit(m);
}

/** The last talon card left at index < i, or -1 when none. */
export function prevLeft(talon: number, i: number): number {
  const m = i <= 0 ? 0 : i >= 31 ? talon : talon & ((1 << i) - 1);
  return m === 0 ? -1 : 31 - clz32(m);
}

/** Number of set bits. */
export function bitCount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

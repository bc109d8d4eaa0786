/**
 * What the Decktet cards mean in Ziggurat: attack strength, the tower colour an attack needs, the
 * colours a suit can target, and which sets of cards make a defence.
 */
import { DECKTET_CARD_IDS, decktetCard, decktetIndex, type DecktetCard, type DecktetSuit } from '../../engine/cards/decktet.js';
import type { Colour } from './state.js';

/**
 * Ruling R3 (rules.md): "Moons black; Suns red; Waves blue; Leaves red; Wyrms green;
 * Knots yellow."
 */
export const SUIT_TARGET: Record<DecktetSuit, Colour> = {
  moons: 'black',
  suns: 'red',
  waves: 'blue',
  leaves: 'red',
  wyrms: 'green',
  knots: 'yellow',
};

/** Pips of damage an attack card does, or 0 if the card cannot attack (the Excuse). */
function pipsOf(card: DecktetCard): number {
  const c = decktetCard(card);
  switch (c.rank) {
    case 'ace':
    case 'pawn':
      return 1;
    case 'number':
      return c.value! <= 5 ? 1 : 2;
    case 'court':
      return 2;
    case 'crown':
      return 3;
    case 'excuse':
      return 0;
  }
}

// Card facts are looked up for every legal move listed, so they are computed once per card.
const PIPS: ReadonlyMap<DecktetCard, number> = new Map(DECKTET_CARD_IDS.map((id) => [id, pipsOf(id)]));

/** Pips of damage an attack card does, or 0 if the card cannot attack (the Excuse). */
export const attackPips = (card: DecktetCard): number => PIPS.get(card) ?? pipsOf(card);

/** The tower colour an attack of that many pips requires: 1 red, 2 blue, 3 yellow. */
export const REQUIRED_COLOUR: Record<number, Colour> = { 1: 'red', 2: 'blue', 3: 'yellow' };

const TARGETS: ReadonlyMap<DecktetCard, readonly Colour[]> = new Map(
  DECKTET_CARD_IDS.map((id) => [id, [...new Set(decktetCard(id).suits.map((s) => SUIT_TARGET[s]))]]),
);

/** Colours of tower the card's suits can target (a shared list: do not modify it). */
export const targetColours = (card: DecktetCard): readonly Colour[] => TARGETS.get(card) ?? decktetCard(card).suits.map((s) => SUIT_TARGET[s]);

/**
 * The total a rank defence must reach: Ace 1, 2-9 face value, Crown 10; the seed: "defend
 * against a Pawn or Court by playing ... cards with ranks adding up to 10".
 */
export function defenceValue(card: DecktetCard): number {
  const c = decktetCard(card);
  return c.rank === 'pawn' || c.rank === 'court' ? 10 : c.value ?? 0;
}

/** Cards that count in a rank sum: Aces, 2-9 and Crowns ("Pawns and Courts may not be played as defenses"). */
const sums = (card: DecktetCard): boolean => decktetCard(card).value !== null;

/** The hand in canonical Decktet order (hands hold at most five cards, so insertion sort). */
export function sortHand(hand: readonly DecktetCard[]): DecktetCard[] {
  const out = hand.slice();
  for (let i = 1; i < out.length; i++) {
    const c = out[i];
    const k = decktetIndex(c);
    let j = i - 1;
    for (; j >= 0 && decktetIndex(out[j]) > k; j--) out[j + 1] = out[j];
    out[j + 1] = c;
  }
  return out;
}

const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
};

/**
 * Every nonempty subset of `hand` (of `size` cards when given), each in canonical order, listed
 * by increasing bit mask over the sorted hand. Hands hold at most five cards.
 */
function subsets(hand: readonly DecktetCard[], size?: number): DecktetCard[][] {
  const sorted = sortHand(hand);
  const out: DecktetCard[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask++) {
    if (size !== undefined && bitCount(mask) !== size) continue;
    const subset: DecktetCard[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) subset.push(sorted[i]);
    out.push(subset);
  }
  return out;
}

export interface DefenceContext {
  readonly attackCard: DecktetCard;
  readonly targetColour: Colour;
}

/** Whether `cards` (a set of cards from the defender's hand) nullifies the attack. */
export function isDefence(cards: readonly DecktetCard[], ctx: DefenceContext): boolean {
  if (cards.length === 0) return false;
  if (cards.length === 1) {
    const c = decktetCard(cards[0]);
    // "The Excuse may be played as a defense against any attack ... it plays like an Ace of any suit."
    if (c.rank === 'excuse') return true;
    // "The defender plays an Ace with a suit that matches the color of the target tower."
    if (c.rank === 'ace' && SUIT_TARGET[c.suits[0]] === ctx.targetColour) return true;
    // "It is possible to defend against a Pawn or Court by playing ... a Court."
    const attack = decktetCard(ctx.attackCard).rank;
    if (c.rank === 'court' && (attack === 'pawn' || attack === 'court')) return true;
  }
  // "The defender plays one or more cards with total ranks exactly equal to the rank of the attack card."
  if (!cards.every(sums)) return false;
  return cards.reduce((n, c) => n + decktetCard(c).value!, 0) === defenceValue(ctx.attackCard);
}

/**
 * Every defence the hand allows, each in canonical order: the subsets of the hand (as `subsets`
 * lists them) for which `isDefence` holds. The test is made on the cards' facts looked up once,
 * and only the defences are built (a listing used to build all 31 subsets of a full hand).
 */
export function defences(hand: readonly DecktetCard[], ctx: DefenceContext): DecktetCard[][] {
  const sorted = sortHand(hand);
  const cards = sorted.map(decktetCard);
  const needed = defenceValue(ctx.attackCard);
  const attack = decktetCard(ctx.attackCard).rank;
  // isDefence's single-card cases, per card.
  const alone = cards.map(
    (c) =>
      c.rank === 'excuse' ||
      (c.rank === 'ace' && SUIT_TARGET[c.suits[0]] === ctx.targetColour) ||
      (c.rank === 'court' && (attack === 'pawn' || attack === 'court')),
  );
  const out: DecktetCard[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask++) {
    let ok = bitCount(mask) === 1 && alone[31 - Math.clz32(mask)];
    if (!ok) {
      // The rank sum: every card counts in a sum and the values add up to the attack's.
      let sum = 0;
      let counts = true;
      for (let i = 0; i < cards.length && counts; i++) {
        if ((mask & (1 << i)) === 0) continue;
        const v = cards[i].value;
        if (v === null) counts = false;
        else sum += v;
      }
      ok = counts && sum === needed;
    }
    if (!ok) continue;
    const subset: DecktetCard[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) subset.push(sorted[i]);
    out.push(subset);
  }
  return out;
}

/** Bit masks of 3 of n cards (n up to the five a hand holds), by increasing mask, as `subsets` lists them. */
const TRIPLE_MASKS: readonly (readonly number[])[] = Array.from({ length: 6 }, (_, n) =>
  Array.from({ length: 1 << n }, (_, mask) => mask).filter((mask) => mask > 0 && bitCount(mask) === 3),
);

/**
 * Every 3-card subset of the hand, in canonical order (for remodelling): `subsets(hand, 3)`, with
 * the masks looked up (every turn's listing asks for them).
 */
export function triples(hand: readonly DecktetCard[]): DecktetCard[][] {
  if (hand.length > 5) return subsets(hand, 3);
  const sorted = sortHand(hand);
  return TRIPLE_MASKS[sorted.length].map((mask) => {
    const triple: DecktetCard[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) triple.push(sorted[i]);
    return triple;
  });
}

/**
 * What the Decktet cards mean in Ziggurat: attack strength, the tower colour an attack needs, the
 * colours a suit can target, and which sets of cards make a defence.
 */
import { decktetCard, sortDecktet, type DecktetCard, type DecktetSuit } from '../../engine/cards/decktet.js';
import type { Colour } from './state.js';

/** Rulings §4: "Moons black; Suns red; Waves blue; Leaves red; Wyrms green; Knots yellow." */
export const SUIT_TARGET: Record<DecktetSuit, Colour> = {
  moons: 'black',
  suns: 'red',
  waves: 'blue',
  leaves: 'red',
  wyrms: 'green',
  knots: 'yellow',
};

/** Pips of damage an attack card does, or 0 if the card cannot attack (the Excuse). */
export function attackPips(card: DecktetCard): number {
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

/** The tower colour an attack of that many pips requires: 1 red, 2 blue, 3 yellow. */
export const REQUIRED_COLOUR: Record<number, Colour> = { 1: 'red', 2: 'blue', 3: 'yellow' };

/** Colours of tower the card's suits can target. */
export const targetColours = (card: DecktetCard): Colour[] => [
  ...new Set(decktetCard(card).suits.map((s) => SUIT_TARGET[s])),
];

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

/** Every subset of `hand` (canonical order, nonempty) — hands hold at most five cards. */
function subsets(hand: readonly DecktetCard[]): DecktetCard[][] {
  const sorted = sortDecktet(hand);
  const out: DecktetCard[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask++) out.push(sorted.filter((_, i) => mask & (1 << i)));
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

/** Every defence the hand allows, each in canonical order. */
export const defences = (hand: readonly DecktetCard[], ctx: DefenceContext): DecktetCard[][] =>
  subsets(hand).filter((s) => isDefence(s, ctx));

/** Every 3-card subset of the hand, in canonical order (for remodelling). */
export const triples = (hand: readonly DecktetCard[]): DecktetCard[][] => subsets(hand).filter((s) => s.length === 3);

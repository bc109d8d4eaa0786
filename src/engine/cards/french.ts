/**
 * The French 52-card deck. A card is a two-character code: rank (A 2-9 T J Q K) then suit
 * (C D H S), e.g. `QS` for the Queen of Spades, `TD` for the Ten of Diamonds.
 */
import { z } from 'zod';
import type { TermNames } from '../game.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type RankChar = (typeof RANKS)[number];
export type SuitChar = (typeof SUITS)[number];

/** Suit-major fixed order: AC..KC, AD..KD, AH..KH, AS..KS. */
export const FULL_DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

export type Card = string;

export const CardSchema = z.enum(FULL_DECK as [string, ...string[]]).meta({
  id: 'FrenchCard',
  description: 'A French-deck card: rank (A,2-9,T,J,Q,K) then suit (C,D,H,S), e.g. "QS", "TD".',
});

/** Rank value: Ace 1, 2-10 face, Jack 11, Queen 12, King 13. */
export function rankValue(card: Card): number {
  const i = RANKS.indexOf(card[0] as RankChar);
  if (i < 0 || card.length !== 2) throw new RangeError(`not a card: ${card}`);
  return i + 1;
}

export const suitOf = (card: Card): SuitChar => card[1] as SuitChar;

export const isKing = (card: Card): boolean => card[0] === 'K';

const RANK_NAMES = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];
const SUIT_NAMES: Record<SuitChar, string> = { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades' };

export const cardName = (card: Card): string => `${RANK_NAMES[rankValue(card) - 1]} of ${SUIT_NAMES[suitOf(card)]}`;

const RANK_NAMES_ES = ['As', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Jota', 'Reina', 'Rey'];
const SUIT_NAMES_ES: Record<SuitChar, string> = { C: 'Tréboles', D: 'Diamantes', H: 'Corazones', S: 'Picas' };

/** The ranks and suits of the French deck, named in English and Spanish (a card code is rank then suit). */
export const FRENCH_NAMES: readonly TermNames[] = [
  ...RANKS.map((r, i) => ({ kind: 'rank', id: r, en: RANK_NAMES[i]!, es: RANK_NAMES_ES[i]!, original: 'en' as const })),
  ...SUITS.map((s) => ({ kind: 'suit', id: s, en: SUIT_NAMES[s], es: SUIT_NAMES_ES[s], original: 'en' as const })),
];

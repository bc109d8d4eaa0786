/**
 * The Decktet (P.D. Magnus; structure as on wiki.decktet.com/structure).
 *
 * Six suits: Moons, Suns, Waves, Leaves, Wyrms, Knots. The basic deck has 36 cards: an Ace of
 * each suit, a Crown of each suit, and three named cards of each rank 2-9, each in two suits.
 * The extended deck adds 9 cards: the Excuse (no suit, no rank), four Pawns and four Courts
 * (three suits each), 45 cards in all.
 *
 * A card is identified by a stable, lower-case, hyphenated id: `ace-moons` … `ace-knots` for the
 * Aces, the card's name for every other card (`huntress`, `author`, `chance-meeting`, `excuse`,
 * `light-keeper`…). Ids never change: they are stored in match records.
 */
import { z } from 'zod';
import type { TermNames } from '../game.js';

export const DECKTET_SUITS = ['moons', 'suns', 'waves', 'leaves', 'wyrms', 'knots'] as const;
export type DecktetSuit = (typeof DECKTET_SUITS)[number];

/** The kind of rank a card has. Numbered cards (2-9) carry their number in `value`. */
export const DECKTET_RANKS = ['ace', 'number', 'pawn', 'court', 'crown', 'excuse'] as const;
export type DecktetRankKind = (typeof DECKTET_RANKS)[number];

export interface DecktetCardInfo {
  readonly id: string;
  /** Printed name: "Ace of Moons", "the Huntress"-style names without the article. */
  readonly name: string;
  readonly rank: DecktetRankKind;
  /**
   * The usual numeric rank: Ace 1, 2-9 face value, Crown 10. Pawns, Courts and the Excuse have
   * none (null): games give them a meaning of their own.
   */
  readonly value: number | null;
  /** The card's suits, in the Decktet's suit order (empty for the Excuse). */
  readonly suits: readonly DecktetSuit[];
  /** True for the nine cards of the extended deck. */
  readonly extended: boolean;
}

const SUIT_NAMES: Record<DecktetSuit, string> = {
  moons: 'Moons',
  suns: 'Suns',
  waves: 'Waves',
  leaves: 'Leaves',
  wyrms: 'Wyrms',
  knots: 'Knots',
};

const card = (
  id: string,
  name: string,
  rank: DecktetRankKind,
  value: number | null,
  suits: readonly DecktetSuit[],
  extended = false,
): DecktetCardInfo => ({ id, name, rank, value, suits, extended });

const ACES = DECKTET_SUITS.map((s) => card(`ace-${s}`, `Ace of ${SUIT_NAMES[s]}`, 'ace', 1, [s]));

/** [rank, name, suit, suit] of the 24 numbered cards, in rank order. */
const NUMBERED: readonly [number, string, DecktetSuit, DecktetSuit][] = [
  [2, 'Author', 'moons', 'knots'],
  [2, 'Desert', 'suns', 'wyrms'],
  [2, 'Origin', 'waves', 'leaves'],
  [3, 'Journey', 'moons', 'waves'],
  [3, 'Painter', 'suns', 'knots'],
  [3, 'Savage', 'leaves', 'wyrms'],
  [4, 'Mountain', 'moons', 'suns'],
  [4, 'Sailor', 'waves', 'leaves'],
  [4, 'Battle', 'wyrms', 'knots'],
  [5, 'Forest', 'moons', 'leaves'],
  [5, 'Discovery', 'suns', 'waves'],
  [5, 'Soldier', 'wyrms', 'knots'],
  [6, 'Lunatic', 'moons', 'waves'],
  [6, 'Penitent', 'suns', 'wyrms'],
  [6, 'Market', 'leaves', 'knots'],
  [7, 'Chance Meeting', 'moons', 'leaves'],
  [7, 'Castle', 'suns', 'knots'],
  [7, 'Cave', 'waves', 'wyrms'],
  [8, 'Diplomat', 'moons', 'suns'],
  [8, 'Mill', 'waves', 'leaves'],
  [8, 'Betrayal', 'wyrms', 'knots'],
  [9, 'Pact', 'moons', 'suns'],
  [9, 'Darkness', 'waves', 'wyrms'],
  [9, 'Merchant', 'leaves', 'knots'],
];

const idOf = (name: string): string => name.toLowerCase().replace(/ /g, '-');

const CROWNS: readonly [string, DecktetSuit][] = [
  ['Huntress', 'moons'],
  ['Bard', 'suns'],
  ['Sea', 'waves'],
  ['End', 'leaves'],
  ['Calamity', 'wyrms'],
  ['Windfall', 'knots'],
];

const PAWNS: readonly [string, DecktetSuit[]][] = [
  ['Watchman', ['moons', 'wyrms', 'knots']],
  ['Harvest', ['moons', 'suns', 'leaves']],
  ['Light Keeper', ['suns', 'waves', 'knots']],
  ['Borderland', ['waves', 'leaves', 'wyrms']],
];

const COURTS: readonly [string, DecktetSuit[]][] = [
  ['Consul', ['moons', 'waves', 'knots']],
  ['Rite', ['moons', 'leaves', 'wyrms']],
  ['Island', ['suns', 'waves', 'wyrms']],
  ['Window', ['suns', 'leaves', 'knots']],
];

/** The 36 cards of the basic deck in a fixed order: Aces, 2s … 9s (as listed above), Crowns. */
export const DECKTET_BASIC: readonly DecktetCardInfo[] = [
  ...ACES,
  ...NUMBERED.map(([v, name, a, b]) => card(idOf(name), name, 'number', v, [a, b])),
  ...CROWNS.map(([name, s]) => card(idOf(name), name, 'crown', 10, [s])),
];

/** The 9 cards the extended deck adds: the Excuse, the Pawns, the Courts. */
export const DECKTET_EXTENSION: readonly DecktetCardInfo[] = [
  card('excuse', 'Excuse', 'excuse', null, [], true),
  ...PAWNS.map(([name, s]) => card(idOf(name), name, 'pawn', null, s, true)),
  ...COURTS.map(([name, s]) => card(idOf(name), name, 'court', null, s, true)),
];

/** All 45 cards, basic deck first. This is the canonical deck order. */
export const DECKTET_EXTENDED: readonly DecktetCardInfo[] = [...DECKTET_BASIC, ...DECKTET_EXTENSION];

export const DECKTET_CARD_IDS: readonly string[] = DECKTET_EXTENDED.map((c) => c.id);

export type DecktetCard = string;

export const DecktetCardSchema = z.enum(DECKTET_CARD_IDS as [string, ...string[]]).meta({
  id: 'DecktetCard',
  description:
    'A Decktet card id: "ace-<suit>" for an Ace, otherwise the card\'s name in lower case with hyphens ' +
    '("huntress", "author", "chance-meeting", "excuse", "watchman", "light-keeper").',
});

const BY_ID: ReadonlyMap<string, DecktetCardInfo> = new Map(DECKTET_EXTENDED.map((c) => [c.id, c]));

/** The card's description; throws for an unknown id (a programmer error: ids are validated). */
export function decktetCard(id: DecktetCard): DecktetCardInfo {
  const c = BY_ID.get(id);
  if (!c) throw new RangeError(`not a Decktet card: ${id}`);
  return c;
}

export const isDecktetCard = (id: string): boolean => BY_ID.has(id);

/** Card ids of the deck in canonical order: the basic 36, or all 45 when `extended`. */
export const decktetDeck = (extended: boolean): DecktetCard[] =>
  (extended ? DECKTET_EXTENDED : DECKTET_BASIC).map((c) => c.id);

/** Position of a card in the canonical order, for sorting. */
const INDEX: ReadonlyMap<string, number> = new Map(DECKTET_CARD_IDS.map((id, i) => [id, i]));

export const decktetIndex = (id: DecktetCard): number => INDEX.get(id) ?? -1;

export const sortDecktet = (ids: readonly DecktetCard[]): DecktetCard[] =>
  ids.slice().sort((a, b) => decktetIndex(a) - decktetIndex(b));

const SUIT_NAMES_ES: Record<DecktetSuit, string> = { moons: 'Lunas', suns: 'Soles', waves: 'Olas', leaves: 'Hojas', wyrms: 'Sierpes', knots: 'Nudos' };

/** Our Spanish names of the Decktet's cards (the Decktet is published in English), by card id. */
const CARD_NAMES_ES: Record<string, string> = {
  ...Object.fromEntries(DECKTET_SUITS.map((s) => [`ace-${s}`, `As de ${SUIT_NAMES_ES[s]}`])),
  author: 'el Autor',
  desert: 'el Desierto',
  origin: 'el Origen',
  journey: 'el Viaje',
  painter: 'el Pintor',
  savage: 'el Salvaje',
  mountain: 'la Montaña',
  sailor: 'el Marinero',
  battle: 'la Batalla',
  forest: 'el Bosque',
  discovery: 'el Descubrimiento',
  soldier: 'el Soldado',
  lunatic: 'el Lunático',
  penitent: 'el Penitente',
  market: 'el Mercado',
  'chance-meeting': 'el Encuentro Fortuito',
  castle: 'el Castillo',
  cave: 'la Cueva',
  diplomat: 'el Diplomático',
  mill: 'el Molino',
  betrayal: 'la Traición',
  pact: 'el Pacto',
  darkness: 'la Oscuridad',
  merchant: 'el Mercader',
  huntress: 'la Cazadora',
  bard: 'el Bardo',
  sea: 'el Mar',
  end: 'el Fin',
  calamity: 'la Calamidad',
  windfall: 'la Fortuna',
  excuse: 'la Excusa',
  watchman: 'el Vigía',
  harvest: 'la Cosecha',
  'light-keeper': 'el Farero',
  borderland: 'la Frontera',
  consul: 'el Cónsul',
  rite: 'el Rito',
  island: 'la Isla',
  window: 'la Ventana',
};

const RANK_NAMES: Record<DecktetRankKind, [string, string]> = {
  ace: ['Ace', 'As'],
  number: ['Number card', 'Carta numerada'],
  pawn: ['Pawn', 'Peón'],
  court: ['Court', 'Corte'],
  crown: ['Crown', 'Corona'],
  excuse: ['Excuse', 'Excusa'],
};

/** The Decktet's suits, kinds of rank and 45 cards, named in English (printed) and Spanish (ours). */
export const DECKTET_NAMES: readonly TermNames[] = [
  ...DECKTET_SUITS.map((s) => ({ kind: 'suit', id: s, en: SUIT_NAMES[s], es: SUIT_NAMES_ES[s], original: 'en' as const })),
  ...DECKTET_RANKS.map((r) => ({ kind: 'rank', id: r, en: RANK_NAMES[r][0], es: RANK_NAMES[r][1], original: 'en' as const })),
  ...DECKTET_EXTENDED.map((c) => ({ kind: 'card', id: c.id, en: c.name, es: CARD_NAMES_ES[c.id]!, original: 'en' as const })),
];

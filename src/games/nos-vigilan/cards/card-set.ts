/**
 * The card-set format of Nos vigilan. The printed cards of the original game are unknown, so the
 * engine reads its 18 cards from data (see `house-set.ts`, ours) and validates any list with zod,
 * so that a publisher's list can replace ours without code changes.
 */
import { z } from 'zod';
import type { TermNames } from '../../../engine/game.js';

/**
 * The five factions (rules.md, ruling R3): Gnomos, Reptilianos, Iluminados,
 * Extraterrestres, Hombres de Negro.
 */
export const FACTIONS = ['gnomos', 'reptilianos', 'iluminados', 'extraterrestres', 'hombres-de-negro'] as const;
export type Faction = (typeof FACTIONS)[number];
export const FactionSchema = z
  .enum(FACTIONS)
  .meta({ id: 'NosVigilanFaction', description: 'A faction: gnomos, reptilianos, iluminados, extraterrestres or hombres-de-negro.' });

/** The three special cards; a card set holds each exactly once. */
export const SPECIALS = ['abduccion', 'revelacion-gnomo', 'ojo'] as const;
export type Special = (typeof SPECIALS)[number];
export const SpecialSchema = z.enum(SPECIALS).meta({
  id: 'NosVigilanSpecial',
  description: 'abduccion = Abducción, revelacion-gnomo = Revelación gnomo, ojo = El ojo que todo lo ve.',
});

/** The printed challenge condition of a card, used when it is the revealed challenge card. */
export const ChallengeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('higher') }).strict(),
    z.object({ kind: z.literal('lower') }).strict(),
    z.object({ kind: z.literal('more-symbols') }).strict(),
    z.object({ kind: z.literal('fewer-symbols') }).strict(),
    z.object({ kind: z.literal('has-symbol'), faction: FactionSchema }).strict(),
    z.object({ kind: z.literal('even') }).strict(),
    z.object({ kind: z.literal('odd') }).strict(),
    z.object({ kind: z.literal('closest'), target: z.number().int().min(0).max(99) }).strict(),
  ]);
export type Challenge = z.infer<typeof ChallengeSchema>;

/** A card id: lowercase letters, a dash, two digits (`nv-01`); no other view string looks like it. */
export const CARD_ID = /^[a-z]{1,8}-[0-9]{2}$/;

export const CardDefSchema = z
  .object({
    id: z.string().regex(CARD_ID),
    name: z.string().min(1),
    /** The name in English (ours), shown beside the printed Spanish one; a set may leave it out. */
    nameEn: z.string().min(1).optional(),
    value: z.number().int().min(0).max(99),
    back: FactionSchema,
    symbols: z.array(FactionSchema).max(2),
    special: SpecialSchema.nullable(),
    challenge: ChallengeSchema,
  })
  .strict();
export type CardDef = z.infer<typeof CardDefSchema>;

export const CARD_COUNT = 18;

export const CardSetSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/),
    description: z.string(),
    cards: z.array(CardDefSchema).length(CARD_COUNT),
  })
  .strict()
  .superRefine((set, ctx) => {
    const ids = new Set(set.cards.map((c) => c.id));
    if (ids.size !== set.cards.length) ctx.addIssue({ code: 'custom', message: 'card ids must be unique' });
    for (const c of set.cards) {
      if (new Set(c.symbols).size !== c.symbols.length) ctx.addIssue({ code: 'custom', message: `${c.id}: a symbol is repeated` });
      if (c.special !== null && c.symbols.length > 0) ctx.addIssue({ code: 'custom', message: `${c.id}: a special card has no front symbol` });
      if (CARD_ID.test(c.name)) ctx.addIssue({ code: 'custom', message: `${c.id}: a name must not look like a card id` });
    }
    for (const s of SPECIALS) {
      const n = set.cards.filter((c) => c.special === s).length;
      if (n !== 1) ctx.addIssue({ code: 'custom', message: `the set must hold exactly one ${s} card (found ${n})` });
    }
  });
export type CardSet = z.infer<typeof CardSetSchema>;

/** The factions' names in English (ours; FACTION_NAMES are the original's Spanish). */
const FACTION_NAMES_EN: Record<Faction, string> = {
  gnomos: 'Gnomes',
  reptilianos: 'Reptilians',
  iluminados: 'Illuminati',
  extraterrestres: 'Extraterrestrials',
  'hombres-de-negro': 'Men in Black',
};

/**
 * The names of a card set's cards and of the factions: Spanish is the original (the printed
 * name), English ours; a card without `nameEn` keeps its printed name in both.
 */
export function namesOf(set: CardSet): TermNames[] {
  return [
    ...FACTIONS.map((f) => ({ kind: 'faction', id: f, en: FACTION_NAMES_EN[f], es: FACTION_NAMES[f], original: 'es' as const })),
    ...set.cards.map((c) => ({ kind: 'card', id: c.id, en: c.nameEn ?? c.name, es: c.name, original: 'es' as const })),
  ];
}

/** A validated card set with lookups, as the rules use it. Lives in the game's closure, never in state. */
export interface Deck {
  readonly set: CardSet;
  readonly ids: readonly string[];
  card(id: string): CardDef;
  has(id: string): boolean;
  /** The id of a special card. */
  special(s: Special): string;
}

export function makeDeck(input: unknown): Deck {
  const set = CardSetSchema.parse(input);
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const specials = Object.fromEntries(SPECIALS.map((sp) => [sp, set.cards.find((c) => c.special === sp)!.id])) as Record<Special, string>;
  return {
    set,
    ids: set.cards.map((c) => c.id),
    card(id) {
      const c = byId.get(id);
      if (!c) throw new RangeError(`nos-vigilan: no card ${id} in set ${set.name}`);
      return c;
    },
    has: (id) => byId.has(id),
    // Looked up on every toAct of the ordering phase: a table, not a search.
    special: (s) => specials[s],
  };
}

/** Each faction's name as the cards and the rules document print it. */
export const FACTION_NAMES: Record<Faction, string> = {
  gnomos: 'Gnomos',
  reptilianos: 'Reptilianos',
  iluminados: 'Iluminados',
  extraterrestres: 'Extraterrestres',
  'hombres-de-negro': 'Hombres de Negro',
};

/** A sentence for a challenge condition, shown in views. */
export function challengeText(c: Challenge): string {
  switch (c.kind) {
    case 'higher':
      return 'Higher value wins.';
    case 'lower':
      return 'Lower value wins.';
    case 'more-symbols':
      return 'More front symbols wins.';
    case 'fewer-symbols':
      return 'Fewer front symbols wins.';
    case 'has-symbol':
      return `The card showing the ${FACTION_NAMES[c.faction]} symbol wins.`;
    case 'even':
      return 'The even value wins.';
    case 'odd':
      return 'The odd value wins.';
    case 'closest':
      return `The value closest to ${c.target} wins.`;
  }
}

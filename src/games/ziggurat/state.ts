/**
 * Ziggurat Demolition Throwdown: state types and the zod schemas of options and moves.
 * The view schema lives in view-schema.ts.
 */
import { z } from 'zod';
import { DECKTET_CARD_IDS, DecktetCardSchema, type DecktetCard } from '../../engine/cards/decktet.js';
import type { Seat } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';

/** The five colours of a Rainbow Stash, in a fixed order used for sorting. */
export const COLOURS = ['red', 'yellow', 'green', 'blue', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
export const ColourSchema = z.enum(COLOURS).meta({ id: 'ZigguratColour', description: 'A pyramid colour.' });

/** The colours of a player's four starting towers, by tower index. */
export const START_TOWERS: readonly Colour[] = ['red', 'blue', 'yellow', 'black'];
export const TOWERS_PER_PLAYER = 4;
export const HAND_LIMIT = 5;

/**
 * Rules versions. 2 (rules.md, ruling R10): a player knocked out by their own green
 * wildcard takes no further decision; the change they would owe is made for them. 1 asked them
 * anyway.
 */
export const RULES_VERSION = 2;
export const SUPPORTED_RULES_VERSIONS: readonly number[] = [1, 2];

/** One pyramid of a Rainbow Stash; `stash` is the seat whose stash it came from. */
export interface Pyramid {
  readonly stash: number;
  readonly colour: Colour;
  readonly size: number;
}

/** A stack of pyramids, bottom first; empty once destroyed. The top pyramid gives its colour. */
export interface Tower {
  readonly pyramids: Pyramid[];
}

export interface Player {
  hand: DecktetCard[];
  towers: Tower[];
  /** Points scored for destroying other players' towers. */
  points: number;
  /** Towers this player has lost, by any cause (it prices the next one). */
  towersLost: number;
  eliminated: boolean;
}

/** An attack on the table, waiting for its target (or for a change choice). */
export interface Attack {
  readonly attacker: Seat;
  readonly card: DecktetCard;
  /** The Excuse played with the attack to make it unblockable, or null. */
  readonly excuse: DecktetCard | null;
  readonly targetSeat: Seat;
  readonly targetTower: number;
  /** The target tower's colour when the attack was made. */
  readonly targetColour: Colour;
  readonly pips: number;
  /** The sum a rank defence must reach: Ace 1, 2-9, Crown 10, Pawn and Court 10. */
  readonly defenceValue: number;
  /** The attacker's green tower used as a wildcard, or null. */
  readonly wildcardTower: number | null;
}

/** What happens once a pending change is chosen. */
export type AfterChange = 'defence' | 'endTurn' | 'attrition';

export type Phase =
  | { readonly kind: 'turn' }
  | { readonly kind: 'defence' }
  | {
      readonly kind: 'change';
      /** The player inflicting the damage, who picks the pyramid. */
      readonly chooser: Seat;
      readonly seat: Seat;
      readonly tower: number;
      readonly size: number;
      readonly colours: Colour[];
      readonly then: AfterChange;
    }
  | { readonly kind: 'attrition' }
  | { readonly kind: 'over' };

export interface ZigguratOptions {
  extended: boolean;
}

export interface ZigguratState {
  /** The rules version the match was created under; it never changes during the match. */
  readonly rulesVersion: number;
  readonly options: ZigguratOptions;
  readonly seats: number;
  rng: RngState;
  /** Top of the draw pile is the last element. */
  drawPile: DecktetCard[];
  /** Top of the discard pile is the last element. */
  discard: DecktetCard[];
  /** Kept sorted by (colour, size, stash) so that states compare equal. */
  scrapyard: Pyramid[];
  players: Player[];
  startPlayer: Seat;
  /** Whose turn it is (not necessarily who must act now). */
  current: Seat;
  phase: Phase;
  attack: Attack | null;
  /** The player whose draw emptied the draw pile, to finish drawing after attrition. */
  drawing: Seat | null;
  /** Players still to choose their attrition tower, the next first (empty outside attrition). */
  attrition: Seat[];
  /**
   * Seats that left the game (resigned or ran out of time), in the order they left; absent until
   * one does. A departed seat is out and can never win (rules.md, "Leaving").
   */
  departed?: Seat[];
}

export const OptionsSchema = z
  .object({
    extended: z
      .boolean()
      .default(false)
      .describe('Shuffle in the extended deck: the Excuse, four Pawns (1-pip attacks) and four Courts (2-pip attacks).'),
  })
  .strict()
  .meta({ id: 'ZigguratOptions' });

const seat = z.int().min(0).describe('A seat index.');
const towerIndex = z.int().min(0).max(3).describe('A tower index, 0-3 (the starting red, blue, yellow and black towers).');
const cards = z.array(DecktetCardSchema).describe('Cards from your hand, in canonical Decktet order.');

const AttackMove = z
  .object({
    type: z.literal('attack'),
    card: DecktetCardSchema.describe('The attack card.'),
    targetSeat: seat.describe('The player attacked.'),
    targetTower: towerIndex.describe('The tower attacked.'),
    unblockable: z.boolean().describe('Also play the Excuse from your hand, making the attack unblockable.'),
  })
  .strict()
  .meta({ id: 'ZigguratMoveAttack', description: 'Attack using a tower of the colour the card requires.' });

const AttackWithGreenMove = z
  .object({
    type: z.literal('attackWithGreen'),
    card: DecktetCardSchema.describe('The attack card.'),
    targetSeat: seat.describe('The player attacked.'),
    targetTower: towerIndex.describe('The tower attacked.'),
    greenTower: towerIndex.describe('Your green tower used as a wildcard; it takes 1 pip of damage.'),
    unblockable: z.boolean().describe('Also play the Excuse from your hand, making the attack unblockable.'),
  })
  .strict()
  .meta({ id: 'ZigguratMoveAttackWithGreen', description: 'Attack using a green tower as a wildcard for the colour you lack.' });

const DefendMove = z
  .object({ type: z.literal('defend'), cards })
  .strict()
  .meta({ id: 'ZigguratMoveDefend', description: 'Nullify the attack using your black tower.' });

const DefendWithGreenMove = z
  .object({
    type: z.literal('defendWithGreen'),
    cards,
    greenTower: towerIndex.describe('Your green tower used as a wildcard for black; it takes 1 pip of damage.'),
  })
  .strict()
  .meta({ id: 'ZigguratMoveDefendWithGreen', description: 'Nullify the attack using a green tower (you have no black tower).' });

const TakeHitMove = z
  .object({ type: z.literal('takeHit') })
  .strict()
  .meta({ id: 'ZigguratMoveTakeHit', description: 'Do not defend: the target tower takes the damage.' });

const MakeChangeMove = z
  .object({ type: z.literal('makeChange'), colour: ColourSchema.describe('Colour of the scrapyard pyramid to place.') })
  .strict()
  .meta({ id: 'ZigguratMoveMakeChange', description: 'Pick the scrapyard pyramid placed on a damaged tower.' });

const DrawMove = z
  .object({ type: z.literal('draw') })
  .strict()
  .meta({ id: 'ZigguratMoveDraw', description: 'Draw until you have five cards.' });

const RemodelMove = z
  .object({ type: z.literal('remodel'), cards })
  .strict()
  .meta({ id: 'ZigguratMoveRemodel', description: 'Discard three cards and swap nothing.' });

const RemodelSwapMove = z
  .object({
    type: z.literal('remodelSwap'),
    cards,
    tower: towerIndex.describe('Your tower whose top pyramid is exchanged.'),
    colour: ColourSchema.describe('Colour of the same-size scrapyard pyramid put on top instead.'),
  })
  .strict()
  .meta({ id: 'ZigguratMoveRemodelSwap', description: 'Discard three cards and exchange a top pyramid with the scrapyard.' });

const AttritionMove = z
  .object({ type: z.literal('attrition'), tower: towerIndex.describe('Your tower that takes 1 pip.') })
  .strict()
  .meta({ id: 'ZigguratMoveAttrition', description: 'The draw pile ran out: pick your tower that takes 1 pip.' });

export const MoveSchema = z
  .discriminatedUnion('type', [
    AttackMove,
    AttackWithGreenMove,
    DefendMove,
    DefendWithGreenMove,
    TakeHitMove,
    MakeChangeMove,
    DrawMove,
    RemodelMove,
    RemodelSwapMove,
    AttritionMove,
  ])
  .meta({ id: 'ZigguratMove' });

export type ZigguratMove = z.infer<typeof MoveSchema>;

const CARD_IDS: ReadonlySet<unknown> = new Set(DECKTET_CARD_IDS);
const COLOUR_SET: ReadonlySet<unknown> = new Set(COLOURS);
const isCard = (v: unknown): boolean => CARD_IDS.has(v);
const isSeat = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;
const isTower = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 3;
const isCards = (v: unknown): boolean => Array.isArray(v) && v.every(isCard);
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const isColour = (v: unknown): boolean => COLOUR_SET.has(v);

/** The fields of each move type besides `type`, with the test each value must pass: MoveSchema's, restated. */
const MOVE_FIELDS: Record<ZigguratMove['type'], Record<string, (v: unknown) => boolean>> = {
  attack: { card: isCard, targetSeat: isSeat, targetTower: isTower, unblockable: isBoolean },
  attackWithGreen: { card: isCard, targetSeat: isSeat, targetTower: isTower, greenTower: isTower, unblockable: isBoolean },
  defend: { cards: isCards },
  defendWithGreen: { cards: isCards, greenTower: isTower },
  takeHit: {},
  makeChange: { colour: isColour },
  draw: {},
  remodel: { cards: isCards },
  remodelSwap: { cards: isCards, tower: isTower, colour: isColour },
  attrition: { tower: isTower },
};

/**
 * A quick test that `m` is a well-formed move, so that `apply` can skip the schema for the
 * moves it accepts (the schema took a sixth of the time of a random playout). It may refuse what
 * the schema accepts (apply then asks the schema), never the reverse: legality.spec.ts checks both.
 */
export function isWellFormedMove(m: unknown): m is ZigguratMove {
  if (typeof m !== 'object' || m === null || Array.isArray(m) || Object.getPrototypeOf(m) !== Object.prototype) return false;
  const o = m as Record<string, unknown>;
  const fields = typeof o.type === 'string' && Object.hasOwn(MOVE_FIELDS, o.type) ? MOVE_FIELDS[o.type as ZigguratMove['type']] : null;
  if (fields === null) return false;
  // Counted in a loop rather than through Object.keys: apply asks this of every move.
  let keys = 0;
  for (const k in o) {
    if (!Object.hasOwn(o, k)) return false;
    if (k !== 'type' && !(Object.hasOwn(fields, k) && fields[k](o[k]))) return false;
    keys++;
  }
  return keys === FIELD_COUNT[o.type as ZigguratMove['type']];
}

/** How many fields each move type has, `type` included. */
const FIELD_COUNT = Object.fromEntries(Object.entries(MOVE_FIELDS).map(([type, fields]) => [type, Object.keys(fields).length + 1])) as Record<ZigguratMove['type'], number>;

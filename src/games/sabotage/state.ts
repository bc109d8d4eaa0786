/**
 * Sabotage: state types, option and move schemas.
 *
 * Each seat owns a pyramid numbered as in `engine/cards/pyramid-layout.ts` (slot 0 is the apex,
 * next to the centre card; the base row is nearest its owner and overlaps nothing).
 */
import { z } from 'zod';
import { CardSchema, type Card } from '../../engine/cards/french.js';
import type { Seat } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';

export const MIN_ROWS = 4;
export const MAX_ROWS = 6;
export const DEFAULT_ROWS = 5;

/**
 * Rules versions (rules.md, "Rules versions"). Version 1 read the draw rule as
 * ignoring removals of re-dealt apex cards; version 2 (rules.md, ruling R12) caps the
 * both-reached re-deal instead and applies the seed's draw rule literally.
 */
export const RULES_VERSIONS = [1, 2] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];
export const CURRENT_RULES_VERSION: RulesVersion = 2;
/**
 * Ruling R12 (rules.md): "the both-reached re-deal happens at most 12 times in a
 * game".
 */
export const MAX_REDEALS = 12;

export const SabotageOptionsSchema = z
  .object({
    rows: z
      .number()
      .int()
      .min(MIN_ROWS)
      .max(MAX_ROWS)
      .default(DEFAULT_ROWS)
      .describe('Rows of each pyramid: 4 (10 cards), 5 (15 cards) or 6 (21 cards).'),
  })
  .strict()
  .meta({ id: 'SabotageOptions', description: 'Match options of Sabotage.' });

export type SabotageOptions = z.infer<typeof SabotageOptionsSchema>;

const RemoveMove = z
  .object({
    type: z.literal('remove'),
    cards: z
      .array(CardSchema)
      .min(1)
      .max(2)
      .describe(
        'The card codes removed: one King alone, or two cards summing to 13. Each card is named by its code ' +
          'wherever it lies (own pyramid, display card, centre card); the order does not matter.',
      ),
  })
  .strict()
  .meta({ id: 'SabotageMoveRemove', description: 'Remove a King, or two cards summing to 13, to the discard pile.' });

const PlaceMove = z
  .object({
    type: z.literal('place'),
    slot: z.number().int().min(0).describe("The empty slot of the opponent's pyramid that receives the sabotage card."),
  })
  .strict()
  .meta({ id: 'SabotageMovePlace', description: "Place the next stock card, face up, into an empty slot of the opponent's pyramid." });

const PassMove = z
  .object({ type: z.literal('pass') })
  .strict()
  .meta({ id: 'SabotageMovePass', description: 'End your turn.' });

export const SabotageMoveSchema = z.discriminatedUnion('type', [RemoveMove, PlaceMove, PassMove]);
export type SabotageMove = z.infer<typeof SabotageMoveSchema>;

/**
 * A card lying in a pyramid slot. `placed` marks a sabotage card put there by the opponent;
 * `redealt` marks a card dealt onto an apex by the both-reached rule (under rules version 1,
 * removing it does not count against the drawn-game rule, see `removedThisPass`).
 */
export interface PyramidCard {
  readonly card: Card;
  readonly faceUp: boolean;
  readonly placed: boolean;
  readonly redealt: boolean;
}

export type PyramidSlot = PyramidCard | null;

export type SabotageResult =
  | { readonly kind: 'won'; readonly winner: Seat; readonly reason: string }
  | { readonly kind: 'drawn'; readonly reason: string };

export interface SabotageState {
  /**
   * Present from rules version 2 on. A version-1 state has neither this field nor `redeals`, so
   * it stays exactly the JSON that was stored before versions existed (snapshots are compared
   * with a replay of the log, bit for bit).
   */
  readonly rulesVersion?: 2;
  /** Both-reached re-deals so far (version 2 on; at most MAX_REDEALS). */
  readonly redeals?: number;
  readonly rows: number;
  readonly rng: RngState;
  /** pyramids[seat][slot]; null is an empty slot. */
  readonly pyramids: PyramidSlot[][];
  readonly centre: Card | null;
  readonly display: Card | null;
  /** Face down; the top card is the last element. */
  readonly stock: Card[];
  /** Face up; the top card is the last element. */
  readonly discard: Card[];
  /** 1-based round number. */
  readonly round: number;
  /** The seat that drew this round's display card. */
  readonly drawer: Seat;
  /** The seat whose turn it is. */
  readonly turn: Seat;
  /** False during the drawer's turn, true during the other player's turn. */
  readonly secondTurn: boolean;
  /** Sabotage cards the player to act must still place before anything else. */
  readonly pendingPlacements: number;
  /**
   * Whether anyone made a counted removal since the stock was last formed (setup or reshuffle); a
   * pass without one draws the game. Version 2: every removal counts. Version 1 (project reading):
   * a removal counts only if it takes at least one pyramid card that is not re-dealt (or the
   * centre card).
   */
  readonly removedThisPass: boolean;
  /** Whether both players have been at the centre (apex slot empty) throughout this round. */
  readonly bothReachedAllRound: boolean;
  readonly result: SabotageResult | null;
}

/** A mutable working copy, used only inside `apply` on a fresh clone. */
export type Draft = { -readonly [K in keyof SabotageState]: SabotageState[K] };

/**
 * Pyramid solitaire: state types and the zod schemas (options, moves, view).
 * The rules are in rules.ts, the redaction in view.ts; rules.md says what.
 */
import { z } from 'zod';
import { CardSchema, type Card } from '../../engine/cards/french.js';
import type { RngState } from '../../engine/rng.js';

/** The pyramid has 7 rows, 28 slots numbered from the apex (see engine/cards/pyramid-layout.ts). */
export const PYRAMID_ROWS = 7;
export const PYRAMID_SLOTS = 28;

export const OptionsSchema = z
  .object({
    passes: z
      .enum(['1', '3', 'unlimited'])
      .default('1')
      .describe(
        'Trips through the stock: "1" (no recycle), "3" (two recycles) or "unlimited" (recycle while any removal is still possible: when the pass a recycle would start offers one; the game ends at once when the cards left can no longer make 13).',
      ),
    goal: z
      .enum(['all-cards', 'pyramid'])
      .default('all-cards')
      .describe('"all-cards": win by removing all 52 cards; "pyramid": win as soon as the 28 pyramid cards are gone.'),
    sums: z
      .enum(['pairs', 'any-combination'])
      .default('pairs')
      .describe('"pairs": remove two cards summing to 13 (a King alone); "any-combination": any two or more available cards summing to 13.'),
    // Optional rather than defaulted: a match or record from before this option keeps exactly the
    // options it was created with (the record verifier requires the stored options to be the
    // parsed ones), and a left-out `deal` plays exactly as before.
    deal: z
      .enum(['random', 'winnable'])
      .optional()
      .describe(
        '"random" (also when left out): the shuffled deal. "winnable": the first of the deals shuffled with the seeds "<seed>/0", "<seed>/1", ... that the exact solver proves winnable under these options; the view says which attempt it was.',
      ),
  })
  .strict()
  .meta({ id: 'PyramidSolitaireOptions', description: 'Match options of Pyramid solitaire.' });

export type PyramidSolitaireOptions = z.infer<typeof OptionsSchema>;

const RemoveMove = z
  .object({
    type: z.literal('remove'),
    cards: z
      .array(CardSchema)
      .min(1)
      .describe('The available cards to remove, in any order: two summing to 13, a King alone, or (sums any-combination) two or more summing to 13.'),
  })
  .strict()
  .meta({ id: 'PyramidSolitaireMoveRemove', description: 'Remove available cards whose values sum to 13.' });

const DrawMove = z
  .object({ type: z.literal('draw') })
  .strict()
  .meta({ id: 'PyramidSolitaireMoveDraw', description: 'Move the top card of the stock onto the waste.' });

const RecycleMove = z
  .object({ type: z.literal('recycle') })
  .strict()
  .meta({ id: 'PyramidSolitaireMoveRecycle', description: 'Turn the waste over to form a new stock (the stock must be empty).' });

export const MoveSchema = z.discriminatedUnion('type', [RemoveMove, DrawMove, RecycleMove]).meta({ id: 'PyramidSolitaireMove' });

export type PyramidSolitaireMove = z.infer<typeof MoveSchema>;

export const StatusSchema = z.enum(['playing', 'won', 'lost']).describe('playing, won (goal met) or lost (no move left).');
export type Status = z.infer<typeof StatusSchema>;

export const WinnableDealSchema = z
  .object({
    attempt: z.number().int().describe('k: the deal is the shuffle of the seed "<seed>/k" (0 for the first attempt).'),
    proven: z.boolean().describe('True when the solver proved the deal winnable (false only if no attempt within the cap was).'),
  })
  .strict()
  .meta({ id: 'PyramidSolitaireWinnableDeal', description: 'Which attempt a winnable deal is (option deal "winnable").' });

export type WinnableDeal = z.infer<typeof WinnableDealSchema>;

export const ViewSchema = z
  .object({
    pyramid: z
      .array(CardSchema.nullable())
      .describe('28 slots numbered from the apex, row by row, left to right: slot(r, c) = r(r+1)/2 + c. null = removed.'),
    freeSlots: z.array(z.number().int()).describe('Pyramid slots holding a card that no card of the next row overlaps, ascending.'),
    stockCount: z.number().int().describe('Cards in the stock, including its face-up top.'),
    stockTop: CardSchema.nullable().describe('The face-up, usable top card of the stock; null when the stock is empty.'),
    wasteCount: z.number().int().describe('Cards on the waste.'),
    wasteTop: CardSchema.nullable().describe('The usable top card of the waste; null when the waste is empty.'),
    rulesVersion: z.number().int().describe('The rules version this match is played under (rules.md, Rules versions).'),
    pass: z.number().int().describe('The current trip through the stock, starting at 1.'),
    passesLeft: z.number().int().nullable().describe('Further trips (recycles) still allowed; null when passes are unlimited.'),
    removedThisPass: z.number().int().describe('Cards removed since the current pass began.'),
    removedCount: z.number().int().describe('Cards removed so far (the score).'),
    status: StatusSchema,
    options: OptionsSchema.describe('The options of the match.'),
    winnableDeal: WinnableDealSchema.optional().describe('With the option deal "winnable": which attempt was dealt. Absent otherwise.'),
  })
  .strict()
  .meta({ id: 'PyramidSolitaireView', description: 'Pyramid solitaire as its player sees it.' });

export type PyramidSolitaireView = z.infer<typeof ViewSchema>;

export interface PyramidSolitaireState {
  readonly options: PyramidSolitaireOptions;
  /**
   * The rules version the match is played under. Absent means version 1: version-1 states keep
   * exactly the shape they had before versions existed, so their stored snapshots still equal a
   * replay of their log.
   */
  readonly rulesVersion?: number;
  /** 28 slots from the apex; null once the card is removed. */
  readonly pyramid: (Card | null)[];
  /** Bottom first: the top (face up, usable) is the LAST element. */
  readonly stock: Card[];
  /** Bottom first: the top (usable) is the LAST element. */
  readonly waste: Card[];
  /** Current pass, 1-based: 1 + the number of recycles. */
  readonly pass: number;
  /** Cards removed since the current pass began. */
  readonly removedThisPass: number;
  /** Removed cards, in removal order. */
  readonly removed: Card[];
  readonly status: Status;
  readonly rng: RngState;
  /** Option deal "winnable" only (absent otherwise, so random deals keep their old shape). */
  readonly winnableDeal?: WinnableDeal;
}

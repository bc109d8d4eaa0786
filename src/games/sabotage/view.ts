/**
 * Sabotage: what a seat or spectator sees. Face-down pyramid cards are hidden from everybody,
 * their owner included, and so is the stock; everything face up is public, so every viewer gets
 * the same picture (plus their own seat number).
 */
import { z } from 'zod';
import { CardSchema } from '../../engine/cards/french.js';
import type { Viewer } from '../../engine/game.js';
import { MAX_REDEALS, type SabotageState } from './state.js';

import { hasReached, isExposed, rulesVersionOf } from './table.js';

const SlotIndex = z.number().int().min(0).describe('Slot number: 0 is the apex (next to the centre card), then row by row, left to right.');

const EmptySlotView = z
  .object({ status: z.literal('empty'), slot: SlotIndex })
  .strict()
  .meta({ id: 'SabotageSlotEmpty', description: 'An empty slot (a sabotage card may be placed here).' });

const FaceDownSlotView = z
  .object({ status: z.literal('faceDown'), slot: SlotIndex })
  .strict()
  .meta({ id: 'SabotageSlotFaceDown', description: 'A face-down card: nobody, its owner included, knows it yet.' });

const FaceUpSlotView = z
  .object({
    status: z.literal('faceUp'),
    slot: SlotIndex,
    card: CardSchema,
    exposed: z.boolean().describe('True when no card of the row nearer the owner overlaps it, so the owner may remove it.'),
    placed: z.boolean().describe('True for a sabotage card the opponent placed here.'),
    redealt: z
      .boolean()
      .describe(
        'True for a card dealt onto the apex by the both-reached rule. Under rules version 1 only, removing only ' +
          're-dealt cards (with each other or the display card) does not count as a removal for the drawn-game rule.',
      ),
  })
  .strict()
  .meta({ id: 'SabotageSlotFaceUp', description: 'A face-up card in a pyramid.' });

export const SlotViewSchema = z.discriminatedUnion('status', [EmptySlotView, FaceDownSlotView, FaceUpSlotView]);

const PyramidViewSchema = z
  .object({
    seat: z.number().int().min(0).max(1).describe('The owner of this pyramid.'),
    reached: z.boolean().describe('True when the apex slot is empty: the owner may take the centre card.'),
    slots: z.array(SlotViewSchema).describe('Every slot in slot order.'),
  })
  .strict()
  .meta({ id: 'SabotagePyramidView', description: "One player's pyramid, apex toward the centre card." });

const ResultViewSchema = z
  .object({
    status: z.enum(['playing', 'won', 'drawn']).describe('playing, won (a seat cleared the centre card) or drawn.'),
    winner: z.number().int().nullable().describe('The seat that cleared the centre card, when won.'),
    reason: z.string().nullable().describe('Why the game ended, when it has.'),
  })
  .strict()
  .meta({ id: 'SabotageResultView', description: 'Whether the game is over and how.' });

export const SabotageViewSchema = z
  .object({
    viewer: z.number().int().nullable().describe('The seat this view is for; null for a spectator.'),
    rulesVersion: z.number().int().describe('The rules version this match is played under (1 or 2; rules.md, Rules versions).'),
    redeals: z
      .number()
      .int()
      .nullable()
      .describe('Both-reached re-deals made so far in this game (ruling R12); null under rules version 1, which does not count them.'),
    redealsLeft: z
      .number()
      .int()
      .nullable()
      .describe(`Re-deals the both-reached rule may still make: ${MAX_REDEALS} minus redeals (ruling R12); null under rules version 1, which has no cap.`),
    rows: z.number().int().describe('Rows of each pyramid: 4, 5 or 6.'),
    round: z.number().int().describe('Round number, from 1.'),
    drawer: z.number().int().describe("The seat that drew this round's display card."),
    toAct: z.number().int().nullable().describe('The seat that must move now; null when the game is over.'),
    secondTurn: z.boolean().describe("True during the non-drawer's turn of the round."),
    pendingPlacements: z.number().int().describe('Sabotage cards the player to act must place before anything else.'),
    centre: CardSchema.nullable().describe('The centre card between the apexes; null once cleared.'),
    display: CardSchema.nullable().describe("This round's display card; null once used."),
    stockCount: z.number().int().describe('Cards in the face-down stock.'),
    discard: z.array(CardSchema).describe('The face-up discard pile, bottom first.'),
    removedThisPass: z
      .boolean()
      .describe(
        'Whether a counted removal was made since the stock was last formed (a pass with none is a draw). Every ' +
          'removal counts; under rules version 1, only one that takes the centre card or at least one pyramid card ' +
          'that is not re-dealt.',
      ),
    bothReachedAllRound: z
      .boolean()
      .describe(
        'Whether both players have been at the centre all this round (at its end both apexes are dealt a card, ' +
          'unless the 12 re-deals a game allows under rules version 2 have all been made).',
      ),
    pyramids: z.array(PyramidViewSchema).describe('Seat 0 then seat 1.'),
    result: ResultViewSchema,
  })
  .strict()
  .meta({ id: 'SabotageView', description: 'The Sabotage table as one viewer sees it.' });

export type SabotageView = z.infer<typeof SabotageViewSchema>;
type SlotView = z.infer<typeof SlotViewSchema>;

export function view(state: SabotageState, viewer: Viewer): SabotageView {
  const pyramids = state.pyramids.map((pyramid, seat) => ({
    seat,
    reached: hasReached(state, seat),
    slots: pyramid.map((p, slot): SlotView => {
      if (p === null) return { status: 'empty', slot };
      if (!p.faceUp) return { status: 'faceDown', slot };
      return { status: 'faceUp', slot, card: p.card, exposed: isExposed(pyramid, slot, state.rows), placed: p.placed, redealt: p.redealt };
    }),
  }));
  const r = state.result;
  const counted = rulesVersionOf(state) >= 2;
  return {
    viewer,
    rulesVersion: rulesVersionOf(state),
    redeals: counted ? (state.redeals ?? 0) : null,
    redealsLeft: counted ? MAX_REDEALS - (state.redeals ?? 0) : null,
    rows: state.rows,
    round: state.round,
    drawer: state.drawer,
    toAct: r ? null : state.turn,
    secondTurn: state.secondTurn,
    pendingPlacements: state.pendingPlacements,
    centre: state.centre,
    display: state.display,
    stockCount: state.stock.length,
    discard: state.discard.slice(),
    removedThisPass: state.removedThisPass,
    bothReachedAllRound: state.bothReachedAllRound,
    pyramids,
    result: {
      status: r === null ? 'playing' : r.kind,
      winner: r?.kind === 'won' ? r.winner : null,
      reason: r?.reason ?? null,
    },
  };
}

/** Face-down pyramid cards and the stock: hidden from every viewer alike. */
export function secrets(state: SabotageState, _viewer: Viewer): string[] {
  const faceDown = state.pyramids.flatMap((pyramid) => pyramid.flatMap((p) => (p !== null && !p.faceUp ? [p.card] : [])));
  return [...faceDown, ...state.stock];
}

/**
 * Every code Pyramid solitaire's rules answer with, and what it means (rules.md says when each
 * applies). The platform's problem codes, the OpenAPI enums and the README's tables are made
 * from these.
 */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const PYRAMID_SOLITAIRE_REJECTIONS: Rejections = {
  move: {
    CARD_COVERED: 'The card is still covered by another card.',
    CARD_NOT_AVAILABLE: 'The card is not one you can use now.',
    DUPLICATE_CARD: 'A removal names the same card twice.',
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    NOT_THIRTEEN: 'The cards do not sum to 13.',
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    NO_CARDS: 'Name at least one card to remove.',
    NO_PASSES_LEFT: 'No pass through the stock is left.',
    NO_REMOVAL_POSSIBLE: 'Turning the waste over would start a pass with nothing to remove, and so would every pass after it.',
    NO_REMOVAL_THIS_PASS: 'With unlimited passes the waste is turned over only after a pass that removed a card.',
    PAIRS_ONLY: 'This match removes pairs (or a King alone), not combinations of three or more.',
    STOCK_EMPTY: 'The stock is empty.',
    STOCK_NOT_EMPTY: 'The waste can be turned over only when the stock is empty.',
    UNKNOWN_MOVE: 'Not a Pyramid solitaire move.',
    WASTE_EMPTY: 'The waste is empty.',
  },
  setup: {
    PLAYER_COUNT_INVALID: 'Pyramid solitaire is for one player.',
  },
};

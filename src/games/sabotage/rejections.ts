/**
 * Every code Sabotage's rules answer with, and what it means (rules.md says when each
 * applies). The platform's problem codes, the OpenAPI enums and the README's tables are made
 * from these.
 */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const SABOTAGE_REJECTIONS: Rejections = {
  move: {
    CARD_BLOCKED: 'The card is still overlapped by a card of your pyramid.',
    CARD_NOT_AVAILABLE: 'The card is not one you can use now.',
    CARD_REPEATED: 'A removal names the same card twice.',
    CENTRE_NOT_REACHED: 'The centre card can be taken only once your own apex slot is empty.',
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    MOVE_INVALID: 'Not a Sabotage move.',
    NOT_THIRTEEN: 'The cards do not sum to 13.',
    NOT_YOUR_PYRAMID: "The card is in your opponent's pyramid.",
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    NO_PLACEMENT_PENDING: 'There is no sabotage card to place.',
    PLACEMENT_PENDING: "Place your sabotage card(s) in your opponent's pyramid first.",
    SLOT_INVALID: "Your opponent's pyramid has no such slot.",
    SLOT_OCCUPIED: 'The slot is not empty.',
  },
  setup: {
    OPTIONS_INVALID: COMMON_REJECTIONS.OPTIONS_INVALID,
  },
};

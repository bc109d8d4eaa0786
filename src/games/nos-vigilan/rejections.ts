/**
 * Every code Nos vigilan's rules answer with, and what it means (rules.md says when each
 * applies). The platform's problem codes, the OpenAPI enums and the README's tables are made
 * from these.
 */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const NOS_VIGILAN_REJECTIONS: Rejections = {
  move: {
    ALREADY_CHOSEN: 'You have already chosen your card for this round.',
    ALREADY_ORDERED: 'You have already presented your ordering.',
    BAD_MOVE: 'Not a Nos vigilan move.',
    CARD_NOT_IN_HAND: 'The card is not in your hand.',
    CARD_NOT_ON_TABLE: 'Pick the challenge card or one of the two played cards.',
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    NOT_A_BASE_CARD: 'Abducción swaps with one of the three base cards of the pyramid.',
    NOT_A_PYRAMID_CARD: 'The card is not in the pyramid.',
    NOT_YOUR_HAND: 'An ordering lists every card of your hand exactly once.',
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    WRONG_PHASE: COMMON_REJECTIONS.WRONG_PHASE,
  },
  setup: {
    OPTIONS_INVALID: COMMON_REJECTIONS.OPTIONS_INVALID,
  },
};

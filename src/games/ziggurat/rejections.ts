/**
 * Every code Ziggurat's rules answer with, and what it means (rules.md says when each
 * applies). The platform's problem codes, the OpenAPI enums and the README's tables are made
 * from these.
 */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const ZIGGURAT_REJECTIONS: Rejections = {
  move: {
    ATTACK_UNBLOCKABLE: 'The Excuse made this attack unblockable.',
    CARDS_NOT_IN_ORDER: 'List the cards in canonical Decktet order.',
    CARD_NOT_IN_HAND: 'The card is not in your hand.',
    COLOUR_NOT_AVAILABLE: 'No pyramid of that colour is available.',
    DEFENCE_DOES_NOT_MATCH: "Defend with an Ace of the tower's suit, cards adding up to the attack's value, or the Excuse.",
    DEFENCE_TOWER_REQUIRED: 'Defending needs a black tower (or a green one).',
    DUPLICATE_CARDS: 'A card may be listed only once.',
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    GREEN_NOT_NEEDED: 'You have the tower needed, so a green tower cannot stand in for it.',
    HAND_FULL: 'You already hold five cards.',
    ILLEGAL_MOVE: COMMON_REJECTIONS.ILLEGAL_MOVE,
    INVALID_MOVE: 'The move cannot be read: it is not a Ziggurat move.',
    INVALID_TARGET: 'Attack another player who is still in the battle.',
    NOT_AN_ATTACK_CARD: 'The Excuse cannot attack by itself.',
    NOT_A_GREEN_TOWER: 'That tower is not green.',
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    NO_SUCH_TOWER: 'That tower is not standing.',
    REMODEL_NEEDS_THREE_CARDS: 'Remodelling discards exactly three cards.',
    SWAP_SAME_COLOUR: 'Exchange the top pyramid for one of another colour.',
    TARGET_NOT_ELIGIBLE: "The card's suits cannot target that tower.",
    TOWER_COLOUR_REQUIRED: 'The attack needs a tower of its colour (or a green one).',
    WRONG_PHASE: COMMON_REJECTIONS.WRONG_PHASE,
  },
  setup: {
    OPTIONS_INVALID: COMMON_REJECTIONS.OPTIONS_INVALID,
  },
  depart: {
    ALREADY_LEFT: 'Your seat has already left this game (a resignation or timeout in a game that went on without it).',
  },
};

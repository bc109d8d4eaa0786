/**
 * Every code the rules of Pyramid (Simon Allmer) answer with, and what it means (rules.md says when
 * each applies). The platform's problem codes, the OpenAPI enums and the README's tables are made
 * from these.
 */
import { COMMON_REJECTIONS, type Rejections } from '../../engine/game.js';

export const ALLMER_PYRAMID_REJECTIONS: Rejections = {
  move: {
    GAME_OVER: COMMON_REJECTIONS.GAME_OVER,
    ILLEGAL_MOVE: COMMON_REJECTIONS.ILLEGAL_MOVE,
    JUMP_NOT_ADJACENT: 'A jump goes to an adjacent field (not diagonal).',
    JUMP_NOT_ONE_LEVEL_UP: 'A jump goes exactly one level up.',
    JUMP_OCCUPIED: 'A jump needs an empty field.',
    NOT_YOUR_STONE: 'The stone is not yours.',
    NOT_YOUR_TURN: COMMON_REJECTIONS.NOT_YOUR_TURN,
    NO_STONE: 'There is no stone on that field.',
    PUSH_BACK_FORBIDDEN: 'A stone just pushed may not push back at once.',
    PUSH_CHAIN: 'A stone on the same level stands behind: a pushed stone cannot push another.',
    PUSH_NOT_ADJACENT: 'A push takes the place of an adjacent stone (not diagonal).',
    PUSH_NO_STONE: 'There is no stone to push there.',
    PUSH_OTHER_LEVEL: 'Only a stone on the same level can be pushed.',
    RUN_BLOCKED: 'A stone on the same level blocks the run.',
    RUN_ENDS_AT_SMASH: 'A run that smashes a stone ends there.',
    RUN_NOT_STRAIGHT: 'A run goes in a straight line.',
    RUN_UPHILL: 'A run never climbs.',
    UNKNOWN_FIELD: 'Not a field: use a file a–g and a rank 1–7.',
    UNKNOWN_MOVE_TYPE: 'A move is a run, a jump or a push.',
  },
  setup: {
    OPTIONS_INVALID: COMMON_REJECTIONS.OPTIONS_INVALID,
  },
};

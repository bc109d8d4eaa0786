/** Sabotage: the game object the platform registers. */
import { revealsNothing, type Game, type Outcome } from '../../engine/game.js';
import { sabotageBot } from './bot.js';
import { apply, legalMoves, setup, toAct } from './rules.js';
import {
  CURRENT_RULES_VERSION,
  RULES_VERSIONS,
  SabotageMoveSchema,
  SabotageOptionsSchema,
  type SabotageMove,
  type SabotageOptions,
  type RulesVersion,
  type SabotageState,
} from './state.js';
import { SabotageViewSchema, secrets, view, type SabotageView } from './view.js';
import { SABOTAGE_REJECTIONS } from './rejections.js';
import { FRENCH_NAMES } from '../../engine/cards/french.js';

export type { SabotageMove, SabotageOptions, SabotageState } from './state.js';
export type { SabotageView } from './view.js';

function outcome(state: SabotageState): Outcome {
  const r = state.result;
  if (r === null) return { finished: false };
  if (r.kind === 'won') return { finished: true, winners: [r.winner], draw: false, reason: r.reason };
  return { finished: true, winners: [], draw: true, reason: r.reason };
}

export const sabotageGame: Game<SabotageOptions, SabotageState, SabotageMove, SabotageView> = {
  meta: {
    id: 'sabotage',
    title: 'Sabotage',
    summary: 'Two facing Pyramid-patience pyramids: pair cards to 13 to reach and clear the centre card, dropping cards into your opponent\u2019s pyramid as you go.',
    minPlayers: 2,
    maxPlayers: 2,
    hiddenInformation: true,
    hides: 'face-down pyramid cards (from both players), the stock',
    randomness: true,
    simultaneousMoves: false,
    drawPossible: true,
    // 2: the both-reached re-deal is capped at 12 and every removal counts for the draw rule
    // (rules.md, ruling R12). 1: no cap, removals of re-dealt apex cards alone do not
    // count.
    rulesVersion: CURRENT_RULES_VERSION,
    supportedRulesVersions: RULES_VERSIONS,
    rulesDoc: 'src/games/sabotage/rules.md',
    typeName: 'Sabotage',
    names: FRENCH_NAMES,
  },
  schemas: { options: SabotageOptionsSchema, move: SabotageMoveSchema, view: SabotageViewSchema },
  rejections: SABOTAGE_REJECTIONS,
  validateSetup(_options, seats) {
    return seats === 2 ? null : { code: 'OPTIONS_INVALID', reason: 'Sabotage is played by exactly 2 players.' };
  },
  setup: (options, _seats, seed, rulesVersion = CURRENT_RULES_VERSION) => setup(options, seed, rulesVersion as RulesVersion),
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  secrets,
  bot: sabotageBot,
  // A seat's legal moves are made of face-up cards only (its available pyramid cards, the display
  // and the centre), which both players see: a forced move (nearly always a pass) is public.
  // auto-play.spec.ts checks it against the opponent's determinisations.
  forcedMoveIsPublic: () => true,
  // A removal that turns a face-down card up, a display card drawn, or a sabotage card placed from
  // the stock shows something and cannot be taken back; a pass or a removal that reveals nothing can.
  takebackAllowed: (before, after) => revealsNothing(sabotageGame, before, after, 2),
};

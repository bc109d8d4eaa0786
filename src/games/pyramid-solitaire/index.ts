/**
 * Pyramid solitaire (Pyramid patience), one player: remove available cards summing to 13.
 * Rules: rules.md.
 */
import { revealsNothing, type Game, type Outcome, type Rejection } from '../../engine/game.js';
import { pyramidSolitaireBot } from './bot.js';
import { applyMove, legalMovesOf } from './moves.js';
import { dealState } from './deal.js';
import { solveWithin } from './solver.js';
import { RULES_VERSION, SUPPORTED_RULES_VERSIONS, rulesVersionOf } from './rules.js';
import {
  MoveSchema,
  OptionsSchema,
  ViewSchema,
  type PyramidSolitaireMove,
  type PyramidSolitaireOptions,
  type PyramidSolitaireState,
  type PyramidSolitaireView,
  type WinnableDeal,
} from './state.js';
import { secretsOf, viewOf } from './view.js';
import { PYRAMID_SOLITAIRE_REJECTIONS } from './rejections.js';
import { FRENCH_NAMES } from '../../engine/cards/french.js';

export type { PyramidSolitaireMove, PyramidSolitaireOptions, PyramidSolitaireState, PyramidSolitaireView } from './state.js';

function outcomeOf(s: PyramidSolitaireState): Outcome {
  const removed = s.removed.length;
  if (s.status === 'won') {
    const what = s.options.goal === 'pyramid' ? 'The pyramid is cleared' : 'All 52 cards are removed';
    return { finished: true, winners: [0], draw: false, scores: [removed], reason: `${what}: the game is won with ${removed} cards removed.` };
  }
  if (s.status === 'lost') {
    // Version 2 ends an unlimited game while draws may be left: the reason says what decided it.
    const why = rulesVersionOf(s) >= 2 && s.options.passes === 'unlimited' ? 'No removal is possible any more' : 'No removal, draw or recycle is left';
    return { finished: true, winners: [], draw: false, scores: [removed], reason: `${why}: the game is lost with ${removed} cards removed.` };
  }
  return { finished: false };
}

export const pyramidSolitaireGame: Game<PyramidSolitaireOptions, PyramidSolitaireState, PyramidSolitaireMove, PyramidSolitaireView> = {
  meta: {
    id: 'pyramid-solitaire',
    title: 'Pyramid Solitaire',
    summary: 'Clear a 28-card pyramid by removing pairs of available cards that add up to 13, drawing from the stock as you go.',
    minPlayers: 1,
    maxPlayers: 1,
    hiddenInformation: true,
    hides: 'the stock below its face-up top',
    randomness: true,
    simultaneousMoves: false,
    drawPossible: false,
    rulesVersion: RULES_VERSION,
    supportedRulesVersions: SUPPORTED_RULES_VERSIONS,
    rulesDoc: 'src/games/pyramid-solitaire/rules.md',
    typeName: 'PyramidSolitaire',
    names: FRENCH_NAMES,
  },
  schemas: { options: OptionsSchema, move: MoveSchema, view: ViewSchema },
  rejections: PYRAMID_SOLITAIRE_REJECTIONS,
  validateSetup(_options, seats): Rejection | null {
    return seats === 1 ? null : { code: 'PLAYER_COUNT_INVALID', reason: 'Pyramid solitaire is played by exactly one player.' };
  },
  setup: (options, _seats, seed, rulesVersion, memo) => dealState(options, seed, rulesVersion, undefined, memo as WinnableDeal | undefined),
  // A winnable deal searches shuffles with the solver (deal.ts): the platform runs it on its worker pool.
  setupIsHeavy: (options) => options.deal === 'winnable',
  setupMemo: (s) => s.winnableDeal,
  solve: (s, nodes) => solveWithin(s, nodes).status,
  toAct: (s) => (s.status === 'playing' ? [0] : []),
  legalMoves: (s, seat) => (seat === 0 ? legalMovesOf(s) : []),
  apply: applyMove,
  view: viewOf,
  outcome: outcomeOf,
  secrets: secretsOf,
  bot: pyramidSolitaireBot,
  // A removal from the pyramid alone shows nothing new and may be taken back; a draw, or taking the
  // stock's top, turns the next stock card up and may not (rules.md).
  takebackAllowed: (before, after) => revealsNothing(pyramidSolitaireGame, before, after, 1),
};

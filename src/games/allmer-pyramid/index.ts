/** Simon Allmer's Pyramid (2020): the game object registered with the platform. */
import type { Game } from '../../engine/game.js';
import { apply, legalMoves, outcome, setup, toAct } from './rules.js';
import { CURRENT_RULES_VERSION, RULES_VERSIONS, moveSchema, optionsSchema, viewSchema, type AllmerPyramidMove, type AllmerPyramidOptions, type AllmerPyramidState, type AllmerPyramidView } from './state.js';
import { view } from './view.js';
import { formatPosition } from './notation.js';
import { allmerPyramidBot } from './bot.js';
import { ALLMER_PYRAMID_REJECTIONS } from './rejections.js';
import type { TermNames } from '../../engine/game.js';

/** The stones and the kinds of move, named in English (the designer's) and Spanish (ours). */
const ALLMER_NAMES: readonly TermNames[] = [
  { kind: 'stone', id: 'white', en: 'White', es: 'Blancas', original: 'en' },
  { kind: 'stone', id: 'black', en: 'Black', es: 'Negras', original: 'en' },
  { kind: 'move', id: 'run', en: 'Run', es: 'Correr', original: 'en' },
  { kind: 'move', id: 'jump', en: 'Jump', es: 'Saltar', original: 'en' },
  { kind: 'move', id: 'push', en: 'Push', es: 'Empujar', original: 'en' },
];

export const allmerPyramidGame: Game<AllmerPyramidOptions, AllmerPyramidState, AllmerPyramidMove, AllmerPyramidView> = {
  meta: {
    id: 'allmer-pyramid',
    title: 'Pyramid (Simon Allmer)',
    summary: 'Two players run, jump and push stones up a stepped pyramid to take its four victory fields, smashing and surrounding enemy stones on the way.',
    minPlayers: 2,
    maxPlayers: 2,
    hiddenInformation: false,
    randomness: false,
    simultaneousMoves: false,
    drawPossible: true,
    // 2: the no-removal limit is on (200 plies) unless a match turns it off
    // (rules.md, ruling R9).
    rulesVersion: CURRENT_RULES_VERSION,
    supportedRulesVersions: RULES_VERSIONS,
    rulesDoc: 'src/games/allmer-pyramid/rules.md',
    typeName: 'AllmerPyramid',
    names: ALLMER_NAMES,
  },
  schemas: { options: optionsSchema, move: moveSchema, view: viewSchema },
  rejections: ALLMER_PYRAMID_REJECTIONS,
  validateSetup: (_options, seats) => (seats === 2 ? null : { code: 'OPTIONS_INVALID', reason: 'Pyramid is played by exactly two players.' }),
  // The game has no chance: the seed is not used.
  setup: (options, _seats, _seed, rulesVersion) => setup(options, rulesVersion),
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  secrets: () => [],
  notation: formatPosition,
  bot: allmerPyramidBot,
};

export type { AllmerPyramidMove, AllmerPyramidOptions, AllmerPyramidState, AllmerPyramidView };

/**
 * The games this service hosts: the one registration. Adding a game = its folder under
 * src/games/<id>/ + one import and one entry in GAMES here; its Nest module, catalogue entry,
 * problem codes, GraphQL types, generated docs and conformance run all derive from this list.
 */
import type { AnyGame } from '../engine/game.js';
import { allmerPyramidGame } from './allmer-pyramid/index.js';
import { nosVigilanGame } from './nos-vigilan/index.js';
import { pyramidSolitaireGame } from './pyramid-solitaire/index.js';
import { sabotageGame } from './sabotage/index.js';
import { zigguratGame } from './ziggurat/index.js';

export const GAMES: readonly AnyGame[] = [pyramidSolitaireGame, sabotageGame, nosVigilanGame, zigguratGame, allmerPyramidGame];

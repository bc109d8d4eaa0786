/**
 * The games this service hosts. Adding a game = its folder + one line here + one line in
 * games.module.ts; the platform needs no other change.
 */
import type { AnyGame } from '../engine/game.js';
import { allmerPyramidGame } from './allmer-pyramid/index.js';
import { nosVigilanGame } from './nos-vigilan/index.js';
import { pyramidSolitaireGame } from './pyramid-solitaire/index.js';
import { sabotageGame } from './sabotage/index.js';
import { zigguratGame } from './ziggurat/index.js';

export const GAMES: readonly AnyGame[] = [pyramidSolitaireGame, sabotageGame, nosVigilanGame, zigguratGame, allmerPyramidGame];

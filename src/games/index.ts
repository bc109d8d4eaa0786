/**
 * The games this service hosts. Adding a game = its folder + one line here + one line in
 * games.module.ts; the platform needs no other change.
 */
import type { AnyGame } from '../engine/game.js';
import { pyramidSolitaireGame } from './pyramid-solitaire/index.js';

export const GAMES: readonly AnyGame[] = [pyramidSolitaireGame];

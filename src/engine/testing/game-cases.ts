/**
 * The setups the suites that enumerate games run for one game, kept as data in its folder
 * (`src/games/<id>/test-cases.ts`, exporting `testCases`) so that no suite names a game: which
 * options, seat counts and rules versions the conformance suite plays, the option sets that change
 * what a seat may do, and the match the end-to-end suites play through the API. A game without the
 * file gets defaults made from its meta.
 */
import type { AnyGame } from '../game.js';
import type { ConformanceConfig } from './conformance.js';

/** A match to create: raw options (parsed by the game's schema) and a seat count. */
export interface GameSetup {
  readonly options: Record<string, unknown>;
  readonly seats: number;
}

export interface GameTestCases {
  /** Conformance runs, each with its cases, playouts and bound on plies. Default: `defaultConformance`. */
  readonly conformance?: readonly ConformanceConfig[];
  /** Option sets besides the defaults that change what a seat may do (tried at every seat count). Default: none. */
  readonly optionVariants?: readonly Record<string, unknown>[];
  /** The match end-to-end suites play through the API. Default: no options, two seats if the game allows (else its minimum). */
  readonly play?: GameSetup;
}

export type ResolvedTestCases = { readonly game: AnyGame } & Required<GameTestCases>;

/** Every seat count the game allows, with its default options: a few random playouts each. */
export function defaultConformance(game: AnyGame): ConformanceConfig[] {
  const seats = Array.from({ length: game.meta.maxPlayers - game.meta.minPlayers + 1 }, (_, i) => game.meta.minPlayers + i);
  return [{ cases: seats.map((n) => ({ options: {}, seats: n })), playouts: 5, maxPlies: 2000 }];
}

export function withDefaults(game: AnyGame, cases: GameTestCases = {}): ResolvedTestCases {
  return {
    game,
    conformance: cases.conformance ?? defaultConformance(game),
    optionVariants: cases.optionVariants ?? [],
    play: cases.play ?? { options: {}, seats: Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers)) },
  };
}

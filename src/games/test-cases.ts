/**
 * Every registered game's test setups, in the order of GAMES: its folder's test-cases.ts (by
 * path, so a game added to GAMES needs no line here), or defaults made from its meta. For the
 * suites that enumerate games (the conformance spec, the end-to-end suites).
 */
import { existsSync } from 'node:fs';
import type { AnyGame } from '../engine/game.js';
import { withDefaults, type GameTestCases, type ResolvedTestCases } from '../engine/testing/game-cases.js';
import { GAMES } from './index.js';

async function testCasesOf(game: AnyGame): Promise<ResolvedTestCases> {
  const file = new URL(`./${game.meta.id}/test-cases.ts`, import.meta.url);
  if (!existsSync(file)) return withDefaults(game);
  const { testCases } = (await import(`./${game.meta.id}/test-cases.js`)) as { testCases: GameTestCases };
  return withDefaults(game, testCases);
}

export const GAME_CASES: readonly ResolvedTestCases[] = await Promise.all(GAMES.map(testCasesOf));

/** The test setups of the game with this id. */
export const casesOf = (id: string): ResolvedTestCases => {
  const found = GAME_CASES.find((c) => c.game.meta.id === id);
  if (!found) throw new Error(`no registered game ${id}`);
  return found;
};

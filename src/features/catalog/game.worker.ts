/**
 * The work that runs on the game worker pool (game-workers.ts), never on the event loop that
 * answers requests: a bot's decision, a heavy setup (a winnable deal's search), a post-game
 * analysis, a Swiss round's pairing (a blossom matching: 60-80 ms of CPU at 1,000 entrants, bench/RESULTS.md). Each game
 * task names its game; the thread looks it up in `GAMES` and runs the game's pure functions. A bot's
 * thread receives what the seat may see (a BotInput), never the state.
 */
import { analyseMatch, type AnalysisInput, type MatchAnalysis } from '../../engine/analysis.js';
import type { BotInput } from '../../engine/bots/contract.js';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { swissRound, type SwissEntrant } from '../../domain/tournaments/swiss.js';

export type GameTask =
  | { readonly kind: 'think'; readonly gameId: string; readonly input: BotInput<unknown, unknown> }
  | { readonly kind: 'setup'; readonly gameId: string; readonly options: unknown; readonly seats: number; readonly seed: string; readonly rulesVersion: number }
  | { readonly kind: 'analyse'; readonly gameId: string; readonly input: AnalysisInput }
  | { readonly kind: 'swiss'; readonly entrants: readonly SwissEntrant[]; readonly round: number; readonly seed: string };

const games = new Map<string, AnyGame>(GAMES.map((g) => [g.meta.id, g]));

function gameOf(id: string): AnyGame {
  const game = games.get(id);
  if (!game) throw new Error(`no game "${id}"`);
  return game;
}

export default function run(task: GameTask): unknown {
  if (task.kind === 'swiss') return swissRound(task.entrants, task.round, task.seed);
  const game = gameOf(task.gameId);
  switch (task.kind) {
    case 'think': {
      if (!game.bot) throw new Error(`no bot for the game "${task.gameId}"`);
      return game.bot.decide(task.input);
    }
    case 'setup':
      return game.setup(task.options, task.seats, task.seed, task.rulesVersion);
    case 'analyse':
      return analyseMatch(game, task.input) satisfies MatchAnalysis;
  }
}

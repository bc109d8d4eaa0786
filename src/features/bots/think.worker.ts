/**
 * A bot's thinking, on a worker thread of the bot pool (bot-pool.ts): the search never runs on
 * the event loop that answers requests. The thread receives what the seat may see (a BotInput:
 * view, history as the seat saw it, legal moves), never the state, and answers a move.
 */
import type { BotInput } from '../../engine/bots/contract.js';
import { GAMES } from '../../games/index.js';

export interface ThinkTask {
  readonly gameId: string;
  readonly input: BotInput<unknown, unknown>;
}

const bots = new Map(GAMES.map((g) => [g.meta.id, g.bot]));

export default function think(task: ThinkTask): unknown {
  const bot = bots.get(task.gameId);
  if (!bot) throw new Error(`no bot for the game "${task.gameId}"`);
  return bot.decide(task.input);
}

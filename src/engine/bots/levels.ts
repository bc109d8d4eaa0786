/**
 * A bot with levels over a game's search model: 1 plays a random legal move, 2 the best move by a
 * one-ply greedy evaluation on a few determinisations, 3 and up search (SO-ISMCTS) with budgets
 * growing with the level, starting from the level-2 scores. The bot's generator is seeded by the input's seed alone, so a decision
 * is a pure function of the input.
 */
import { newRng, Rng } from '../rng.js';
import type { BotInput, GameBot } from './contract.js';
import { greedyDecision, ismctsDecision, randomLegal, scoreCandidates, type GreedyBudget, type SearchBudget, type SearchModel } from './ismcts.js';

export interface LevelBudgets {
  /** Level 2. */
  readonly greedy: GreedyBudget;
  /** Levels 3, 4, ...: one budget each, growing. */
  readonly search: readonly SearchBudget[];
}

export function levelledBot<V, S, M>(model: SearchModel<V, S, M>, budgets: LevelBudgets): GameBot<V, M> {
  const maxLevel = 2 + budgets.search.length;
  return {
    maxLevel,
    decide(input: BotInput<V, M>): M {
      if (!Number.isInteger(input.level) || input.level < 1 || input.level > maxLevel) {
        throw new RangeError(`bot: level ${input.level} is not between 1 and ${maxLevel}`);
      }
      if (input.legal.length === 0) throw new Error(`bot: seat ${input.seat} has no legal move to choose from`);
      const rng = Rng.from(newRng(`bot:${input.seed}`));
      if (input.level === 1) return randomLegal(model.rules, input.legal, rng);
      if (input.level === 2) return greedyDecision(model, input, budgets.greedy, rng);
      // The search starts from the greedy level's scores (see SearchBudget.prescore).
      return ismctsDecision(model, input, { prescore: budgets.greedy, ...budgets.search[input.level - 3] }, rng);
    },
    // The greedy level's scoring: every move on the same determinisations of the seat's information set.
    score(input: BotInput<V, M>, moves: readonly M[]): number[] {
      const rng = Rng.from(newRng(`score:${input.seed}`));
      return scoreCandidates(model, input, moves, budgets.greedy, rng).map((c) => c.value);
    },
  };
}

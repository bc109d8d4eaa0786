import { decideBoth, hiddenShuffled, randomPositions, shuffleNames } from '../../engine/bots/testing/positions.js';
import { newRng, Rng } from '../../engine/rng.js';
import { sabotageGame as game } from './index.js';
import { pyramid, table } from './test-builders.js';
import { botInput } from '../../engine/bots/input.js';
import type { SabotageState } from './state.js';

const bot = game.bot!;

describe('sabotage bot', () => {
  // Issue 13: "Bots never cheat ... two states that differ only in the bot's secrets give the same
  // decision for the same random seed."
  it('decides from what its seat sees: face-down cards and stock reshuffled give the same input and the same move at every level', () => {
    const rng = Rng.from(newRng('sabotage-fair'));
    for (const p of randomPositions(game, {}, 2, 4, 'sabotage-fair', 200)) {
      const q = hiddenShuffled(game, p, shuffleNames(game.secrets(p.state as SabotageState, p.seat), rng));
      expect(q.state).not.toEqual(p.state);
      const { inputs, moves } = decideBoth(game, p, q, 'fair');
      expect(inputs[1]).toEqual(inputs[0]);
      for (const [a, b] of moves) expect(b).toEqual(a);
    }
  });

  // Issue 13: levels 1 random, 2 greedy, 3+ search; every level plays by the rules.
  it('plays a legal move at every level, at positions of random play', () => {
    for (const p of randomPositions(game, { rows: 4 }, 2, 4, 'sabotage-legal', 300)) {
      for (let level = 1; level <= bot.maxLevel; level++) {
        const input = botInput(game, p.state, p.log, p.seat, level, `legal-${level}`);
        expect(game.apply(p.state as SabotageState, p.seat, bot.decide(input as never)).ok).toBe(true);
      }
    }
  });

  // Ruling R6 (rules.md): "Clearing the centre card wins at once."
  it('clears the centre card when it can, at levels 2 to 4', () => {
    const s = table({
      pyramids: [pyramid('.', '. .', '. . .', '. . . .'), pyramid('~2S', '~3S ~4S', '~5S ~6S ~7S', '8S 9S TS JS')],
      centre: 'TC',
      display: '3H',
    });
    for (let level = 2; level <= bot.maxLevel; level++) {
      const input = botInput(game, s, [], 0, level, 'centre');
      expect(bot.decide(input as never)).toEqual({ type: 'remove', cards: ['3H', 'TC'] });
    }
  });
});

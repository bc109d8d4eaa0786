import { botInput } from '../../engine/bots/input.js';
import { decideBoth, hiddenShuffled, randomPositions, shuffleNames } from '../../engine/bots/testing/positions.js';
import { newRng, Rng } from '../../engine/rng.js';
import { zigguratModel } from './bot.js';
import { zigguratGame as game } from './index.js';
import type { ZigguratState } from './state.js';

const bot = game.bot!;

describe('ziggurat bot', () => {
  // Issue 13: "Bots never cheat ... two states that differ only in the bot's secrets give the same
  // decision for the same random seed."
  it('decides from what its seat sees: the other hands and the draw pile reshuffled give the same input and the same move at every level', () => {
    const rng = Rng.from(newRng('ziggurat-fair'));
    for (const seats of [2, 4]) {
      for (const p of randomPositions(game, { extended: true }, seats, 2, `ziggurat-fair:${seats}`, 150)) {
        const q = hiddenShuffled(game, p, shuffleNames(game.secrets(p.state as ZigguratState, p.seat), rng));
        expect(q.state).not.toEqual(p.state);
        const { inputs, moves } = decideBoth(game, p, q, 'fair');
        expect(inputs[1]).toEqual(inputs[0]);
        for (const [a, b] of moves) expect(b).toEqual(a);
      }
    }
  });

  // Issue 13: "ziggurat (2-5 seats)": every level plays by the rules at every table size.
  it('plays a legal move at every level for 3 and 5 seats, at positions of random play', () => {
    for (const seats of [3, 5]) {
      for (const p of randomPositions(game, {}, seats, 2, `ziggurat-legal:${seats}`, 200)) {
        for (let level = 1; level <= bot.maxLevel; level++) {
          const input = botInput(game, p.state, p.log, p.seat, level, `legal-${level}`);
          expect(game.apply(p.state as ZigguratState, p.seat, bot.decide(input as never)).ok).toBe(true);
        }
      }
    }
  });

  // The search plays listed moves without `apply`'s checks: it must reach the same states.
  it('plays each listed move in its search exactly as the game applies it', () => {
    for (const p of randomPositions(game, { extended: true }, 3, 40, 'ziggurat-play', 200)) {
      const s = p.state as ZigguratState;
      for (const m of game.legalMoves(s, p.seat)) {
        const r = game.apply(s, p.seat, m);
        expect(r.ok && zigguratModel.rules.play(s, p.seat, m)).toEqual(r.ok && r.state);
      }
    }
  });
});

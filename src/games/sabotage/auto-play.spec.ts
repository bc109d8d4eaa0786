import { botInput } from '../../engine/bots/input.js';
import { randomPositions } from '../../engine/bots/testing/positions.js';
import { forcedMove } from '../../engine/game.js';
import { newRng, Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { sabotageGame as game } from './index.js';

describe('sabotage: auto-play of forced moves reveals nothing', () => {
  // Issue 11: auto-play "never applies where the choice would reveal anything". Sabotage says a
  // forced move is public (forcedMoveIsPublic): every state the OPPONENT may believe in, given
  // its own view and history, must offer the mover the same legal moves as the real one.
  it('the mover\u2019s legal moves are the same in every state consistent with the opponent\u2019s view', () => {
    const rng = Rng.from(newRng('sabotage-forced'));
    let forced = 0;
    for (const rows of [4, 5, 6]) {
      for (const p of randomPositions(game, { rows }, 2, 60, `sabotage-forced:${rows}`, 600)) {
        const legal = game.legalMoves(p.state as never, p.seat);
        if (forcedMove(game, p.state as never, p.seat) !== null) forced++;
        const opponent = 1 - p.seat;
        const input = botInput(game, p.state, p.log, opponent, 1, 'x') as Parameters<typeof determinize>[0];
        for (let k = 0; k < 3; k++) expect(game.legalMoves(determinize(input, rng), p.seat)).toEqual(legal);
      }
    }
    expect(forced).toBeGreaterThan(20); // forced passes are common: the check saw many of them
  });
});

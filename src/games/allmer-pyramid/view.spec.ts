import fc from 'fast-check';
import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { allmerPyramidGame as game } from './index.js';
import { countStones, osirisCaptures } from './moves.js';
import { parsePosition } from './notation.js';
import { legalMoves } from './rules.js';
import { jump, play, push, stateWith, BLACK_FILLER, WHITE_FILLER } from './spec-helpers.js';
import type { AllmerPyramidMove, AllmerPyramidState } from './state.js';

describe('view', () => {
  it('shows the whole board, the position notation and the mover\'s moves grouped by stone', () => {
    const s = game.setup(game.schemas.options.parse({}), 2, 'seed');
    const v = game.view(s, 0);
    expect(game.schemas.view.parse(v)).toEqual(v);
    expect(v.position).toBe('BBBBBBB/7/7/7/7/7/WWWWWWW w -');
    expect(v.fields).toHaveLength(49);
    expect(v.fields.find((f) => f.field === 'd4')).toEqual({ field: 'd4', row: 3, col: 3, level: 3, victory: false, stone: null });
    expect(v.fields.find((f) => f.field === 'c3')).toMatchObject({ level: 2, victory: true });
    expect(v.fields.find((f) => f.field === 'a1')).toMatchObject({ level: 0, stone: 'white' });
    expect(v.stones).toEqual({ white: 7, black: 7 });
    expect(v.legalMoves.find((g) => g.from === 'b1')).toEqual({ from: 'b1', run: [], jump: ['b2'], push: ['a1'] });
    expect(v.legalMoves.flatMap((g) => [...g.run, ...g.jump, ...g.push])).toHaveLength(legalMoves(s, 0).length);
    expect(game.view(s, 1).legalMoves).toEqual([]);
    expect(game.view(s, null).legalMoves).toEqual([]);
    expect(v.repetitions).toBe(1);
  });

  it('shows the push-back ban and the last move', () => {
    const s = stateWith({ W: ['c1', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    const v = game.view(play(s, push('c1', 'd1')), null);
    expect(v.pushBackBan).toEqual({ from: 'e1', to: 'd1' });
    expect(v.position).toBe('BBBB3/6W/6W/6W/6W/7/3WB2 b e1:d1'); // the example of the rules doc
    expect(v.lastMove).toEqual({ seat: 0, color: 'white', type: 'push', from: 'c1', to: 'd1', smashed: null, fell: null, osiris: [] });
  });

  it('has no secrets: every seat and spectators see the same board', () => {
    const s = play(game.setup(game.schemas.options.parse({}), 2, 'x'), jump('d1', 'd2'));
    expect(game.secrets(s, 0)).toEqual([]);
    const { legalMoves: _a, yourSeat: _b, ...seat0 } = game.view(s, 0);
    const { legalMoves: _c, yourSeat: _d, ...spectator } = game.view(s, null);
    expect(seat0).toEqual(spectator);
  });
});

describe('invariants over random games (property)', () => {
  function* randomGame(seed: number): Generator<[AllmerPyramidState, AllmerPyramidState]> {
    let s = game.setup(game.schemas.options.parse({}), 2, 'p');
    const rng = Rng.from({ seed: `prop:${seed}`, counter: 0 });
    while (!s.result) {
      const m = randomMove(game, s, rng)!;
      const r = game.apply(s, m.seat, m.move as AllmerPyramidMove);
      if (!r.ok) throw new Error(r.error.code);
      yield [s, r.state];
      s = r.state;
    }
  }

  it('stones never appear; every removal is a smash, a fall or an Osiris; no Osiris pattern survives a move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        for (const [before, after] of randomGame(seed)) {
          const total = (b: AllmerPyramidState) => countStones(b.board, 'W') + countStones(b.board, 'B');
          const lm = after.lastMove!;
          const removed = (lm.smashed ? 1 : 0) + (lm.fell ? 1 : 0) + lm.osiris.length;
          expect(total(before) - total(after)).toBe(removed);
          expect(osirisCaptures(after.board)).toEqual([]);
          const parsed = parsePosition(game.view(after, null).position);
          expect(parsed.ok && parsed.position.board).toEqual(after.board);
        }
      }),
      { numRuns: 25 },
    );
  });
});

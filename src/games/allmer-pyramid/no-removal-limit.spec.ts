import { Rng } from '../../engine/rng.js';
import { allmerPyramidGame as game } from './index.js';
import { outcome, setup } from './rules.js';
import { BLACK_FILLER, WHITE_FILLER, jump, play, playQuietly, run, stateAt, stateWith } from './spec-helpers.js';
import { optionsSchema } from './state.js';

const START = 'BBBBBBB/7/7/7/7/7/WWWWWWW w -';
const rng = (name: string) => Rng.from({ seed: `no-removal-limit:${name}`, counter: 0 });
const LIMIT_DRAW = { finished: true, winners: [], draw: true, reason: '200 plies in a row without a stone leaving the board.' };

// Ruling R9 (rules.md): "200 plies in a row without a stone removed (by a
// smash, a fall or Osiris) end the game as a draw ... The match option `noRemovalLimit` changes the
// number or turns the limit off".
describe('the no-removal limit (rules version 2)', () => {
  it('draws the game after 200 plies in a row without a removal, by default', () => {
    const start = setup(optionsSchema.parse({}));
    expect(start.options.noRemovalLimit).toBe(200);
    const s199 = playQuietly(start, 199, rng('default'));
    expect([s199.ply, s199.pliesWithoutRemoval, outcome(s199)]).toEqual([199, 199, { finished: false }]);
    const s200 = playQuietly(s199, 1, rng('default-200'));
    expect([s200.ply, s200.pliesWithoutRemoval]).toEqual([200, 200]);
    expect(outcome(s200)).toEqual(LIMIT_DRAW);
    expect(game.view(s200, null)).toMatchObject({ pliesWithoutRemoval: 200, noRemovalLimit: 200, toMove: null });
  });

  it('counts again from zero after every removal (smash, fall or Osiris)', () => {
    let s = stateWith({ W: ['d2', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] }, { noRemovalLimit: 3 });
    s = play(s, jump('g3', 'f3'));
    s = play(s, jump('b7', 'b6'));
    s = play(s, run('d2', 'd1')); // smashes the black stone on d1
    expect([s.lastMove?.smashed, s.pliesWithoutRemoval]).toEqual(['d1', 0]);
    s = play(s, run('b6', 'b7'));
    s = play(s, run('f3', 'g3'));
    expect([s.pliesWithoutRemoval, outcome(s).finished]).toEqual([2, false]);
    s = play(s, jump('b7', 'b6'));
    expect(outcome(s)).toEqual({ finished: true, winners: [], draw: true, reason: '3 plies in a row without a stone leaving the board.' });
  });

  it('takes another number from the match option', () => {
    let s = stateAt(START, { noRemovalLimit: 3 });
    s = play(s, jump('d1', 'd2'));
    s = play(s, jump('d7', 'd6'));
    expect(outcome(s).finished).toBe(false);
    s = play(s, jump('c1', 'c2'));
    expect(outcome(s)).toEqual({ finished: true, winners: [], draw: true, reason: '3 plies in a row without a stone leaving the board.' });
  });

  it('is turned off by the option 0', () => {
    const s = playQuietly(setup(optionsSchema.parse({ noRemovalLimit: 0 })), 400, rng('off'));
    expect([s.ply, s.pliesWithoutRemoval, outcome(s)]).toEqual([400, 400, { finished: false }]);
    expect(game.view(s, null).noRemovalLimit).toBe(0);
  });
});

// Rules version 1 had the limit only as an opt-in house rule (off unless the match set it).
describe('the no-removal limit under rules version 1', () => {
  it('is off when the match options leave it out', () => {
    const start = game.setup(game.schemas.options.parse({}), 2, 'v1', 1);
    expect(start.options.noRemovalLimit).toBe(0);
    const s = playQuietly(start, 400, rng('v1-off'));
    expect([s.ply, s.pliesWithoutRemoval, outcome(s)]).toEqual([400, 400, { finished: false }]);
  });

  it('applies when the match set it', () => {
    const start = game.setup(game.schemas.options.parse({ noRemovalLimit: 200 }), 2, 'v1', 1);
    const s = playQuietly(start, 400, rng('v1-200'));
    expect([s.ply, outcome(s)]).toEqual([200, LIMIT_DRAW]);
  });
});

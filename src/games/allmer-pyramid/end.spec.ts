import { outcome, legalMoves } from './rules.js';
import { repetitionsOf } from './repetition.js';
import { BLACK_FILLER, WHITE_FILLER, at, jump, play, rejection, run, stateAt, stateWith } from './spec-helpers.js';

describe('the apex', () => {
  it('is reached by a jump from level 2 and left by a run down any side', () => {
    const s = stateWith({ W: ['d3', ...WHITE_FILLER], B: BLACK_FILLER });
    const top = play(s, jump('d3', 'd4'));
    expect(at(top, 'd4')).toBe('W');
    const back = play(play(top, jump('b7', 'b6')), run('d4', 'c4'));
    expect(at(back, 'c4')).toBe('W');
  });

  it('cannot be pushed or smashed: nothing stands on its level or above it', () => {
    const s = stateWith({ W: ['d4', ...WHITE_FILLER], B: ['d5', 'c4', 'e4', 'd3', ...BLACK_FILLER], toMove: 'b' });
    expect(legalMoves(s, 1).filter((m) => m.to === 'd4')).toEqual([]);
  });

  // Ruling R1 (rules.md): victory fields are (2,2), (2,4), (4,2), (4,4); the
  // apex is not one of them.
  it('is not a victory field', () => {
    const s = stateWith({ W: ['c5', 'e5', 'c3', 'd3', ...WHITE_FILLER], B: BLACK_FILLER });
    const after = play(s, jump('d3', 'd4'));
    expect(outcome(after)).toEqual({ finished: false });
  });
});

describe('end of the game', () => {
  // Seed: "PYRAMID is won by the first player who positions four of his stones at the marked
  // victory field." Ruling R7 (rules.md): "A player occupying all four
  // victory fields wins."
  it('is won by occupying all four victory fields', () => {
    const s = stateWith({ W: ['c5', 'e5', 'c3', 'e2', ...WHITE_FILLER], B: BLACK_FILLER });
    const after = play(s, jump('e2', 'e3'));
    expect(outcome(after)).toEqual({ finished: true, winners: [0], draw: false, reason: 'White occupies all four victory fields.' });
    expect(legalMoves(after, 1)).toEqual([]);
    expect(rejection(after, jump('a7', 'a6'), 1)).toBe('GAME_OVER');
  });

  it('is not won with three victory fields', () => {
    const s = stateWith({ W: ['c5', 'e5', 'd3', ...WHITE_FILLER], B: BLACK_FILLER });
    const after = play(s, run('d3', 'e3'));
    expect(at(after, 'e3')).toBe('W');
    expect(outcome(after).finished).toBe(false);
  });

  // Ruling R7 (rules.md): "A player with fewer than 4 stones loses".
  it('is lost by a player left with fewer than four stones', () => {
    const s = stateWith({ W: ['d5', ...WHITE_FILLER], B: ['d6', 'a7', 'b7', 'c7'] });
    const after = play(s, run('d5', 'd6'));
    expect(outcome(after)).toEqual({ finished: true, winners: [0], draw: false, reason: 'Black has fewer than four stones left.' });
  });

  // Seed: "If both players have less than four stones left ... the game ends in a draw."
  // Ruling R7 (rules.md): "both below 4 at once is a draw".
  it('is a draw when both players drop below four stones at once (Double Osiris)', () => {
    const s = stateWith({ W: ['a1', 'c2', 'g4', 'g5'], B: ['b1', 'd1', 'a7', 'b7'] });
    const after = play(s, run('c2', 'c1'));
    expect(after.lastMove?.osiris).toEqual(['b1', 'c1']);
    expect(outcome(after)).toEqual({ finished: true, winners: [], draw: true, reason: 'Both players have fewer than four stones left.' });
  });

  // Ruling R8 (rules.md): "A player with no legal move loses."
  it('is lost by the player who has no legal move', () => {
    // Constructed: every white stone sits in a lowest corner, walled in by two black stones on
    // each side (a push would be a chain push), so White cannot move after Black's run.
    const s = stateWith(
      {
        W: ['a1', 'g1', 'a7', 'g7'],
        B: ['b1', 'c1', 'a2', 'a3', 'f1', 'e1', 'g2', 'g3', 'b7', 'c7', 'a6', 'a5', 'f7', 'e7', 'g6', 'g5', 'd4'],
        toMove: 'b',
      },
    );
    const after = play(s, run('d4', 'd5'));
    expect(legalMoves({ ...after, result: null }, 0)).toEqual([]);
    expect(outcome(after)).toEqual({ finished: true, winners: [1], draw: false, reason: 'White has no legal move.' });
  });
});

// Both rules versions: version 1 counts over the whole history, version 2 over the positions since
// the last removal (repetition.ts); the rule is the same.
describe.each([1, 2])('threefold repetition (rules version %i)', (version) => {
  // Seed: "whenever a threefold repetition occurs, the game ends in a draw." Ruling R7
  // (rules.md): "Threefold repetition of the position with the same player to
  // move is a draw".
  it('is a draw on the third occurrence of the same position with the same player to move', () => {
    let s = stateAt('BBBBBBB/7/7/7/7/7/WWWWWWW w -', {}, version);
    const cycle = [jump('d1', 'd2'), jump('d7', 'd6'), run('d2', 'd1'), run('d6', 'd7')];
    for (let i = 0; i < 7; i++) s = play(s, cycle[i % 4]);
    expect(outcome(s).finished).toBe(false);
    s = play(s, cycle[3]);
    expect(outcome(s)).toEqual({
      finished: true,
      winners: [],
      draw: true,
      reason: 'The same position occurred for the third time with the same player to move.',
    });
    expect(s.ply).toBe(8);
  });

  it('does not count the same board with the other player to move as a repetition', () => {
    const START = 'BBBBBBB/7/7/7/7/7/WWWWWWW';
    let s = stateAt(`${START} w -`, {}, version);
    // A three-ply white cycle (a1-a2-a3-a1) against a two-ply black one brings back the start
    // board with Black to move.
    for (const m of [run('a1', 'a2'), jump('d7', 'd6'), run('a2', 'a3'), run('d6', 'd7'), run('a3', 'a1')]) s = play(s, m);
    const fourCycle = [jump('d7', 'd6'), jump('d1', 'd2'), run('d6', 'd7'), run('d2', 'd1')];
    for (const m of fourCycle) s = play(s, m);
    // The start board has now stood three times: once with White to move, twice with Black.
    expect([repetitionsOf(s, `${START} w -`), repetitionsOf(s, `${START} b -`)]).toEqual([1, 2]);
    expect(outcome(s).finished).toBe(false);
    for (const m of fourCycle) s = play(s, m);
    expect(outcome(s).finished && outcome(s)).toMatchObject({ draw: true });
  });
});

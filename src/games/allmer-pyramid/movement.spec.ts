import { formatPosition } from './notation.js';
import { keyOf } from './repetition.js';
import { legalMoves, setup } from './rules.js';
import { BLACK_FILLER, WHITE_FILLER, at, jump, play, push, rejection, run, stateAt, stateWith } from './spec-helpers.js';
import { optionsSchema, type AllmerPyramidState } from './state.js';

/** Targets of one kind of move of the stone on `from`, sorted. */
const targets = (state: AllmerPyramidState, from: string, type: 'run' | 'jump' | 'push') =>
  legalMoves(state, state.toMove)
    .filter((m) => m.from === from && m.type === type)
    .map((m) => m.to)
    .sort();

describe('setup', () => {
  // Ruling R2 (rules.md): "White fills grid row 6 (rank 1), Black grid row 0
  // (rank 7); White moves first."
  it('puts seven white stones on rank 1 and seven black on rank 7, White to move', () => {
    // The real setup, not a state built from the expected notation (that could not fail).
    const s = setup(optionsSchema.parse({}));
    expect(formatPosition(s)).toBe('BBBBBBB/7/7/7/7/7/WWWWWWW w -');
    expect(s).toMatchObject({ rulesVersion: 2, toMove: 0, ply: 0, ban: null, result: null, positionKeys: [keyOf(s)] });
    expect(legalMoves(s, 0).length).toBeGreaterThan(0);
    expect(legalMoves(s, 1)).toEqual([]);
    // From the start: b1–f1 jump to level 1, the corners run up the a and g files, and b1/f1 may
    // even push their own corner stone off the board.
    const moves = legalMoves(s, 0).map((m) => `${m.type} ${m.from}-${m.to}`);
    expect(moves.filter((m) => m.startsWith('jump'))).toEqual(['jump b1-b2', 'jump c1-c2', 'jump d1-d2', 'jump e1-e2', 'jump f1-f2']);
    expect(moves.filter((m) => m.startsWith('push'))).toEqual(['push b1-a1', 'push f1-g1']);
    expect(moves.filter((m) => m.startsWith('run'))).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'g2', 'g3', 'g4', 'g5', 'g6'].map((f) => `run ${f[0]}1-${f}`));
    expect(moves).toHaveLength(17);
  });
});

describe('RUN', () => {
  // Seed: "Move the stone forward in a straight line to an unoccupied field of the same level or a
  // field of a lower level." Ruling R3 (rules.md): "any distance ... stepping
  // down one level at a time, never up, and may stop on any field it reaches."
  it('runs down the pyramid one level at a time and may stop on any field reached', () => {
    const s = stateWith({ W: ['d5', 'a2', 'a3', 'a4'], B: ['b7', 'c7', 'e7', 'f7'] });
    // North: d6 (level 1), d7 (level 0); east: e5 (2), f5 (1), g5 (0); west likewise; south is the apex (up).
    expect(targets(s, 'd5', 'run')).toEqual(['a5', 'b5', 'c5', 'd6', 'd7', 'e5', 'f5', 'g5']);
    const after = play(s, run('d5', 'd6'));
    expect(at(after, 'd6')).toBe('W');
    expect(at(after, 'd5')).toBe('.');
  });

  it('runs along its own level and down over the edge of the ring', () => {
    // d2 is on level 1: east along level 1 to e2, f2, then down to g2 (level 0); south down to d1.
    const s = stateWith({ W: ['d2', ...WHITE_FILLER.filter((f) => f !== 'g3')], B: BLACK_FILLER });
    expect(targets(s, 'd2', 'run')).toEqual(['a2', 'b2', 'c2', 'd1', 'e2', 'f2', 'g2']);
  });

  // Ruling R3 (rules.md): "never up".
  it('never runs uphill', () => {
    const s = stateWith({ W: ['d1', ...WHITE_FILLER], B: BLACK_FILLER });
    expect(targets(s, 'd1', 'run')).toEqual(['a1', 'b1', 'c1', 'e1', 'f1', 'g1']);
    expect(rejection(s, run('d1', 'd2'))).toBe('RUN_UPHILL');
    expect(rejection(s, run('d1', 'e2'))).toBe('RUN_NOT_STRAIGHT');
  });

  // Seed: "The stone cannot run past other stones or share their field."
  it('stops before a stone on its own level', () => {
    const s = stateWith({ W: ['a1', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    expect(targets(s, 'a1', 'run')).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'b1', 'c1']);
    expect(rejection(s, run('a1', 'd1'))).toBe('RUN_BLOCKED');
    expect(rejection(s, run('a1', 'e1'))).toBe('RUN_BLOCKED');
  });

  // Seed: "If your stone moves to a lower level that is occupied by another stone, the attacked
  // stone is smashed and gets removed from the game. After a Smash, no further movement is possible."
  it('smashes a stone on a lower level and ends the run there', () => {
    const s = stateWith({ W: ['d5', ...WHITE_FILLER], B: ['d6', ...BLACK_FILLER] });
    expect(targets(s, 'd5', 'run')).toContain('d6');
    expect(targets(s, 'd5', 'run')).not.toContain('d7');
    expect(rejection(s, run('d5', 'd7'))).toBe('RUN_ENDS_AT_SMASH');
    const after = play(s, run('d5', 'd6'));
    expect(at(after, 'd6')).toBe('W');
    expect(after.lastMove?.smashed).toBe('d6');
    expect(after.board.join('').split('B').length - 1).toBe(4);
  });

  it('smashes at the end of a longer run, after passing empty fields', () => {
    const s = stateWith({ W: ['d5', ...WHITE_FILLER], B: ['b7', 'd7', 'a6', 'f7'] }); // d7 is two levels below d5
    expect(targets(s, 'd5', 'run')).toContain('d7');
    const after = play(s, run('d5', 'd7'));
    expect(at(after, 'd7')).toBe('W');
    expect(after.lastMove?.smashed).toBe('d7');
  });

  // Ruling R3 (rules.md): "Running down onto an occupied field smashes that
  // stone, of either colour (the runner's own too)".
  it('smashes its own stone too', () => {
    const s = stateWith({ W: ['d5', 'd6', ...WHITE_FILLER], B: BLACK_FILLER });
    const after = play(s, run('d5', 'd6'));
    expect(at(after, 'd6')).toBe('W');
    expect(after.lastMove?.smashed).toBe('d6');
    expect(after.board.join('').split('W').length - 1).toBe(5);
  });
});

describe('JUMP', () => {
  // Seed: "Move the stone up to the unoccupied adjacent field one level above." Ruling R4
  // (rules.md): "To an orthogonally adjacent empty field exactly one level
  // higher."
  it('climbs exactly one level to an empty adjacent field', () => {
    const s = stateWith({ W: ['d2', ...WHITE_FILLER], B: BLACK_FILLER });
    expect(targets(s, 'd2', 'jump')).toEqual(['d3']);
    const after = play(s, jump('d2', 'd3'));
    expect(at(after, 'd3')).toBe('W');
  });

  it('cannot jump sideways, down, two levels or onto a stone', () => {
    const s = stateWith({ W: ['d2', 'd1', ...WHITE_FILLER], B: ['c3', ...BLACK_FILLER] });
    expect(rejection(s, jump('d2', 'c2'))).toBe('JUMP_NOT_ONE_LEVEL_UP'); // same level
    expect(rejection(s, jump('d2', 'd1'))).toBe('JUMP_NOT_ONE_LEVEL_UP'); // down
    expect(rejection(s, jump('d1', 'd3'))).toBe('JUMP_NOT_ADJACENT'); // level 0 to level 2
    // Ruling R1 (rules.md): "Adjacency is orthogonal only." c2 (level 1)
    // touches d3 (level 2) only diagonally. b3 (level 1) is a diagonal neighbour on c2's own level:
    // it cannot be pushed either.
    const diagonal = stateWith({ W: ['c2', ...WHITE_FILLER], B: ['c3', 'b3', ...BLACK_FILLER.slice(1)] });
    expect(targets(diagonal, 'c2', 'jump')).toEqual([]);
    expect(targets(diagonal, 'c2', 'push')).toEqual([]);
    expect(rejection(diagonal, jump('c2', 'd3'))).toBe('JUMP_NOT_ADJACENT');
    expect(rejection(diagonal, push('c2', 'b3'))).toBe('PUSH_NOT_ADJACENT');
    const blocked = stateWith({ W: ['d2', ...WHITE_FILLER], B: ['d3', ...BLACK_FILLER] });
    expect(targets(blocked, 'd2', 'jump')).toEqual([]);
    expect(rejection(blocked, jump('d2', 'd3'))).toBe('JUMP_OCCUPIED');
  });
});

describe('PUSH', () => {
  // Seed: "Take the place of an adjacent stone by pushing it one field further." Ruling R5
  // (rules.md): "The pusher moves into an adjacent field holding a stone (of
  // either colour) on its own level; that stone moves one field further in the same direction: onto
  // an empty field of the same level".
  it('pushes a stone along a side of its level', () => {
    const s = stateWith({ W: ['b1', ...WHITE_FILLER], B: ['c1', ...BLACK_FILLER] });
    expect(targets(s, 'b1', 'push')).toEqual(['c1']);
    const after = play(s, push('b1', 'c1'));
    expect(at(after, 'b1')).toBe('.');
    expect(at(after, 'c1')).toBe('W');
    expect(at(after, 'd1')).toBe('B');
  });

  // Seed: "A pushed stone can also smash another stone on a lower level". Ruling R5
  // (rules.md): "if that field is one level lower, onto it, smashing any stone
  // there".
  it('drops the pushed stone one level and smashes the stone below', () => {
    const s = stateWith({ W: ['c2', 'a2', ...WHITE_FILLER], B: ['b2', ...BLACK_FILLER] });
    const after = play(s, push('c2', 'b2'));
    expect(at(after, 'b2')).toBe('W');
    expect(at(after, 'a2')).toBe('B'); // the black stone dropped onto a2 and smashed the white one there
    expect(after.lastMove?.smashed).toBe('a2');
    expect(after.ban).toBeNull(); // it left its level, so it cannot push back
  });

  it('drops the pushed stone onto an empty lower field', () => {
    const s = stateWith({ W: ['d3', ...WHITE_FILLER], B: ['c3', ...BLACK_FILLER] });
    const after = play(s, push('d3', 'c3'));
    expect(at(after, 'c3')).toBe('W');
    expect(at(after, 'b3')).toBe('B');
    expect(after.lastMove?.smashed).toBeNull();
  });

  // Seed: "If the pushed stone is on a corner field at the lowest level, it falls and gets removed
  // from the game." Ruling R5 (rules.md): "or, from level 0 off the board,
  // where it falls."
  it('pushes a stone off a lowest corner: it falls', () => {
    const s = stateWith({ W: ['b1', ...WHITE_FILLER], B: ['a1', ...BLACK_FILLER] });
    const after = play(s, push('b1', 'a1'));
    expect(at(after, 'a1')).toBe('W');
    expect(after.lastMove?.fell).toBe('a1');
    expect(after.board.join('').split('B').length - 1).toBe(4);
  });

  it('pushes a corner stone off from the other side too', () => {
    const s = stateWith({ W: ['a2', ...WHITE_FILLER], B: ['a1', 'e1', 'f1', 'd1', 'c1'] });
    const after = play(s, push('a2', 'a1'));
    expect(after.lastMove?.fell).toBe('a1');
    expect(at(after, 'a1')).toBe('W');
  });

  // Seed: "but not push another stone on the same level". Ruling R5 (rules.md):
  // "A push into a stone on the same level behind is illegal (no chains)."
  it('cannot push a chain of two stones', () => {
    const s = stateWith({ W: ['a1', ...WHITE_FILLER], B: ['b1', 'c1', ...BLACK_FILLER] });
    expect(targets(s, 'a1', 'push')).toEqual([]);
    expect(rejection(s, push('a1', 'b1'))).toBe('PUSH_CHAIN');
    const own = stateWith({ W: ['a1', 'c1', ...WHITE_FILLER], B: ['b1', ...BLACK_FILLER] });
    expect(rejection(own, push('a1', 'b1'))).toBe('PUSH_CHAIN');
  });

  it('pushes only stones on its own level and only adjacent ones', () => {
    const s = stateWith({ W: ['d1', 'b1', ...WHITE_FILLER], B: ['d2', 'd3', ...BLACK_FILLER] });
    expect(rejection(s, push('d1', 'd2'))).toBe('PUSH_OTHER_LEVEL');
    expect(rejection(s, push('b1', 'd1'))).toBe('PUSH_NOT_ADJACENT');
    expect(rejection(s, push('d1', 'e1'))).toBe('PUSH_NO_STONE');
  });

  // Ruling R5 (rules.md): "the stone just pushed may not push back its pusher
  // on the very next turn."
  it('forbids the pushed stone to push back its pusher on the very next turn only', () => {
    const s = stateWith({ W: ['c1', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    const pushed = play(s, push('c1', 'd1')); // W c1→d1, B d1→e1
    expect(pushed.ban).toEqual({ from: 'e1', to: 'd1' });
    expect(legalMoves(pushed, 1).some((m) => m.type === 'push' && m.from === 'e1' && m.to === 'd1')).toBe(false);
    expect(rejection(pushed, push('e1', 'd1'))).toBe('PUSH_BACK_FORBIDDEN');
    // Black moves elsewhere, White moves elsewhere: now the push back is allowed.
    const later = play(play(pushed, jump('b7', 'b6')), jump('g4', 'f4'));
    expect(later.ban).toBeNull();
    expect(legalMoves(later, 1)).toContainEqual(push('e1', 'd1'));
  });

  it('leaves the pushed stone free to run or jump instead', () => {
    const s = stateWith({ W: ['c1', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    const pushed = play(s, push('c1', 'd1'));
    expect(targets(pushed, 'e1', 'run')).toEqual(['f1', 'g1']);
    expect(targets(pushed, 'e1', 'jump')).toEqual(['e2']);
  });

  it('sets no ban when a player pushes their own stone', () => {
    const s = stateWith({ W: ['c1', 'd1', ...WHITE_FILLER], B: BLACK_FILLER });
    expect(play(s, push('c1', 'd1')).ban).toBeNull();
  });
});

describe('turns', () => {
  it('rejects moves out of turn, of empty fields and of enemy stones', () => {
    const s = stateAt('BBBBBBB/7/7/7/7/7/WWWWWWW w -');
    expect(rejection(s, jump('d7', 'd6'), 1)).toBe('NOT_YOUR_TURN');
    expect(rejection(s, jump('d7', 'd6'))).toBe('NOT_YOUR_STONE');
    expect(rejection(s, run('d4', 'd5'))).toBe('NO_STONE');
    expect(rejection(s, { type: 'run', from: 'z9', to: 'd5' })).toBe('UNKNOWN_FIELD');
  });
});

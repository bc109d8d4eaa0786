import { osirisCaptures } from './moves.js';
import { positionOf } from './notation.js';
import { BLACK_FILLER, WHITE_FILLER, at, jump, play, run, stateWith } from './spec-helpers.js';

// Seed: "If any number of standing stones of the same color get surrounded by the opposing color on
// the same level and in one line, they get removed." Ruling R6 (rules.md):
// "After every move, along every straight line of each level's ring ..., an unbroken run of stones
// of one colour with a stone of the other colour at each end is removed".
describe('OSIRIS', () => {
  it('removes a single stone surrounded in one line on its level', () => {
    const s = stateWith({ W: ['b2', 'd1', ...WHITE_FILLER], B: ['c2', ...BLACK_FILLER] });
    const after = play(s, jump('d1', 'd2'));
    expect(at(after, 'c2')).toBe('.');
    expect(after.lastMove?.osiris).toEqual(['c2']);
  });

  it('removes any number of stones in an unbroken row', () => {
    const s = stateWith({ W: ['b2', 'e1', ...WHITE_FILLER], B: ['c2', 'd2', ...BLACK_FILLER] });
    const after = play(s, jump('e1', 'e2'));
    expect(after.lastMove?.osiris).toEqual(['c2', 'd2']);
    expect(at(after, 'c2')).toBe('.');
    expect(at(after, 'd2')).toBe('.');
    expect(after.pliesWithoutRemoval).toBe(0);
  });

  it('removes a whole side of the lowest ring', () => {
    const s = stateWith({ W: ['a1', 'g2', ...WHITE_FILLER.slice(0, 2)], B: ['b1', 'c1', 'd1', 'e1', 'f1', ...BLACK_FILLER] });
    const after = play(s, run('g2', 'g1'));
    expect(after.lastMove?.osiris).toEqual(['b1', 'c1', 'd1', 'e1', 'f1']);
  });

  it('does not remove stones when the line has a gap (our reading of "surrounded ... in one line")', () => {
    const s = stateWith({ W: ['b2', 'e1', ...WHITE_FILLER], B: ['c2', ...BLACK_FILLER] });
    const after = play(s, jump('e1', 'e2')); // W b2, B c2, empty d2, W e2
    expect(at(after, 'c2')).toBe('B');
    expect(after.lastMove?.osiris).toEqual([]);
  });

  // Ruling R6 (rules.md): "a line never turns a corner".
  it('does not surround around a corner of a ring', () => {
    const s = stateWith({ W: ['b3', 'c1', ...WHITE_FILLER], B: ['b2', ...BLACK_FILLER] });
    const after = play(s, jump('c1', 'c2')); // b2 has white on c2 and on b3, but not in one line
    expect(at(after, 'b2')).toBe('B');
  });

  // Ruling R6 (rules.md): "a line never ... crosses a level"; seed: "on the
  // same level".
  it('does not surround across levels', () => {
    const s = stateWith({ W: ['a2', 'c1', ...WHITE_FILLER], B: ['b2', ...BLACK_FILLER] });
    const after = play(s, jump('c1', 'c2')); // a2 is on level 0, b2 and c2 on level 1
    expect(at(after, 'b2')).toBe('B');
  });

  // Ruling R6 (rules.md): "Both colours are checked, so stepping between two
  // enemy stones is capture too".
  it('captures a stone that steps between two enemy stones', () => {
    const s = stateWith({ W: ['b1', 'd1', ...WHITE_FILLER], B: ['c2', ...BLACK_FILLER], toMove: 'b' });
    const after = play(s, run('c2', 'c1'));
    expect(at(after, 'c1')).toBe('.');
    expect(after.lastMove?.osiris).toEqual(['c1']);
    expect(at(after, 'b1')).toBe('W');
    expect(at(after, 'd1')).toBe('W');
  });

  // Seed: "A Double Osiris in which alternating stones of both colors are removed is also possible."
  // Ruling R6 (rules.md): "alternating lines remove both colours (Double
  // Osiris)".
  it('removes alternating stones of both colours at once (Double Osiris)', () => {
    const s = stateWith({ W: ['a1', 'c2', ...WHITE_FILLER], B: ['b1', 'd1', ...BLACK_FILLER] });
    const after = play(s, run('c2', 'c1')); // a1 W, b1 B, c1 W, d1 B
    expect(after.lastMove?.osiris).toEqual(['b1', 'c1']);
    expect(at(after, 'a1')).toBe('W');
    expect(at(after, 'd1')).toBe('B');
  });

  it('works on level 2 as well', () => {
    const s = stateWith({ W: ['c3', 'e2', ...WHITE_FILLER], B: ['d3', ...BLACK_FILLER] });
    const after = play(s, jump('e2', 'e3'));
    expect(after.lastMove?.osiris).toEqual(['d3']);
  });

  it('finds nothing on the start position', () => {
    expect(osirisCaptures(positionOf('BBBBBBB/7/7/7/7/7/WWWWWWW w -').board)).toEqual([]);
  });
});

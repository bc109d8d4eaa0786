import { alternativesOf, expandMoveGroup, moveGroupsProblem } from './move-groups.js';

describe('legal move groups (move-groups.ts)', () => {
  it('a group stands for its move with each tuple of each alternatives entry, entries combining as a product', () => {
    const group = {
      move: { type: 'attack', card: 'a', seat: 1, tower: 0, excuse: false },
      alternatives: [
        { fields: ['seat', 'tower'], values: [[1, 0], [2, 3]] },
        { fields: ['excuse'], values: [[false], [true]] },
      ],
    };
    expect(expandMoveGroup(group)).toEqual([
      { type: 'attack', card: 'a', seat: 1, tower: 0, excuse: false },
      { type: 'attack', card: 'a', seat: 1, tower: 0, excuse: true },
      { type: 'attack', card: 'a', seat: 2, tower: 3, excuse: false },
      { type: 'attack', card: 'a', seat: 2, tower: 3, excuse: true },
    ]);
    expect(moveGroupsProblem([group])).toBeNull();
  });

  it('a single option is no alternative', () => {
    expect(alternativesOf(['tower'], [[2]])).toEqual([]);
    expect(alternativesOf(['tower'], [[2], [3]])).toEqual([{ fields: ['tower'], values: [[2], [3]] }]);
  });

  it("refuses groups whose tuples leave out the move's own values, name a missing field, or name a field twice", () => {
    const move = { type: 'x', a: 1, b: 2 };
    expect(moveGroupsProblem([{ move, alternatives: [{ fields: ['a'], values: [[2], [3]] }] }])).toMatch(/own a/);
    expect(moveGroupsProblem([{ move, alternatives: [{ fields: ['c'], values: [[2], [3]] }] }])).toMatch(/no field c/);
    expect(moveGroupsProblem([{ move, alternatives: [{ fields: ['a'], values: [[1], [3]] }, { fields: ['a', 'b'], values: [[1, 2], [3, 4]] }] }])).toMatch(/two alternatives/);
    expect(moveGroupsProblem([{ move, alternatives: [{ fields: ['a', 'b'], values: [[1, 2], [3]] }] }])).toMatch(/wrong length/);
  });
});

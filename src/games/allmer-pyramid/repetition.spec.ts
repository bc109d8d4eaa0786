import { Rng } from '../../engine/rng.js';
import { allmerPyramidGame as game } from './index.js';
import { formatPosition } from './notation.js';
import { occurrences, withOccurrence } from './repetition.js';
import { setup } from './rules.js';
import { BLACK_FILLER, WHITE_FILLER, jump, play, run, stateWith, undoingMove } from './spec-helpers.js';
import { optionsSchema, type AllmerPyramidMove, type AllmerPyramidState } from './state.js';

describe('position counts', () => {
  it('count each position and stay sorted by notation, leaving the old counts unchanged', () => {
    const one = withOccurrence([], 'b');
    const two = withOccurrence(withOccurrence(one, 'c'), 'a');
    const three = withOccurrence(two, 'c');
    expect(three).toEqual([['a', 1], ['b', 1], ['c', 2]]);
    expect(two).toEqual([['a', 1], ['b', 1], ['c', 1]]);
    expect([occurrences(three, 'c'), occurrences(three, 'b'), occurrences(three, 'x')]).toEqual([2, 1, 0]);
  });
});

describe('repetition counts under rules version 2', () => {
  // Why the counts may be cleared: a removal lowers the number of stones and no move adds one.
  it('keep only the positions since the last removal', () => {
    let s = stateWith({ W: ['d2', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    for (const m of [jump('g3', 'f3'), jump('b7', 'b6'), run('f3', 'g3'), run('b6', 'b7')]) s = play(s, m);
    expect(game.view(s, null).repetitions).toBe(2);
    s = play(s, run('d2', 'd1')); // smashes the black stone on d1
    expect(s.rulesVersion === 2 && s.positions).toEqual([[formatPosition(s), 1]]);
    expect(game.view(s, null).repetitions).toBe(1);
  });
});

/** Seeded games of the undoing bot (which repeats positions often), every state from the start. */
function undoingGame(seed: string, rulesVersion: number, options: Record<string, unknown>): AllmerPyramidState[] {
  const rng = Rng.from({ seed, counter: 0 });
  const ownLast: (AllmerPyramidMove | undefined)[] = [undefined, undefined];
  const states = [setup(optionsSchema.parse(options), rulesVersion)];
  for (let s = states[0]; !s.result; states.push(s)) {
    const seat = s.toMove;
    ownLast[seat] = undoingMove(s, rng, ownLast[seat]);
    s = play(s, ownLast[seat]);
  }
  return states;
}

const removedAt = (s: AllmerPyramidState) => s.lastMove !== null && (s.lastMove.smashed !== null || s.lastMove.fell !== null || s.lastMove.osiris.length > 0);

describe('the counts since the last removal against version 1\'s whole history', () => {
  const SEEDS = Array.from({ length: 40 }, (_, i) => `repetition-${i}`);

  it('never miss a repetition: no position before a removal occurs again after it (version-1 games)', () => {
    let removals = 0;
    for (const seed of SEEDS) {
      const states = undoingGame(seed, 1, {});
      const keys = states.map((st) => formatPosition(st));
      const before = new Set<string>();
      for (let i = 0, cut = 0; i < states.length; i++) {
        if (removedAt(states[i])) {
          removals++;
          for (; cut < i; cut++) before.add(keys[cut]);
        }
        expect(before.has(keys[i])).toBe(false);
      }
    }
    expect(removals).toBeGreaterThanOrEqual(40);
  });

  it('give version 1\'s results: the same views (repetition counts included) and outcomes at every ply', () => {
    const ends = new Map<string, number>();
    let repeatsAfterRemoval = 0;
    const views = (states: AllmerPyramidState[]) => states.map((st) => JSON.stringify(game.view(st, st.toMove)));
    for (const seed of SEEDS) {
      for (const options of [{ noRemovalLimit: 0 }, { noRemovalLimit: 30 }]) {
        const v1 = undoingGame(seed, 1, options);
        const v2 = undoingGame(seed, 2, options);
        expect(views(v2)).toEqual(views(v1));
        const o = game.outcome(v2[v2.length - 1]);
        expect(o).toEqual(game.outcome(v1[v1.length - 1]));
        if (o.finished) ends.set(o.reason, (ends.get(o.reason) ?? 0) + 1);
        const firstRemoval = v2.findIndex(removedAt);
        if (firstRemoval >= 0) repeatsAfterRemoval += v2.slice(firstRemoval).filter((st) => game.view(st, null).repetitions >= 2).length;
      }
    }
    // Not a vacuous comparison: the games repeat positions, after removals too, and most of them
    // end by threefold repetition.
    expect(repeatsAfterRemoval).toBeGreaterThanOrEqual(100);
    expect(ends.get('The same position occurred for the third time with the same player to move.')).toBeGreaterThanOrEqual(40);
  });
});

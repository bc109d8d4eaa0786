import fc from 'fast-check';
import { Rng } from '../../engine/rng.js';
import { ALL_FIELDS } from './board.js';
import { allmerPyramidGame as game } from './index.js';
import { formatPosition, parsePosition, type Position } from './notation.js';
import { KEY_LENGTH, SEGMENT_KEYS, countKey, keyOf, occurrences, withKey, type PositionCounts } from './repetition.js';
import { setup } from './rules.js';
import { BLACK_FILLER, WHITE_FILLER, jump, play, run, stateWith, undoingMove } from './spec-helpers.js';
import { optionsSchema, type AllmerPyramidMove, type AllmerPyramidState, type AllmerPyramidStateV2Counts } from './state.js';

/** Any position the notation can write: each field empty, white or black; either side; any ban. */
const positions = fc
  .record({
    cells: fc.array(fc.constantFrom('.', 'W', 'B'), { minLength: 49, maxLength: 49 }),
    toMove: fc.constantFrom(0, 1),
    ban: fc.option(fc.record({ from: fc.constantFrom(...ALL_FIELDS), to: fc.constantFrom(...ALL_FIELDS) }), { nil: null }),
  })
  .map(({ cells, toMove, ban }): Position => ({ board: Array.from({ length: 7 }, (_, r) => cells.slice(7 * r, 7 * r + 7).join('')), toMove, ban }));

/** A position differing from `p` in one thing: one field, the side to move, or the ban. */
const neighbours = (p: Position): Position[] => {
  const out: Position[] = [{ ...p, toMove: 1 - p.toMove }, { ...p, ban: p.ban ? null : { from: 'a1', to: 'a2' } }];
  for (let i = 0; i < 49; i++) {
    for (const ch of ['.', 'W', 'B']) {
      const r = Math.floor(i / 7);
      if (p.board[r][i % 7] === ch) continue;
      const board = p.board.slice();
      board[r] = board[r].slice(0, i % 7) + ch + board[r].slice(i % 7 + 1);
      out.push({ ...p, board });
    }
  }
  if (p.ban && p.ban.from !== p.ban.to) out.push({ ...p, ban: { from: p.ban.to, to: p.ban.from } });
  return out;
};

// "Threefold repetition of the position with the same player to move"
// (rules.md, ruling R7): the position is the whole notation (board, side to
// move, push-back ban), so its key must tell apart exactly what the notation tells apart; a key
// that merged two positions would draw a game that goes on.
describe('position keys', () => {
  it('are equal exactly when the notations are equal', () => {
    fc.assert(
      fc.property(positions, (p) => {
        const key = keyOf(p);
        expect(key).toHaveLength(KEY_LENGTH);
        expect(keyOf(parsePositionOk(formatPosition(p)))).toBe(key);
        for (const q of neighbours(p)) expect(keyOf(q)).not.toBe(key);
      }),
      { numRuns: 200 },
    );
  });

  it('count a position only where a key starts, never across two keys', () => {
    const [a, b] = ['AAAAAAAABBBBBBBB', 'BBBBBBBBAAAAAAAA'];
    const straddling = 'BBBBBBBBBBBBBBBB'; // a's second half + b's first half
    expect([countKey(a + b + a, a), countKey(a + b, b), countKey(a + b, straddling)]).toEqual([2, 1, 0]);
  });

  it('are appended without touching the record they extend, a segment of 256 keys at a time', () => {
    const key = (i: number) => keyOf({ board: ['.......', '.......', '.......', '.......', '.......', '.......', 'W'.repeat(i % 8).padEnd(7, '.')], toMove: 0, ban: null });
    let keys = withKey([], key(0));
    const first = keys;
    for (let i = 1; i < SEGMENT_KEYS + 3; i++) keys = withKey(keys, key(i));
    expect(first).toEqual([key(0)]);
    expect(keys.map((s) => s.length / KEY_LENGTH)).toEqual([SEGMENT_KEYS, 3]);
    expect([occurrences(keys, key(0)), occurrences(keys, key(7))]).toEqual([33, 32]);
  });
});

function parsePositionOk(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

describe('repetition record under rules version 2', () => {
  // Why the record may be cleared: a removal lowers the number of stones and no move adds one.
  it('keeps only the positions since the last removal', () => {
    let s = stateWith({ W: ['d2', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    for (const m of [jump('g3', 'f3'), jump('b7', 'b6'), run('f3', 'g3'), run('b6', 'b7')]) s = play(s, m);
    expect(game.view(s, null).repetitions).toBe(2);
    s = play(s, run('d2', 'd1')); // smashes the black stone on d1
    expect('positionKeys' in s && s.positionKeys).toEqual([keyOf(s)]);
    expect(game.view(s, null).repetitions).toBe(1);
  });

  // Matches stored before the keys kept { positions: [notation, count][] }: they must load and
  // play on with the same repetition counts, and are stored with keys from their next move on.
  it('reads a state stored with position counts and plays on from it', () => {
    let s = stateWith({ W: ['d2', ...WHITE_FILLER], B: ['d1', ...BLACK_FILLER] });
    const notations = [formatPosition(s)];
    for (const m of [jump('g3', 'f3'), jump('b7', 'b6'), run('f3', 'g3'), run('b6', 'b7')]) {
      s = play(s, m);
      notations.push(formatPosition(s));
    }
    const counts = [...new Set(notations)].sort().map((n): [string, number] => [n, notations.filter((x) => x === n).length]);
    const { positionKeys: _keys, ...rest } = s as Extract<AllmerPyramidState, { positionKeys: unknown }>;
    const stored = JSON.parse(JSON.stringify({ ...rest, positions: counts satisfies PositionCounts })) as AllmerPyramidStateV2Counts;
    expect(game.view(stored, 0)).toEqual(game.view(s, 0));
    const cycle = [jump('g3', 'f3'), jump('b7', 'b6'), run('f3', 'g3'), run('b6', 'b7')];
    let [fromStored, fromNew] = [stored as AllmerPyramidState, s];
    for (const m of cycle) {
      [fromStored, fromNew] = [play(fromStored, m), play(fromNew, m)];
      expect(game.view(fromStored, 1)).toEqual(game.view(fromNew, 1));
      expect(['positionKeys' in fromStored, 'positions' in fromStored]).toEqual([true, false]);
    }
    // The third occurrence of the start position: the draw comes from counts stored before.
    expect(game.outcome(fromStored)).toMatchObject({ finished: true, draw: true });
    expect(game.outcome(fromStored)).toEqual(game.outcome(fromNew));
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
    // The views but for the rules version each names (1 and 2: the one difference the comparison expects).
    const views = (states: AllmerPyramidState[]) => states.map((st) => JSON.stringify({ ...game.view(st, st.toMove), rulesVersion: undefined }));
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

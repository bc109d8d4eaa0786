import type { SeenMove } from '../../engine/bots/contract.js';
import { allmerPyramidBot as bot, decision, rootOf } from './bot.js';
import { fieldIndex } from './board.js';
import { BLACK, RUN, WHITE, cellsOf, moveCode } from './cells.js';
import { evaluate, CORNER_DANGER, PER_LEVEL, SPARE, STONE, VICTORY_HELD } from './evaluate.js';
import { allmerPyramidGame as game } from './index.js';
import { positionHash, search } from './search.js';
import { BLACK_FILLER, jump, play, push, run, stateWith, type Placement } from './spec-helpers.js';
import type { AllmerPyramidMove, AllmerPyramidState } from './state.js';

const SEARCH_LEVELS = [3, 4];

const inputFor = (s: AllmerPyramidState, level: number, seed = 'spec', history: readonly SeenMove[] = []) => ({
  seat: s.toMove,
  view: game.view(s, s.toMove),
  legal: game.legalMoves(s, s.toMove),
  history,
  level,
  seed,
});

const winsAtOnce = (s: AllmerPyramidState, move: AllmerPyramidMove): boolean => {
  const after = play(s, move);
  return after.result !== null && after.result.winners.includes(s.toMove);
};

/** Every reply of the opponent leaves the mover a move that wins at once. */
const forcesWin = (s: AllmerPyramidState, move: AllmerPyramidMove): boolean => {
  const after = play(s, move);
  if (after.result) return after.result.winners.includes(s.toMove);
  return game.legalMoves(after, after.toMove).every((reply) => {
    const then = play(after, reply);
    return then.result ? then.result.winners.includes(s.toMove) : game.legalMoves(then, then.toMove).some((m) => winsAtOnce(then, m));
  });
};

// Ruling R7 (rules.md): "A player occupying all four victory fields wins."
describe('the bot finds forced wins', () => {
  // White holds c3, c5 and e5; e2 can jump to e3.
  const winInOne = stateWith({ W: ['c3', 'c5', 'e5', 'e2', 'g4', 'g5'], B: [...BLACK_FILLER, 'e7'] });

  it.each([2, ...SEARCH_LEVELS])('takes a win in one at level %i', (level) => {
    expect(game.legalMoves(winInOne, 0).filter((m) => winsAtOnce(winInOne, m))).toEqual([jump('e2', 'e3')]);
    expect(winsAtOnce(winInOne, bot.decide(inputFor(winInOne, level)))).toBe(true);
  });

  // White holds c3 and c5; e2 and f5 each climb to a victory field, and Black's stones on rank 7
  // can neither block a field nor take a stone in one move: a win in two, whatever Black does.
  const winInTwo = stateWith({ W: ['c3', 'c5', 'e2', 'f5', 'g3', 'g4', 'g6'], B: [...BLACK_FILLER, 'e7'] });

  it.each(SEARCH_LEVELS)('plays a move that forces a win in two at level %i', (level) => {
    const legal = game.legalMoves(winInTwo, 0);
    expect(legal.some((m) => winsAtOnce(winInTwo, m))).toBe(false);
    // Not every move forces it: the choice is the search's.
    expect(legal.filter((m) => forcesWin(winInTwo, m)).length).toBeLessThan(legal.length / 4);
    const chosen = decision(inputFor(winInTwo, level));
    expect(forcesWin(winInTwo, chosen.move)).toBe(true);
    expect(chosen.search?.score).toBeGreaterThan(900_000); // it saw the win
  });
});

describe('the bot defends', () => {
  // Black holds c3, c5 and e5, and f3 can jump to e3: only White's jump e2-e3 stops it.
  const threatened = stateWith({ W: ['e2', 'a1', 'g4', 'g5', 'g6'], B: ['c3', 'c5', 'e5', 'f3', 'a7'] });
  const blackWinsAtOnce = (after: AllmerPyramidState) => game.legalMoves(after, 1).some((m) => winsAtOnce(after, m));

  it.each(SEARCH_LEVELS)('avoids a move after which the opponent wins at once, at level %i', (level) => {
    const legal = game.legalMoves(threatened, 0);
    expect(legal.filter((m) => !blackWinsAtOnce(play(threatened, m)))).toEqual([jump('e2', 'e3')]);
    expect(blackWinsAtOnce(play(threatened, bot.decide(inputFor(threatened, level))))).toBe(false);
  });
});

describe('the bot is a pure function of its input', () => {
  const start = game.setup(game.schemas.options.parse({}), 2, 'x');
  const middle = [jump('d1', 'd2'), jump('c7', 'c6'), run('a1', 'a4')].reduce(play, start);

  it.each([1, 2, 3, 4])('gives the same move for the same input and seed at level %i', (level) => {
    for (const s of [start, middle]) expect(bot.decide(inputFor(s, level, 'same'))).toEqual(bot.decide(inputFor(s, level, 'same')));
  });

  // Contract: "Seed of the bot's own random generator": it picks among moves the search finds equal.
  it.each([1, 2, 3])('plays different moves for different seeds where moves are equal, at level %i', (level) => {
    const moves = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(bot.decide(inputFor(start, level, `seed-${i}`)))));
    expect(moves.size).toBeGreaterThan(1);
  });

  it('refuses a level it does not have', () => {
    expect(() => bot.decide(inputFor(start, 0))).toThrow(RangeError);
    expect(() => bot.decide(inputFor(start, bot.maxLevel + 1))).toThrow(RangeError);
  });
});

// Ruling R7 (rules.md): "Threefold repetition of the position with the same
// player to move is a draw." The view says only how often the current position occurred; the move
// list says which positions did.
describe('the bot and threefold repetition', () => {
  // White pushes its own a1 off the board (a removal), then both sides shuttle a stone: after
  // ply 8, White's d2-d1 brings back the position after ply 1 for the third time.
  const log: AllmerPyramidMove[] = [push('b1', 'a1'), jump('d7', 'd6'), jump('d1', 'd2'), run('d6', 'd7'), run('d2', 'd1'), jump('d7', 'd6'), jump('d1', 'd2'), run('d6', 'd7')];
  const states = log.reduce((acc, m) => [...acc, play(acc[acc.length - 1], m)], [game.setup(game.schemas.options.parse({}), 2, 'x')]);
  const history = (n: number): SeenMove[] => log.slice(0, n).map((move, i) => ({ seat: i % 2, kind: 'move', move }));

  it('rebuilds the positions since the last removal from the move list, as the rules count them', () => {
    states.forEach((s, n) => {
      const root = rootOf(game.view(s, s.toMove), history(n));
      const hash = positionHash(root.cells, root.toMove, root.banFrom, root.banTo);
      expect(root.seen.get(hash)).toBe(game.view(s, null).repetitions);
      expect([...root.seen.values()].reduce((a, b) => a + b, 0)).toBe(s.pliesWithoutRemoval + 1);
    });
  });

  it('scores a move to a position that stood twice already as a draw', () => {
    const now = states[8];
    expect(game.view(play(now, run('d2', 'd1')), null).repetitions).toBe(3);
    const d2d1 = moveCode(RUN, fieldIndex('d2'), fieldIndex('d1'));
    const withLog = search(rootOf(game.view(now, 0), history(8)), [d2d1], 2000);
    const blind = search(rootOf(game.view(now, 0), []), [d2d1], 2000);
    expect(withLog.score).toBe(0);
    expect(blind.score).not.toBe(0); // White is a stone down: without the log it is no draw
  });
});

describe('the heuristic', () => {
  const value = (p: Placement, color = WHITE) => evaluate(cellsOf(stateWith(p).board), color);
  const base = { W: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1'], B: ['a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7'] };

  it('scores a position for one colour as the negative of the other', () => {
    const p = { W: ['c3', 'd2', 'g4', 'a1'], B: ['e5', 'b6', 'a7', 'd7', 'b1'] };
    expect(value(p, WHITE)).toBe(-value(p, BLACK));
  });

  // Ruling R7 (rules.md): "A player with fewer than 4 stones loses"; removals
  // are permanent.
  it('counts material: each stone, and more for those above four', () => {
    const blackLoses = (n: number) => value({ W: base.W, B: base.B.slice(0, n - 1) }) - value({ W: base.W, B: base.B.slice(0, n) });
    expect(blackLoses(7)).toBe(STONE + SPARE);
    expect(blackLoses(5)).toBe(STONE + SPARE);
    expect(blackLoses(4)).toBe(STONE);
  });

  // Ruling R7 (rules.md): "A player occupying all four victory fields wins."
  it('values victory fields held, and halves them while the opponent holds one', () => {
    // d3 and e3 are both level 2; only e3 is a victory field. So are d5 and c5.
    const fillers = { W: ['g4', 'g5', 'g6'], B: ['b7', 'c7', 'd7'] };
    const white = (w: string[], b: string[]) => value({ W: [...w, ...fillers.W], B: [...b, ...fillers.B] });
    expect(white(['e3'], ['d5']) - white(['d3'], ['d5'])).toBe(VICTORY_HELD[1]);
    // Black on c5 rather than d5: White's two fields are worth half, Black's one field half too.
    expect(white(['c3', 'e3'], ['d5']) - white(['c3', 'e3'], ['c5'])).toBe(VICTORY_HELD[2] / 2 + VICTORY_HELD[1] / 2);
  });

  // Seed: "JUMP Move the stone up to the unoccupied adjacent field one level above"; a run onto a
  // lower occupied field smashes, so only a higher stone attacks.
  it('values height: a stone one level up is worth PER_LEVEL more', () => {
    const rest = base.W.slice(1); // b1-g1
    expect(value({ ...base, W: ['d2', ...rest] }) - value({ ...base, W: ['a2', ...rest] })).toBe(PER_LEVEL); // level 1, level 0
  });

  // Seed: "If the pushed stone is on a corner field at the lowest level, it falls and gets removed."
  it('marks a stone on a lowest corner with an enemy stone beside it as in danger', () => {
    const w = ['a1', 'g4', 'g5', 'g6'];
    expect(value({ W: w, B: ['b1', 'b7', 'c7', 'd7'] }) - value({ W: w, B: ['c1', 'b7', 'c7', 'd7'] })).toBe(-CORNER_DANGER);
  });
});

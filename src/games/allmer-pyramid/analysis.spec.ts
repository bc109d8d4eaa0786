/**
 * The Pyramid bot's move scoring for the post-game analysis (issue 39: "per ply of each seat, the
 * best move the engine finds from that seat's view at the time and how much the played move
 * lost"): every candidate valued by one search, as an expected result in [0, 1].
 */
import { analyseMatch } from '../../engine/analysis.js';
import type { LogEntry } from '../../engine/log-replay.js';
import { newRng, Rng } from '../../engine/rng.js';
import { allmerPyramidBot as bot, expectedResult, rootOf, SCORE_SCALE } from './bot.js';
import { fieldIndex } from './board.js';
import { MOVE_TYPES, moveCode } from './cells.js';
import { allmerPyramidGame as game } from './index.js';
import { search, searchEach, WIN } from './search.js';
import { BLACK_FILLER, jump, play, stateWith } from './spec-helpers.js';
import type { AllmerPyramidState } from './state.js';

const inputFor = (s: AllmerPyramidState, level = 3) => ({ seat: s.toMove, view: game.view(s, s.toMove), legal: game.legalMoves(s, s.toMove), history: [], level, seed: 'spec' });

describe('the Pyramid bot scores moves as expected results', () => {
  // Ruling R7 (rules.md): "A player occupying all four victory fields wins." White holds c3, c5
  // and e5; e2 can jump to e3.
  const winInOne = stateWith({ W: ['c3', 'c5', 'e5', 'e2', 'g4', 'g5'], B: [...BLACK_FILLER, 'e7'] });
  // Black holds c3, c5 and e5, and f3 can jump to e3: only White's jump e2-e3 stops it.
  const threatened = stateWith({ W: ['e2', 'a1', 'g4', 'g5', 'g6'], B: ['c3', 'c5', 'e5', 'f3', 'a7'] });

  it('scores the winning move 1', () => {
    const input = inputFor(winInOne);
    const values = bot.score!(input, input.legal);
    expect(values[input.legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(jump('e2', 'e3')))]).toBe(1);
  });

  it('scores every move after which the opponent wins at once 0, and the one defence above it', () => {
    const input = inputFor(threatened);
    const values = bot.score!(input, input.legal);
    input.legal.forEach((m, i) => {
      const after = play(threatened, m);
      const blackWins = game.legalMoves(after, 1).some((r) => play(after, r).result?.winners.includes(1));
      if (blackWins) expect(values[i]).toBe(0);
      else expect(values[i]).toBeGreaterThan(0);
    });
    expect(values.filter((v) => v > 0)).toHaveLength(1);
  });

  it('maps points to [0, 1]: even is ½, a stone up better than even, forced results 1 and 0', () => {
    expect(expectedResult(0)).toBe(0.5);
    expect(expectedResult(100)).toBeCloseTo(1 / (1 + Math.exp(-100 / SCORE_SCALE)), 12);
    expect(expectedResult(100)).toBeGreaterThan(0.5);
    expect(expectedResult(-100)).toBeCloseTo(1 - expectedResult(100), 12);
    expect(expectedResult(WIN - 5)).toBe(1);
    expect(expectedResult(-(WIN - 5))).toBe(0);
  });

  // Plain alpha-beta proves only that a worse move is worse (a bound): the analysis needs how much
  // worse, so every root move gets the full window.
  it("gives every move its own value at the depth reached, not a bound: each equals a search of that move alone", () => {
    const s = play(play(game.setup(game.schemas.options.parse({}), 2, 'x'), jump('d1', 'd2')), jump('c7', 'c6'));
    const root = rootOf(game.view(s, 0), []);
    const codes = game.legalMoves(s, 0).map((m) => moveCode(MOVE_TYPES.indexOf(m.type), fieldIndex(m.from), fieldIndex(m.to)));
    const each = searchEach(root, codes, 1e9, 2);
    expect(each.depth).toBe(2);
    expect(new Set(each.scores).size).toBeGreaterThan(1);
    codes.forEach((c, i) => expect(search(root, [c], 1e9, 2).score).toBe(each.scores[i]));
  });
});

describe("the analysis of a Pyramid match: the best move and the played move's loss", () => {
  const seed = 'allmer-analysis-spec';
  const rng = Rng.from(newRng(seed));
  const options = game.schemas.options.parse({});
  const entries: LogEntry[] = [];
  let state = game.setup(options, 2, seed);
  for (let i = 0; i < 12 && state.result === null; i++) {
    const move = rng.pick(game.legalMoves(state, state.toMove));
    entries.push({ seat: state.toMove, kind: 'move', move });
    state = play(state, move);
  }
  const analysis = analyseMatch(game, { options, seats: 2, seed, rulesVersion: game.meta.rulesVersion, entries, tag: 'spec', budget: { maxPlies: 400, level: 3, solveNodes: 0 } });

  it('is scored (method "score"), every ply with a best move, both values and the loss between them', () => {
    expect(analysis.method).toBe('score');
    expect(analysis.complete).toBe(true);
    for (const p of analysis.plies) {
      expect(p.forced).toBe(false);
      for (const v of [p.bestValue!, p.playedValue!]) expect(v >= 0 && v <= 1).toBe(true);
      expect(p.loss).toBe(p.bestValue! - p.playedValue!);
      expect(p.bestValue).toBeGreaterThanOrEqual(p.playedValue!);
    }
  });

  it('finds that random moves lose something, and a played move that is the best loses nothing', () => {
    expect(analysis.plies.some((p) => p.loss! > 0)).toBe(true);
    for (const p of analysis.plies) if (JSON.stringify(p.best) === JSON.stringify(p.played)) expect(p.loss).toBe(0);
  });
});

/**
 * The post-game analysis (engine/analysis.ts) on every registered game: a few random plies of its
 * end-to-end setup, analysed with a small budget. Issue 39: "per ply of each seat, the best move
 * the engine finds from that seat's view at the time and how much the played move lost".
 */
import { analyseMatch } from '../engine/analysis.js';
import type { LogEntry } from '../engine/log-replay.js';
import { newRng, Rng } from '../engine/rng.js';
import { GAME_CASES } from './test-cases.js';

const PLIES = 6;
const SCORED = 4;

describe.each(GAME_CASES.map((c) => [c.game.meta.id, c] as const))('post-game analysis: %s', (_id, { game, play }) => {
  const options = game.schemas.options.parse(play.options);
  const seed = `analysis-spec:${game.meta.id}`;
  const rng = Rng.from(newRng(seed));
  const entries: LogEntry[] = [];
  const states: unknown[] = [];
  let state = game.setup(options, play.seats, seed);
  while (entries.length < PLIES && game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0];
    const move = rng.pick(game.legalMoves(state, seat));
    states.push(state);
    entries.push({ seat, kind: 'move', move });
    const r = game.apply(state, seat, move);
    if (!r.ok) throw new Error(`a listed move was refused: ${r.error.code}`);
    state = r.state;
  }
  const analysis = analyseMatch(game, {
    options,
    seats: play.seats,
    seed,
    rulesVersion: game.meta.rulesVersion,
    entries,
    tag: 'spec',
    budget: { maxPlies: SCORED, level: Math.min(3, game.bot?.maxLevel ?? 1), solveNodes: 20_000 },
  });

  it('judges every move in order, each by the seat that played it', () => {
    expect(analysis.plies.map((p) => [p.ply, p.seat, p.played])).toEqual(entries.map((e, i) => [i + 1, e.seat, e.move]));
  });

  it("names as best a move the seat could play then, and the played move's loss against it", () => {
    for (const [i, p] of analysis.plies.slice(0, SCORED).entries()) {
      if (!game.bot) {
        expect(p.best).toBeNull();
        continue;
      }
      expect(game.apply(states[i], p.seat, p.best).ok).toBe(true);
      if (analysis.method === 'score' && !p.forced) {
        for (const v of [p.bestValue!, p.playedValue!]) expect(v >= 0 && v <= 1).toBe(true);
        expect(p.loss).toBeCloseTo(p.bestValue! - p.playedValue!, 12);
        expect(p.loss).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('scores no more plies than its budget, and says so', () => {
    expect(analysis.complete).toBe(entries.length <= SCORED);
    for (const p of analysis.plies.slice(SCORED)) expect([p.best, p.loss]).toEqual([null, null]);
  });

  it('is a pure function of its input (the same answer again)', () => {
    const again = analyseMatch(game, { options, seats: play.seats, seed, rulesVersion: game.meta.rulesVersion, entries, tag: 'spec', budget: { maxPlies: SCORED, level: Math.min(3, game.bot?.maxLevel ?? 1), solveNodes: 20_000 } });
    expect(again).toEqual(analysis);
  });

  it('gives an exact answer exactly for the games a solver decides', () => {
    expect(analysis.exact !== null).toBe(game.solve !== undefined && play.seats === 1);
  });
});

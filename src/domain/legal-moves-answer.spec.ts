import { randomMove } from '../engine/bots/random.js';
import type { AnyGame } from '../engine/game.js';
import { expandMoveGroups } from '../engine/move-groups.js';
import { Rng } from '../engine/rng.js';
import { GAMES } from '../games/index.js';
import { casesOf } from '../games/test-cases.js';
import { legalMovesAnswer } from './legal-moves-answer.js';

// Issue 10, target "Rules": "a legal-moves answer under 4 KB for every position of every game".
// Every game at every seat count it allows, with the options that change what a seat may do (its
// test-cases.ts, `optionVariants`).
const PLAYOUTS = 25;
const LIMIT = 4096;

function setupsOf(game: AnyGame): { options: unknown; seats: number; label: string }[] {
  const out = [];
  for (const raw of [{}, ...casesOf(game.meta.id).optionVariants]) {
    for (let seats = game.meta.minPlayers; seats <= game.meta.maxPlayers; seats++) {
      const options = game.schemas.options.parse(raw);
      if (!game.validateSetup?.(options, seats)) out.push({ options, seats, label: `${JSON.stringify(raw)} ${seats}p` });
    }
  }
  return out;
}

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('legal-moves answer of %s', (_id, game) => {
  it.each(setupsOf(game).map((s) => [s.label, s] as const))('stays under 4 KB of JSON in every position of random playouts (%s)', (_label, setup) => {
    const bot = Rng.from({ seed: `answer-size-${game.meta.id}`, counter: 0 });
    let largest = 0;
    for (let i = 0; i < PLAYOUTS; i++) {
      let state = game.setup(setup.options, setup.seats, `answer-size-${i}`);
      for (let ply = 0; ; ply++) {
        for (const seat of game.toAct(state)) {
          const answer = legalMovesAnswer(game, state, seat, ply + 1);
          const bytes = Buffer.byteLength(JSON.stringify(answer));
          if (bytes >= LIMIT) throw new Error(`${setup.label} seed answer-size-${i} ply ${ply} seat ${seat}: ${bytes} bytes`);
          largest = Math.max(largest, bytes);
        }
        const m = randomMove(game, state, bot);
        if (!m) break;
        const r = game.apply(state, m.seat, m.move);
        if (!r.ok) throw new Error(`${setup.label}: legal move refused: ${r.error.code}`);
        state = r.state;
      }
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(LIMIT);
  });
});

describe('legal-moves answer', () => {
  const ziggurat = GAMES.find((g) => g.meta.id === 'ziggurat')!;

  it('stands for exactly the legal moves: each listed move, with any combination of its alternatives (ziggurat, a first turn)', () => {
    const state = ziggurat.setup(ziggurat.schemas.options.parse({ extended: true }), 4, 'answer-expansion');
    const seat = ziggurat.toAct(state)[0];
    const answer = legalMovesAnswer(ziggurat, state, seat, 1);
    expect(answer.alternatives.length).toBeGreaterThan(0);
    const groups = answer.moves.map((move, i) => ({ move, alternatives: answer.alternatives.filter((a) => a.move === i) }));
    const expanded = expandMoveGroups(groups).map((m) => JSON.stringify(m)).sort();
    const legal = (ziggurat.legalMoves(state, seat) as unknown[]).map((m) => JSON.stringify(m)).sort();
    expect(expanded).toEqual(legal);
    expect(answer.moves.length).toBeLessThan(legal.length);
  });

  it('is empty for a seat that need not act, and for no seat', () => {
    const state = ziggurat.setup(ziggurat.schemas.options.parse({}), 3, 'answer-idle');
    const idle = [0, 1, 2].find((s) => !ziggurat.toAct(state).includes(s))!;
    expect(legalMovesAnswer(ziggurat, state, idle, 1)).toEqual({ game: ziggurat.meta.id, version: 1, seat: idle, moves: [], anyOrder: [], alternatives: [] });
    expect(legalMovesAnswer(ziggurat, state, null, 1)).toEqual({ game: ziggurat.meta.id, version: 1, seat: null, moves: [], anyOrder: [], alternatives: [] });
  });
});

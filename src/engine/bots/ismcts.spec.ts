/**
 * The determinised search on three small games written here, each small enough that the right
 * decision is known by hand: a simultaneous choice, a race (Nim) and a free ordering.
 */
import type { Outcome, Seat } from '../game.js';
import { newRng, Rng } from '../rng.js';
import type { BotInput } from './contract.js';
import { greedyDecision, ismctsDecision, rootCandidates, type SearchModel } from './ismcts.js';
import { levelledBot } from './levels.js';

const finished = (winners: Seat[], scores?: number[]): Outcome => ({ finished: true, winners, draw: false, scores, reason: 'over' });
const input = <V, M>(seat: Seat, view: V, legal: M[], seed = 's', level = 3): BotInput<V, M> => ({ seat, view, legal, history: [], level, seed });

/**
 * Seat 0 picks A or B while seat 1 picks X or Y, in secret. Seat 0's reward: A-X 1, A-Y 0.4,
 * B-X 0.5, B-Y 0.5. Against a choice it cannot see (uniform), A is worth 0.7 and B 0.5; an
 * opponent allowed to answer the choice would hold A to 0.4 and B to 0.5.
 */
interface Duel {
  readonly picks: (string | null)[];
}
type Pick = { type: 'pick'; option: string };
const PAYOFF: Record<string, number> = { AX: 1, AY: 0.4, BX: 0.5, BY: 0.5 };
const duel: SearchModel<{ committed: boolean[] }, Duel, Pick> = {
  rules: {
    toAct: (s) => [0, 1].filter((seat) => s.picks[seat] === null),
    legalMoves: (s, seat) => (s.picks[seat] !== null ? [] : (seat === 0 ? ['A', 'B'] : ['X', 'Y']).map((option) => ({ type: 'pick', option }))),
    play: (s, seat, m) => ({ picks: s.picks.map((p, i) => (i === seat ? m.option : p)) }),
    outcome: (s) => (s.picks.every((p) => p !== null) ? finished([]) : { finished: false }),
  },
  // Seat 0 sees only whether seat 1 has committed: a committed pick is sampled.
  determinize: (i, rng) => ({ picks: [null, i.view.committed[1] ? rng.pick(['X', 'Y']) : null] }),
  rewards: (s) => {
    const v = PAYOFF[`${s.picks[0]}${s.picks[1]}`];
    return [v, 1 - v];
  },
  evaluate: () => [0.5, 0.5],
  playoutPlies: 4,
};
const duelLegal: Pick[] = [
  { type: 'pick', option: 'A' },
  { type: 'pick', option: 'B' },
];

/** Nim: five stones, take one or two, taking the last stone wins. Only taking two (leaving 3) wins. */
interface Nim {
  readonly stones: number;
  readonly turn: Seat;
}
type Take = { type: 'take'; n: number };
const nim: SearchModel<Nim, Nim, Take> = {
  rules: {
    toAct: (s) => (s.stones > 0 ? [s.turn] : []),
    legalMoves: (s) => [1, 2].filter((n) => n <= s.stones).map((n) => ({ type: 'take', n })),
    play: (s, _seat, m) => ({ stones: s.stones - m.n, turn: 1 - s.turn }),
    // The seat that took the last stone is the one not on turn.
    outcome: (s) => (s.stones === 0 ? finished([1 - s.turn]) : { finished: false }),
  },
  determinize: (i) => i.view,
  rewards: (_s, o) => [0, 1].map((seat) => (o.winners.includes(seat) ? 1 : 0)),
  evaluate: () => [0.5, 0.5],
  playoutPlies: 10,
};

/** One move whose `cards` may be sent in any order; two points per card standing just after its predecessor. */
interface Row {
  readonly cards: number[] | null;
}
type Lay = { type: 'lay'; cards: number[] };
const row: SearchModel<Row, Row, Lay> = {
  rules: {
    toAct: (s) => (s.cards === null ? [0] : []),
    legalMoves: (s) => (s.cards === null ? [{ type: 'lay', cards: [3, 1, 4, 2] }] : []),
    play: (_s, _seat, m) => ({ cards: m.cards }),
    outcome: (s) => (s.cards === null ? { finished: false } : finished([0])),
    anyOrderFields: () => ['cards'],
  },
  determinize: (i) => i.view,
  rewards: (s) => [s.cards!.filter((c, i) => i > 0 && c === s.cards![i - 1] + 1).length / 3],
  evaluate: () => [0],
  playoutPlies: 1,
};

describe('determinised search (SO-ISMCTS) and the greedy level', () => {
  // Issue 13: "nos-vigilan (simultaneous choices) ... the other seats' choices are sampled".
  it('does not let an opponent answer a simultaneous choice it cannot see: picks A (0.7 against a hidden pick), not B (0.5 against an answer)', () => {
    for (const seed of ['a', 'b', 'c']) {
      const rng = Rng.from(newRng(seed));
      expect(ismctsDecision(duel, input(0, { committed: [false, false] }, duelLegal, seed), { iterations: 200 }, rng)).toEqual(duelLegal[0]);
      expect(ismctsDecision(duel, input(0, { committed: [false, true] }, duelLegal, seed), { iterations: 200 }, rng)).toEqual(duelLegal[0]);
      expect(greedyDecision(duel, input(0, { committed: [false, false] }, duelLegal, seed), { samples: 40, plies: 4 }, rng)).toEqual(duelLegal[0]);
    }
  });

  // Issue 13: "level 3+ search": the opponent's nodes choose by its own reward, so the search finds the only winning move.
  it('finds the only winning move of Nim from five stones (take two, leave three)', () => {
    const start: Nim = { stones: 5, turn: 0 };
    const legal = nim.rules.legalMoves(start, 0);
    for (const seed of ['n1', 'n2', 'n3', 'n4']) {
      expect(ismctsDecision(nim, input(0, start, legal, seed), { iterations: 300 }, Rng.from(newRng(seed)))).toEqual({ type: 'take', n: 2 });
    }
  });

  // Issue 13: "level 2 greedy one-ply, 3+ search with growing budgets": the search starts from the greedy scores.
  it('starts from the greedy scores: with no iteration it plays the greedy move, and keeps only the best-scored candidates', () => {
    const i = input(0, { committed: [false, false] }, duelLegal, 'p');
    const greedy = { samples: 40, plies: 4 };
    expect(ismctsDecision(duel, i, { iterations: 0, prescore: greedy }, Rng.from(newRng('p')))).toEqual(greedyDecision(duel, i, greedy, Rng.from(newRng('p'))));
    // Kept alone, the greedy move is the answer whatever the search would have found.
    const worse = { ...duel, rewards: (s: Duel) => duel.rewards(s, finished([]) as never).map((v) => 1 - v) };
    expect(ismctsDecision(worse, i, { iterations: 50, prescore: greedy, keep: 1 }, Rng.from(newRng('p')))).toEqual(duelLegal[1]);
  });

  // Contract: "Budgets in work units ... never wall time: decide is a pure function of its input."
  it('gives the same move for the same input and seed', () => {
    const bot = levelledBot(nim, { greedy: { samples: 2, plies: 2 }, search: [{ iterations: 20 }, { iterations: 60 }] });
    const start: Nim = { stones: 7, turn: 1 };
    for (let level = 1; level <= bot.maxLevel; level++) {
      for (const seed of ['x', 'y', 'z']) {
        const i = input(1, start, nim.rules.legalMoves(start, 1), seed, level);
        expect(bot.decide(i)).toEqual(bot.decide({ ...i }));
      }
    }
  });

  // game.ts: "legalMoves lists each such move once, in one ordering"; the bot chooses the ordering itself.
  it('searches orderings of a move with free fields and presents the best one found', () => {
    const everyOrder: SearchModel<Row, Row, Lay> = {
      ...row,
      orderings: (_i, m) => {
        const perms = (xs: number[]): number[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
        return perms(m.cards).map((cards) => ({ type: 'lay', cards }));
      },
    };
    const start: Row = { cards: null };
    const legal = row.rules.legalMoves(start, 0);
    expect(rootCandidates(everyOrder, input(0, start, legal), Rng.from(newRng('o')))).toHaveLength(24);
    expect(ismctsDecision(everyOrder, input(0, start, legal), { iterations: 100 }, Rng.from(newRng('o')))).toEqual({ type: 'lay', cards: [1, 2, 3, 4] });
    expect(greedyDecision(everyOrder, input(0, start, legal), { samples: 1, plies: 0 }, Rng.from(newRng('o')))).toEqual({ type: 'lay', cards: [1, 2, 3, 4] });
  });

  // Issue 13: "level 1 random"; game.ts anyOrderFields: every ordering of a free field is the same legal move.
  it('plays a random legal move at level 1, free fields shuffled', () => {
    const bot = levelledBot(row, { greedy: { samples: 1, plies: 0 }, search: [{ iterations: 4 }] });
    const start: Row = { cards: null };
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const m = bot.decide(input(0, start, row.rules.legalMoves(start, 0), `r${i}`, 1));
      expect([...m.cards].sort()).toEqual([1, 2, 3, 4]);
      seen.add(m.cards.join());
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('refuses a level outside 1..maxLevel and a seat without legal moves', () => {
    const bot = levelledBot(nim, { greedy: { samples: 1, plies: 0 }, search: [{ iterations: 4 }, { iterations: 8 }] });
    const start: Nim = { stones: 3, turn: 0 };
    expect(bot.maxLevel).toBe(4);
    expect(() => bot.decide(input(0, start, nim.rules.legalMoves(start, 0), 's', 5))).toThrow(RangeError);
    expect(() => bot.decide(input(0, start, nim.rules.legalMoves(start, 0), 's', 0))).toThrow(RangeError);
    expect(() => bot.decide(input(0, start, [], 's', 2))).toThrow(/no legal move/);
  });
});

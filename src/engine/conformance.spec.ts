/**
 * The conformance suite's checks of free orderings (`anyOrderFields`), on a one-move toy game:
 * the seat presents its hand of three in an order. The contract: "every ordering being a legal
 * move. `legalMoves` lists each such move once, in one ordering."
 * Also: every rejection code is one the game declares (`rejections`).
 */
import { z } from 'zod';
import { checkConformance, ConformanceError } from './testing/conformance.js';
import { accept, reject, type Game } from './game.js';

interface State {
  hand: string[];
  order: string[] | null;
}
type Move = { type: 'order'; cards: string[] };

const isPermutation = (cards: readonly string[], hand: readonly string[]) =>
  cards.length === hand.length && new Set(cards).size === cards.length && cards.every((c) => hand.includes(c));

function presentGame(accepts: (cards: readonly string[], hand: readonly string[]) => boolean, listed = (hand: string[]): string[][] => [hand]): Game<object, State, Move, State> {
  return {
    meta: {
      id: 'present',
      title: 'Present',
      summary: 'Present your hand in an order.',
      minPlayers: 1,
      maxPlayers: 1,
      hiddenInformation: false,
      randomness: false,
      simultaneousMoves: false,
      drawPossible: false,
      rulesVersion: 1,
      rulesDoc: 'none',
      typeName: 'Present',
    },
    schemas: {
      options: z.object({}).strict(),
      move: z.object({ type: z.literal('order'), cards: z.array(z.string()) }).strict(),
      view: z.object({ hand: z.array(z.string()), order: z.array(z.string()).nullable() }),
    },
    rejections: { move: { GAME_OVER: 'The game is over.', NOT_YOUR_TURN: 'Not your turn.', NOT_YOUR_HAND: 'Present every card of your hand once.' } },
    setup: () => ({ hand: ['x', 'y', 'z'], order: null }),
    toAct: (s) => (s.order === null ? [0] : []),
    legalMoves: (s, seat) => (seat === 0 && s.order === null ? listed(s.hand).map((cards) => ({ type: 'order' as const, cards })) : []),
    anyOrderFields: () => ['cards'],
    apply(s, seat, move) {
      if (s.order !== null) return reject('GAME_OVER', 'The game is over.');
      if (seat !== 0) return reject('NOT_YOUR_TURN', 'Not your turn.');
      if (!accepts(move.cards, s.hand)) return reject('NOT_YOUR_HAND', 'Present every card of your hand once.');
      return accept({ hand: s.hand, order: [...move.cards] });
    },
    view: (s) => ({ hand: [...s.hand], order: s.order && [...s.order] }),
    outcome: (s) => (s.order === null ? { finished: false } : { finished: true, winners: [0], draw: false, reason: 'Presented.' }),
    secrets: () => [],
  };
}

const run = (game: ReturnType<typeof presentGame>) => () => checkConformance(game, { cases: [{ options: {}, seats: 1 }], playouts: 3, maxPlies: 5 });

describe('conformance: moves listed once for every ordering (anyOrderFields)', () => {
  it('passes a game that lists the hand once and accepts exactly its orderings', () => {
    expect(run(presentGame(isPermutation))()).toHaveLength(3);
  });

  it('fails a game that rejects another ordering of a free field ("every ordering being a legal move")', () => {
    const onlyAsListed = presentGame((cards, hand) => cards.join() === hand.join());
    expect(run(onlyAsListed)).toThrow(ConformanceError);
    expect(run(onlyAsListed)).toThrow(/reordered in cards .* rejected/);
  });

  it('fails a game that also accepts a free field with an element dropped or repeated (not a legal move it lists)', () => {
    const subsetsToo = presentGame((cards, hand) => cards.length > 0 && cards.every((c) => hand.includes(c)));
    expect(run(subsetsToo)).toThrow(/non-reordering of cards .* accepted/);
  });

  it('fails a game that lists two orderings of the same move ("lists each such move once")', () => {
    const twice = presentGame(isPermutation, (hand) => [hand, [...hand].reverse()]);
    expect(run(twice)).toThrow(/duplicate legal moves/);
  });
});

describe('conformance: rejection codes are declared (Game.rejections)', () => {
  it('fails a game that rejects a move with a code it does not declare', () => {
    const g = presentGame(isPermutation);
    const undeclared = { ...g, rejections: { move: { GAME_OVER: 'The game is over.', NOT_YOUR_TURN: 'Not your turn.' } } };
    expect(run(undeclared)).toThrow(/rejection code NOT_YOUR_HAND is not declared in rejections\.move/);
  });

  it('fails a game that declares a code without a meaning', () => {
    const g = presentGame(isPermutation);
    const unexplained = { ...g, rejections: { move: { ...g.rejections.move, GAME_OVER: '' } } };
    expect(run(unexplained)).toThrow(/declares "GAME_OVER" without an UPPER_SNAKE code and a meaning/);
  });

  it('fails a game whose validateSetup refuses a seat count with an undeclared code', () => {
    const g = { ...presentGame(isPermutation), validateSetup: (_o: object, seats: number) => (seats === 1 ? null : { code: 'TOO_MANY', reason: 'One player.' }) };
    expect(run(g)).toThrow(/validateSetup for 2 seats: rejection code TOO_MANY is not declared in rejections\.setup/);
    expect(run({ ...g, rejections: { ...g.rejections, setup: { TOO_MANY: 'One player only.' } } })()).toHaveLength(3);
  });
});

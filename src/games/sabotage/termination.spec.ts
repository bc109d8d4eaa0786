/**
 * Termination under the stalling strategy (docs/games/sabotage.md, "Termination").
 *
 * Without the project ruling on re-dealt cards, two players who never take the centre card and keep
 * clearing their re-dealt apex cards make a removal in every stock pass, so the drawn-game rule
 * never fires and the game can run forever. Project ruling: "A card dealt onto an apex by the
 * both-reached rule is re-dealt. For the draw rule, a removal counts only if it takes at least one
 * pyramid card that is not re-dealt (or the centre card)."
 *
 * The bound (derived in the docs): counted removals each use up a pyramid card that is not
 * re-dealt; there are at most N = 2·rows² of those over a whole game (the 2·size(rows) dealt cards
 * plus at most one sabotage placement per face-down card, 2·size(rows−1)), so the stock is formed
 * at most P = N + 1 times (the deal and at most N reshuffles, each needing a counted removal in the
 * pass before it). At most 51 cards are taken from each stock, so over the game: place moves ≤ 51P,
 * pass moves ≤ 2(51P + 1) (two per round, each round after the first takes a display card), and
 * removals ≤ 2·size(rows) + 51P + 1 (each takes a pyramid card, and pyramid cards come from the deal
 * or the stock; a centre removal ends the game). Total: moves ≤ 204P + 2·size(rows) + 3.
 */
import { pyramidSize } from '../../engine/cards/pyramid-layout.js';
import { sabotageGame as game } from './index.js';
import type { SabotageMove, SabotageState } from './state.js';

function moveBound(rows: number): number {
  const passes = 2 * rows * rows + 1;
  return 204 * passes + 2 * pyramidSize(rows) + 3;
}

/**
 * The stalling strategy: remove anything removable except the centre card, never place on the
 * opponent's apex (unless it is the only empty slot), pass otherwise.
 */
function stall(state: SabotageState, moves: readonly SabotageMove[]): SabotageMove {
  const place = moves.find((m) => m.type === 'place' && m.slot !== 0) ?? moves.find((m) => m.type === 'place');
  if (place) return place;
  const removal = moves.find((m) => m.type === 'remove' && !m.cards.includes(state.centre ?? ''));
  return removal ?? { type: 'pass' };
}

interface StallingGame {
  readonly state: SabotageState;
  readonly plies: number;
  /** Both-reached re-deals that happened. */
  readonly redeals: number;
  /** Whether the last stock pass (the one that drew the game) had any removal, all re-dealt-only. */
  readonly literalRuleWouldGoOn: boolean;
}

function playStalling(rows: number, seed: string): StallingGame {
  let state = game.setup({ rows }, 2, seed);
  const bound = moveBound(rows);
  let plies = 0;
  let redeals = 0;
  let anyRemovalThisPass = false;
  while (!game.outcome(state).finished && plies <= bound) {
    const seat = game.toAct(state)[0];
    const move = stall(state, game.legalMoves(state, seat));
    const r = game.apply(state, seat, move);
    if (!r.ok) throw new Error(`stalling move rejected: ${r.error.code}`);
    const next = r.state;
    if (next.stock.length > state.stock.length) anyRemovalThisPass = false; // reshuffled: a new pass
    if (move.type === 'remove') anyRemovalThisPass = true;
    if (state.pyramids.every((p, s) => p[0] === null && next.pyramids[s][0]?.redealt)) redeals++;
    state = next;
    plies++;
  }
  return { state, plies, redeals, literalRuleWouldGoOn: anyRemovalThisPass };
}

describe('sabotage: termination under the stalling strategy (project ruling on re-dealt cards)', () => {
  it('derives the move bound 204·(2·rows² + 1) + 2·size(rows) + 3', () => {
    expect([4, 5, 6].map(moveBound)).toEqual([6755, 10437, 14937]);
  });

  const cases = [4, 5, 6].flatMap((rows) => ['stall-a', 'stall-b', 'stall-c', 'stall-d'].map((seed) => ({ rows, seed })));
  const games: StallingGame[] = [];

  it.each(cases)('rows $rows, seed $seed: the game ends (drawn: nobody takes the centre) within the bound', ({ rows, seed }) => {
    const g = playStalling(rows, seed);
    games.push(g);
    expect(game.outcome(g.state)).toMatchObject({ finished: true, draw: true, winners: [] });
    expect(g.plies).toBeLessThanOrEqual(moveBound(rows));
  });

  // The strategy really exercises the re-deal, and the draws come from the ruling: in most games the
  // last pass had removals (of re-dealt cards only), so the literal rule would have gone on.
  it('the stalling games re-deal the apexes, and the re-dealt-only passes are what draws them', () => {
    expect(games).toHaveLength(cases.length);
    expect(games.filter((g) => g.redeals > 0).length).toBeGreaterThanOrEqual(cases.length / 2);
    expect(games.filter((g) => g.literalRuleWouldGoOn).length).toBeGreaterThanOrEqual(cases.length / 2);
  });
});

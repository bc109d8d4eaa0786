/**
 * The Sabotage bot. It decides from its view (determinize.ts deals the face-down cards and the
 * stock at random). Level 2 scores each move by the race to the centre on a few deals; levels 3-4
 * search (ISMCTS) with playouts cut off after a few rounds and scored by the same race.
 */
import type { GameBot } from '../../engine/bots/contract.js';
import type { SearchModel } from '../../engine/bots/ismcts.js';
import { levelledBot } from '../../engine/bots/levels.js';
import { pyramidSize, slotIndex, slotPosition } from '../../engine/cards/pyramid-layout.js';
import type { Seat } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { apply, legalMoves, toAct } from './rules.js';
import type { SabotageMove, SabotageState } from './state.js';
import { opponentOf } from './table.js';
import type { SabotageView } from './view.js';

/**
 * The race to the centre: a seat must clear its whole pyramid (every card covers the apex) before
 * it may take the centre card. The share of its pyramid still standing, compared with the
 * opponent's, estimates its chance; it never reaches certainty before the centre card is taken.
 */
export function raceValue(s: SabotageState): number[] {
  const size = pyramidSize(s.rows);
  const left = s.pyramids.map((p) => p.filter((c) => c !== null).length / size);
  const v0 = 0.5 + 0.4 * (left[1] - left[0]);
  return [v0, 1 - v0];
}

/** The slots of the previous row that a card in `slot` overlaps. */
function overlapped(slot: number): number[] {
  const { row, col } = slotPosition(slot);
  if (row === 0) return [];
  return [col - 1, col].filter((c) => c >= 0 && c < row).map((c) => slotIndex(row - 1, c));
}

/** Empty slots of the opponent's pyramid where a card would cover a card again (it blocks them). */
function blockingSlots(s: SabotageState, seat: Seat, legal: readonly SabotageMove[]): SabotageMove[] {
  const target = s.pyramids[opponentOf(seat)];
  return legal.filter((m) => m.type === 'place' && overlapped(m.slot).some((under) => target[under] !== null));
}

/**
 * Playout policy: take the centre card when possible, else remove (a random removal), else pass;
 * a sabotage card goes where it covers a card again three times in four. Random play mostly
 * passes and tells the search nothing.
 */
function playoutMove(s: SabotageState, seat: Seat, legal: readonly SabotageMove[], rng: Rng): SabotageMove {
  if (legal[0].type === 'place') {
    const blocking = blockingSlots(s, seat, legal);
    return rng.pick(blocking.length > 0 && rng.int(4) > 0 ? blocking : legal);
  }
  const removals = legal.filter((m) => m.type === 'remove');
  const centre = removals.find((m) => m.type === 'remove' && m.cards.includes(s.centre!));
  if (centre) return centre;
  return removals.length > 0 ? rng.pick(removals) : legal.find((m) => m.type === 'pass')!;
}

export const sabotageModel: SearchModel<SabotageView, SabotageState, SabotageMove> = {
  rules: {
    toAct,
    legalMoves,
    play(s, seat, move) {
      const r = apply(s, seat, move);
      if (!r.ok) throw new Error(`sabotage search: ${r.error.code}`);
      return r.state;
    },
    outcome: (s) => (s.result === null ? { finished: false } : { finished: true, winners: s.result.kind === 'won' ? [s.result.winner] : [], draw: s.result.kind === 'drawn', reason: s.result.reason }),
  },
  determinize,
  rewards: (_s, o) => (o.draw ? [0.5, 0.5] : [0, 1].map((seat) => (o.winners.includes(seat) ? 1 : 0))),
  evaluate: raceValue,
  playoutMove,
  playoutPlies: 16,
};

/**
 * Budgets in playouts (work units, never time); `npm run bench:bots` measures their strength and
 * time per decision. Most of level 4's strength comes from scoring the candidates on many more
 * deals (24 instead of 4) before the tree search, and from a tree that explores less: the values
 * of a luck-heavy race differ by a few hundredths, and with the default exploration 320 iterations
 * spread their visits almost evenly, so the most visited move was close to a random one (level 4
 * then won 39-40 % against level 3; tuned against level 3 on 100 games: 70 %).
 */
export const sabotageBot: GameBot<SabotageView, SabotageMove> = levelledBot(sabotageModel, {
  // Level 2 is the heuristic alone after each move; the search levels start from short playouts.
  greedy: { samples: 4, plies: 0 },
  search: [
    { iterations: 60, prescore: { samples: 4, plies: 4 } },
    { iterations: 300, exploration: 0.3, prescore: { samples: 24, plies: 6 } },
  ],
});

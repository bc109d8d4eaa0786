/**
 * Seeded random small positions for the solver's tests: a few complementary pairs, Kings and odd
 * cards spread over random pyramid slots, the stock and the waste, at any pass, under any options
 * and rules version. Small enough for the brute force (brute-force.ts), varied enough to reach
 * every rule the solver shortcuts: forced Kings and pairs, buried waste, the endgame, recycles.
 */
import { FULL_DECK, RANKS, SUITS, type Card } from '../../../engine/cards/french.js';
import { slotIndex, slotPosition } from '../../../engine/cards/pyramid-layout.js';
import { Rng } from '../../../engine/rng.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState } from '../state.js';
import { position } from '../test-builders.js';

export interface Variant {
  readonly options: PyramidSolitaireOptions;
  readonly rulesVersion: number;
}

/** Every option combination, and rules version 1 where it differs (unlimited passes). */
export const SOLVER_VARIANTS: readonly Variant[] = (['1', '3', 'unlimited'] as const).flatMap((passes) =>
  (['all-cards', 'pyramid'] as const).flatMap((goal) =>
    (['pairs', 'any-combination'] as const).flatMap((sums) =>
      (passes === 'unlimited' ? [1, 2] : [2]).map((rulesVersion) => ({ options: { passes, goal, sums }, rulesVersion })),
    ),
  ),
);

export const variantName = (v: Variant): string => `${v.options.passes} ${v.options.goal} ${v.options.sums} v${v.rulesVersion}`;

const card = (rank: number, suit: number): Card => `${RANKS[rank - 1]}${SUITS[suit]}`;

export function smallPosition(v: Variant, rng: Rng): PyramidSolitaireState {
  const cards = new Set<Card>();
  const add = (c: Card) => cards.add(c);
  const pairs = 2 + rng.int(4);
  for (let k = 0; k < pairs; k++) {
    const a = 1 + rng.int(12);
    add(card(a, rng.int(4)));
    add(card(13 - a, rng.int(4)));
  }
  for (let k = rng.int(2); k > 0; k--) add(card(13, rng.int(4)));
  for (let k = rng.int(3); k > 0; k--) add(FULL_DECK[rng.int(52)]);
  const deck = rng.shuffle([...cards]);
  // Half the time a pyramid that play can reach: grown from the apex, a slot joining only once
  // both slots it overlaps hold cards. Otherwise cards on random slots of the lower rows, as test
  // positions are often built (cards may lie over empty slots). The rest goes to waste and stock.
  const inPyramid = Math.min(deck.length - 1, rng.int(Math.ceil(deck.length * 0.6)));
  const pyramid: Record<number, Card> = {};
  const grown = rng.int(2) === 0;
  for (let i = 0; i < inPyramid; i++) {
    const open = Array.from({ length: 28 }, (_, s) => s).filter(
      (s) => pyramid[s] === undefined && (grown ? overlapped(s).every((o) => pyramid[o] !== undefined) : s >= 10),
    );
    pyramid[rng.pick(open)] = deck[i];
  }
  const talon = deck.slice(inPyramid);
  const wasteCount = rng.int(talon.length + 1);
  const passes = v.options.passes === '3' ? 3 : v.options.passes === '1' ? 1 : 1 + rng.int(4);
  return position({
    options: v.options,
    rulesVersion: v.rulesVersion,
    pyramid,
    waste: talon.slice(0, wasteCount),
    stock: talon.slice(wasteCount),
    pass: 1 + rng.int(passes),
    removedThisPass: rng.int(2),
  });
}

/** The slots of the row above that the card in `slot` overlaps (none for the apex). */
function overlapped(slot: number): number[] {
  const { row, col } = slotPosition(slot);
  if (row === 0) return [];
  const out: number[] = [];
  if (col > 0) out.push(slotIndex(row - 1, col - 1));
  if (col < row) out.push(slotIndex(row - 1, col));
  return out;
}

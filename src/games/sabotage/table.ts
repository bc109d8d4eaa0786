/**
 * Sabotage: the table — pyramid geometry for one player, the deal, and taking cards from the
 * stock (with the reshuffle of rule 6 and the two drawn-game conditions).
 */
import { FULL_DECK, type Card } from '../../engine/cards/french.js';
import { coveringSlots, pyramidSize, slotIndex } from '../../engine/cards/pyramid-layout.js';
import type { Seat } from '../../engine/game.js';
import { Rng, newRng } from '../../engine/rng.js';
import type { Draft, PyramidSlot, RulesVersion, SabotageOptions, SabotageState } from './state.js';

/** The rules version a state is played under (a state without the field is version 1). */
export const rulesVersionOf = (state: SabotageState): RulesVersion => state.rulesVersion ?? 1;

export const opponentOf = (seat: Seat): Seat => 1 - seat;

/**
 * The covering slots of every slot of a pyramid of `rows` rows, computed once per size: the
 * exposed cards are looked up at every move, and working out the geometry each time took a
 * quarter of a random playout.
 */
const COVERING = new Map<number, readonly (readonly number[])[]>();
function coveringOf(rows: number): readonly (readonly number[])[] {
  let table = COVERING.get(rows);
  if (!table) COVERING.set(rows, (table = Array.from({ length: pyramidSize(rows) }, (_, slot) => coveringSlots(slot, rows))));
  return table;
}

const uncovered = (pyramid: readonly PyramidSlot[], covering: readonly number[]): boolean => {
  for (const s of covering) if (pyramid[s] !== null) return false;
  return true;
};

/** A card is exposed when it is there and no card of the row nearer its owner overlaps it. */
export function isExposed(pyramid: readonly PyramidSlot[], slot: number, rows: number): boolean {
  return pyramid[slot] !== null && uncovered(pyramid, coveringOf(rows)[slot]);
}

/** A player has reached the centre when their own apex slot is empty. */
export const hasReached = (state: SabotageState, seat: Seat): boolean => state.pyramids[seat][0] === null;

export const emptySlots = (pyramid: readonly PyramidSlot[]): number[] =>
  pyramid.flatMap((p, slot) => (p === null ? [slot] : []));

/** Slots of `seat`'s pyramid holding an exposed card, in slot order. */
export function exposedSlots(state: SabotageState, seat: Seat): number[] {
  const pyramid = state.pyramids[seat];
  const covering = coveringOf(state.rows);
  const out: number[] = [];
  for (let slot = 0; slot < pyramid.length; slot++) if (pyramid[slot] !== null && uncovered(pyramid, covering[slot])) out.push(slot);
  return out;
}

/**
 * The deal: the shuffled deck fills seat 0's pyramid slot by slot, then seat 1's, then the centre
 * card; the rest is the stock. Base-row cards lie face up, all others face down.
 */
export function deal(options: SabotageOptions, seed: string): SabotageState {
  const rows = options.rows;
  const size = pyramidSize(rows);
  const rng = Rng.from(newRng(seed));
  const deck = rng.shuffle(FULL_DECK);
  const baseStart = slotIndex(rows - 1, 0);
  const pyramids = [0, 1].map((seat) =>
    deck.slice(seat * size, (seat + 1) * size).map((card, slot) => ({ card, faceUp: slot >= baseStart, placed: false, redealt: false })),
  );
  return {
    rows,
    rng: rng.state(),
    pyramids,
    centre: deck[2 * size],
    display: null,
    stock: deck.slice(2 * size + 1),
    discard: [],
    round: 1,
    drawer: 0,
    turn: 0,
    secondTurn: false,
    pendingPlacements: 0,
    removedThisPass: false,
    bothReachedAllRound: false,
    result: null,
  };
}

/** Why a pass without a (counted) removal drew the game; version 1's reason names its reading. */
const NO_REMOVAL_REASON: Record<RulesVersion, string> = {
  1: 'A whole pass through the stock went by without a single removal (removing re-dealt apex cards alone does not count).',
  2: 'A whole pass through the stock went by without a single removal.',
};

/**
 * Takes the top stock card. An empty stock is first re-formed by shuffling the discard pile with
 * the match generator (seed rule 6) — unless the whole pass just ended had no counted removal
 * (see `removedThisPass`), or there is nothing to shuffle: then the game is drawn and null is
 * returned.
 */
export function takeCard(d: Draft): Card | null {
  if (d.stock.length === 0) {
    if (!d.removedThisPass) {
      d.result = { kind: 'drawn', reason: NO_REMOVAL_REASON[rulesVersionOf(d)] };
      return null;
    }
    if (d.discard.length === 0) {
      d.result = { kind: 'drawn', reason: 'A card was needed but the stock and the discard pile are both empty.' };
      return null;
    }
    const rng = Rng.from(d.rng);
    d.stock = rng.shuffle(d.discard);
    d.rng = rng.state();
    d.discard = [];
    d.removedThisPass = false;
  }
  const stock = d.stock.slice();
  const card = stock.pop()!;
  d.stock = stock;
  return card;
}

/** Turns face up every face-down card of the pyramid that is now exposed; returns how many. */
export function revealExposed(d: Draft, seat: Seat): number {
  const pyramid = d.pyramids[seat].slice();
  let revealed = 0;
  pyramid.forEach((p, slot) => {
    if (p !== null && !p.faceUp && isExposed(pyramid, slot, d.rows)) {
      pyramid[slot] = { ...p, faceUp: true };
      revealed++;
    }
  });
  const pyramids = d.pyramids.slice();
  pyramids[seat] = pyramid;
  d.pyramids = pyramids;
  return revealed;
}

export function setSlot(d: Draft, seat: Seat, slot: number, value: PyramidSlot): void {
  const pyramids = d.pyramids.slice();
  const pyramid = pyramids[seat].slice();
  pyramid[slot] = value;
  pyramids[seat] = pyramid;
  d.pyramids = pyramids;
}

/**
 * A full Sabotage state consistent with what a seat has seen. Everything face up is public (both
 * pyramids' face-up cards, the centre card, the display card, the discard pile), so the seat's
 * information set is the view itself: the cards it cannot account for (52 minus those) are dealt
 * uniformly at random into the face-down pyramid slots and the stock.
 */
import type { BotInput } from '../../engine/bots/contract.js';
import { FULL_DECK, type Card } from '../../engine/cards/french.js';
import { newRng, type Rng } from '../../engine/rng.js';
import type { PyramidSlot, SabotageMove, SabotageResult, SabotageState } from './state.js';
import type { SabotageView } from './view.js';

/** The face-up cards of a view: every card whose place the seat knows. */
export function seenCards(v: SabotageView): Card[] {
  const pyramids = v.pyramids.flatMap((p) => p.slots.flatMap((s) => (s.status === 'faceUp' ? [s.card] : [])));
  return [...pyramids, ...[v.centre, v.display].filter((c): c is Card => c !== null), ...v.discard];
}

function resultOf(v: SabotageView): SabotageResult | null {
  const r = v.result;
  if (r.status === 'playing') return null;
  if (r.status === 'won') return { kind: 'won', winner: r.winner!, reason: r.reason ?? '' };
  return { kind: 'drawn', reason: r.reason ?? '' };
}

export function determinize(input: BotInput<SabotageView, SabotageMove>, rng: Rng): SabotageState {
  const v = input.view;
  const seen = new Set(seenCards(v));
  const unseen = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)));
  const faceDown = v.pyramids.reduce((n, p) => n + p.slots.filter((s) => s.status === 'faceDown').length, 0);
  if (unseen.length !== faceDown + v.stockCount) {
    throw new Error(`sabotage determinize: ${unseen.length} unseen cards for ${faceDown} face-down slots and ${v.stockCount} stock cards`);
  }
  const pyramids = v.pyramids.map((p) =>
    p.slots.map((s): PyramidSlot => {
      if (s.status === 'empty') return null;
      // Placed and re-dealt cards lie face up, so a face-down card is always one of the deal.
      if (s.status === 'faceDown') return { card: unseen.pop()!, faceUp: false, placed: false, redealt: false };
      return { card: s.card, faceUp: true, placed: s.placed, redealt: s.redealt };
    }),
  );
  return {
    // The view's rules version and re-deal count: the search plays the match's rules, with the
    // re-deals (ruling R12's cap) the game really has left.
    ...(v.rulesVersion >= 2 ? { rulesVersion: 2 as const, redeals: v.redeals ?? 0 } : {}),
    rows: v.rows,
    rng: newRng(`determinization:${rng.uint32()}:${rng.uint32()}`),
    pyramids,
    centre: v.centre,
    display: v.display,
    stock: unseen,
    discard: [...v.discard],
    round: v.round,
    drawer: v.drawer,
    turn: v.toAct ?? v.drawer,
    secondTurn: v.secondTurn,
    pendingPlacements: v.pendingPlacements,
    removedThisPass: v.removedThisPass,
    bothReachedAllRound: v.bothReachedAllRound,
    result: resultOf(v),
  };
}

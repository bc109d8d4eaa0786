/**
 * What a viewer sees. Everyone (the player and spectators) sees the same: the whole pyramid (dealt
 * face up), the stock's count and face-up top, the waste's count and top. The stock below its top
 * is face down for everyone, so its cards are the secrets and its order is never shown.
 */
import type { Viewer } from '../../engine/game.js';
import { freeSlots, passesLeft, rulesVersionOf, stockTop, wasteTop } from './rules.js';
import type { PyramidSolitaireState, PyramidSolitaireView } from './state.js';

export function viewOf(s: PyramidSolitaireState, _viewer: Viewer): PyramidSolitaireView {
  return {
    pyramid: [...s.pyramid],
    freeSlots: freeSlots(s.pyramid),
    stockCount: s.stock.length,
    stockTop: stockTop(s),
    wasteCount: s.waste.length,
    wasteTop: wasteTop(s),
    rulesVersion: rulesVersionOf(s),
    pass: s.pass,
    passesLeft: passesLeft(s),
    removedThisPass: s.removedThisPass,
    removedCount: s.removed.length,
    status: s.status,
    options: { ...s.options },
    ...(s.winnableDeal ? { winnableDeal: { ...s.winnableDeal } } : {}),
  };
}

/** The face-down stock cards (all but the top), for every viewer. */
export function secretsOf(s: PyramidSolitaireState, _viewer: Viewer): string[] {
  return s.stock.slice(0, -1);
}

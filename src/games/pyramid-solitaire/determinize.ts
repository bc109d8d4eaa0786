/**
 * A full Pyramid solitaire state consistent with what the player has seen: the view (the whole
 * pyramid, the stock's and the waste's counts and tops, the pass data) and the history (the cards
 * each removal named). The cards the player cannot account for (the stock below its top and the
 * waste below its top: the history does not say which drawn cards lie where) are dealt there in a
 * uniformly random order.
 */
import type { BotInput } from '../../engine/bots/contract.js';
import { FULL_DECK, type Card } from '../../engine/cards/french.js';
import { newRng, type Rng } from '../../engine/rng.js';
import { canonical } from './rules.js';
import type { PyramidSolitaireMove, PyramidSolitaireState, PyramidSolitaireView } from './state.js';

/** The cards removed so far, in removal order, as the history names them. */
export function removedInHistory(history: BotInput<unknown, unknown>['history']): Card[] {
  return history.flatMap((h) => {
    const m = h.move as Partial<PyramidSolitaireMove> | null;
    return h.kind === 'move' && m?.type === 'remove' && Array.isArray(m.cards) ? canonical(m.cards) : [];
  });
}

/** A fresh generator for the simulated game, seeded from the bot's (never from the match seed). */
export const simulationRng = (rng: Rng) => newRng(`determinization:${rng.uint32()}:${rng.uint32()}`);

export function determinize(input: BotInput<PyramidSolitaireView, PyramidSolitaireMove>, rng: Rng): PyramidSolitaireState {
  const v = input.view;
  const removed = removedInHistory(input.history).slice(0, v.removedCount);
  const tops = [v.stockTop, v.wasteTop].filter((c): c is Card => c !== null);
  const seen = new Set<Card>([...v.pyramid.filter((c): c is Card => c !== null), ...tops, ...removed]);
  const unseen = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)));
  // A history that names fewer removals than the view counts (a truncated log) leaves the rest to chance.
  removed.push(...unseen.splice(0, v.removedCount - removed.length));
  const stockBelow = unseen.splice(0, Math.max(0, v.stockCount - 1));
  const wasteBelow = unseen.splice(0, Math.max(0, v.wasteCount - 1));
  if (unseen.length > 0) throw new Error(`pyramid-solitaire determinize: ${unseen.length} cards left over: the view and history disagree`);
  return {
    options: { ...v.options },
    // The search plays the rules version the match is played under (the view says which).
    rulesVersion: v.rulesVersion,
    pyramid: [...v.pyramid],
    stock: v.stockTop === null ? [] : [...stockBelow, v.stockTop],
    waste: v.wasteTop === null ? [] : [...wasteBelow, v.wasteTop],
    pass: v.pass,
    removedThisPass: v.removedThisPass,
    removed,
    status: v.status,
    rng: simulationRng(rng),
  };
}

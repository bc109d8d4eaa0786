/**
 * A player's move checked against the rules: legal moves, and apply with stable rejection codes.
 * Rejection sentences never say where a hidden card lies (a card under the stock top and one
 * already removed get the same answer).
 */
import { accept, reject, type ApplyResult, type Seat } from '../../engine/game.js';
import { cardName, isKing, rankValue, type Card } from '../../engine/cards/french.js';
import { coveringSlots } from '../../engine/cards/pyramid-layout.js';
import {
  TARGET,
  availableCards,
  drawCard,
  pyramidSlotOf,
  recycleBlock,
  recycleWaste,
  removals,
  removeCards,
  settle,
} from './rules.js';
import { PYRAMID_ROWS, type PyramidSolitaireMove, type PyramidSolitaireState } from './state.js';

export function legalMovesOf(s: PyramidSolitaireState): PyramidSolitaireMove[] {
  if (s.status !== 'playing') return [];
  const out: PyramidSolitaireMove[] = removals(s).map((cards) => ({ type: 'remove', cards }));
  if (s.stock.length > 0) out.push({ type: 'draw' });
  // A recycle needs an empty stock (recycleBlock's first test), which spares building its refusal.
  else if (recycleBlock(s) === null) out.push({ type: 'recycle' });
  return out;
}

function checkRemoval(s: PyramidSolitaireState, cards: readonly Card[]): ApplyResult<never> | null {
  if (cards.length === 0) return reject('NO_CARDS', 'Name at least one card to remove.');
  if (new Set(cards).size !== cards.length) return reject('DUPLICATE_CARD', 'Each card may be named only once in a removal.');
  const available = availableCards(s);
  for (const card of cards) {
    if (available.some((a) => a.card === card)) continue;
    const slot = pyramidSlotOf(s, card);
    if (slot >= 0) {
      const over = coveringSlots(slot, PYRAMID_ROWS)
        .map((o) => s.pyramid[o])
        .filter((c): c is Card => c !== null);
      return reject('CARD_COVERED', `The ${cardName(card)} is still covered by the ${over.map(cardName).join(' and the ')}.`);
    }
    return reject(
      'CARD_NOT_AVAILABLE',
      `The ${cardName(card)} is not available: only uncovered pyramid cards, the top of the stock and the top of the waste can be removed.`,
    );
  }
  if (cards.length === 1) {
    return isKing(cards[0]) ? null : reject('NOT_THIRTEEN', 'A single card can be removed only if it is a King (13).');
  }
  if (s.options.sums === 'pairs' && cards.length > 2) {
    return reject('PAIRS_ONLY', 'This match removes cards in pairs (or a King alone); combinations of three or more are not allowed.');
  }
  const sum = cards.reduce((t, c) => t + rankValue(c), 0);
  if (sum !== TARGET) return reject('NOT_THIRTEEN', `These cards add up to ${sum}, not 13.`);
  return null;
}

export function applyMove(s: PyramidSolitaireState, seat: Seat, move: PyramidSolitaireMove): ApplyResult<PyramidSolitaireState> {
  if (s.status !== 'playing') return reject('GAME_OVER', 'The game is over.');
  if (seat !== 0) return reject('NOT_YOUR_TURN', 'Pyramid solitaire has one player, seat 0.');
  switch (move.type) {
    case 'remove': {
      const bad = checkRemoval(s, move.cards);
      if (bad) return bad;
      return accept(settle(removeCards(s, move.cards)));
    }
    case 'draw':
      if (s.stock.length === 0) return reject('STOCK_EMPTY', 'The stock is empty: turn the waste over (recycle) if a pass is left.');
      return accept(settle(drawCard(s)));
    case 'recycle': {
      const block = recycleBlock(s);
      if (block) return reject(block.code, block.reason);
      return accept(settle(recycleWaste(s)));
    }
    default:
      return reject('UNKNOWN_MOVE', 'Unknown move type: send remove, draw or recycle.');
  }
}

/**
 * Sabotage: who acts, which moves are legal, and applying a move (removals, sabotage placements,
 * ending a turn and the round flow: display card, both-reached re-deal, next drawer).
 */
import { isKing, rankValue, type Card } from '../../engine/cards/french.js';
import { accept, reject, type ApplyResult, type Rejection, type Seat } from '../../engine/game.js';
import {
  MAX_REDEALS,
  RULES_VERSIONS,
  SabotageMoveSchema,
  type Draft,
  type RulesVersion,
  type SabotageMove,
  type SabotageOptions,
  type SabotageState,
} from './state.js';
import {
  deal,
  emptySlots,
  exposedSlots,
  hasReached,
  opponentOf,
  revealExposed,
  rulesVersionOf,
  setSlot,
  takeCard,
} from './table.js';

export const toAct = (state: SabotageState): Seat[] => (state.result ? [] : [state.turn]);

/** A card the player may use in a removal now, with where it lies. */
interface Available {
  readonly card: Card;
  readonly where: 'pyramid' | 'display' | 'centre';
  readonly slot: number;
}

/** Cards usable by `seat` now: own exposed cards by slot, then the display card, then the centre card. */
function availableCards(state: SabotageState, seat: Seat): Available[] {
  const own = exposedSlots(state, seat).map((slot): Available => ({ card: state.pyramids[seat][slot]!.card, where: 'pyramid', slot }));
  const out = [...own];
  if (state.display !== null) out.push({ card: state.display, where: 'display', slot: -1 });
  if (state.centre !== null && hasReached(state, seat)) out.push({ card: state.centre, where: 'centre', slot: -1 });
  return out;
}

/**
 * The listed order of a pair: lower rank first (a pair to 13 never has equal ranks). It depends on
 * the cards alone, never on where they lie, so a listed move always names a pair the same way;
 * `apply` accepts either order.
 */
const pairOrder = (a: Card, b: Card): Card[] => (rankValue(a) < rankValue(b) ? [a, b] : [b, a]);

/** Only an own pyramid King or the centre King may go alone; the display card always pairs. */
const removableAlone = (a: Available): boolean => isKing(a.card) && a.where !== 'display';

export function legalMoves(state: SabotageState, seat: Seat): SabotageMove[] {
  if (state.result || seat !== state.turn) return [];
  if (state.pendingPlacements > 0) {
    return emptySlots(state.pyramids[opponentOf(seat)]).map((slot) => ({ type: 'place', slot }));
  }
  const avail = availableCards(state, seat);
  const moves: SabotageMove[] = [];
  for (let i = 0; i < avail.length; i++) {
    if (removableAlone(avail[i])) moves.push({ type: 'remove', cards: [avail[i].card] });
    for (let j = i + 1; j < avail.length; j++) {
      if (rankValue(avail[i].card) + rankValue(avail[j].card) === 13) {
        moves.push({ type: 'remove', cards: pairOrder(avail[i].card, avail[j].card) });
      }
    }
  }
  moves.push({ type: 'pass' });
  return moves;
}

/** Locates each named card for `seat`, or says why it cannot be used. Messages never reveal hidden cards. */
function checkRemoval(state: SabotageState, seat: Seat, cards: readonly Card[]): Available[] | Rejection {
  if (cards.length === 2 && cards[0] === cards[1]) {
    return { code: 'CARD_REPEATED', reason: 'A removal names two different cards.' };
  }
  const avail = availableCards(state, seat);
  const chosen: Available[] = [];
  for (const card of cards) {
    const found = avail.find((a) => a.card === card);
    if (found) {
      chosen.push(found);
      continue;
    }
    const own = state.pyramids[seat].findIndex((p) => p !== null && p.faceUp && p.card === card);
    if (own >= 0) return { code: 'CARD_BLOCKED', reason: `${card} is still overlapped by a card of your pyramid.` };
    if (state.pyramids[opponentOf(seat)].some((p) => p !== null && p.faceUp && p.card === card)) {
      return { code: 'NOT_YOUR_PYRAMID', reason: `${card} is in your opponent's pyramid; cards pair only within your own pyramid.` };
    }
    if (card === state.centre) {
      return { code: 'CENTRE_NOT_REACHED', reason: 'The centre card can be taken only once your own apex slot is empty.' };
    }
    return { code: 'CARD_NOT_AVAILABLE', reason: `${card} is not a face-up card you can use now.` };
  }
  // Cards go to the discard pile lower rank first, whichever order the move named them in.
  chosen.sort((a, b) => rankValue(a.card) - rankValue(b.card));
  if (chosen.length === 1 && !removableAlone(chosen[0])) {
    return {
      code: 'NOT_THIRTEEN',
      reason: 'Only a King of your own pyramid, or the centre King once reached, may be removed alone.',
    };
  }
  if (chosen.length === 2 && rankValue(chosen[0].card) + rankValue(chosen[1].card) !== 13) {
    return { code: 'NOT_THIRTEEN', reason: `${chosen[0].card} and ${chosen[1].card} do not sum to 13.` };
  }
  return chosen;
}

/**
 * Automatic steps after every move: sabotage cards that cannot be placed (the opponent's pyramid
 * is full) go to the discard pile, and the both-reached watch for this round is updated.
 */
function settle(d: Draft): void {
  while (!d.result && d.pendingPlacements > 0 && emptySlots(d.pyramids[opponentOf(d.turn)]).length === 0) {
    const card = takeCard(d);
    if (card === null) return;
    d.discard = [...d.discard, card];
    d.pendingPlacements -= 1;
  }
  if (!(hasReached(d, 0) && hasReached(d, 1))) d.bothReachedAllRound = false;
}

/** Starts the next round: the other seat draws the display card automatically. */
function startRound(d: Draft, drawer: Seat): void {
  d.round += 1;
  d.drawer = drawer;
  d.turn = drawer;
  d.secondTurn = false;
  d.display = takeCard(d);
  d.bothReachedAllRound = hasReached(d, 0) && hasReached(d, 1);
}

/**
 * Version 2 (rules.md, ruling R12): "the both-reached re-deal happens at most 12
 * times in a game ... after that the centre card simply stays until one player clears it". Version
 * 1 has no cap: its draw-rule reading is what ends stalling games there.
 */
const mayRedeal = (d: Draft): boolean => rulesVersionOf(d) === 1 || (d.redeals ?? 0) < MAX_REDEALS;

function endRound(d: Draft): void {
  if (d.display !== null) {
    d.discard = [...d.discard, d.display];
    d.display = null;
  }
  // Seed rule 7 (rules.md, ruling R10): a whole round at the centre without clearing
  // it buries both apexes again.
  if (d.bothReachedAllRound && d.centre !== null && hasReached(d, 0) && hasReached(d, 1) && mayRedeal(d)) {
    if (d.redeals !== undefined) d.redeals += 1;
    for (const seat of [d.drawer, opponentOf(d.drawer)]) {
      const card = takeCard(d);
      if (card === null) return;
      // A card dealt onto an apex by this rule is re-dealt (public; version 1's draw rule uses it).
      setSlot(d, seat, 0, { card, faceUp: true, placed: false, redealt: true });
    }
  }
  startRound(d, opponentOf(d.drawer));
}

/**
 * Whether a removal counts for the draw rule. Version 2 (rules.md, ruling R12): "the
 * draw rule R11 applies literally throughout: every removal counts, re-dealt cards included"; the
 * re-deal cap is what ends stalling games. Version 1 (the project's earlier reading, kept so its
 * records replay): "a removal counts only if it takes at least one pyramid card that is not
 * re-dealt (or the centre card)."
 */
function countsForDrawRule(d: Draft, seat: Seat, chosen: readonly Available[]): boolean {
  if (rulesVersionOf(d) >= 2) return true;
  return chosen.some((a) => a.where === 'centre' || (a.where === 'pyramid' && !d.pyramids[seat][a.slot]!.redealt));
}

function applyRemove(d: Draft, seat: Seat, chosen: readonly Available[]): void {
  const counts = countsForDrawRule(d, seat, chosen);
  for (const a of chosen) {
    if (a.where === 'pyramid') setSlot(d, seat, a.slot, null);
    else if (a.where === 'display') d.display = null;
    else d.centre = null;
  }
  d.discard = [...d.discard, ...chosen.map((a) => a.card)];
  if (counts) d.removedThisPass = true;
  if (chosen.some((a) => a.where === 'centre')) {
    d.result = { kind: 'won', winner: seat, reason: `Seat ${seat} cleared the centre card.` };
    return;
  }
  d.pendingPlacements += revealExposed(d, seat);
}

export function apply(state: SabotageState, seat: Seat, raw: SabotageMove): ApplyResult<SabotageState> {
  const parsed = SabotageMoveSchema.safeParse(raw);
  if (!parsed.success) return reject('MOVE_INVALID', 'This is not a Sabotage move.');
  const move = parsed.data;
  if (state.result) return reject('GAME_OVER', 'The game is over.');
  if (seat !== state.turn) return reject('NOT_YOUR_TURN', 'It is not your turn.');
  // A shallow copy is enough: every helper replaces the arrays it changes instead of writing into them.
  // (structuredClone would also do, but under Jest's VM it yields cross-realm objects that fail
  // deep-equality against JSON round-trips.)
  const d: Draft = { ...state };

  switch (move.type) {
    case 'remove': {
      if (state.pendingPlacements > 0) {
        return reject('PLACEMENT_PENDING', `Place your ${state.pendingPlacements} sabotage card(s) in your opponent's pyramid first.`);
      }
      const chosen = checkRemoval(state, seat, move.cards);
      if (!Array.isArray(chosen)) return reject(chosen.code, chosen.reason);
      applyRemove(d, seat, chosen);
      break;
    }
    case 'place': {
      if (state.pendingPlacements === 0) return reject('NO_PLACEMENT_PENDING', 'You have no sabotage card to place.');
      const target = state.pyramids[opponentOf(seat)];
      if (move.slot >= target.length) return reject('SLOT_INVALID', `Your opponent's pyramid has slots 0 to ${target.length - 1}.`);
      if (target[move.slot] !== null) return reject('SLOT_OCCUPIED', `Slot ${move.slot} of your opponent's pyramid is not empty.`);
      const card = takeCard(d);
      if (card !== null) {
        setSlot(d, opponentOf(seat), move.slot, { card, faceUp: true, placed: true, redealt: false });
        d.pendingPlacements -= 1;
      }
      break;
    }
    case 'pass': {
      if (state.pendingPlacements > 0) {
        return reject('PLACEMENT_PENDING', `Place your ${state.pendingPlacements} sabotage card(s) before ending your turn.`);
      }
      if (!state.secondTurn) {
        d.turn = opponentOf(seat);
        d.secondTurn = true;
      } else endRound(d);
      break;
    }
  }
  settle(d);
  return accept(d as SabotageState);
}

/**
 * The initial state: the deal, then seat 0 draws the first display card (automatic). Version 1
 * states carry no version fields at all (see `SabotageState.rulesVersion`).
 */
export function setup(options: SabotageOptions, seed: string, rulesVersion: RulesVersion): SabotageState {
  if (!RULES_VERSIONS.includes(rulesVersion)) throw new Error(`sabotage: unsupported rules version ${rulesVersion}`);
  const dealt = deal(options, seed);
  const d = (rulesVersion === 1 ? dealt : { rulesVersion, redeals: 0, ...dealt }) as Draft;
  d.display = takeCard(d);
  return d;
}

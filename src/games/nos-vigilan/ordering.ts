/** Ordering phase (Ordenar Evidencia): zones become hands, Abducción, Revelación gnomo, simultaneous orderings. */
import { accept, reject, type ApplyResult } from '../../engine/game.js';
import type { Deck } from './cards/card-set.js';
import { scoreGame } from './scoring.js';
import { cloneState, SEATS, type NosVigilanState, type Seat } from './state.js';

/** The seat holding `id` in hand, or null. */
export const holderOf = (s: NosVigilanState, id: string): Seat | null => SEATS.find((p) => s.hands[p].includes(id)) ?? null;

/** The holder of a special card who may still use its effect (not gained by a swap), or null. */
export function effectHolder(deck: Deck, s: NosVigilanState, special: 'abduccion' | 'revelacion-gnomo'): Seat | null {
  const id = deck.special(special);
  return s.swapped.includes(id) ? null : holderOf(s, id);
}

/** "los jugadores llevarán las cartas de su zp a su mano. Quien posea ... Abducción ..., luego ... Revelación gnomo." */
export function enterOrderingPhase(deck: Deck, s: NosVigilanState): void {
  s.hands = s.zones.map((z) => [...z]);
  s.zones = [[], []];
  s.phase = 'abduction';
  advanceFromAbduction(deck, s);
}

function advanceFromAbduction(deck: Deck, s: NosVigilanState): void {
  if (s.phase === 'abduction' && effectHolder(deck, s, 'abduccion') === null) s.phase = 'gnome';
  if (s.phase === 'gnome' && effectHolder(deck, s, 'revelacion-gnomo') === null) s.phase = 'order';
}

function swap(s: NosVigilanState, seat: Seat, special: string, slot: number): string {
  const taken = s.pyramid[slot];
  s.pyramid[slot] = special;
  s.hands[seat] = s.hands[seat].map((c) => (c === special ? taken : c));
  // "No se podrá usar el efecto de una carta especial que se obtenga por el intercambio"
  s.swapped.push(taken);
  return taken;
}

/** Abducción: "Puedes revelar las tres cartas de la [base] para intercambiar esta carta por cualquiera de ellas." */
export function applyAbduct(deck: Deck, state: NosVigilanState, seat: Seat, card: string): ApplyResult<NosVigilanState> {
  const slot = state.pyramid.indexOf(card);
  if (slot < 0 || slot > 2) return reject('NOT_A_BASE_CARD', 'Abducción swaps with one of the three base cards of the pyramid.');
  const s = cloneState(state);
  for (const c of s.pyramid.slice(0, 3)) if (!s.known[seat].includes(c)) s.known[seat].push(c);
  swap(s, seat, deck.special('abduccion'), slot);
  s.phase = 'gnome';
  advanceFromAbduction(deck, s);
  return accept(s);
}

/** Revelación gnomo: swap with any pyramid card; it lies face up and counts as the Gnomos symbol. */
export function applyGnome(deck: Deck, state: NosVigilanState, seat: Seat, card: string): ApplyResult<NosVigilanState> {
  const slot = state.pyramid.indexOf(card);
  if (slot < 0) return reject('NOT_A_PYRAMID_CARD', 'Revelación gnomo swaps with a card of the pyramid.');
  const s = cloneState(state);
  const gnome = deck.special('revelacion-gnomo');
  swap(s, seat, gnome, slot);
  s.faceUp.push(gnome);
  if (!s.known[seat].includes(card)) s.known[seat].push(card);
  s.phase = 'order';
  return accept(s);
}

export function applyDecline(deck: Deck, state: NosVigilanState): ApplyResult<NosVigilanState> {
  const s = cloneState(state);
  s.phase = state.phase === 'abduction' ? 'gnome' : 'order';
  advanceFromAbduction(deck, s);
  return accept(s);
}

/** "Los jugadores ordenarán las cartas en su mano libremente y las presentarán en simultáneo." */
export function applyOrder(deck: Deck, state: NosVigilanState, seat: Seat, cards: readonly string[]): ApplyResult<NosVigilanState> {
  if (state.orderings[seat] !== null) return reject('ALREADY_ORDERED', 'You have already presented your ordering.');
  const hand = state.hands[seat];
  if (cards.length !== hand.length || new Set(cards).size !== cards.length || !cards.every((c) => hand.includes(c))) {
    return reject('NOT_YOUR_HAND', 'An ordering must list every card of your hand exactly once.');
  }
  const s = cloneState(state);
  s.orderings[seat] = [...cards];
  if (s.orderings.every((o) => o !== null)) {
    s.hands = s.orderings.map((o) => [...o!]);
    s.result = scoreGame(deck, s);
    s.phase = 'finished';
  }
  return accept(s);
}

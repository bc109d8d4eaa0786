/** Setup and the evidence-gathering phase (Recolectar Evidencia): rounds 1-6. */
import { accept, reject, type ApplyResult } from '../../engine/game.js';
import { newRng, Rng, type RngState } from '../../engine/rng.js';
import type { Deck } from './cards/card-set.js';
import { decideChallenge } from './conditions.js';
import { enterOrderingPhase } from './ordering.js';
import { cloneState, other, SEATS, type NosVigilanState, type Seat } from './state.js';

export const LAST_ROUND = 6;

const learn = (s: NosVigilanState, seats: readonly Seat[], ids: readonly string[]) => {
  for (const seat of seats) for (const id of ids) if (!s.known[seat].includes(id)) s.known[seat].push(id);
};

/** Round 1 with no card dealt anywhere: the base of setup (and of test positions). */
export function blankState(rng: RngState): NosVigilanState {
  return {
    rng,
    phase: 'choose',
    round: 1,
    drawPiles: [[], []],
    challengePile: [],
    finalCard: null,
    challenge: null,
    hands: [[], []],
    choices: [null, null],
    winner: null,
    winnerDestination: null,
    decidedBy: null,
    table: [],
    zones: [[], []],
    pyramid: [],
    faceUp: [],
    swapped: [],
    orderings: [null, null],
    known: [[], []],
    rounds: [],
    finalWinner: null,
    result: null,
  };
}

/** "Se mezclará el mazo y se dividirán las cartas en tres pilas de seis..." */
export function setupState(deck: Deck, seed: string): NosVigilanState {
  const rng = Rng.from(newRng(seed));
  const cards = rng.shuffle(deck.ids);
  const piles = [cards.slice(0, 6), cards.slice(6, 12)];
  const challengePile = cards.slice(12, 18);
  const s: NosVigilanState = {
    ...blankState(rng.state()),
    drawPiles: [piles[0].slice(2), piles[1].slice(2)],
    // The Final Challenge card is set aside from the challenge pile (we take its last card).
    challengePile: challengePile.slice(0, 5),
    finalCard: challengePile[5],
    hands: [piles[0].slice(0, 2), piles[1].slice(0, 2)],
  };
  for (const seat of SEATS) learn(s, [seat], s.hands[seat]);
  startRound(s);
  return s;
}

/** Rounds 1-5 reveal the next challenge card; round 6 uses the set-aside card, revealed with the plays. */
function startRound(s: NosVigilanState): void {
  s.phase = 'choose';
  s.choices = [null, null];
  s.winner = null;
  s.winnerDestination = null;
  s.decidedBy = null;
  if (s.round < LAST_ROUND) {
    s.challenge = s.challengePile[0];
    s.challengePile = s.challengePile.slice(1);
    learn(s, SEATS, [s.challenge]);
  } else {
    s.challenge = s.finalCard;
    s.finalCard = null;
  }
}

export function applyPlay(deck: Deck, state: NosVigilanState, seat: Seat, card: string): ApplyResult<NosVigilanState> {
  if (state.choices[seat] !== null) return reject('ALREADY_CHOSEN', 'You have already chosen your card for this round.');
  if (!state.hands[seat].includes(card)) return reject('CARD_NOT_IN_HAND', 'You can only play a card from your hand.');
  const s = cloneState(state);
  s.choices[seat] = card;
  if (s.choices[other(seat)] === null) return accept(s);
  revealAndDecide(deck, s);
  return accept(s);
}

function revealAndDecide(deck: Deck, s: NosVigilanState): void {
  const plays = s.choices as string[];
  const challenge = s.challenge!;
  learn(s, SEATS, [challenge, ...plays]);
  s.hands = s.hands.map((h, i) => h.filter((c) => c !== plays[i]));
  s.table = [challenge, plays[0], plays[1]];
  const { winner, decidedBy } = decideChallenge(deck.card(challenge), deck.card(plays[0]), deck.card(plays[1]), s.round === LAST_ROUND);
  s.decidedBy = decidedBy;
  if (winner !== null) {
    s.winner = winner;
    s.phase = 'claim';
    return;
  }
  // "las tres cartas se colocarán al azar entre la pirámide y las zp": one each, by the match Rng.
  const rng = Rng.from(s.rng);
  const [toPyramid, toZone0, toZone1] = rng.shuffle(s.table);
  s.rng = rng.state();
  finishRound(deck, s, toPyramid, [toZone0, toZone1]);
}

export function applyClaim(state: NosVigilanState, seat: Seat, card: string, destination: 'pyramid' | 'zone'): ApplyResult<NosVigilanState> {
  if (!state.table.includes(card)) return reject('CARD_NOT_ON_TABLE', 'Pick the challenge card or one of the two played cards.');
  const s = cloneState(state);
  s.table = s.table.filter((c) => c !== card);
  s.winnerDestination = destination;
  s.phase = 'keep';
  // The pick is placed at once; the record below is written when the round is complete.
  if (destination === 'pyramid') s.pyramid.push(card);
  else s.zones[seat].push(card);
  return accept(s);
}

export function applyKeep(deck: Deck, state: NosVigilanState, seat: Seat, card: string): ApplyResult<NosVigilanState> {
  if (!state.table.includes(card)) return reject('CARD_NOT_ON_TABLE', 'Take one of the two cards left on the table.');
  const s = cloneState(state);
  const winner = other(seat);
  const last = s.table.find((c) => c !== card)!;
  s.table = [];
  s.zones[seat].push(card);
  // "dejando la restante a donde su oponente no haya elegido"
  if (s.winnerDestination === 'pyramid') s.zones[winner].push(last);
  else s.pyramid.push(last);
  const toPyramid = s.pyramid[s.pyramid.length - 1];
  const toZones = SEATS.map((p) => s.zones[p][s.zones[p].length - 1]);
  finishRound(deck, s, toPyramid, toZones, true);
  return accept(s);
}

/** Records the round, then "ambos jugadores tomarán una carta de su mr", then the next round. */
function finishRound(deck: Deck, s: NosVigilanState, toPyramid: string, toZones: string[], placed = false): void {
  if (!placed) {
    s.pyramid.push(toPyramid);
    toZones.forEach((c, p) => s.zones[p].push(c));
  }
  const plays = s.choices as string[];
  s.rounds.push({ round: s.round, challenge: s.challenge!, plays: [...plays], winner: s.winner, decidedBy: s.decidedBy!, toPyramid, toZones });
  if (s.round === LAST_ROUND) s.finalWinner = s.winner;
  s.table = [];
  for (const seat of SEATS) {
    const top = s.drawPiles[seat][0];
    if (top === undefined) continue;
    s.drawPiles[seat] = s.drawPiles[seat].slice(1);
    s.hands[seat].push(top);
    learn(s, [seat], [top]);
  }
  s.challenge = null;
  if (s.round === LAST_ROUND) {
    enterOrderingPhase(deck, s);
    return;
  }
  s.round += 1;
  startRound(s);
}


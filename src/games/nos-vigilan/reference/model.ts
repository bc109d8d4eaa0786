/**
 * Reference model of Nos vigilan (issue 17): a second, minimal reading of seed 001 and the rulings
 * of rules.md, written without looking at the engine's rule files. It converts an
 * engine state into its own small state, then says who must act, lists each seat's legal moves,
 * predicts the state after a move, and scores a finished game. `compare.ts` plays seeded random
 * games and reports every place where the engine and this model disagree.
 *
 * Deliberately naive: plain loops, no caching, every permutation enumerated; scoring (score.ts)
 * tries every use of every card. Card data comes from the card set (data, not rules).
 */
import type { NosVigilanState } from '../state.js';

export type MSeat = 0 | 1;
export type MPhase = 'choose' | 'claim' | 'keep' | 'abduction' | 'gnome' | 'order' | 'finished';
export type MDecision = 'condition' | 'closest' | 'random';

export type MChallenge =
  | { kind: 'higher' | 'lower' | 'more-symbols' | 'fewer-symbols' | 'even' | 'odd' }
  | { kind: 'has-symbol'; faction: string }
  | { kind: 'closest'; target: number };

export interface MCard {
  id: string;
  value: number;
  back: string;
  symbols: readonly string[];
  special: 'abduccion' | 'revelacion-gnomo' | 'ojo' | null;
  challenge: MChallenge;
}

export type MCards = ReadonlyMap<string, MCard>;

export const cardTable = (cards: readonly MCard[]): MCards => new Map(cards.map((c) => [c.id, c]));

export type MMove =
  | { type: 'play'; card: string }
  | { type: 'claim'; card: string; destination: 'pyramid' | 'zone' }
  | { type: 'keep'; card: string }
  | { type: 'abduct'; card: string }
  | { type: 'gnome'; card: string }
  | { type: 'decline' }
  | { type: 'order'; cards: string[] };

/** The model's own state: only what the rules need. */
export interface MState {
  phase: MPhase;
  round: number;
  hands: string[][];
  drawPiles: string[][];
  challengePile: string[];
  /** The set-aside Final Challenge card while still set aside. */
  finalCard: string | null;
  /** This round's challenge card (round 6: the Final Challenge card). */
  challenge: string | null;
  choices: (string | null)[];
  table: string[];
  winner: MSeat | null;
  decidedBy: MDecision | null;
  winnerDestination: 'pyramid' | 'zone' | null;
  zones: string[][];
  /**
   * Slots in arrival order: 0-2 base (left to right), 3-4 middle, 5 top (rules.md,
   * ruling R7).
   */
  pyramid: string[];
  faceUp: string[];
  /** Cards gained by a swap, ruling R8: "A card gained by a swap never uses its own effect." */
  swapped: string[];
  orderings: (string[] | null)[];
  finalWinner: MSeat | null;
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function fromEngine(s: NosVigilanState): MState {
  return copy({
    phase: s.phase,
    round: s.round,
    hands: s.hands,
    drawPiles: s.drawPiles,
    challengePile: s.challengePile,
    finalCard: s.finalCard,
    // In round 6 the engine may keep the Final Challenge card in either field until it is revealed.
    challenge: s.round === 6 && s.challenge === null ? s.finalCard : s.challenge,
    choices: s.choices,
    table: s.table,
    winner: s.winner,
    decidedBy: s.decidedBy,
    winnerDestination: s.winnerDestination,
    zones: s.zones,
    pyramid: s.pyramid,
    faceUp: s.faceUp,
    swapped: s.swapped,
    orderings: s.orderings,
    finalWinner: s.finalWinner,
  });
}

const specialId = (cards: MCards, sp: MCard['special']): string => [...cards.values()].find((c) => c.special === sp)!.id;

/** The seat whose hand holds `special`, if it may still use its effect. */
function effectHolder(cards: MCards, m: MState, sp: 'abduccion' | 'revelacion-gnomo'): MSeat | null {
  const id = specialId(cards, sp);
  if (m.swapped.includes(id)) return null;
  const p = m.hands.findIndex((h) => h.includes(id));
  return p < 0 ? null : (p as MSeat);
}

export function toAct(cards: MCards, m: MState): MSeat[] {
  const seats: MSeat[] = [0, 1];
  switch (m.phase) {
    case 'choose': // both choose face down at the same time: whoever has not chosen yet
      return seats.filter((p) => m.choices[p] === null);
    case 'claim':
      return m.winner === null ? [] : [m.winner];
    case 'keep':
      return m.winner === null ? [] : [(1 - m.winner) as MSeat];
    case 'abduction':
    case 'gnome': {
      const p = effectHolder(cards, m, m.phase === 'abduction' ? 'abduccion' : 'revelacion-gnomo');
      return p === null ? [] : [p];
    }
    case 'order':
      return seats.filter((p) => m.orderings[p] === null);
    case 'finished':
      return [];
  }
}

export function permutations(items: readonly string[]): string[][] {
  if (items.length === 0) return [[]];
  const out: string[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

export function legalMoves(cards: MCards, m: MState, seat: number): MMove[] {
  if (!(toAct(cards, m) as number[]).includes(seat)) return [];
  switch (m.phase) {
    case 'choose':
      return m.hands[seat].map((card) => ({ type: 'play', card }));
    // Ruling R5: the winner "picks first among the three cards and sends one to the pyramid (face
    // down) or to their own scoring zone"
    case 'claim':
      return m.table.flatMap((card): MMove[] => [
        { type: 'claim', card, destination: 'pyramid' },
        { type: 'claim', card, destination: 'zone' },
      ]);
    case 'keep': // R5: "the loser takes one of the two left into their own zone"
      return m.table.map((card) => ({ type: 'keep', card }));
    case 'abduction': // R8: "swap it with any one of the three base cards of the pyramid" (or not)
      return [...m.pyramid.slice(0, 3).map((card): MMove => ({ type: 'abduct', card })), { type: 'decline' }];
    case 'gnome': // R8: "swap it with any pyramid card" (or not)
      return [...m.pyramid.map((card): MMove => ({ type: 'gnome', card })), { type: 'decline' }];
    case 'order': // R8: "submit an ordering of their six cards"
      return permutations(m.hands[seat]).map((order) => ({ type: 'order', cards: order }));
    default:
      return [];
  }
}

/** Who wins a revealed challenge; null = a tie that only chance can break. */
export function decide(cards: MCards, m: MState, played: readonly string[]): { winner: MSeat | null; decidedBy: MDecision } {
  const ch = cards.get(m.challenge!)!;
  const [a, b] = played.map((id) => cards.get(id)!);
  const byNumber = (x: number, y: number, more: boolean): MSeat | null => (x === y ? null : (x > y) === more ? 0 : 1);
  const byFlag = (x: boolean, y: boolean): MSeat | null => (x === y ? null : x ? 0 : 1);
  const closer = (t: number) => byNumber(Math.abs(a.value - t), Math.abs(b.value - t), false);
  // Round 6, ruling R6: "the value equal or closest to its value wins" (the card's printed
  // condition is ignored).
  const c: MChallenge = m.round === 6 ? { kind: 'closest', target: ch.value } : ch.challenge;
  let w: MSeat | null;
  switch (c.kind) {
    case 'higher':
      w = byNumber(a.value, b.value, true);
      break;
    case 'lower':
      w = byNumber(a.value, b.value, false);
      break;
    case 'more-symbols':
      w = byNumber(a.symbols.length, b.symbols.length, true);
      break;
    case 'fewer-symbols':
      w = byNumber(a.symbols.length, b.symbols.length, false);
      break;
    case 'has-symbol':
      w = byFlag(a.symbols.includes(c.faction), b.symbols.includes(c.faction));
      break;
    case 'even':
      w = byFlag(a.value % 2 === 0, b.value % 2 === 0);
      break;
    case 'odd':
      w = byFlag(a.value % 2 === 1, b.value % 2 === 1);
      break;
    case 'closest':
      w = closer(c.target);
      break;
  }
  if (w !== null) return { winner: w, decidedBy: 'condition' };
  // Ruling R5: "A tie on the condition goes to the played value equal or closer to the challenge
  // card's value"
  const t = closer(ch.value);
  return t !== null ? { winner: t, decidedBy: 'closest' } : { winner: null, decidedBy: 'random' };
}

const without = (list: string[], id: string): string[] => list.filter((x) => x !== id);

/** After the three cards are placed: both draw, then the next round or the ordering phase. */
function endRound(cards: MCards, m: MState): MState {
  if (m.round === 6) m.finalWinner = m.winner; // null when chance split the Final Challenge
  for (const p of [0, 1]) {
    // Ruling R5: "Then both players draw one card from their own draw pile" (none left after
    // round 4).
    const top = m.drawPiles[p].shift();
    if (top !== undefined) m.hands[p].push(top);
  }
  m.choices = [null, null];
  m.table = [];
  m.winner = null;
  m.decidedBy = null;
  m.winnerDestination = null;
  if (m.round < 6) {
    m.round += 1;
    m.phase = 'choose';
    if (m.round <= 5) m.challenge = m.challengePile.shift()!;
    else m.challenge = m.finalCard; // ruling R6: "In round 6 the set-aside card is revealed"
    return m;
  }
  // Ruling R8: "Each player's scoring zone (six cards) becomes their hand."
  m.hands = m.zones.map((z) => [...z]);
  m.orderings = [null, null];
  return nextOrderingStep(cards, m, 'abduction');
}

/**
 * Ruling R8: "The holder of Abducción may first swap it ..."; "Then the holder of Revelación gnomo
 * may swap it ..."; "Last, both players submit an ordering".
 */
function nextOrderingStep(cards: MCards, m: MState, from: 'abduction' | 'gnome'): MState {
  if (from === 'abduction' && effectHolder(cards, m, 'abduccion') !== null) m.phase = 'abduction';
  else if (effectHolder(cards, m, 'revelacion-gnomo') !== null) m.phase = 'gnome';
  else m.phase = 'order';
  return m;
}

/** Swaps `own` from the seat's hand with pyramid card `taken`. */
function swap(m: MState, seat: number, own: string, taken: string): void {
  m.pyramid[m.pyramid.indexOf(taken)] = own;
  m.hands[seat] = [...without(m.hands[seat], own), taken];
  m.swapped.push(taken);
}

/**
 * Every state the rules allow after `seat` plays `move` (several when chance splits a tied
 * round). Assumes the move is legal.
 */
export function nextStates(cards: MCards, m0: MState, seat: number, move: MMove): MState[] {
  const m = copy(m0);
  const w = m.winner!;
  switch (move.type) {
    case 'play': {
      m.choices[seat] = move.card;
      if (m.choices.some((c) => c === null)) return [m]; // the first choice stays hidden
      const played = m.choices as string[];
      m.hands = m.hands.map((h, p) => without(h, played[p]));
      m.table = [m.challenge!, ...played];
      const { winner, decidedBy } = decide(cards, m, played);
      m.decidedBy = decidedBy;
      if (winner !== null) {
        m.winner = winner;
        m.phase = 'claim';
        return [m];
      }
      // Ruling R5: "if still tied, the three cards go at random one each to the pyramid and the two
      // zones"
      return permutations(m.table).map(([toPyramid, zone0, zone1]) => {
        const r = copy(m);
        r.pyramid.push(toPyramid);
        r.zones[0].push(zone0);
        r.zones[1].push(zone1);
        return endRound(cards, r);
      });
    }
    case 'claim':
      m.table = without(m.table, move.card);
      if (move.destination === 'pyramid') m.pyramid.push(move.card);
      else m.zones[w].push(move.card);
      m.winnerDestination = move.destination;
      m.phase = 'keep';
      return [m];
    case 'keep': {
      m.zones[1 - w].push(move.card);
      // Ruling R5: "the last goes where the winner did not send theirs"
      const last = without(m.table, move.card)[0];
      if (m.winnerDestination === 'pyramid') m.zones[w].push(last);
      else m.pyramid.push(last);
      return [endRound(cards, m)];
    }
    case 'abduct':
      swap(m, seat, specialId(cards, 'abduccion'), move.card);
      return [nextOrderingStep(cards, m, 'gnome')];
    case 'gnome': {
      const gnome = specialId(cards, 'revelacion-gnomo');
      swap(m, seat, gnome, move.card);
      m.faceUp.push(gnome); // R8: "it then lies face up and counts as the Gnomos symbol"
      m.phase = 'order';
      return [m];
    }
    case 'decline':
      if (m.phase === 'abduction') return [nextOrderingStep(cards, m, 'gnome')];
      m.phase = 'order';
      return [m];
    case 'order':
      m.orderings[seat] = [...move.cards];
      if (m.orderings.every((o) => o !== null)) m.phase = 'finished';
      return [m];
  }
}

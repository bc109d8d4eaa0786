/**
 * The reference model's own consequences of a move (seed 003 and the rulings of
 * rules.md), to check the engine's next state. The only thing it cannot predict is
 * the order of a reshuffled draw pile: it then marks the state `shuffled` and compare.ts checks
 * that part by content only.
 */
import { sortDecktet, type DecktetCard } from '../../../engine/cards/decktet.js';
import {
  COLOUR_ORDER,
  HAND,
  colourOf,
  isOver,
  pipsOf,
  standing,
  valueOf,
  type Colour,
  type MMove,
  type MState,
  type Then,
} from './model.js';

const take = (hand: DecktetCard[], cards: readonly DecktetCard[]): void => {
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) throw new Error(`model: ${c} not in hand`);
    hand.splice(i, 1);
  }
};

function endGameIfDone(m: MState): boolean {
  if (!isOver(m)) return false;
  m.phase = { kind: 'over' };
  // An attack left unresolved by the end (2 players, the attacker knocked out) is spent.
  if (m.attack) m.notes.push('game over with an attack pending');
  if (m.attack) m.discard.push(m.attack.card, ...(m.attack.excuse ? [m.attack.excuse] : []));
  m.attack = null;
  return true;
}

function nextTurn(m: MState): void {
  if (endGameIfDone(m)) return;
  m.attack = null;
  let s = m.current;
  do s = (s + 1) % m.seats;
  while (m.players[s].out);
  m.current = s;
  m.phase = { kind: 'turn' };
}

/**
 * Seed, doing damage: remove pips from the top; "If it is not possible to remove pyramids of
 * exactly the right size, then 'make change' from the scrapyard. The player inflicting the damage
 * selects a smaller pyramid". Ruling R7 (rules.md): "If no pyramid of the needed size
 * is in the scrapyard, the largest smaller one available is used; if there is none, the tower loses
 * the whole pyramid". The pyramids removed are "placed flat in the scrapyard" first, so they can be
 * the change. Returns false when a choice is now pending.
 */
function damage(m: MState, by: number, seat: number, tower: number, pips: number, then: Then): boolean {
  const stack = m.players[seat].towers[tower];
  let left = pips;
  while (left > 0 && stack.length) {
    const top = stack.pop()!;
    m.scrapyard.push(top);
    if (top.size <= left) {
      left -= top.size;
      continue;
    }
    const need = top.size - left;
    left = 0;
    let size = need;
    while (size > 0 && !m.scrapyard.some((p) => p.size === size)) size--;
    if (size === 0) break;
    if (!m.players[by].out) {
      m.phase = { kind: 'change', chooser: by, seat, tower, size, then };
      if (new Set(m.scrapyard.filter((p) => p.size === size).map((p) => p.colour)).size === 1) m.notes.push('change with one colour');
      return false;
    }
    m.notes.push('change made for a knocked-out attacker');
    // Ruling R10: a player knocked out by their own wildcard owes no choice: "the largest smaller
    // pyramid available (the size R7 gives), ties by colour in the order red, yellow, green, blue,
    // black".
    placeChange(m, seat, tower, size, COLOUR_ORDER.find((c) => m.scrapyard.some((p) => p.size === size && p.colour === c))!);
  }
  if (!stack.length) destroyed(m, by, seat);
  return true;
}

function placeChange(m: MState, seat: number, tower: number, size: number, colour: Colour): void {
  const i = m.scrapyard.findIndex((p) => p.size === size && p.colour === colour);
  if (i < 0) throw new Error(`model: no ${colour} ${size} in the scrapyard`);
  m.scrapyard.splice(i, 1);
  m.players[seat].towers[tower].push({ colour, size });
}

/** Seed: the n-th tower a player loses gives the attacker n points; none for one's own tower. */
function destroyed(m: MState, by: number, seat: number): void {
  const p = m.players[seat];
  p.lost += 1;
  if (by !== seat) m.players[by].points += p.lost;
  if (standing(p)) return;
  p.out = true;
  m.notes.push(by === seat ? 'player knocks themselves out' : 'player knocked out');
  // Not in the seed or the rulings (an engine convention, stated in rules.md, "Towers
  // lost and points"): a player knocked out lays down their hand on the discard pile, so the cards
  // stay in play.
  m.discard.push(...p.hand);
  p.hand = [];
}

/** What follows a finished damage: the defence, the next turn, or the next attrition choice. */
function proceed(m: MState, then: Then): void {
  if (endGameIfDone(m)) return;
  if (then === 'defence') {
    m.phase = { kind: 'defence' };
    // No decision, no move: a target who visibly cannot defend (an unblockable attack, no black
    // or green tower, no card in hand) takes the hit at once. One who might is asked, whatever
    // the cards in their hand, so that the wait reveals nothing about them.
    const a = m.attack!;
    const target = m.players[a.targetSeat];
    const canDefend = target.hand.length > 0 && target.towers.some((t) => colourOf(t) === 'black' || colourOf(t) === 'green');
    if (a.excuse || !canDefend) {
      m.notes.push(a.excuse ? 'unblockable attack' : 'target cannot defend');
      takeHit(m);
    }
  }
  else if (then === 'endTurn') nextTurn(m);
  else if (m.attrition.some((s) => !m.players[s].out)) nextAttrition(m);
  else {
    // Seed: "Then the discard pile is turned over and shuffled to form a new draw pile."
    m.drawPile = sortDecktet(m.discard);
    m.discard = [];
    m.shuffled = true;
    m.notes.push('reshuffle');
    const drawer = m.drawing!;
    m.drawing = null;
    if (!m.players[drawer].out && !drawCards(m, drawer)) return;
    nextTurn(m);
  }
}

/** The next attrition choice; a player with a single tower has none to make and takes it there. */
function nextAttrition(m: MState): void {
  while (m.attrition.length && m.players[m.attrition[0]].out) m.attrition.shift();
  if (!m.attrition.length) return proceed(m, 'attrition');
  m.phase = { kind: 'attrition' };
  const seat = m.attrition[0];
  const towers = m.players[seat].towers.flatMap((t, i) => (t.length ? [i] : []));
  if (towers.length === 1) {
    m.notes.push('attrition on a last tower');
    attrition(m, seat, towers[0]);
  }
}

function attrition(m: MState, seat: number, tower: number): void {
  m.attrition = m.attrition.slice(m.attrition.indexOf(seat) + 1);
  if (damage(m, seat, seat, tower, 1, 'attrition')) proceed(m, 'attrition');
}

/**
 * Draws toward five. Ruling R8 (rules.md): when a draw empties the pile, "every
 * player, in seat order starting with the one whose draw emptied the pile, chooses one of their own
 * towers to take 1 pip". False when that attrition is now pending.
 */
function drawCards(m: MState, seat: number): boolean {
  const hand = m.players[seat].hand;
  while (hand.length < HAND && m.drawPile.length) {
    hand.push(m.drawPile.pop()!);
    if (!m.drawPile.length) {
      m.drawing = seat;
      m.attrition = [];
      for (let k = 0; k < m.seats; k++) {
        const s = (seat + k) % m.seats;
        if (!m.players[s].out) m.attrition.push(s);
      }
      nextAttrition(m);
      return false;
    }
  }
  return true;
}

function takeHit(m: MState): void {
  const a = m.attack!;
  m.discard.push(a.card, ...(a.excuse ? [a.excuse] : []));
  m.attack = null;
  if (damage(m, a.attacker, a.targetSeat, a.targetTower, a.pips, 'endTurn')) proceed(m, 'endTurn');
}

/** A deep copy (the model's state is small plain data; JSON would do, more slowly). */
const clone = (m: MState): MState => ({
  ...m,
  players: m.players.map((p) => ({ ...p, hand: [...p.hand], towers: p.towers.map((t) => t.map((y) => ({ ...y }))) })),
  scrapyard: m.scrapyard.map((y) => ({ ...y })),
  drawPile: [...m.drawPile],
  discard: [...m.discard],
  phase: { ...m.phase },
  attack: m.attack && { ...m.attack },
  attrition: [...m.attrition],
  notes: [],
});

export function applyModel(before: MState, seat: number, move: MMove): MState {
  const m = clone(before);
  m.shuffled = false;
  const me = m.players[seat];
  switch (move.type) {
    case 'attack':
    case 'attackWithGreen': {
      take(me.hand, move.unblockable ? [move.card, 'excuse'] : [move.card]);
      const greenTower = move.type === 'attackWithGreen' ? move.greenTower : null;
      m.attack = {
        attacker: seat,
        card: move.card,
        excuse: move.unblockable ? 'excuse' : null,
        targetSeat: move.targetSeat,
        targetTower: move.targetTower,
        targetColour: colourOf(m.players[move.targetSeat].towers[move.targetTower])!,
        pips: pipsOf(move.card),
        value: valueOf(move.card),
        wildcardTower: greenTower,
      };
      // "the tower takes 1 pip of damage for being used", the owner dealing it.
      if (greenTower === null || damage(m, seat, seat, greenTower, 1, 'defence')) proceed(m, 'defence');
      if (me.out && m.phase.kind !== 'over') m.notes.push('attack goes on after its attacker is knocked out');
      break;
    }
    case 'defend':
    case 'defendWithGreen': {
      take(me.hand, move.cards);
      const a = m.attack!;
      m.discard.push(a.card, ...(a.excuse ? [a.excuse] : []), ...move.cards);
      m.attack = null;
      if (move.type === 'defend' || damage(m, seat, seat, move.greenTower, 1, 'endTurn')) proceed(m, 'endTurn');
      break;
    }
    case 'takeHit':
      takeHit(m);
      break;
    case 'makeChange': {
      const ph = m.phase;
      if (ph.kind !== 'change') throw new Error('model: no change pending');
      placeChange(m, ph.seat, ph.tower, ph.size, move.colour);
      proceed(m, ph.then);
      break;
    }
    case 'draw':
      if (drawCards(m, seat)) nextTurn(m);
      break;
    case 'remodel':
    case 'remodelSwap':
      take(me.hand, move.cards);
      m.discard.push(...move.cards);
      if (move.type === 'remodelSwap') {
        const stack = me.towers[move.tower];
        const old = stack.pop()!;
        placeChange(m, seat, move.tower, old.size, move.colour);
        m.scrapyard.push(old);
      }
      nextTurn(m);
      break;
    case 'attrition':
      attrition(m, seat, move.tower);
      break;
  }
  return m;
}

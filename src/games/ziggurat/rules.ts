/**
 * Setup and the flow of play: turns, attacks and their pending decisions, drawing and attrition.
 * Every function past `setup` mutates a state the caller cloned; `execute` is the entry point for
 * a move already known to be legal.
 */
import { decktetDeck, sortDecktet, type DecktetCard } from '../../engine/cards/decktet.js';
import type { Seat } from '../../engine/game.js';
import { newRng, Rng } from '../../engine/rng.js';
import { attackPips, defenceValue } from './cards.js';
import {
  addToScrapyard,
  damageTower,
  hasColour,
  placeChange,
  standingTowers,
  swapTop,
  towerColour,
} from './pyramids.js';
import {
  COLOURS,
  HAND_LIMIT,
  RULES_VERSION,
  START_TOWERS,
  SUPPORTED_RULES_VERSIONS,
  type AfterChange,
  type Colour,
  type Player,
  type ZigguratMove,
  type ZigguratOptions,
  type ZigguratState,
} from './state.js';

export function setup(options: ZigguratOptions, seats: number, seed: string, rulesVersion = RULES_VERSION): ZigguratState {
  // The platform only passes versions the game declares; anything else is a programming error.
  if (!SUPPORTED_RULES_VERSIONS.includes(rulesVersion)) throw new Error(`ziggurat: unsupported rules version ${rulesVersion}`);
  const rng = Rng.from(newRng(seed));
  const drawPile = rng.shuffle(decktetDeck(options.extended));
  const startPlayer = rng.int(seats);
  const players: Player[] = Array.from({ length: seats }, (_, seat) => ({
    hand: [],
    towers: START_TOWERS.map((colour) => ({ pyramids: [3, 2, 1].map((size) => ({ stash: seat, colour, size })) })),
    points: 0,
    towersLost: 0,
    eliminated: false,
  }));
  // Deal five each, one at a time, from the top (the end of the array).
  for (let round = 0; round < HAND_LIMIT; round++) for (const p of players) p.hand.push(drawPile.pop()!);
  const state: ZigguratState = {
    rulesVersion,
    options: { extended: options.extended },
    seats,
    rng: newRng(seed),
    drawPile,
    discard: [],
    scrapyard: [],
    players,
    startPlayer,
    current: startPlayer,
    phase: { kind: 'turn' },
    attack: null,
    drawing: null,
    attrition: [],
  };
  // "Place the green pyramids flat in the middle of the table. This area is called the scrapyard."
  for (let seat = 0; seat < seats; seat++) for (const size of [1, 2, 3]) addToScrapyard(state, { stash: seat, colour: 'green', size });
  state.rng = rng.state();
  return state;
}

export const livingSeats = (s: ZigguratState): Seat[] =>
  s.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));

const isOver = (s: ZigguratState): boolean => s.phase.kind === 'over';

function removeFromHand(s: ZigguratState, seat: Seat, cards: readonly DecktetCard[]): void {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => !cards.includes(c));
}

function discardAttack(s: ZigguratState): void {
  const a = s.attack;
  if (!a) return;
  s.discard.push(a.card);
  if (a.excuse) s.discard.push(a.excuse);
  s.attack = null;
}

/** "The battle ends when one player or no players remain." */
function finish(s: ZigguratState): void {
  discardAttack(s);
  s.phase = { kind: 'over' };
  s.drawing = null;
  s.attrition = [];
}

/**
 * A tower was destroyed: its owner loses the n-th tower and the one who dealt the damage scores n
 * ("If the player destroys their own tower, then no points are awarded for that tower").
 */
function loseTower(s: ZigguratState, victim: Seat, dealer: Seat): void {
  const p = s.players[victim];
  p.towersLost += 1;
  if (dealer !== victim) s.players[dealer].points += p.towersLost;
  if (standingTowers(s, victim).length === 0) {
    // "When a player loses their last tower, they are out of the game." Their cards are discarded.
    p.eliminated = true;
    s.discard.push(...sortDecktet(p.hand));
    p.hand = [];
  }
  if (livingSeats(s).length <= 1) finish(s);
}

/**
 * Whether `dealer` picks the change for damage they deal. Only a player knocked out by their own
 * green wildcard can deal damage while out (their attack still resolves); from rules version 2
 * they take no further decision (rules.md, ruling R10), so the match never waits on a
 * player who is out. Version 1 asked them; a state stored before versions existed has none and is
 * version 1.
 */
const choosesChange = (s: ZigguratState, dealer: Seat): boolean => !(s.rulesVersion >= 2 && s.players[dealer].eliminated);

/**
 * Ruling R10 (rules.md): a knocked-out player's change "is made for them by a fixed
 * rule: the largest smaller pyramid available ..., ties by colour in the order red, yellow, green,
 * blue, black". The size is already the largest the change rule allows (`changeSize`); only the
 * colour is left.
 */
const fixedChangeColour = (colours: readonly Colour[]): Colour =>
  COLOURS.find((c) => colours.includes(c))!;

/** Deals damage; returns true when play waits for a change choice (or the game ended). */
function deal(s: ZigguratState, seat: Seat, tower: number, pips: number, dealer: Seat, then: AfterChange): boolean {
  const r = damageTower(s, seat, tower, pips);
  if (r.pending && !choosesChange(s, dealer)) {
    // A change never destroys the tower (its size is at least 1): play goes on.
    placeChange(s, r.pending.seat, r.pending.tower, fixedChangeColour(r.pending.colours), r.pending.size);
    return false;
  }
  if (r.pending) {
    s.phase = { kind: 'change', chooser: dealer, ...r.pending, then };
    return true;
  }
  if (r.destroyed) loseTower(s, seat, dealer);
  return isOver(s);
}

function nextLiving(s: ZigguratState, from: Seat): Seat {
  for (let i = 1; i <= s.seats; i++) {
    const seat = (from + i) % s.seats;
    if (!s.players[seat].eliminated) return seat;
  }
  return from;
}

function endTurn(s: ZigguratState): void {
  discardAttack(s);
  s.current = nextLiving(s, s.current);
  s.phase = { kind: 'turn' };
}

/** True when the target may have a defence; known from public facts only, so it leaks nothing. */
export function targetMayDefend(s: ZigguratState): boolean {
  const a = s.attack!;
  const t = a.targetSeat;
  return (
    a.excuse === null &&
    s.players[t].hand.length > 0 &&
    (hasColour(s, t, 'black') || hasColour(s, t, 'green'))
  );
}

function startDefence(s: ZigguratState): void {
  if (targetMayDefend(s)) s.phase = { kind: 'defence' };
  else takeHit(s);
}

function takeHit(s: ZigguratState): void {
  const a = s.attack!;
  discardAttack(s);
  if (deal(s, a.targetSeat, a.targetTower, a.pips, a.attacker, 'endTurn')) return;
  endTurn(s);
}

function defend(s: ZigguratState, cards: readonly DecktetCard[], greenTower: number | null): void {
  const a = s.attack!;
  removeFromHand(s, a.targetSeat, cards);
  // "Either kind of defense nullifies the attack. Both the attack card and defense cards are discarded."
  discardAttack(s);
  s.discard.push(...cards);
  if (greenTower !== null && deal(s, a.targetSeat, greenTower, 1, a.targetSeat, 'endTurn')) return;
  endTurn(s);
}

function attack(
  s: ZigguratState,
  seat: Seat,
  m: { card: DecktetCard; targetSeat: Seat; targetTower: number; unblockable: boolean },
  greenTower: number | null,
): void {
  const excuse = m.unblockable ? 'excuse' : null;
  removeFromHand(s, seat, excuse ? [m.card, excuse] : [m.card]);
  s.attack = {
    attacker: seat,
    card: m.card,
    excuse,
    targetSeat: m.targetSeat,
    targetTower: m.targetTower,
    targetColour: towerColour(s.players[m.targetSeat].towers[m.targetTower])!,
    pips: attackPips(m.card),
    defenceValue: defenceValue(m.card),
    wildcardTower: greenTower,
  };
  // "Green towers can be used as wildcards ... but the tower takes 1 pip of damage."
  if (greenTower !== null && deal(s, seat, greenTower, 1, seat, 'defence')) return;
  startDefence(s);
}

/** "Draw until you have five cards in your hand." */
function continueDraw(s: ZigguratState, seat: Seat): void {
  const p = s.players[seat];
  p.hand = p.hand.slice(); // a state copy shares the hands (copyState): a hand is replaced, never modified
  while (p.hand.length < HAND_LIMIT && s.drawPile.length > 0) {
    p.hand.push(s.drawPile.pop()!);
    if (s.drawPile.length === 0) return startAttrition(s, seat);
  }
  endTurn(s);
}

/**
 * "When the draw pile is exhausted, each player must select one of their own remaining towers and
 * deal one pip of damage to it" — in seat order from the drawer
 * (rules.md, ruling R8).
 */
function startAttrition(s: ZigguratState, drawer: Seat): void {
  s.drawing = drawer;
  s.attrition = Array.from({ length: s.seats }, (_, i) => (drawer + i) % s.seats);
  processAttrition(s);
}

function processAttrition(s: ZigguratState): void {
  while (s.attrition.length > 0) {
    const seat = s.attrition[0];
    if (s.players[seat].eliminated) {
      s.attrition.shift();
      continue;
    }
    const towers = standingTowers(s, seat);
    if (towers.length > 1) {
      s.phase = { kind: 'attrition' };
      return;
    }
    // A single tower is no choice: it takes the pip at once.
    s.attrition.shift();
    if (deal(s, seat, towers[0], 1, seat, 'attrition')) return;
  }
  finishAttrition(s);
}

/** "Then the discard pile is turned over and shuffled to form a new draw pile." */
function finishAttrition(s: ZigguratState): void {
  const rng = Rng.from(s.rng);
  // The draw pile is empty here, unless a player who left during attrition put their hand in it
  // (`depart`): those cards are shuffled in too (the same shuffle as before when there are none).
  s.drawPile = rng.shuffle([...s.drawPile, ...s.discard]);
  s.discard = [];
  s.rng = rng.state();
  const drawer = s.drawing!;
  s.drawing = null;
  if (s.players[drawer].eliminated) endTurn(s);
  else continueDraw(s, drawer);
}

/**
 * A seat leaves the game (resignation or timeout; rules.md, "Leaving the game"). In
 * the spirit of the seed's "If the player destroys their own tower, then no points are awarded for
 * that tower", the leaver's towers are dismantled into the scrapyard and nobody scores them
 * (standing towers of an absent player would only be free points for whoever reached them first);
 * its hand is shuffled face down into the draw pile (the discard pile is face up: a hand discarded
 * there would be shown). It is then out like an eliminated player, keeps the points it scored, and
 * can never win. A decision it owed is settled as for a knocked-out player: an attack it made or
 * faced is discarded and the turn passes on; a change it had to choose is made by the fixed rule.
 * Returns null for a seat that already left.
 */
export function depart(state: ZigguratState, seat: Seat): ZigguratState | null {
  if (isOver(state) || seat < 0 || seat >= state.seats || (state.departed ?? []).includes(seat)) return null;
  const s = copyState(state);
  s.departed = [...(state.departed ?? []), seat];
  const p = s.players[seat];
  for (const t of p.towers) for (const py of t.pyramids) addToScrapyard(s, py);
  p.towers = p.towers.map(() => ({ pyramids: [] }));
  if (p.hand.length > 0) {
    const rng = Rng.from(s.rng);
    s.drawPile = rng.shuffle([...s.drawPile, ...p.hand]);
    s.rng = rng.state();
    p.hand = [];
  }
  p.eliminated = true;
  if (livingSeats(s).length <= 1) {
    finish(s);
    return s;
  }
  const ph = s.phase;
  const involved = (a: ZigguratState['attack']) => a !== null && (a.attacker === seat || a.targetSeat === seat);
  switch (ph.kind) {
    case 'turn':
      if (s.current === seat) endTurn(s);
      break;
    case 'defence':
      if (involved(s.attack)) endTurn(s);
      break;
    case 'change': {
      // The damaged tower of a leaver is gone already; a change the leaver had to choose is made for it.
      if (ph.seat !== seat && ph.chooser === seat) placeChange(s, ph.seat, ph.tower, fixedChangeColour(ph.colours), ph.size);
      else if (ph.seat !== seat) break; // another player's choice: it still stands
      if (ph.then === 'defence') {
        if (involved(s.attack)) endTurn(s);
        else startDefence(s);
      } else if (ph.then === 'attrition') processAttrition(s);
      else endTurn(s);
      break;
    }
    case 'attrition':
      processAttrition(s);
      break;
  }
  return s;
}

/**
 * A copy of the state that `execute` may change. Only what the rules modify in place is copied:
 * the player records, the piles and the attrition queue. Hands, tower lists, towers, pyramids,
 * the attack, the phase, the options and the generator state are only ever replaced, so the copy
 * shares them (states are immutable from the outside; the conformance suite deep-freezes them,
 * so a change in place would throw). A full JSON copy cost more than the move.
 */
export function copyState(s: ZigguratState): ZigguratState {
  const players: Player[] = new Array(s.players.length);
  for (let i = 0; i < players.length; i++) {
    const p = s.players[i];
    players[i] = { hand: p.hand, towers: p.towers, points: p.points, towersLost: p.towersLost, eliminated: p.eliminated };
  }
  // A state stored before rules versions has no `rulesVersion`: spread, to keep it without one.
  if (s.rulesVersion === undefined) {
    return { ...s, drawPile: s.drawPile.slice(), discard: s.discard.slice(), scrapyard: s.scrapyard.slice(), players, attrition: s.attrition.slice() };
  }
  // Field by field, in the order setup makes them: the spread of the state took a quarter of a
  // random playout's apply (its cache sees states of many shapes).
  const copy: ZigguratState = {
    rulesVersion: s.rulesVersion,
    options: s.options,
    seats: s.seats,
    rng: s.rng,
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    scrapyard: s.scrapyard.slice(),
    players,
    startPlayer: s.startPlayer,
    current: s.current,
    phase: s.phase,
    attack: s.attack,
    drawing: s.drawing,
    attrition: s.attrition.slice(),
  };
  if (s.departed !== undefined) copy.departed = s.departed;
  return copy;
}

/** Applies a legal move (checked by the caller) to a state the caller cloned. */
export function execute(s: ZigguratState, seat: Seat, m: ZigguratMove): void {
  switch (m.type) {
    case 'attack':
      return attack(s, seat, m, null);
    case 'attackWithGreen':
      return attack(s, seat, m, m.greenTower);
    case 'defend':
      return defend(s, m.cards, null);
    case 'defendWithGreen':
      return defend(s, m.cards, m.greenTower);
    case 'takeHit':
      return takeHit(s);
    case 'makeChange': {
      if (s.phase.kind !== 'change') return;
      const { seat: owner, tower, size, then } = s.phase;
      placeChange(s, owner, tower, m.colour, size);
      if (then === 'defence') return startDefence(s);
      if (then === 'attrition') return processAttrition(s);
      return endTurn(s);
    }
    case 'draw':
      return continueDraw(s, seat);
    case 'remodel':
    case 'remodelSwap':
      // "Discard any three cards from your hand. You may exchange the pyramid on top of one of
      // your towers for a pyramid of the same size from the scrapyard."
      removeFromHand(s, seat, m.cards);
      s.discard.push(...m.cards);
      if (m.type === 'remodelSwap') swapTop(s, seat, m.tower, m.colour);
      return endTurn(s);
    case 'attrition':
      s.attrition.shift();
      if (deal(s, seat, m.tower, 1, seat, 'attrition')) return;
      return processAttrition(s);
  }
}

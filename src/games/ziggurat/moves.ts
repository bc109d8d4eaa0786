/**
 * Who must act, the legal moves of a seat, and why a move is refused.
 */
import { decktetCard, decktetIndex, type DecktetCard } from '../../engine/cards/decktet.js';
import type { Rejection, Seat } from '../../engine/game.js';
import { REQUIRED_COLOUR, attackPips, defences, isDefence, sortHand, targetColours, triples } from './cards.js';
import { hasColour, isStanding, scrapyardColours, scrapyardHas, standingTowers, topOf, towerColour, towersOfColour } from './pyramids.js';
import { COLOURS, HAND_LIMIT, type Colour, type ZigguratMove, type ZigguratState } from './state.js';

/** Whether `seat` must act now: `toAct(s).includes(seat)` without building the list (it runs on every listing and move). */
export function mustAct(s: ZigguratState, seat: Seat): boolean {
  switch (s.phase.kind) {
    case 'turn':
      return s.current === seat;
    case 'defence':
      return s.attack!.targetSeat === seat;
    case 'change':
      return s.phase.chooser === seat;
    case 'attrition':
      return s.attrition[0] === seat;
    case 'over':
      return false;
  }
}

export function toAct(s: ZigguratState): Seat[] {
  switch (s.phase.kind) {
    case 'turn':
      return [s.current];
    case 'defence':
      return [s.attack!.targetSeat];
    case 'change':
      return [s.phase.chooser];
    case 'attrition':
      return [s.attrition[0]];
    case 'over':
      return [];
  }
}

/** A set of colours as bits, in COLOURS order. */
const COLOUR_BIT: Record<Colour, number> = Object.fromEntries(COLOURS.map((c, i) => [c, 1 << i])) as Record<Colour, number>;

/** The colours a card's suits can target, as bits (looked up per card per listing). */
const TARGET_BITS = new Map<DecktetCard, number>();
const targetBits = (card: DecktetCard): number => {
  let bits = TARGET_BITS.get(card);
  if (bits === undefined) {
    bits = 0;
    for (const c of targetColours(card)) bits |= COLOUR_BIT[c];
    TARGET_BITS.set(card, bits);
  }
  return bits;
};

function attackMoves(s: ZigguratState, seat: Seat): ZigguratMove[] {
  const hand = sortHand(s.players[seat].hand);
  const unblockables = hand.includes('excuse') ? [false, true] : [false];
  // The standing towers of the other players still in, in seat and tower order, and the colours
  // of the attacker's own towers, looked up once rather than once per card.
  const targetSeats: Seat[] = [];
  const targetTowers: number[] = [];
  const targetColourBits: number[] = [];
  for (let targetSeat = 0; targetSeat < s.seats; targetSeat++) {
    if (targetSeat === seat || s.players[targetSeat].eliminated) continue;
    const towers = s.players[targetSeat].towers;
    for (let targetTower = 0; targetTower < towers.length; targetTower++) {
      const colour = towerColour(towers[targetTower]);
      if (colour === null) continue;
      targetSeats.push(targetSeat);
      targetTowers.push(targetTower);
      targetColourBits.push(COLOUR_BIT[colour]);
    }
  }
  let own = 0;
  for (const t of s.players[seat].towers) {
    const colour = towerColour(t);
    if (colour !== null) own |= COLOUR_BIT[colour];
  }
  let greens: number[] | null = null;
  const out: ZigguratMove[] = [];
  for (const card of hand) {
    const pips = attackPips(card);
    if (pips === 0) continue;
    const useGreen = (own & COLOUR_BIT[REQUIRED_COLOUR[pips]]) === 0;
    if (useGreen) greens ??= towersOfColour(s, seat, 'green');
    if (useGreen && greens!.length === 0) continue;
    const colours = targetBits(card);
    for (let t = 0; t < targetSeats.length; t++) {
      if ((colours & targetColourBits[t]) === 0) continue;
      const targetSeat = targetSeats[t];
      const targetTower = targetTowers[t];
      for (const unblockable of unblockables) {
        if (!useGreen) out.push({ type: 'attack', card, targetSeat, targetTower, unblockable });
        else for (const greenTower of greens!) out.push({ type: 'attackWithGreen', card, targetSeat, targetTower, greenTower, unblockable });
      }
    }
  }
  return out;
}

/** The (tower, colour) exchanges a remodel may make: a top pyramid for a same-size scrapyard pyramid of another colour. */
export function remodelSwaps(s: ZigguratState, seat: Seat): { tower: number; colour: Colour }[] {
  const swaps: { tower: number; colour: Colour }[] = [];
  // The scrapyard's colours by size, looked up once per size rather than once per tower.
  const bySize: (Colour[] | undefined)[] = [];
  const towers = s.players[seat].towers;
  for (let tower = 0; tower < towers.length; tower++) {
    const top = topOf(towers[tower]);
    if (!top) continue;
    const colours = (bySize[top.size] ??= scrapyardColours(s, top.size));
    for (const colour of colours) if (colour !== top.colour) swaps.push({ tower, colour });
  }
  return swaps;
}

/** Appends the remodels to `out` (a turn's list, which can run to hundreds of moves, is built in place). */
function addRemodels(s: ZigguratState, seat: Seat, out: ZigguratMove[]): ZigguratMove[] {
  const p = s.players[seat];
  if (p.hand.length < 3) return out;
  const swaps = remodelSwaps(s, seat);
  for (const cards of triples(p.hand)) {
    out.push({ type: 'remodel', cards });
    for (let i = 0; i < swaps.length; i++) out.push({ type: 'remodelSwap', cards, tower: swaps[i].tower, colour: swaps[i].colour });
  }
  return out;
}

function defenceMoves(s: ZigguratState, seat: Seat): ZigguratMove[] {
  const a = s.attack!;
  const sets = defences(s.players[seat].hand, { attackCard: a.card, targetColour: a.targetColour });
  const out: ZigguratMove[] = [];
  if (hasColour(s, seat, 'black')) for (const cards of sets) out.push({ type: 'defend', cards });
  else {
    for (const greenTower of towersOfColour(s, seat, 'green')) {
      for (const cards of sets) out.push({ type: 'defendWithGreen', cards, greenTower });
    }
  }
  out.push({ type: 'takeHit' });
  return out;
}

export function legalMoves(s: ZigguratState, seat: Seat): ZigguratMove[] {
  if (!mustAct(s, seat)) return [];
  switch (s.phase.kind) {
    case 'turn': {
      const moves = attackMoves(s, seat);
      if (s.players[seat].hand.length < HAND_LIMIT && s.drawPile.length > 0) moves.push({ type: 'draw' });
      return addRemodels(s, seat, moves);
    }
    case 'defence':
      return defenceMoves(s, seat);
    case 'change':
      return s.phase.colours.map((colour): ZigguratMove => ({ type: 'makeChange', colour }));
    case 'attrition':
      return standingTowers(s, seat).map((tower): ZigguratMove => ({ type: 'attrition', tower }));
    case 'over':
      return [];
  }
}

/** Whether `cards` are cards of `hand`, each once, in canonical Decktet order (as listed moves name them). */
const fromHandInOrder = (hand: readonly DecktetCard[], cards: readonly DecktetCard[]): boolean =>
  cards.every((c, i) => hand.includes(c) && (i === 0 || decktetIndex(cards[i - 1]) < decktetIndex(c)));

/**
 * Whether a well-formed move is one of `legalMoves(s, seat)`, decided by the rules for that move
 * alone: listing a turn's moves to look one up costs hundreds of moves. Each case states the
 * conditions under which the listing above produces the move; legality.spec.ts checks the two
 * agree on every move listed and on near misses.
 */
export function isLegal(s: ZigguratState, seat: Seat, m: ZigguratMove): boolean {
  if (!mustAct(s, seat)) return false;
  const p = s.players[seat];
  const phase = s.phase;
  switch (m.type) {
    case 'attack':
    case 'attackWithGreen': {
      const pips = attackPips(m.card);
      if (phase.kind !== 'turn' || pips === 0 || !p.hand.includes(m.card)) return false;
      if (m.unblockable && !p.hand.includes('excuse')) return false;
      if (m.targetSeat === seat || m.targetSeat >= s.seats || s.players[m.targetSeat].eliminated) return false;
      const target = s.players[m.targetSeat].towers[m.targetTower];
      const colour = target ? towerColour(target) : null;
      if (colour === null || !targetColours(m.card).includes(colour)) return false;
      const own = hasColour(s, seat, REQUIRED_COLOUR[pips]);
      if (m.type === 'attack') return own;
      const green = p.towers[m.greenTower];
      return !own && green !== undefined && towerColour(green) === 'green';
    }
    case 'draw':
      return phase.kind === 'turn' && p.hand.length < HAND_LIMIT && s.drawPile.length > 0;
    case 'remodel':
    case 'remodelSwap': {
      if (phase.kind !== 'turn' || m.cards.length !== 3 || !fromHandInOrder(p.hand, m.cards)) return false;
      if (m.type === 'remodel') return true;
      const tower = p.towers[m.tower];
      const top = tower ? topOf(tower) : null;
      return top !== null && top.colour !== m.colour && scrapyardHas(s, m.colour, top.size);
    }
    case 'defend':
    case 'defendWithGreen': {
      if (phase.kind !== 'defence') return false;
      const black = hasColour(s, seat, 'black');
      if (m.type === 'defend' ? !black : black || towerColour(p.towers[m.greenTower] ?? { pyramids: [] }) !== 'green') return false;
      const a = s.attack!;
      return m.cards.length > 0 && fromHandInOrder(p.hand, m.cards) && isDefence(m.cards, { attackCard: a.card, targetColour: a.targetColour });
    }
    case 'takeHit':
      return phase.kind === 'defence';
    case 'makeChange':
      return phase.kind === 'change' && phase.colours.includes(m.colour);
    case 'attrition': {
      const tower = p.towers[m.tower];
      return phase.kind === 'attrition' && tower !== undefined && isStanding(tower);
    }
  }
}

const r = (code: string, reason: string): Rejection => ({ code, reason });

const PHASE_HINT: Record<ZigguratState['phase']['kind'], string> = {
  turn: 'It is your turn: attack, draw or remodel.',
  defence: 'You are under attack: defend or take the hit.',
  change: 'Pick the scrapyard pyramid to place as change.',
  attrition: 'The draw pile ran out: pick the tower that takes 1 pip.',
  over: 'The battle is over.',
};

const PHASE_OF: Record<ZigguratMove['type'], ZigguratState['phase']['kind']> = {
  attack: 'turn',
  attackWithGreen: 'turn',
  draw: 'turn',
  remodel: 'turn',
  remodelSwap: 'turn',
  defend: 'defence',
  defendWithGreen: 'defence',
  takeHit: 'defence',
  makeChange: 'change',
  attrition: 'attrition',
};

function checkCards(s: ZigguratState, seat: Seat, cards: readonly DecktetCard[]): Rejection | null {
  const hand = s.players[seat].hand;
  if (new Set(cards).size !== cards.length) return r('DUPLICATE_CARDS', 'A card may be listed only once.');
  const missing = cards.find((c) => !hand.includes(c));
  if (missing) return r('CARD_NOT_IN_HAND', `${decktetCard(missing).name} is not in your hand.`);
  if (cards.some((c, i) => i > 0 && decktetIndex(cards[i - 1]) > decktetIndex(c))) {
    return r('CARDS_NOT_IN_ORDER', 'List the cards in canonical Decktet order (Aces, 2s to 9s, Crowns, extended cards).');
  }
  return null;
}

function checkTower(s: ZigguratState, seat: Seat, tower: number): Rejection | null {
  const t = s.players[seat]?.towers[tower];
  return t && isStanding(t) ? null : r('NO_SUCH_TOWER', `Tower ${tower} of player ${seat} is not standing.`);
}

function checkGreen(s: ZigguratState, seat: Seat, tower: number, needed: string): Rejection | null {
  if (hasColour(s, seat, needed as 'red')) {
    return r('GREEN_NOT_NEEDED', `You have a ${needed} tower, so a green tower cannot stand in for it.`);
  }
  return towerColour(s.players[seat].towers[tower] ?? { pyramids: [] }) === 'green'
    ? null
    : r('NOT_A_GREEN_TOWER', `Your tower ${tower} is not green.`);
}

/** Why a move that is not legal now is refused (the caller found it is not legal). */
export function diagnose(s: ZigguratState, seat: Seat, m: ZigguratMove): Rejection {
  const phase = s.phase.kind;
  if (PHASE_OF[m.type] !== phase) return r('WRONG_PHASE', `A ${m.type} move is not possible now. ${PHASE_HINT[phase]}`);
  const p = s.players[seat];
  switch (m.type) {
    case 'attack':
    case 'attackWithGreen': {
      const bad = checkCards(s, seat, m.unblockable ? [m.card, 'excuse'].filter((c, i, a) => a.indexOf(c) === i) : [m.card]);
      if (bad) return bad;
      const pips = attackPips(m.card);
      if (pips === 0) return r('NOT_AN_ATTACK_CARD', 'The Excuse cannot attack by itself.');
      if (m.targetSeat === seat || m.targetSeat >= s.seats || s.players[m.targetSeat].eliminated) {
        return r('INVALID_TARGET', 'Attack another player who is still in the battle.');
      }
      const tower = checkTower(s, m.targetSeat, m.targetTower);
      if (tower) return tower;
      const colour = towerColour(s.players[m.targetSeat].towers[m.targetTower])!;
      if (!targetColours(m.card).includes(colour)) {
        return r('TARGET_NOT_ELIGIBLE', `The suits of ${decktetCard(m.card).name} cannot target a ${colour} tower.`);
      }
      const required = REQUIRED_COLOUR[pips];
      if (m.type === 'attack') {
        return r('TOWER_COLOUR_REQUIRED', `A ${pips}-pip attack needs a ${required} tower (or a green tower as a wildcard).`);
      }
      return checkGreen(s, seat, m.greenTower, required) ?? r('ILLEGAL_MOVE', 'That attack is not possible now.');
    }
    case 'draw':
      return r('HAND_FULL', 'You already hold five cards.');
    case 'remodel':
    case 'remodelSwap': {
      if (m.cards.length !== 3) return r('REMODEL_NEEDS_THREE_CARDS', 'Remodelling discards exactly three cards.');
      const bad = checkCards(s, seat, m.cards);
      if (bad || m.type === 'remodel') return bad ?? r('ILLEGAL_MOVE', 'That remodel is not possible now.');
      const tower = checkTower(s, seat, m.tower);
      if (tower) return tower;
      const top = topOf(p.towers[m.tower])!;
      if (top.colour === m.colour) return r('SWAP_SAME_COLOUR', 'Exchange the top pyramid for one of another colour.');
      return r('COLOUR_NOT_AVAILABLE', `The scrapyard has no ${m.colour} ${top.size}-pip pyramid.`);
    }
    case 'defend':
    case 'defendWithGreen': {
      const a = s.attack!;
      if (a.excuse) return r('ATTACK_UNBLOCKABLE', 'The Excuse made this attack unblockable.');
      const bad = checkCards(s, seat, m.cards);
      if (bad) return bad;
      if (m.type === 'defend' && !hasColour(s, seat, 'black')) {
        return r('DEFENCE_TOWER_REQUIRED', 'Defending needs a black tower (or a green tower as a wildcard).');
      }
      if (m.type === 'defendWithGreen') {
        const green = checkGreen(s, seat, m.greenTower, 'black');
        if (green) return green;
      }
      if (!isDefence(m.cards, { attackCard: a.card, targetColour: a.targetColour })) {
        return r(
          'DEFENCE_DOES_NOT_MATCH',
          `Defend with an Ace whose suit matches the ${a.targetColour} tower, cards whose ranks add up to exactly ${a.defenceValue}, or the Excuse.`,
        );
      }
      return r('ILLEGAL_MOVE', 'That defence is not possible now.');
    }
    case 'makeChange':
      return r('COLOUR_NOT_AVAILABLE', `The change must be one of: ${s.phase.kind === 'change' ? s.phase.colours.join(', ') : ''}.`);
    case 'attrition':
      return checkTower(s, seat, m.tower) ?? r('ILLEGAL_MOVE', 'That tower cannot take attrition now.');
    case 'takeHit':
      return r('ILLEGAL_MOVE', 'That move is not possible now.');
  }
}

/**
 * An independent reference model of Ziggurat's legal moves (issue 17), written from the seed text
 * (seed 003) and the rulings of rules.md only, never from the engine's rule files. It
 * has its own small types and reads the engine's state through `fromEngine`; compare.ts checks the
 * engine against it.
 *
 * The pending states (an attack awaiting its target, a change to make, attrition choices) are
 * read from the engine's state; the model decides on its own what each of them allows, and
 * apply.ts predicts independently which pending state a move leads to.
 */
import { decktetCard, sortDecktet, type DecktetCard } from '../../../engine/cards/decktet.js';
import type { ZigguratState } from '../state.js';

/**
 * The rules version the model follows: the rulings of rules.md, with ruling R10 on a
 * player knocked out by their own wildcard. Version 1 (asking that player anyway) is not modelled.
 */
export const MODEL_RULES_VERSION = 2;

export type Colour = 'red' | 'yellow' | 'green' | 'blue' | 'black';
/**
 * Ruling R10 (rules.md): "ties by colour in the order red, yellow, green, blue,
 * black".
 */
export const COLOUR_ORDER: readonly Colour[] = ['red', 'yellow', 'green', 'blue', 'black'];

export interface Pyr {
  colour: Colour;
  size: number;
}

export interface MPlayer {
  hand: DecktetCard[];
  /** Four stacks, bottom first; an empty stack is a destroyed tower. */
  towers: Pyr[][];
  points: number;
  lost: number;
  out: boolean;
}

export interface MAttack {
  attacker: number;
  card: DecktetCard;
  excuse: DecktetCard | null;
  targetSeat: number;
  targetTower: number;
  targetColour: Colour;
  pips: number;
  value: number;
  wildcardTower: number | null;
}

export type Then = 'defence' | 'endTurn' | 'attrition';

export type MPhase =
  | { kind: 'turn' }
  | { kind: 'defence' }
  | { kind: 'change'; chooser: number; seat: number; tower: number; size: number; then: Then }
  | { kind: 'attrition' }
  | { kind: 'over' };

export interface MState {
  seats: number;
  extended: boolean;
  players: MPlayer[];
  scrapyard: Pyr[];
  /** Top is the last element. */
  drawPile: DecktetCard[];
  discard: DecktetCard[];
  current: number;
  phase: MPhase;
  attack: MAttack | null;
  drawing: number | null;
  /** Seats still to choose their attrition tower, the one choosing now first. */
  attrition: number[];
  /** Set by apply when the discard pile was shuffled: the draw order is then unknown to the model. */
  shuffled: boolean;
  /** What notable rules the last apply went through, so that a test can show they were exercised. */
  notes: string[];
}

/** The model's moves have exactly the engine's move shapes (state.ts), so they compare as JSON. */
export type MMove =
  | { type: 'attack'; card: DecktetCard; targetSeat: number; targetTower: number; unblockable: boolean }
  | { type: 'attackWithGreen'; card: DecktetCard; targetSeat: number; targetTower: number; greenTower: number; unblockable: boolean }
  | { type: 'defend'; cards: DecktetCard[] }
  | { type: 'defendWithGreen'; cards: DecktetCard[]; greenTower: number }
  | { type: 'takeHit' }
  | { type: 'makeChange'; colour: Colour }
  | { type: 'draw' }
  | { type: 'remodel'; cards: DecktetCard[] }
  | { type: 'remodelSwap'; cards: DecktetCard[]; tower: number; colour: Colour }
  | { type: 'attrition'; tower: number };

export const HAND = 5;

/**
 * Ruling R3 (rules.md): "Moons black; Suns red; Waves blue; Leaves red; Wyrms green;
 * Knots yellow."
 */
const SUIT_COLOUR: Record<string, Colour> = {
  moons: 'black',
  suns: 'red',
  waves: 'blue',
  leaves: 'red',
  wyrms: 'green',
  knots: 'yellow',
};

/** Ruling R3: "A card may target a tower of any colour that one of its suits maps to." */
export const targets = (card: DecktetCard): Set<Colour> => new Set(decktetCard(card).suits.map((s) => SUIT_COLOUR[s]));

/** Seed: A-5 1 pip, 6-9 2 pips, Crown 3; extended: Pawn 1, Court 2; the Excuse never attacks. */
export function pipsOf(card: DecktetCard): number {
  const c = decktetCard(card);
  if (c.rank === 'ace' || c.rank === 'pawn') return 1;
  if (c.rank === 'court') return 2;
  if (c.rank === 'crown') return 3;
  if (c.rank === 'number') return (c.value ?? 0) <= 5 ? 1 : 2;
  return 0;
}

/** The seed's table: a 1-pip attack needs red, 2 pips blue, 3 pips yellow. */
export const NEEDS: Record<number, Colour> = { 1: 'red', 2: 'blue', 3: 'yellow' };

/**
 * What a rank defence must sum to. Ruling R4 (rules.md): "Ace 1, 2-9 face value,
 * Crown 10"; seed: against a Pawn or Court, "cards with ranks adding up to 10".
 */
export function valueOf(card: DecktetCard): number {
  const c = decktetCard(card);
  if (c.rank === 'pawn' || c.rank === 'court') return 10;
  return c.value ?? 0;
}

/** A card's rank in a defence sum, or null if it cannot be summed (Pawn, Court, Excuse). */
function defenceRank(card: DecktetCard): number | null {
  const c = decktetCard(card);
  return c.rank === 'ace' || c.rank === 'number' || c.rank === 'crown' ? c.value : null;
}

export const colourOf = (tower: Pyr[]): Colour | null => (tower.length ? tower[tower.length - 1].colour : null);
export const pipsLeft = (p: MPlayer): number => p.towers.reduce((n, t) => n + t.reduce((m, y) => m + y.size, 0), 0);
export const standing = (p: MPlayer): boolean => p.towers.some((t) => t.length > 0);
const towersOf = (p: MPlayer, colour: Colour): number[] =>
  p.towers.flatMap((t, i) => (colourOf(t) === colour ? [i] : []));

/**
 * Ruling R9 (rules.md): "The game ends when at most one player has towers left". A
 * tower waiting for its change is still standing (its damaged pyramid is already in the scrapyard).
 */
export const isOver = (m: MState): boolean => {
  const ph = m.phase;
  return m.players.filter((p, i) => standing(p) || (ph.kind === 'change' && ph.seat === i)).length <= 1;
};

export function fromEngine(s: ZigguratState): MState {
  const pyr = (p: { colour: string; size: number }): Pyr => ({ colour: p.colour as Colour, size: p.size });
  const ph = s.phase;
  const phase: MPhase =
    ph.kind === 'change'
      ? { kind: 'change', chooser: ph.chooser, seat: ph.seat, tower: ph.tower, size: ph.size, then: ph.then }
      : { kind: ph.kind };
  const a = s.attack;
  return {
    seats: s.seats,
    extended: s.options.extended,
    players: s.players.map((p) => ({
      hand: [...p.hand],
      towers: p.towers.map((t) => t.pyramids.map(pyr)),
      points: p.points,
      lost: p.towersLost,
      out: p.eliminated,
    })),
    scrapyard: s.scrapyard.map(pyr),
    drawPile: [...s.drawPile],
    discard: [...s.discard],
    current: s.current,
    phase,
    attack: a && {
      attacker: a.attacker,
      card: a.card,
      excuse: a.excuse,
      targetSeat: a.targetSeat,
      targetTower: a.targetTower,
      targetColour: a.targetColour,
      pips: a.pips,
      value: a.defenceValue,
      wildcardTower: a.wildcardTower,
    },
    drawing: s.drawing,
    attrition: [...s.attrition],
    shuffled: false,
    notes: [],
  };
}

export function toAct(m: MState): number[] {
  if (isOver(m)) return [];
  switch (m.phase.kind) {
    case 'turn':
      return [m.current];
    case 'defence':
      return [m.attack!.targetSeat];
    case 'change':
      return [m.phase.chooser];
    case 'attrition':
      // Players knocked out meanwhile have no tower left to choose.
      return m.attrition.filter((s) => !m.players[s].out).slice(0, 1);
    case 'over':
      return [];
  }
}

/** Every subset of `items` of size `k` (k omitted: every non-empty subset). */
function subsets<T>(items: readonly T[], k?: number): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const pick = items.filter((_, i) => mask & (1 << i));
    if (k === undefined || pick.length === k) out.push(pick);
  }
  return out;
}

/**
 * Seed: defend with "an Ace with a suit that matches the color of the target tower", or "one or
 * more cards with total ranks exactly equal to the rank of the attack card"; the Excuse "may be
 * played as a defense against any attack ... it plays like an Ace of any suit": alone, as the
 * matching Ace, not as a 1 in a sum (it has no rank). Extended deck: "defend against a Pawn or Court by
 * playing an Ace (of the appropriate suit), cards with ranks adding up to 10, or a Court. Pawns
 * and Courts may not be played as defenses": the two sentences clash; the model takes the
 * specific one for Pawn and Court attacks (a lone Court), the general one for every other.
 */
export function defenceSets(hand: readonly DecktetCard[], attack: MAttack, targetColour: Colour): DecktetCard[][] {
  const out: DecktetCard[][] = [];
  const extendedAttack = ['pawn', 'court'].includes(decktetCard(attack.card).rank);
  for (const c of hand) {
    const info = decktetCard(c);
    if (info.rank === 'excuse') out.push([c]);
    if (info.rank === 'ace' && SUIT_COLOUR[info.suits[0]] === targetColour) out.push([c]);
    if (info.rank === 'court' && extendedAttack) out.push([c]);
  }
  const value = valueOf(attack.card);
  for (const set of subsets(hand.filter((c) => defenceRank(c) !== null))) {
    if (set.reduce((n, c) => n + defenceRank(c)!, 0) === value) out.push(set);
  }
  return out.map(sortDecktet);
}

function turnMoves(m: MState, seat: number): MMove[] {
  const me = m.players[seat];
  const moves: MMove[] = [];
  const excuse = me.hand.includes('excuse');
  for (const card of new Set(me.hand)) {
    const pips = pipsOf(card);
    if (pips === 0) continue;
    const hits = targets(card);
    const need = NEEDS[pips];
    // Seed: a green tower is a wildcard only for "a colour of tower which you do not have".
    const greens = towersOf(me, need).length > 0 ? [null] : towersOf(me, 'green');
    // The Excuse "can instead be played at the same time an attack is made ... unblockable".
    const blocks = excuse && card !== 'excuse' ? [false, true] : [false];
    m.players.forEach((them, targetSeat) => {
      if (targetSeat === seat || them.out) return;
      them.towers.forEach((t, targetTower) => {
        const colour = colourOf(t);
        if (!colour || !hits.has(colour)) return;
        for (const g of greens)
          for (const unblockable of blocks)
            moves.push(
              g === null
                ? { type: 'attack', card, targetSeat, targetTower, unblockable }
                : { type: 'attackWithGreen', card, targetSeat, targetTower, greenTower: g, unblockable },
            );
      });
    });
  }
  // "Draw until you have five cards in your hand": with five there is nothing to draw.
  if (me.hand.length < HAND) moves.push({ type: 'draw' });
  // Remodel: "Discard any three cards ... You may exchange the pyramid on top of one of your
  // towers for a pyramid of the same size from the scrapyard" (of another colour: same is no swap).
  for (const cards of subsets(sortDecktet(me.hand), 3)) {
    moves.push({ type: 'remodel', cards });
    me.towers.forEach((t, tower) => {
      if (!t.length) return;
      const top = t[t.length - 1];
      for (const colour of COLOUR_ORDER)
        if (colour !== top.colour && m.scrapyard.some((p) => p.size === top.size && p.colour === colour))
          moves.push({ type: 'remodelSwap', cards, tower, colour });
    });
  }
  return moves;
}

function defenceMoves(m: MState, seat: number): MMove[] {
  const a = m.attack!;
  const me = m.players[seat];
  const moves: MMove[] = [{ type: 'takeHit' }];
  // The Excuse played with the attack: "no defense can be made against such an attack".
  if (a.excuse) return moves;
  const colour = colourOf(me.towers[a.targetTower])!;
  const sets = defenceSets(me.hand, a, colour);
  // "In order to play a defense, the target player must have a black or green tower"; green only
  // stands in for a colour "which you do not have".
  const blacks = towersOf(me, 'black');
  for (const cards of sets) {
    if (blacks.length) moves.push({ type: 'defend', cards });
    else for (const greenTower of towersOf(me, 'green')) moves.push({ type: 'defendWithGreen', cards, greenTower });
  }
  return moves;
}

export function legalMoves(m: MState, seat: number): MMove[] {
  if (!toAct(m).includes(seat)) return [];
  const ph = m.phase;
  switch (ph.kind) {
    case 'turn':
      return turnMoves(m, seat);
    case 'defence':
      return defenceMoves(m, seat);
    case 'change':
      return COLOUR_ORDER.filter((c) => m.scrapyard.some((p) => p.size === ph.size && p.colour === c)).map((colour) => ({
        type: 'makeChange',
        colour,
      }));
    case 'attrition':
      // "every player ... chooses one of their own towers to take 1 pip".
      return m.players[seat].towers.flatMap((t, tower) => (t.length ? [{ type: 'attrition' as const, tower }] : []));
    case 'over':
      return [];
  }
}

export interface MOutcome {
  finished: boolean;
  winners: number[];
  draw: boolean;
  scores: number[];
}

/**
 * Seed: "A player with pyramids remaining scores 1 point for each pip ... This includes players
 * who were knocked out". Ruling R11 (rules.md), on a tie for most points: "Nobody at
 * the table wins, and it is not a draw either" (the uninvolved wizard wins).
 */
export function outcome(m: MState): MOutcome {
  const scores = m.players.map((p) => p.points + pipsLeft(p));
  if (!isOver(m)) return { finished: false, winners: [], draw: false, scores };
  const best = Math.max(...scores);
  const top = scores.flatMap((s, i) => (s === best ? [i] : []));
  return { finished: true, winners: top.length === 1 ? top : [], draw: false, scores };
}

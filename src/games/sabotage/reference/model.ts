/**
 * Reference model of Sabotage (issue 17): a second, minimal reading of the rulings of
 * rules.md and seed 000, written without looking at the engine's rule files.
 * compare.ts plays the engine and this model side by side; any difference in who acts, the legal
 * moves, the next table or the result is a deviation of one of them from the rulings.
 *
 * Shuffles are the one thing the model cannot know: the rulings say which cards are shuffled,
 * not in what order. When the model must reshuffle, the new stock is made of placeholder codes
 * `?<event>.<index>` and the pile is recorded in `reshuffles`; compare.ts then binds each
 * placeholder to the card the engine shows in its place and checks that the bound cards are
 * exactly the reshuffled pile.
 */

export interface SlotCard {
  readonly card: string;
  readonly faceUp: boolean;
  /** Dealt onto an apex by the both-reached rule (version 1 does not count removing it alone). */
  readonly redealt: boolean;
}

export type ModelMove = { type: 'remove'; cards: string[] } | { type: 'place'; slot: number } | { type: 'pass' };

export type ModelResult = { kind: 'won'; winner: number } | { kind: 'drawn' } | null;

export interface Table {
  /**
   * Rules version: 1 (no re-deal cap, re-dealt apex removals alone do not count) or 2 (ruling R12).
   */
  version: number;
  rows: number;
  pyramids: (SlotCard | null)[][];
  centre: string | null;
  display: string | null;
  /** Top last. */
  stock: string[];
  /** A multiset: the order of the face-up discard pile decides nothing. */
  discard: string[];
  drawer: number;
  turn: number;
  /** True during the second player's turn of the round. */
  second: boolean;
  /** Sabotage cards the player to act must still place. */
  pending: number;
  /** A counted removal since the stock was last formed (deal or reshuffle). */
  removalThisPass: boolean;
  /** Both apex slots have been empty at every moment of this round so far. */
  bothReachedAllRound: boolean;
  redeals: number;
  result: ModelResult;
  /** Piles reshuffled during the last applied move, in order (see the file comment). */
  reshuffles: string[][];
}

/**
 * Ruling R12 (rules.md): "the both-reached re-deal happens at most 12 times in a
 * game".
 */
export const REDEAL_CAP = 12;

/** Seed: "2-10 = to their respective numerical value; A = 1, J = 11, Q = 12, K = 13". */
export const valueOf = (card: string): number => 'A23456789TJQK'.indexOf(card[0]) + 1;

export const sizeOf = (rows: number): number => (rows * (rows + 1)) / 2;
const rowStart = (r: number): number => (r * (r + 1)) / 2;
const rowOf = (slot: number): number => {
  let r = 0;
  while (rowStart(r + 1) <= slot) r++;
  return r;
};

/**
 * Ruling R2 (rules.md): "A pyramid card is exposed when no card of the row nearer its
 * owner overlaps it (as in solitaire)". Slot (r, c) is overlapped by (r+1, c) and (r+1, c+1); the
 * base row by nothing.
 */
export function isExposed(pyramid: readonly (SlotCard | null)[], slot: number, rows: number): boolean {
  if (pyramid[slot] === null) return false;
  const r = rowOf(slot);
  if (r === rows - 1) return true;
  const c = slot - rowStart(r);
  return pyramid[rowStart(r + 1) + c] === null && pyramid[rowStart(r + 1) + c + 1] === null;
}

const exposedCards = (t: Table, seat: number): string[] =>
  t.pyramids[seat].flatMap((s, i) => (s !== null && isExposed(t.pyramids[seat], i, t.rows) ? [s.card] : []));

const emptySlots = (pyramid: readonly (SlotCard | null)[]): number[] => pyramid.flatMap((s, i) => (s === null ? [i] : []));

/**
 * Ruling R6 (rules.md): "A player has reached the centre once their own apex slot is
 * empty."
 */
const reached = (t: Table, seat: number): boolean => t.pyramids[seat][0] === null;

export const toAct = (t: Table): number[] => (t.result === null ? [t.turn] : []);

/**
 * Every legal move of `seat` (removals as sorted card lists). Rulings R4 and R7
 * (rules.md): "In a turn a player makes removals, in any order and number, then
 * passes"; the sabotage cards are placed "before any further removal".
 */
export function legalMoves(t: Table, seat: number): ModelMove[] {
  if (t.result !== null || seat !== t.turn) return [];
  if (t.pending > 0) return emptySlots(t.pyramids[1 - seat]).map((slot) => ({ type: 'place', slot }));
  const moves: ModelMove[] = [{ type: 'pass' }];
  const own = exposedCards(t, seat);
  const remove = (...cards: string[]) => moves.push({ type: 'remove', cards: cards.sort() });
  // Ruling R5: "an exposed King of the player's own pyramid alone; two exposed cards of their own
  // pyramid summing to 13; or one exposed card of their own pyramid with the display card, summing
  // to 13"
  for (const a of own) if (valueOf(a) === 13) remove(a);
  for (let i = 0; i < own.length; i++) {
    for (let j = i + 1; j < own.length; j++) if (valueOf(own[i]) + valueOf(own[j]) === 13) remove(own[i], own[j]);
  }
  if (t.display !== null) for (const a of own) if (valueOf(a) + valueOf(t.display) === 13) remove(a, t.display);
  // Ruling R6: once "their own apex slot is empty", "the centre card with an exposed card of their
  // own or with the display card, summing to 13, or alone if it is a King"
  if (t.centre !== null && reached(t, seat)) {
    if (valueOf(t.centre) === 13) remove(t.centre);
    for (const a of own) if (valueOf(a) + valueOf(t.centre) === 13) remove(a, t.centre);
    if (t.display !== null && valueOf(t.display) + valueOf(t.centre) === 13) remove(t.display, t.centre);
  }
  return moves;
}

/**
 * The top stock card, reshuffling first if the stock is empty. Rulings R9 and R11
 * (rules.md): when a card is needed and "the stock is empty, the discard pile is
 * shuffled to form a new stock. If both are empty ... the game is drawn", and "If a whole pass
 * through the stock, counted from the deal or the last reshuffle, goes by without a removal by
 * either player, the game is drawn": the pass is over when its stock is needed and found empty.
 * Returns null when the game is drawn instead.
 */
function drawCard(t: Table): string | null {
  if (t.stock.length === 0) {
    if (t.discard.length === 0 || !t.removalThisPass) {
      t.result = { kind: 'drawn' };
      return null;
    }
    const event = t.reshuffles.length;
    t.reshuffles.push(t.discard);
    t.stock = t.discard.map((_, i) => `?${event}.${i}`);
    t.discard = [];
    t.removalThisPass = false;
  }
  return t.stock.pop() as string;
}

/**
 * Ruling R7 (rules.md): "If the opponent's pyramid has no empty slot, the card goes
 * to the discard pile."
 */
function discardUnplaceable(t: Table): void {
  while (t.pending > 0 && t.result === null && emptySlots(t.pyramids[1 - t.turn]).length === 0) {
    const card = drawCard(t);
    if (card === null) return;
    t.discard.push(card);
    t.pending--;
  }
}

function remove(t: Table, seat: number, cards: readonly string[]): void {
  const own = t.pyramids[seat];
  let counts = t.version >= 2; // ruling R12: "every removal counts, re-dealt cards included"
  let centre = false;
  for (const card of cards) {
    const slot = own.findIndex((s) => s !== null && s.card === card);
    if (slot >= 0) {
      if (!(own[slot] as SlotCard).redealt) counts = true;
      own[slot] = null;
    } else if (t.display === card) t.display = null;
    else if (t.centre === card) {
      t.centre = null;
      centre = true;
      counts = true;
    }
    t.discard.push(card);
  }
  if (counts) t.removalThisPass = true;
  // Ruling R6: "Clearing the centre card wins at once."
  if (centre) {
    t.result = { kind: 'won', winner: seat };
    return;
  }
  // Ruling R2: "A face-down card that becomes exposed is turned face up at once: it is revealed";
  // ruling R7: "Each removal that reveals N face-down cards obliges the remover to place N sabotage
  // cards".
  let revealed = 0;
  own.forEach((s, i) => {
    if (s !== null && !s.faceUp && isExposed(own, i, t.rows)) {
      own[i] = { ...s, faceUp: true };
      revealed++;
    }
  });
  t.pending = revealed;
  discardUnplaceable(t);
}

/**
 * End of round. Ruling R8: "An unused display card goes to the discard pile at the end of the
 * round." Ruling R10: "When both players have reached the centre and a whole round passes with the
 * centre card still there, one stock card is dealt face up onto each player's apex slot, the
 * drawer's first" — the drawer of the round that passed — and ruling R12: "at most 12 times in a
 * game". Then the next round (ruling R3): "the round's drawer alternates"; "The drawer's top stock
 * card is turned face up as the round's display card".
 */
function endRound(t: Table): void {
  if (t.display !== null) t.discard.push(t.display);
  t.display = null;
  if (t.bothReachedAllRound && t.centre !== null && (t.version < 2 || t.redeals < REDEAL_CAP)) {
    for (const seat of [t.drawer, 1 - t.drawer]) {
      const card = drawCard(t);
      if (card === null) return;
      t.pyramids[seat][0] = { card, faceUp: true, redealt: true };
    }
    t.redeals++;
  }
  t.drawer = 1 - t.drawer;
  t.turn = t.drawer;
  t.second = false;
  const display = drawCard(t);
  if (display === null) return;
  t.display = display;
  t.bothReachedAllRound = reached(t, 0) && reached(t, 1);
}

/** The table after a legal move of `seat` (a fresh copy; `t` is not changed). */
export function applyMove(t0: Table, seat: number, move: ModelMove): Table {
  const t: Table = {
    ...t0,
    pyramids: t0.pyramids.map((p) => p.slice()),
    stock: t0.stock.slice(),
    discard: t0.discard.slice(),
    reshuffles: [],
  };
  if (move.type === 'remove') remove(t, seat, move.cards);
  else if (move.type === 'place') {
    // Ruling R7: each sabotage card is "the top stock card (reshuffling as in R9), laid face up in
    // an empty slot of the opponent's pyramid that the remover chooses"
    const card = drawCard(t);
    if (card !== null) {
      t.pyramids[1 - seat][move.slot] = { card, faceUp: true, redealt: false };
      t.pending--;
      discardUnplaceable(t);
    }
  } else if (!t.second) {
    // Ruling R4: "the drawer takes a turn, then the other player"
    t.turn = 1 - t.drawer;
    t.second = true;
  } else {
    endRound(t);
    return t;
  }
  if (t.result === null) t.bothReachedAllRound = t.bothReachedAllRound && reached(t, 0) && reached(t, 1);
  return t;
}

/**
 * What the deal must look like (rules.md, rulings R1 and R3): two pyramids of `rows`
 * rows, "The base rows are face up and every other pyramid card is face down", a face-up centre
 * card, "The rest is the stock; the discard pile starts empty", and player 1's display card already
 * turned. Returns the problems found (empty when right).
 */
export function dealProblems(t: Table): string[] {
  const problems: string[] = [];
  const size = sizeOf(t.rows);
  t.pyramids.forEach((p, seat) => {
    if (p.length !== size || p.some((s) => s === null)) problems.push(`pyramid ${seat} is not ${size} cards`);
    p.forEach((s, i) => {
      if (s !== null && s.faceUp !== (rowOf(i) === t.rows - 1)) problems.push(`seat ${seat} slot ${i} faceUp ${s.faceUp}`);
      if (s !== null && s.redealt) problems.push(`seat ${seat} slot ${i} marked re-dealt`);
    });
  });
  if (t.centre === null) problems.push('no centre card');
  if (t.display === null) problems.push('no display card');
  if (t.discard.length !== 0) problems.push('the discard pile is not empty');
  if (t.stock.length !== 52 - 2 * size - 2) problems.push(`stock of ${t.stock.length}`);
  const all = [...t.pyramids.flat().flatMap((s) => (s ? [s.card] : [])), t.centre, t.display, ...t.stock];
  if (new Set(all).size !== 52) problems.push('the deal is not one 52-card deck');
  return problems;
}

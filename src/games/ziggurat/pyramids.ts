/**
 * Towers, the scrapyard and damage. Functions here mutate a state the caller has already copied
 * (`copyState`), which shares its towers and tower lists with the original: a tower, or a
 * player's list of towers, is replaced, never modified.
 */
import type { Seat } from '../../engine/game.js';
import { COLOURS, type Colour, type Pyramid, type Tower, type ZigguratState } from './state.js';

export const topOf = (tower: Tower): Pyramid | null => tower.pyramids[tower.pyramids.length - 1] ?? null;

export const towerColour = (tower: Tower): Colour | null => topOf(tower)?.colour ?? null;

export const towerPips = (tower: Tower): number => tower.pyramids.reduce((n, p) => n + p.size, 0);

export const isStanding = (tower: Tower): boolean => tower.pyramids.length > 0;

/** Indexes of a player's standing towers whose top is `colour`. */
export function towersOfColour(state: ZigguratState, seat: Seat, colour: Colour): number[] {
  const out: number[] = [];
  const towers = state.players[seat].towers;
  for (let i = 0; i < towers.length; i++) if (towerColour(towers[i]) === colour) out.push(i);
  return out;
}

export function standingTowers(state: ZigguratState, seat: Seat): number[] {
  const out: number[] = [];
  const towers = state.players[seat].towers;
  for (let i = 0; i < towers.length; i++) if (isStanding(towers[i])) out.push(i);
  return out;
}

export const hasColour = (state: ZigguratState, seat: Seat, colour: Colour): boolean =>
  state.players[seat].towers.some((t) => towerColour(t) === colour);

const COLOUR_RANK: Record<Colour, number> = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<Colour, number>;

const pyramidOrder = (a: Pyramid, b: Pyramid): number =>
  COLOUR_RANK[a.colour] - COLOUR_RANK[b.colour] || a.size - b.size || a.stash - b.stash;

/** Adds a pyramid where sorting would put it (after any equal one), keeping the scrapyard sorted. */
export function addToScrapyard(state: ZigguratState, p: Pyramid): void {
  const yard = state.scrapyard;
  let i = yard.length;
  while (i > 0 && pyramidOrder(yard[i - 1], p) > 0) i--;
  yard.splice(i, 0, p);
}

/** Takes the first scrapyard pyramid of that colour and size (lowest stash); null if none. */
export function takeFromScrapyard(state: ZigguratState, colour: Colour, size: number): Pyramid | null {
  const i = state.scrapyard.findIndex((p) => p.colour === colour && p.size === size);
  if (i < 0) return null;
  return state.scrapyard.splice(i, 1)[0];
}

/** Whether the scrapyard holds a pyramid of that colour and size. */
export const scrapyardHas = (state: ZigguratState, colour: Colour, size: number): boolean =>
  state.scrapyard.some((p) => p.colour === colour && p.size === size);

/** Colours available in the scrapyard at exactly `size`, in colour order. */
export function scrapyardColours(state: ZigguratState, size: number): Colour[] {
  let found = 0;
  for (const p of state.scrapyard) if (p.size === size) found |= 1 << COLOUR_RANK[p.colour];
  return COLOURS.filter((_, i) => found & (1 << i));
}

/**
 * The size of change actually placed when `needed` pips must remain: `needed` if the scrapyard
 * has one, else the largest smaller size it has, else 0 (the pyramid is lost whole).
 */
export function changeSize(state: ZigguratState, needed: number): number {
  for (let s = needed; s >= 1; s--) if (scrapyardColours(state, s).length > 0) return s;
  return 0;
}

/**
 * The tower, replaced in a new tower list of its player by a copy whose pyramids may be changed.
 * Towers and tower lists are replaced rather than modified, so a state copy shares the towers,
 * and the lists, that a move does not touch.
 */
function towerToChange(state: ZigguratState, seat: Seat, towerIndex: number): Tower {
  const p = state.players[seat];
  const tower: Tower = { pyramids: p.towers[towerIndex].pyramids.slice() };
  const towers = p.towers.slice();
  towers[towerIndex] = tower;
  p.towers = towers;
  return tower;
}

/** A change the damage left for someone to choose. */
export interface PendingChange {
  readonly seat: Seat;
  readonly tower: number;
  readonly size: number;
  readonly colours: Colour[];
}

export interface DamageResult {
  /** Set when the change has several colours to choose from. */
  readonly pending: PendingChange | null;
  readonly destroyed: boolean;
}

/**
 * Deals `pips` of damage to a tower from the top. Pyramids removed go to the scrapyard; when the
 * damage ends inside a pyramid, that pyramid is replaced by change from the scrapyard (placed at
 * once when only one colour is possible, else left pending). Extra damage is lost.
 */
export function damageTower(state: ZigguratState, seat: Seat, towerIndex: number, pips: number): DamageResult {
  const tower = towerToChange(state, seat, towerIndex);
  let left = pips;
  while (left > 0 && tower.pyramids.length > 0) {
    const top = tower.pyramids.pop()!;
    addToScrapyard(state, top);
    if (top.size <= left) {
      left -= top.size;
      continue;
    }
    const size = changeSize(state, top.size - left);
    left = 0;
    if (size === 0) break;
    const colours = scrapyardColours(state, size);
    if (colours.length > 1) return { pending: { seat, tower: towerIndex, size, colours }, destroyed: false };
    tower.pyramids.push(takeFromScrapyard(state, colours[0], size)!);
  }
  return { pending: null, destroyed: tower.pyramids.length === 0 };
}

/** Places the chosen change on a tower. The caller checked that the colour is available. */
export function placeChange(state: ZigguratState, seat: Seat, towerIndex: number, colour: Colour, size: number): void {
  towerToChange(state, seat, towerIndex).pyramids.push(takeFromScrapyard(state, colour, size)!);
}

/** Exchanges a tower's top pyramid with a same-size scrapyard pyramid of `colour`. */
export function swapTop(state: ZigguratState, seat: Seat, towerIndex: number, colour: Colour): void {
  const tower = towerToChange(state, seat, towerIndex);
  const old = tower.pyramids.pop()!;
  const fresh = takeFromScrapyard(state, colour, old.size)!;
  addToScrapyard(state, old);
  tower.pyramids.push(fresh);
}

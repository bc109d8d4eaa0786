/**
 * Test builders for Sabotage specs (imported by *.spec.ts only).
 *
 * A pyramid is written apex row first, one string per row, tokens separated by spaces:
 *   `QS` a face-up card, `~QS` a face-down card, `+QS` a face-up card placed by the opponent,
 *   `*QS` a face-up card re-dealt onto the apex by the both-reached rule,
 *   `.` an empty slot.
 */
import { FULL_DECK, type Card } from '../../engine/cards/french.js';
import type { ApplyResult, Seat } from '../../engine/game.js';
import { newRng } from '../../engine/rng.js';
import { sabotageGame } from './index.js';
import { CURRENT_RULES_VERSION, type PyramidSlot, type RulesVersion, type SabotageMove, type SabotageState } from './state.js';

export function pyramid(...rows: string[]): PyramidSlot[] {
  return rows.flatMap((row, r) => {
    const tokens = row.trim().split(/\s+/);
    if (tokens.length !== r + 1) throw new Error(`row ${r} needs ${r + 1} tokens: "${row}"`);
    return tokens.map((t): PyramidSlot => {
      if (t === '.') return null;
      if (t.startsWith('~')) return { card: t.slice(1), faceUp: false, placed: false, redealt: false };
      if (t.startsWith('+')) return { card: t.slice(1), faceUp: true, placed: true, redealt: false };
      if (t.startsWith('*')) return { card: t.slice(1), faceUp: true, placed: false, redealt: true };
      return { card: t, faceUp: true, placed: false, redealt: false };
    });
  });
}

export interface Table {
  readonly pyramids: [PyramidSlot[], PyramidSlot[]];
  readonly centre?: Card | null;
  readonly display?: Card | null;
  /** Top card last. */
  readonly stock?: Card[];
  readonly discard?: Card[];
  readonly turn?: Seat;
  readonly drawer?: Seat;
  readonly secondTurn?: boolean;
  readonly round?: number;
  readonly pendingPlacements?: number;
  readonly removedThisPass?: boolean;
  readonly bothReachedAllRound?: boolean;
  /** Default: the current rules version. */
  readonly rulesVersion?: RulesVersion;
  /** Re-deals made so far (version 2 on; default 0). */
  readonly redeals?: number;
  /** Where the cards not named go: under the stock (default), or nowhere (a deliberately short deck). */
  readonly rest?: 'stock-bottom' | 'none';
}

/** A precise position. Cards not named anywhere go to the bottom of the stock, so all 52 are present. */
export function table(t: Table): SabotageState {
  const rows = Math.round((Math.sqrt(8 * t.pyramids[0].length + 1) - 1) / 2);
  const named = [
    ...t.pyramids.flatMap((p) => p.flatMap((s) => (s ? [s.card] : []))),
    t.centre ?? null,
    t.display ?? null,
    ...(t.stock ?? []),
    ...(t.discard ?? []),
  ].filter((c): c is Card => c !== null);
  if (new Set(named).size !== named.length) throw new Error('a card is named twice');
  const rest = t.rest === 'none' ? [] : FULL_DECK.filter((c) => !named.includes(c));
  const version = t.rulesVersion ?? CURRENT_RULES_VERSION;
  if (version === 1 && t.redeals !== undefined) throw new Error('version 1 states do not count re-deals');
  return {
    ...(version === 1 ? {} : { rulesVersion: version, redeals: t.redeals ?? 0 }),
    rows,
    rng: newRng('test-table'),
    pyramids: t.pyramids,
    centre: t.centre === undefined ? 'TC' : t.centre,
    display: t.display ?? null,
    stock: [...rest, ...(t.stock ?? [])],
    discard: t.discard ?? [],
    round: t.round ?? 1,
    drawer: t.drawer ?? 0,
    turn: t.turn ?? 0,
    secondTurn: t.secondTurn ?? false,
    pendingPlacements: t.pendingPlacements ?? 0,
    removedThisPass: t.removedThisPass ?? false,
    bothReachedAllRound: t.bothReachedAllRound ?? false,
    result: null,
  };
}

/** Applies a move that must be accepted. */
export function play(state: SabotageState, seat: Seat, move: SabotageMove): SabotageState {
  const r = sabotageGame.apply(state, seat, move);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(move)}: ${r.error.code} ${r.error.reason}`);
  return r.state;
}

/** The rejection code of a move that must be refused. */
export function refused(r: ApplyResult<SabotageState>): string {
  if (r.ok) throw new Error('move was accepted');
  return r.error.code;
}

/** Every card on the table in one list (pyramids, centre, display, stock, discard). */
export function allCards(s: SabotageState): Card[] {
  return [
    ...s.pyramids.flatMap((p) => p.flatMap((x) => (x ? [x.card] : []))),
    ...(s.centre ? [s.centre] : []),
    ...(s.display ? [s.display] : []),
    ...s.stock,
    ...s.discard,
  ];
}

export const cardAt = (s: SabotageState, seat: Seat, slot: number): string | null => s.pyramids[seat][slot]?.card ?? null;

/**
 * Builders of precise positions for the rule specs (test code only).
 * A pyramid is written colour + size, e.g. `blue3`; a tower bottom first: `['blue3', 'green1']`.
 */
import { decktetDeck, type DecktetCard } from '../../engine/cards/decktet.js';
import type { Seat } from '../../engine/game.js';
import { newRng } from '../../engine/rng.js';
import { zigguratGame } from './index.js';
import { RULES_VERSION, START_TOWERS, type Colour, type Pyramid, type Tower, type ZigguratMove, type ZigguratState } from './state.js';

export const pyr = (code: string, stash = 0): Pyramid => {
  const m = /^(red|yellow|green|blue|black)([123])$/.exec(code);
  if (!m) throw new Error(`bad pyramid ${code}`);
  return { stash, colour: m[1] as Colour, size: Number(m[2]) };
};

export const tower = (codes: readonly string[], stash = 0): Tower => ({ pyramids: codes.map((c) => pyr(c, stash)) });

/** A full starting tower of one colour: 3, 2, 1 pips. */
export const full = (colour: Colour): string[] => [`${colour}3`, `${colour}2`, `${colour}1`];

export interface Spec {
  /** Default: the current rules version. */
  rulesVersion?: number;
  seats?: number;
  extended?: boolean;
  /** Each player's towers; default the four starting towers. `[]` is a destroyed tower. */
  towers?: (readonly (readonly string[])[] | undefined)[];
  hands?: DecktetCard[][];
  /** Default: the three green pyramids of every stash. */
  scrapyard?: string[];
  /** Top last. Default: every card not in a hand or the discard pile. */
  drawPile?: DecktetCard[];
  discard?: DecktetCard[];
  current?: Seat;
  points?: number[];
  towersLost?: number[];
  eliminated?: boolean[];
}

export function build(spec: Spec = {}): ZigguratState {
  const seats = spec.seats ?? 2;
  const extended = spec.extended ?? false;
  const hands = Array.from({ length: seats }, (_, i) => spec.hands?.[i] ?? []);
  const discard = spec.discard ?? [];
  const used = new Set([...hands.flat(), ...discard]);
  const scrapyard = spec.scrapyard
    ? spec.scrapyard.map((c) => pyr(c))
    : Array.from({ length: seats }, (_, s) => ['green1', 'green2', 'green3'].map((c) => pyr(c, s))).flat();
  const state: ZigguratState = {
    rulesVersion: spec.rulesVersion ?? RULES_VERSION,
    options: { extended },
    seats,
    rng: newRng('test-builder'),
    drawPile: spec.drawPile ?? decktetDeck(extended).filter((c) => !used.has(c)),
    discard,
    scrapyard: [],
    players: hands.map((hand, seat) => ({
      hand,
      towers: (spec.towers?.[seat] ?? START_TOWERS.map(full)).map((t) => tower(t, seat)),
      points: spec.points?.[seat] ?? 0,
      towersLost: spec.towersLost?.[seat] ?? 0,
      eliminated: spec.eliminated?.[seat] ?? false,
    })),
    startPlayer: spec.current ?? 0,
    current: spec.current ?? 0,
    phase: { kind: 'turn' },
    attack: null,
    drawing: null,
    attrition: [],
  };
  // Keep the scrapyard in the engine's canonical order.
  const order = ['red', 'yellow', 'green', 'blue', 'black'];
  state.scrapyard = scrapyard.sort((a, b) => order.indexOf(a.colour) - order.indexOf(b.colour) || a.size - b.size || a.stash - b.stash);
  return state;
}

/** Applies moves in order, failing loudly on a rejection. */
export function play(state: ZigguratState, ...moves: [Seat, ZigguratMove][]): ZigguratState {
  let s = state;
  for (const [seat, move] of moves) {
    const r = zigguratGame.apply(s, seat, move);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by ${seat} rejected: ${r.error.code} ${r.error.reason}`);
    s = r.state;
  }
  return s;
}

/** The rejection code of a move, or 'OK'. */
export function codeOf(state: ZigguratState, seat: Seat, move: unknown): string {
  const r = zigguratGame.apply(state, seat, move as ZigguratMove);
  return r.ok ? 'OK' : r.error.code;
}

/** A tower as codes, bottom first. */
export const codes = (s: ZigguratState, seat: Seat, t: number): string[] =>
  s.players[seat].towers[t].pyramids.map((p) => `${p.colour}${p.size}`);

export const scrapCount = (s: ZigguratState, code: string): number => {
  const p = pyr(code);
  return s.scrapyard.filter((q) => q.colour === p.colour && q.size === p.size).length;
};

export const legal = (s: ZigguratState, seat: Seat): ZigguratMove[] => zigguratGame.legalMoves(s, seat);

/**
 * Swiss pairing (docs/tournaments.md): the cheapest perfect matching of the entrants, found by
 * edmonds-blossom-fixed's maximum-weight matching (MIT) on a sparse graph of candidate pairs.
 *
 * The entrants stand in order (points, then rating, then a draw seeded from the tournament and
 * round). Each is linked to the next `k` players in that order he has not met, which holds his
 * own score group and the neighbouring ones; the bye (odd count) is an extra vertex linked to
 * every player who had none. A pair's cost is lexicographic, each rule's worst total over a whole
 * round below one unit of the rule above it:
 *   1. a rematch (only when no pairing avoids one: the last fallback),
 *   2. the bye's distance above the lowest score of those who had none,
 *   3. the square of the score difference (in half points, capped at 8),
 *   4. both players would sit a third time in a row in the same seat,
 *   5. both lean to the same seat (by balance, then alternation), then rating distance.
 * If the sparse graph has no perfect matching, `k` widens (8, 32, 128, every pair); then rematches
 * are allowed. The blossom costs about edges x vertices, so 8 candidates each instead of every
 * pair is what makes 1,000 entrants fast (bench/tournament.ts).
 */
import blossom from 'edmonds-blossom-fixed';
import { Rng, newRng } from '../../engine/rng.js';
import type { Board, BoardResult } from './types.js';

/** A player's past as Swiss pairing needs it. */
export interface SwissEntrant {
  id: string;
  points: number;
  opponents: string[];
  hadBye: boolean;
  /** Seats played, in order: 0 or 1. */
  seats: number[];
  /** Rating (players with close ratings are preferred within a score group), or null. */
  rating: number | null;
}

/** Candidates per player in the successive sparse graphs, before every pair (and then rematches). */
const SWISS_NEIGHBOURS = [8, 32, 128] as const;
/** Players per block of the standing order paired on its own (at least; see blocksOf). */
const SWISS_BLOCK = 100;
/** Score differences count up to this many half points (a wider float is no better or worse). */
const SCORE_CAP = 8;
/** An unrated player among rated ones (the platform's initial rating). */
const UNRATED = 1500;

interface Player {
  id: string;
  index: number;
  half: number;
  rating: number;
  met: Set<string>;
  hadBye: boolean;
  /** The seat sat in each of the last two games, if the same (a third time must be avoided). */
  twice: 0 | 1 | null;
  /** Seat-1 games minus seat-0 games: above 0, the player should sit first. */
  balance: number;
  /** +1: should sit first; -1: second; 0: no games yet. */
  lean: -1 | 0 | 1;
}

/** How a round was paired: its boards and the widest candidate graph it needed. */
export interface SwissPairing {
  boards: Board[];
  /** Candidates per player of the graph that had a perfect matching; 'all' = every pair; 'rematches' = rematches allowed. */
  neighbours: number | 'all' | 'rematches';
}

/**
 * A Swiss round: players of equal points preferred, no rematch, the bye (odd count) to a lowest
 * scorer without one, seat balance (who sat second more often sits first; never three times in a
 * row in one seat when the pairing of equal points allows), close ratings preferred inside a score
 * group. A function of its inputs (whatever their order) and the seed. Boards are ordered by their
 * players' points, highest first; the bye, if any, last.
 */
export function swissRound(entrants: readonly SwissEntrant[], round: number, seed: string): Board[] {
  return pairSwiss(entrants, round, seed).boards;
}

/** swissRound with how it was found; `block` (tests and bench/tournament.ts): players per block, Infinity for one. */
export function pairSwiss(entrants: readonly SwissEntrant[], round: number, seed: string, block: number = SWISS_BLOCK): SwissPairing {
  const rng = Rng.from(newRng(`${seed}:swiss:${round}`));
  const rated = entrants.some((e) => e.rating !== null);
  const drawn = [...entrants].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((e) => ({ e, lot: rng.uint32() }));
  drawn.sort((a, b) => b.e.points - a.e.points || (rated ? (b.e.rating ?? UNRATED) - (a.e.rating ?? UNRATED) : 0) || a.lot - b.lot);
  const players = drawn.map(({ e }, index) => player(e, index, rated));
  if (players.length < 2) return { boards: players.map((p) => ({ board: 1, players: [p.id], bye: true })), neighbours: 0 };

  const pairs: Pair[] = [];
  let widest = 0;
  const parts = blocksOf(players, block);
  for (let i = 0, block: Player[] = []; i < parts.length; i++) {
    block = [...block, ...parts[i]];
    const found = widening(block, false);
    if (!found) continue; // no pairing inside the block: take the next one in with it
    pairs.push(...found.pairs);
    widest = Math.max(widest, WIDTHS.indexOf(found.k));
    block = [];
    if (i === parts.length - 1) return { boards: boardsOf(pairs, rng), neighbours: WIDTHS[widest] };
  }
  // The last block had no pairing of its own: the whole field, rematches allowed as the last resort.
  const all = widening(players, true)!;
  return { boards: boardsOf(all.pairs, rng), neighbours: all.k };
}

type Width = number | 'all' | 'rematches';
const WIDTHS: readonly Width[] = [...SWISS_NEIGHBOURS, 'all', 'rematches'];
type Pair = [Player, Player | null];

/** The cheapest pairing of `block` on the narrowest candidate graph that has one (rematches only if `rematches`). */
function widening(block: readonly Player[], rematches: boolean): { pairs: Pair[]; k: Width } | null {
  for (const k of WIDTHS) {
    if (typeof k === 'number' && k >= block.length - 1) continue;
    if (k === 'rematches' && !rematches) break;
    const pairs = matching(block, k);
    if (pairs) return { pairs, k };
  }
  return null;
}

/**
 * The standing order cut into blocks of at least `size` players, each paired on its own (the blossom
 * grows faster than linearly, so ten blocks of 100 cost far less than one of 1,000). A block ends at
 * an even count, at the first score-group boundary within `size` more players if there is one; the
 * last block takes the rest, and holds the bye's candidates (players at the lowest score of those
 * who had no bye).
 */
function blocksOf(players: readonly Player[], size: number): Player[][] {
  const eligible = players.some((p) => !p.hadBye) ? players.filter((p) => !p.hadBye) : players;
  const byeLevel = Math.min(...eligible.map((p) => p.half));
  const lastCandidate = Math.max(...eligible.filter((p) => p.half === byeLevel).map((p) => p.index));
  const parts: Player[][] = [];
  let start = 0;
  while (players.length - start >= 2 * size) {
    let end = start + size + (size % 2);
    for (let c = end; c < Math.min(players.length - size, start + 2 * size); c++) {
      if ((c - start) % 2 === 0 && players[c].half !== players[c - 1].half) {
        end = c;
        break;
      }
    }
    if (players.length % 2 === 1 && end > lastCandidate) break;
    parts.push(players.slice(start, end));
    start = end;
  }
  parts.push(players.slice(start));
  return parts;
}

function player(e: SwissEntrant, index: number, rated: boolean): Player {
  const last = e.seats.at(-1);
  const balance = e.seats.filter((s) => s === 1).length - e.seats.filter((s) => s === 0).length;
  const twice = e.seats.length >= 2 && e.seats.at(-2) === last ? (last as 0 | 1) : null;
  const lean = balance > 0 ? 1 : balance < 0 ? -1 : last === undefined ? 0 : last === 1 ? 1 : -1;
  return { id: e.id, index, half: Math.round(e.points * 2), rating: rated ? (e.rating ?? UNRATED) : 0, met: new Set(e.opponents), hadBye: e.hadBye, twice, balance, lean };
}

/** A candidate pair's cost, by rule, most important first: [rematch, bye, score, seat thrice, lean and rating]. */
type Cost = [number, number, number, number, number];

function pairCost(p: Player, q: Player): Cost {
  const d = Math.min(SCORE_CAP, Math.abs(p.half - q.half));
  const thrice = p.twice !== null && p.twice === q.twice ? 1 : 0;
  // Both leaning the same way: 2 when both have sat more in one seat, 1 when only alternation says so.
  const lean = p.lean !== 0 && p.lean === q.lean ? Math.min(p.balance !== 0 ? 2 : 1, q.balance !== 0 ? 2 : 1) : 0;
  const rating = Math.min(7, Math.floor(Math.abs(p.rating - q.rating) / 50));
  return [p.met.has(q.id) ? 1 : 0, 0, d * d, thrice, 8 * lean + rating];
}

/**
 * The cheapest perfect matching of `block` on the graph with `k` candidates each (or every pair, or
 * every pair with rematches), the bye (odd count) as a pair with null; null if the graph has none.
 */
function matching(block: readonly Player[], k: Width): Pair[] | null {
  const n = block.length;
  const edges: { a: number; b: number; cost: Cost }[] = [];
  block.forEach((p, i) => {
    let linked = 0;
    const limit = typeof k === 'number' ? Math.min(n, i + 1 + k + p.met.size) : n;
    for (let j = i + 1; j < limit && (typeof k !== 'number' || linked < k); j++) {
      const q = block[j];
      if (k !== 'rematches' && p.met.has(q.id)) continue;
      edges.push({ a: i, b: j, cost: pairCost(p, q) });
      linked++;
    }
  });
  if (n % 2 === 1) edges.push(...byeEdges(block, k === 'rematches'));
  if (edges.length === 0) return null;

  const weights = weigh(edges.map((e) => e.cost), Math.ceil(n / 2));
  const mate = blossom(edges.map((e, i) => [e.a, e.b, weights[i]]), true);
  const pairs: Pair[] = [];
  for (let v = 0; v < n + (n % 2); v++) {
    const m = mate[v] ?? -1;
    if (m === -1) return null;
    if (v < m) pairs.push([block[v], m === n ? null : block[m]]);
  }
  return pairs;
}

/**
 * The bye vertex (index n) linked to each player who had no bye (to everyone if all had one, and
 * with rematches allowed), costing the distance above the lowest such score, and among equals the
 * number of them standing below (the last in standing order first).
 */
function byeEdges(players: readonly Player[], anyone: boolean): { a: number; b: number; cost: Cost }[] {
  const n = players.length;
  const local = new Map(players.map((p, i) => [p, i]));
  const none = players.filter((p) => !p.hadBye);
  const eligible = none.length > 0 ? none : players;
  const lowest = Math.min(...eligible.map((p) => p.half));
  const below = new Map<number, number>();
  const out: { a: number; b: number; cost: Cost }[] = [];
  for (const p of [...eligible].reverse()) {
    const under = below.get(p.half) ?? 0;
    below.set(p.half, under + 1);
    out.push({ a: local.get(p)!, b: n, cost: [0, Math.min(4 * SCORE_CAP, p.half - lowest), 0, 0, Math.min(23, under)] });
  }
  if (anyone && none.length > 0) for (const p of players.filter((x) => x.hadBye)) out.push({ a: local.get(p)!, b: n, cost: [1, Math.min(4 * SCORE_CAP, p.half - lowest), 0, 0, 0] });
  return out;
}

/**
 * Integer weights whose maximum over perfect matchings is the lexicographic minimum of the costs:
 * each rule's unit exceeds the most the rules below it can add up to over `pairs` pairs (one bye).
 * Exact while the largest weight stays within 2^51 (the blossom adds and halves dual values).
 */
function weigh(costs: readonly Cost[], pairs: number): number[] {
  const max = [0, 1, 2, 3, 4].map((r) => Math.max(0, ...costs.map((c) => c[r])));
  const units = [0, 0, 0, 0, 1];
  let total = max[4] * pairs;
  for (const r of [3, 2, 1, 0]) {
    units[r] = total + 1;
    total += max[r] * units[r] * (r === 1 ? 1 : pairs);
  }
  const value = (c: Cost) => c.reduce((s, x, r) => s + x * units[r], 0);
  const top = Math.max(...costs.map(value));
  if (top > 2 ** 51) throw new RangeError(`Swiss pairing of ${2 * pairs} players: weights beyond exact arithmetic`);
  return costs.map((c) => top + 1 - value(c));
}

/** The boards from the matched pairs: seats by the seat rules, ordered by points, the bye last. */
function boardsOf(pairs: readonly Pair[], rng: Rng): Board[] {
  const games = pairs.filter((x): x is [Player, Player] => x[1] !== null);
  games.sort(([a, b], [c, d]) => Math.max(c.half, d.half) - Math.max(a.half, b.half) || Math.min(c.half, d.half) - Math.min(a.half, b.half) || a.index - c.index);
  const boards: Board[] = games.map(([p, q]) => ({ board: 0, players: firstSeatFirst(p, q, rng).map((x) => x.id), bye: false }));
  const bye = pairs.find(([, b]) => b === null);
  if (bye) boards.push({ board: 0, players: [bye[0].id], bye: true });
  return boards.map((b, i) => ({ ...b, board: i + 1 }));
}

/**
 * Who sits first (`p` stands higher): a player who sat one seat in each of his last two games
 * takes the other; then who sat second more often sits first; then who sat second last; then the
 * higher standing gets his lean; with no games, a seeded coin.
 */
function firstSeatFirst(p: Player, q: Player, rng: Rng): [Player, Player] {
  if (p.twice !== q.twice) {
    if (p.twice === 0 || q.twice === 1) return [q, p];
    if (p.twice === 1 || q.twice === 0) return [p, q];
  }
  if (p.balance !== q.balance) return p.balance > q.balance ? [p, q] : [q, p];
  if (p.lean !== q.lean) return p.lean > q.lean ? [p, q] : [q, p];
  if (p.lean !== 0) return p.lean > 0 ? [p, q] : [q, p];
  return rng.uint32() % 2 === 0 ? [p, q] : [q, p];
}

/** The past of each entrant from the results so far, for swissRound. */
export function swissHistory(entrants: readonly { id: string; rating: number | null }[], results: readonly BoardResult[]): SwissEntrant[] {
  const byId = new Map(entrants.map((e) => [e.id, { id: e.id, points: 0, opponents: [] as string[], hadBye: false, seats: [] as number[], rating: e.rating }]));
  for (const r of [...results].sort((a, b) => a.round - b.round || a.board - b.board)) {
    r.players.forEach((p, seat) => {
      const e = byId.get(p);
      if (!e) return;
      e.points += r.points[seat];
      if (r.bye) e.hadBye = true;
      else {
        e.seats.push(seat);
        e.opponents.push(...r.players.filter((q) => q !== p));
      }
    });
  }
  return [...byId.values()];
}

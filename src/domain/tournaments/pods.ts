/**
 * Pods (ziggurat, 3 to 5 players a table): each round seats the players by current standing,
 * the best at table 1, in tables as close to 4 as the count allows; each game scores placement
 * points, one for every player at the table finished behind and one half for every player level.
 */
import type { Board } from './types.js';

/** Table sizes for `n` players (n >= 3): as many tables of 4 as fit, the rest 3 (or 5 when n = 5). */
export function podSizes(n: number): number[] {
  if (n < 3) throw new RangeError(`pods need at least 3 players, not ${n}`);
  for (let t = Math.ceil(n / 4); t >= 1; t--) {
    const base = Math.floor(n / t);
    const extra = n % t;
    if (base >= 3 && base + (extra > 0 ? 1 : 0) <= 5) return Array.from({ length: t }, (_, i) => base + (i < extra ? 1 : 0));
  }
  throw new RangeError(`no seating of ${n} players in tables of 3 to 5`);
}

/**
 * A pod round: `ranked` (best first) cut into tables of podSizes; the seat order at each table
 * turns by one each round, so the first seat goes round the table over the event.
 */
export function podRound(ranked: readonly string[], round: number): Board[] {
  const boards: Board[] = [];
  let at = 0;
  for (const [i, size] of podSizes(ranked.length).entries()) {
    const table = ranked.slice(at, at + size);
    at += size;
    const turn = (round - 1) % size;
    boards.push({ board: i + 1, players: [...table.slice(turn), ...table.slice(0, turn)], bye: false });
  }
  return boards;
}

/**
 * Placement points of each seat of a finished pod game: a winner is ahead of a non-winner; among
 * winners or non-winners, the higher game score is ahead; one point per player behind, one half per
 * player level.
 */
export function placementPoints(winners: readonly number[], scores: readonly (number | null)[] | null, seats: number): number[] {
  const key = (s: number) => [winners.includes(s) ? 1 : 0, scores?.[s] ?? 0];
  const ahead = (a: number[], b: number[]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  const level = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];
  return Array.from({ length: seats }, (_, s) => {
    let p = 0;
    for (let o = 0; o < seats; o++) {
      if (o === s) continue;
      if (ahead(key(s), key(o))) p += 1;
      else if (level(key(s), key(o))) p += 0.5;
    }
    return p;
  });
}

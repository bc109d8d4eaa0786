/**
 * Round-robin pairings: the Berger tables of the tournament-pairings library (in entry order, no
 * shuffle) rather than written here. Swiss pairing is swiss.ts.
 */
import { RoundRobin } from 'tournament-pairings';
import type { Board } from './types.js';

/**
 * Every round of a round-robin among `players` (in entry order), Berger tables: n - 1 rounds for
 * an even n, n for an odd n (each player sits out once, a bye). Double: the same rounds again
 * with the seats swapped, so each pair plays once in each seat.
 */
export function roundRobinRounds(players: readonly string[], double: boolean): Board[][] {
  const matches = RoundRobin([...players], 1, true);
  const rounds: Board[][] = [];
  for (const m of matches) {
    const boards = (rounds[m.round - 1] ??= []);
    const [a, b] = [m.player1, m.player2] as (string | null)[];
    if (a !== null && b !== null) boards.push({ board: 0, players: [a, b], bye: false });
    else boards.push({ board: 0, players: [(a ?? b)!], bye: true });
  }
  const all = double ? [...rounds, ...rounds.map((r) => r.map((b) => ({ ...b, players: [...b.players].reverse() })))] : rounds;
  return all.map(numbered);
}

const numbered = (boards: Board[]): Board[] => boards.map((b, i) => ({ ...b, board: i + 1 }));

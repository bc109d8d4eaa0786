import { placementPoints, podRound, podSizes } from './pods.js';
import { roundRobinRounds } from './pairings.js';
import { pairSwiss, swissHistory, swissRound, type SwissEntrant } from './swiss.js';
import { standings } from './standings.js';
import { duplicateRound, duplicateRoundSeed } from './duplicate.js';
import { createHash } from 'node:crypto';
import type { BoardResult } from './types.js';

/** A two-player result: `a` scored `pa` (1, 1/2 or 0) against `b`. */
const game = (round: number, board: number, a: string, b: string, pa: number): BoardResult => ({
  round, board, players: [a, b], points: [pa, 1 - pa], gameScores: null, winners: pa === 1 ? [0] : pa === 0 ? [1] : [], bye: false,
});
const bye = (round: number, board: number, p: string): BoardResult => ({ round, board, players: [p], points: [1], gameScores: null, winners: [], bye: true });
const entrants = (ids: string) => ids.split('').map((id) => ({ id, withdrawn: false }));

describe('round-robin pairings (Berger tables, tournament-pairings)', () => {
  it('four players: 1-4 2-3, then 4-3 1-2, then 2-4 3-1 (the Berger table for n = 4)', () => {
    const rounds = roundRobinRounds(['A', 'B', 'C', 'D'], false);
    expect(rounds.map((r) => r.map((b) => b.players.join('-')))).toEqual([['A-D', 'B-C'], ['D-C', 'A-B'], ['B-D', 'C-A']]);
  });

  it('double round-robin: the second cycle repeats the first with the seats swapped, so each pair plays once in each seat', () => {
    const rounds = roundRobinRounds(['A', 'B', 'C', 'D'], true);
    expect(rounds).toHaveLength(6);
    expect(rounds.slice(3).map((r) => r.map((b) => b.players.join('-')))).toEqual([['D-A', 'C-B'], ['C-D', 'B-A'], ['D-B', 'A-C']]);
    const seat0 = new Map<string, number>();
    for (const b of rounds.flat()) seat0.set(b.players[0], (seat0.get(b.players[0]) ?? 0) + 1);
    expect([...seat0.values()]).toEqual([3, 3, 3, 3]);
  });

  it('an odd count: each player sits out exactly one round (a bye)', () => {
    const rounds = roundRobinRounds(['A', 'B', 'C', 'D', 'E'], false);
    expect(rounds).toHaveLength(5);
    const byes = rounds.flatMap((r) => r.filter((b) => b.bye).map((b) => b.players[0]));
    expect(byes.sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('Swiss pairings (a blossom matching on a sparse candidate graph, seeded)', () => {
  const nine = 'ABCDEFGHI'.split('').map((id) => ({ id, rating: null }));

  it('the same tournament seed and results give the same pairing (every instance pairs alike)', () => {
    const h = swissHistory(nine, []);
    expect(swissRound(h, 1, 's')).toEqual(swissRound(swissHistory(nine, []), 1, 's'));
  });

  it('nine players: four boards and one bye; after a round, no rematch and the bye goes to a player with the fewest points who had none', () => {
    const r1 = swissRound(swissHistory(nine, []), 1, 'seed');
    expect(r1.filter((b) => !b.bye)).toHaveLength(4);
    expect(r1.filter((b) => b.bye)).toHaveLength(1);
    expect(r1.flatMap((b) => b.players).sort().join('')).toBe('ABCDEFGHI');
    // Seat 0 wins every game of round 1.
    const results = r1.map((b) => (b.bye ? bye(1, b.board, b.players[0]) : game(1, b.board, b.players[0], b.players[1], 1)));
    const r2 = swissRound(swissHistory(nine, results), 2, 'seed');
    const met = new Set(r1.filter((b) => !b.bye).map((b) => [...b.players].sort().join('')));
    for (const b of r2.filter((x) => !x.bye)) expect(met.has([...b.players].sort().join(''))).toBe(false);
    const r2bye = r2.find((b) => b.bye)!.players[0];
    const losers = r1.filter((b) => !b.bye).map((b) => b.players[1]);
    expect(losers).toContain(r2bye);
    // Equal points meet: in round 2 every winner of round 1 (or the bye) plays another 1-pointer where possible.
    const pts = new Map(swissHistory(nine, results).map((e) => [e.id, e.points]));
    const mixed = r2.filter((b) => !b.bye && pts.get(b.players[0]) !== pts.get(b.players[1]));
    expect(mixed.length).toBeLessThanOrEqual(1);
  });

  it('seat balance: of two players who meet, the one who sat second last round sits first now', () => {
    const four = 'ABCD'.split('').map((id) => ({ id, rating: null }));
    // Round 1: A (seat 0) beat B; C (seat 1) beat D.
    const r1 = [game(1, 1, 'A', 'B', 1), game(1, 2, 'D', 'C', 0)];
    const r2 = swissRound(swissHistory(four, r1), 2, 'x');
    expect(r2.find((b) => b.players.includes('A'))!.players).toEqual(['C', 'A']);
    expect(r2.find((b) => b.players.includes('B'))!.players).toEqual(['B', 'D']);
  });
});

describe('Swiss pairings at scale and in corners (swiss.ts)', () => {
  /** An entrant's past given directly. */
  const past = (id: string, points: number, opponents: string[] = [], seats: number[] = [], hadBye = false, rating: number | null = null): SwissEntrant => ({ id, points, opponents, seats, hadBye, rating });
  const key = (b: { players: string[] }) => [...b.players].sort().join('|');

  it('1,001 entrants over 5 rounds of random results: everyone on one board a round, never a rematch, one bye a round to a lowest scorer who had none, never a second bye', () => {
    const field = Array.from({ length: 1001 }, (_, i) => ({ id: `p${i}`, rating: 1200 + ((i * 7919) % 800) }));
    const results: BoardResult[] = [];
    let draw = 12345;
    const next = () => (draw = (draw * 1103515245 + 12345) % 2 ** 31) % 3;
    const met = new Set<string>();
    for (let round = 1; round <= 5; round++) {
      const history = swissHistory(field, results);
      const boards = swissRound(history, round, 'big');
      expect(boards.flatMap((b) => b.players).sort()).toEqual(field.map((f) => f.id).sort());
      for (const b of boards.filter((x) => !x.bye)) {
        expect(met.has(key(b))).toBe(false);
        met.add(key(b));
      }
      const byes = boards.filter((b) => b.bye);
      expect(byes).toHaveLength(1);
      const byeTo = history.find((e) => e.id === byes[0].players[0])!;
      expect(byeTo.hadBye).toBe(false);
      expect(byeTo.points).toBe(Math.min(...history.filter((e) => !e.hadBye).map((e) => e.points)));
      for (const b of boards) {
        const pa = [1, 0, 0.5][next()];
        results.push(b.bye ? bye(round, b.board, b.players[0]) : game(round, b.board, b.players[0], b.players[1], pa));
      }
    }
  });

  it('the bye goes to a lowest scorer who had none: E (0 points) had one, so D (the lowest of the rest) sits out', () => {
    const field = [past('A', 2, ['B']), past('B', 1, ['A']), past('C', 1, ['D']), past('D', 0.5, ['C']), past('E', 0, [], [], true)];
    const boards = swissRound(field, 3, 'bye');
    expect(boards.at(-1)).toEqual({ board: 3, players: ['D'], bye: true });
  });

  it('seat balance: never a third time in a row in one seat when avoidable; who sat second more often sits first', () => {
    // A and B sat first twice, C and D second twice; all level, nobody met.
    const field = [past('A', 1, ['W', 'X'], [0, 0]), past('B', 1, ['Y', 'Z'], [0, 0]), past('C', 1, ['W2', 'X2'], [1, 1]), past('D', 1, ['Y2', 'Z2'], [1, 1])];
    for (const seed of ['s1', 's2', 's3']) {
      const boards = swissRound(field, 3, seed);
      expect(boards.map((b) => b.players[0]).sort()).toEqual(['C', 'D']);
      expect(boards.map((b) => b.players[1]).sort()).toEqual(['A', 'B']);
    }
  });

  it('determinism: the same entrants (in any order), round and seed give the same boards; the seed draws the order of equals', () => {
    const field = Array.from({ length: 300 }, (_, i) => past(`q${i}`, i % 4, [], i % 2 ? [1] : [0]));
    const a = swissRound(field, 2, 'same');
    expect(swissRound([...field].reverse(), 2, 'same')).toEqual(a);
    expect(swissRound(field, 2, 'other')).not.toEqual(a);
  });

  it('widening: when the 8 nearest in standing order leave no perfect pairing, the graph widens until there is one (still no rematch)', () => {
    // 17 higher players H0..H16 and, at the bottom, B0..B2 who have met each other and H5..H16: their
    // only possible opponents are H0..H4, more than 8 players above them.
    const hs = Array.from({ length: 17 }, (_, i) => `H${String(i).padStart(2, '0')}`);
    const bs = ['B0', 'B1', 'B2'];
    const far = hs.slice(5);
    const field = [...hs.map((h, i) => past(h, 5, i >= 5 ? bs : [])), ...bs.map((b) => past(b, 1, [...bs.filter((x) => x !== b), ...far]))];
    const result = pairSwiss(field, 6, 'wide');
    expect(result.neighbours).not.toBe(8);
    expect(result.boards.filter((b) => b.bye)).toHaveLength(0);
    const pastPairs = new Set(field.flatMap((e) => e.opponents.map((o) => [e.id, o].sort().join('|'))));
    for (const b of result.boards) expect(pastPairs.has(key(b))).toBe(false);
    for (const b of bs) expect(hs.slice(0, 5)).toContain(result.boards.find((x) => x.players.includes(b))!.players.find((p) => p !== b));
  });

  it('rematches only when no pairing avoids them: four players who have all met are still all paired', () => {
    const field = 'ABCD'.split('').map((id) => past(id, 1.5, 'ABCD'.split('').filter((x) => x !== id), [0, 1, 0]));
    const result = pairSwiss(field, 4, 'again');
    expect(result.neighbours).toBe('rematches');
    expect(result.boards.flatMap((b) => b.players).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(result.boards.every((b) => !b.bye)).toBe(true);
  });

  it('blocks: the field paired in blocks of 100 floats no more players than one matching of the whole field (1,000 entrants, 4 rounds)', () => {
    const field = Array.from({ length: 1000 }, (_, i) => ({ id: `b${i}`, rating: 1000 + ((i * 104729) % 1000) }));
    const results: BoardResult[] = [];
    for (let round = 1; round <= 4; round++) {
      const history = swissHistory(field, results);
      const points = new Map(history.map((e) => [e.id, e.points]));
      const floats = (boards: { players: string[]; bye: boolean }[]) => boards.filter((b) => !b.bye && points.get(b.players[0]) !== points.get(b.players[1])).length;
      const blocks = pairSwiss(history, round, 'cmp').boards;
      expect(floats(blocks)).toBeLessThanOrEqual(floats(pairSwiss(history, round, 'cmp', Infinity).boards));
      blocks.forEach((b, i) => results.push(game(round, b.board, b.players[0], b.players[1], [1, 0, 0.5][(i * 7 + round) % 3])));
    }
  });
});

describe('standings and tie-breaks (docs/tournaments.md)', () => {
  // Hand-computed: 5 players, 3 rounds.
  // R1 A-B 1-0, C-D 1/2, E bye; R2 A-C 1-0, E-B 0-1, D bye; R3 A-E 1-0, B-D 0-1, C bye.
  // Points A 3, B 1, C 1.5, D 2.5, E 1.
  // Buchholz (opponents' points): A 1+1.5+1 = 3.5, B 3+1+2.5 = 6.5, C 2.5+3 = 5.5, D 1.5+1 = 2.5, E 1+3 = 4.
  // Sonneborn-Berger: A 1+1.5+1 = 3.5, B 1, C 2.5/2 = 1.25, D 1.5/2 + 1 = 1.75, E 0.
  const results = [
    game(1, 1, 'A', 'B', 1), game(1, 2, 'C', 'D', 0.5), bye(1, 3, 'E'),
    game(2, 1, 'A', 'C', 1), game(2, 2, 'E', 'B', 0), bye(2, 3, 'D'),
    game(3, 1, 'A', 'E', 1), game(3, 2, 'B', 'D', 0), bye(3, 3, 'C'),
  ];

  it('Swiss: points, then Buchholz (sum of opponents\' points; a bye adds nothing), then Sonneborn-Berger', () => {
    const s = standings('swiss', entrants('ABCDE'), results);
    expect(s.map((x) => [x.rank, x.userId, x.points, x.buchholz, x.sonnebornBerger])).toEqual([
      [1, 'A', 3, 3.5, 3.5],
      [2, 'D', 2.5, 2.5, 1.75],
      [3, 'C', 1.5, 5.5, 1.25],
      [4, 'B', 1, 6.5, 1],
      [5, 'E', 1, 4, 0],
    ]);
    expect(s.find((x) => x.userId === 'E')).toMatchObject({ wins: 0, losses: 2, byes: 1, played: 2 });
    expect(s.find((x) => x.userId === 'C')).toMatchObject({ wins: 0, draws: 1, losses: 1, byes: 1 });
  });

  it('round-robin: level on points, direct encounter decides (A beat B) before Sonneborn-Berger (which would favour A too)', () => {
    // A 2 (beat B, D; lost to C), B 2 (beat C, D), C 1.5 (beat A, drew D), D 0.5.
    const rr = [game(1, 1, 'A', 'B', 1), game(1, 2, 'C', 'D', 0.5), game(2, 1, 'A', 'C', 0), game(2, 2, 'B', 'D', 1), game(3, 1, 'A', 'D', 1), game(3, 2, 'B', 'C', 1)];
    const s = standings('round-robin', entrants('ABCD'), rr);
    expect(s.map((x) => [x.rank, x.userId, x.points, x.directEncounter, x.sonnebornBerger])).toEqual([
      [1, 'A', 2, 1, 2.5],
      [2, 'B', 2, 0, 2],
      [3, 'C', 1.5, 0, 2.25],
      [4, 'D', 0.5, 0, 0.75],
    ]);
  });

  it('a cycle (A beat B, B beat C, C beat A) leaves all three level on every criterion: they share rank 1, in entry order', () => {
    const s = standings('round-robin', entrants('ABC'), [game(1, 1, 'A', 'B', 1), game(2, 1, 'B', 'C', 1), game(3, 1, 'C', 'A', 1)]);
    expect(s.map((x) => [x.rank, x.userId, x.directEncounter])).toEqual([[1, 'A', 1], [1, 'B', 1], [1, 'C', 1]]);
  });

  it('duplicate solitaire: ranked by wins, then cards removed', () => {
    const deal = (round: number, p: string, won: boolean, removed: number): BoardResult => ({
      round, board: 1, players: [p], points: [won ? 1 : 0], gameScores: [removed], winners: won ? [0] : [], bye: false,
    });
    const s = standings('duplicate', entrants('ABC'), [deal(1, 'A', false, 27), deal(1, 'B', true, 28), deal(1, 'C', false, 20), deal(2, 'A', true, 28), deal(2, 'B', false, 10), deal(2, 'C', false, 26)]);
    expect(s.map((x) => [x.rank, x.userId, x.points, x.gamePoints])).toEqual([[1, 'A', 1, 55], [2, 'B', 1, 38], [3, 'C', 0, 46]]);
  });
});

describe('duplicate rounds', () => {
  it('one board per entrant in entry order; the deal seed is SHA-256 of the secret and the round, so a restarted round deals the same deal and each round another', () => {
    expect(duplicateRound(['A', 'B', 'C'])).toEqual([{ board: 1, players: ['A'], bye: false }, { board: 2, players: ['B'], bye: false }, { board: 3, players: ['C'], bye: false }]);
    expect(duplicateRoundSeed('s3cret', 2)).toBe(createHash('sha256').update('s3cret:deal:2').digest('hex'));
    expect(duplicateRoundSeed('s3cret', 2)).toBe(duplicateRoundSeed('s3cret', 2));
    expect(duplicateRoundSeed('s3cret', 1)).not.toBe(duplicateRoundSeed('s3cret', 2));
  });
});

describe('pods (ziggurat, tables of 3 to 5)', () => {
  it('table sizes: as many fours as fit, the rest threes; five players sit at one table', () => {
    expect(podSizes(11)).toEqual([4, 4, 3]);
    expect(podSizes(5)).toEqual([5]);
    expect(podSizes(6)).toEqual([3, 3]);
    expect(podSizes(7)).toEqual([4, 3]);
    expect(podSizes(9)).toEqual([3, 3, 3]);
    expect(podSizes(20)).toEqual([4, 4, 4, 4, 4]);
    expect(() => podSizes(2)).toThrow(RangeError);
  });

  it('seats by standing, the best at table 1; the first seat turns by one each round', () => {
    const ranked = 'ABCDEFGHIJK'.split('');
    expect(podRound(ranked, 1).map((b) => b.players.join(''))).toEqual(['ABCD', 'EFGH', 'IJK']);
    expect(podRound(ranked, 2).map((b) => b.players.join(''))).toEqual(['BCDA', 'FGHE', 'JKI']);
  });

  it('placement points: one per player finished behind, one half per player level (a win before any score)', () => {
    // Seat 1 won with 15; seats 0 and 2 level on 10; seat 3 last with 5.
    expect(placementPoints([1], [10, 15, 10, 5], 4)).toEqual([1.5, 3, 1.5, 0]);
    // Seat 2 won on the rules with fewer points than seat 0: the win comes first.
    expect(placementPoints([2], [20, 5, 12], 3)).toEqual([1, 0, 2]);
  });
});

import { DEFAULT_RATING, glicko2 } from './glicko2.js';
import { countOf, isProvisional, newStanding, pairScore, settlement, type MatchResult } from './settlement.js';

const rules = (winners: number[], scores: number[] | null = null, draw = false): MatchResult => ({ winners, draw, scores, endedBy: 'rules' });

describe('pairwise placing', () => {
  it('a draw places everyone equal', () => {
    expect(pairScore(rules([], [3, 1], true), 0, 1)).toBe(0.5);
  });

  it('a winner places above a non-winner, whatever the scores', () => {
    expect(pairScore(rules([1], [9, 2]), 0, 1)).toBe(0);
    expect(pairScore(rules([1], [9, 2]), 1, 0)).toBe(1);
  });

  it('among non-winners (and among winners), the higher score places better; equal scores place equal', () => {
    const r = rules([0], [10, 7, 4, 7]);
    expect([pairScore(r, 1, 2), pairScore(r, 2, 1), pairScore(r, 1, 3)]).toEqual([1, 0, 0.5]);
  });

  it("Ziggurat's tie (nobody at the table won): the tied leaders place above the rest, equal between themselves", () => {
    const r = rules([], [12, 12, 5]);
    expect([pairScore(r, 0, 1), pairScore(r, 0, 2), pairScore(r, 2, 1)]).toEqual([0.5, 1, 0]);
  });

  it('a resignation or timeout ignores scores: the others share the win, the seats that lost lose to each of them', () => {
    const r: MatchResult = { winners: [0, 2], draw: false, scores: [1, 50, 2], endedBy: 'timeout' };
    expect([pairScore(r, 0, 2), pairScore(r, 1, 0), pairScore(r, 2, 1)]).toEqual([0.5, 0, 1]);
  });

  it('seats that left a game which went on place below every seat that stayed, whatever their scores; the later leaver above the earlier', () => {
    // Four-seat Ziggurat: seat 3 left first, seat 1 later; seat 0 won, seat 2 stayed and lost.
    const r: MatchResult = { ...rules([0], [20, 15, 4, 30]), departed: [3, 1] };
    expect([pairScore(r, 2, 1), pairScore(r, 2, 3), pairScore(r, 1, 3), pairScore(r, 3, 1), pairScore(r, 0, 3)]).toEqual([1, 1, 1, 0, 1]);
  });

  it('counts: a draw is drawn, a winner won, any other seat lost', () => {
    expect(countOf(rules([], null, true), 0)).toBe('drawn');
    expect(countOf(rules([1]), 1)).toBe('won');
    expect(countOf(rules([]), 0)).toBe('lost');
  });
});

describe('settlement', () => {
  const at = new Date('2026-11-23T05:00:00Z');
  const seats = [{ seat: 0, userId: 'u-b' }, { seat: 1, userId: 'u-a' }];

  it('computes every seat from the ratings before the match, applied together', () => {
    const before = new Map([['u-a', { ...newStanding('u-a', 'g'), rating: 1700, rd: 80 }]]);
    const { standings, history } = settlement({ matchId: 'm', gameId: 'g', rated: true, seats, result: rules([0]), at }).settle(before);
    const b = glicko2(DEFAULT_RATING, [{ opponent: { rating: 1700, rd: 80 }, score: 1 }]);
    const a = glicko2({ rating: 1700, rd: 80, volatility: 0.06 }, [{ opponent: DEFAULT_RATING, score: 0 }]);
    expect(standings.map((s) => [s.userId, s.rating, s.won, s.lost, s.ratedMatches, s.ratedAt])).toEqual([
      ['u-b', b.rating, 1, 0, 1, at],
      ['u-a', a.rating, 0, 1, 1, at],
    ]);
    expect(history.map((h) => [h.userId, h.ratingBefore, h.rating])).toEqual([['u-b', 1500, b.rating], ['u-a', 1700, a.rating]]);
  });

  it('a casual match counts the result and changes no rating, and writes no history', () => {
    const { standings, history } = settlement({ matchId: 'm', gameId: 'g', rated: false, seats, result: rules([], null, true), at }).settle(new Map());
    expect(standings.map((s) => [s.rating, s.rd, s.drawn, s.ratedMatches, s.ratedAt, s.playedAt])).toEqual([
      [1500, 350, 1, 0, null, at],
      [1500, 350, 1, 0, null, at],
    ]);
    expect(history).toEqual([]);
  });

  it('locks rows in user-id order', () => {
    expect(settlement({ matchId: 'm', gameId: 'g', rated: true, seats, result: rules([0]), at }).userIds).toEqual(['u-a', 'u-b']);
  });

  it('is provisional above a deviation of 110', () => {
    expect([isProvisional(110), isProvisional(110.01)]).toEqual([false, true]);
  });
});

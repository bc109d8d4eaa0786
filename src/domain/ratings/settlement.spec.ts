import { DEFAULT_RATING, glicko2 } from './glicko2.js';
import { botAccountId, botPoolId } from './bot-pool.js';
import { countOf, isProvisional, newStanding, pairScore, settlement, settlementOfMatch, type MatchResult } from './settlement.js';

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

// docs/bots.md, "Bot ratings": "the service's bots have a rating per game and level, kept in a
// separate pool ... rated from the casual matches they play, against people and each other".
describe("the service's bots' ratings (a separate pool)", () => {
  const at = new Date('2026-11-28T10:00:00Z');
  const bot = (level: number, copy = 1) => ({ kind: 'bot', botLevel: level, copy });
  const row = (seats: { userId: string; user: { kind: string; botLevel: number | null } }[]) => ({
    id: 'm', gameId: 'g', rated: false, seats: seats.map((s, seat) => ({ seat, ...s })),
  });
  const seatOf = (b: ReturnType<typeof bot>) => ({ userId: botAccountId(b.botLevel, b.copy), user: { kind: b.kind, botLevel: b.botLevel } });
  const ada = { userId: 'u-ada', user: { kind: 'human', botLevel: null } };

  it("moves a bot level's rating against a person's rating, and leaves the person's rating as it was", () => {
    const s = settlementOfMatch(row([ada, seatOf(bot(3, 2))]), { winners: [1], draw: false, scores: null, endedBy: 'resignation' }, at)!;
    expect(s.userIds).toEqual([botAccountId(3, 1), botAccountId(3, 2), 'u-ada']);
    const adaBefore = { ...newStanding('u-ada', 'g'), rating: 1800, rd: 60, ratedMatches: 30 };
    const { standings, history } = s.settle(new Map([['u-ada', adaBefore]]));
    const expected = glicko2(DEFAULT_RATING, [{ opponent: { rating: 1800, rd: 60 }, score: 1 }]);
    const by = new Map(standings.map((x) => [x.userId, x]));
    // The level's pool (its first account) carries the rating, whichever copy sat.
    expect(by.get(botPoolId(3))).toMatchObject({ ...expected, ratedMatches: 1, ratedAt: at, won: 0 });
    expect(by.get(botAccountId(3, 2))).toMatchObject({ rating: 1500, ratedMatches: 0, won: 1 });
    expect(by.get('u-ada')).toMatchObject({ rating: 1800, rd: 60, ratedMatches: 30, lost: 1 });
    expect(history).toEqual([{ matchId: 'm', userId: botPoolId(3), gameId: 'g', ratingBefore: 1500, ...expected, createdAt: at }]);
  });

  it('rates two levels against each other from their pools, as one standing when the first copy both sits and holds the pool', () => {
    const s = settlementOfMatch(row([seatOf(bot(2)), seatOf(bot(4))]), { winners: [1], draw: false, scores: null, endedBy: 'rules' }, at)!;
    const l2 = { ...newStanding(botPoolId(2), 'g'), rating: 1300, rd: 90, won: 5 };
    const l4 = { ...newStanding(botPoolId(4), 'g'), rating: 1900, rd: 90 };
    const { standings } = s.settle(new Map([[l2.userId, l2], [l4.userId, l4]]));
    expect(standings.map((x) => [x.userId, x.rating, x.won, x.lost, x.ratedMatches])).toEqual([
      [botPoolId(2), glicko2(l2, [{ opponent: l4, score: 0 }]).rating, 5, 1, 1],
      [botPoolId(4), glicko2(l4, [{ opponent: l2, score: 1 }]).rating, 1, 0, 1],
    ]);
  });

  it('counts no game between two copies of one level (they tell nothing about its strength)', () => {
    const { standings, history } = settlementOfMatch(row([seatOf(bot(3)), seatOf(bot(3, 2))]), { winners: [0], draw: false, scores: null, endedBy: 'rules' }, at)!.settle(new Map());
    expect(history).toEqual([]);
    expect(standings.every((x) => x.rating === 1500 && x.ratedMatches === 0)).toBe(true);
  });

  it('gives a level with two copies at a table of three one period: a game of each copy against the other seats, none between the copies', () => {
    // Ziggurat-like: Ada placed first, the copies of level 1 second and third.
    const s = settlementOfMatch(row([ada, seatOf(bot(1)), seatOf(bot(1, 2))]), { winners: [0], draw: false, scores: [30, 20, 10], endedBy: 'rules' }, at)!;
    const { standings, history } = s.settle(new Map());
    const expected = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }, { opponent: DEFAULT_RATING, score: 0 }]);
    expect(history).toHaveLength(1);
    expect(standings.find((x) => x.userId === botPoolId(1))).toMatchObject({ ...expected, ratedMatches: 1, lost: 1 });
    expect(standings.find((x) => x.userId === 'u-ada')).toMatchObject({ rating: 1500, won: 1 });
  });

  it("a people's account upgraded to a bot (no level) is rated like a person, not pooled", () => {
    const s = settlementOfMatch(row([ada, { userId: 'u-deep', user: { kind: 'bot', botLevel: null } }]), { winners: [0], draw: false, scores: null, endedBy: 'rules' }, at)!;
    expect(s.userIds).toEqual(['u-ada', 'u-deep']);
    expect(s.settle(new Map()).history).toEqual([]);
  });
});

/**
 * What a match's end does to its players' standings, as a pure function of the match and their
 * standings before it (read inside the commit that ends the match: see persistence/hot).
 *
 * - Counts: every finished match (rated or casual) adds a win, a loss or a draw for each seat: a
 *   draw when the outcome is a draw, a win for a seat among the winners, a loss otherwise (also
 *   when nobody at the table won, as in Ziggurat's tie).
 * - Ratings (rated matches only): each rated match is its own Glicko-2 rating period, as on
 *   Lichess. Every pair of seats is one game, scored by final placing (1 for the better placed,
 *   ½ each when placed equal). A seat's period holds its games against every other seat, computed
 *   from everyone's rating before the match, and all the new ratings are applied together.
 * - Placing: a draw places everyone equal; otherwise the winners come first, equal among
 *   themselves, then the others, those who left a game that went on without them last (the later
 *   leaver above the earlier); within each group, when the game ended by its own rules and
 *   scores, a higher score places better. (A resignation or timeout has no scores: the others
 *   share the win, the seats that resigned or ran out of time lose to each of them.)
 * - The service's bots (bot-pool.ts): a match they play, never a rated one, moves each bot
 *   level's rating in its pool (the level's first account's row), as its own rating period with
 *   a game against every seat of another level or a person (placed as above), from everyone's
 *   rating before the match; nobody else's rating changes.
 */
import { glicko2, DEFAULT_RATING, DEFAULT_TAU, type Glicko2Game } from './glicko2.js';
import { botPoolId } from './bot-pool.js';

/** A player's standing in one game (the Rating row). */
export interface Standing {
  userId: string;
  gameId: string;
  rating: number;
  rd: number;
  volatility: number;
  ratedMatches: number;
  won: number;
  lost: number;
  drawn: number;
  ratedAt: Date | null;
  playedAt: Date | null;
}

/** A RatingHistory row: the rating after one rated match. */
export interface RatingPoint {
  matchId: string;
  userId: string;
  gameId: string;
  ratingBefore: number;
  rating: number;
  rd: number;
  volatility: number;
  createdAt: Date;
}

export interface MatchResult {
  winners: readonly number[];
  draw: boolean;
  scores: readonly number[] | null;
  /** How it ended; an aborted match (no result) is never settled (see settlementOfMatch). */
  endedBy: 'rules' | 'resignation' | 'timeout' | 'agreement' | 'aborted';
  /**
   * Seats that left a game which went on without them (a resignation or timeout with three or
   * more players, Game.depart), in the order they left. They place below every seat that stayed,
   * whatever their scores; of two of them, the one that left later places better.
   */
  departed?: readonly number[];
}

/**
 * The end of one match, handed to the commit that ends it. `settle` runs inside that commit,
 * with the players' standings as they are then (locked), and returns what to write.
 */
export interface Settlement {
  /** What it was made from (`settlement(input)` makes it again, e.g. on another thread). */
  input: SettlementInput;
  matchId: string;
  gameId: string;
  /** The seated users, sorted (the order rows are locked in). */
  userIds: string[];
  settle(current: ReadonlyMap<string, Standing>): { standings: Standing[]; history: RatingPoint[] };
}

/** Above this rating deviation a rating is provisional (Lichess's threshold): not on leaderboards. */
export const PROVISIONAL_RD = 110;
export const isProvisional = (rd: number) => rd > PROVISIONAL_RD;

export const newStanding = (userId: string, gameId: string): Standing => ({
  userId, gameId, ...DEFAULT_RATING, ratedMatches: 0, won: 0, lost: 0, drawn: 0, ratedAt: null, playedAt: null,
});

/** The score of seat `a` against seat `b` by final placing: 1, ½ or 0. */
export function pairScore(result: MatchResult, a: number, b: number): number {
  if (result.draw) return 0.5;
  const left = result.departed ?? [];
  const key = (s: number): number[] => [
    result.winners.includes(s) ? 1 : 0,
    left.includes(s) ? left.indexOf(s) - left.length : 0,
    result.endedBy === 'rules' && result.scores ? (result.scores[s] ?? 0) : 0,
  ];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] > kb[i] ? 1 : 0;
  return 0.5;
}

export function countOf(result: MatchResult, seat: number): 'won' | 'lost' | 'drawn' | 'aborted' {
  if (result.endedBy === 'aborted') return 'aborted';
  if (result.draw) return 'drawn';
  return result.winners.includes(seat) ? 'won' : 'lost';
}

/**
 * The settlement of `row` ending with `outcome` at `at` (`departed`: seats that left a game which
 * went on, in order), or undefined for an abort, which ends a match without a result.
 */
export function settlementOfMatch(
  row: { id: string; gameId: string; rated: boolean; seats: readonly { seat: number; userId: string; user?: { kind: string; botLevel: number | null } | null }[] },
  outcome: Omit<MatchResult, 'departed'>,
  at: Date,
  departed: readonly number[] = [],
): Settlement | undefined {
  if (outcome.endedBy === 'aborted') return undefined;
  const seats = row.seats.map((s) => {
    const level = s.user?.kind === 'bot' ? s.user.botLevel : null;
    return { seat: s.seat, userId: s.userId, ...(typeof level === 'number' ? { pool: botPoolId(level) } : {}) };
  });
  return settlement({ matchId: row.id, gameId: row.gameId, rated: row.rated, seats, result: { ...outcome, departed }, at });
}

export interface SettlementInput {
  matchId: string;
  gameId: string;
  rated: boolean;
  /** `pool`: for a service bot, the standing that holds its level's rating (bot-pool.ts `botPoolId`). */
  seats: readonly { seat: number; userId: string; pool?: string }[];
  result: MatchResult;
  at: Date;
}

/** The settlement of a finished match: `seats` maps seat numbers to users. */
export function settlement(m: SettlementInput): Settlement {
  return {
    input: m,
    matchId: m.matchId,
    gameId: m.gameId,
    userIds: [...new Set(m.seats.flatMap((s) => (s.pool ? [s.userId, s.pool] : [s.userId])))].sort(),
    settle(current) {
      const before = (userId: string) => current.get(userId) ?? newStanding(userId, m.gameId);
      // One standing per account (a bot level's first copy may be both a seat and its pool).
      const next = new Map<string, Standing>();
      const standing = (userId: string) => next.get(userId) ?? next.set(userId, { ...before(userId) }).get(userId)!;
      const history: RatingPoint[] = [];
      for (const { seat, userId } of m.seats) {
        const was = before(userId);
        const counted = countOf(m.result, seat);
        if (counted === 'aborted') throw new Error('an aborted match has no result to settle');
        const st = standing(userId);
        Object.assign(st, { [counted]: was[counted] + 1, playedAt: m.at });
        if (m.rated) {
          const games = m.seats
            .filter((o) => o.seat !== seat)
            .map((o) => ({ opponent: before(o.userId), score: pairScore(m.result, seat, o.seat) }));
          const rated = glicko2(was, games, DEFAULT_TAU);
          Object.assign(st, rated, { ratedMatches: was.ratedMatches + 1, ratedAt: m.at });
          history.push({ matchId: m.matchId, userId, gameId: m.gameId, ratingBefore: was.rating, ...rated, createdAt: m.at });
        }
      }
      // The service's bots (never in a rated match): each level's pool, against the other levels and people.
      if (!m.rated) {
        for (const pool of new Set(m.seats.flatMap((s) => (s.pool ? [s.pool] : [])))) {
          const games: Glicko2Game[] = [];
          for (const mine of m.seats.filter((s) => s.pool === pool)) {
            for (const o of m.seats.filter((x) => x.pool !== pool)) games.push({ opponent: before(o.pool ?? o.userId), score: pairScore(m.result, mine.seat, o.seat) });
          }
          if (games.length === 0) continue; // copies of one level among themselves
          const was = before(pool);
          const rated = glicko2(was, games, DEFAULT_TAU);
          Object.assign(standing(pool), rated, { ratedMatches: was.ratedMatches + 1, ratedAt: m.at });
          history.push({ matchId: m.matchId, userId: pool, gameId: m.gameId, ratingBefore: was.rating, ...rated, createdAt: m.at });
        }
      }
      return { standings: [...next.values()], history };
    },
  };
}

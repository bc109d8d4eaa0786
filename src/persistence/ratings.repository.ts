/**
 * Reads of ratings, leaderboards and profiles. Ratings are written by the hot store, in the
 * commit that ends a match (hot/sqlite.ts, hot/postgres.ts); the one write here seeds a service
 * bot level's rating before it has played (seedBotRating).
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { withSeats, type MatchRow } from './matches.repository.js';
import { isUniqueViolation } from './users.repository.js';
import type { RatingPoint, Standing } from '../domain/ratings/settlement.js';
import { BOT_ACCOUNT_PREFIX, botPoolId } from '../domain/ratings/bot-pool.js';
import type { Glicko2Rating } from '../domain/ratings/glicko2.js';

export interface PublicUserRow {
  id: string;
  username: string;
  kind: string;
  createdAt: Date;
}

@Injectable()
export class RatingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  userByName(username: string): Promise<PublicUserRow | null> {
    return this.prisma.db.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: { id: true, username: true, kind: true, createdAt: true } });
  }

  async usersById(ids: readonly string[]): Promise<Map<string, PublicUserRow>> {
    const rows = await this.prisma.db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, username: true, kind: true, createdAt: true } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A page of a game's board: ratings with a deviation of at most `maxRd`, rated since `since`,
   * highest first, ties by user id; after `after` (the last entry of the previous page). The
   * service's bots are rated in a pool of their own (domain/ratings/bot-pool.ts) and left out.
   */
  leaderboard(gameId: string, since: Date, maxRd: number, after: { rating: number; userId: string } | null, limit: number): Promise<Standing[]> {
    const afterWhere = after ? { OR: [{ rating: { lt: after.rating } }, { rating: after.rating, userId: { gt: after.userId } }] } : {};
    return this.prisma.db.rating.findMany({
      where: { AND: [{ gameId, rd: { lte: maxRd }, ratedAt: { gte: since } }, { NOT: { userId: { startsWith: BOT_ACCOUNT_PREFIX } } }, afterWhere] },
      orderBy: [{ rating: 'desc' }, { userId: 'asc' }],
      take: limit + 1,
    });
  }

  standingsOf(userId: string): Promise<Standing[]> {
    return this.prisma.db.rating.findMany({ where: { userId }, orderBy: { gameId: 'asc' } });
  }

  /**
   * `userId`'s finished matches that `viewerId` may see (public ones; private ones the viewer
   * plays in or created), most recently finished first, after the cursor.
   */
  finishedOf(userId: string, viewerId: string, after: { finishedAt: Date; id: string } | null, limit: number): Promise<MatchRow[]> {
    const afterWhere = after ? { OR: [{ finishedAt: { lt: after.finishedAt } }, { finishedAt: after.finishedAt, id: { lt: after.id } }] } : {};
    return this.prisma.db.match.findMany({
      where: {
        AND: [
          { status: 'finished', finishedAt: { not: null }, seats: { some: { userId } } },
          { OR: [{ visibility: 'public' }, { seats: { some: { userId: viewerId } } }, { createdById: viewerId }] },
          afterWhere,
        ],
      },
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      include: withSeats,
    });
  }

  /** `userId`'s rating points for these matches. */
  pointsFor(userId: string, matchIds: readonly string[]): Promise<RatingPoint[]> {
    return this.prisma.db.ratingHistory.findMany({ where: { userId, matchId: { in: [...matchIds] } } });
  }

  /** A page of `userId`'s rating history in `gameId`, newest first, after the cursor. */
  history(userId: string, gameId: string, after: { createdAt: Date; matchId: string } | null, limit: number): Promise<RatingPoint[]> {
    const afterWhere = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, matchId: { lt: after.matchId } }] } : {};
    return this.prisma.db.ratingHistory.findMany({
      where: { AND: [{ userId, gameId }, afterWhere] },
      orderBy: [{ createdAt: 'desc' }, { matchId: 'desc' }],
      take: limit + 1,
    });
  }

  /** Which of these matches `viewerId` may see. */
  async visibleTo(viewerId: string, matchIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.prisma.db.match.findMany({
      where: { id: { in: [...matchIds] }, OR: [{ visibility: 'public' }, { seats: { some: { userId: viewerId } } }, { createdById: viewerId }] },
      select: { id: true },
    });
    return new Set(rows.map((r) => r.id));
  }

  /** The pool standings of the service's bots of `levels` (bot-pool.ts), in every game. */
  botStandings(levels: readonly number[]): Promise<Standing[]> {
    return this.prisma.db.rating.findMany({ where: { userId: { in: levels.map(botPoolId) } } });
  }

  /**
   * Sets the rating of the bot of `level` in `gameId` where its pool has counted no match yet
   * (its Rating row made if missing: the account must exist); false when it has played, so a seed
   * never overwrites a rating earned in play.
   */
  async seedBotRating(level: number, gameId: string, r: Glicko2Rating): Promise<boolean> {
    const userId = botPoolId(level);
    const data = { rating: r.rating, rd: r.rd, volatility: r.volatility };
    try {
      await this.prisma.db.rating.upsert({ where: { userId_gameId: { userId, gameId } }, create: { userId, gameId, ...data }, update: {} });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e; // made meanwhile by a match's end: the update below decides
    }
    const done = await this.prisma.db.rating.updateMany({ where: { userId, gameId, ratedMatches: 0 }, data });
    return done.count === 1;
  }
}

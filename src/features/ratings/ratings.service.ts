/**
 * Leaderboards, profiles and rating histories (read only: ratings change in the commit that ends
 * a match, see settlement.ts). Private matches follow the match API's rule: only their players and
 * creator see them, so a stranger's view of a profile never lists one, nor names one in a history.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock } from '../../platform/runtime.js';
import { notFound } from '../../platform/problem.js';
import { decodeCursor as decode, encodeCursor as encode } from '../../platform/paging.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { RatingsRepository, type PublicUserRow } from '../../persistence/ratings.repository.js';
import { summaryOf } from '../matches/match-view.js';
import type { MatchOutcome } from '../../domain/match.schemas.js';
import { countOf, isProvisional, PROVISIONAL_RD, type Standing } from '../../domain/ratings/settlement.js';
import type { GameStanding, Leaderboard, PageQuery, Profile, ProfileMatchPage, RatingHistory } from './ratings.schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const publicUser = (u: PublicUserRow) => ({ id: u.id, username: u.username, kind: u.kind === 'bot' ? ('bot' as const) : ('human' as const) });

@Injectable()
export class RatingsService {
  constructor(
    private readonly repo: RatingsRepository,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async leaderboard(game: string, q: PageQuery): Promise<Leaderboard> {
    const gameId = this.catalog.require(game).meta.id;
    const after = decode(q.cursor, ['number', 'string', 'number']);
    const days = this.config.LEADERBOARD_ACTIVE_DAYS;
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const rows = await this.repo.leaderboard(gameId, since, PROVISIONAL_RD, after && { rating: after[0], userId: after[1] }, q.limit);
    const page = rows.slice(0, q.limit);
    const users = await this.repo.usersById(page.map((r) => r.userId));
    const ranked = after ? after[2] : 0;
    const items = page.flatMap((r, i) => {
      const u = users.get(r.userId);
      return u ? [{ rank: ranked + i + 1, user: publicUser(u), rating: r.rating, rd: r.rd, provisional: false, ratedMatches: r.ratedMatches, ratedAt: r.ratedAt!.toISOString() }] : [];
    });
    const last = page.at(-1);
    return { game: gameId, activeDays: days, items, nextCursor: rows.length > q.limit && last ? encode([last.rating, last.userId, ranked + page.length]) : null };
  }

  async profile(viewer: AuthUser, username: string, q: PageQuery): Promise<Profile> {
    const user = await this.user(username);
    const standings = await this.repo.standingsOf(user.id);
    return {
      user: publicUser(user),
      createdAt: user.createdAt.toISOString(),
      ratings: standings.filter((s) => this.catalog.get(s.gameId)).map(toGameStanding),
      recentMatches: await this.recentMatches(viewer, user, q),
    };
  }

  private async recentMatches(viewer: AuthUser, user: PublicUserRow, q: PageQuery): Promise<ProfileMatchPage> {
    const after = decode(q.cursor, ['time', 'string']);
    const rows = await this.repo.finishedOf(user.id, viewer.id, after && { finishedAt: after[0], id: after[1] }, q.limit);
    const page = rows.slice(0, q.limit);
    const points = new Map((await this.repo.pointsFor(user.id, page.filter((r) => r.rated).map((r) => r.id))).map((p) => [p.matchId, p]));
    const items = page.map((row) => {
      const outcome = JSON.parse(row.outcome!) as MatchOutcome;
      const seat = row.seats.find((s) => s.userId === user.id)!.seat;
      const point = points.get(row.id);
      return {
        id: row.id,
        game: row.gameId,
        rated: row.rated,
        seats: summaryOf(row, viewer.id).seats,
        seat,
        result: countOf(outcome, seat),
        ratingBefore: point?.ratingBefore ?? null,
        ratingAfter: point?.rating ?? null,
        outcome,
        finishedAt: row.finishedAt!.toISOString(),
      };
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > q.limit && last ? encode([last.finishedAt!.getTime(), last.id]) : null };
  }

  async history(viewer: AuthUser, username: string, game: string, q: PageQuery): Promise<RatingHistory> {
    const user = await this.user(username);
    const gameId = this.catalog.require(game).meta.id;
    const after = decode(q.cursor, ['time', 'string']);
    const rows = await this.repo.history(user.id, gameId, after && { createdAt: after[0], matchId: after[1] }, q.limit);
    const page = rows.slice(0, q.limit);
    const visible = await this.repo.visibleTo(viewer.id, page.map((p) => p.matchId));
    const items = page.map((p) => ({
      matchId: visible.has(p.matchId) ? p.matchId : null,
      ratingBefore: p.ratingBefore,
      rating: p.rating,
      rd: p.rd,
      provisional: isProvisional(p.rd),
      volatility: p.volatility,
      at: p.createdAt.toISOString(),
    }));
    const last = page.at(-1);
    return { game: gameId, items, nextCursor: rows.length > q.limit && last ? encode([last.createdAt.getTime(), last.matchId]) : null };
  }

  private async user(username: string): Promise<PublicUserRow> {
    const user = username.length <= 64 ? await this.repo.userByName(username) : null;
    if (!user) throw notFound('USER_NOT_FOUND', `There is no user "${username.slice(0, 64)}".`);
    return user;
  }
}

function toGameStanding(s: Standing): GameStanding {
  return {
    game: s.gameId,
    rating: s.rating,
    rd: s.rd,
    provisional: isProvisional(s.rd),
    volatility: s.volatility,
    ratedMatches: s.ratedMatches,
    won: s.won,
    lost: s.lost,
    drawn: s.drawn,
    ratedAt: iso(s.ratedAt),
    playedAt: iso(s.playedAt),
  };
}

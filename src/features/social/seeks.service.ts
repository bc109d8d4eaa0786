/**
 * Open seeks and automatic pairing (issue 12, part A). Seeks are compatible when their pairKey
 * (game, canonical options, players, clock) is equal. Posting a seek commits it first, then looks
 * for partners, so of two seeks posted at once at least the later one sees the other; the match's
 * creating transaction claims every seek of the group (open -> paired, all or nothing), so a seek
 * ends up in one match however many instances pair at once.
 */
import { Injectable } from '@nestjs/common';
import { GameCatalog } from '../catalog/game-catalog.js';
import { badRequest, conflict, notFound } from '../../platform/problem.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { canonicalJson } from '../../engine/canonical-json.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { MatchesService } from '../matches/matches.service.js';
import { ClaimLost, SocialRepository, type SeekRow } from '../../persistence/social.repository.js';
import { ChallengesService } from './challenges.service.js';
import type { CreateSeekRequest, ListSeeksQuery, SeekDto } from './social.schemas.js';

export const pairKeyOf = (gameId: string, options: unknown, seats: number, timeLimitSeconds: number | null) =>
  `${gameId}|${canonicalJson(options)}|${seats}|${timeLimitSeconds ?? '-'}`;

@Injectable()
export class SeeksService {
  constructor(
    private readonly repo: SocialRepository,
    private readonly catalog: GameCatalog,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly userBus: UserEventsBus,
  ) {}

  /** Publishes a seek and pairs it at once if compatible seeks of other users are open. */
  async create(user: AuthUser, req: CreateSeekRequest): Promise<{ seek: SeekDto; matchId: string | null }> {
    const seek = await this.insert(user, req);
    const matchId = await this.pair(seek);
    return { seek: await this.dto((await this.repo.findSeek(seek.id))!), matchId };
  }

  /**
   * Accepts another user's open seek. Two players: the match starts at once (409 SEEK_NOT_OPEN if
   * the seek was taken first). More: the caller's own compatible seek joins it and the match
   * starts as soon as enough players have joined.
   */
  async accept(user: AuthUser, id: string): Promise<{ seek: SeekDto; matchId: string | null }> {
    const target = await this.repo.findSeek(id);
    if (!target) throw notFound('SEEK_NOT_FOUND', `There is no seek "${id}".`);
    if (target.userId === user.id) throw conflict('SEEK_NOT_OPEN', 'This is your own seek; wait for others, or cancel it.');
    if (target.status !== 'open') throw conflict('SEEK_NOT_OPEN', `This seek is ${target.status}.`, { matchId: target.matchId });
    if (target.seatCount === 2) {
      const matchId = await this.startMatch([target, { id: null, userId: user.id }], target);
      if (!matchId) throw conflict('SEEK_NOT_OPEN', 'Someone else took this seek first.');
      return { seek: await this.dto((await this.repo.findSeek(id))!), matchId };
    }
    const mine = (await this.repo.seeksOf(user.id, 'open')).find((s) => s.pairKey === target.pairKey) ?? (await this.insert(user, {
      game: target.gameId,
      options: JSON.parse(target.options) as Record<string, unknown>,
      seats: target.seatCount,
      timeLimitSeconds: target.timeLimitSeconds ?? undefined,
    }));
    const matchId = await this.pair(mine, target.id);
    return { seek: await this.dto((await this.repo.findSeek(mine.id))!), matchId };
  }

  async list(q: ListSeeksQuery): Promise<{ items: SeekDto[]; nextCursor: string | null }> {
    const after = decodeCursor(q.cursor, ['time', 'string']);
    const rows = await this.repo.openSeeks(q.game, after && { createdAt: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (s) => [s.createdAt, s.id]);
    const names = await this.names(page);
    return { items: page.map((s) => this.toDto(s, names)), nextCursor };
  }

  async get(id: string): Promise<SeekDto> {
    const s = await this.repo.findSeek(id);
    if (!s) throw notFound('SEEK_NOT_FOUND', `There is no seek "${id}".`);
    return this.dto(s);
  }

  async cancel(user: AuthUser, id: string): Promise<SeekDto> {
    const s = await this.repo.findSeek(id);
    if (!s || s.userId !== user.id) throw notFound('SEEK_NOT_FOUND', `There is no seek "${id}" of yours.`);
    if (!(await this.repo.cancelSeek(id, user.id, this.clock.now()))) throw conflict('SEEK_NOT_OPEN', `This seek is ${(await this.repo.findSeek(id))!.status}.`);
    return this.dto((await this.repo.findSeek(id))!);
  }

  private async insert(user: AuthUser, req: CreateSeekRequest): Promise<SeekRow> {
    const seats = req.seats ?? this.catalog.get(req.game)?.meta.minPlayers ?? 2;
    const { game, options } = ChallengesService.checkSetup(this.catalog, req.game, req.options, seats);
    if (seats < 2) throw badRequest('SEEK_INVALID', `${game.meta.title} alone needs no partner: create the match (POST /v1/matches).`);
    const pairKey = pairKeyOf(game.meta.id, options, seats, req.timeLimitSeconds ?? null);
    if ((await this.repo.seeksOf(user.id, 'open')).some((s) => s.pairKey === pairKey)) {
      throw conflict('SEEK_EXISTS', 'You already have an open seek for this game, options, players and clock.');
    }
    const now = this.clock.now();
    return this.repo.createSeek({
      id: this.ids.id(),
      userId: user.id,
      gameId: game.meta.id,
      options: JSON.stringify(options),
      seatCount: seats,
      timeLimitSeconds: req.timeLimitSeconds ?? null,
      pairKey,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Pairs `seek` with compatible open seeks of other users (oldest first, `prefer` first of all);
   * the match id, or null while there are not enough. A lost claim (another pairing took one of
   * them) is retried against the seeks still open.
   */
  private async pair(seek: SeekRow, prefer?: string): Promise<string | null> {
    for (let attempt = 0; attempt < 4; attempt++) {
      const fresh = await this.repo.findSeek(seek.id);
      if (!fresh || fresh.status !== 'open') return fresh?.matchId ?? null;
      const candidates = await this.repo.compatibleSeeks(seek.pairKey, [seek.userId], 100);
      candidates.sort((a, b) => Number(b.id === prefer) - Number(a.id === prefer));
      const group: SeekRow[] = [];
      const users = new Set([seek.userId]);
      for (const c of candidates) {
        if (group.length === seek.seatCount - 1) break;
        if (users.has(c.userId)) continue;
        users.add(c.userId);
        group.push(c);
      }
      if (group.length < seek.seatCount - 1) return null;
      const ordered = [...group, seek].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
      const matchId = await this.startMatch(ordered, seek);
      if (matchId) return matchId;
    }
    return (await this.repo.findSeek(seek.id))?.matchId ?? null;
  }

  /**
   * Creates the match of `group` in seat order (an entry without an id is a player accepting a
   * two-player seek directly) and claims its seeks in the same transaction; null when a claim was lost.
   */
  private async startMatch(group: readonly { id: string | null; userId: string }[], like: SeekRow): Promise<string | null> {
    const seekIds = group.flatMap((g) => (g.id ? [g.id] : []));
    const people = await this.repo.usernames(group.map((g) => g.userId));
    const creator = people.find((p) => p.id === group[0].userId)!;
    try {
      const match = await this.matches.create(
        { id: creator.id, username: creator.username },
        {
          game: like.gameId,
          options: JSON.parse(like.options) as Record<string, unknown>,
          seats: like.seatCount,
          visibility: 'public',
          timeLimitSeconds: like.timeLimitSeconds ?? undefined,
          // Players paired by a seek never agreed to hints: none (fair play, README "Hints and fair play").
          hints: false,
          bots: [],
          spectate: false,
        rated: false,
        },
        {
          taken: group.map((g, seat) => ({ seat, userId: g.userId })),
          within: (tx, row) => {
            const events: UserEventInsert[] = group.flatMap((g, seat) =>
              g.id ? [{ userId: g.userId, type: 'seek_paired' as const, matchId: row.id, version: row.version, data: { game: row.gameId, matchId: row.id, seekId: g.id, seat } }] : [],
            );
            return this.repo.claimSeeks(tx, seekIds, row.id, this.clock.now(), events);
          },
        },
      );
      void this.userBus.notify(group.map((g) => g.userId));
      return match.id;
    } catch (e) {
      if (e instanceof ClaimLost) return null;
      throw e;
    }
  }

  private async names(rows: readonly SeekRow[]): Promise<Map<string, string>> {
    return new Map((await this.repo.usernames([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u.username]));
  }

  private async dto(s: SeekRow): Promise<SeekDto> {
    return this.toDto(s, await this.names([s]));
  }

  private toDto(s: SeekRow, names: Map<string, string>): SeekDto {
    return {
      id: s.id,
      username: names.get(s.userId) ?? '',
      game: s.gameId,
      options: JSON.parse(s.options) as Record<string, unknown>,
      seats: s.seatCount,
      timeLimitSeconds: s.timeLimitSeconds,
      status: s.status as SeekDto['status'],
      matchId: s.matchId,
      createdAt: s.createdAt.toISOString(),
    };
  }
}

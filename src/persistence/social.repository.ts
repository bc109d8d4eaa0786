/**
 * Challenges (and rematches), seeks, draw offers, match chat and mutes (issue 12, part A). Every
 * change that decides something for several users is a conditional write (a challenge leaves
 * `pending` once, a seek leaves `open` once), with its per-user events in the same transaction.
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { isUniqueViolation } from './users.repository.js';
import { keysetWhere } from './keyset.js';
import { appendUserEvents, type Tx } from './user-events.repository.js';
import type { UserEventInsert } from '../domain/user-event.js';

const withSeats = { seats: { orderBy: { seat: 'asc' as const } } };

export interface ChallengeSeatRow {
  challengeId: string;
  seat: number;
  userId: string;
  response: string;
  reason: string | null;
}

export interface ChallengeRow {
  id: string;
  challengerId: string;
  gameId: string;
  options: string;
  seatCount: number;
  visibility: string;
  timeLimitSeconds: number | null;
  hints: boolean;
  status: string;
  rematchOf: string | null;
  matchId: string | null;
  expiresAt: Date;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  seats: ChallengeSeatRow[];
}

export type ChallengeInsert = Omit<ChallengeRow, 'seats' | 'version' | 'matchId' | 'status'>;

export interface SeekRow {
  id: string;
  userId: string;
  gameId: string;
  options: string;
  seatCount: number;
  timeLimitSeconds: number | null;
  pairKey: string;
  status: string;
  matchId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DrawOfferRow {
  id: string;
  matchId: string;
  seat: number;
  userId: string;
  ply: number;
  status: string;
  accepted: string;
  createdAt: Date;
}

export interface ChatRow {
  id: string;
  matchId: string;
  room: string;
  userId: string;
  username: string;
  body: string;
  createdAt: Date;
}

/** Thrown inside a transaction when what it claims (a challenge, seeks) was claimed first. */
export class ClaimLost extends Error {
  constructor() {
    super('claimed by another writer');
  }
}

@Injectable()
export class SocialRepository {
  constructor(private readonly prisma: PrismaService) {}

  // Challenges ------------------------------------------------------------------------------

  /** Creates a challenge; false when its id exists already (a rematch is one per match). */
  async createChallenge(c: ChallengeInsert, seats: readonly Omit<ChallengeSeatRow, 'challengeId'>[], events: readonly UserEventInsert[]): Promise<boolean> {
    try {
      await this.prisma.db.$transaction(async (tx) => {
        await tx.challenge.create({ data: { ...c, status: 'pending', seats: { create: seats.map((s) => ({ ...s, createdAt: c.createdAt, status: 'pending' })) } } });
        await appendUserEvents(tx, events, c.createdAt);
      });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /**
   * Pending, unexpired challenges `challengerId` sent: in all, and those naming `opponentId`.
   * Both start from one user's seats (index userId, status, ...) and join the challenge by its key.
   */
  async pendingSent(challengerId: string, opponentId: string, now: Date): Promise<{ total: number; toOpponent: number }> {
    const [total, toOpponent] = await Promise.all([
      this.prisma.db.challengeSeat.count({ where: { userId: challengerId, status: 'pending', seat: 0, challenge: { expiresAt: { gt: now } } } }),
      this.prisma.db.challengeSeat.count({ where: { userId: opponentId, status: 'pending', seat: { gt: 0 }, challenge: { challengerId, expiresAt: { gt: now } } } }),
    ]);
    return { total, toOpponent };
  }

  findChallenge(id: string): Promise<ChallengeRow | null> {
    return this.prisma.db.challenge.findUnique({ where: { id }, include: withSeats });
  }

  /**
   * Challenges in which `userId` holds a seat (sent or received), newest first, after the keyset
   * `after`: read from the user's seats (index userId, [status,] createdAt, challengeId).
   */
  async challengesOf(userId: string, status: string | undefined, after: { createdAt: Date; id: string } | null, limit: number): Promise<ChallengeRow[]> {
    const keyset = keysetWhere(after, 'challengeId', 'desc');
    const seats = await this.prisma.db.challengeSeat.findMany({
      where: { userId, ...(status ? { status } : {}), ...keyset },
      orderBy: [{ createdAt: 'desc' }, { challengeId: 'desc' }],
      take: limit,
      select: { challengeId: true },
    });
    if (seats.length === 0) return [];
    const rows = new Map((await this.prisma.db.challenge.findMany({ where: { id: { in: seats.map((s) => s.challengeId) } }, include: withSeats })).map((c) => [c.id, c]));
    return seats.flatMap((s) => rows.get(s.challengeId) ?? []);
  }

  /**
   * Records `userId`'s answer to a pending challenge. The challenge row is bumped first, so the
   * answers to one challenge are serialised on it (each then reads the others' committed answers);
   * `then` decides, from the challenge as answered, its new status (if any) and the events.
   * Null when the challenge is no longer pending.
   */
  async answerChallenge(
    id: string,
    userId: string,
    response: 'accepted' | 'declined',
    reason: string | null,
    at: Date,
    then: (c: ChallengeRow) => { status?: string; events: UserEventInsert[] },
  ): Promise<{ challenge: ChallengeRow; events: UserEventInsert[] } | null> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.challenge.updateMany({ where: { id, status: 'pending' }, data: { version: { increment: 1 }, updatedAt: at } });
      if (r.count !== 1) return null;
      await tx.challengeSeat.update({ where: { challengeId_userId: { challengeId: id, userId } }, data: { response, reason } });
      const answered = (await tx.challenge.findUnique({ where: { id }, include: withSeats }))!;
      const { status, events } = then(answered);
      if (status) {
        await tx.challenge.update({ where: { id }, data: { status } });
        await tx.challengeSeat.updateMany({ where: { challengeId: id }, data: { status } });
      }
      await appendUserEvents(tx, events, at);
      return { challenge: { ...answered, status: status ?? answered.status }, events };
    });
  }

  /** Ends a pending challenge (cancelled, expired) with its events; false when it was not pending. */
  async endChallenge(id: string, status: string, at: Date, events: readonly UserEventInsert[]): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.challenge.updateMany({ where: { id, status: 'pending' }, data: { status, updatedAt: at, version: { increment: 1 } } });
      if (r.count !== 1) return false;
      await tx.challengeSeat.updateMany({ where: { challengeId: id }, data: { status } });
      await appendUserEvents(tx, events, at);
      return true;
    });
  }

  /** Inside the match's creating transaction: the challenge becomes accepted, once (else ClaimLost). */
  async claimChallenge(tx: Tx, id: string, matchId: string, at: Date, events: readonly UserEventInsert[]): Promise<void> {
    const r = await tx.challenge.updateMany({ where: { id, status: 'pending' }, data: { status: 'accepted', matchId, updatedAt: at, version: { increment: 1 } } });
    if (r.count !== 1) throw new ClaimLost();
    await tx.challengeSeat.updateMany({ where: { challengeId: id }, data: { status: 'accepted' } });
    await appendUserEvents(tx, events, at);
  }

  /** Pending challenges past their expiry, oldest first. */
  expiredChallenges(now: Date, limit: number): Promise<ChallengeRow[]> {
    return this.prisma.db.challenge.findMany({ where: { status: 'pending', expiresAt: { lte: now } }, orderBy: { expiresAt: 'asc' }, take: limit, include: withSeats });
  }

  // Seeks -----------------------------------------------------------------------------------

  async createSeek(s: Omit<SeekRow, 'status' | 'matchId'>): Promise<SeekRow> {
    return this.prisma.db.seek.create({ data: { ...s, status: 'open' } });
  }

  findSeek(id: string): Promise<SeekRow | null> {
    return this.prisma.db.seek.findUnique({ where: { id } });
  }

  /** Open seeks (of one game, or all), oldest first, after the keyset `after` (index status, [gameId,] createdAt, id). */
  openSeeks(gameId: string | undefined, after: { createdAt: Date; id: string } | null, limit: number): Promise<SeekRow[]> {
    const keyset = keysetWhere(after, 'id', 'asc');
    return this.prisma.db.seek.findMany({ where: { status: 'open', ...(gameId ? { gameId } : {}), ...keyset }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: limit });
  }

  seeksOf(userId: string, status: string): Promise<SeekRow[]> {
    return this.prisma.db.seek.findMany({ where: { userId, status }, orderBy: { createdAt: 'asc' } });
  }

  /** Open seeks with this key, oldest first, except those of `exceptUsers`. */
  compatibleSeeks(pairKey: string, exceptUsers: readonly string[], limit: number): Promise<SeekRow[]> {
    return this.prisma.db.seek.findMany({ where: { status: 'open', pairKey, userId: { notIn: [...exceptUsers] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: limit });
  }

  /** Inside the match's creating transaction: every seek in `ids` goes from open to paired, or ClaimLost. */
  async claimSeeks(tx: Tx, ids: readonly string[], matchId: string, at: Date, events: readonly UserEventInsert[]): Promise<void> {
    const r = await tx.seek.updateMany({ where: { id: { in: [...ids] }, status: 'open' }, data: { status: 'paired', matchId, updatedAt: at } });
    if (r.count !== ids.length) throw new ClaimLost();
    await appendUserEvents(tx, events, at);
  }

  /** Cancels `userId`'s open seek; false when it is not open (or not theirs). */
  async cancelSeek(id: string, userId: string, at: Date): Promise<boolean> {
    return (await this.prisma.db.seek.updateMany({ where: { id, userId, status: 'open' }, data: { status: 'cancelled', updatedAt: at } })).count === 1;
  }

  // Draw offers -----------------------------------------------------------------------------

  pendingDrawOffers(matchId: string): Promise<DrawOfferRow[]> {
    return this.prisma.db.drawOffer.findMany({ where: { matchId, status: 'pending' }, orderBy: { createdAt: 'asc' } });
  }

  async createDrawOffer(o: Omit<DrawOfferRow, 'status' | 'accepted'>, events: readonly UserEventInsert[]): Promise<void> {
    await this.prisma.db.$transaction(async (tx) => {
      await tx.drawOffer.create({ data: { ...o, status: 'pending' } });
      await appendUserEvents(tx, events, o.createdAt);
    });
  }

  /** Moves an offer on from the status and acceptances it was read with; false when it changed meanwhile. */
  async updateDrawOffer(o: DrawOfferRow, data: { status?: string; accepted?: string }, at: Date, events: readonly UserEventInsert[] = []): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.drawOffer.updateMany({ where: { id: o.id, status: o.status, accepted: o.accepted }, data });
      if (r.count !== 1) return false;
      await appendUserEvents(tx, events, at);
      return true;
    });
  }

  // Chat and mutes --------------------------------------------------------------------------

  async addChat(m: ChatRow, events: readonly UserEventInsert[]): Promise<void> {
    await this.prisma.db.$transaction(async (tx) => {
      await tx.chatMessage.create({ data: m });
      await appendUserEvents(tx, events, m.createdAt);
    });
  }

  /** The match's messages in `rooms` after `afterSeq`, oldest first, leaving out `exceptSenders` (index matchId, seq). */
  chat(matchId: string, rooms: readonly string[], exceptSenders: readonly string[], afterSeq: number | null, limit: number): Promise<(ChatRow & { seq: number })[]> {
    return this.prisma.db.chatMessage.findMany({
      where: { matchId, room: { in: [...rooms] }, userId: { notIn: [...exceptSenders] }, ...(afterSeq !== null ? { seq: { gt: afterSeq } } : {}) },
      orderBy: { seq: 'asc' },
      take: limit,
      select: { seq: true, id: true, matchId: true, room: true, userId: true, username: true, body: true, createdAt: true },
    });
  }

  async mutedBy(userId: string): Promise<string[]> {
    return (await this.prisma.db.userMute.findMany({ where: { userId }, select: { mutedId: true } })).map((m) => m.mutedId);
  }

  /** Which of `userIds` muted `senderId`. */
  async whoMuted(senderId: string, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.prisma.db.userMute.findMany({ where: { mutedId: senderId, userId: { in: [...userIds] } }, select: { userId: true } });
    return new Set(rows.map((r) => r.userId));
  }

  async mute(userId: string, mutedId: string, at: Date): Promise<void> {
    await this.prisma.db.userMute.upsert({ where: { userId_mutedId: { userId, mutedId } }, create: { userId, mutedId, createdAt: at }, update: {} });
  }

  async unmute(userId: string, mutedId: string): Promise<void> {
    await this.prisma.db.userMute.deleteMany({ where: { userId, mutedId } });
  }

  /** The users `userId` muted, most recently muted first, after the keyset `after` (index userId, createdAt, mutedId). */
  async mutes(userId: string, after: { createdAt: Date; id: string } | null, limit: number): Promise<{ id: string; username: string; createdAt: Date }[]> {
    const rows = await this.prisma.db.userMute.findMany({
      where: { userId, ...keysetWhere(after, 'mutedId', 'desc') },
      orderBy: [{ createdAt: 'desc' }, { mutedId: 'desc' }],
      take: limit,
    });
    if (rows.length === 0) return [];
    const names = new Map((await this.prisma.db.user.findMany({ where: { id: { in: rows.map((r) => r.mutedId) } }, select: { id: true, username: true } })).map((u) => [u.id, u.username]));
    return rows.flatMap((r) => {
      const username = names.get(r.mutedId);
      return username === undefined ? [] : [{ id: r.mutedId, username, createdAt: r.createdAt }];
    });
  }

  userByName(username: string): Promise<{ id: string; username: string; kind: string } | null> {
    return this.prisma.db.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: { id: true, username: true, kind: true } });
  }

  usernames(ids: readonly string[]): Promise<{ id: string; username: string; kind: string }[]> {
    return this.prisma.db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, username: true, kind: true } });
  }
}

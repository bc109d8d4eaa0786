/**
 * Writes and reads the per-user event log. Writing bumps the user's `eventSeq` and inserts the
 * event under it in the caller's transaction, so a user's events are numbered in commit order
 * (the row lock on the user orders concurrent writers on PostgreSQL). Moves write their events
 * through the hot store (persistence/hot) in the move's own statement; the other changes
 * (create, join, leave, start, sweeps, webhooks) through `appendIn` here.
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import type { UserEventInsert, UserEventRow } from '../domain/user-event.js';

export type Tx = Parameters<Parameters<PrismaService['db']['$transaction']>[0]>[0];

/** Appends `events` inside the transaction `tx` (one seq each, per user, in the order given). */
export async function appendUserEvents(tx: Tx, events: readonly UserEventInsert[], at: Date): Promise<void> {
  // Users in a stable order: two transactions locking the same users lock them in one order.
  const ordered = [...events].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const e of ordered) {
    const user = await tx.user.update({ where: { id: e.userId }, data: { eventSeq: { increment: 1 } }, select: { eventSeq: true } });
    await tx.userEvent.create({
      data: { userId: e.userId, seq: user.eventSeq, type: e.type, matchId: e.matchId, version: e.version, data: JSON.stringify(e.data), createdAt: at },
    });
  }
}

@Injectable()
export class UserEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Appends `events` inside the caller's transaction `tx` (see appendUserEvents). */
  appendIn(tx: Tx, events: readonly UserEventInsert[], at: Date): Promise<void> {
    return appendUserEvents(tx, events, at);
  }

  /** Appends `events` in a transaction of their own. */
  append(events: readonly UserEventInsert[], at: Date): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return this.prisma.db.$transaction((tx) => appendUserEvents(tx, events, at));
  }

  /** The user's events after `after`, oldest first, at most `limit`. */
  after(userId: string, after: number, limit: number): Promise<UserEventRow[]> {
    return this.prisma.db.userEvent.findMany({ where: { userId, seq: { gt: after } }, orderBy: { seq: 'asc' }, take: limit });
  }

  /** The oldest seq still kept for the user (null when none is). */
  async oldestSeq(userId: string): Promise<number | null> {
    const first = await this.prisma.db.userEvent.findFirst({ where: { userId }, orderBy: { seq: 'asc' }, select: { seq: true } });
    return first?.seq ?? null;
  }

  /** The user's last seq (0 before any event). */
  async lastSeq(userId: string): Promise<number> {
    const u = await this.prisma.db.user.findUnique({ where: { id: userId }, select: { eventSeq: true } });
    return u?.eventSeq ?? 0;
  }

  /**
   * Deletes the oldest events older than `before`, about `batch` of them (events of one commit
   * share a time and go together); returns how many went (0: none left). Both statements walk the
   * createdAt index from its start, so a year of events goes in many short statements, never one
   * that holds the database.
   */
  async pruneBatch(before: Date, batch: number): Promise<number> {
    const db = this.prisma.db;
    const edge = await db.userEvent.findFirst({ where: { createdAt: { lt: before } }, orderBy: { createdAt: 'asc' }, skip: batch - 1, select: { createdAt: true } });
    return (await db.userEvent.deleteMany({ where: { createdAt: edge ? { lte: edge.createdAt, lt: before } : { lt: before } } })).count;
  }
}

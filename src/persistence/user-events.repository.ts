/**
 * Writes and reads the per-user event log. Writing bumps the user's `eventSeq` and inserts the
 * event under it in the caller's transaction, so a user's events are numbered in commit order
 * (the row lock on the user orders concurrent writers on PostgreSQL). Moves write their events
 * through the hot store (persistence/hot) in the move's own statement; the other changes
 * (create, join, leave, start, sweeps, webhooks) through `appendIn` here.
 */
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { PrismaService, type Provider } from './prisma.service.js';
import type { UserEventInsert, UserEventRow } from '../domain/user-event.js';

/**
 * Rows one retention statement deletes (the event log here, the webhook delivery log beside it),
 * about: rows that share the last one's time go with it. On SQLite a statement runs on the event
 * loop, and a delete touches a page of the table and one of each index per row, spread over the
 * whole file (the primary key starts with the user): on the production-size dataset of
 * bench:scale, 1,000 events took 50 ms of CPU and 160 ms to 1.2 s of wall time at load 13-17,
 * 100 took 2-10 ms of CPU and 3-34 ms. The pruning loop yields between statements.
 */
export const PRUNE_BATCH = 100;

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

/**
 * Ids (and rows) per statement in appendUserEventsInBulk: under SQLite's bound-value limit through
 * Prisma (P2029), and short, since on SQLite each statement is compiled and run on the event loop
 * (tournaments.repository.ts, SLICE).
 */
const BULK_IDS = 100;

/**
 * appendUserEvents for events to many users at once (a tournament round's pairing: two events for
 * each of 1,000 entrants), in a few statements instead of two per event: one that locks the users,
 * one UPDATE of their `eventSeq` per distinct count of events a user gets, and one INSERT. The
 * numbering is the same: each user's events take that user's next seqs, in the order given. The
 * one-by-one path took 4,000 statements for 1,000 entrants and outlasted the 10 s transaction
 * timeout on a loaded machine (docs/tournaments.md). On PostgreSQL the users are locked first, in
 * the lock order of hot/postgres.ts (id order, "C" collation, FOR NO KEY UPDATE), as the one-by-one
 * path's updates lock them; SQLite's write transaction is already exclusive.
 */
export async function appendUserEventsInBulk(tx: Tx, provider: Provider, events: readonly UserEventInsert[], at: Date): Promise<void> {
  if (events.length === 0) return;
  const byUser = new Map<string, UserEventInsert[]>();
  for (const e of events) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  const users = [...byUser.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (provider === 'postgresql') await tx.$queryRaw`SELECT id FROM "User" WHERE id = ANY(${users}::text[]) ORDER BY id COLLATE "C" FOR NO KEY UPDATE`;
  const byCount = new Map<number, string[]>();
  for (const u of users) byCount.set(byUser.get(u)!.length, [...(byCount.get(byUser.get(u)!.length) ?? []), u]);
  const rows: { userId: string; seq: number; type: string; matchId: string | null; version: number | null; data: string; createdAt: Date }[] = [];
  for (const [count, all] of byCount) {
    // In slices: one statement's list of ids stays under the bound-value limit (SQLite's, through Prisma).
    for (let k = 0; k < all.length; k += BULK_IDS) {
      const ids = all.slice(k, k + BULK_IDS);
      const bumped = await tx.user.updateManyAndReturn({ where: { id: { in: ids } }, data: { eventSeq: { increment: count } }, select: { id: true, eventSeq: true } });
      if (bumped.length !== ids.length) throw new Error(`appendUserEventsInBulk: ${ids.length - bumped.length} of the users are gone`);
      await yieldTurn();
      for (const u of bumped) {
        byUser.get(u.id)!.forEach((e, i) => rows.push({ userId: e.userId, seq: u.eventSeq - count + 1 + i, type: e.type, matchId: e.matchId, version: e.version, data: JSON.stringify(e.data), createdAt: at }));
      }
    }
  }
  // A loop turn between statements: on SQLite (a synchronous driver) 2,000 events in a row held the
  // event loop as one block; the transaction keeps the write gate meanwhile, so nothing interleaves.
  for (let k = 0; k < rows.length; k += BULK_IDS) {
    await yieldTurn();
    await tx.userEvent.createMany({ data: rows.slice(k, k + BULK_IDS) });
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
   * that holds the database. On SQLite the statements run on the event loop: in a transaction, so
   * they take their turn at the process's write gate rather than wait synchronously for the
   * writer thread's lock (PrismaService).
   */
  pruneBatch(before: Date, batch = PRUNE_BATCH): Promise<number> {
    return this.prisma.db.$transaction(async (tx) => {
      const edge = await tx.userEvent.findFirst({ where: { createdAt: { lt: before } }, orderBy: { createdAt: 'asc' }, skip: batch - 1, select: { createdAt: true } });
      return (await tx.userEvent.deleteMany({ where: { createdAt: edge ? { lte: edge.createdAt, lt: before } : { lt: before } } })).count;
    });
  }
}

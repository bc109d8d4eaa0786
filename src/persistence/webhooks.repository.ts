/**
 * Webhook endpoints and their outbox (WebhookDelivery). Every change to a delivery is a
 * conditional update, so two instances working on the same outbox never both record one attempt.
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { PRUNE_BATCH, UserEventsRepository, type Tx } from './user-events.repository.js';
import type { UserEventInsert, UserEventRow } from '../domain/user-event.js';

export interface EndpointRow {
  id: string;
  userId: string;
  url: string;
  types: string;
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  cursor: number;
  failures: number;
  createdAt: Date;
  updatedAt: Date;
  /** "webhook" or "webpush" (a browser's push subscription; see prisma/models.prisma). */
  kind: string;
  pushKeys: string | null;
  /** The OAuth app and grant that registered it (null: the user did); it ends with them. */
  originClientId: string | null;
  originGrantId: string | null;
}

/** The OAuth app and grant of the credential an endpoint is registered with (none: the user's own). */
export interface EndpointOrigin {
  originClientId: string;
  originGrantId: string;
}

/** What an endpoint is: a signed webhook, or a browser's push subscription. */
export type EndpointKind = 'webhook' | 'webpush';

export interface DeliveryRow {
  id: string;
  endpointId: string;
  userId: string;
  eventSeq: number;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export const typesOf = (e: Pick<EndpointRow, 'types'>): string[] => JSON.parse(e.types) as string[];

/**
 * Deletes, in `tx`, the endpoints (webhooks and push subscriptions) an OAuth grant or app
 * registered, with their delivery logs: nothing more is sent to them (an attempt already under
 * way finds its endpoint gone when it settles). Returns how many (indexes originGrantId,
 * originClientId; endpointId of the deliveries).
 */
export async function deleteEndpointsOfOrigin(tx: Tx, origin: { originGrantId: string } | { originClientId: string }): Promise<number> {
  const ids = (await tx.webhookEndpoint.findMany({ where: origin, select: { id: true } })).map((e) => e.id);
  if (ids.length === 0) return 0;
  await tx.webhookDelivery.deleteMany({ where: { endpointId: { in: ids } } });
  return (await tx.webhookEndpoint.deleteMany({ where: { id: { in: ids } } })).count;
}

@Injectable()
export class WebhooksRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly userEvents: UserEventsRepository,
  ) {}

  private get db() {
    return this.prisma.db;
  }

  // ---------- Endpoints ----------

  countOf(userId: string, kind: EndpointKind = 'webhook'): Promise<number> {
    return this.db.webhookEndpoint.count({ where: { userId, kind } });
  }

  /** A new endpoint, starting after the user's last event (it receives what happens from now on). */
  create(e: { id: string; userId: string; url: string; types: string[]; secret: string; at: Date; kind?: EndpointKind; pushKeys?: string; origin?: EndpointOrigin | null }): Promise<EndpointRow> {
    return this.db.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: e.userId }, select: { eventSeq: true } });
      return tx.webhookEndpoint.create({
        data: {
          id: e.id,
          userId: e.userId,
          url: e.url,
          types: JSON.stringify(e.types),
          secret: e.secret,
          cursor: user?.eventSeq ?? 0,
          createdAt: e.at,
          kind: e.kind ?? 'webhook',
          pushKeys: e.pushKeys ?? null,
          originClientId: e.origin?.originClientId ?? null,
          originGrantId: e.origin?.originGrantId ?? null,
        },
      });
    });
  }

  list(userId: string, kind: EndpointKind = 'webhook'): Promise<EndpointRow[]> {
    return this.db.webhookEndpoint.findMany({ where: { userId, kind }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  /** The user's push subscription to `url` (a browser subscribes again with the same endpoint), or null. */
  findPush(userId: string, url: string): Promise<EndpointRow | null> {
    return this.db.webhookEndpoint.findFirst({ where: { userId, kind: 'webpush', url } });
  }

  /** The user's endpoint `id`, or null (also when it is someone else's, or of the other kind). */
  find(userId: string, id: string, kind: EndpointKind = 'webhook'): Promise<EndpointRow | null> {
    return this.db.webhookEndpoint.findFirst({ where: { id, userId, kind } });
  }

  findById(id: string): Promise<EndpointRow | null> {
    return this.db.webhookEndpoint.findUnique({ where: { id } });
  }

  /** Deletes the endpoint and its delivery log; false when the user has no such endpoint. */
  delete(userId: string, id: string, kind: EndpointKind = 'webhook'): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.deleteMany({ where: { id, userId, kind } });
      if (count === 0) return false;
      await tx.webhookDelivery.deleteMany({ where: { endpointId: id } });
      return true;
    });
  }

  /**
   * Enables the endpoint again, from the user's latest event: what happened while it was
   * disabled is not sent (it is in the event log); its failed deliveries can be redelivered.
   */
  enable(userId: string, id: string): Promise<EndpointRow | null> {
    return this.db.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { eventSeq: true } });
      await tx.webhookEndpoint.updateMany({
        where: { id, userId, kind: 'webhook', enabled: false },
        data: { enabled: true, disabledReason: null, failures: 0, cursor: user?.eventSeq ?? 0 },
      });
      return tx.webhookEndpoint.findFirst({ where: { id, userId, kind: 'webhook' } });
    });
  }

  /** The users that have an enabled endpoint. */
  async usersWithEndpoints(): Promise<Set<string>> {
    const rows = await this.db.webhookEndpoint.findMany({ where: { enabled: true }, select: { userId: true }, distinct: ['userId'] });
    return new Set(rows.map((r) => r.userId));
  }

  /**
   * Enabled endpoints with events not yet taken into their outbox: a page of them in id order
   * (after `afterId`), and the last id read (null when there are no more).
   */
  async endpointsBehind(where: { userId?: string; afterId?: string }, limit = 500): Promise<{ behind: EndpointRow[]; lastId: string | null }> {
    const endpoints = await this.db.webhookEndpoint.findMany({
      where: { enabled: true, ...(where.userId ? { userId: where.userId } : {}), ...(where.afterId ? { id: { gt: where.afterId } } : {}) },
      orderBy: { id: 'asc' },
      take: limit,
    });
    if (endpoints.length === 0) return { behind: [], lastId: null };
    const users = await this.db.user.findMany({ where: { id: { in: [...new Set(endpoints.map((e) => e.userId))] } }, select: { id: true, eventSeq: true } });
    const last = new Map(users.map((u) => [u.id, u.eventSeq]));
    return {
      behind: endpoints.filter((e) => (last.get(e.userId) ?? 0) > e.cursor),
      lastId: endpoints.length === limit ? endpoints[endpoints.length - 1].id : null,
    };
  }

  /**
   * Takes the endpoint's next events into its outbox: one pending delivery per event of its
   * types, and the cursor moved past them, in one transaction. The cursor moves only from the
   * value read, so an instance doing the same at the same time writes nothing. Returns how many
   * events were read (0: caught up, or another instance got there first).
   */
  async enqueue(endpoint: EndpointRow, newId: () => string, at: Date, batch = 200): Promise<number> {
    const types = typesOf(endpoint);
    return this.db.$transaction(async (tx) => {
      const events = await tx.userEvent.findMany({
        where: { userId: endpoint.userId, seq: { gt: endpoint.cursor } },
        orderBy: { seq: 'asc' },
        take: batch,
        select: { seq: true, type: true },
      });
      if (events.length === 0) return 0;
      const moved = await tx.webhookEndpoint.updateMany({
        where: { id: endpoint.id, cursor: endpoint.cursor, enabled: true },
        data: { cursor: events[events.length - 1].seq },
      });
      if (moved.count === 0) return 0;
      const wanted = events.filter((e) => types.length === 0 || types.includes(e.type));
      if (wanted.length > 0) {
        await tx.webhookDelivery.createMany({
          data: wanted.map((e) => ({ id: newId(), endpointId: endpoint.id, userId: endpoint.userId, eventSeq: e.seq, status: 'pending', nextAttemptAt: at, createdAt: at })),
        });
      }
      return events.length;
    });
  }

  // ---------- Deliveries ----------

  /** Pending deliveries due at `now`, oldest due first. */
  due(now: Date, limit: number): Promise<DeliveryRow[]> {
    return this.db.webhookDelivery.findMany({ where: { status: 'pending', nextAttemptAt: { lte: now } }, orderBy: { nextAttemptAt: 'asc' }, take: limit });
  }

  /** Pending deliveries in every outbox (/metrics): counted on the (status, nextAttemptAt) index. */
  pendingCount(): Promise<number> {
    return this.db.webhookDelivery.count({ where: { status: 'pending' } });
  }

  /** When the next pending delivery falls due (null when none is pending). */
  async nextDue(): Promise<Date | null> {
    const d = await this.db.webhookDelivery.findFirst({ where: { status: 'pending' }, orderBy: { nextAttemptAt: 'asc' }, select: { nextAttemptAt: true } });
    return d?.nextAttemptAt ?? null;
  }

  /**
   * Claims the next attempt of `d` as it was read: counts it and pushes its due time to
   * `leaseUntil` (if this instance dies mid-attempt, the delivery is due again then). False when
   * another instance claimed it, or it changed, first.
   */
  async claim(d: DeliveryRow, leaseUntil: Date): Promise<boolean> {
    const { count } = await this.db.webhookDelivery.updateMany({
      where: { id: d.id, status: 'pending', attempts: d.attempts, nextAttemptAt: d.nextAttemptAt },
      data: { attempts: d.attempts + 1, nextAttemptAt: leaseUntil },
    });
    return count === 1;
  }

  /** Records the outcome of attempt number `attempt` (only if nothing else happened to the delivery since). */
  async settle(id: string, attempt: number, data: { status: 'pending' | 'delivered' | 'failed'; nextAttemptAt: Date | null; lastStatus: number | null; lastError: string | null; deliveredAt?: Date }): Promise<boolean> {
    const { count } = await this.db.webhookDelivery.updateMany({ where: { id, status: 'pending', attempts: attempt }, data });
    return count === 1;
  }

  async resetFailures(endpointId: string): Promise<void> {
    await this.db.webhookEndpoint.updateMany({ where: { id: endpointId, failures: { gt: 0 } }, data: { failures: 0 } });
  }

  /** Counts one more failed delivery; returns the endpoint as it is now (null if deleted). */
  async countFailure(endpointId: string): Promise<EndpointRow | null> {
    await this.db.webhookEndpoint.updateMany({ where: { id: endpointId }, data: { failures: { increment: 1 } } });
    return this.findById(endpointId);
  }

  /**
   * Disables the endpoint, gives up its pending deliveries and writes the owner's
   * `webhook_disabled` event, in one transaction. False when it was already disabled (or gone).
   */
  disable(endpoint: EndpointRow, reason: string, at: Date): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, enabled: true }, data: { enabled: false, disabledReason: reason } });
      if (count === 0) return false;
      await tx.webhookDelivery.updateMany({
        where: { endpointId: endpoint.id, status: 'pending' },
        data: { status: 'failed', nextAttemptAt: null, lastError: 'not attempted: the endpoint was disabled' },
      });
      const event: UserEventInsert = { userId: endpoint.userId, type: 'webhook_disabled', matchId: null, version: null, data: { webhookId: endpoint.id, url: endpoint.url, reason } };
      await this.userEvents.appendIn(tx, [event], at);
      return true;
    });
  }

  /** The endpoint's deliveries, newest event first, after `beforeSeq` when given. */
  deliveries(endpointId: string, beforeSeq: number | undefined, limit: number): Promise<DeliveryRow[]> {
    return this.db.webhookDelivery.findMany({
      where: { endpointId, ...(beforeSeq !== undefined ? { eventSeq: { lt: beforeSeq } } : {}) },
      orderBy: { eventSeq: 'desc' },
      take: limit,
    });
  }

  findDelivery(endpointId: string, id: string): Promise<DeliveryRow | null> {
    return this.db.webhookDelivery.findFirst({ where: { id, endpointId } });
  }

  /** Puts the delivery back in the queue, due at `at` (its id, and so its webhook-id, unchanged). */
  async redeliver(id: string, at: Date): Promise<void> {
    await this.db.webhookDelivery.updateMany({ where: { id }, data: { status: 'pending', nextAttemptAt: at } });
  }

  /**
   * Deletes the oldest deliveries created before `before` (the event log's retention), about
   * `batch` of them, through the index (createdAt); returns how many went (0: none left). Their
   * state does not matter: retries end after WEBHOOK_RETRY_HOURS, long before, and a delivery
   * still pending then could not be sent (its event is no longer kept). A filter on the status
   * would make the planner walk (status, nextAttemptAt) over every settled delivery instead.
   */
  pruneBatch(before: Date, batch = PRUNE_BATCH): Promise<number> {
    // In a transaction: on SQLite it takes its turn at the write gate (UserEventsRepository.pruneBatch).
    return this.db.$transaction(async (tx) => {
      const edge = await tx.webhookDelivery.findFirst({ where: { createdAt: { lt: before } }, orderBy: { createdAt: 'asc' }, skip: batch - 1, select: { createdAt: true } });
      return (await tx.webhookDelivery.deleteMany({ where: { createdAt: edge ? { lte: edge.createdAt, lt: before } : { lt: before } } })).count;
    });
  }

  // ---------- Events ----------

  event(userId: string, seq: number): Promise<UserEventRow | null> {
    return this.db.userEvent.findUnique({ where: { userId_seq: { userId, seq } } });
  }

  /** The events of `userId` with these seqs (a page of the delivery log). */
  events(userId: string, seqs: number[]): Promise<UserEventRow[]> {
    return seqs.length === 0 ? Promise.resolve([]) : this.db.userEvent.findMany({ where: { userId, seq: { in: seqs } } });
  }
}

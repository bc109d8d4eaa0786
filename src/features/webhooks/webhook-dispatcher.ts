/**
 * Sends the webhooks. The per-user event log (UserEvent, written in the same transaction as each
 * change) is the durable source: for every enabled endpoint, the events after its cursor are
 * copied into its outbox (WebhookDelivery rows) as the cursor moves, in one transaction; then
 * every due delivery is attempted, each attempt claimed by a conditional update first. Nothing
 * here runs in a request: a move never waits for a delivery.
 *
 * Where the work comes from: a wake-up from UserEventsBus after any commit that wrote events
 * (any instance, through the pub/sub), a scan every WEBHOOK_POLL_MS and at start-up (so pending
 * deliveries and events whose wake-up was lost are found again after a crash or a restart), and
 * a timer for the next retry due. The scan (every endpoint's cursor, the due deliveries, the
 * pruning) runs on ONE instance at a time, the holder of the "webhook-scan" lease; the others'
 * poll reads the lease row and stops, and takes over within three polls if the holder stops.
 * Every instance still fills the outboxes of the users it is woken up for (by user: indexed),
 * and attempts the deliveries it filled: the due query walks the (status, nextAttemptAt) index,
 * and each attempt is claimed by a conditional write that pushes nextAttemptAt past the
 * attempt's time limit, so two instances never send one delivery at once. Delivery is at least once: an instance that dies between
 * sending and recording sends again after the attempt's lease, with the same webhook-id.
 *
 * A wake-up costs nothing for a user without an enabled endpoint (most players, and every bot):
 * the users that have one are read at each scan and added to as endpoints are made here. An
 * endpoint made on another instance is found by the next scan, which copies the events it has
 * missed. And only a wake-up that filled an outbox (or a scan, or the retry timer) looks for due
 * deliveries.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock, IdSource } from '../../platform/runtime.js';
import { Metrics } from '../../platform/metrics.js';
import { drainYielding } from '../../platform/yielding.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import type { UserEventRow } from '../../domain/user-event.js';
import { checkUrlForm, resolvePublic } from './address-guard.js';
import { sign } from './signing.js';
import type { WebhookPayload } from './webhook.schemas.js';
import { post, postJson, type AttemptResult } from './webhook-sender.js';
import { PushService } from './web-push.js';
import { WEBHOOK_OPTIONS, type WebhookOptions } from './webhook-options.js';
import { WebhooksRepository, type DeliveryRow, type EndpointRow } from '../../persistence/webhooks.repository.js';
import { InstanceLeases } from '../../persistence/leases.repository.js';

/** Deliveries read per round, and attempted at once. */
const BATCH = 50;
const CONCURRENCY = 8;
const MAX_ERROR = 500;

/** The request body of an event (WebhookPayload in the OpenAPI document's `webhooks`): ids, versions and the event's public fields, nothing hidden. */
export function payloadOf(event: UserEventRow): Omit<WebhookPayload, 'type'> & { type: string } {
  const fixed = { eventId: String(event.seq), userId: event.userId, matchId: event.matchId, version: event.version };
  return { type: event.type, timestamp: event.createdAt.toISOString(), data: { ...fixed, ...(JSON.parse(event.data) as Record<string, unknown>), ...fixed } };
}

/** The delay before the retry that follows failed attempt number `attempt` (1-based). */
export function retryDelayMs(attempt: number, o: Pick<WebhookOptions, 'retryBaseMs' | 'retryCapMs'>, random = Math.random): number {
  const plain = Math.min(o.retryCapMs, o.retryBaseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(plain * (0.5 + random()));
}

@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WebhookDispatcher');
  private readonly dirtyUsers = new Set<string>();
  private fullScan = true;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly abort = new AbortController();
  private pollTimer: NodeJS.Timeout | null = null;
  private dueTimer: NodeJS.Timeout | null = null;
  private wakeups: AsyncIterableIterator<{ userId: string }> | null = null;
  private prunedAt = 0;
  /** Users with an enabled endpoint as of the last scan (and endpoints made here since); null before the first scan. */
  private endpointUsers: Set<string> | null = null;
  /** Users given an endpoint here since the last scan began (a scan's answer may predate them). */
  private enabledSinceScan = new Set<string>();
  /** Due deliveries may be waiting (a scan, the retry timer, a redelivery). */
  private dueCheck = true;
  /** A poll (or the start) asked for the scan: done if this instance holds the scan lease. */
  private polled = false;

  constructor(
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookOptions,
    private readonly repo: WebhooksRepository,
    private readonly bus: UserEventsBus,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly leases: InstanceLeases,
    private readonly metrics: Metrics,
    private readonly push: PushService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.dispatch) return;
    void this.listen();
    setImmediate(() => this.poll());
    if (this.options.pollMs > 0) {
      this.pollTimer = setInterval(() => this.poll(), this.options.pollMs);
      this.pollTimer.unref();
    }
  }

  /** Stops before the database closes; an attempt cut short is due again at once (next start). */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.dueTimer) clearTimeout(this.dueTimer);
    void this.wakeups?.return?.();
    this.abort.abort();
    await this.running;
    await this.leases.release('webhook-scan');
  }

  /** The periodic scan, on the instance that holds its lease (see run). */
  private poll(): void {
    if (this.closed) return;
    this.polled = true;
    this.start();
  }

  /** Something may be due: all users' endpoints (`full`), a delivery, or those of the users woken up. */
  kick(full = false): void {
    if (this.closed) return;
    if (full) this.fullScan = true;
    this.dueCheck = true;
    this.start();
  }

  /** `userId` has an enabled endpoint now (made or enabled on this instance). */
  endpointEnabled(userId: string): void {
    this.endpointUsers?.add(userId);
    this.enabledSinceScan.add(userId);
  }

  private wake(userId: string): void {
    if (this.closed || (this.endpointUsers && !this.endpointUsers.has(userId))) return;
    this.dirtyUsers.add(userId);
    this.start();
  }

  private start(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.closed) this.start();
    });
  }

  private async listen(): Promise<void> {
    this.wakeups = this.bus.subscribeAll();
    try {
      for await (const w of this.wakeups) {
        if (this.closed) break;
        this.wake(w.userId);
      }
    } catch (e) {
      if (!this.closed) this.logger.error(`wake-ups stopped: ${(e as Error).message}; polling carries on`);
    }
  }

  private async run(): Promise<void> {
    this.again = false;
    try {
      let leading = false;
      if (this.polled) {
        this.polled = false;
        leading = await this.leases.take('webhook-scan', 3 * Math.max(this.options.pollMs, 1000));
        if (leading) {
          this.fullScan = true;
          this.dueCheck = true;
        }
        // Not the scanner: learn once who has endpoints, so that wake-ups for others cost nothing.
        else if (this.endpointUsers === null) this.endpointUsers = await this.repo.usersWithEndpoints();
      }
      const filled = await this.fill();
      if (filled || this.dueCheck) {
        this.dueCheck = false;
        await this.attemptDue();
        await this.scheduleNextDue();
      }
      if (leading) await this.prune();
    } catch (e) {
      if (!this.closed) this.logger.error(`webhook dispatch failed: ${(e as Error).stack ?? e}`);
    }
  }

  /** Copies new events into the outboxes of the endpoints concerned; true when it copied any. */
  private async fill(): Promise<boolean> {
    const full = this.fullScan;
    const users = full ? [undefined] : [...this.dirtyUsers];
    this.fullScan = false;
    this.dirtyUsers.clear();
    if (full) {
      const before = this.enabledSinceScan;
      this.enabledSinceScan = new Set();
      const withEndpoints = await this.repo.usersWithEndpoints();
      for (const u of [...before, ...this.enabledSinceScan]) withEndpoints.add(u);
      this.endpointUsers = withEndpoints;
    }
    let filled = false;
    for (const userId of users) {
      let afterId: string | undefined;
      do {
        const page = await this.repo.endpointsBehind({ userId, afterId });
        for (const e of page.behind) filled = (await this.catchUp(e)) || filled;
        afterId = page.lastId ?? undefined;
      } while (afterId && !this.closed);
    }
    return filled;
  }

  private async catchUp(endpoint: EndpointRow): Promise<boolean> {
    let filled = false;
    for (let e: EndpointRow | null = endpoint; e?.enabled && !this.closed; e = await this.repo.findById(e.id)) {
      if ((await this.repo.enqueue(e, () => this.ids.id(), this.clock.now())) === 0) return filled;
      filled = true;
    }
    return filled;
  }

  private async attemptDue(): Promise<void> {
    for (let round = 0; round < 20 && !this.closed; round++) {
      const due = await this.repo.due(this.clock.now(), BATCH);
      if (due.length === 0) return;
      const endpoints = new Map<string, Promise<EndpointRow | null>>();
      const endpointOf = (id: string) => endpoints.get(id) ?? endpoints.set(id, this.repo.findById(id)).get(id)!;
      let next = 0;
      const worker = async () => {
        while (next < due.length && !this.closed) {
          const d = due[next++];
          this.metrics.lag('webhook_delivery', d.nextAttemptAt, this.clock.now());
          await this.attempt(d, await endpointOf(d.endpointId));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (due.length < BATCH) return;
    }
  }

  private async scheduleNextDue(): Promise<void> {
    if (this.closed) return;
    const at = await this.repo.nextDue();
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (!at) return;
    const wait = Math.max(0, at.getTime() - this.clock.now().getTime());
    if (this.options.pollMs > 0 && wait >= this.options.pollMs) return; // the poll will find it
    this.dueTimer = setTimeout(() => this.kick(), wait + 5);
    this.dueTimer.unref();
  }

  /**
   * The delivery log follows the event log's retention: old settled deliveries go, at most once
   * an hour (by the scan's holder), in batches.
   */
  private async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.options.logRetentionMs <= 0 || now - this.prunedAt < 3_600_000) return;
    this.prunedAt = now;
    const before = new Date(now - this.options.logRetentionMs);
    await drainYielding(() => this.repo.pruneBatch(before), () => this.closed);
  }

  /** One attempt of `d` (if this instance claims it). */
  private async attempt(d: DeliveryRow, endpoint: EndpointRow | null): Promise<void> {
    const now = this.clock.now();
    // Lease: the attempt's time limit and a margin; past it, another instance may try again.
    const lease = new Date(now.getTime() + 2 * this.options.timeoutMs + 5000);
    if (!(await this.repo.claim(d, lease))) return;
    const attempt = d.attempts + 1;
    if (!endpoint || !endpoint.enabled) {
      await this.repo.settle(d.id, attempt, { status: 'failed', nextAttemptAt: null, lastStatus: null, lastError: 'not attempted: the endpoint is disabled' });
      return;
    }
    const event = await this.repo.event(d.userId, d.eventSeq);
    const result = event ? await this.send(d, endpoint, event) : { status: null, ok: false, error: 'the event is no longer kept (older than the event log keeps)' };
    if (this.closed && !result.ok) {
      // Cut short by the shutdown: not the endpoint's failure; due again at the next start.
      await this.repo.settle(d.id, attempt, { status: 'pending', nextAttemptAt: now, lastStatus: null, lastError: 'interrupted: the server stopped' }).catch(() => undefined);
      return;
    }
    await this.record(d, endpoint, attempt, result, !event);
  }

  private async send(d: DeliveryRow, endpoint: EndpointRow, event: UserEventRow): Promise<AttemptResult> {
    const form = checkUrlForm(endpoint.url);
    if (!form.ok) return { status: null, ok: false, error: `refused: ${form.reason}` };
    // Checked again at every attempt: the host's addresses may have changed since registration.
    const resolved = await resolvePublic(form.url, this.options.allowPrivate);
    if (!resolved.ok) return { status: null, ok: false, error: `refused: ${resolved.reason}` };
    if (endpoint.kind === 'webpush') {
      const request = await this.push.request(endpoint, event);
      // Not a type push sends (the endpoint's types say which): nothing to do, and done.
      if (!request) return { status: null, ok: true, error: null };
      return post(form.url, resolved.address, request.headers, request.body, this.options.timeoutMs, this.abort.signal);
    }
    const body = JSON.stringify(payloadOf(event));
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const headers = { 'webhook-id': d.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': sign(endpoint.secret, d.id, timestamp, body) };
    return postJson(form.url, resolved.address, headers, body, this.options.timeoutMs, this.abort.signal);
  }

  private async record(d: DeliveryRow, endpoint: EndpointRow, attempt: number, result: AttemptResult, final: boolean): Promise<void> {
    const now = this.clock.now();
    const lastError = result.error === null ? null : result.error.slice(0, MAX_ERROR);
    if (result.ok) {
      if (await this.repo.settle(d.id, attempt, { status: 'delivered', nextAttemptAt: null, lastStatus: result.status, lastError: null, deliveredAt: now })) {
        await this.repo.resetFailures(endpoint.id);
      }
      return;
    }
    // A push service says the subscription is gone (RFC 8030 5.2; 404 too, in practice): forget it.
    if (endpoint.kind === 'webpush' && (result.status === 404 || result.status === 410)) {
      await this.repo.delete(endpoint.userId, endpoint.id, 'webpush');
      return;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(attempt, this.options));
    if (!final && retryAt.getTime() - d.createdAt.getTime() <= this.options.retryForMs) {
      await this.repo.settle(d.id, attempt, { status: 'pending', nextAttemptAt: retryAt, lastStatus: result.status, lastError });
      return;
    }
    if (!(await this.repo.settle(d.id, attempt, { status: 'failed', nextAttemptAt: null, lastStatus: result.status, lastError }))) return;
    const counted = await this.repo.countFailure(endpoint.id);
    if (!counted || !counted.enabled || counted.failures < this.options.disableAfter) return;
    if (counted.kind === 'webpush') {
      // A subscription that keeps failing is dropped quietly; the browser subscribes again when it can.
      await this.repo.delete(endpoint.userId, endpoint.id, 'webpush');
      return;
    }
    const reason = `${counted.failures} deliveries in a row failed; the last: ${lastError ?? 'no answer'}`.slice(0, MAX_ERROR);
    if (await this.repo.disable(counted, reason, now)) {
      this.logger.warn(`webhook ${endpoint.id} disabled: ${reason}`);
      await this.bus.notify([endpoint.userId]);
    }
  }
}

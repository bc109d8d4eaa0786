/** Registering webhook endpoints, reading their delivery logs, redelivering. */
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { badRequest, conflict, notFound } from '../../platform/problem.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';
import type { UserEventType } from '../../domain/user-event.js';
import { checkUrlForm, resolvePublic } from './address-guard.js';
import { newSecret } from './signing.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WEBHOOK_OPTIONS, type WebhookOptions } from './webhook-options.js';
import { EndpointLineage } from './endpoint-lineage.js';
import type { CreateWebhookRequest, CreatedWebhookDto, DeliveriesQuery, WebhookDeliveryDto, WebhookDto } from './webhook.schemas.js';
import { typesOf, WebhooksRepository, type DeliveryRow, type EndpointRow } from '../../persistence/webhooks.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function webhookDto(e: EndpointRow): WebhookDto {
  return {
    id: e.id,
    url: e.url,
    types: typesOf(e) as UserEventType[],
    enabled: e.enabled,
    createdAt: e.createdAt.toISOString(),
    disabledReason: e.disabledReason,
    failures: e.failures,
  };
}

function deliveryDto(d: DeliveryRow, type: string | null): WebhookDeliveryDto {
  return {
    id: d.id,
    eventId: String(d.eventSeq),
    type: type as UserEventType | null,
    status: d.status as WebhookDeliveryDto['status'],
    attempts: d.attempts,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: iso(d.deliveredAt),
    nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  };
}

@Injectable()
export class WebhooksService {
  constructor(
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookOptions,
    private readonly repo: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly lineage: EndpointLineage,
  ) {}

  async create(user: AuthUser, body: CreateWebhookRequest): Promise<CreatedWebhookDto> {
    const form = checkUrlForm(body.url);
    if (!form.ok) throw badRequest('WEBHOOK_URL_REFUSED', `This webhook URL is refused: ${form.reason}.`);
    const resolved = await resolvePublic(form.url, this.options.allowPrivate);
    if (!resolved.ok) throw badRequest('WEBHOOK_URL_REFUSED', `This webhook URL is refused: ${resolved.reason}.`);
    if ((await this.repo.countOf(user.id)) >= this.options.maxPerUser) {
      throw conflict('WEBHOOK_LIMIT', `You have ${this.options.maxPerUser} webhook endpoints already, the most allowed: delete one first.`);
    }
    const types = [...new Set(body.types)];
    const row = await this.repo.create({ id: this.ids.id(), userId: user.id, url: form.url.href, types, secret: newSecret(), at: this.clock.now(), origin: this.lineage.originOf(user) });
    await this.lineage.confirm(user, row);
    this.dispatcher.endpointEnabled(user.id);
    const { id, url, enabled, createdAt } = webhookDto(row);
    return { id, url, types: typesOf(row) as UserEventType[], enabled, createdAt, secret: row.secret };
  }

  async list(user: AuthUser): Promise<{ items: WebhookDto[] }> {
    return { items: (await this.repo.list(user.id)).map(webhookDto) };
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!(await this.repo.delete(user.id, id))) throw this.missing(id);
  }

  async enable(user: AuthUser, id: string): Promise<WebhookDto> {
    const row = await this.repo.enable(user.id, id);
    if (!row) throw this.missing(id);
    this.dispatcher.endpointEnabled(user.id);
    return webhookDto(row);
  }

  async deliveries(user: AuthUser, id: string, q: DeliveriesQuery): Promise<{ items: WebhookDeliveryDto[]; nextCursor: string | null }> {
    const endpoint = await this.endpoint(user, id);
    const before = decodeCursor(q.cursor, ['number']);
    const rows = await this.repo.deliveries(endpoint.id, before?.[0], q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (d) => [d.eventSeq]);
    const events = new Map((await this.repo.events(endpoint.userId, page.map((d) => d.eventSeq))).map((e) => [e.seq, e.type]));
    return { items: page.map((d) => deliveryDto(d, events.get(d.eventSeq) ?? null)), nextCursor };
  }

  /** The delivery goes back to the queue, due now; the dispatcher is nudged. */
  async redeliver(user: AuthUser, id: string, deliveryId: string): Promise<{ delivery: WebhookDeliveryDto }> {
    const endpoint = await this.endpoint(user, id);
    if (!endpoint.enabled) throw conflict('WEBHOOK_DISABLED', 'This webhook endpoint is disabled: enable it first (POST /v1/me/webhooks/{id}/enable).');
    const found = await this.repo.findDelivery(endpoint.id, deliveryId);
    if (!found) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', `This webhook endpoint has no delivery "${deliveryId}".`);
    await this.repo.redeliver(found.id, this.clock.now());
    this.dispatcher.kick();
    const after = (await this.repo.findDelivery(endpoint.id, deliveryId)) ?? found;
    const event = await this.repo.event(endpoint.userId, after.eventSeq);
    return { delivery: deliveryDto(after, event?.type ?? null) };
  }

  private async endpoint(user: AuthUser, id: string): Promise<EndpointRow> {
    const row = await this.repo.find(user.id, id);
    if (!row) throw this.missing(id);
    return row;
  }

  private missing(id: string) {
    return notFound('WEBHOOK_NOT_FOUND', `You have no webhook endpoint "${id}".`);
  }
}

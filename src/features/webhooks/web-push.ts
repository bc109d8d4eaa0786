/**
 * Web Push: a browser's push subscription is an endpoint of the webhook outbox (kind "webpush"),
 * so it follows the per-user event log exactly as a webhook does (the dispatcher's cursor, outbox,
 * retries, the scan lease shared by the instances: at least once), and only the last step
 * differs: the message is encrypted to the browser's key (RFC 8291, aes128gcm) and signed with
 * the service's VAPID key (RFC 8292) by the `web-push` library, then POSTed to the push service
 * over the same checked, pinned connection as a webhook. A 404 or 410 from the push service says
 * the subscription is gone: it is deleted.
 *
 * Sent: your turn, a draw offered to you, your time running short (PUSH_EVENT_TYPES). None of
 * these is ever caused by your own action (the event log writes `your_turn` only to the seats that
 * did not move, a draw offer only to the opponents).
 */
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { badRequest, conflict, notFound } from '../../platform/problem.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import type { UserEventRow } from '../../domain/user-event.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { ServiceKeysRepository } from '../../persistence/service-keys.repository.js';
import { WebhooksRepository, type EndpointRow } from '../../persistence/webhooks.repository.js';
import { checkUrlForm, resolvePublic } from './address-guard.js';
import { WEBHOOK_OPTIONS, type WebhookOptions } from './webhook-options.js';
import { EndpointLineage } from './endpoint-lineage.js';
import { PUSH_EVENT_TYPES, type CreatePushSubscription, type PushMessage, type PushSubscriptionDto } from './push.schemas.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID key pair: from the configuration, else made at the first start and kept (ServiceKey "vapid"). */
@Injectable()
export class VapidKeys {
  private keys: Promise<Vapid> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly serviceKeys: ServiceKeysRepository,
  ) {}

  get(): Promise<Vapid> {
    this.keys ??= this.load().catch((e: unknown) => {
      this.keys = null; // a database fault now must not stick
      throw e;
    });
    return this.keys;
  }

  private async load(): Promise<Vapid> {
    const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: subject } = this.config;
    if ((pub === undefined) !== (priv === undefined)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
    if (pub && priv) return { publicKey: pub, privateKey: priv, subject };
    const kept = JSON.parse(await this.serviceKeys.getOrCreate('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
}

const TEXT: Record<(typeof PUSH_EVENT_TYPES)[number], (game: string) => { title: string; body: string }> = {
  your_turn: (game) => ({ title: 'Your turn', body: `${game}: your opponents have moved; it is your move.` }),
  draw_offered: (game) => ({ title: 'A draw is offered', body: `${game}: your opponent offers a draw.` }),
  deadline_approaching: (game) => ({ title: 'Your time runs short', body: `${game}: move before your deadline.` }),
};

/** The notification for `event` (public facts only, as the event log holds them), or null for a type not sent. */
export function pushMessage(event: UserEventRow, gameTitle: (id: string) => string): PushMessage | null {
  const type = PUSH_EVENT_TYPES.find((t) => t === event.type);
  if (!type) return null;
  const data = JSON.parse(event.data) as { game?: string; deadline?: string | null };
  const game = typeof data.game === 'string' ? data.game : null;
  const text = TEXT[type](game ? gameTitle(game) : 'Pyramidion');
  const deadline = type !== 'draw_offered' && data.deadline ? ` (deadline ${data.deadline.slice(0, 16).replace('T', ' ')} UTC)` : '';
  return { type, eventId: String(event.seq), matchId: event.matchId, game, version: event.version, title: text.title, body: text.body + deadline, url: event.matchId ? `/#/match/${event.matchId}` : '/' };
}

/** The request that carries `message` to the subscription `endpoint`: encrypted and signed by web-push. */
export function pushRequest(endpoint: Pick<EndpointRow, 'url' | 'pushKeys'>, message: PushMessage, vapid: Vapid): { headers: Record<string, string>; body: Buffer } {
  const keys = JSON.parse(endpoint.pushKeys ?? 'null') as { p256dh: string; auth: string } | null;
  if (!keys) throw new Error('a push endpoint without keys');
  const details = webpush.generateRequestDetails({ endpoint: endpoint.url, keys }, JSON.stringify(message), {
    vapidDetails: vapid,
    TTL: 7 * 24 * 3600, // a correspondence turn is still worth telling a week later
    contentEncoding: 'aes128gcm',
    urgency: message.type === 'deadline_approaching' ? 'high' : 'normal',
  });
  const headers: Record<string, string> = {};
  // The sender sets the length itself.
  for (const [k, v] of Object.entries(details.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
  return { headers, body: details.body as Buffer };
}

function dto(e: EndpointRow): PushSubscriptionDto {
  return { id: e.id, endpoint: e.url, createdAt: e.createdAt.toISOString() };
}

/** Push subscriptions: registered by a browser, listed, deleted. */
@Injectable()
export class PushService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookOptions,
    private readonly repo: WebhooksRepository,
    private readonly vapid: VapidKeys,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly catalog: GameCatalog,
    private readonly lineage: EndpointLineage,
  ) {}

  async publicKey(): Promise<{ publicKey: string }> {
    return { publicKey: (await this.vapid.get()).publicKey };
  }

  /** Registers the browser's subscription (the same endpoint again: the keys are replaced, one subscription). */
  async subscribe(user: AuthUser, body: CreatePushSubscription): Promise<PushSubscriptionDto> {
    const form = checkUrlForm(body.endpoint);
    if (!form.ok) throw badRequest('PUSH_ENDPOINT_REFUSED', `This push endpoint is refused: ${form.reason}.`);
    if (form.url.protocol !== 'https:' && !this.options.allowPrivate) throw badRequest('PUSH_ENDPOINT_REFUSED', 'This push endpoint is refused: push services are reached over https.');
    const resolved = await resolvePublic(form.url, this.options.allowPrivate);
    if (!resolved.ok) throw badRequest('PUSH_ENDPOINT_REFUSED', `This push endpoint is refused: ${resolved.reason}.`);
    const pushKeys = JSON.stringify({ p256dh: body.keys.p256dh, auth: body.keys.auth });
    const same = await this.repo.findPush(user.id, form.url.href);
    if (same) await this.repo.delete(user.id, same.id, 'webpush');
    else if ((await this.repo.countOf(user.id, 'webpush')) >= this.config.PUSH_MAX_PER_USER) {
      throw conflict('PUSH_SUBSCRIPTION_LIMIT', `You have ${this.config.PUSH_MAX_PER_USER} push subscriptions already, the most allowed: delete one first.`);
    }
    const row = await this.repo.create({ id: this.ids.id(), userId: user.id, url: form.url.href, types: [...PUSH_EVENT_TYPES], secret: '', at: this.clock.now(), kind: 'webpush', pushKeys, origin: this.lineage.originOf(user) });
    await this.lineage.confirm(user, row);
    return dto(row);
  }

  async list(user: AuthUser): Promise<{ items: PushSubscriptionDto[] }> {
    return { items: (await this.repo.list(user.id, 'webpush')).map(dto) };
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!(await this.repo.delete(user.id, id, 'webpush'))) throw notFound('PUSH_SUBSCRIPTION_NOT_FOUND', 'You have no push subscription with this id.');
  }

  /** The request for one delivery of `event` to `endpoint`; null when the event is not one a subscription is sent. */
  async request(endpoint: EndpointRow, event: UserEventRow): Promise<{ headers: Record<string, string>; body: Buffer } | null> {
    const message = pushMessage(event, (id) => this.catalog.get(id)?.meta.title ?? id);
    return message ? pushRequest(endpoint, message, await this.vapid.get()) : null;
  }
}

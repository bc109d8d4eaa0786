/**
 * Signed webhooks (Standard Webhooks): endpoints per user, an outbox fed from the per-user event
 * log, a dispatcher that retries with backoff and disables endpoints that keep failing; and Web
 * Push subscriptions, sent through the same outbox (web-push.ts).
 *
 * The REST controller and the GraphQL resolver are the adapters'.
 */
import { Module, type Provider } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { WEBHOOK_OPTIONS, webhookOptions } from './webhook-options.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhooksService } from './webhooks.service.js';
import { PushService, VapidKeys } from './web-push.js';
import { EndpointLineage } from './endpoint-lineage.js';

const WEBHOOK_PROVIDERS: Provider[] = [
  { provide: WEBHOOK_OPTIONS, useFactory: (config: AppConfig) => webhookOptions(config), inject: [APP_CONFIG] },
  WebhookDispatcher,
  WebhooksService,
  EndpointLineage,
  VapidKeys,
  PushService,
];

@Module({ imports: [EventsModule], providers: WEBHOOK_PROVIDERS, exports: [WebhooksService, PushService] })
export class WebhooksModule {}

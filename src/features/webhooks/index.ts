/**
 * Signed webhooks (Standard Webhooks): endpoints per user, an outbox fed from the per-user event
 * log, a dispatcher that retries with backoff and disables endpoints that keep failing.
 *
 * WEBHOOK_PROVIDERS need, from the application: APP_CONFIG, PrismaService, Clock, IdSource,
 * UserEventsRepository and UserEventsBus. The REST controller and the GraphQL resolver are the
 * adapters' (registered by the app module).
 */
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { WEBHOOK_OPTIONS, webhookOptions } from './webhook-options.js';
import { WebhooksRepository } from '../../persistence/webhooks.repository.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhooksService } from './webhooks.service.js';

export { WebhookDispatcher } from './webhook-dispatcher.js';

export const WEBHOOK_PROVIDERS: Provider[] = [
  { provide: WEBHOOK_OPTIONS, useFactory: (config: AppConfig) => webhookOptions(config), inject: [APP_CONFIG] },
  WebhooksRepository,
  WebhookDispatcher,
  WebhooksService,
];

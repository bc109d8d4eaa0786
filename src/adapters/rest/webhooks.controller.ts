/** REST adapter of the webhook endpoints: authenticate, validate, call one service method. */
import { RequiresScope } from '../../features/auth/scopes.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { WebhooksService } from '../../features/webhooks/webhooks.service.js';
import {
  CreatedWebhookSchema, CreateWebhookRequestSchema, DeliveriesQuerySchema, RedeliverAnswerSchema, WebhookDeliveryPageSchema, WebhookListSchema, WebhookSchema,
  type CreateWebhookRequest, type DeliveriesQuery,
} from '../../features/webhooks/webhook.schemas.js';

const WEBHOOK_ID = { id: { description: 'Webhook endpoint id.' } };

const SIGNING =
  'Each delivery is a POST of `{type, timestamp, data}` (data: `eventId`, `userId`, `matchId`, `version` and the event\'s public fields, never hidden information: fetch your own view of the match) ' +
  'signed per Standard Webhooks: headers `webhook-id` (the same on every attempt: deduplicate on it), `webhook-timestamp` (unix seconds) and ' +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the base64-decoded part of the secret after `whsec_`.';

@ApiTags('webhooks')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/me/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiJson({
    summary: 'Register a webhook endpoint',
    description:
      `Registers a URL to which your events (of \`types\`, or all) are POSTed from now on, at least once, retried with exponential backoff for a bounded time. ${SIGNING} ` +
      'The answer carries the signing secret, shown this once. A URL whose host resolves to a private, loopback or link-local address is refused (400 WEBHOOK_URL_REFUSED); at most a few endpoints per user (409 WEBHOOK_LIMIT).',
    body: CreateWebhookRequestSchema,
    status: 201,
    response: CreatedWebhookSchema,
    responseExamples: ['CreatedWebhook'],
    bodyExamples: ['CreateWebhook'],
    errors: [400, 401, 409],
  })
  @RequiresScope('webhooks')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateWebhookRequestSchema)) body: CreateWebhookRequest) {
    return this.webhooks.create(user, body);
  }

  @Get()
  @ApiJson({
    summary: 'List your webhook endpoints',
    description: 'Your endpoints, oldest first, with whether each is enabled and, when disabled, why. Secrets are not shown.',
    response: WebhookListSchema,
    responseExamples: ['WebhookList'],
    errors: [401],
  })
  @RequiresScope('webhooks')
  list(@CurrentUser() user: AuthUser) {
    return this.webhooks.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiJson({
    summary: 'Delete a webhook endpoint',
    description: 'Deletes the endpoint and its delivery log; nothing more is sent to it.',
    params: WEBHOOK_ID,
    status: 204,
    errors: [401, 404],
  })
  @RequiresScope('webhooks')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.webhooks.delete(user, id);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiJson({
    summary: 'Enable a disabled webhook endpoint',
    description:
      'Turns an endpoint disabled after repeated failures back on, its failure count reset. It receives the events that happen from now on; those of the time it was disabled are in your event log, and its failed deliveries can be redelivered.',
    params: WEBHOOK_ID,
    response: WebhookSchema,
    responseExamples: ['Webhook'],
    errors: [401, 404],
  })
  @RequiresScope('webhooks')
  enable(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.webhooks.enable(user, id);
  }

  @Get(':id/deliveries')
  @ApiJson({
    summary: "Read a webhook endpoint's delivery log",
    description: "The endpoint's deliveries, newest event first, a page at a time: status, attempts, the last answer or error, and when the next attempt is due. Pass the answer's nextCursor as cursor for the next page.",
    params: WEBHOOK_ID,
    query: DeliveriesQuerySchema,
    response: WebhookDeliveryPageSchema,
    responseExamples: ['WebhookDeliveryPage'],
    errors: [400, 401, 404],
  })
  @RequiresScope('webhooks')
  deliveries(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodPipe(DeliveriesQuerySchema, 'The query')) query: DeliveriesQuery) {
    return this.webhooks.deliveries(user, id, query);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiJson({
    summary: 'Redeliver a webhook delivery',
    description:
      'Queues the delivery again, due now, whatever its status: the next attempt carries the same webhook-id, so a receiver that already has it can tell. A delivery older than the retry period gets one attempt. The endpoint must be enabled (409 WEBHOOK_DISABLED).',
    params: { ...WEBHOOK_ID, deliveryId: { description: 'Delivery id (the webhook-id header).' } },
    status: 202,
    response: RedeliverAnswerSchema,
    responseExamples: ['RedeliverAnswer'],
    errors: [401, 404, 409],
  })
  @RequiresScope('webhooks')
  redeliver(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('deliveryId') deliveryId: string) {
    return this.webhooks.redeliver(user, id, deliveryId);
  }
}

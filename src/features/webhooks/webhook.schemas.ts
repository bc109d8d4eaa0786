/** The webhook API's shapes, declared once: they validate and they document. */
import { z } from 'zod';
// One schema of the event types for the whole API (the lead's events.schemas.ts names it UserEventType).
import { UserEventTypeSchema } from '../correspondence/events.schemas.js';
import { USER_EVENT_TYPES } from '../../domain/user-event.js';
import { cursorParam, limitParam, nextCursorField } from '../../platform/paging.js';
export { UserEventTypeSchema };

/** A webhook endpoint's id as requests name it (a path parameter in REST): any string; an unknown one is not found. */
export const WebhookIdSchema = z.string().describe('Webhook endpoint id.');

export const CreateWebhookRequestSchema = z
  .object({
    url: z.string().max(2000).describe('Where to POST the events: an http(s) URL of a public host (private, loopback and link-local addresses are refused), without credentials or fragment.'),
    types: z
      .array(UserEventTypeSchema)
      .max(USER_EVENT_TYPES.length)
      .default([])
      .describe('The event types to send; empty or omitted: every type.'),
  })
  .strict()
  .meta({ id: 'CreateWebhookRequest', description: 'A webhook endpoint to register.' });
export type CreateWebhookRequest = z.output<typeof CreateWebhookRequestSchema>;

const EndpointFields = {
  id: z.string().describe('Webhook endpoint id.'),
  url: z.string().describe('Where the events are POSTed.'),
  types: z.array(UserEventTypeSchema).describe('The event types sent; empty: every type.'),
  enabled: z.boolean().describe('False once disabled after repeated failed deliveries (POST .../enable turns it back on).'),
  createdAt: z.string().describe('ISO 8601.'),
};

export const WebhookSchema = z
  .object({
    ...EndpointFields,
    disabledReason: z.string().nullable().describe('Why it was disabled; null while enabled.'),
    failures: z.number().int().describe('Deliveries in a row that failed (after all their retries); a delivered one resets it.'),
  })
  .meta({ id: 'Webhook', description: 'A webhook endpoint (its secret is shown only when it is created).' });
export type WebhookDto = z.output<typeof WebhookSchema>;

export const CreatedWebhookSchema = z
  .object({
    ...EndpointFields,
    secret: z.string().describe('The signing secret, `whsec_` and the base64 of the key (Standard Webhooks). Shown this once: keep it.'),
  })
  .meta({ id: 'CreatedWebhook', description: 'The endpoint registered, with its signing secret (shown only here).' });
export type CreatedWebhookDto = z.output<typeof CreatedWebhookSchema>;

export const WebhookListSchema = z
  .object({ items: z.array(WebhookSchema).describe('Your endpoints, oldest first.') })
  .meta({ id: 'WebhookList', description: 'Your webhook endpoints.' });

export const DeliveryStatusSchema = z
  .enum(['pending', 'delivered', 'failed'])
  .meta({ id: 'WebhookDeliveryStatus', description: 'pending: not delivered yet, attempted again at nextAttemptAt; delivered: a 2xx answer came; failed: given up.' });

export const WebhookDeliverySchema = z
  .object({
    id: z.string().describe('The delivery id, sent as the `webhook-id` header on every attempt (deduplicate on it).'),
    eventId: z.string().describe('The event it carries (`data.eventId` of the payload: your event sequence number).'),
    type: UserEventTypeSchema.nullable().describe("The event's type; null when the event is no longer kept."),
    status: DeliveryStatusSchema,
    attempts: z.number().int().describe('Attempts made so far.'),
    lastStatus: z.number().int().nullable().describe('HTTP status of the last attempt; null when none came (no connection, time-out, refused address).'),
    lastError: z.string().nullable().describe('Why the last attempt failed (truncated); null after a success.'),
    createdAt: z.string().describe('ISO 8601: when the event was taken into the outbox.'),
    deliveredAt: z.string().nullable().describe('ISO 8601: when it was delivered; null until then.'),
    nextAttemptAt: z.string().nullable().describe('ISO 8601: when it will be attempted (again); null once delivered or failed.'),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent (or to send) to one endpoint.' });
export type WebhookDeliveryDto = z.output<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = z
  .object({
    items: z.array(WebhookDeliverySchema).describe('Deliveries, newest event first.'),
    nextCursor: nextCursorField,
  })
  .meta({ id: 'WebhookDeliveryPage', description: "A page of an endpoint's delivery log." });

export const DeliveriesQuerySchema = z
  .object({
    cursor: cursorParam,
    limit: limitParam(20, 100),
  })
  .strict();
export type DeliveriesQuery = z.output<typeof DeliveriesQuerySchema>;

export const RedeliverAnswerSchema = z
  .object({ delivery: WebhookDeliverySchema.describe('The delivery, pending again and due now.') })
  .meta({ id: 'RedeliverAnswer', description: 'The delivery is queued again: its next attempt carries the same webhook-id.' });

/** The body of each webhook request (webhook-dispatcher.ts payloadOf): the event and its public fields. */
export const WebhookPayloadSchema = z
  .object({
    type: UserEventTypeSchema,
    timestamp: z.string().describe('ISO 8601: when the event was committed.'),
    data: z
      .object({
        eventId: z.string().describe('The event id in your log (as GET /v1/me/events numbers it).'),
        userId: z.string().describe('Your user id (whose log it is).'),
        matchId: z.string().nullable().describe('The match it is about, if any.'),
        version: z.number().int().nullable().describe('The match version it is about, if any.'),
      })
      .catchall(z.unknown())
      .describe("The event's public fields (as UserEvent.data: game, seat, deadline, ...), never a hidden card, with the ids above."),
  })
  .meta({ id: 'WebhookPayload', description: 'The JSON body of a webhook request: one event of your log.' });
export type WebhookPayload = z.output<typeof WebhookPayloadSchema>;

/** The Standard Webhooks headers of every webhook request, as the OpenAPI document lists them. */
export const WEBHOOK_HEADERS = [
  { name: 'webhook-id', description: 'The delivery id, the same on every attempt: deduplicate on it.', schema: { type: 'string' } },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed: refuse one too far from your clock.', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: 'webhook-signature',
    description: '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_` (Standard Webhooks).',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+=*$' },
  },
] as const;

/**
 * Examples of the webhook operations for the OpenAPI document (spread into API_EXAMPLES in
 * src/app/api-examples.ts). test/webhooks.e2e-spec.ts checks each against its schema.
 */
const AT = '2026-11-22T12:00:00.000Z';
const LATER = '2026-11-22T12:01:30.000Z';
const HOOK = { id: '0b5e8c1e-3c1f-4a55-9d4e-2f7a1c9e6b10', url: 'https://hooks.example.com/pyramidion', types: ['your_turn', 'match_finished'], enabled: true, createdAt: AT };
const DELIVERED = {
  id: 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f601',
  eventId: '42',
  type: 'your_turn',
  status: 'delivered',
  attempts: 1,
  lastStatus: 204,
  lastError: null,
  createdAt: LATER,
  deliveredAt: LATER,
  nextAttemptAt: null,
};
const RETRYING = {
  ...DELIVERED,
  id: 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e02',
  eventId: '43',
  type: 'match_finished',
  status: 'pending',
  attempts: 2,
  lastStatus: 503,
  lastError: 'HTTP 503: Service Unavailable',
  deliveredAt: null,
  nextAttemptAt: '2026-11-22T12:01:50.000Z',
};
const ex = (summary: string, value: unknown) => ({ summary, value });

export const WEBHOOK_API_EXAMPLES: Record<string, { summary: string; value: unknown }> = {
  CreateWebhook: ex('Your turns and finished matches, to your server', { url: HOOK.url, types: HOOK.types }),
  CreatedWebhook: ex('The endpoint, with its secret (shown once)', { ...HOOK, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
  WebhookList: ex('One enabled endpoint, one disabled', {
    items: [
      { ...HOOK, disabledReason: null, failures: 0 },
      {
        ...HOOK,
        id: '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e03',
        url: 'https://old.example.com/hook',
        types: [],
        enabled: false,
        disabledReason: '5 deliveries in a row failed; the last: ECONNREFUSED: connect ECONNREFUSED 203.0.113.7:443',
        failures: 5,
      },
    ],
  }),
  Webhook: ex('An endpoint enabled again', { ...HOOK, disabledReason: null, failures: 0 }),
  WebhookDeliveryPage: ex('A delivery being retried and one delivered', { items: [RETRYING, DELIVERED], nextCursor: 'NDI' }),
  RedeliverAnswer: ex('Queued again, due now', { delivery: { ...DELIVERED, status: 'pending', deliveredAt: LATER, nextAttemptAt: '2026-11-22T12:05:00.000Z' } }),
};

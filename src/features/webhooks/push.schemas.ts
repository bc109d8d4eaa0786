/** The Web Push API's shapes, declared once: they validate and they document. */
import { z } from 'zod';

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what}: base64url`)
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, `${what}: ${bytes} bytes once decoded`);

export const PushSubscriptionIdSchema = z.string().describe('Push subscription id.');

/** What a browser's PushSubscription.toJSON() gives (expirationTime and other fields are ignored). */
export const CreatePushSubscriptionSchema = z
  .object({
    endpoint: z.string().max(2000).describe("The push service's URL for this browser (PushSubscription.endpoint): https, a public host."),
    keys: z
      .object({
        p256dh: base64url(65, 'p256dh').describe("The browser's P-256 public key (uncompressed point, base64url): the payload is encrypted to it (RFC 8291)."),
        auth: base64url(16, 'auth').describe('The 16-byte authentication secret (base64url).'),
      })
      .describe('PushSubscription.toJSON().keys.'),
  })
  .meta({ id: 'CreatePushSubscription', description: "A browser's push subscription (PushSubscription.toJSON()), to be sent your notifications." });
export type CreatePushSubscription = z.output<typeof CreatePushSubscriptionSchema>;

export const PushSubscriptionSchema = z
  .object({
    id: z.string().describe('Push subscription id.'),
    endpoint: z.string().describe("The push service's URL."),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'PushSubscription', description: 'A push subscription of yours (its keys are not shown).' });
export type PushSubscriptionDto = z.output<typeof PushSubscriptionSchema>;

export const PushSubscriptionListSchema = z
  .object({ items: z.array(PushSubscriptionSchema).describe('Every subscription of yours, oldest first (at most PUSH_MAX_PER_USER: one page is all).') })
  .meta({ id: 'PushSubscriptionList', description: 'Your push subscriptions.' });

export const VapidKeySchema = z
  .object({ publicKey: z.string().describe("The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey.") })
  .meta({ id: 'VapidKey', description: "The key a browser subscribes with (RFC 8292)." });

/** The events a push subscription is sent: those a player acts on. */
export const PUSH_EVENT_TYPES = ['your_turn', 'draw_offered', 'deadline_approaching'] as const;

/** What the service worker receives (decrypted): public facts and a sentence, never hidden information. */
export const PushMessageSchema = z
  .object({
    type: z.enum(PUSH_EVENT_TYPES).describe('The event.'),
    eventId: z.string().describe('Its id in your event log.'),
    matchId: z.string().nullable(),
    game: z.string().nullable().describe('Game id.'),
    version: z.number().int().nullable(),
    title: z.string().describe('A title for the notification.'),
    body: z.string().describe('Its text.'),
    url: z.string().describe('Where the web client shows the match (a path).'),
  })
  .meta({ id: 'PushMessage', description: 'The payload of a Web Push notification, once decrypted by the browser.' });
export type PushMessage = z.output<typeof PushMessageSchema>;

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of the key; the signature of a message is `v1,` and the base64 of
 * HMAC-SHA256(key, `${webhook-id}.${webhook-timestamp}.${body}`).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** The `webhook-signature` header value. */
export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

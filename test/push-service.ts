/**
 * A local Web Push service for the tests (issue 38), shared by the end-to-end test
 * (test/web-push.e2e-spec.ts) and the browser test (web/test/push.browser-spec.ts): a real HTTP
 * server on 127.0.0.1 that does what a browser's push service and the browser do. It records
 * every push; the tests check the VAPID signature (RFC 8292) against the key the server publishes
 * and decrypt the payload (RFC 8291, aes128gcm) with the subscription's own private key and auth
 * secret (http_ece, the reference implementation), as the browser would.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { PushMessageSchema, type PushMessage } from '../src/features/webhooks/push.schemas.js';

/** The app's settings for these tests: pushes dispatched at once, retried fast, to loopback. */
export const WEB_PUSH_FAST = {
  WEBHOOK_DISPATCH: 'true',
  WEBHOOK_ALLOW_PRIVATE: 'true', // the push service is on loopback
  WEBHOOK_POLL_MS: '200',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_CAP_MS: '200',
  WEBHOOK_RETRY_HOURS: '1',
  WEBHOOK_TIMEOUT_MS: '2000',
};

/** One push as the push service received it, and the status it answered. */
export interface Pushed {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  answered: number;
}

/** A browser's side of one subscription: its key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON().keys gives them. */
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** The payload's bytes as the browser reads them: decrypted with its own keys. */
export function decryptPushBytes(b: BrowserKeys, body: Buffer): Buffer {
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth.toString('base64url') });
}

/** What the browser reads: the payload decrypted with its own keys, checked against the API's schema. */
export function decryptPush(b: BrowserKeys, body: Buffer): PushMessage {
  return PushMessageSchema.strict().parse(JSON.parse(decryptPushBytes(b, body).toString('utf8')));
}

/** The push service's check of the VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`. */
export function checkVapid(headers: IncomingHttpHeaders, origin: string, publicKey: string): { sub: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, jwt, k] = m;
  expect(k).toBe(publicKey);
  const [h, p, s] = jwt.split('.');
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(origin);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  return claims;
}

export interface PushService {
  /** http://127.0.0.1:<port>: subscriptions' endpoints are paths under it. */
  origin: string;
  /** Every push received, in order. */
  pushed: Pushed[];
  /** The status the service answers on a path, given how many came to that path before (201 unless a test says otherwise). */
  respond: (path: string, before: number) => number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const pushed: Pushed[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const answered = service.respond(path, pushed.filter((p) => p.path === path).length);
      pushed.push({ path, headers: req.headers, body: Buffer.concat(chunks), answered });
      res.statusCode = answered;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service: PushService = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pushed,
    respond: () => 201,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
  return service;
}

/** Waits until `ok()` holds, checking every 25 ms; fails after `ms` naming `what`. */
export async function until(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A real HTTP receiver for the webhook tests, on 127.0.0.1, with its own signature check. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered. */
  answered: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** The status to answer a request with (given how many requests came to the same path before it). */
  respond: (path: string, before: number) => number;
  close(): Promise<void>;
}

export async function startReceiver(respond: Receiver['respond'] = () => 204): Promise<Receiver> {
  const received: Received[] = [];
  const receiver = { received, respond } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = receiver.respond(path, received.filter((r) => r.path === path).length);
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered: status });
      res.statusCode = status;
      res.end(status >= 400 ? 'not now' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/**
 * Standard Webhooks verification, written from the specification (not with the server's code):
 * the signed content is `${id}.${timestamp}.${body}`, the key the base64 after `whsec_`, and the
 * header a space-separated list of `v1,<base64>` signatures.
 */
export function verifySignature(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds = 300): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.substring('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `ms`. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 15000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

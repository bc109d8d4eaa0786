/**
 * The Redis pub/sub engine at shutdown while Redis does not answer: what graphql-redis-subscriptions
 * sent on the subscriber connection must not fail after the close (nobody is left to handle it).
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createPubSub } from './pubsub.js';

describe('Redis pub/sub at shutdown', () => {
  // A server that accepts connections and never answers: ioredis connects and waits for its
  // ready check, with the subscriber's commands queued until then.
  let server: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  });

  it('leaves a SUBSCRIBE still waiting for Redis unsettled when it closes, instead of rejecting it', async () => {
    const pubsub = createPubSub({ REDIS_URL: `redis://127.0.0.1:${(server.address() as AddressInfo).port}` });
    // As a subscription's iterator does: subscribe, and hold the promise without handling it.
    const subscribed = pubsub.subscribe('topic', () => undefined, {});
    let settled: string | null = null;
    subscribed.then(
      () => (settled = 'subscribed'),
      (e: Error) => (settled = `rejected: ${e.message}`),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(sockets.length).toBeGreaterThan(0); // it did connect, and waits
    await pubsub.close!();
    // The connection ends (here the server drops it): ioredis then fails what it still queued.
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBeNull();
  });
});

/**
 * The pub/sub engine behind events (matches, session ends): in-process by default; with
 * REDIS_URL, Redis, so that a change made through one instance reaches every other.
 */
import { EventEmitter } from 'node:events';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';

export const PUBSUB = Symbol('PUBSUB');

export type ClosablePubSub = PubSubEngine & { close?: () => Promise<unknown> };

export function createPubSub(config: Pick<AppConfig, 'REDIS_URL'>): ClosablePubSub {
  if (!config.REDIS_URL) {
    // One listener per subscriber on a match's topic: a thousand spectators are normal, not a leak.
    const eventEmitter = new EventEmitter();
    eventEmitter.setMaxListeners(0);
    return new PubSub({ eventEmitter });
  }
  // Publishing fails fast while Redis is down (MatchEvents retries it; it is never the request's
  // failure). Subscribing waits for Redis to come back: the subscriber queues its commands and
  // retries them for as long as it takes. Both connections reconnect in the background.
  const publisher = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  for (const c of [publisher, subscriber]) c.on('error', () => undefined); // MatchEvents logs failed publishes
  // graphql-redis-subscriptions does not always await or catch what it sends on the subscriber:
  // an iterator that was never read holds a SUBSCRIBE promise nobody handles, and an iterator's
  // end sends UNSUBSCRIBE without a handler. Once shutdown closes the connection, ioredis rejects
  // those with "Connection is closed", unhandled. After the close they mean nothing (the
  // connection's subscriptions end with it), so from then on their rejections are dropped. It
  // sends SUBSCRIBE with a callback, which rejects its own promise: the callback is kept here and
  // is not told of a failure after the close either (a callback handed to ioredis would be).
  let closing = false;
  for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const send = subscriber[name].bind(subscriber) as (...channels: string[]) => Promise<unknown>;
    (subscriber as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as (e: unknown, r?: unknown) => void) : undefined;
      return send(...(args as string[])).then(
        (r) => {
          callback?.(null, r);
          return r;
        },
        (e: unknown) => {
          if (closing) return undefined;
          if (!callback) throw e;
          callback(e);
          return undefined;
        },
      );
    };
  }
  const pubsub: ClosablePubSub = new RedisPubSub({ publisher, subscriber });
  // Not RedisPubSub.close(): its QUIT would wait for a Redis that may be gone.
  pubsub.close = () => {
    closing = true;
    return Promise.all([closeRedis(publisher), closeRedis(subscriber)]).then(() => undefined);
  };
  return pubsub;
}

/**
 * Closes a connection: gracefully (QUIT, so replies still owed arrive and nothing pending is
 * rejected) while Redis answers, at once when it does not, and never waiting more than a second.
 */
export async function closeRedis(c: Redis): Promise<void> {
  if (c.status === 'ready') {
    await Promise.race([c.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  c.disconnect();
}

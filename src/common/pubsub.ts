/**
 * The pub/sub engine behind events (matches, session ends): in-process by default; with
 * REDIS_URL, Redis, so that a change made through one instance reaches every other.
 */
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';

export const PUBSUB = Symbol('PUBSUB');

export type ClosablePubSub = PubSubEngine & { close?: () => Promise<unknown> };

export function createPubSub(config: Pick<AppConfig, 'REDIS_URL'>): ClosablePubSub {
  if (!config.REDIS_URL) return new PubSub();
  // Commands fail fast while Redis is down (publishing is retried by MatchEvents, never the
  // request's failure); the connections keep reconnecting in the background.
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(config.REDIS_URL, options);
  const subscriber = new Redis(config.REDIS_URL, { ...options, enableOfflineQueue: true });
  for (const c of [publisher, subscriber]) c.on('error', () => undefined); // logged by MatchEvents when it matters
  // RedisPubSub.close() quits both connections (called on shutdown).
  return new RedisPubSub({ publisher, subscriber });
}

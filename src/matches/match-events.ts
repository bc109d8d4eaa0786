/**
 * Match events, published only after the change is committed. The payload names what changed,
 * never any state: each subscriber then reads the match as itself, so it gets its own seat's view.
 * The engine is graphql-subscriptions' PubSub in one process, Redis across instances.
 */
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';

export interface MatchEvent {
  matchId: string;
  version: number;
  kind: string;
}

export const matchTopic = (matchId: string) => `match.${matchId}`;

@Injectable()
export class MatchEvents implements OnApplicationShutdown {
  constructor(readonly pubsub: PubSubEngine & { close?: () => Promise<unknown> }) {}

  async publish(e: MatchEvent): Promise<void> {
    await this.pubsub.publish(matchTopic(e.matchId), e);
  }

  subscribe(matchId: string): AsyncIterableIterator<MatchEvent> {
    return this.pubsub.asyncIterableIterator<MatchEvent>(matchTopic(matchId));
  }

  /** After every module is down (the WebSocket server has ended its subscriptions first). */
  async onApplicationShutdown(): Promise<void> {
    await this.pubsub.close?.();
  }
}

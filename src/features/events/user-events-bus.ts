/**
 * Wake-ups for readers of the per-user event log: after a commit that wrote events, a message
 * names each user concerned (never the event itself). Readers (the SSE stream, the GraphQL
 * `myEvents` subscription, the webhook dispatcher) then read the log from their own cursor, so a
 * lost or duplicated wake-up loses or repeats nothing: the database is the truth, and messages
 * reach every instance through the same pub/sub as match events (Redis when REDIS_URL is set).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';

export const userTopic = (userId: string) => `user.${userId}`;
/** Every user's wake-ups on one topic (the webhook dispatcher). */
export const ALL_USERS_TOPIC = 'user-events';

export interface UserWakeUp {
  userId: string;
}

@Injectable()
export class UserEventsBus {
  private readonly logger = new Logger('UserEventsBus');

  constructor(@Inject(PUBSUB) private readonly pubsub: ClosablePubSub) {}

  /** After the commit: never rejects (a missed wake-up is caught up by the readers' next read). */
  async notify(userIds: Iterable<string>): Promise<void> {
    for (const userId of new Set(userIds)) {
      try {
        await this.pubsub.publish(userTopic(userId), { userId } satisfies UserWakeUp);
        await this.pubsub.publish(ALL_USERS_TOPIC, { userId } satisfies UserWakeUp);
      } catch (e) {
        this.logger.warn(`wake-up for user ${userId} not published: ${(e as Error).message}`);
      }
    }
  }

  subscribe(userId: string): AsyncIterableIterator<UserWakeUp> {
    return this.pubsub.asyncIterableIterator<UserWakeUp>(userTopic(userId));
  }

  subscribeAll(): AsyncIterableIterator<UserWakeUp> {
    return this.pubsub.asyncIterableIterator<UserWakeUp>(ALL_USERS_TOPIC);
  }
}

/**
 * Live sessions. An access token stops working as soon as its session ends (logout, a reused
 * refresh token, an account that is gone): each check asks the database, cached for
 * SESSION_CACHE_SECONDS so a request costs no query in the common case. A session that ends is
 * announced on the pub/sub engine, so every instance drops its cache entry and closes the
 * session's open sockets at once.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock } from '../../platform/runtime.js';
import { PUBSUB } from '../../platform/pubsub.js';
import { TokensRepository } from '../../persistence/tokens.repository.js';
import type { AuthUser } from './auth.schemas.js';

const TOPIC = 'sessions.revoked';

@Injectable()
export class Sessions implements OnModuleInit {
  private readonly logger = new Logger('Sessions');
  private readonly cache = new Map<string, { user: AuthUser | null; until: number }>();
  private readonly sockets = new Map<string, Set<() => void>>();
  private readonly endListeners: ((sessionId: string) => void)[] = [];

  constructor(
    private readonly tokens: TokensRepository,
    private readonly clock: Clock,
    @Inject(PUBSUB) private readonly pubsub: PubSubEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Not awaited: with Redis down the subscription completes when it reconnects, and start-up
    // must not wait for it. It lasts as long as the pub/sub engine (closed at shutdown).
    this.pubsub
      .subscribe(TOPIC, (m: { sessionId: string }) => this.end(m.sessionId), {})
      .catch((e: Error) => this.logger.warn(`not listening for session ends from other instances: ${e.message}`));
  }

  /** The user of session `sessionId` if it is live and belongs to `userId`; else null. */
  async user(sessionId: string, userId: string): Promise<AuthUser | null> {
    const hit = this.cache.get(sessionId);
    if (hit && hit.until > performance.now()) return hit.user?.id === userId ? hit.user : null;
    const user = await this.tokens.liveSessionUser(sessionId, userId, this.clock.now());
    if (this.cache.size > 100_000) this.cache.clear();
    this.cache.set(sessionId, { user, until: performance.now() + this.config.SESSION_CACHE_SECONDS * 1000 });
    return user;
  }

  /** Announces the end of a session to every instance (this one included). */
  async revoked(sessionId: string): Promise<void> {
    this.end(sessionId);
    try {
      await this.pubsub.publish(TOPIC, { sessionId });
    } catch (e) {
      this.logger.warn(`session end not announced to other instances (they notice within ${this.config.SESSION_CACHE_SECONDS} s): ${(e as Error).message}`);
    }
  }

  /** Registers a socket of the session; `close` runs when the session ends. Returns the unregister. */
  track(sessionId: string, close: () => void): () => void {
    const set = this.sockets.get(sessionId) ?? new Set();
    set.add(close);
    this.sockets.set(sessionId, set);
    return () => {
      set.delete(close);
      if (set.size === 0) this.sockets.delete(sessionId);
    };
  }

  /** `listener` runs on every end announced (API tokens drop their cache entries). */
  onEnded(listener: (sessionId: string) => void): void {
    this.endListeners.push(listener);
  }

  private end(sessionId: string): void {
    if (sessionId.startsWith('user:')) {
      // The account changed (upgraded to a bot): checks cached with its old kind are dropped.
      const userId = sessionId.slice('user:'.length);
      for (const [id, hit] of this.cache) if (hit.user?.id === userId) this.cache.delete(id);
    } else if (!sessionId.startsWith('tok:')) {
      this.cache.set(sessionId, { user: null, until: Number.POSITIVE_INFINITY });
    }
    for (const listener of this.endListeners) listener(sessionId);
    for (const close of [...(this.sockets.get(sessionId) ?? [])]) close();
  }
}

/**
 * Every rate limit of the service, with rate-limiter-flexible: in memory for one instance, in
 * Redis (with an in-memory fallback while Redis is unreachable) when REDIS_URL is set, so several
 * instances share one budget. REST (a Fastify hook keyed on the matched route, not the raw path),
 * GraphQL over HTTP and over graphql-ws (each root field of a parsed operation counts) all draw on
 * the same budgets.
 */
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import { AppError } from './problem.js';
import { closeRedis } from './pubsub.js';

/** Root fields that sign up, sign in or refresh: each costs one unit of the sign-in budget. */
export const AUTH_FIELDS: ReadonlySet<string> = new Set(['login', 'register', 'refresh']);

export const tooMany = (retryAfterSeconds: number, what: string) =>
  new AppError(429, 'RATE_LIMITED', `Too many ${what}; retry in ${retryAfterSeconds} s.`, { retryAfterSeconds });

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly api: RateLimiterAbstract;
  private readonly auth: RateLimiterAbstract;
  private readonly loginFailures: RateLimiterAbstract;
  private readonly hintsLimiter: RateLimiterAbstract;
  private readonly tokens: RateLimiterAbstract;
  private readonly chatLimiter: RateLimiterAbstract;

  constructor(config: AppConfig) {
    this.redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    this.redis?.on('error', () => undefined); // the in-memory fallback takes over; ioredis reconnects
    const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      if (!this.redis) return memory;
      return new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `${config.RATE_LIMIT_NAMESPACE}:${keyPrefix}`, points, duration, rejectIfRedisNotReady: true, insuranceLimiter: memory });
    };
    this.api = make('api', config.RATE_LIMIT_PER_MINUTE, 60);
    this.auth = make('auth', config.AUTH_RATE_LIMIT_PER_MINUTE, 60);
    this.loginFailures = make('login-fail', config.LOGIN_FAILURES_PER_ACCOUNT, config.LOGIN_FAILURE_WINDOW_MINUTES * 60);
    this.hintsLimiter = make('hints', config.HINTS_PER_MINUTE, 60);
    this.tokens = make('token', config.TOKEN_RATE_LIMIT_PER_MINUTE, 60);
    this.chatLimiter = make('chat', config.CHAT_MESSAGES_PER_MINUTE, 60);
  }

  /** One hint for `userId` (each costs a bot's search on a worker thread). */
  hint(userId: string): Promise<void> {
    return this.take(this.hintsLimiter, userId, 1, 'hints');
  }

  /** One request or operation made with the API token `tokenId` (wherever it comes from). */
  token(tokenId: string): Promise<void> {
    return this.take(this.tokens, tokenId, 1, 'requests with this token');
  }

  /** One chat message from `userId` (any match, any instance). */
  chat(userId: string): Promise<void> {
    return this.take(this.chatLimiter, userId, 1, 'chat messages');
  }

  /** One request or operation from `address`. */
  request(address: string): Promise<void> {
    return this.take(this.api, address, 1, 'requests');
  }

  /** `count` sign-ups, sign-ins or refreshes from `address` (aliases each count). */
  authAttempts(address: string, count: number): Promise<void> {
    return count > 0 ? this.take(this.auth, address, count, 'sign-in attempts') : Promise.resolve();
  }

  /** Throws while the account has had too many failed sign-ins, from any address. */
  async assertAccountOpen(usernameKey: string): Promise<void> {
    const r = await this.loginFailures.get(usernameKey).catch(() => null);
    if (r && r.consumedPoints >= this.loginFailures.points) throw tooMany(Math.max(1, Math.ceil(r.msBeforeNext / 1000)), 'failed sign-ins for this account');
  }

  async loginFailed(usernameKey: string): Promise<void> {
    await this.loginFailures.penalty(usernameKey, 1).catch(() => undefined);
  }

  async loginSucceeded(usernameKey: string): Promise<void> {
    await this.loginFailures.delete(usernameKey).catch(() => undefined);
  }

  private async take(limiter: RateLimiterAbstract, key: string, points: number, what: string): Promise<void> {
    try {
      await limiter.consume(key, points);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(Math.max(1, Math.ceil(e.msBeforeNext / 1000)), what);
      throw e;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}

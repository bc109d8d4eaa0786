/**
 * Every rate limit of the service, with rate-limiter-flexible: in memory for one instance, in
 * Redis (with an in-memory fallback while Redis is unreachable) when REDIS_URL is set, so several
 * instances share one budget. REST (a Fastify hook keyed on the matched route, not the raw path),
 * GraphQL over HTTP and over graphql-ws (each root field of a parsed operation counts) all draw on
 * the same budgets.
 *
 * Besides counting requests, every client has a budget of work (issue 37): cost points per minute,
 * spent by what each request or operation costs (`spend`), reported as the IETF draft's
 * `RateLimit-Policy` / `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers-10: a request may
 * consume more than one quota unit).
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

/** Names the policy in RateLimit-Policy and RateLimit. */
export const COST_POLICY = 'cost';

/** The state of a client's work budget after a charge. */
export interface Budget {
  /** Points per window. */
  limit: number;
  windowSeconds: number;
  /** Points this request or operation cost. */
  cost: number;
  remaining: number;
  resetSeconds: number;
}

/** The budget is spent: 429 RATE_LIMITED, with the budget's state for the headers. */
export class BudgetSpent extends AppError {
  constructor(readonly budget: Budget) {
    super(429, 'RATE_LIMITED', `This costs ${budget.cost} points and your budget of ${budget.limit} points a minute is spent; retry in ${budget.resetSeconds} s.`, {
      retryAfterSeconds: budget.resetSeconds,
      cost: budget.cost,
      remaining: budget.remaining,
    });
  }
}

/** The client a budget belongs to: the API token, else the signed-in user, else the address. */
export function budgetKey(user: { id: string; tokenId?: string | null } | null | undefined, address: string): string {
  if (user?.tokenId) return `t:${user.tokenId}`;
  if (user) return `u:${user.id}`;
  return `a:${address}`;
}

/** The draft's structured fields for a budget (an Item with parameters each). */
export function budgetHeaders(b: Budget): Record<string, string> {
  return {
    'ratelimit-policy': `"${COST_POLICY}";q=${b.limit};w=${b.windowSeconds}`,
    ratelimit: `"${COST_POLICY}";r=${b.remaining};t=${b.resetSeconds}`,
  };
}

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly api: RateLimiterAbstract;
  private readonly auth: RateLimiterAbstract;
  private readonly loginFailures: RateLimiterAbstract;
  private readonly hintsLimiter: RateLimiterAbstract;
  private readonly tokens: RateLimiterAbstract;
  private readonly chatLimiter: RateLimiterAbstract;
  private readonly cost: RateLimiterAbstract;

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
    this.cost = make('cost', config.COST_BUDGET_PER_MINUTE, 60);
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

  /**
   * Charges `cost` points to the client `key` (budgetKey); the budget after it, or BudgetSpent
   * (nothing is charged for a refused request beyond the window's count).
   */
  async spend(key: string, cost: number): Promise<Budget> {
    const points = Math.max(0, Math.ceil(cost));
    const state = (r: RateLimiterRes): Budget => ({
      limit: this.cost.points,
      windowSeconds: this.cost.duration,
      cost: points,
      remaining: Math.max(0, r.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(r.msBeforeNext / 1000)),
    });
    try {
      return state(await this.cost.consume(key, points));
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new BudgetSpent(state(e));
      throw e;
    }
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

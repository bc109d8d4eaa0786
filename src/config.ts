/** Configuration from environment variables, validated once at start-up. */
import { z } from 'zod';

export const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('file:./data/pyramidion.db'),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).default(DEFAULT_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(65536),
  /** Sign-up, sign-in and refresh per client address and minute; each GraphQL root field counts. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Failed sign-ins per account (any address) within LOGIN_FAILURE_WINDOW_MINUTES. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Every other request (REST, GraphQL HTTP, graphql-ws operation) per address and minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Prefix of the rate-limit counters in Redis: instances that share it share their budgets. */
  RATE_LIMIT_NAMESPACE: z.string().regex(/^[\w.-]+$/).default('rl'),
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
  /** Each field costs 1, lists multiply by their limit, fields that read a match again cost 20. */
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(2000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(2000),
  /** A query or mutation resolving past this budget is cut short with QUERY_TIMEOUT. */
  GRAPHQL_TIME_BUDGET_MS: z.coerce.number().int().positive().default(5000),
  /** Time allowed to receive a whole HTTP request (headers and body): slow senders get 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** A rotated refresh token presented again within this many seconds gets fresh tokens (concurrent refreshes). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  /** How long an instance trusts a session check; logout on another instance takes effect within it. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  /** SQLite: FULL keeps every acknowledged move through a power loss; NORMAL only through a crash. */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** SQLite: how long a query waits for another process's lock before the API answers 503. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(200),
  CLOCK_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
});

export type AppConfig = z.infer<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration: ${parsed.error.message}`);
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error('refusing to start in production with the default JWT_SECRET: set JWT_SECRET');
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

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
  /**
   * Work-based budget (issue 37): cost points per client (signed-in user, API token, or address
   * when anonymous) and minute, spent by each GraphQL operation's computed cost and each REST
   * request's weight (a list: its page size, times 10 for matches). Must exceed GRAPHQL_MAX_COST.
   */
  COST_BUDGET_PER_MINUTE: z.coerce.number().int().positive().default(20000),
  /** Requests and operations costing at least this many points wait for one of EXPENSIVE_CONCURRENCY slots. */
  EXPENSIVE_COST: z.coerce.number().int().positive().default(100),
  EXPENSIVE_CONCURRENCY: z.coerce.number().int().positive().default(1),
  /** Open Server-Sent Event streams per user on one instance (/v1/me/events and match streams together). */
  SSE_STREAMS_PER_USER: z.coerce.number().int().positive().default(10),
  /** Pending challenges a user may have sent (all opponents), and to any one opponent. */
  PENDING_CHALLENGES_PER_USER: z.coerce.number().int().positive().default(20),
  PENDING_CHALLENGES_PER_PAIR: z.coerce.number().int().positive().default(3),
  /** Prefix of the rate-limit counters in Redis: instances that share it share their budgets. */
  RATE_LIMIT_NAMESPACE: z.string().regex(/^[\w.-]+$/).default('rl'),
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
  /** Each field costs 1, lists multiply by their limit, fields that read a match again cost 20. */
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(2000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(2000),
  /** A query resolving past this budget is cut short with QUERY_TIMEOUT; a mutation starts no further root field (the ones that ran answer in full). */
  GRAPHQL_TIME_BUDGET_MS: z.coerce.number().int().positive().default(5000),
  /** Who may introspect the GraphQL schema (__schema, __type): `all`, or `authenticated` callers only (the default in production). */
  GRAPHQL_INTROSPECTION: z.enum(['all', 'authenticated']).optional(),
  /** Time allowed to receive a whole HTTP request (headers and body): slow senders get 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** A rotated refresh token presented again within this many seconds gets fresh tokens (concurrent refreshes). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  /** How long an instance trusts a session check; logout on another instance takes effect within it. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  /** How long an instance trusts an API token check; a revocation drops it on every instance at once. */
  API_TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Requests and graphql-ws operations per API token and minute (besides the per-address budget). */
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** OAuth: lifetime of an access token issued to an app, of its refresh token, of an authorization code. */
  OAUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  OAUTH_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(90),
  OAUTH_CODE_TTL_SECONDS: z.coerce.number().int().positive().max(600).default(60),
  /** SQLite: FULL keeps every acknowledged move through a power loss; NORMAL only through a crash. */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** SQLite: how long a query waits for another process's lock before the API answers 503. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(200),
  /**
   * PostgreSQL: each instance opens up to DATABASE_POOL_SIZE + HOT_POOL_SIZE connections (Prisma's
   * pool, and the move path's own). Keep instances x (both) under the server's max_connections
   * (100 by default, 3 of them reserved for superusers): the defaults, 10 + 10, allow 4 instances.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  HOT_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** PostgreSQL: how long a query waits for a free pooled connection before the API answers 503. */
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  /**
   * Interactive transactions (match creation, joins, challenges, ...): how long one may wait to
   * start (for a pooled connection on PostgreSQL, for the write turn on SQLite) and how long it may
   * last, before the API answers 503. Prisma's own defaults (2 s, 5 s) gave 500s to a burst of 64
   * match creations on one instance.
   */
  TRANSACTION_MAX_WAIT_MS: z.coerce.number().int().min(1).default(5000),
  TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /**
   * How often the background sweep runs (timeouts, deadline warnings, challenge expiry, event
   * pruning); 0: never on this instance. Instances sharing a database take turns through a lease
   * (LEASE_NAMESPACE): one sweeps, the others read one row per period; if it stops, another takes
   * over within three periods.
   */
  CLOCK_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Prefix of the background jobs' leases (Lease rows): instances on one database with the same namespace share the jobs. */
  LEASE_NAMESPACE: z.string().regex(/^[\w.-]+$/).default('lease'),
  /** Worker threads bots and hints think on; 0: this instance moves no bot (another instance will; hints still run, on one thread). */
  BOT_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  /** Wall-clock limit of one task on the game worker pool (a post-game analysis); past it: 503 WORKERS_BUSY. */
  WORKER_TASK_MS: z.coerce.number().int().positive().default(60_000),
  /** Wall-clock limit of a heavy setup on the worker pool (a winnable deal's search); past it: 503 WORKERS_BUSY. */
  WORKER_SETUP_MS: z.coerce.number().int().positive().default(15_000),
  /** Tasks that may wait for a worker thread; one more is refused at once with 503 WORKERS_BUSY (bots fall back instead). */
  WORKER_QUEUE: z.coerce.number().int().min(1).default(256),
  /** Plies a post-game analysis scores at most (later plies are listed unscored, `complete: false`). */
  ANALYSIS_MAX_PLIES: z.coerce.number().int().min(0).default(400),
  /** Positions each solver call of a post-game analysis may search (solitaire's exact answer); beyond: undecided. */
  ANALYSIS_SOLVE_NODES: z.coerce.number().int().positive().default(200_000),
  /** How often an instance looks in the database for bots that must move (after a restart, or a move made elsewhere); 0: never. */
  BOT_POLL_SECONDS: z.coerce.number().min(0).default(5),
  /** A bot at level L may think L times this long (wall clock) before it falls back to a cheaper level. */
  BOT_THINK_MS_PER_LEVEL: z.coerce.number().int().positive().default(3000),
  /**
   * A bot ladder's ratings (`BENCH_BOTS_RATINGS=<file> npm run bench:bots`) to start the service's
   * bots from: at start-up each level's rating in each game is set from it while that level has
   * not yet played a counted match (docs/bots.md, "Bot ratings"). Unset: every level starts at 1500.
   */
  BOT_RATINGS_FILE: z.string().min(1).optional(),
  /** Per-user events (GET /v1/me/events, myEvents, webhooks) are kept this many days. */
  EVENT_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  /** Vacation days each user may take per calendar year (UTC); their clocks stand still meanwhile. */
  VACATION_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(366).default(30),
  /** Event streams send a heartbeat (and look at the log again) this often. */
  EVENT_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  /**
   * Live match streams (graphql-ws matchEvents, GET /v1/matches/{id}/events) read the version of
   * each match with subscribers on this instance again this often (one read by primary key), so
   * a lost wake-up (Redis down, an instance killed before it published) delays a version by at
   * most this long and never loses it.
   */
  MATCH_STREAM_RECHECK_MS: z.coerce.number().int().min(100).default(2000),
  /** Whether this instance sends webhooks (another instance may, from the same outbox). */
  WEBHOOK_DISPATCH: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  /** Webhooks may go to private, loopback and link-local addresses (tests, closed networks). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /** How often each instance looks in the database for webhook work; 0: only at start-up and on wake-ups. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** First retry delay, doubled at each retry up to WEBHOOK_RETRY_CAP_MS, times a 0.5–1.5 jitter. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(5000),
  WEBHOOK_RETRY_CAP_MS: z.coerce.number().int().positive().default(3_600_000),
  /** A delivery is retried for this long, then failed. */
  WEBHOOK_RETRY_HOURS: z.coerce.number().min(0).default(24),
  /** Failed deliveries in a row after which an endpoint is disabled. */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().positive().default(5),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEBHOOK_MAX_PER_USER: z.coerce.number().int().positive().default(10),
  /**
   * Web Push (VAPID, RFC 8292): the key pair that signs push requests, as web-push's
   * generateVAPIDKeys makes them (base64url). Unset: made at the first start and kept in the
   * database (ServiceKey "vapid"), the same for every instance. Set both or neither.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who runs this service, for push services to contact (a mailto: or https: URL). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL').default('mailto:push@pyramidion.invalid'),
  /** Push subscriptions per user (browsers and devices). */
  PUSH_MAX_PER_USER: z.coerce.number().int().positive().default(10),
  /** Leaderboards list only players whose last rated match of the game ended within this many days. */
  LEADERBOARD_ACTIVE_DAYS: z.coerce.number().int().positive().default(30),
  /** Hints per user and minute. */
  HINTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Chat (issue 12): the longest message, in characters, and messages per user and minute. */
  CHAT_MAX_LENGTH: z.coerce.number().int().min(1).max(4000).default(500),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** How long a challenge or rematch offer waits for answers unless it says otherwise. */
  CHALLENGE_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(14 * 1440).default(3 * 1440),
  /** pino levels; `silent` logs nothing. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json`: one JSON object per line (for a log collector); `pretty`: for a person at a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * Browser origins allowed to call the API and open graphql-ws sockets: a comma list of
   * `scheme://host[:port]`, or `*` (any; refused in production).
   */
  CORS_ORIGINS: z.string().optional().transform((raw, ctx) => (raw === undefined ? undefined : parseOrigins(raw, ctx))),
  /**
   * Which peers' X-Forwarded-For to believe for the client's address (per-address rate limits,
   * logs), passed to Fastify's `trustProxy`: unset or empty, none (every client is the address it
   * connects from); else a comma list of the load balancer's addresses and CIDRs (`10.0.0.5`,
   * `172.18.0.0/16`) or proxy-addr's names `loopback`, `linklocal`, `uniquelocal` (the private
   * ranges). The client's address is then the nearest one in X-Forwarded-For that is not trusted.
   * No hop count: Fastify 5 ignores one (it never trusts the peer then). Name only proxies that
   * append to or overwrite the header, else a client names its own address.
   */
  TRUST_PROXY: z.string().optional().transform((raw, ctx) => parseTrustProxy(raw, ctx)),
  /**
   * The origin clients reach this service at (`https://play.example.com`), behind a TLS proxy
   * or not: the OAuth issuer and every absolute URL of its metadata. Unset: the origin a proxy
   * named in TRUST_PROXY forwards (X-Forwarded-Proto and X-Forwarded-Host), else the local
   * origin (`http://localhost:<port>`); the request's Host header is never used (public-origin.ts).
   */
  PUBLIC_BASE_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => (raw === undefined || raw.trim() === '' ? undefined : parsePublicBaseUrl(raw.trim(), ctx))),
  /** On SIGTERM, requests in flight get this long to finish; under Docker's 10 s stop timeout. */
  /** The built web client (web/dist), served at `/`; empty: no web client. */
  WEB_DIR: z.string().default('web/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(8000),
  /** Serve Prometheus metrics at GET /metrics (README "Watching it: metrics and traces"). */
  METRICS_ENABLED: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  /**
   * With it, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; without it, only
   * callers from loopback and private addresses (behind a reverse proxy on the same host every
   * caller looks local: set a token, or do not route /metrics through the proxy).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * OpenTelemetry traces go to this OTLP/HTTP collector (the standard variable; also
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME...). Unset:
   * no tracing code is loaded. Read by src/platform/tracing.ts before the app starts.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
}).transform((c) => ({
  ...c,
  LOG_FORMAT: c.LOG_FORMAT ?? (c.NODE_ENV === 'production' ? 'json' : 'pretty'),
  // No origin in production until one is named; any while developing, so a local front end just works.
  CORS_ORIGINS: c.CORS_ORIGINS ?? (c.NODE_ENV === 'production' ? [] : '*'),
  // An anonymous full introspection is ~1 MB per request: in production only signed-in callers get it.
  GRAPHQL_INTROSPECTION: c.GRAPHQL_INTROSPECTION ?? (c.NODE_ENV === 'production' ? 'authenticated' : 'all'),
}));

export type AppConfig = z.output<typeof EnvSchema>;

/** `*`, or the listed origins in their serialized form (what browsers send in `Origin`). */
function parseTrustProxy(raw: string | undefined, ctx: z.RefinementCtx): false | string[] {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const e of entries) {
    const ok = /^[0-9a-fA-F.:]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?$/.test(e) || ['loopback', 'linklocal', 'uniquelocal'].includes(e);
    if (!ok) ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${e}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal (a hop count is not supported)` });
  }
  return entries;
}

function parseOrigins(raw: string, ctx: z.RefinementCtx): '*' | string[] {
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.includes('*')) {
    if (entries.length > 1) ctx.addIssue({ code: 'custom', message: '`*` cannot be combined with listed origins' });
    return '*';
  }
  return entries.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    // A path, query or credentials would never match: browsers send scheme://host[:port] only.
    if (!url || url.origin === 'null' || url.pathname !== '/' || url.search || url.hash || url.username) {
      ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${entry}` });
    }
    return url?.origin ?? entry;
  });
}

/** An origin, `http(s)://host[:port]` (a trailing slash is dropped): no path, query or credentials. */
function parsePublicBaseUrl(raw: string, ctx: z.RefinementCtx): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: `PUBLIC_BASE_URL: not an origin (https://host[:port], no path): ${raw}` });
    return raw;
  }
  return url.origin;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration: ${parsed.error.message}`);
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error('refusing to start in production with the default JWT_SECRET: set JWT_SECRET');
  }
  if (config.EVENT_RETENTION_DAYS > 0 && config.WEBHOOK_RETRY_HOURS > config.EVENT_RETENTION_DAYS * 24) {
    throw new Error('WEBHOOK_RETRY_HOURS must not exceed EVENT_RETENTION_DAYS: a delivery still being retried needs its event');
  }
  if (config.NODE_ENV === 'production' && config.CORS_ORIGINS === '*') {
    throw new Error('refusing CORS_ORIGINS=* in production: list the origins of your front ends');
  }
  return config;
}

/**
 * Whether a browser page from `origin` may call the API (CORS) or open a graphql-ws socket.
 * `host` is the Host the request was sent to: a page served by this very host is always
 * same-origin for the WebSocket check (browsers apply no CORS to same-origin HTTP requests).
 */
export function originAllowed(config: Pick<AppConfig, 'CORS_ORIGINS'>, origin: string, host?: string): boolean {
  if (config.CORS_ORIGINS === '*' || config.CORS_ORIGINS.includes(origin)) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // `null` (sandboxed frames, file: pages) and malformed values
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');

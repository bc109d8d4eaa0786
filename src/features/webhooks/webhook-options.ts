/**
 * The webhook settings, from the application's configuration (config.ts).
 */
import type { AppConfig } from '../../platform/config.js';

export const WEBHOOK_OPTIONS = Symbol('WEBHOOK_OPTIONS');

export interface WebhookOptions {
  /** Whether this instance sends webhooks at all. */
  dispatch: boolean;
  /** Lifts the address check (loopback, private, link-local...): for tests and closed networks. */
  allowPrivate: boolean;
  /** How often the dispatcher looks in the database for work (0: only at start-up and on wake-ups). */
  pollMs: number;
  /** Delay before the first retry; each retry doubles it, up to retryCapMs, times a 0.5–1.5 jitter. */
  retryBaseMs: number;
  retryCapMs: number;
  /** A delivery is retried while younger than this; then it is `failed`. */
  retryForMs: number;
  /** Consecutive failed deliveries after which an endpoint is disabled. */
  disableAfter: number;
  /** Time allowed for one attempt (connect, send, answer). */
  timeoutMs: number;
  /** Endpoints per user. */
  maxPerUser: number;
  /** Deliveries are kept this long (the event log's EVENT_RETENTION_DAYS: past it their event is gone too); 0: forever. */
  logRetentionMs: number;
}

/** The options from the application's configuration (config.ts: WEBHOOK_* and EVENT_RETENTION_DAYS). */
export function webhookOptions(c: Pick<AppConfig, 'WEBHOOK_DISPATCH' | 'WEBHOOK_ALLOW_PRIVATE' | 'WEBHOOK_POLL_MS' | 'WEBHOOK_RETRY_BASE_MS' | 'WEBHOOK_RETRY_CAP_MS' | 'WEBHOOK_RETRY_HOURS' | 'WEBHOOK_DISABLE_AFTER' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_MAX_PER_USER' | 'EVENT_RETENTION_DAYS'>): WebhookOptions {
  return {
    dispatch: c.WEBHOOK_DISPATCH,
    allowPrivate: c.WEBHOOK_ALLOW_PRIVATE,
    pollMs: c.WEBHOOK_POLL_MS,
    retryBaseMs: c.WEBHOOK_RETRY_BASE_MS,
    retryCapMs: Math.max(c.WEBHOOK_RETRY_CAP_MS, c.WEBHOOK_RETRY_BASE_MS),
    retryForMs: Math.round(c.WEBHOOK_RETRY_HOURS * 3_600_000),
    disableAfter: c.WEBHOOK_DISABLE_AFTER,
    timeoutMs: c.WEBHOOK_TIMEOUT_MS,
    maxPerUser: c.WEBHOOK_MAX_PER_USER,
    logRetentionMs: Math.round(c.EVENT_RETENTION_DAYS * 86_400_000),
  };
}

/**
 * The typed REST client, generated from the committed OpenAPI document (openapi-typescript +
 * openapi-fetch), and the session it signs requests with. The session lives in sessionStorage:
 * each browser tab is its own player, so two tabs can play each other.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];
export type Match = Schemas['Match'];
export type GameId = Schemas['GameId'];
export type GameMove = Schemas['GameMove'];
export type GameView = Schemas['GameView'];
export type LegalMoves = Schemas['LegalMoves'];
export type Problem = Schemas['Problem'];
export type User = Schemas['User'];
export type AuthResult = Schemas['AuthResult'];

const KEY = 'pyramidion.session';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: User;
}

let session: Session | null = load();
const listeners = new Set<(s: Session | null) => void>();

function load(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function currentSession(): Session | null {
  return session;
}

export function setSession(s: AuthResult | null): void {
  session = s ? { accessToken: s.accessToken, refreshToken: s.refreshToken, user: s.user } : null;
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  for (const l of listeners) l(session);
}

export function onSession(l: (s: Session | null) => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

const auth: Middleware = {
  onRequest({ request }) {
    if (session && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${session.accessToken}`);
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: location.origin });
api.use(auth);

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for new tokens once, however many requests found the access token expired. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const s = session;
    if (!s) return false;
    const { data } = await api.POST('/v1/auth/refresh', { body: { refreshToken: s.refreshToken } });
    setSession(data ?? null);
    return !!data;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Answers worth asking again: the service was busy, refused for a while, or never answered. */
export const transient = (e: unknown): boolean =>
  e instanceof ApiError ? e.status === 429 || e.status === 502 || e.status === 503 || e.status === 504 || e.status === 0 : e instanceof TypeError;

/** The delays between attempts of a read (ms): 0.4 s doubling to 6.4 s, then the read gives up. */
export const READ_BACKOFF = [400, 800, 1600, 3200, 6400];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A read that is asked again on a transient failure (429, 502-504, a dropped connection), after
 * the longer of its backoff step (with jitter) and the answer's Retry-After (capped at 30 s). A
 * failure that persists through every step, or any other error, is thrown: the page then shows
 * it with a way to try again.
 */
export async function read<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let retryAfter = 0;
    try {
      return await call(async () => {
        const r = await run();
        retryAfter = Number(r.response.headers.get('retry-after')) || 0;
        return r;
      });
    } catch (e) {
      if (!transient(e) || attempt >= READ_BACKOFF.length) throw e;
      const step = READ_BACKOFF[attempt] * (0.75 + Math.random() / 2);
      await sleep(Math.max(step, Math.min(retryAfter, 30) * 1000));
    }
  }
}

/** An error as one sentence for the page, with its code when the service gave one. */
export const errorText = (e: unknown): string =>
  e instanceof ApiError ? `${e.message} (${e.code})` : e instanceof TypeError ? 'The service could not be reached.' : String(e instanceof Error ? e.message : e);

/**
 * Runs a call and returns its data, refreshing the session once on 401; a problem+json answer
 * becomes an ApiError carrying its `code` and sentence.
 */
export async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let r = await run();
  if (r.response.status === 401 && session && (await refreshSession())) r = await run();
  // 204 No Content (a revoked token, a deleted subscription): openapi-fetch gives no data.
  if (r.response.ok && (r.data !== undefined || r.response.status === 204)) return r.data as T;
  const p = (r.error ?? {}) as Partial<Problem>;
  throw new ApiError(r.response.status, p.code ?? 'HTTP_' + r.response.status, p.detail ?? p.title ?? r.response.statusText);
}

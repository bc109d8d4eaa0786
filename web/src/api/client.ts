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

/**
 * Runs a call and returns its data, refreshing the session once on 401; a problem+json answer
 * becomes an ApiError carrying its `code` and sentence.
 */
export async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let r = await run();
  if (r.response.status === 401 && session && (await refreshSession())) r = await run();
  if (r.data !== undefined && r.response.ok) return r.data;
  const p = (r.error ?? {}) as Partial<Problem>;
  throw new ApiError(r.response.status, p.code ?? 'HTTP_' + r.response.status, p.detail ?? p.title ?? r.response.statusText);
}

/**
 * Security headers (@fastify/helmet) on every answer, with a policy per kind of route chosen once
 * as each route is added (issue 37: the web client was served without a Content-Security-Policy
 * or anti-framing header). Every answer carries X-Frame-Options: DENY, X-Content-Type-Options:
 * nosniff, Referrer-Policy: no-referrer and Strict-Transport-Security (ignored over plain HTTP).
 *
 * - The web client (web/, built by Vite to one module script and one stylesheet, both under
 *   /assets): scripts, styles, images and connections (fetch, EventSource, graphql-ws) from its
 *   own origin only; no plugins, no <base>, and no page may frame it.
 * - API answers (JSON, problem+json, SSE) and unknown paths: `default-src 'none'; frame-ancestors
 *   'none'`, so a body opened as a document runs nothing; no Cross-Origin-Resource-Policy, since
 *   pages on CORS_ORIGINS read them (CORS decides, not CORP).
 * - /graphql (Apollo's landing page loads its sandbox from Apollo's CDN in development), /docs
 *   (Swagger UI) and /oauth (the consent form redirects to the app's own URI, which a `form-action`
 *   would block): no CSP, the other headers as everywhere (they may not be framed either).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

// helmet's options as plain data: @fastify/helmet's own option type, spread and passed to
// fastify.register, sent tsc past 4 GB (its route-option augmentation of Fastify's generics).
type FastifyHelmetOptions = Record<string, unknown>;

/** The headers every answer gets; the policies below change only the CSP and CORP. */
const COMMON: FastifyHelmetOptions = {
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Browsers ignore it over plain HTTP; behind TLS it keeps them on HTTPS for a year.
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
};

/** What the built web client needs (web/dist: index.html, /assets/app-*.js and app-*.css). */
export const WEB_CLIENT_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
};

const API_CSP = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

const WEB_CLIENT: FastifyHelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: WEB_CLIENT_CSP } };
const NO_CSP: FastifyHelmetOptions = { contentSecurityPolicy: false, crossOriginResourcePolicy: false };
const API: FastifyHelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: API_CSP }, crossOriginResourcePolicy: false };

const API_PREFIXES = ['/v1/', '/health', '/metrics', '/openapi.', '/.well-known/'];
const NO_CSP_PATHS = ['/graphql', '/docs', '/oauth'];

/** The policy of a route, from its URL pattern. */
export function policyFor(url: string): FastifyHelmetOptions {
  if (NO_CSP_PATHS.some((p) => url === p || url.startsWith(`${p}/`))) return NO_CSP;
  if (API_PREFIXES.some((p) => url.startsWith(p))) return API;
  return WEB_CLIENT;
}

/** Registers helmet (API policy for unknown paths) and gives each route added afterwards its policy. */
export async function useSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  // Before helmet's own onRoute hook, which reads `route.helmet`.
  fastify.addHook('onRoute', (route) => {
    const r = route as { url: string; helmet?: unknown };
    if (r.helmet === undefined) r.helmet = { ...policyFor(r.url) };
  });
  await fastify.register(helmet as unknown as FastifyPluginAsync<FastifyHelmetOptions>, { ...COMMON, ...API, global: true });
}

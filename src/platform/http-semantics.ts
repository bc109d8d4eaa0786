/**
 * HTTP semantics the router does not give by itself (issue 37): 405 with `Allow` for a path that
 * exists under other methods, 415 for a body in a media type the route does not take, and
 * problem+json (400) for the router's own refusals (a path parameter over 100 characters, a
 * malformed percent-encoding), which Fastify would answer in its own JSON shape (414, 400).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { toProblem } from './problem.js';

/** Route patterns (with their methods) per Fastify instance, collected as routes are added. */
const ROUTES = new WeakMap<object, { pattern: RegExp; methods: Set<string> }[]>();

/** `/v1/matches/:id/moves` → a regular expression for concrete paths. */
function compile(url: string): RegExp {
  const body = url
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Paths under these prefixes take form bodies (RFC 6749 requires application/x-www-form-urlencoded). */
const FORM_PREFIXES = ['/oauth/'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** Registers the route collector (before the routes are added) and the 415 check. */
export function useHttpSemantics(fastify: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  ROUTES.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    let entry = byUrl.get(route.url);
    if (!entry) {
      entry = { pattern: compile(route.url), methods: new Set() };
      byUrl.set(route.url, entry);
      routes.push(entry);
    }
    for (const m of [route.method].flat()) entry.methods.add(m.toUpperCase());
  });

  // Only JSON bodies (and, for OAuth's endpoints, form bodies): a text/plain body is refused
  // before it is parsed, rather than read as a string and refused by the schema as a 400.
  fastify.addHook('onRequest', async (req, reply) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req)) return;
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (isJson(mediaType)) return;
    const path = req.url.split('?')[0];
    if (mediaType === 'application/x-www-form-urlencoded' && FORM_PREFIXES.some((p) => path.startsWith(p))) return;
    const accepted = FORM_PREFIXES.some((p) => path.startsWith(p)) ? 'application/json or application/x-www-form-urlencoded' : 'application/json';
    sendProblem(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', `Send the body as ${accepted}${mediaType ? `, not ${mediaType}` : ' (with a Content-Type header)'}.`).header('accept-post', accepted.replace(' or ', ', '));
    return reply;
  });
}

const hasBody = (req: FastifyRequest) => {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
};

/**
 * The methods a path takes, for a request no route matched: empty when the path is unknown (404).
 * OPTIONS (CORS preflight, every path) does not count.
 */
export function allowedMethods(req: FastifyRequest): string[] {
  // (a plugin's instance inherits from the root one, where the routes are collected)
  let routes: { pattern: RegExp; methods: Set<string> }[] | undefined;
  for (let s: object | null = req.server; s && !routes; s = Object.getPrototypeOf(s) as object | null) routes = ROUTES.get(s);
  const path = req.url.split('?')[0];
  const methods = new Set<string>();
  for (const r of routes ?? []) if (r.pattern.test(path)) for (const m of r.methods) if (m !== 'OPTIONS') methods.add(m);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

function sendProblem(req: FastifyRequest, reply: FastifyReply, status: number, code: string, detail: string, extra: Record<string, unknown> = {}): FastifyReply {
  req.log.info({ code, status }, `${req.method} ${req.url.split('?')[0]} -> ${status} ${code}`);
  return reply
    .status(status)
    .header('content-type', 'application/problem+json')
    .send({ ...toProblem(status, code, detail, extra, req.url), requestId: req.id });
}

/**
 * Fastify's `frameworkErrors`: the router's refusals as problem+json. A path parameter over
 * 100 characters (FST_ERR_MAX_PARAM_LENGTH, 414 by default) is 400 VALIDATION_FAILED: no id the
 * API issues is that long, so it is a malformed parameter, which every operation documents as
 * 400, rather than a URI too long for the server (Node's own 16 KiB header limit answers 431).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, req, reply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = 'A path parameter is longer than 100 characters: no id is that long.';
    sendProblem(req, reply, 400, 'VALIDATION_FAILED', message, { errors: [{ path: '(path)', message }] });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    sendProblem(req, reply, 400, 'BAD_REQUEST', 'The path is not a valid URL (a malformed %-encoding).');
    return;
  }
  sendProblem(req, reply, 400, 'BAD_REQUEST', 'The request was not understood.');
};

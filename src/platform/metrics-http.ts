/**
 * `GET /metrics` and the request histogram's hook. The route is Fastify's own (not a Nest
 * controller), so it is in no OpenAPI document, and is never rate limited or timed itself.
 *
 * Who may read it: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`;
 * without it, callers from loopback and private addresses only (a Prometheus on the same host or
 * network). METRICS_ENABLED=false serves nothing (404). The figures are not secret the way a
 * hand of cards is, but they tell an outsider about the load and the routes in use.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { Metrics } from './metrics.js';
import { toProblem } from './problem.js';

export const METRICS_PATH = '/metrics';

/** Loopback, private (RFC 1918, unique local), carrier-grade NAT and link-local ranges. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10], ['169.254.0.0', 16]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether `ip` (as Node reports a socket's peer; IPv4-mapped IPv6 included) is loopback or private. */
export function isPrivateAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip.split('%')[0];
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function useMetrics(app: NestFastifyApplication, config: AppConfig, metrics: Metrics): void {
  // Disabled: nobody can read the figures, so requests are not timed either.
  if (!config.METRICS_ENABLED) return;
  const fastify = app.getHttpAdapter().getInstance();
  // reply.elapsedTime is Fastify's own timer (from onRequest): nothing is stored per request.
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url;
    if (route !== METRICS_PATH) metrics.http.observe(route ?? 'unmatched', req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  fastify.get(METRICS_PATH, async (req, reply) => {
    const refusal = token ? bearerRefusal(req, token) : isPrivateAddress(req.ip) ? null : ([403, 'FORBIDDEN', 'Metrics are served to loopback and private addresses only (or set METRICS_TOKEN).'] as const);
    if (refusal) return problem(req, reply, ...refusal);
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

function bearerRefusal(req: FastifyRequest, token: Buffer): readonly [number, string, string] | null {
  const header = req.headers.authorization;
  const sent = header && /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!sent) return [401, 'TOKEN_MISSING', 'Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.'];
  // Hashes of equal length, compared in constant time: the length of the token is not told either.
  if (!timingSafeEqual(digest(sent), token)) return [401, 'TOKEN_INVALID', 'This is not the metrics token.'];
  return null;
}

function problem(req: FastifyRequest, reply: FastifyReply, status: number, code: string, detail: string) {
  if (status === 401) void reply.header('www-authenticate', 'Bearer realm="metrics"');
  return reply.status(status).header('content-type', 'application/problem+json').send({ ...toProblem(status, code, detail, {}, req.url), requestId: req.id });
}

/**
 * What browsers and polling clients see of every HTTP response: CORS (@fastify/cors through
 * Nest), the request id, compression (@fastify/compress) and conditional reads (ETag, 304).
 */
import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { originAllowed, type AppConfig } from './config.js';

/** Headers a page may send, and read, besides the CORS-safelisted ones. */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'If-None-Match', 'X-Request-Id'];
const EXPOSED_HEADERS = ['ETag', 'Retry-After', 'X-Request-Id'];
export const COMPRESS_THRESHOLD_BYTES = 4096;

export async function useHttpBehaviour(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Credentials stay off: the API takes bearer tokens, never cookies, so a page has no reason to
  // send them (fetch with `credentials: 'include'` is refused by the browser).
  app.enableCors({
    origin: (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) => cb(null, origin !== undefined && originAllowed(config, origin)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', (req, reply, payload, done) => {
    void reply.header('x-request-id', req.id);
    done(null, payload);
  });

  // ETag before compression, over the uncompressed body: one weak tag for every encoding of the
  // same JSON. A view differs per caller and is computed for each request, so the tag is per
  // caller too. Only reads answered 200 are hashed: @fastify/etag, used before, hashed every
  // answer (a move's too: a SHA-1, 2-3 us in a loop) for this hook to remove the tag again.
  fastify.addHook('onSend', (req, reply, payload, done) => done(null, conditionalRead(req, reply, payload)));
  // Request bodies are never inflated: BODY_LIMIT_BYTES bounds what a client sends, as sent.
  // Only bodies over 4 KiB are compressed: a move's answer or a match view (1-3 KiB) fits in the
  // first round trip of a connection either way, and compressing it would cost more server CPU
  // (~0.05 ms per answer) than the handful of bytes saves; lists, histories and documents compress.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
}

const isRead = (req: FastifyRequest) => req.method === 'GET' || req.method === 'HEAD';

/**
 * A read answered 200 keeps its ETag, is revalidated by the client on each use (`no-cache`), is
 * never stored by a shared cache (`private`) and varies with the caller; a client that already
 * holds it gets `304` without a body. Other answers (errors, moves) carry no tag: RFC 9110
 * evaluates If-None-Match only when the response would be a 2xx.
 */
function conditionalRead(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  let tag = reply.getHeader('etag');
  // (a 304 of a static file keeps the tag @fastify/static gave it)
  if (!isRead(req) || (reply.statusCode >= 300 && reply.statusCode !== 304)) {
    if (tag !== undefined) reply.removeHeader('etag');
    return payload;
  }
  if (reply.statusCode !== 200) return payload;
  if (tag === undefined) {
    // (a file @fastify/static streams has its own tag already)
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    tag = weakTag(payload);
    void reply.header('etag', tag);
  }
  if (typeof tag !== 'string') return payload;
  addVary(reply, 'Authorization');
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  if (!matches(req.headers['if-none-match'], tag)) return payload;
  void reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

/** The weak tag @fastify/etag gave (sha1, base64), so tags held by clients stay valid. */
const weakTag = (payload: string | Buffer) => `W/"${createHash('sha1').update(payload).digest('base64')}"`;

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` and `"x"` match; `*` matches any tag. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const want = opaque(tag);
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === want);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((f) => f.trim()).filter(Boolean) : [];
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

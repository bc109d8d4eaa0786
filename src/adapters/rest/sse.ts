/** Server-Sent Events over Fastify's raw response: the stream endpoints' shared plumbing. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import type { Sessions } from '../../features/auth/sessions.js';

/**
 * Answers with a stream: the frames `frames(signal)` yields, a heartbeat comment every
 * `heartbeatMs`, until the client goes, its session ends (logout or a revoked token, on any
 * instance) or `frames` ends.
 */
export async function streamSse(
  user: AuthUser,
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: Sessions,
  /** The gauge of open streams (GET /metrics). */
  open: { inc(): void; dec(): void },
  heartbeatMs: number,
  frames: (signal: AbortSignal) => AsyncIterable<string>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  // The headers the hooks set (request id, CORS) go out with the stream's own.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 3000\n\n`);
  open.inc();
  const gone = new AbortController();
  const end = () => gone.abort();
  req.raw.on('close', end);
  const untrack = user.sessionId ? sessions.track(user.sessionId, end) : () => undefined;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
  try {
    for await (const frame of frames(gone.signal)) {
      if (gone.signal.aborted) break;
      raw.write(frame);
    }
  } finally {
    open.dec();
    clearInterval(heartbeat);
    untrack();
    req.raw.off('close', end);
    raw.end();
  }
}

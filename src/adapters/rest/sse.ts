/** Server-Sent Events over Fastify's raw response: the stream endpoints' shared plumbing. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import type { Sessions } from '../../features/auth/sessions.js';
import { logHijackedRequest } from '../../platform/logging.js';
import type { StreamSlots } from '../../platform/stream-slots.js';

/**
 * Answers with a stream: the frames `frames(signal)` yields, a heartbeat comment every
 * `heartbeatMs`, until the client goes, its session ends (logout or a revoked token, on any
 * instance) or `frames` ends. A user holds at most SSE_STREAMS_PER_USER streams at once (`slots`):
 * one more is refused with 429 TOO_MANY_STREAMS before anything is sent.
 *
 * The reply is hijacked: the route takes `@Res()` without passthrough, or Nest would send it
 * again once the stream ends (Fastify's warning "Reply was already sent", a line per stream).
 * Fastify writes no request line for a hijacked reply: the stream writes its own when it ends.
 */
export async function streamSse(
  user: AuthUser,
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: Sessions,
  slots: StreamSlots,
  /** The gauge of open streams (GET /metrics). */
  open: { inc(): void; dec(): void },
  heartbeatMs: number,
  frames: (signal: AbortSignal) => AsyncIterable<string>,
): Promise<void> {
  const giveBack = slots.take(user.id);
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
    giveBack();
    open.dec();
    clearInterval(heartbeat);
    untrack();
    req.raw.off('close', end);
    raw.end();
    logHijackedRequest(req, reply, 200);
  }
}

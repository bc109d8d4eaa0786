/**
 * One exception filter for REST and GraphQL: REST gets RFC 9457 problem+json, GraphQL an error
 * whose `extensions` carry the same stable code. Unknown errors become a 500 with no details.
 * Each error is logged once, with its code and the request id (which the problem body carries
 * too, so a user's report can be matched to the log line); a 500 or 503 adds its cause.
 */
import { ArgumentsHost, Catch, HttpException, Logger, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods } from './http-semantics.js';
import { AppError, extraMembers, isDatabaseUnavailable, toProblem } from './problem.js';

interface Normalized {
  status: number;
  code: string;
  detail: string;
  extra: Record<string, unknown>;
  /** What an operator needs to see: the original error, for server-side failures only. */
  cause?: unknown;
}

const HTTP_CODES: Record<number, string> = {
  400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT', 409: 'CONFLICT', 413: 'BODY_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 422: 'UNPROCESSABLE', 429: 'RATE_LIMITED',
};

const FASTIFY_CODES: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', detail: 'The request body is larger than the limit.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Send the body as application/json.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', detail: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', detail: 'The body is not valid JSON.' },
};

const statusCodeOf = (e: { statusCode?: number } | null) => e?.statusCode;

export function normalize(exception: unknown): Normalized {
  if (exception instanceof AppError) {
    return { status: exception.status, code: exception.code, detail: exception.message, extra: exception.extra };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Fastify's JSON parser errors reach us re-wrapped by Nest's adapter, with only the message left.
    if (status === 400 && /not valid JSON|JSON at position|Unexpected (token|end of JSON)/i.test(exception.message)) {
      return { status, code: 'MALFORMED_JSON', detail: 'The body is not valid JSON.', extra: {} };
    }
    const code = HTTP_CODES[status] ?? `HTTP_${status}`;
    const detail = status === 404 ? 'No such resource.' : exception.message;
    return { status, code, detail, extra: {} };
  }
  const e = exception as (Error & { code?: string; statusCode?: number }) | null;
  if (e && typeof e.code === 'string' && FASTIFY_CODES[e.code]) return { ...FASTIFY_CODES[e.code], extra: {} };
  if (isDatabaseUnavailable(exception)) {
    return { status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'The database is busy or unreachable; nothing was changed. Retry shortly.', extra: { retryAfterSeconds: 1 }, cause: exception };
  }
  if (statusCodeOf(e) === 429) return { status: 429, code: 'RATE_LIMITED', detail: 'Too many requests; retry shortly.', extra: { retryAfterSeconds: 1 } };
  const statusCode = e?.statusCode;
  if (e?.name === 'SyntaxError' && statusCode === 400) {
    return { status: 400, code: 'MALFORMED_JSON', detail: 'The body is not valid JSON.', extra: {} };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, code: HTTP_CODES[statusCode] ?? 'BAD_REQUEST', detail: 'The request was not understood.', extra: {} };
  }
  return { status: 500, code: 'INTERNAL', detail: 'Something went wrong on our side.', extra: {}, cause: exception };
}

/** The error's one log line: `info` for a client's mistake, `warn` for 503, `error` for a fault of ours. */
function logError(log: FastifyBaseLogger, n: Normalized, where: string): void {
  const fields = { code: n.code, status: n.status, ...(n.cause === undefined ? {} : { err: n.cause }) };
  const message = `${where} -> ${n.status} ${n.code}`;
  if (n.status === 503) log.warn(fields, message);
  else if (n.status >= 500) log.error(fields, message);
  else log.info(fields, message);
}

/** The same line through Nest's logger, for a graphql-ws operation (no HTTP request, no request id). */
function logErrorWithoutRequest(log: Logger, n: Normalized, where: string): void {
  const message = `${where} -> ${n.status} ${n.code}`;
  const cause = n.cause instanceof Error ? (n.cause.stack ?? n.cause.message) : n.cause === undefined ? undefined : String(n.cause);
  if (n.status >= 500) log.error(message, cause);
  else log.log(message);
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    let n = normalize(exception);
    if ((host.getType() as string) === 'graphql') {
      // The resolver's context: Fastify's request over HTTP; over graphql-ws, `req` (when set) is
      // the upgrade's bare IncomingMessage, which has no logger and no id.
      const ctxReq = (host.getArgByIndex(2) as { req?: Partial<FastifyRequest> } | undefined)?.req;
      const req = typeof ctxReq?.log?.info === 'function' && typeof ctxReq.id === 'string' ? (ctxReq as FastifyRequest) : undefined;
      const field = (host.getArgByIndex(3) as { fieldName?: string } | undefined)?.fieldName ?? '?';
      if (req) logError(req.log, n, `graphql ${field}`);
      else logErrorWithoutRequest(this.logger, n, `graphql-ws ${field}`);
      const requestId = req?.id === undefined ? {} : { requestId: req.id };
      return new GraphQLError(n.detail, { extensions: { ...extraMembers(n.extra), code: n.code, status: n.status, ...requestId } });
    }
    if (host.getType() !== 'http') return undefined;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    // No route matched: a path known under other methods is 405 with Allow (RFC 9110 15.5.6).
    const allow = exception instanceof NotFoundException && request.routeOptions.url === undefined ? allowedMethods(request) : [];
    if (allow.length > 0) {
      n = { status: 405, code: 'METHOD_NOT_ALLOWED', detail: `${request.method} is not allowed here; this resource takes ${allow.join(', ')}.`, extra: {} };
      void reply.header('allow', allow.join(', '));
    }
    logError(request.log, n, `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`);
    const problem = { ...toProblem(n.status, n.code, n.detail, n.extra, request.url), requestId: request.id };
    if (typeof n.extra.retryAfterSeconds === 'number') void reply.header('retry-after', String(n.extra.retryAfterSeconds));
    void reply.status(n.status).header('content-type', 'application/problem+json').send(problem);
    return undefined;
  }
}

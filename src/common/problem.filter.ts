/**
 * One exception filter for REST and GraphQL: REST gets RFC 9457 problem+json, GraphQL an error
 * whose `extensions` carry the same stable code. Unknown errors become a 500 with no details.
 */
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isDatabaseUnavailable, toProblem } from './problem.js';

interface Normalized {
  status: number;
  code: string;
  detail: string;
  extra: Record<string, unknown>;
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

export function normalize(exception: unknown, logger: Logger): Normalized {
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
    logger.warn(`database unavailable: ${e?.message ?? String(exception)}`);
    return { status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'The database is busy or unreachable; nothing was changed. Retry shortly.', extra: { retryAfterSeconds: 1 } };
  }
  if (statusCodeOf(e) === 429) return { status: 429, code: 'RATE_LIMITED', detail: 'Too many requests; retry shortly.', extra: { retryAfterSeconds: 1 } };
  const statusCode = e?.statusCode;
  if (e?.name === 'SyntaxError' && statusCode === 400) {
    return { status: 400, code: 'MALFORMED_JSON', detail: 'The body is not valid JSON.', extra: {} };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, code: HTTP_CODES[statusCode] ?? 'BAD_REQUEST', detail: 'The request was not understood.', extra: {} };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { status: 500, code: 'INTERNAL', detail: 'Something went wrong on our side.', extra: {} };
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const n = normalize(exception, this.logger);
    if ((host.getType() as string) === 'graphql') {
      return new GraphQLError(n.detail, { extensions: { code: n.code, status: n.status, ...n.extra } });
    }
    if (host.getType() !== 'http') return undefined;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const problem = toProblem(n.status, n.code, n.detail, n.extra, request.url);
    if (typeof n.extra.retryAfterSeconds === 'number') void reply.header('retry-after', String(n.extra.retryAfterSeconds));
    void reply.status(n.status).header('content-type', 'application/problem+json').send(problem);
    return undefined;
  }
}

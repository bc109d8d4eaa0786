/**
 * Domain errors with a stable code. REST renders them as RFC 9457 problem+json; GraphQL puts the
 * same code in `extensions.code`. Messages never carry hidden game data.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) => new AppError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) => new AppError(409, code, message, extra);
export const unavailable = (code: string, message: string, retryAfterSeconds = 1) => new AppError(503, code, message, { retryAfterSeconds });
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) => new AppError(422, code, message, extra);

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  [extra: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  408: 'Request Timeout', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};

export function toProblem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}, instance?: string): Problem {
  return {
    type: `https://pyramidion.dev/problems/${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(instance ? { instance } : {}),
    ...extra,
  };
}

/**
 * True for errors that mean the database cannot serve now (SQLite locked by another process,
 * PostgreSQL unreachable or its pool exhausted): the request changed nothing and may be retried.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let x = e as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0; x && depth < 5; x = x.cause as typeof x, depth++) {
    if (typeof x.code === 'string' && ['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'ECONNREFUSED', 'ECONNRESET', '57P01', '53300'].includes(x.code)) return true;
    if (typeof x.message === 'string' && /SQLITE_BUSY|database is locked|ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|too many clients/i.test(x.message)) return true;
  }
  return false;
}

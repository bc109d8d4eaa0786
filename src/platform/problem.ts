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

/** The classification of database errors lives in database-faults.ts (one place). */
export { isDatabaseUnavailable } from './database-faults.js';

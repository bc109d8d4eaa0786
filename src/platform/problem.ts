/**
 * Domain errors with a stable code. REST renders them as RFC 9457 problem+json; GraphQL puts the
 * same code in `extensions.code`. Messages never carry hidden game data.
 */
/** Extra problem fields: any name but the problem's own members (PROBLEM_MEMBERS). */
export type ProblemExtra = Record<string, unknown> & { type?: never; title?: never; status?: never; detail?: never; code?: never; instance?: never; requestId?: never };

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: ProblemExtra = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, extra?: ProblemExtra) => new AppError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, extra?: ProblemExtra) => new AppError(409, code, message, extra);
export const unavailable = (code: string, message: string, retryAfterSeconds = 1) => new AppError(503, code, message, { retryAfterSeconds });
export const unprocessable = (code: string, message: string, extra?: ProblemExtra) => new AppError(422, code, message, extra);

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

/** The members RFC 9457 and our schema define: an error's extra fields never replace them. */
export const PROBLEM_MEMBERS = ['type', 'title', 'status', 'detail', 'code', 'instance', 'requestId'] as const;

/**
 * An error's extra fields without the problem's own members, so that no extra field can replace
 * the numeric HTTP status or the type (a challenge's `status: "cancelled"` once did). ProblemExtra
 * makes such a field a compile error; this keeps the rule for values typed loosely.
 * test/problem-schema.e2e-spec.ts validates real bodies against the OpenAPI Problem schema.
 */
export function extraMembers(extra: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) if (!(PROBLEM_MEMBERS as readonly string[]).includes(key)) kept[key] = value;
  return kept;
}

export function toProblem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}, instance?: string): Problem {
  return {
    ...extraMembers(extra),
    type: `https://pyramidion.dev/problems/${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(instance ? { instance } : {}),
  };
}

/** The classification of database errors lives in database-faults.ts (one place). */
export { isDatabaseUnavailable } from './database-faults.js';

/**
 * The one verifier of bearer tokens, for every transport: passport with two strategies, tried in
 * order on the request's `Authorization: Bearer <token>` header:
 * - `api-token` (api-token.strategy.ts): a `pyr_` token (personal, or an OAuth app's), checked by
 *   ApiTokens; any other token it leaves to the next strategy;
 * - `jwt` (jwt.strategy.ts): passport-jwt, HS256 only, then the session must be live (Sessions).
 * REST and GraphQL over HTTP reach it through JwtAuthGuard (SSE is a REST route), graphql-ws's
 * connection_init through `verify`, on a request made of the token it sent.
 *
 * The strategies register in this app's own passport instance, not in the process-wide
 * singleton that @nestjs/passport's AuthGuard reads: an app is a value (createApp), several live
 * in one process (tests, a restart, two instances), and a strategy holds its app's sessions,
 * caches and key. So JwtAuthGuard runs this instance the way AuthGuard runs the singleton.
 */
import { Injectable } from '@nestjs/common';
import passport from 'passport';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError, unauthorized } from '../../platform/problem.js';
import type { AuthUser } from './auth.schemas.js';

export const API_TOKEN_STRATEGY = 'api-token';
export const JWT_STRATEGY = 'jwt';
const STRATEGIES = [API_TOKEN_STRATEGY, JWT_STRATEGY];

/** A passport instance (what `new passport.Passport()` makes). */
export type PassportInstance = passport.Authenticator;

/** Who a token names, what ends its access (`sessionId`) and when it stops working (epoch ms; Infinity: never). */
export type Principal = AuthUser & { expiresAt: number; sessionId: string };

/** What the strategies read of a request. */
export interface BearerRequest {
  headers: IncomingHttpHeaders;
}

/** The bearer token of an Authorization header, or null. Both strategies extract with it. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * The failure of a request without a bearer token. JwtStrategy fails with it before passport-jwt
 * would make an Error of its own (`No auth token`): an Error's stack costs ~10 us here.
 */
export const NO_TOKEN = 'no bearer token';

/**
 * The problem of a request every strategy failed. api-token fails (without a challenge) only on
 * a token that is not `pyr_`, so the last failure, jwt's, says why: no token, or what
 * jsonwebtoken found wrong with it.
 */
function failure(info: unknown): AppError {
  const last = (Array.isArray(info) ? info[info.length - 1] : info) as Error | undefined;
  if (last?.name === 'TokenExpiredError') return unauthorized('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
  if ((last as unknown) === NO_TOKEN) return unauthorized('TOKEN_MISSING', 'Send an access token: `Authorization: Bearer <token>`.');
  return unauthorized('TOKEN_INVALID', 'The access token is not valid.');
}

@Injectable()
export class Verifier {
  /** This app's passport: JwtStrategy and ApiTokenStrategy register here (see the header). */
  readonly passport: PassportInstance = new passport.Passport();

  /** The principal of the request's bearer token; else the problem (TOKEN_MISSING, TOKEN_EXPIRED, SESSION_ENDED, ...). */
  authenticate(req: BearerRequest): Promise<Principal> {
    return new Promise<Principal>((resolve, reject) => {
      const run = this.passport.authenticate(STRATEGIES, { session: false }, (err: unknown, user: Principal | false, info: unknown) => {
        if (err) reject(err);
        else if (user) resolve(user);
        else reject(failure(info));
      }) as (req: BearerRequest, res: undefined, next: (err?: unknown) => void) => void;
      // passport calls next only for a strategy that neither succeeds nor fails (none here) or an unknown name.
      run(req, undefined, (err) => reject(err ?? new Error('passport: no strategy decided')));
    });
  }

  /** The same check of a token sent without a request (graphql-ws's connection_init payload). */
  verify(token: string): Promise<Principal> {
    return this.authenticate({ headers: { authorization: `Bearer ${token}` } });
  }
}

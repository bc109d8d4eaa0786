/**
 * Session access tokens (AccessTokens signs them), checked by passport-jwt: HS256 only, the key
 * a KeyObject. `validate` then asks Sessions whether the session is live (cached
 * SESSION_CACHE_SECONDS). The user's name comes from the database, never from the token.
 *
 * A token passport-jwt verified is remembered (by its exact text) until it expires: its
 * signature cannot become wrong later, and a bot sends the same token with every move. Only the
 * signature check is saved (jsonwebtoken's verify alone costs 10-20 us a request here, three
 * times the rest of the check: npm run bench:auth); the expiry is checked again on every use, and
 * the session behind it by Sessions.
 */
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type StrategyOptionsWithRequest, type VerifyCallbackWithRequest } from 'passport-jwt';
import { unauthorized } from '../../platform/problem.js';
import { ACCESS_TOKEN_ALGORITHM, AccessTokens } from './access-tokens.js';
import { bearerToken, JWT_STRATEGY, NO_TOKEN, Verifier, type BearerRequest, type PassportInstance, type Principal } from './verifier.js';
import { Sessions } from './sessions.js';

interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
}

/** What @types/passport-strategy calls a request (passport-jwt reads its headers only). */
type ExpressRequest = Parameters<Strategy['authenticate']>[0];

/** Verified tokens remembered at most (the map is emptied when full: a cache, never a decision). */
const VERIFIED_MAX = 50_000;

/** passport-jwt's strategy, told the passport instance it registers in before @nestjs/passport's mixin asks for it. */
class AppJwtStrategy extends Strategy {
  constructor(
    readonly registry: PassportInstance,
    options: StrategyOptionsWithRequest,
    verify: VerifyCallbackWithRequest<BearerRequest>,
  ) {
    super(options, verify);
  }
}

@Injectable()
export class JwtStrategy extends PassportStrategy(AppJwtStrategy, JWT_STRATEGY) {
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    verifier: Verifier,
    accessTokens: AccessTokens,
    private readonly sessions: Sessions,
  ) {
    super(verifier.passport, {
      jwtFromRequest: (req: BearerRequest) => bearerToken(req.headers.authorization),
      // @types/passport-jwt says string | Buffer; passport-jwt hands it to jsonwebtoken.verify, which takes a KeyObject.
      secretOrKey: accessTokens.key as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      passReqToCallback: true,
    });
  }

  /** Called by @nestjs/passport's mixin while constructing: this app's passport, not the process-wide one. */
  getPassportInstance(): PassportInstance {
    return this.registry;
  }

  /** A remembered token skips passport-jwt's verification; any other goes through it (then `validate`); none fails at once. */
  override authenticate(req: BearerRequest, options?: unknown): void {
    const token = bearerToken(req.headers.authorization);
    if (token === null) return this.fail(NO_TOKEN, 401);
    const known = this.verified.get(token);
    if (known === undefined) return super.authenticate(req as unknown as ExpressRequest, options);
    // jsonwebtoken's rule: expired from the second `exp` on. An expired token is verified again, to fail as passport-jwt says.
    if (Math.floor(Date.now() / 1000) >= known.exp) {
      this.verified.delete(token);
      return super.authenticate(req as unknown as ExpressRequest, options);
    }
    this.live(known).then(
      (principal) => this.success(principal),
      (e: Error) => this.error(e),
    );
  }

  /** The claims passport-jwt verified (signature, algorithm, expiry): remembered, and the session must be live. */
  async validate(req: BearerRequest, claims: Record<string, unknown>): Promise<Principal> {
    const { sub, sid, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    const known = { sub, sid, exp };
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(bearerToken(req.headers.authorization)!, known);
    return this.live(known);
  }

  private async live(claims: AccessClaims): Promise<Principal> {
    const user = await this.sessions.user(claims.sid, claims.sub);
    if (!user) throw unauthorized('SESSION_ENDED', 'This session has ended (signed out, or the account is gone); sign in again.');
    return { ...user, expiresAt: claims.exp * 1000, sessionId: claims.sid };
  }
}

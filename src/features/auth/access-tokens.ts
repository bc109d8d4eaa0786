/**
 * Access tokens: short-lived HS256 JWTs naming a user (`sub`) and a session (`sid`, the refresh
 * token family). One verifier serves every transport, and it pins the algorithm. The key is a
 * KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every call
 * (~0.5 ms against ~0.015 ms).
 *
 * A token verified once is remembered (by its exact text) until it expires: its signature cannot
 * become wrong later, and a bot sends the same token with every move. Only the signature check is
 * saved; the expiry is checked again on every use, and the session behind it by Sessions.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { unauthorized } from '../../platform/problem.js';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
}

/** Verified tokens remembered at most (the map is emptied when full: a cache, never a decision). */
const VERIFIED_MAX = 50_000;

@Injectable()
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  sign(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.key, { algorithm: ACCESS_TOKEN_ALGORITHM, subject: userId, expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS });
  }

  private readonly verified = new Map<string, AccessClaims>();

  verify(token: string): AccessClaims {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's rule: expired from the second `exp` on.
      if (Math.floor(Date.now() / 1000) < known.exp) return known;
      this.verified.delete(token);
    }
    const claims = this.verifySignature(token);
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private verifySignature(token: string): AccessClaims {
    let claims: jwt.JwtPayload | string;
    try {
      claims = jwt.verify(token, this.key, { algorithms: [ACCESS_TOKEN_ALGORITHM] });
    } catch (e) {
      if ((e as Error).name === 'TokenExpiredError') throw unauthorized('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
      throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    }
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
      throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    }
    return { sub: claims.sub, sid: claims.sid, exp: claims.exp };
  }
}

/**
 * Access tokens: short-lived HS256 JWTs naming a user (`sub`) and a session (`sid`, the refresh
 * token family). One verifier serves every transport, and it pins the algorithm. The key is a
 * KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every call
 * (~0.5 ms against ~0.015 ms).
 */
import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { unauthorized } from '../common/problem.js';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
}

@Injectable()
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  sign(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.key, { algorithm: ACCESS_TOKEN_ALGORITHM, subject: userId, expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS });
  }

  verify(token: string): AccessClaims {
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

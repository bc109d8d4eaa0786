/**
 * API tokens (`Authorization: Bearer pyr_...`: personal tokens and OAuth apps' access tokens) as
 * a passport strategy: `validate` is ApiTokens' check (cached, revocation announced to every
 * instance). A bearer token without the prefix, or none, fails here without a challenge, so the
 * next strategy (jwt) decides; a `pyr_` token never reaches passport-jwt.
 */
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { API_TOKEN_PREFIX, ApiTokens, type TokenPrincipal } from './api-tokens.js';
import { API_TOKEN_STRATEGY, bearerToken, Verifier, type BearerRequest, type PassportInstance } from './verifier.js';

type Verify = (token: string, done: (err: unknown, principal?: TokenPrincipal | null) => void) => void;

/** The strategy itself (passport-strategy's base, as passport exports it): finds the token, lets `verify` judge it. */
class BearerApiTokenStrategy extends passport.Strategy {
  override name = API_TOKEN_STRATEGY;

  constructor(
    readonly registry: PassportInstance,
    private readonly verify: Verify,
  ) {
    super();
  }

  override authenticate(req: BearerRequest): void {
    const header = req.headers.authorization;
    // A header without the prefix is not parsed here (jwt parses it): a regex less on every session's request.
    const token = header?.includes(API_TOKEN_PREFIX) ? bearerToken(header) : null;
    if (token === null || !token.startsWith(API_TOKEN_PREFIX)) return this.fail();
    this.verify(token, (err, principal) => {
      if (err) this.error(err);
      else if (principal) this.success(principal);
      else this.fail();
    });
  }
}

@Injectable()
export class ApiTokenStrategy extends PassportStrategy(BearerApiTokenStrategy, API_TOKEN_STRATEGY) {
  constructor(
    verifier: Verifier,
    private readonly apiTokens: ApiTokens,
  ) {
    super(verifier.passport);
  }

  /** Called by @nestjs/passport's mixin while constructing: this app's passport, not the process-wide one. */
  getPassportInstance(): PassportInstance {
    return this.registry;
  }

  validate(token: string): Promise<TokenPrincipal> {
    return this.apiTokens.authenticate(token);
  }
}

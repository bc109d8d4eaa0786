/**
 * One guard for REST and GraphQL over HTTP, on the one verifier (AuthService.authenticate) that
 * graphql-ws's connection_init uses too. Subscriptions authenticate once per socket and carry the
 * user in their context. Every call then checks the scope the operation declares (scopes.ts) and,
 * for an API token, spends the token's own rate budget.
 */
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { unauthorized } from '../../platform/problem.js';
import { RateLimits } from '../../platform/rate-limits.js';
import type { AuthUser } from './auth.schemas.js';
import { AuthService } from './auth.service.js';
import { assertScope, SCOPE_KEY } from './scopes.js';

interface Authenticated {
  user?: AuthUser;
  headers?: Record<string, string | string[] | undefined>;
}

const requestOf = (context: ExecutionContext): Authenticated => {
  if ((context.getType() as string) === 'graphql') {
    const ctx = GqlExecutionContext.create(context).getContext<{ req?: Authenticated; user?: AuthUser }>();
    // graphql-ws: the user was authenticated in connection_init.
    if (ctx.user) return { user: ctx.user };
    return ctx.req ?? ctx;
  }
  return context.switchToHttp().getRequest();
};

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context);
    // A graphql-ws connection authenticated in connection_init (its socket closes when the token
    // or session ends), or a request whose user another guard call already set.
    if (!req.user) {
      const token = bearerToken(req.headers?.authorization);
      if (!token) throw unauthorized('TOKEN_MISSING', 'Send an access token: `Authorization: Bearer <token>`.');
      const { id, username, kind, botLevel, scopes, tokenId, sessionId } = await this.auth.authenticate(token);
      req.user = { id, username, kind, botLevel, scopes: scopes ?? null, tokenId, sessionId };
    }
    assertScope(req.user, this.reflector.getAllAndOverride<string | undefined>(SCOPE_KEY, [context.getHandler(), context.getClass()]));
    if (req.user.tokenId) await this.limits.token(req.user.tokenId);
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw unauthorized('TOKEN_MISSING', 'Sign in first.');
  return user;
});

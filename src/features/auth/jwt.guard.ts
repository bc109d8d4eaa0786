/**
 * One guard for REST (SSE included) and GraphQL over HTTP: the request's bearer token goes
 * through the app's passport strategies (Verifier), which graphql-ws's connection_init uses
 * too. Subscriptions authenticate once per socket and carry the user in their context. Every call
 * then checks the scope the operation declares (scopes.ts) and, for an API token, spends the
 * token's own rate budget.
 *
 * It does what @nestjs/passport's AuthGuard does (passport.authenticate with a callback, session
 * false, the user put on the request), on the app's own passport instance rather than the
 * process-wide one AuthGuard is bound to (see verifier.ts).
 */
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { IncomingHttpHeaders } from 'node:http';
import { unauthorized } from '../../platform/problem.js';
import { RateLimits } from '../../platform/rate-limits.js';
import type { AuthUser } from './auth.schemas.js';
import { Verifier } from './verifier.js';
import { assertScope, SCOPE_KEY } from './scopes.js';

interface Authenticated {
  user?: AuthUser;
  headers?: IncomingHttpHeaders;
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

const NO_HEADERS: IncomingHttpHeaders = {};

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly verifier: Verifier,
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context);
    // A graphql-ws connection authenticated in connection_init (its socket closes when the token
    // or session ends), or a request whose user another guard call already set.
    if (!req.user) {
      // The strategies read the headers only; passport decorates what it is given (logIn, ...), so it gets a view, not Fastify's request.
      const { id, username, kind, botLevel, scopes, tokenId, sessionId, appId, grantId } = await this.verifier.authenticate({ headers: req.headers ?? NO_HEADERS });
      req.user = { id, username, kind, botLevel, scopes: scopes ?? null, tokenId, sessionId, appId: appId ?? null, grantId: grantId ?? null };
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

/**
 * One guard for REST and GraphQL over HTTP, on the one verifier (AuthService.authenticate) that
 * graphql-ws's connection_init uses too. Subscriptions authenticate once per socket and carry the
 * user in their context.
 */
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { unauthorized } from '../common/problem.js';
import type { AuthUser } from './auth.schemas.js';
import { AuthService } from './auth.service.js';

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
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context);
    if (req.user) return true; // a graphql-ws connection already authenticated
    const token = bearerToken(req.headers?.authorization);
    if (!token) throw unauthorized('TOKEN_MISSING', 'Send an access token: `Authorization: Bearer <token>`.');
    const { id, username } = await this.auth.authenticate(token);
    req.user = { id, username };
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw unauthorized('TOKEN_MISSING', 'Sign in first.');
  return user;
});

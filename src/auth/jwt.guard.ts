/**
 * One guard for REST and GraphQL over HTTP. Subscriptions authenticate once, in graphql-ws's
 * connection_init, and carry the user in their context.
 */
import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { GqlExecutionContext } from '@nestjs/graphql';
import { unauthorized } from '../common/problem.js';
import type { AuthUser } from './auth.schemas.js';

const requestOf = (context: ExecutionContext): { user?: AuthUser } => {
  if ((context.getType() as string) === 'graphql') {
    const ctx = GqlExecutionContext.create(context).getContext<{ req?: { user?: AuthUser }; user?: AuthUser }>();
    // graphql-ws: the user was authenticated in connection_init (ctx.req is the upgrade request).
    if (ctx.user) return { user: ctx.user };
    return ctx.req ?? ctx;
  }
  return context.switchToHttp().getRequest();
};

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override canActivate(context: ExecutionContext) {
    const req = requestOf(context);
    if (req.user) return true; // a graphql-ws connection already authenticated
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (user && !err) return user;
    const i = info as { name?: string; message?: string } | undefined;
    if (i?.name === 'TokenExpiredError') throw unauthorized('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
    if (i instanceof Error && /no auth token/i.test(i.message)) {
      throw unauthorized('TOKEN_MISSING', 'Send an access token: `Authorization: Bearer <token>`.');
    }
    throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
  }
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw unauthorized('TOKEN_MISSING', 'Sign in first.');
  return user;
});

/**
 * Scopes of API tokens and OAuth access tokens. Every operation (REST route, GraphQL root field)
 * declares the one scope it needs with `@RequiresScope`, or `@PublicOperation` for the few that
 * need no token; JwtAuthGuard checks it on every call. A session JWT (password sign-in) has every
 * scope, except that a bot account plays only through a token with the `bot` scope.
 *
 * The declaration also documents the operation: `x-required-scope` and the `oauth2` (with the scope) and `token`
 * security requirements in OpenAPI, a "Scope: `x`." sentence in the SDL description (added by
 * describeRoots in app.module.ts from the registry below). test/scopes.e2e-spec.ts walks both
 * documents, so a new operation without a declared scope fails CI.
 */
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { AppError } from '../../platform/problem.js';

export const SCOPES = ['read', 'play', 'bot', 'webhooks', 'account'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * The scopes an OAuth app may be granted. Never `account`: it mints and revokes tokens, manages
 * apps and settings and makes the irreversible bot upgrade, so an app holding it could outlive
 * its own revocation. Those need a first-party credential (a session or a personal token).
 */
export const APP_SCOPES = SCOPES.filter((s): s is Exclude<Scope, 'account'> => s !== 'account');
export const isAppScope = (s: string): boolean => (APP_SCOPES as readonly string[]).includes(s);

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  read: 'Read your matches, histories, records, turns and events.',
  play: 'Create, join and leave matches, make moves, resign, ask for hints (a person playing through an app).',
  bot: 'Play as a bot account (upgraded with POST /v1/me/upgrade-to-bot): what `play` allows, for bot accounts only.',
  webhooks: 'Register, list and delete your webhook endpoints; redeliver.',
  account: 'Manage your account: API tokens, OAuth apps, settings, bot upgrade. Never granted to OAuth apps: a session or a personal token only.',
};

export const SCOPE_KEY = 'pyramidion:scope';
export const PUBLIC_SCOPE = 'public';

/** Where each resolver method's declaration is kept, for the SDL descriptions (see describeRoots). */
export const DECLARED_SCOPES: { className: string; method: string; scope: Scope | typeof PUBLIC_SCOPE }[] = [];

const record = (scope: Scope | typeof PUBLIC_SCOPE): MethodDecorator => (target, key) => {
  DECLARED_SCOPES.push({ className: (target as { constructor: { name: string } }).constructor.name, method: String(key), scope });
};

/** The operation needs a token with `scope` (session JWTs have every scope). */
export function RequiresScope(scope: Scope): MethodDecorator {
  return applyDecorators(
    SetMetadata(SCOPE_KEY, scope),
    ApiExtension('x-required-scope', scope),
    // Scopes are listed for the oauth2 scheme only (linters reserve them for OAuth flows); the
    // personal-token scheme names the same scope through x-required-scope. An operation that
    // needs a scope apps are never granted does not offer the oauth2 scheme at all.
    ApiSecurity('token'),
    ...(isAppScope(scope) ? [ApiSecurity('oauth2', [scope])] : []),
    record(scope),
  );
}

/** A GraphQL root field anyone may call (REST public routes say `public: true` in @ApiJson). */
export function PublicOperation(): MethodDecorator {
  return applyDecorators(SetMetadata(SCOPE_KEY, PUBLIC_SCOPE), record(PUBLIC_SCOPE));
}

export const parseScopes = (raw: string): Scope[] => raw.split(' ').filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));

/** Who is calling, as far as scopes go. `scopes` null: a session JWT (every scope). */
export interface ScopedCaller {
  kind?: string;
  botLevel?: number | null;
  scopes?: readonly string[] | null;
  /** Set when the credential acts for an OAuth app (see AuthUser.appId). */
  appId?: string | null;
}

/** A person's account upgraded to a bot (the service's own bots have a level and never call). */
export const isBotAccount = (u: { kind?: string; botLevel?: number | null }): boolean => u.kind === 'bot' && u.botLevel == null;

export const insufficientScope = (scope: string, detail: string) => new AppError(403, 'INSUFFICIENT_SCOPE', detail, { scope });

/**
 * Throws 403 INSUFFICIENT_SCOPE (with the scope needed) unless `caller` may run an operation that
 * declares `declared`. An undeclared operation is refused: the check fails closed.
 */
export function assertScope(caller: ScopedCaller, declared: string | undefined): void {
  if (declared === PUBLIC_SCOPE) return;
  if (!declared || !(SCOPES as readonly string[]).includes(declared)) {
    throw new AppError(403, 'INSUFFICIENT_SCOPE', 'This operation declares no scope, so no token may call it.', { scope: 'undeclared' });
  }
  if (caller.appId && !isAppScope(declared)) {
    throw insufficientScope(declared, `OAuth apps are never granted \`${declared}\`: this operation needs your own sign-in or a personal API token.`);
  }
  if (declared === 'play' && isBotAccount(caller)) {
    if (!caller.scopes?.includes('bot')) throw insufficientScope('bot', 'A bot account plays only through an API token with the `bot` scope.');
    return;
  }
  if (!caller.scopes) return; // a session JWT
  if (!caller.scopes.includes(declared)) throw insufficientScope(declared, `This token lacks the \`${declared}\` scope this operation needs.`);
}

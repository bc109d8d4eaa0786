/**
 * "Sign in with Pyramidion": OAuth 2.0 authorization code grant (RFC 6749 4.1) for public clients,
 * with PKCE S256 (RFC 7636), refresh-token rotation and revocation (RFC 7009).
 *
 * A small server written here rather than a library: the maintained Node servers
 * (@node-oauth/oauth2-server, oidc-provider) bring their own request/response and storage
 * models, sessions and (oidc-provider) an OpenID Provider we do not need; the protocol surface
 * for public clients with PKCE is a handful of exact checks, each listed below and tested
 * end to end by a client written from the RFCs (test/oauth.e2e-spec.ts).
 * - redirect URIs are matched exactly against the registered ones (no prefix or pattern);
 * - only `code_challenge_method=S256`; the verifier is 43-128 unreserved characters;
 * - codes are random, stored hashed, live OAUTH_CODE_TTL_SECONDS and are exchanged once: a
 *   second exchange revokes every token issued from the code (RFC 6749 4.1.2);
 * - the code is bound to its client, redirect URI and challenge;
 * - refresh tokens rotate; presenting a rotated one revokes the whole grant;
 * - apps are granted APP_SCOPES only, never `account` (scopes.ts): asking for it is invalid_scope,
 *   and a code or refresh token that carries it (from before this rule) issues tokens without it;
 * - anything minted under a grant dies with it: revoking the grant (or an access token of it)
 *   or deleting the app revokes the tokens of the grant and those minted under it, and the
 *   verifier refuses a minted token whose grant no longer stands (api-tokens.ts).
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { notFound } from '../../platform/problem.js';
import { decodeCursor, pageOf, type PageRequest } from '../../platform/paging.js';
import { ApiTokensRepository } from '../../persistence/api-tokens.repository.js';
import { API_TOKEN_PREFIX, ApiTokens, newSecret, REFRESH_TOKEN_PREFIX, sha256hex } from '../auth/api-tokens.js';
import { APP_SCOPES, isAppScope, parseScopes, SCOPES, type Scope } from '../auth/scopes.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import type { CreateOAuthClientRequest } from './token.schemas.js';

/** An RFC 6749 5.2 error: `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export interface AuthorizeRequest {
  client: { id: string; name: string };
  redirectUri: string;
  scopes: Scope[];
  state: string | undefined;
  codeChallenge: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/; // BASE64URL of 32 bytes, no padding
const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const toClientDto = (c: { id: string; name: string; redirectUris: string[]; createdAt: Date }) => ({
  clientId: c.id,
  name: c.name,
  redirectUris: c.redirectUris,
  createdAt: c.createdAt.toISOString(),
});

@Injectable()
export class OAuthService {
  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly apiTokens: ApiTokens,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---------- Apps ----------

  async registerClient(user: AuthUser, req: CreateOAuthClientRequest) {
    const row = await this.repo.createClient({ id: `app_${this.ids.id().replaceAll('-', '')}`, ownerId: user.id, name: req.name, redirectUris: [...new Set(req.redirectUris)] });
    return toClientDto({ ...row, redirectUris: JSON.parse(row.redirectUris) as string[] });
  }

  async listClients(user: AuthUser, q: PageRequest) {
    const after = decodeCursor(q.cursor, ['time', 'string']);
    const rows = await this.repo.listClients(user.id, after && { createdAt: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (r) => [r.createdAt, r.id]);
    return { items: page.map(toClientDto), nextCursor };
  }

  async deleteClient(user: AuthUser, id: string): Promise<void> {
    const revoked = await this.repo.deleteClient(user.id, id, this.clock.now());
    if (!revoked) throw notFound('OAUTH_CLIENT_NOT_FOUND', 'You have no OAuth app with this id.');
    await this.apiTokens.revoked(revoked);
  }

  // ---------- Authorization endpoint ----------

  /**
   * The client and redirect URI of an authorization request, or null when either is unknown:
   * then the user is shown an error and never redirected (RFC 6749 4.1.2.1).
   */
  async clientAndRedirect(params: Record<string, unknown>): Promise<{ client: { id: string; name: string }; redirectUri: string } | null> {
    const clientId = str(params.client_id);
    const redirectUri = str(params.redirect_uri);
    if (!clientId || !redirectUri) return null;
    const client = await this.repo.findClient(clientId);
    if (!client || !client.redirectUris.includes(redirectUri)) return null;
    return { client: { id: client.id, name: client.name }, redirectUri };
  }

  /** The rest of the request, once client and redirect URI are known good; errors go back to the app. */
  parseAuthorize(base: { client: { id: string; name: string }; redirectUri: string }, params: Record<string, unknown>): AuthorizeRequest {
    if (str(params.response_type) !== 'code') throw new OAuthError('unsupported_response_type', 'Only response_type=code is supported.');
    const challenge = str(params.code_challenge);
    if (!challenge || !CHALLENGE.test(challenge)) throw new OAuthError('invalid_request', 'PKCE is required: code_challenge = BASE64URL(SHA256(code_verifier)).');
    if (str(params.code_challenge_method) !== 'S256') throw new OAuthError('invalid_request', 'code_challenge_method must be S256.');
    const requested = (str(params.scope) ?? '').split(' ').filter(Boolean);
    if (requested.length === 0 || requested.some((s) => !(SCOPES as readonly string[]).includes(s))) {
      throw new OAuthError('invalid_scope', `Ask for one or more of: ${APP_SCOPES.join(' ')}.`);
    }
    const firstParty = requested.filter((s) => !isAppScope(s));
    if (firstParty.length > 0) {
      throw new OAuthError('invalid_scope', `Apps are never granted ${firstParty.join(' ')} (tokens, apps, settings, the bot upgrade): ask for one or more of ${APP_SCOPES.join(' ')}.`);
    }
    const state = str(params.state);
    if (state !== undefined && state.length > 500) throw new OAuthError('invalid_request', 'state is too long.');
    return { ...base, scopes: [...new Set(requested)] as Scope[], state, codeChallenge: challenge };
  }

  /** The user approved: a single-use code, bound to the client, redirect URI and challenge. */
  async issueCode(user: AuthUser, req: AuthorizeRequest): Promise<string> {
    const code = newSecret('');
    await this.repo.createCode({
      codeHash: sha256hex(code),
      clientId: req.client.id,
      userId: user.id,
      redirectUri: req.redirectUri,
      scopes: req.scopes.join(' '),
      codeChallenge: req.codeChallenge,
      expiresAt: new Date(this.clock.now().getTime() + this.config.OAUTH_CODE_TTL_SECONDS * 1000),
      grantId: this.ids.id(),
    });
    return code;
  }

  // ---------- Token endpoint ----------

  async token(params: Record<string, unknown>): Promise<TokenAnswer> {
    const grant = str(params.grant_type);
    if (grant === 'authorization_code') return this.exchangeCode(params);
    if (grant === 'refresh_token') return this.refresh(params);
    throw new OAuthError(grant ? 'unsupported_grant_type' : 'invalid_request', 'grant_type is authorization_code or refresh_token.');
  }

  private async exchangeCode(params: Record<string, unknown>): Promise<TokenAnswer> {
    const [code, clientId, redirectUri, verifier] = [str(params.code), str(params.client_id), str(params.redirect_uri), str(params.code_verifier)];
    if (!code || !clientId || !redirectUri || !verifier) throw new OAuthError('invalid_request', 'Send code, client_id, redirect_uri and code_verifier.');
    const client = await this.repo.findClient(clientId);
    if (!client) throw new OAuthError('invalid_client', 'Unknown client_id.', 401);
    if (!VERIFIER.test(verifier)) throw new OAuthError('invalid_request', 'code_verifier is 43 to 128 unreserved characters.');
    const hash = sha256hex(code);
    const row = await this.repo.findCode(hash);
    const now = this.clock.now();
    if (!row || row.clientId !== clientId) throw new OAuthError('invalid_grant', 'The code is not valid.');
    if (row.usedAt) {
      await this.apiTokens.revoked(await this.repo.revokeGrant(row.grantId, now));
      throw new OAuthError('invalid_grant', 'The code was already used; the tokens issued from it are revoked.');
    }
    if (row.expiresAt <= now) throw new OAuthError('invalid_grant', 'The code has expired.');
    if (row.redirectUri !== redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request.');
    const expected = Buffer.from(row.codeChallenge);
    const actual = Buffer.from(s256(verifier));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    if (!(await this.repo.useCode(hash, now))) {
      await this.apiTokens.revoked(await this.repo.revokeGrant(row.grantId, now));
      throw new OAuthError('invalid_grant', 'The code was already used; the tokens issued from it are revoked.');
    }
    const scopes = parseScopes(row.scopes).filter(isAppScope);
    if (scopes.length === 0) throw new OAuthError('invalid_scope', 'The code grants no scope an app may hold.');
    return this.issue(row.userId, client, scopes, row.grantId);
  }

  private async refresh(params: Record<string, unknown>): Promise<TokenAnswer> {
    const [refreshToken, clientId] = [str(params.refresh_token), str(params.client_id)];
    if (!refreshToken || !clientId) throw new OAuthError('invalid_request', 'Send refresh_token and client_id.');
    const client = await this.repo.findClient(clientId);
    if (!client) throw new OAuthError('invalid_client', 'Unknown client_id.', 401);
    const row = await this.repo.findByRefreshHash(sha256hex(refreshToken));
    const now = this.clock.now();
    if (!row || row.clientId !== clientId || !row.grantId) throw new OAuthError('invalid_grant', 'The refresh token is not valid.');
    if (row.rotatedAt) {
      // A rotated refresh token again: it may have been stolen. End the whole grant.
      await this.apiTokens.revoked(await this.repo.revokeGrant(row.grantId, now));
      throw new OAuthError('invalid_grant', 'The refresh token was already used; the grant is revoked.');
    }
    if (row.revokedAt) throw new OAuthError('invalid_grant', 'The refresh token was revoked.');
    if (!row.refreshExpiresAt || row.refreshExpiresAt <= now) throw new OAuthError('invalid_grant', 'The refresh token has expired.');
    const granted = parseScopes(row.scopes).filter(isAppScope);
    const asked = str(params.scope)?.split(' ').filter(Boolean);
    if (asked && asked.some((s) => !granted.includes(s as Scope))) throw new OAuthError('invalid_scope', 'A refresh may narrow the scopes, never widen them.');
    if (!(await this.repo.rotate(row.id, now))) {
      await this.apiTokens.revoked(await this.repo.revokeGrant(row.grantId, now));
      throw new OAuthError('invalid_grant', 'The refresh token was already used; the grant is revoked.');
    }
    await this.apiTokens.revoked([row.id]); // the access token issued with it ends too
    return this.issue(row.userId, client, asked ? (asked as Scope[]) : granted, row.grantId);
  }

  private async issue(userId: string, client: { id: string; name: string }, scopes: Scope[], grantId: string): Promise<TokenAnswer> {
    const now = this.clock.now().getTime();
    const access = newSecret(API_TOKEN_PREFIX);
    const refresh = newSecret(REFRESH_TOKEN_PREFIX);
    await this.repo.create({
      id: this.ids.id(),
      userId,
      name: client.name,
      scopes: scopes.join(' '),
      tokenHash: sha256hex(access),
      expiresAt: new Date(now + this.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS * 1000),
      clientId: client.id,
      grantId,
      refreshHash: sha256hex(refresh),
      refreshExpiresAt: new Date(now + this.config.OAUTH_REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return { access_token: access, token_type: 'Bearer', expires_in: this.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS, refresh_token: refresh, scope: scopes.join(' ') };
  }

  // ---------- Revocation endpoint (RFC 7009) ----------

  /**
   * Revokes an access or refresh token issued to `client_id`. An unknown token is answered as
   * revoked (2.2); a refresh token takes its whole grant with it.
   */
  async revoke(params: Record<string, unknown>): Promise<void> {
    const [token, clientId] = [str(params.token), str(params.client_id)];
    if (!token || !clientId) throw new OAuthError('invalid_request', 'Send token and client_id.');
    const client = await this.repo.findClient(clientId);
    if (!client) throw new OAuthError('invalid_client', 'Unknown client_id.', 401);
    const now = this.clock.now();
    const hash = sha256hex(token);
    const asRefresh = token.startsWith(REFRESH_TOKEN_PREFIX) ? await this.repo.findByRefreshHash(hash) : null;
    if (asRefresh) {
      if (asRefresh.clientId !== clientId) throw new OAuthError('unauthorized_client', 'The token was not issued to this client.');
      if (asRefresh.grantId) await this.apiTokens.revoked(await this.repo.revokeGrant(asRefresh.grantId, now));
      return;
    }
    const asAccess = token.startsWith(API_TOKEN_PREFIX) ? await this.repo.findByHash(hash) : null;
    if (!asAccess) return;
    if (asAccess.clientId !== clientId) throw new OAuthError('unauthorized_client', 'The token was not issued to this client.');
    if (await this.repo.revoke(asAccess.userId, asAccess.id, now)) await this.apiTokens.revoked([asAccess.id]);
    // What was minted under the grant dies with the access it came from.
    if (asAccess.grantId) await this.apiTokens.revoked(await this.repo.revokeDescendants(asAccess.grantId, now));
  }
}

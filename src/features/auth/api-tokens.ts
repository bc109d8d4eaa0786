/**
 * API tokens: personal tokens a user creates, and the access tokens OAuth apps get. A token is
 * `pyr_` and 32 random bytes (base64url); only its SHA-256 is stored. A slow password hash
 * (argon2) protects guessable secrets; a 256-bit random secret cannot be guessed, so a plain
 * SHA-256 is as safe and lets every request find its token by an indexed equality lookup.
 *
 * The hot path costs no query: a checked token is cached for API_TOKEN_CACHE_SECONDS. Revoking
 * drops the entry on this instance before the revoke call returns (so this instance never accepts
 * the token again) and is announced on the pub/sub engine (Sessions' topic), so every instance
 * drops its entry and closes the token's graphql-ws sockets and SSE streams at once. The last use
 * is written at most once a minute per token.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { notFound, unauthorized } from '../../platform/problem.js';
import { decodeCursor, pageOf, type PageRequest } from '../../platform/paging.js';
import { ApiTokensRepository, type ApiTokenRow } from '../../persistence/api-tokens.repository.js';
import { Sessions } from './sessions.js';
import { isAppScope, parseScopes, type Scope } from './scopes.js';
import type { AuthUser } from './auth.schemas.js';

export const API_TOKEN_PREFIX = 'pyr_';
export const REFRESH_TOKEN_PREFIX = 'pyrr_';

export const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
export const newSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/** The key under which a token's sockets and streams are tracked (Sessions.track). */
export const tokenSessionId = (tokenId: string) => `tok:${tokenId}`;
/** Announced when a user's kind changes: cached principals of that user are dropped. */
export const userSessionId = (userId: string) => `user:${userId}`;

export interface TokenPrincipal extends AuthUser {
  tokenId: string;
  scopes: Scope[];
  appId: string | null;
  grantId: string | null;
  sessionId: string;
  /** Epoch ms; Infinity when the token does not expire. */
  expiresAt: number;
}

export interface ApiTokenDto {
  id: string;
  name: string;
  scopes: Scope[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export const toTokenDto = (r: ApiTokenRow): ApiTokenDto => ({
  id: r.id,
  name: r.name,
  scopes: parseScopes(r.scopes),
  expiresAt: r.expiresAt?.toISOString() ?? null,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

@Injectable()
export class ApiTokens {
  private readonly logger = new Logger('ApiTokens');
  private readonly cache = new Map<string, { principal: TokenPrincipal; until: number }>();
  private readonly lastWritten = new Map<string, number>();
  /** Hashes of tokens found revoked: revocation is for good, so a client that keeps sending one costs no query. */
  private readonly revokedHashes = new Set<string>();

  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    sessions.onEnded((id) => this.forget(id));
  }

  async create(user: AuthUser, req: { name: string; scopes: Scope[]; expiresInDays?: number }): Promise<ApiTokenDto & { token: string }> {
    const now = this.clock.now();
    const token = newSecret(API_TOKEN_PREFIX);
    const expiresAt = req.expiresInDays === undefined ? null : new Date(now.getTime() + req.expiresInDays * 86_400_000);
    // A token minted by a credential that acts for an OAuth app descends from its grant and dies with it.
    // (Minting needs `account`, which apps are never granted: this is the second line, not the first.)
    const origin = user.appId && user.grantId ? { originClientId: user.appId, originGrantId: user.grantId } : {};
    const row = await this.repo.create({ id: this.ids.id(), userId: user.id, name: req.name, scopes: [...new Set(req.scopes)].join(' '), tokenHash: sha256hex(token), expiresAt, ...origin });
    return { ...toTokenDto(row), token };
  }

  async list(user: AuthUser, q: PageRequest): Promise<{ items: ApiTokenDto[]; nextCursor: string | null }> {
    const after = decodeCursor(q.cursor, ['time', 'string']);
    const rows = await this.repo.listPersonal(user.id, after && { createdAt: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (r) => [r.createdAt, r.id]);
    return { items: page.map(toTokenDto), nextCursor };
  }

  async revoke(user: AuthUser, id: string): Promise<void> {
    if (!(await this.repo.revoke(user.id, id, this.clock.now()))) throw notFound('API_TOKEN_NOT_FOUND', 'You have no live API token with this id.');
    await this.revoked([id]);
  }

  /** After tokens were revoked in the database: forget them here, close their sockets everywhere. */
  async revoked(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.sessions.revoked(tokenSessionId(id));
  }

  /** The one check of an API token (REST, GraphQL over HTTP, graphql-ws). */
  async authenticate(token: string): Promise<TokenPrincipal> {
    const hash = sha256hex(token);
    const nowMs = this.clock.now().getTime();
    let principal = this.cached(hash);
    if (!principal) {
      if (this.revokedHashes.has(hash)) throw unauthorized('TOKEN_REVOKED', 'The API token was revoked.');
      const row = await this.repo.findByHash(hash);
      if (!row) throw unauthorized('TOKEN_INVALID', 'The API token is not one we issued.');
      if (row.revokedAt) this.refuseRevoked(hash);
      // Minted under an OAuth grant: it lives only as long as the grant and its app.
      if (row.originClientId && row.originGrantId && !(await this.repo.grantLive(row.originClientId, row.originGrantId))) {
        // Written down and announced, so no instance that cached it keeps accepting it.
        if (await this.repo.revoke(row.userId, row.id, this.clock.now())) await this.revoked([row.id]);
        this.refuseRevoked(hash);
      }
      const appId = row.clientId ?? row.originClientId;
      principal = {
        id: row.user.id,
        username: row.user.username,
        kind: row.user.kind,
        botLevel: row.user.botLevel,
        tokenId: row.id,
        // A credential acting for an app never carries a first-party scope, whatever its row says
        // (rows written before apps were refused `account` may).
        scopes: appId ? parseScopes(row.scopes).filter(isAppScope) : parseScopes(row.scopes),
        appId,
        grantId: row.grantId ?? row.originGrantId,
        sessionId: tokenSessionId(row.id),
        expiresAt: row.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
      };
      if (this.cache.size > 100_000) this.cache.clear();
      this.cache.set(hash, { principal, until: performance.now() + this.config.API_TOKEN_CACHE_SECONDS * 1000 });
    }
    if (principal.expiresAt <= nowMs) throw unauthorized('TOKEN_EXPIRED', 'The API token has expired.');
    this.touch(principal.tokenId, nowMs);
    return principal;
  }

  private refuseRevoked(hash: string): never {
    if (this.revokedHashes.size > 100_000) this.revokedHashes.clear();
    this.revokedHashes.add(hash);
    throw unauthorized('TOKEN_REVOKED', 'The API token was revoked.');
  }

  private cached(hash: string): TokenPrincipal | null {
    const hit = this.cache.get(hash);
    if (!hit) return null;
    if (hit.until > performance.now()) return hit.principal;
    this.cache.delete(hash);
    return null;
  }

  /** Drops cached principals of a revoked token (`tok:<id>`) or of a user whose kind changed (`user:<id>`). */
  private forget(sessionId: string): void {
    const [kind, id] = [sessionId.slice(0, sessionId.indexOf(':')), sessionId.slice(sessionId.indexOf(':') + 1)];
    if (kind !== 'tok' && kind !== 'user') return;
    for (const [hash, { principal }] of this.cache) {
      if ((kind === 'tok' && principal.tokenId === id) || (kind === 'user' && principal.id === id)) this.cache.delete(hash);
    }
    if (kind === 'tok') this.lastWritten.delete(id);
  }

  /** Writes the last use at most once a minute per token from this instance (the write itself skips recent ones). */
  private touch(tokenId: string, nowMs: number): void {
    const last = this.lastWritten.get(tokenId);
    if (last !== undefined && nowMs - last < 60_000) return;
    if (this.lastWritten.size > 100_000) this.lastWritten.clear();
    this.lastWritten.set(tokenId, nowMs);
    this.repo.touch(tokenId, new Date(nowMs)).catch((e: Error) => this.logger.warn(`last use of a token not recorded: ${e.message}`));
  }
}

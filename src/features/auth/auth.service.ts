import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { RateLimits } from '../../platform/rate-limits.js';
import { AccessTokens } from './access-tokens.js';
import { Sessions } from './sessions.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { conflict, unauthorized } from '../../platform/problem.js';
import { UsersRepository, type UserRow } from '../../persistence/users.repository.js';
import { TokensRepository } from '../../persistence/tokens.repository.js';
import type { AuthResult, AuthUser, Credentials, UserDto } from './auth.schemas.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const toUserDto = (u: Pick<UserRow, 'id' | 'username' | 'createdAt'>): UserDto => ({
  id: u.id,
  username: u.username,
  createdAt: u.createdAt.toISOString(),
});

@Injectable()
export class AuthService {
  /** Verified against when the username is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokensRepository,
    private readonly accessTokens: AccessTokens,
    private readonly sessions: Sessions,
    private readonly limits: RateLimits,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(c: Credentials): Promise<AuthResult> {
    // argon2id with the library's defaults (19 MiB, 2 passes): memory-hard, as OWASP recommends.
    const passwordHash = await hash(c.password);
    const user = await this.users.create({ id: this.ids.id(), username: c.username, passwordHash });
    if (!user) throw conflict('USERNAME_TAKEN', `The username "${c.username}" is taken (usernames ignore case).`);
    return this.issue(user, this.ids.id());
  }

  async login(c: Credentials): Promise<AuthResult> {
    return this.issue(await this.verifyCredentials(c), this.ids.id());
  }

  /** The account of these credentials (the consent page signs in with it too), under the same limits as sign-in. */
  async verifyCredentials(c: Credentials): Promise<UserRow> {
    const key = c.username.toLowerCase();
    await this.limits.assertAccountOpen(key);
    const user = await this.users.findByUsername(c.username);
    this.dummyHash ??= hash('not-a-real-password');
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), c.password);
    if (!user || !ok) {
      await this.limits.loginFailed(key);
      throw unauthorized('BAD_CREDENTIALS', 'Wrong username or password.');
    }
    await this.limits.loginSucceeded(key);
    return user;
  }

  async refresh(refreshToken: string): Promise<AuthResult> {
    const found = await this.tokens.findByHash(sha256(refreshToken));
    const now = this.clock.now();
    if (!found) throw unauthorized('INVALID_REFRESH_TOKEN', 'This refresh token is not valid.');
    if (found.expiresAt <= now) throw unauthorized('REFRESH_TOKEN_EXPIRED', 'This refresh token has expired; sign in again.');
    if (found.revokedAt || !(await this.tokens.rotateIfLive(found.id, now))) {
      // Already rotated. Within a few seconds that is a client refreshing twice at once (or
      // retrying a lost answer): it gets tokens of the same session. Later, the token may have been
      // stolen: end the whole session.
      const row = found.revokedAt ? found : await this.tokens.findByHash(found.tokenHash);
      const graceMs = this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
      const live = row?.rotatedAt && now.getTime() - row.rotatedAt.getTime() <= graceMs && !(await this.tokens.familyEnded(row.familyId));
      if (!live) {
        await this.tokens.revokeFamily(found.familyId, now);
        await this.sessions.revoked(found.familyId);
        throw unauthorized('REFRESH_TOKEN_REUSED', 'This refresh token was already used; sign in again.');
      }
    }
    const user = await this.users.findById(found.userId);
    if (!user) throw unauthorized('INVALID_REFRESH_TOKEN', 'This refresh token is not valid.');
    return this.issue(user, found.familyId);
  }

  /** Ends the session: its refresh tokens, and at once its access tokens and open sockets. */
  async logout(refreshToken: string): Promise<void> {
    const row = await this.tokens.findByHash(sha256(refreshToken));
    if (!row) return;
    await this.tokens.revokeFamily(row.familyId, this.clock.now());
    await this.sessions.revoked(row.familyId);
  }

  async me(user: AuthUser): Promise<UserDto> {
    const row = await this.users.findById(user.id);
    if (!row) throw unauthorized('TOKEN_INVALID', 'The account of this token no longer exists.');
    return toUserDto(row);
  }

  private async issue(user: Pick<UserRow, 'id' | 'username' | 'createdAt'>, familyId: string): Promise<AuthResult> {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await this.tokens.create({ id: this.ids.id(), userId: user.id, tokenHash: sha256(refreshToken), familyId, expiresAt });
    const accessToken = this.accessTokens.sign(user.id, familyId);
    return { accessToken, accessTokenExpiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS, refreshToken, user: toUserDto(user) };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock, IdSource } from '../common/runtime.js';
import { conflict, unauthorized } from '../common/problem.js';
import { UsersRepository, type UserRow } from '../persistence/users.repository.js';
import { TokensRepository } from '../persistence/tokens.repository.js';
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
    private readonly jwt: JwtService,
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
    const user = await this.users.findByUsername(c.username);
    this.dummyHash ??= hash('not-a-real-password');
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), c.password);
    if (!user || !ok) throw unauthorized('BAD_CREDENTIALS', 'Wrong username or password.');
    return this.issue(user, this.ids.id());
  }

  async refresh(refreshToken: string): Promise<AuthResult> {
    const row = await this.tokens.findByHash(sha256(refreshToken));
    const now = this.clock.now();
    if (!row) throw unauthorized('INVALID_REFRESH_TOKEN', 'This refresh token is not valid.');
    if (row.revokedAt || !(await this.tokens.revokeIfLive(row.id, now))) {
      // A rotated token came back: it may have been stolen. End the whole session.
      await this.tokens.revokeFamily(row.familyId, now);
      throw unauthorized('REFRESH_TOKEN_REUSED', 'This refresh token was already used; sign in again.');
    }
    if (row.expiresAt <= now) throw unauthorized('REFRESH_TOKEN_EXPIRED', 'This refresh token has expired; sign in again.');
    const user = await this.users.findById(row.userId);
    if (!user) throw unauthorized('INVALID_REFRESH_TOKEN', 'This refresh token is not valid.');
    return this.issue(user, row.familyId);
  }

  async logout(refreshToken: string): Promise<void> {
    const row = await this.tokens.findByHash(sha256(refreshToken));
    if (row) await this.tokens.revokeFamily(row.familyId, this.clock.now());
  }

  async me(user: AuthUser): Promise<UserDto> {
    const row = await this.users.findById(user.id);
    if (!row) throw unauthorized('TOKEN_INVALID', 'The account of this token no longer exists.');
    return toUserDto(row);
  }

  /** Verifies an access token (for graphql-ws, where no HTTP guard runs). */
  verifyAccessToken(token: string): AuthUser {
    try {
      const p = this.jwt.verify<{ sub: string; username: string }>(token);
      return { id: p.sub, username: p.username };
    } catch (e) {
      if ((e as Error).name === 'TokenExpiredError') throw unauthorized('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
      throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    }
  }

  private async issue(user: Pick<UserRow, 'id' | 'username' | 'createdAt'>, familyId: string): Promise<AuthResult> {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await this.tokens.create({ id: this.ids.id(), userId: user.id, tokenHash: sha256(refreshToken), familyId, expiresAt });
    const accessToken = await this.jwt.signAsync({ sub: user.id, username: user.username });
    return { accessToken, accessTokenExpiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS, refreshToken, user: toUserDto(user) };
  }
}

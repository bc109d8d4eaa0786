import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

@Injectable()
export class TokensRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(t: { id: string; userId: string; tokenHash: string; familyId: string; expiresAt: Date }) {
    return this.prisma.db.refreshToken.create({ data: t });
  }

  findByHash(tokenHash: string) {
    return this.prisma.db.refreshToken.findUnique({ where: { tokenHash } });
  }

  /** Rotates the token if it is still live; true when this call rotated it (so only one rotation wins). */
  async rotateIfLive(id: string, at: Date): Promise<boolean> {
    const r = await this.prisma.db.refreshToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at, rotatedAt: at } });
    return r.count === 1;
  }

  /**
   * The user of a live session, or null: a family that a logout or a detected reuse ended (a
   * token revoked without being rotated), whose tokens have all expired, or whose account is gone
   * (its tokens go with it). Rotation alone never ends a session, even for the instant between
   * revoking the old token and storing the new one.
   */
  /** One prepared statement (PrismaService.hot): every request's session check runs it once its cache lapses. */
  liveSessionUser(familyId: string, userId: string, now: Date): Promise<{ id: string; username: string; kind: string; botLevel: number | null } | null> {
    return this.prisma.hot.liveSessionUser(familyId, userId, now);
  }

  /** True when a logout or a detected reuse ended the family. */
  async familyEnded(familyId: string): Promise<boolean> {
    return (await this.prisma.db.refreshToken.count({ where: { familyId, revokedAt: { not: null }, rotatedAt: null } })) > 0;
  }

  /** Ends the family: its live tokens are revoked without rotation (logout, or a detected reuse). */
  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.prisma.db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: at } });
  }
}

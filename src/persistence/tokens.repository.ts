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
   * The user of a live session (a family with an unrevoked, unexpired token of that user), or
   * null: logged out, reused, expired, or the account is gone (its tokens go with it).
   */
  async liveSessionUser(familyId: string, userId: string, now: Date): Promise<{ id: string; username: string } | null> {
    const t = await this.prisma.db.refreshToken.findFirst({
      where: { familyId, userId, revokedAt: null, expiresAt: { gt: now } },
      select: { user: { select: { id: true, username: true } } },
    });
    return t?.user ?? null;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.prisma.db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: at } });
  }
}

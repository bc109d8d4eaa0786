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

  /** Revokes the token if it is still live; true when this call revoked it (so only one rotation wins). */
  async revokeIfLive(id: string, at: Date): Promise<boolean> {
    const r = await this.prisma.db.refreshToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    return r.count === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.prisma.db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: at } });
  }
}

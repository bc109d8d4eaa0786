/** A user's own settings (today: auto-play of forced moves). */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { PrismaService } from '../persistence/prisma.service.js';

export interface Settings {
  autoPlay: boolean;
}

@Injectable()
export class SettingsService {
  constructor(private readonly prisma: PrismaService) {}

  async get(user: AuthUser): Promise<Settings> {
    const u = await this.prisma.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { autoPlay: true } });
    return { autoPlay: u.autoPlay };
  }

  async update(user: AuthUser, change: Partial<Settings>): Promise<Settings> {
    const u = await this.prisma.db.user.update({ where: { id: user.id }, data: change, select: { autoPlay: true } });
    return { autoPlay: u.autoPlay };
  }
}

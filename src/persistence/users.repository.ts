import { Injectable } from '@nestjs/common';
import { botAccountId, botUsername } from '../domain/ratings/bot-pool.js';
import { PrismaService } from './prisma.service.js';

export interface UserRow {
  id: string;
  username: string;
  passwordHash: string;
  createdAt: Date;
}

export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === 'P2002';

/** The id of the bot account for `level` and `copy` (see botAccount). */
export { botAccountId };

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A user's own settings (SettingsService). */
  async settings(userId: string): Promise<{ autoPlay: boolean }> {
    return this.prisma.db.user.findUniqueOrThrow({ where: { id: userId }, select: { autoPlay: true } });
  }

  async updateSettings(userId: string, change: { autoPlay?: boolean }): Promise<{ autoPlay: boolean }> {
    return this.prisma.db.user.update({ where: { id: userId }, data: change, select: { autoPlay: true } });
  }

  /** Returns null when the username (case-insensitively) is taken. */
  async create(user: { id: string; username: string; passwordHash: string }): Promise<UserRow | null> {
    try {
      return await this.prisma.db.user.create({
        data: { ...user, usernameKey: user.username.toLowerCase() },
        select: { id: true, username: true, passwordHash: true, createdAt: true },
      });
    } catch (e) {
      if (isUniqueViolation(e)) return null;
      throw e;
    }
  }

  findByUsername(username: string): Promise<UserRow | null> {
    return this.prisma.db.user.findUnique({
      where: { usernameKey: username.toLowerCase() },
      select: { id: true, username: true, passwordHash: true, createdAt: true },
    });
  }

  /**
   * The bot account for `level` and `copy` (1, 2, ...: two bots of one level in one match are two
   * accounts), created on first use. Bot names hold a space, which no person's username may, so
   * nobody can register or sign in as a bot; the password hash is not a hash, so no password
   * matches it either.
   */
  async botAccount(level: number, copy: number): Promise<{ id: string; username: string }> {
    const id = botAccountId(level, copy);
    const username = botUsername(level, copy);
    const select = { id: true, username: true };
    try {
      return await this.prisma.db.user.upsert({
        where: { id },
        create: { id, username, usernameKey: username.toLowerCase(), passwordHash: '!', kind: 'bot', botLevel: level },
        update: {},
        select,
      });
    } catch (e) {
      // Two requests created it at once: the other one's row is the account.
      if (isUniqueViolation(e)) return this.prisma.db.user.findUniqueOrThrow({ where: { id }, select });
      throw e;
    }
  }

  findById(id: string): Promise<UserRow | null> {
    return this.prisma.db.user.findUnique({ where: { id }, select: { id: true, username: true, passwordHash: true, createdAt: true } });
  }

  /** The user's vacation: until when (null: none), and the days taken in `vacationYear`. */
  vacation(id: string): Promise<{ vacationUntil: Date | null; vacationYear: number | null; vacationDaysUsed: number } | null> {
    return this.prisma.db.user.findUnique({ where: { id }, select: { vacationUntil: true, vacationYear: true, vacationDaysUsed: true } });
  }

  /**
   * Records a vacation change where the user's vacation is still `expected` (two requests at once
   * cannot both spend the allowance); false when it changed meanwhile.
   */
  async setVacation(id: string, expected: Date | null, v: { vacationUntil: Date | null; vacationYear: number; vacationDaysUsed: number }): Promise<boolean> {
    const r = await this.prisma.db.user.updateMany({ where: { id, vacationUntil: expected }, data: v });
    return r.count === 1;
  }
}

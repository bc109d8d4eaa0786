import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

export interface UserRow {
  id: string;
  username: string;
  passwordHash: string;
  createdAt: Date;
}

export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === 'P2002';

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

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

  findById(id: string): Promise<UserRow | null> {
    return this.prisma.db.user.findUnique({ where: { id }, select: { id: true, username: true, passwordHash: true, createdAt: true } });
  }
}

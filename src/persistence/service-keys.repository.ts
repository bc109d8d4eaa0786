/**
 * Keys the service makes for itself at its first start and keeps (ServiceKey): the first instance
 * to need one inserts it; every other instance, and every later start, reads the same row.
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

@Injectable()
export class ServiceKeysRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The value kept under `name`, made by `make` and kept if there is none yet (first writer wins). */
  async getOrCreate(name: string, make: () => string): Promise<string> {
    const db = this.prisma.db;
    const have = await db.serviceKey.findUnique({ where: { name } });
    if (have) return have.value;
    // Two instances starting together may both make one: the insert that loses changes nothing,
    // and both answer with the row that won.
    await db.serviceKey.create({ data: { name, value: make() } }).catch((e: { code?: string }) => {
      if (e.code !== 'P2002') throw e; // the unique name: another instance inserted it first
    });
    return (await db.serviceKey.findUniqueOrThrow({ where: { name } })).value;
  }
}

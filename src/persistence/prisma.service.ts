/**
 * The database client. The provider is chosen at run time from DATABASE_URL's scheme: a `file:`
 * URL uses SQLite through better-sqlite3 (the embedded default), `postgres(ql)://` uses
 * PostgreSQL through node-postgres. Both generated clients share one set of models
 * (prisma/models.prisma), so the rest of the code sees one type.
 */
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as SqliteClient } from '../generated/prisma-sqlite/client.js';
import { PrismaClient as PostgresClient } from '../generated/prisma-postgres/client.js';

export type Db = SqliteClient;
export type Provider = 'sqlite' | 'postgresql';

export function providerOf(url: string): Provider {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL must start with file: or postgresql:// (got ${url.split(':')[0]}:)`);
}

export function createClient(url: string): Db {
  if (providerOf(url) === 'sqlite') {
    const file = url.slice('file:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    return new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: file }) });
  }
  return new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db;
}

@Injectable()
export class PrismaService implements OnModuleInit, OnModuleDestroy {
  readonly db: Db;
  readonly provider: Provider;

  constructor(url: string) {
    this.provider = providerOf(url);
    this.db = createClient(url);
  }

  /**
   * SQLite: write-ahead logging and NORMAL sync (durable at checkpoints, safe against corruption),
   * which makes a move's transaction several times faster than the rollback journal's fsyncs.
   */
  async onModuleInit(): Promise<void> {
    if (this.provider !== 'sqlite') return;
    await this.db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
    await this.db.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
    await this.db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  }

  async onModuleDestroy(): Promise<void> {
    await this.db.$disconnect();
  }
}

/**
 * Applies the committed migrations of prisma/<provider>/migrations in order and records them in
 * Prisma's own `_prisma_migrations` table, so `prisma migrate status` agrees. We do this instead
 * of `prisma migrate deploy` because that needs the Prisma CLI (a dev dependency, absent from the
 * production image) and fails through the PostgreSQL driver adapter (Prisma issue 27403).
 * On PostgreSQL an advisory lock keeps two starting instances from migrating at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, providerOf, type Db } from './prisma.service.js';

const LOCK_KEY = 727_270_001;

export function migrationsDir(provider: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'prisma', 'models.prisma'))) {
    const up = resolve(dir, '..');
    if (up === dir) throw new Error('prisma/ folder not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return join(dir, 'prisma', provider === 'sqlite' ? 'sqlite' : 'postgres', 'migrations');
}

const statements = (sql: string) =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);

export async function migrate(db: Db, url: string): Promise<string[]> {
  const provider = providerOf(url);
  const pg = provider === 'postgresql';
  const ts = pg ? 'TIMESTAMPTZ' : 'DATETIME';
  const dir = migrationsDir(provider);
  const names = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  // One transaction (PostgreSQL has transactional DDL): a half-applied migration never remains.
  return db.$transaction(
    async (tx) => {
      if (pg) await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      await tx.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" ${ts},
        "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" ${ts},
        "started_at" ${ts} NOT NULL DEFAULT CURRENT_TIMESTAMP, "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
      const rows = await tx.$queryRawUnsafe<{ migration_name: string }[]>(
        `SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      );
      const done = new Set(rows.map((r) => r.migration_name));
      const applied: string[] = [];
      for (const name of names) {
        if (done.has(name)) continue;
        const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
        for (const s of statements(sql)) await tx.$executeRawUnsafe(s);
        await tx.$executeRawUnsafe(
          `INSERT INTO "_prisma_migrations" ("id","checksum","finished_at","migration_name","applied_steps_count") VALUES (${pg ? '$1,$2,CURRENT_TIMESTAMP,$3' : '?,?,CURRENT_TIMESTAMP,?'},1)`,
          randomUUID(), createHash('sha256').update(sql).digest('hex'), name,
        );
        applied.push(name);
      }
      return applied;
    },
    { timeout: 60_000 },
  );
}

// `node dist/src/persistence/migrate.js`: migrate the database of DATABASE_URL and exit.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const url = process.env.DATABASE_URL ?? 'file:./data/pyramidion.db';
  const db = createClient(url);
  migrate(db, url)
    .then((applied) => console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date'))
    .finally(() => db.$disconnect())
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}

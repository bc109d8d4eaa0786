// Prisma 6.19 runs offline with the JS engine and a driver adapter (DEVELOPERS.md): no engine
// binary is downloaded. The CLI works on the SQLite schema; PostgreSQL gets the same committed
// migrations through src/persistence/migrate.ts.
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';

// The CLI needs a URL of this provider even to generate (else it tries to download an engine).
if (!process.env.DATABASE_URL?.startsWith('file:')) process.env.DATABASE_URL = 'file:./data/pyramidion.db';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/sqlite',
  adapter: async () => new PrismaBetterSQLite3({ url: process.env.DATABASE_URL! }),
});

// Prisma CLI configuration for the PostgreSQL schema (used to generate its migration SQL with
// `migrate diff`; `migrate deploy` does not work through the pg adapter here, see migrate.ts).
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The CLI needs a URL of this provider even to generate (else it tries to download an engine).
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) process.env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/test';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'postgres',
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
});

/**
 * The service's configuration in a benchmark: a SQLite file of its own under ./data, or
 * BENCH_DATABASE_URL; configured as in production (the Docker image), where it refuses the
 * development JWT secret and open CORS (the bench clients are not browsers: no Origin, no origin
 * to allow), with rate limits no benchmark reaches. `extra`: further settings.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadConfig, type AppConfig } from '../../src/platform/config.js';

export interface BenchDatabase {
  config: AppConfig;
  /** Deletes the SQLite file (and its log) when the bench made one. */
  remove(): void;
}

export function benchConfig(name: string, extra: Record<string, string> = {}): BenchDatabase {
  const file = `./data/${name}-${process.pid}.db`;
  const url = process.env.BENCH_DATABASE_URL ?? `file:${file}`;
  const config = loadConfig({
    DATABASE_URL: url,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    COST_BUDGET_PER_MINUTE: '1000000000',
    ...extra,
  });
  return {
    config,
    remove: () => {
      if (url.startsWith('file:')) for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    },
  };
}

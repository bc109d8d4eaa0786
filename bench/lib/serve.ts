/**
 * The service as a benchmark child: SQLite file (or BENCH_DATABASE_URL), loopback, seeds handed
 * out in creation order as `bench-<n>`, so the load generator can mirror each match's state with
 * the same rules module and pick its moves without asking (the server's CPU then covers the move
 * alone, as boardgame.io's does).
 */
import { createApp } from '../../src/app/app.factory.js';
import { SeedSource } from '../../src/platform/runtime.js';
import { serveStats } from './child.js';
import { benchConfig } from './config.js';

class CountingSeeds extends SeedSource {
  private n = 0;
  seed(): string {
    return `bench-${this.n++}`;
  }
}

const { config, remove } = benchConfig('bench', {
  SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS ?? 'FULL',
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  ...(process.env.BENCH_WS_LIMITS ? JSON.parse(process.env.BENCH_WS_LIMITS) : {}),
});
const app = await createApp(config, { seeds: new CountingSeeds() }, false);
await app.listen({ port: 0, host: '127.0.0.1' });
serveStats();
process.on('SIGTERM', () => {
  void app.close().then(() => {
    remove();
    process.exit(0);
  });
});
process.send!({ type: 'ready', url: (await app.getUrl()).replace('[::1]', '127.0.0.1') });

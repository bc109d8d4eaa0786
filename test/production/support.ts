/** The app as support.startApp starts it, with its log lines kept for the test to read. */
import { rmSync } from 'node:fs';
import request from 'supertest';
import { createApp } from '../../src/app/app.factory.js';
import { loadConfig } from '../../src/platform/config.js';
import type { AppOverrides } from '../../src/app/app.module.js';
import { JWT_SECRET, type TestApp } from '../support.js';

export interface LoggedApp extends TestApp {
  /** Every line written so far, as written (JSON text). */
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
}

export async function startLoggedApp(name: string, overrides: AppOverrides = {}, env: Record<string, string> = {}): Promise<LoggedApp> {
  const file = `./data/test-${name}-${process.pid}.db`;
  rmSync(file, { force: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${file}`,
    JWT_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    COST_BUDGET_PER_MINUTE: '100000000',
    CLOCK_SWEEP_SECONDS: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  const lines: string[] = [];
  const app = await createApp(config, overrides, { sink: { write: (line) => void lines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    http: request(app.getHttpServer()),
    url,
    config,
    lines,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    async close() {
      await app.close();
      rmSync(file, { force: true });
    },
  };
}

/**
 * End-to-end support: the real application on a real database, listening on loopback.
 * SQLite by default (a fresh file per suite); PostgreSQL when TEST_DATABASE_URL or DATABASE_URL
 * names one (suites then share it, so every name a test creates is unique).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app/app.factory.js';
import { loadConfig, type AppConfig } from '../src/platform/config.js';
import { Clock, SeedSource } from '../src/platform/runtime.js';
import type { AppOverrides } from '../src/app/app.module.js';

export const JWT_SECRET = 'e2e-secret-0123456789abcdef';

export class FixedSeeds extends SeedSource {
  constructor(private readonly seeds: string[]) {
    super();
  }
  seed(): string {
    const s = this.seeds.shift();
    if (!s) throw new Error('FixedSeeds: no seed left');
    return s;
  }
}

/** A clock the test moves by hand. */
export class ManualClock extends Clock {
  constructor(private current = new Date('2026-11-22T12:00:00Z')) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Real time moved on by `advance` (times keep their order, unlike ManualClock's fixed instant). */
export class ShiftedClock extends Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(seconds: number): void {
    this.offset += seconds * 1000;
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

/** The database the suites share (PostgreSQL), or undefined for a SQLite file per suite. */
export const externalDatabase = (): string | undefined =>
  process.env.TEST_DATABASE_URL ?? (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);

/**
 * `keep`: the SQLite file is neither emptied at start nor removed at close, so another app (a
 * restart, a second instance) can open it under the same name.
 */
export async function startApp(name: string, overrides: AppOverrides = {}, env: Record<string, string> = {}, opts: { keep?: boolean } = {}): Promise<TestApp> {
  const external = externalDatabase();
  const file = `./data/test-${name}-${process.pid}.db`;
  if (!external && !opts.keep) rmSync(file, { force: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: external ?? `file:${file}`,
    JWT_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    COST_BUDGET_PER_MINUTE: '100000000', // the work budget has its own suite (budgets.e2e-spec.ts)
    CLOCK_SWEEP_SECONDS: '0', // tests sweep by hand
    BOT_THREADS: '0', // bots move only in the suites that test them (suites may share a database)
    WEBHOOK_DISPATCH: 'false', // likewise webhooks
    RATE_LIMIT_NAMESPACE: `rl-test-${name}-${randomBytes(4).toString('hex')}`, // suites sharing Redis keep their own budgets
    LEASE_NAMESPACE: `lease-test-${name}-${randomBytes(4).toString('hex')}`, // and suites sharing a database their own background jobs
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const app = await createApp(config, overrides, false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = await app.getUrl();
  return {
    app,
    http: request(app.getHttpServer()),
    url: url.replace('[::1]', '127.0.0.1'),
    config,
    async close() {
      await app.close();
      if (!external && !opts.keep) rmSync(file, { force: true });
    },
  };
}

export const uniqueName = (base: string) => `${base}_${randomBytes(4).toString('hex')}`;

export interface Player {
  id: string;
  username: string;
  token: string;
  auth: { Authorization: string };
}

export async function register(t: TestApp, base: string): Promise<Player> {
  const username = uniqueName(base);
  const r = await t.http.post('/v1/auth/register').send({ username, password: 'correct horse battery' });
  if (r.status !== 201) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.user.id, username, token: r.body.accessToken, auth: { Authorization: `Bearer ${r.body.accessToken}` } };
}

export async function gql(t: TestApp, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const req = t.http.post('/graphql').send({ query, variables });
  if (token) req.set('Authorization', `Bearer ${token}`);
  const r = await req;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary GraphQL data
  return r.body as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

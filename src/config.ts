/** Configuration from environment variables, validated once at start-up. */
import { z } from 'zod';

export const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('file:./data/pyramidion.db'),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).default(DEFAULT_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(65536),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  CLOCK_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
});

export type AppConfig = z.infer<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration: ${parsed.error.message}`);
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error('refusing to start in production with the default JWT_SECRET: set JWT_SECRET');
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

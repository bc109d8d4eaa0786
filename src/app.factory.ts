/** Builds the application (used by main.ts, the schema generator and the end-to-end tests). */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from './config.js';
import { AppModule, type AppOverrides } from './app.module.js';
import { buildComponents } from './common/openapi.js';
import { toProblem } from './common/problem.js';
import { migrate } from './persistence/migrate.js';
import { PrismaService } from './persistence/prisma.service.js';

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Pyramidion')
    .setDescription(
      'Turn-based pyramid games for asynchronous play. Every read of a match returns the caller\'s own view. ' +
        'Errors are RFC 9457 problem+json with a stable `code`. The same operations exist over GraphQL at /graphql.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  const components = buildComponents(); // first: it settles the request bodies' references
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...components, ...(document.components?.schemas ?? {}) } };
  return document;
}

export async function createApp(config: AppConfig, overrides: AppOverrides = {}, logger = true): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: config.BODY_LIMIT_BYTES, trustProxy: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, overrides), adapter, {
    logger: logger ? ['log', 'warn', 'error'] : ['error'],
  });
  // Per client address and minute: a tight budget for sign-up, sign-in and refresh (password
  // guessing), over REST or GraphQL, and a generous one for everything else. It runs after body
  // parsing so that a GraphQL login counts as one.
  const isAuth = (req: { url: string; body?: unknown }) =>
    req.url.startsWith('/v1/auth/') ||
    (req.url.startsWith('/graphql') && /\b(login|register|refresh)\s*\(/.test(String((req.body as { query?: unknown } | undefined)?.query ?? '')));
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    timeWindow: 60_000,
    max: (req) => (isAuth(req) ? config.AUTH_RATE_LIMIT_PER_MINUTE : config.RATE_LIMIT_PER_MINUTE),
    keyGenerator: (req) => `${req.ip}|${isAuth(req) ? 'auth' : 'api'}`,
    allowList: (req) => req.url === '/health',
    errorResponseBuilder: (req, ctx) => ({
      ...toProblem(429, 'RATE_LIMITED', `Too many requests; retry in ${Math.ceil(ctx.ttl / 1000)} s.`, {}, req.url),
      statusCode: 429,
    }),
  });
  await migrate(app.get(PrismaService).db, config.DATABASE_URL);
  app.enableShutdownHooks();
  const document = buildOpenApi(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: '/openapi.json', yamlDocumentUrl: '/openapi.yaml' });
  return app;
}

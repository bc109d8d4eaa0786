/** Builds the application (used by main.ts, the schema generator and the end-to-end tests). */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLModule } from '@nestjs/graphql';
import type { WebSocketServer } from 'ws';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from './config.js';
import { AppModule, type AppOverrides } from './app.module.js';
import { buildComponents } from './common/openapi.js';
import { AppError, toProblem } from './common/problem.js';
import { RateLimits } from './common/rate-limits.js';
import { WsGate } from './graphql/ws-server.js';
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

/** Routes that sign up, sign in or refresh: they spend the sign-in budget (per matched route, never the raw path). */
const AUTH_ROUTES = new Set(['/v1/auth/register', '/v1/auth/login', '/v1/auth/refresh']);
/** Probes are never limited. */
const UNLIMITED_ROUTES = new Set(['/health', '/health/ready']);

export async function createApp(config: AppConfig, overrides: AppOverrides = {}, logger = true): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: false,
    // A client gets REQUEST_TIMEOUT_MS to send a whole request (headers and body), then 408;
    // Node checks every second rather than every 30 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, headersTimeout: config.REQUEST_TIMEOUT_MS },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, overrides), adapter, {
    logger: logger ? ['log', 'warn', 'error'] : ['error'],
  });
  const limits = app.get(RateLimits);
  // Per client address: a generous budget for every request, and a tight one for signing up, in
  // and refreshing (GraphQL's are counted per root field by the operation-limits plugin).
  app.getHttpAdapter().getInstance().addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route && UNLIMITED_ROUTES.has(route)) return;
    try {
      await limits.request(req.ip);
      if (route && AUTH_ROUTES.has(route)) await limits.authAttempts(req.ip, 1);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const retry = Number(e.extra.retryAfterSeconds ?? 1);
      return reply.status(429).header('retry-after', String(retry)).header('content-type', 'application/problem+json').send(toProblem(429, e.code, e.message, e.extra, req.url));
    }
  });
  await migrate(app.get(PrismaService).db, config.DATABASE_URL);
  app.enableShutdownHooks();
  const document = buildOpenApi(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: '/openapi.json', yamlDocumentUrl: '/openapi.yaml' });
  await app.init();
  app.get(WsGate).attach(websocketServerOf(app));
  return app;
}

/** The ws server @nestjs/graphql creates for graphql-ws (it takes no ws options of its own). */
function websocketServerOf(app: NestFastifyApplication): WebSocketServer {
  const driver = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as { _subscriptionService?: { wss?: WebSocketServer } };
  const wss = driver._subscriptionService?.wss;
  if (!wss) throw new Error('graphql-ws server not found: frame and connection limits cannot be applied');
  return wss;
}

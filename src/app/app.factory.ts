/** Builds the application (used by main.ts, the schema generator and the end-to-end tests). */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLModule } from '@nestjs/graphql';
import type { WebSocketServer } from 'ws';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../platform/config.js';
import { AppModule, type AppOverrides } from './app.module.js';
import { buildOpenApi } from '../adapters/rest/openapi.js';
import { AppError, toProblem } from '../platform/problem.js';
import { fastifyLogging, NestLogs, type Logging } from '../platform/logging.js';
import { useHttpBehaviour } from '../platform/http.js';
import { frameworkErrors, useHttpSemantics } from '../platform/http-semantics.js';
import { useSecurityHeaders } from '../platform/security-headers.js';
import { serveWebClient } from '../platform/web-client.js';
import { closeConnectionsWhileDraining } from '../platform/shutdown.js';
import { BudgetSpent, budgetHeaders, budgetKey, RateLimits } from '../platform/rate-limits.js';
import { WorkGate } from '../platform/work-gate.js';
import { requestCosts, type RequestCost } from '../adapters/rest/request-costs.js';
import { Verifier } from '../features/auth/verifier.js';
import type { AuthUser } from '../features/auth/auth.schemas.js';
import type { FastifyRequest } from 'fastify';
import { Metrics } from '../platform/metrics.js';
import { METRICS_PATH, useMetrics } from '../platform/metrics-http.js';
import { watchInfrastructure } from './watch.js';
import { nameSpansByRoute, tracingConfigured } from '../platform/tracing.js';
import { WsGate } from '../adapters/graphql/ws-server.js';
import { migrate } from '../persistence/migrate.js';
import { PrismaService } from '../persistence/prisma.service.js';

/** The OpenAPI document is built in adapters/rest/openapi.ts (with its servers, tags and examples). */
export { buildOpenApi };

/** Routes that sign up, sign in or refresh: they spend the sign-in budget (per matched route, never the raw path). */
// The consent page takes passwords; /oauth/token does not (its codes and refresh tokens are
// 256-bit random), so app back ends refreshing for many users share only the general budget.
const AUTH_ROUTES = new Set(['/v1/auth/register', '/v1/auth/login', '/v1/auth/refresh', '/oauth/authorize']);
/** Probes are never limited. */
const UNLIMITED_ROUTES = new Set(['/health', '/health/ready', METRICS_PATH]);

type GatedRequest = FastifyRequest & { freeGate?: () => void };

/**
 * Who is asking, for the work budget: the bearer token's user when it verifies (the guard then
 * finds it on the request and does not verify again), else nobody (the address pays; a bad token
 * is refused by the guard as before). Tokens are verified once and cached (verifier.ts).
 */
async function principalOf(verifier: Verifier, req: FastifyRequest): Promise<AuthUser | null> {
  const r = req as FastifyRequest & { user?: AuthUser };
  if (r.user) return r.user;
  if (!req.headers.authorization) return null;
  try {
    // The whole principal, as the guard would set it: the app and grant too (what acts for an app is told apart by them).
    const { id, username, kind, botLevel, scopes, tokenId, sessionId, appId, grantId } = await verifier.authenticate({ headers: req.headers });
    return (r.user = { id, username, kind, botLevel, scopes: scopes ?? null, tokenId, sessionId, appId: appId ?? null, grantId: grantId ?? null });
  } catch {
    return null;
  }
}

/**
 * `logging`: true logs at LOG_LEVEL in LOG_FORMAT to stdout; false logs errors only (tests,
 * tools); `{ sink }` writes JSON lines to that sink (tests that read the log).
 */
export async function createApp(config: AppConfig, overrides: AppOverrides = {}, logging: Logging = true): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...fastifyLogging(config, logging),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // The client's address (req.ip, per-address rate limits) from X-Forwarded-For only when the peer is a trusted proxy.
    trustProxy: config.TRUST_PROXY,
    // A client gets REQUEST_TIMEOUT_MS to send a whole request (headers and body), then 408;
    // Node checks every second rather than every 30 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, headersTimeout: config.REQUEST_TIMEOUT_MS },
    // The router's own refusals (an over-long path parameter, a bad %-encoding) as problem+json.
    frameworkErrors,
  });
  // Before any route is added: it collects them for 405 + Allow, and refuses non-JSON bodies (415).
  useHttpSemantics(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, overrides), adapter, {
    logger: new NestLogs(adapter.getInstance().log),
  });
  await useHttpBehaviour(app, config);
  await useSecurityHeaders(adapter.getInstance());
  closeConnectionsWhileDraining(adapter.getInstance());
  useMetrics(app, config, app.get(Metrics));
  if (tracingConfigured(config)) await nameSpansByRoute(app);
  const limits = app.get(RateLimits);
  const gate = app.get(WorkGate);
  const verifier = app.get(Verifier);
  // The price list comes from the OpenAPI document, built once the routes exist (below).
  let costOf: RequestCost = () => 1;
  // Per client address: a generous budget for every request, and a tight one for signing up, in
  // and refreshing (GraphQL's are counted per root field by the operation-limits plugin). Per
  // client (API token, user, else address): the work budget, charged each request's cost (REST
  // here; GraphQL by its operation's cost in the operation-limits plugin). The web client's own
  // files spend nothing (issue 38: with the budget spent, the page must still load).
  app.getHttpAdapter().getInstance().addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route && UNLIMITED_ROUTES.has(route)) return;
    if ((req.routeOptions.config as { webClient?: boolean } | undefined)?.webClient) return;
    try {
      await limits.request(req.ip);
      if (route && AUTH_ROUTES.has(route)) await limits.authAttempts(req.ip, 1);
      const client = budgetKey(await principalOf(verifier, req), req.ip);
      if (route === '/graphql') return; // charged by the operation's cost
      const cost = costOf(req.method, route, req.query, req.headers.accept);
      void reply.headers(budgetHeaders(await limits.spend(client, cost)));
      if (gate.gates(cost)) {
        // The slot is freed once the answer is serialized (onSend), or when the client goes.
        const free = await gate.enter();
        (req as GatedRequest).freeGate = free;
        reply.raw.once('close', free);
      }
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const retry = Number(e.extra.retryAfterSeconds ?? 1);
      req.log.info({ code: e.code, status: 429 }, `${req.method} ${route ?? req.url.split('?')[0]} -> 429 ${e.code}`);
      const problem = { ...toProblem(429, e.code, e.message, e.extra, req.url), requestId: req.id };
      if (e instanceof BudgetSpent) void reply.headers(budgetHeaders(e.budget));
      return reply.status(429).header('retry-after', String(retry)).header('content-type', 'application/problem+json').send(problem);
    }
  });
  app.getHttpAdapter().getInstance().addHook('onSend', async (req) => {
    (req as GatedRequest).freeGate?.();
  });
  await migrate(app.get(PrismaService).db, config.DATABASE_URL);
  // No enableShutdownHooks(): main.ts drains HTTP before the modules close (platform/shutdown.ts).
  const document = buildOpenApi(app);
  costOf = requestCosts(document);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: '/openapi.json', yamlDocumentUrl: '/openapi.yaml' });
  await serveWebClient(app, config.WEB_DIR, new Logger('WebClient'));
  await app.init();
  app.get(WsGate).attach(websocketServerOf(app));
  watchInfrastructure(app, websocketServerOf(app));
  return app;
}

/** The ws server @nestjs/graphql creates for graphql-ws (it takes no ws options of its own). */
export function websocketServerOf(app: NestFastifyApplication): WebSocketServer {
  const driver = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as { _subscriptionService?: { wss?: WebSocketServer } };
  const wss = driver._subscriptionService?.wss;
  if (!wss) throw new Error('graphql-ws server not found: frame and connection limits cannot be applied');
  return wss;
}

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): stop accepting
 * connections, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS), tell graphql-ws
 * clients to go away (close code 1001, so they reconnect, to another instance if there is one),
 * then close the modules (database, Redis, timers) and exit 0.
 *
 * Nest's own `enableShutdownHooks()` is not used: it disconnects the database (module destroy
 * hooks) before it closes the HTTP server, so a move in flight would fail, and it ends the
 * process by re-raising the signal rather than exiting 0.
 */
import type { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { AppConfig } from './config.js';

export const CLOSE_GOING_AWAY = 1001;

/** Applications whose shutdown has begun. */
const closing = new WeakSet<FastifyInstance>();

/**
 * At creation (Fastify takes no hooks once it listens): a response sent while the server drains
 * closes its connection, so that a keep-alive client does not hold the drain open.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_req, reply, payload, done) => {
    if (closing.has(fastify)) void reply.header('connection', 'close');
    done(null, payload);
  });
}

export async function closeGracefully(app: NestFastifyApplication, wss: WebSocketServer, config: Pick<AppConfig, 'SHUTDOWN_TIMEOUT_MS'>, log: Logger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  closing.add(fastify);
  const started = Date.now();
  // No new connections from here; idle keep-alive connections are closed; a request arriving on
  // a busy one gets 503 with `Connection: close`. Resolves once every connection has ended.
  const drained = fastify.close();
  for (const socket of wss.clients) socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    drained.then(() => false),
    new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), config.SHUTDOWN_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (late) {
    log.warn(`requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms: closing their connections`);
    app.getHttpServer().closeAllConnections();
    for (const socket of wss.clients) socket.terminate();
    await drained;
  }
  log.log(`HTTP drained in ${Date.now() - started} ms; closing the database and Redis`);
  await app.close();
}

/**
 * Runs `closeGracefully` on the first SIGTERM or SIGINT, then exits: 0 when everything closed,
 * 1 when closing failed or overran its budget. A second signal exits at once.
 */
export function exitOnSignals(app: NestFastifyApplication, wss: WebSocketServer, config: Pick<AppConfig, 'SHUTDOWN_TIMEOUT_MS'>, log: Logger, afterClose?: () => Promise<void>): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    shuttingDown = true;
    log.log(`${signal}: shutting down`);
    // Past the drain budget, closing the modules gets a few seconds more, then the process goes.
    setTimeout(() => {
      log.error('shutdown overran its budget: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    // afterClose: the spans of the last requests are sent (tracing), once the app has closed.
    closeGracefully(app, wss, config, log).then(() => afterClose?.().catch(() => undefined)).then(
      () => {
        log.log('shut down');
        process.exit(0);
      },
      (e: unknown) => {
        log.error(`shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal).on('SIGINT', onSignal);
}

/**
 * The metrics read at scrape time, wired here (the composition root) so that no feature or
 * repository knows of /metrics: the hot store's pool or writer queue, the webhook outbox, and the
 * graphql-ws sockets of the ws server Nest created. Nothing here runs between scrapes.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { WebSocketServer } from 'ws';
import { Metrics } from '../platform/metrics.js';
import { PrismaService } from '../persistence/prisma.service.js';
import { WebhooksRepository } from '../persistence/webhooks.repository.js';

export function watchInfrastructure(app: NestFastifyApplication, wss: WebSocketServer): void {
  const metrics = app.get(Metrics);
  const prisma = app.get(PrismaService);
  const webhooks = app.get(WebhooksRepository);
  // Each provider's own figure, and only it: a gauge of the other would read a constant 0.
  const stats = () => prisma.hot.stats();
  if (prisma.provider === 'postgresql') {
    const pool = () => {
      const s = stats();
      return 'pool' in s ? s.pool : null;
    };
    metrics.onScrape('pyramidion_db_pool_connections', "PostgreSQL: the hot store's node-postgres pool, connections by state (total, idle) and callers waiting for one.", {
      total: () => pool()?.total ?? null,
      idle: () => pool()?.idle ?? null,
      waiting: () => pool()?.waiting ?? null,
    });
  } else {
    metrics.onScrape('pyramidion_sqlite_writer_queue', 'SQLite: move commits waiting for, or being written by, the writer thread (0 while commits run on the event loop).', {
      '': () => {
        const s = stats();
        return 'writerQueue' in s ? s.writerQueue : null;
      },
    });
  }
  metrics.onScrape('pyramidion_webhook_outbox_pending', 'Webhook deliveries pending (not yet delivered or failed) in every outbox of the database.', {
    '': () => webhooks.pendingCount(),
  });
  wss.on('connection', (ws) => {
    metrics.wsConnections.inc();
    ws.once('close', () => metrics.wsConnections.dec());
  });
}

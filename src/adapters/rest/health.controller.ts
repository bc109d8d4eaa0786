import { once } from 'node:events';
import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { ApiExcludeController } from '@nestjs/swagger';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PrismaService } from '../../persistence/prisma.service.js';
import { unavailable } from '../../platform/problem.js';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';

/** A readiness probe answers within a probe's usual timeout even when Redis hangs. */
const REDIS_PING_TIMEOUT_MS = 1000;

/**
 * Liveness (`/health`: the process answers; it never touches the database, so a slow or locked
 * database does not get a live instance restarted) and readiness (`/health/ready`: the database
 * can be written, a real write probed at most once a second (PrismaService.writable), and, with
 * REDIS_URL, Redis answers, both for publishing and for receiving events; else 503 with the
 * reason, and the instance should get no traffic).
 */
@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(PUBSUB) private readonly pubsub: ClosablePubSub,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('health/ready')
  @HttpCode(200)
  async ready() {
    try {
      await this.prisma.writable();
    } catch (e) {
      throw unavailable('DATABASE_UNAVAILABLE', `The database cannot be written: ${reasonOf(e)}.`);
    }
    if (!(this.pubsub instanceof RedisPubSub)) return { status: 'ready', database: this.prisma.provider, redis: 'not configured' };
    // Moves publish through one connection and subscriptions listen on the other: both must answer.
    const [publisher, subscriber] = [this.pubsub.getPublisher(), this.pubsub.getSubscriber()];
    if (!(await Promise.all([answers(publisher), answers(subscriber)])).every(Boolean)) {
      throw unavailable('REDIS_UNAVAILABLE', 'Redis does not answer.');
    }
    return { status: 'ready', database: this.prisma.provider, redis: 'ok' };
  }
}

/** Why the probe failed, in words a client may see (never the driver's text). */
function reasonOf(e: unknown): string {
  const text = String((e as { message?: unknown })?.message ?? e);
  if (/read-?only/i.test(text)) return 'it is read-only';
  if (/disk is full|No space left|disk full|53100/i.test(text)) return 'the disk is full';
  if (/I\/O error/i.test(text)) return 'a disk I/O error';
  if (/locked|busy|timed? ?out|timeout/i.test(text)) return 'it is busy';
  return 'it does not answer';
}

/** The connection is (or becomes, within the timeout: just after start) ready, and answers PING. */
async function answers(client: Redis | Cluster): Promise<boolean> {
  const stop = new AbortController(); // no listener left behind when the timeout wins
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  // `once` rejects when the client reports an error (Redis unreachable) before it is ready.
  const ready = client.status === 'ready' ? Promise.resolve() : once(client, 'ready', { signal: stop.signal });
  // Any reply will do: a connection in subscriber mode answers ["pong", ""] rather than PONG.
  const pong = ready.then(() => client.ping()).then(() => true, () => false);
  try {
    return await Promise.race([pong, timeout]);
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

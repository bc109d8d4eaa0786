/**
 * An idle instance: the app started as in production (every background job on: bots, the clock
 * sweep, webhooks, the event retention), then left alone for `seconds` while this measures the
 * event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution), the process's CPU
 * (process.cpuUsage) and the worst answer time of `GET /health` polled every 250 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppConfig } from '../../src/platform/config.js';
import { createApp } from '../../src/app/app.factory.js';

export interface IdleFigures {
  seconds: number;
  maxDelayMs: number;
  p99DelayMs: number;
  cpuMs: number;
  healthWorstMs: number;
  healthFailures: number;
}

/** `started`: called once the app is up (before its idle time). */
export async function idle(config: AppConfig, seconds: number, started?: () => void): Promise<IdleFigures> {
  const app = await createApp(config, {}, false);
  started?.();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const cpu0 = process.cpuUsage();
  let worst = 0;
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const t = performance.now();
    const r = await fastify.inject({ method: 'GET', url: '/health' });
    worst = Math.max(worst, performance.now() - t);
    if (r.statusCode !== 200) failures++;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  h.disable();
  const cpu = process.cpuUsage(cpu0);
  await app.close();
  return { seconds, maxDelayMs: h.max / 1e6, p99DelayMs: h.percentile(99) / 1e6, cpuMs: (cpu.user + cpu.system) / 1000, healthWorstMs: worst, healthFailures: failures };
}

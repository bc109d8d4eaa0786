/**
 * An idle instance: the app started as in production (every background job on: bots, the clock
 * sweep, webhooks, the event retention), then left alone for `seconds` while this measures the
 * event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution), the process's CPU
 * (process.cpuUsage) and the worst answer time of `GET /health` polled every 250 ms.
 *
 * The bench runs in one process: before the idle time, the garbage the measured requests left is
 * collected (global.gc, with node --expose-gc as `npm run bench:scale` runs it), so that the
 * instance's idle time is not charged the bench's earlier work. The longest garbage-collection
 * pause inside the idle time is reported beside the worst delay, to tell the two apart, and so is
 * the most process CPU used inside one gap of the loop over 40 ms (a 10 ms timer's gaps): a long
 * gap with little CPU is the machine descheduling the process (a shared, loaded machine), not
 * work on the loop.
 *
 * `clock`: the instance's clock (bench:scale's --age-hours moves it on, so that the dataset's due
 * work has come due).
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { AppConfig } from '../../src/platform/config.js';
import type { Clock } from '../../src/platform/runtime.js';
import { createApp } from '../../src/app/app.factory.js';

export interface IdleFigures {
  seconds: number;
  maxDelayMs: number;
  p99DelayMs: number;
  cpuMs: number;
  healthWorstMs: number;
  healthFailures: number;
  /** The longest GC pause in the idle time, ms; null when GC was not observed. */
  longestGcMs: number | null;
  /** Whether the earlier garbage was collected first (node --expose-gc). */
  collectedFirst: boolean;
  /** The most process CPU used inside one gap of the event loop over 40 ms, ms (0: no such gap). */
  gapCpuMs: number;
}

/** `started`: called once the app is up (before its idle time). */
export async function idle(config: AppConfig, seconds: number, started?: () => void, clock?: Clock): Promise<IdleFigures> {
  const app = await createApp(config, clock ? { clock } : {}, false);
  started?.();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  let longestGc: number | null = null;
  const gcs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longestGc = Math.max(longestGc ?? 0, e.duration);
  });
  gcs.observe({ entryTypes: ['gc'] });
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let gapCpu = 0;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const gaps = setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(lastCpu);
    if (now - last > 40) gapCpu = Math.max(gapCpu, (used.user + used.system) / 1000);
    last = now;
    lastCpu = process.cpuUsage();
  }, 10);
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
  clearInterval(gaps);
  const cpu = process.cpuUsage(cpu0);
  gcs.disconnect();
  await app.close();
  return { seconds, maxDelayMs: h.max / 1e6, p99DelayMs: h.percentile(99) / 1e6, cpuMs: (cpu.user + cpu.system) / 1000, healthWorstMs: worst, healthFailures: failures, longestGcMs: longestGc, collectedFirst: gc !== undefined, gapCpuMs: gapCpu };
}

/**
 * Benchmark servers run as child processes, so the load generator's CPU is never counted as
 * the server's. A child answers `{ type: 'stats' }` over IPC with its CPU time (process.cpuUsage)
 * and its event-loop delay since the last `reset`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ChildStats {
  cpuMs: number;
  /** The kernel's share of cpuMs (system calls: the network, the disk's flushes). */
  systemMs: number;
  loopMaxMs: number;
  loopP99Ms: number;
}

/**
 * In the child: answer stats requests from the parent. With BENCH_PROFILE_DIR set, `profile`
 * messages start and stop a V8 CPU profile of the measured phase alone (start-up excluded), written
 * as `<dir>/<name>.cpuprofile`, and beside it `<name>.stalls.json`: each time in the phase the
 * event loop was held over STALL_MS, as [start, end] on the profile's own clock (microseconds of
 * the monotonic clock), so that bench/lib/stalls.ts can name what ran in each.
 */
export function serveStats(): void {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  let session: Session | null = null;
  let stalls: { watch: NodeJS.Timeout; found: [number, number][] } | null = null;
  process.on('message', (m: { type: string; name?: string }) => {
    if (m.type === 'profile-start' && process.env.BENCH_PROFILE_DIR) {
      session = new Session();
      session.connect();
      void session.post('Profiler.enable').then(() => session!.post('Profiler.start'));
      stalls = watchStalls();
    }
    if (m.type === 'profile-stop' && session) {
      const s = session;
      const found = stalls?.found ?? [];
      if (stalls) clearInterval(stalls.watch);
      session = null;
      stalls = null;
      void s.post('Profiler.stop').then(({ profile }) => {
        const base = join(process.env.BENCH_PROFILE_DIR!, `${m.name ?? 'phase'}-${process.pid}`);
        writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile));
        writeFileSync(`${base}.stalls.json`, JSON.stringify(found));
        s.disconnect();
      });
    }
    if (m.type === 'reset') {
      h.reset();
      // The measured phase starts here (the profiler's own start, before it, stalls the loop).
      if (stalls) stalls.found.length = 0;
    }
    if (m.type === 'stats') {
      const u = process.cpuUsage();
      process.send!({ type: 'stats', cpuMs: (u.user + u.system) / 1000, systemMs: u.system / 1000, loopMaxMs: h.max / 1e6, loopP99Ms: h.percentile(99) / 1e6 });
    }
  });
}

/** A stall: a gap over this long between two ticks of a 1 ms timer. */
const STALL_MS = 30;

/** The event loop's stalls from now on (see serveStats), timed on the CPU profile's clock. */
function watchStalls(): { watch: NodeJS.Timeout; found: [number, number][] } {
  const found: [number, number][] = [];
  const micros = () => Number(process.hrtime.bigint() / 1000n);
  let last = micros();
  const watch = setInterval(() => {
    const now = micros();
    if (now - last > STALL_MS * 1000) found.push([last, now]);
    last = now;
  }, 1);
  return { watch, found };
}

export class BenchChild {
  private constructor(
    private readonly proc: ChildProcess,
    readonly url: string,
    /** A second address, where a server answers its API apart (boardgame.io's lobby). */
    readonly apiUrl: string,
  ) {}

  /**
   * Forks `script` (a compiled bench file) and waits for it to report `{ type: 'ready', url }`.
   * Every child runs with NODE_ENV=production in its environment (BENCH_NODE_ENV to change it), as
   * the Docker image runs the service: libraries read it themselves (graphql-js checks every
   * `instanceof` for a second copy of itself outside production; Apollo Server's request pipeline
   * cost 86 us per request in development and 60 us in production, measured in process).
   */
  static async start(script: string, env: Record<string, string> = {}): Promise<BenchChild> {
    const proc = fork(script, [], { env: { ...process.env, NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production', ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const ready = await new Promise<{ url: string; apiUrl?: string }>((resolve, reject) => {
      proc.once('error', reject);
      proc.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
      proc.on('message', (m: { type: string; url: string; apiUrl?: string }) => m.type === 'ready' && resolve(m));
    });
    return new BenchChild(proc, ready.url, ready.apiUrl ?? ready.url);
  }

  stats(): Promise<ChildStats> {
    return new Promise((resolve) => {
      const on = (m: ChildStats & { type: string }) => {
        if (m.type !== 'stats') return;
        this.proc.off('message', on);
        resolve(m);
      };
      this.proc.on('message', on);
      this.proc.send({ type: 'stats' });
    });
  }

  /** Sends the child a message of its own (e.g. ws-floor's `broadcast`). */
  send(message: Record<string, unknown>): void {
    this.proc.send(message);
  }

  resetLoop(): void {
    this.proc.send({ type: 'reset' });
  }

  /** With BENCH_PROFILE_DIR set: profile the child from `start` to `stop` (see serveStats). */
  profile(what: 'start' | 'stop', name?: string): void {
    if (process.env.BENCH_PROFILE_DIR) this.proc.send({ type: `profile-${what}`, name });
  }

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.proc.once('exit', r));
    this.proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (this.proc.exitCode === null) this.proc.kill('SIGKILL');
  }
}

export const quantile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
/** The median of `xs` (any order; the mean of the middle two when their count is even). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};

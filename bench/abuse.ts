/**
 * Liveness under abuse (issue 37; run: npm run bench:abuse). The service runs as a child process
 * on a SQLite file with the default work budget (COST_BUDGET_PER_MINUTE), work gate and costs;
 * only the per-address request count is lifted (the four clients share 127.0.0.1, where the audit
 * had four machines). Measured: `/health` latency from a probe that asks again as soon as it is
 * answered, idle, then while four signed-in clients each spend their whole budget as fast as they
 * can (one request in flight each, ABUSE_INFLIGHT to change) with one of the audit's workloads:
 * - graphql: 15 aliases x `matches(limit: 5) { items { viewJson legalMovesJson } }`;
 * - rest: GET /v1/matches?scope=public&limit=100.
 * Printed per workload: the points each request costs, how many were served before the first
 * 429, and `/health` p50/p99 over the spending phase (start to the last client's first 429) and
 * over ABUSE_SECONDS (default 20) of the clients hammering on, as ratios to idle.
 */
import { execSync } from 'node:child_process';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/platform/config.js';
import { BenchChild, quantile } from './lib/child.js';
import { httpJson } from './lib/http-json.js';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.ABUSE_SECONDS ?? 20);
const INFLIGHT = Number(process.env.ABUSE_INFLIGHT ?? 1);
const CLIENTS = 4;
const MATCHES_PER_USER = 13; // 8 users: 104 public matches, so a page of 100 is full
const defaults = loadConfig({});
// The gate's settings can be tried from the environment (EXPENSIVE_CONCURRENCY, EXPENSIVE_COST).
const gateSettings = Object.fromEntries(['EXPENSIVE_CONCURRENCY', 'EXPENSIVE_COST'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
const gate = loadConfig(gateSettings);

const AUDIT_QUERY = `query { ${Array.from({ length: 15 }, (_, i) => `a${i}: matches(limit: 5) { items { viewJson legalMovesJson } }`).join(' ')} }`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request: its status, body size and time (ms). */
function hit(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; bytes: number; ms: number; remaining: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(init.headers ?? {}) };
    if (init.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(init.body) });
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - start, remaining: Number(/;r=(\d+)/.exec(String(res.headers.ratelimit ?? ''))?.[1] ?? NaN) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Probes /health one request after another until `stop` says so; each latency with its time. */
async function probe(url: string, stop: () => boolean): Promise<{ at: number; ms: number }[]> {
  const out: { at: number; ms: number }[] = [];
  while (!stop()) {
    const r = await hit(`${url}/health`);
    if (r.status !== 200) throw new Error(`/health answered ${r.status}`);
    out.push({ at: performance.now(), ms: r.ms });
  }
  return out;
}

const p = (xs: number[], q: number) => quantile([...xs].sort((a, b) => a - b), q);

const child = await BenchChild.start(join(here, 'lib/serve.js'), {
  // serve.ts merges these settings into its configuration: the default budget, not the bench's.
  BENCH_WS_LIMITS: JSON.stringify({ COST_BUDGET_PER_MINUTE: String(defaults.COST_BUDGET_PER_MINUTE), ...gateSettings }),
});
try {
  const url = child.url;
  const users: { token: string }[] = [];
  for (let i = 0; i < 2 * CLIENTS; i++) {
    const r = await httpJson(`${url}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `abuse_${process.pid}_${i}`, password: 'correct horse battery' }) });
    users.push({ token: r.accessToken });
  }
  const helper = await httpJson(`${url}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `abuse_${process.pid}_h`, password: 'correct horse battery' }) });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const u of users) {
    for (let m = 0; m < MATCHES_PER_USER; m++) {
      const match = await httpJson(`${url}/v1/matches`, { method: 'POST', headers: auth(u.token), body: JSON.stringify({ game: 'allmer-pyramid' }) });
      await httpJson(`${url}/v1/matches/${match.id}/join`, { method: 'POST', headers: auth(helper.accessToken), body: '{}' });
    }
  }

  // Idle: the probe alone.
  await probe(url, (() => {
    const end = performance.now() + 1000;
    return () => performance.now() > end;
  })()); // warm-up
  const idleEnd = performance.now() + 3000;
  const idle = (await probe(url, () => performance.now() > idleEnd)).map((s) => s.ms);
  const idleP50 = p(idle, 0.5);
  const idleP99 = p(idle, 0.99);

  const workloads: Record<string, (token: string) => Promise<{ status: number; bytes: number; ms: number; remaining: number }>> = {
    graphql: (token) => hit(`${url}/graphql`, { method: 'POST', headers: auth(token), body: JSON.stringify({ query: AUDIT_QUERY }) }),
    rest: (token) => hit(`${url}/v1/matches?scope=public&limit=100`, { headers: auth(token) }),
  };

  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    /* not a checkout */
  }
  console.log(`bench:abuse  commit ${commit}  node ${process.version}  budget ${defaults.COST_BUDGET_PER_MINUTE} points/min  gate ${gate.EXPENSIVE_CONCURRENCY} at >= ${gate.EXPENSIVE_COST} points`);
  console.log(`idle /health: p50 ${idleP50.toFixed(2)} ms  p99 ${idleP99.toFixed(2)} ms  (${idle.length} probes)`);

  for (const [name, run] of Object.entries(workloads)) {
    const clients = users.splice(0, CLIENTS); // fresh budgets for each workload
    let stop = false;
    const firstRefusal: (number | null)[] = clients.map(() => null);
    const served: number[] = clients.map(() => 0);
    let refused = 0;
    let bytes = 0;
    let cost = NaN;
    const start = performance.now();
    const attackers = clients.flatMap((c, i) =>
      Array.from({ length: INFLIGHT }, async () => {
        while (!stop) {
          const r = await run(c.token);
          if (r.status === 200) {
            if (served[i] === 0 && INFLIGHT === 1) cost = defaults.COST_BUDGET_PER_MINUTE - r.remaining;
            served[i]++;
            bytes = r.bytes;
          } else if (r.status === 429) {
            refused++;
            firstRefusal[i] ??= performance.now();
          } else throw new Error(`${name}: ${r.status}`);
        }
      }),
    );
    const end = start + SECONDS * 1000;
    const samples = await probe(url, () => performance.now() > end);
    stop = true;
    await Promise.all(attackers);
    const spentAt = firstRefusal.every((t) => t !== null) ? Math.max(...(firstRefusal as number[])) : end;
    const spending = samples.filter((s) => s.at <= spentAt).map((s) => s.ms);
    const all = samples.map((s) => s.ms);
    console.log(
      `${name.padEnd(8)} ${bytes} B answers, ${cost} points each: ${served.join('/')} served per client, ${refused} refused (429); ` +
        `spending phase ${((spentAt - start) / 1000).toFixed(2)} s: /health p50 ${p(spending, 0.5).toFixed(2)} ms p99 ${p(spending, 0.99).toFixed(2)} ms = ${(p(spending, 0.99) / idleP99).toFixed(2)}x idle p99 (${spending.length} probes); ` +
        `whole ${SECONDS} s: p99 ${p(all, 0.99).toFixed(2)} ms = ${(p(all, 0.99) / idleP99).toFixed(2)}x (${all.length} probes)`,
    );
  }
} finally {
  await child.stop();
}

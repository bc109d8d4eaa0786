/**
 * Nothing heavy on the event loop (issue 39's target: the event loop stays under 50 ms of delay
 * while 20 winnable deals are created and 5 analyses run).
 *
 * The server runs as a child process (bench/lib/serve.ts) with its default worker pool
 * (BOT_THREADS=1: one thread). First, 5 finished Pyramid Solitaire matches are made (winnable
 * deals, three passes, BENCH_DRAWS draws each, then a resignation). Then the server's event-loop
 * delay histogram (monitorEventLoopDelay, 5 ms resolution) is reset and measured over 3 s idle,
 * and again while 20 winnable-deal creations (POST /v1/matches) and the 5 analyses (GET
 * /v1/matches/{id}/analysis) are all sent at once (after a warm-up of each kind of request). Printed: the loop's worst and p99 delay in each
 * phase, the wall time of the loaded phase, a control phase (as many requests of the same kinds with
 * no heavy work: random deals and histories, whose delay is the machine's and the requests' own), the answers' statuses (503 WORKERS_BUSY counts as a
 * refusal, not an error), and the worst delay as a share of the wall time.
 * Run: npm run bench:offloop (BENCH_CREATIONS, default 20; BENCH_ANALYSES, default 5).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { BenchChild } from './lib/child.js';
import { fetchJson, fetchOk } from './lib/http-json.js';

const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 20);
const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 5);
const DRAWS = Number(process.env.BENCH_DRAWS ?? 30);
const here = dirname(fileURLToPath(import.meta.url));

const call = fetchJson;
const ok = fetchOk;

const server = await BenchChild.start(join(here, 'lib/serve.js'));
try {
  const base = server.url;
  const token = (await ok(`${base}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `offloop_${process.pid}`, password: 'bench password' }) })).accessToken as string;
  const auth = { authorization: `Bearer ${token}` };
  const create = () => call(`${base}/v1/matches`, { method: 'POST', headers: auth, body: JSON.stringify({ game: 'pyramid-solitaire', options: { deal: 'winnable', passes: '3' } }) });

  const finished: string[] = [];
  for (let i = 0; i <= ANALYSES; i++) {
    const m = (await create()).body;
    let version = m.version as number;
    for (let d = 0; d < DRAWS; d++) {
      const r = await call(`${base}/v1/matches/${m.id}/moves`, { method: 'POST', headers: auth, body: JSON.stringify({ move: { type: 'draw' }, expectedVersion: version }) });
      if (r.status !== 200) break;
      version = r.body.match.version;
    }
    await ok(`${base}/v1/matches/${m.id}/resign`, { method: 'POST', headers: auth, body: '{}' });
    finished.push(m.id);
  }

  // A warm-up of every kind of request measured (first uses compile code and fill caches), and
  // of the worker thread; one finished match is analysed here.
  const warm = finished.pop()!;
  await ok(`${base}/v1/matches/${warm}/analysis`, { headers: auth });
  await ok(`${base}/v1/matches/${warm}/history`, { headers: auth });
  await create();
  await call(`${base}/v1/matches`, { method: 'POST', headers: auth, body: JSON.stringify({ game: 'pyramid-solitaire', options: { passes: '3' } }) });

  server.resetLoop();
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await server.stats();

  // The control: as many requests of the same kinds, with no heavy work (random deals, histories).
  server.resetLoop();
  const controlStart = performance.now();
  await Promise.all([
    ...Array.from({ length: CREATIONS }, () => call(`${base}/v1/matches`, { method: 'POST', headers: auth, body: JSON.stringify({ game: 'pyramid-solitaire', options: { passes: '3' } }) })),
    ...finished.map((id) => call(`${base}/v1/matches/${id}/history`, { headers: auth })),
  ]);
  const controlMs = performance.now() - controlStart;
  const control = await server.stats();

  server.resetLoop();
  const start = performance.now();
  const answers = await Promise.all([
    ...Array.from({ length: CREATIONS }, () => create().then((r) => ['create', r.status] as const)),
    ...finished.map((id) => call(`${base}/v1/matches/${id}/analysis`, { headers: auth }).then((r) => ['analysis', r.status] as const)),
  ]);
  const wallMs = performance.now() - start;
  const loaded = await server.stats();

  const tally = (kind: string) => {
    const by = new Map<number, number>();
    for (const [k, s] of answers) if (k === kind) by.set(s, (by.get(s) ?? 0) + 1);
    return [...by].map(([s, n]) => `${n} x ${s}`).join(', ');
  };
  console.log(`offloop: ${CREATIONS} winnable creations + ${finished.length} analyses at once; node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(2)}`);
  console.log(`  idle 3 s:  event-loop delay max ${idle.loopMaxMs.toFixed(1)} ms, p99 ${idle.loopP99Ms.toFixed(1)} ms`);
  console.log(`  control:   event-loop delay max ${control.loopMaxMs.toFixed(1)} ms, p99 ${control.loopP99Ms.toFixed(1)} ms over ${(controlMs / 1000).toFixed(1)} s (the same requests without heavy work: random deals, histories)`);
  console.log(`  loaded:    event-loop delay max ${loaded.loopMaxMs.toFixed(1)} ms, p99 ${loaded.loopP99Ms.toFixed(1)} ms over ${(wallMs / 1000).toFixed(1)} s (max delay = ${((100 * loaded.loopMaxMs) / wallMs).toFixed(2)} % of the wall time)`);
  console.log(`  answers:   creations ${tally('create')}; analyses ${tally('analysis')}`);
  console.log(`  target (max delay under 50 ms): ${loaded.loopMaxMs < 50 ? 'met' : 'NOT met'}`);
} finally {
  await server.stop();
}

/**
 * Issue 36's fault targets, on PostgreSQL with two instances: "Redis stopped and restarted
 * mid-play, and separately the publishing instance killed with SIGKILL: every subscriber on the
 * other instance receives every version exactly once, in order (0 missing, 0 repeated, 0 events
 * after `finished`), within 5 s of Redis returning or of the kill."
 *
 * The test runs its own Redis (Debian's redis-server, no persistence) so it can stop it; players
 * move on instance A, graphql-ws and SSE subscribers are on B. Skipped, with the reason printed,
 * without PostgreSQL or redis-server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { register, startApp, externalDatabase, type Player, type TestApp } from './support.js';
import { sse } from './sse-client.js';
import { playOne, subscribeMatch, until, versions } from './match-stream-client.js';
import { startServer } from './production/child.js';

/** A measured figure, printed for the record (never asserted). */
const report = (line: string) => process.stderr.write(`[match-stream-faults] ${line}\n`);

const database = externalDatabase();
const haveRedis = spawnSync('redis-server', ['--version']).status === 0;
const skipReason = !database?.startsWith('postgres') ? 'needs PostgreSQL (DATABASE_URL=postgresql://…)' : !haveRedis ? 'needs redis-server on the PATH' : null;
if (skipReason) console.log(`match-stream-faults skipped: ${skipReason}`);
const describeFaults = skipReason ? describe.skip : describe;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return p;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

const stopRedis = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null ? resolve() : (p.once('exit', () => resolve()), p.kill('SIGKILL'))));

describeFaults('match stream through faults (PostgreSQL + Redis, two instances)', () => {
  let port: number;
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  const env = () => ({ REDIS_URL: `redis://127.0.0.1:${port}`, MATCH_STREAM_RECHECK_MS: '1000', EVENT_HEARTBEAT_SECONDS: '60' });

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    a = await startApp('stream-fault-a', {}, env());
    b = await startApp('stream-fault-b', {}, env());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) await stopRedis(redis);
  });

  /** Subscribers on B for each of `players` and a spectator (graphql-ws), and an SSE spectator, after `from`. */
  async function subscribers(players: Player[], spectator: Player, matchId: string, from: number) {
    const ws = [...players, spectator].map((p) => subscribeMatch(b.url, p, matchId, from));
    const stream = await sse(b, spectator, String(from), `/v1/matches/${matchId}/events`);
    return { ws, stream };
  }

  function expectExactly(subs: Awaited<ReturnType<typeof subscribers>>, from: number, last: number) {
    for (const s of subs.ws) {
      expect(s.errors).toEqual([]);
      expect(s.got.map((e) => e.match.version)).toEqual(versions(from + 1, last));
    }
    expect(subs.stream.frames.map((f) => Number(f.id))).toEqual(versions(from + 1, last));
  }

  it('Redis stopped for a while mid-play, then restarted: every version once, in order, nothing after finished', async () => {
    const [ann, bob, carl] = await Promise.all(['ann', 'bob', 'carl'].map((n) => register(a, n)));
    const m = (await a.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
    const joined = (await a.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).expect(200)).body;
    const players = [ann, bob];
    const from = joined.version;
    const subs = await subscribers(players, carl, m.id, from);
    let last = (await playOne(a, players, m.id))!.version;
    await until(() => subs.ws.every((s) => s.got.length === last - from), 10_000, 'the first move');

    await stopRedis(redis);
    let status = 'active';
    for (let i = 0; i < 6 && status === 'active'; i++) {
      const r = (await playOne(a, players, m.id))!;
      last = r.version;
      status = r.status;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 2000));
    redis = await startRedis(port);
    // Every version played meanwhile arrives on B. The target is within 5 s of Redis
    // returning; the delay is reported, not asserted (timings are not tested on shared machines),
    // and the wait is bounded generously so a loaded machine does not fail a correct stream.
    const back = Date.now();
    await until(() => subs.ws.every((s) => s.got.length >= last - from), 20_000, 'the versions played while Redis was down');
    report(`after Redis returned, the versions played meanwhile arrived in ${Date.now() - back} ms (target 5000)`);
    while (status === 'active') {
      const r = await playOne(a, players, m.id);
      if (!r) break;
      last = r.version;
      status = r.status;
    }
    expect(status).toBe('finished');
    await until(() => subs.ws.every((s) => s.completed()), 10_000, 'the end');
    await subs.stream.until(last - from);
    await subs.stream.drain(1500); // anything after finished would come now
    expectExactly(subs, from, last);
    for (const s of subs.ws) expect(s.got.at(-1)!.kind).toBe('finished');
    subs.stream.close();
    await Promise.all(subs.ws.map((s) => s.dispose()));
  }, 60_000);

  it('the instance that committed moves killed (SIGKILL) right after: subscribers on B still get those versions', async () => {
    const child = await startServer('unused', { DATABASE_URL: database!, REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: '100000', COST_BUDGET_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const viaA: TestApp = { ...b, url: child.url, http: (await import('supertest')).default(child.url) } as TestApp;
    try {
      const [ann, bob, carl] = await Promise.all(['ann', 'bob', 'carl'].map((n) => register(b, n)));
      const m = (await b.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
      const joined = (await b.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).expect(200)).body;
      const players = [ann, bob];
      const from = joined.version;
      const subs = await subscribers(players, carl, m.id, from);
      let last = from;
      for (let i = 0; i < 3; i++) {
        const r = await playOne(viaA, players, m.id);
        if (!r) break;
        last = r.version;
      }
      child.child.kill('SIGKILL');
      await child.exited;
      const killed = Date.now();
      await until(() => subs.ws.every((s) => s.got.length >= last - from), 20_000, 'the versions committed before the kill');
      await subs.stream.until(last - from, 20_000);
      report(`after the kill, the versions committed before it arrived in ${Date.now() - killed} ms (target 5000)`);
      await subs.stream.drain(1500);
      expectExactly(subs, from, last);
      subs.stream.close();
      await Promise.all(subs.ws.map((s) => s.dispose()));
    } finally {
      if (child.child.exitCode === null) child.child.kill('SIGKILL');
    }
  }, 60_000);
});

/**
 * GET /metrics (issue 35, item 7): Prometheus exposition of the request histogram by route
 * pattern, the moves and matches counters, the SSE gauge, the webhook outbox and job lag, and
 * who may read it (loopback and private callers; with METRICS_TOKEN, the bearer of the token;
 * nobody with METRICS_ENABLED=false).
 */
import { WINNABLE_EXAMPLE } from '../src/games/pyramid-solitaire/fixtures/winnable.js';
import { FixedSeeds, gql, register, startApp, type Player, type TestApp } from './support.js';
import { sse } from './sse-client.js';
import { startReceiver, waitFor, type Receiver } from './webhooks-receiver.js';

/** One sample line: name, labels, value (Prometheus text format 0.0.4). */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the exposition text; throws on any line that is neither a comment nor a sample. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    // Values as Prometheus parses them (Go's strconv.ParseFloat: NaN and Inf in any case; prom-client
    // writes an empty event-loop histogram's mean as "Nan").
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
    if (!m) throw new Error(`not Prometheus exposition: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

const sample = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

const inject = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('metrics', () => {
  let t: TestApp;
  let ann: Player;
  let rx: Receiver;

  const scrape = async () => {
    const r = await t.http.get('/metrics').expect(200);
    expect(r.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseExposition(r.text);
  };

  beforeAll(async () => {
    rx = await startReceiver(() => 500); // every attempt fails: deliveries stay pending
    t = await startApp('metrics', { seeds: new FixedSeeds([WINNABLE_EXAMPLE.seed, 'metrics-spare-1', 'metrics-spare-2']) }, {
      WEBHOOK_DISPATCH: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '200',
      WEBHOOK_RETRY_BASE_MS: '600000', // the first retry is due long after this suite
    });
    ann = await register(t, 'ann');
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('serves Prometheus text with the default process metrics and event-loop delay', async () => {
    const s = await scrape();
    expect(sample(s, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(s, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // A SQLite writer queue or a PostgreSQL pool, whichever the database is.
    const pool = sample(s, 'pyramidion_db_pool_connections', { state: 'total' });
    const queue = sample(s, 'pyramidion_sqlite_writer_queue');
    expect(t.config.DATABASE_URL.startsWith('file:') ? queue : pool).toBeGreaterThanOrEqual(0);
    expect(t.config.DATABASE_URL.startsWith('file:') ? pool : queue).toBeUndefined();
  });

  it('times REST requests by route pattern (never the raw URL) and status class, and counts moves, creations and ends by game', async () => {
    const match = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201);
    await t.http.post(`/v1/matches/${match.body.id}/moves`).set(ann.auth).send({ move: WINNABLE_EXAMPLE.moves[0], expectedVersion: 1 }).expect(200);
    await t.http.get(`/v1/matches/${match.body.id}`).set(ann.auth).expect(200);
    await t.http.get('/v1/matches/00000000-0000-4000-8000-000000000000').set(ann.auth).expect(404);
    const other = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201);
    await t.http.post(`/v1/matches/${other.body.id}/resign`).set(ann.auth).send({}).expect(200);
    await t.http.get('/no/such/path').expect(404);

    const s = await scrape();
    const moveRoute = { route: '/v1/matches/:id/moves', method: 'POST', status_class: '2xx' };
    expect(sample(s, 'pyramidion_http_request_duration_seconds_count', moveRoute)).toBe(1);
    expect(sample(s, 'pyramidion_http_request_duration_seconds_bucket', { ...moveRoute, le: '+Inf' })).toBe(1);
    expect(sample(s, 'pyramidion_http_request_duration_seconds_sum', moveRoute)).toBeGreaterThan(0);
    expect(sample(s, 'pyramidion_http_requests_total', moveRoute)).toBe(1);
    expect(sample(s, 'pyramidion_http_requests_total', { route: '/v1/matches/:id', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(sample(s, 'pyramidion_http_requests_total', { route: '/v1/matches/:id', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(sample(s, 'pyramidion_http_requests_total', { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    // No label value is a raw URL (a match id, or the unknown path).
    const routes = new Set(s.filter((x) => x.name === 'pyramidion_http_requests_total').map((x) => x.labels.route));
    for (const r of routes) expect(r).not.toMatch(/[0-9a-f]{8}-|no\/such/);
    expect(routes.has('/metrics')).toBe(false);

    expect(sample(s, 'pyramidion_moves_committed_total', { game: 'pyramid-solitaire', kind: 'move' })).toBe(1);
    expect(sample(s, 'pyramidion_moves_committed_total', { game: 'pyramid-solitaire', kind: 'resign' })).toBe(1);
    expect(sample(s, 'pyramidion_matches_created_total', { game: 'pyramid-solitaire' })).toBe(2);
    expect(sample(s, 'pyramidion_matches_finished_total', { game: 'pyramid-solitaire', ended_by: 'resignation' })).toBe(1);
  });

  it('counts GraphQL operations by type and name, unnamed ones as anonymous', async () => {
    await gql(t, ann.token, 'query Catalogue { games { id } }');
    await gql(t, ann.token, '{ games { id } }');
    const s = await scrape();
    expect(sample(s, 'pyramidion_graphql_operations_total', { transport: 'http', type: 'query', name: 'Catalogue' })).toBe(1);
    expect(sample(s, 'pyramidion_graphql_operations_total', { transport: 'http', type: 'query', name: 'anonymous' })).toBe(1);
    expect(sample(s, 'pyramidion_http_requests_total', { route: '/graphql', method: 'POST', status_class: '2xx' })).toBe(2);
  });

  it('counts open SSE streams up and down', async () => {
    const before = sample(await scrape(), 'pyramidion_sse_streams');
    expect(before).toBe(0);
    const stream = await sse(t, ann, '0');
    await stream.until(1);
    expect(sample(await scrape(), 'pyramidion_sse_streams')).toBe(1);
    stream.close();
    await waitFor('the stream to close', async () => sample(await scrape(), 'pyramidion_sse_streams') === 0);
  });

  it('shows the webhook outbox depth and the delivery lag', async () => {
    const hook = await t.http.post('/v1/me/webhooks').set(ann.auth).send({ url: `${rx.url}/hook` }).expect(201);
    expect(hook.body.id).toBeDefined();
    await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201);
    // The delivery was attempted (and refused): it stays pending, due again in ten minutes.
    await waitFor('an attempt', () => rx.received.length > 0);
    const s = await waitFor('the lag to be recorded', async () => {
      const s = await scrape();
      return (sample(s, 'pyramidion_job_lag_seconds_count', { job: 'webhook_delivery' }) ?? 0) > 0 && s;
    });
    expect(sample(s, 'pyramidion_webhook_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(s, 'pyramidion_job_lag_seconds_bucket', { job: 'webhook_delivery', le: '+Inf' })).toBeGreaterThanOrEqual(1);
  });

  it('is served to loopback and private callers only, and not in the OpenAPI document', async () => {
    expect((await inject(t, '10.1.2.3')).statusCode).toBe(200);
    expect((await inject(t, '::ffff:192.168.4.5')).statusCode).toBe(200);
    const outside = await inject(t, '203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(outside.json().code).toBe('FORBIDDEN');
    expect((await inject(t, '2001:db8::1')).statusCode).toBe(403);
    const doc = await t.http.get('/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).not.toContain('/metrics');
  });

  it('with METRICS_TOKEN, only to the bearer of the token (wherever they are)', async () => {
    const token = 'metrics-token-0123456789';
    const u = await startApp('metrics-token', {}, { METRICS_TOKEN: token });
    try {
      const missing = await u.http.get('/metrics').expect(401);
      expect(missing.body.code).toBe('TOKEN_MISSING');
      expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await u.http.get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401)).body.code).toBe('TOKEN_INVALID');
      const ok = await inject(u, '203.0.113.9', { authorization: `Bearer ${token}` });
      expect(ok.statusCode).toBe(200);
      expect(parseExposition(ok.body).length).toBeGreaterThan(10);
    } finally {
      await u.close();
    }
  });

  it('with METRICS_ENABLED=false, not at all', async () => {
    const u = await startApp('metrics-off', {}, { METRICS_ENABLED: 'false' });
    try {
      const r = await u.http.get('/metrics').expect(404);
      expect(r.text).not.toContain('process_cpu');
    } finally {
      await u.close();
    }
  });
});

/**
 * Issue 15, browser access and production basics: CORS with real preflight requests, the
 * WebSocket origin check, request ids, readiness. (Logs, conditional reads and compression,
 * graceful shutdown: test/production/.)
 */
import WebSocket from 'ws';
import { register, startApp, type TestApp } from './support.js';

const ALLOWED = 'https://play.example.com';
const STRANGER = 'https://evil.example';

/** A browser's preflight for a JSON POST with a bearer token. */
const preflight = (t: TestApp, path: string, origin: string) =>
  t.http.options(path).set('Origin', origin).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'authorization, content-type');

/** Opens a graphql-ws socket with the given Origin header (none: a non-browser client). */
function upgrade(t: TestApp, origin?: string): Promise<{ opened: true } | { status: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(t.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', origin ? { origin } : {});
    ws.once('open', () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', (e) => reject(e));
  });
}

describe('CORS with listed origins (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('cors-listed', {}, { CORS_ORIGINS: ALLOWED });
  });
  afterAll(() => t.close());

  it('answers a listed origin\'s preflight: 204, the origin echoed, the methods and headers the API takes, no credentials', async () => {
    const r = await preflight(t, '/v1/matches', ALLOWED);
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(r.headers['access-control-allow-methods']).toContain('POST');
    expect(r.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(r.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers.vary).toMatch(/Origin/);
  });

  it('gives an unlisted origin\'s preflight no Access-Control-Allow-Origin, so the browser refuses the call', async () => {
    const r = await preflight(t, '/v1/matches', STRANGER);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.status).toBeGreaterThanOrEqual(400);
  });

  it('lets a listed page read the request id, ETag and Retry-After of an actual response', async () => {
    const r = await t.http.get('/v1/games').set('Origin', ALLOWED).expect(200);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(r.headers['access-control-expose-headers']).toMatch(/X-Request-Id/);
    expect(r.headers['access-control-expose-headers']).toMatch(/ETag/);
    expect(r.headers['access-control-expose-headers']).toMatch(/Retry-After/);
    const stranger = await t.http.get('/v1/games').set('Origin', STRANGER).expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a graphql-ws upgrade from an unlisted page with 403, before any message', async () => {
    expect(await upgrade(t, STRANGER)).toEqual({ status: 403 });
  });

  it('accepts graphql-ws from a listed page, from this host\'s own page, and from clients that send no Origin', async () => {
    expect(await upgrade(t, ALLOWED)).toEqual({ opened: true });
    expect(await upgrade(t, new URL(t.url).origin)).toEqual({ opened: true });
    expect(await upgrade(t)).toEqual({ opened: true });
  });
});

describe('CORS defaults', () => {
  it('in production with no CORS_ORIGINS, no origin gets CORS headers and browser sockets are refused', async () => {
    const t = await startApp('cors-production', {}, { NODE_ENV: 'production', LOG_FORMAT: 'json' });
    try {
      const r = await preflight(t, '/v1/matches', ALLOWED);
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(await upgrade(t, ALLOWED)).toEqual({ status: 403 });
    } finally {
      await t.close();
    }
  });

  it('while developing (no CORS_ORIGINS), any origin is allowed', async () => {
    const t = await startApp('cors-development', {}, { NODE_ENV: 'development' });
    try {
      const r = await preflight(t, '/v1/matches', STRANGER);
      expect(r.status).toBe(204);
      expect(r.headers['access-control-allow-origin']).toBe(STRANGER);
      expect(await upgrade(t, STRANGER)).toEqual({ opened: true });
    } finally {
      await t.close();
    }
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('request-ids');
  });
  afterAll(() => t.close());

  it('generates an id when the client sends none, and returns it in the header and the problem body', async () => {
    const r = await t.http.get('/v1/matches/00000000-0000-4000-8000-000000000000').expect(401);
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.requestId).toBe(r.headers['x-request-id']);
    const again = await t.http.get('/health').expect(200);
    expect(again.headers['x-request-id']).not.toBe(r.headers['x-request-id']);
  });

  it('keeps a client\'s X-Request-Id that is short and plain', async () => {
    const alice = await register(t, 'rid');
    const r = await t.http.get('/v1/matches/00000000-0000-4000-8000-000000000000').set(alice.auth).set('X-Request-Id', 'trace-42.a:b_c').expect(404);
    expect(r.headers['x-request-id']).toBe('trace-42.a:b_c');
    expect(r.body).toMatchObject({ code: 'MATCH_NOT_FOUND', requestId: 'trace-42.a:b_c' });
  });

  it('puts the id in a GraphQL error\'s extensions too (over HTTP)', async () => {
    const alice = await register(t, 'ridgql');
    const r = await t.http.post('/graphql').set(alice.auth).set('X-Request-Id', 'gql-7')
      .send({ query: 'query($id: ID!) { match(id: $id) { version } }', variables: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(r.headers['x-request-id']).toBe('gql-7');
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'MATCH_NOT_FOUND', requestId: 'gql-7' });
  });

  it('replaces an X-Request-Id that is too long or has other characters', async () => {
    for (const bad of ['x'.repeat(129), 'a b', 'a"b', '<script>']) {
      const r = await t.http.get('/health').set('X-Request-Id', bad).expect(200);
      expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on a rate-limited answer too (refused before any route runs)', async () => {
    const limited = await startApp('request-ids-429', {}, { AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const body = { username: 'nobody_here', password: 'not the password' };
      await limited.http.post('/v1/auth/login').send(body);
      const r = await limited.http.post('/v1/auth/login').send(body).expect(429);
      expect(r.body).toMatchObject({ code: 'RATE_LIMITED', requestId: r.headers['x-request-id'] });
    } finally {
      await limited.close();
    }
  });
});

describe('health', () => {
  it('is live but not ready while Redis is unreachable, and says which dependency failed', async () => {
    const t = await startApp('health-no-redis', {}, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      await t.http.get('/health').expect(200, { status: 'ok' });
      const r = await t.http.get('/health/ready').expect(503);
      expect(r.body).toMatchObject({ code: 'REDIS_UNAVAILABLE' });
      expect(r.headers['retry-after']).toBe('1');
    } finally {
      await t.close();
    }
  });

  it('is ready when the database and (when configured) Redis answer', async () => {
    const t = await startApp('health-ready');
    try {
      const r = await t.http.get('/health/ready').expect(200);
      expect(r.body).toMatchObject({ status: 'ready', database: t.config.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgresql' });
      expect(r.body.redis).toBe(process.env.REDIS_URL ? 'ok' : 'not configured');
    } finally {
      await t.close();
    }
  });
});

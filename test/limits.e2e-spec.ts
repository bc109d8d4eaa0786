/**
 * Limits that an attacker must not walk around (issue 9): sign-in budgets decided from the matched
 * route and the parsed operation, per account as well as per address, over REST, GraphQL HTTP and
 * graphql-ws; GraphQL size, depth, alias and cost limits; WebSocket frame and connection caps;
 * slow request bodies; one token verifier.
 */
import { connect } from 'node:net';
import WebSocket from 'ws';
import jwt from 'jsonwebtoken';
import { createClient, type Client } from 'graphql-ws';
import { getIntrospectionQuery } from 'graphql';
import { gql, JWT_SECRET, register, startApp, uniqueName, type TestApp } from './support.js';

const wsUrl = (t: TestApp) => t.url.replace(/^http/, 'ws') + '/graphql';

function wsClient(t: TestApp, token: string | null): Client {
  return createClient({ url: wsUrl(t), webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0, lazy: false });
}

/** One operation over graphql-ws: its first result or its errors. */
function wsRun(c: Client, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  return new Promise((resolve, reject) => {
    let done = false;
    c.subscribe({ query, variables }, {
      next: (r) => {
        done = true;
        resolve(r as never);
      },
      error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
      complete: () => (done ? undefined : resolve({})),
    });
  });
}

/** Opens a raw socket and waits for its close code. */
function closeCodeOf(t: TestApp, token: string, send?: (ws: WebSocket) => void, timeoutMs = 8000): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(t), 'graphql-transport-ws');
    const timer = setTimeout(() => reject(new Error('socket stayed open')), timeoutMs);
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      send?.(ws);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    ws.on('error', () => undefined);
  });
}

describe('sign-in budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-auth', {}, { AUTH_RATE_LIMIT_PER_MINUTE: '6', LOGIN_FAILURES_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('counts a percent-encoded path to the sign-in route, and answers 429 with Retry-After and a sentence', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.http.post('/v1/%61uth/login').send({ username: 'nobody_x', password: 'guess-number-' + i });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.headers['retry-after']).toMatch(/^\d+$/);
        expect(r.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect(r.body.detail).toMatch(/Too many sign-in attempts; retry in \d+ s/);
      }
    }
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Other routes keep their own, larger budget.
    await t.http.get('/v1/games').expect(200);
  });
});

describe('GraphQL sign-in budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-gql', {}, { AUTH_RATE_LIMIT_PER_MINUTE: '5', LOGIN_FAILURES_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('counts each aliased root field, whatever the text: ten registrations in one request are refused whole', async () => {
    const names = Array.from({ length: 10 }, (_, i) => uniqueName(`bulk${i}`));
    const query = `mutation {\n${names.map((n, i) => `a${i}: register #x\n(username: "${n}", password: "long-enough-pw") { accessToken }`).join('\n')}\n}`;
    const r = await gql(t, null, query);
    expect(r.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(r.data ?? null).toBeNull();
    const { PrismaService } = await import('../src/persistence/prisma.service.js');
    const made = await t.app.get(PrismaService).db.user.count({ where: { usernameKey: { in: names.map((n) => n.toLowerCase()) } } });
    expect(made).toBe(0);
  });
});

describe('graphql-ws sign-in budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-ws', {}, { AUTH_RATE_LIMIT_PER_MINUTE: '5', LOGIN_FAILURES_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('limits password guesses over one graphql-ws socket, then refuses even the right password', async () => {
    const alice = await register(t, 'wsguess');
    const c = wsClient(t, alice.token);
    try {
      const codes: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await wsRun(c, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }', { u: alice.username, p: `wrong-${i}-password` });
        codes.push(r.errors?.[0].extensions?.code);
      }
      expect(codes).toContain('RATE_LIMITED');
      const right = await wsRun(c, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }', { u: alice.username, p: 'correct horse battery' });
      expect(right.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await c.dispose();
    }
  });
});

describe('per-account sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-account', {}, { LOGIN_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => t.close());

  it('locks an account after its failed sign-ins, from any address, with 429 and Retry-After; others are unaffected', async () => {
    const victim = await register(t, 'victim');
    const bystander = await register(t, 'bystander');
    for (let i = 0; i < 3; i++) await t.http.post('/v1/auth/login').send({ username: victim.username, password: `nope-${i}-nope` }).expect(401);
    const locked = await t.http.post('/v1/auth/login').send({ username: victim.username.toUpperCase(), password: 'correct horse battery' }).expect(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await t.http.post('/v1/auth/login').send({ username: bystander.username, password: 'correct horse battery' }).expect(200);
  });
});

describe('GraphQL and WebSocket resource limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-shape', {}, { WS_MAX_CONNECTIONS_PER_ADDRESS: '4', WS_MAX_CONNECTIONS_PER_USER: '2', REQUEST_TIMEOUT_MS: '1500', GRAPHQL_MAX_DEPTH: '5' });
  });
  afterAll(() => t.close());

  it('refuses too many aliases, too much depth and too much cost with typed errors, and still serves introspection', async () => {
    const alice = await register(t, 'shape');
    const aliases = await gql(t, alice.token, `{ ${Array.from({ length: 120 }, (_, i) => `g${i}: games { id }`).join(' ')} }`);
    expect(aliases.errors?.[0].extensions?.code).toBe('TOO_MANY_ALIASES');
    expect(aliases.data ?? null).toBeNull();
    const deep = await gql(t, alice.token, '{ matches { items { view { ... on NosVigilanView { players { hand { ... on NosVigilanKnownCard { challenge { __typename } } } } } } } } }');
    expect(deep.errors?.[0].extensions?.code).toBe('QUERY_TOO_DEEP');
    // 14 lists of 50 matches, each reading its legal moves again: refused before any is read.
    const wide = Array.from({ length: 14 }, (_, i) => `m${i}: matches(limit: 50) { items { id game status version ply seats { seat user { id } } legalMovesJson viewJson } }`).join(' ');
    const costly = await gql(t, alice.token, `{ ${wide} }`);
    expect(costly.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY', maxCost: t.config.GRAPHQL_MAX_COST } });
    expect(costly.data ?? null).toBeNull();
    const fine = await gql(t, alice.token, '{ matches(limit: 20) { items { id viewJson legalMovesJson } } }');
    expect(fine.errors).toBeUndefined();
    // One text, two page sizes: the cost follows the variables (a checked document is remembered,
    // its cost is not taken from a cheaper earlier request).
    const paged = 'query($n: Int) { a: matches(limit: $n) { items { id viewJson legalMovesJson } } b: matches(limit: $n) { items { id viewJson legalMovesJson } } }';
    expect((await gql(t, alice.token, paged, { n: 20 })).errors).toBeUndefined();
    expect((await gql(t, alice.token, paged, { n: 50 })).errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } });
    expect((await gql(t, alice.token, paged, { n: 20 })).errors).toBeUndefined();
    const intro = await gql(t, null, getIntrospectionQuery());
    expect(intro.errors).toBeUndefined();
    expect(intro.data?.__schema.types.length).toBeGreaterThan(10);
    const huge = await gql(t, alice.token, `{ ${'games { id } '.repeat(800)} }`);
    expect(huge.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('remembers a graphql-ws document by its text, and still limits each operation by its variables', async () => {
    const alice = await register(t, 'wsdoc');
    const c = wsClient(t, alice.token);
    try {
      const paged = 'query($n: Int) { a: matches(limit: $n) { items { id viewJson legalMovesJson } } b: matches(limit: $n) { items { id viewJson legalMovesJson } } }';
      expect((await wsRun(c, paged, { n: 20 })).errors).toBeUndefined();
      expect((await wsRun(c, paged, { n: 50 })).errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } });
      expect((await wsRun(c, paged, { n: 20 })).errors).toBeUndefined();
      // A text that does not validate is refused every time (never remembered as good).
      for (let i = 0; i < 2; i++) expect((await wsRun(c, '{ games { nope } }')).errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await c.dispose();
    }
  });

  it('closes a socket whose frame is larger than the body limit, before executing it', async () => {
    const alice = await register(t, 'frame');
    const big = 'x'.repeat(t.config.BODY_LIMIT_BYTES + 1024);
    const code = await closeCodeOf(t, alice.token, (ws) => ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ games { id } } # ${big}` } })));
    expect(code).toBe(1009); // message too big
  });

  it('caps sockets per user and per address', async () => {
    const alice = await register(t, 'capuser');
    const bob = await register(t, 'capaddr');
    const a1 = wsClient(t, alice.token);
    const a2 = wsClient(t, alice.token);
    await wsRun(a1, '{ games { id } }');
    await wsRun(a2, '{ games { id } }');
    expect(await closeCodeOf(t, alice.token)).toBe(4429);
    const b1 = wsClient(t, bob.token);
    const b2 = wsClient(t, bob.token);
    await wsRun(b1, '{ games { id } }');
    await wsRun(b2, '{ games { id } }');
    expect(await closeCodeOf(t, bob.token)).toBe(4429); // the fifth socket from 127.0.0.1
    for (const c of [a1, a2, b1, b2]) await c.dispose();
  });

  it('times out a request body that trickles in', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const s = connect(Number(new URL(t.url).port), '127.0.0.1', () => {
        s.write('POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
      });
      let got = '';
      const trickle = setInterval(() => s.write(' '), 300);
      s.on('data', (d) => (got += d.toString()));
      s.on('close', () => {
        clearInterval(trickle);
        resolve(got);
      });
      s.on('error', () => undefined);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('GraphQL time budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-budget', {}, { GRAPHQL_TIME_BUDGET_MS: '1' });
  });
  afterAll(() => t.close());

  it('cuts short a query that runs past GRAPHQL_TIME_BUDGET_MS, with QUERY_TIMEOUT', async () => {
    const alice = await register(t, 'budget');
    const match = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    // The top bot level searches sampled deals for a while: far more than the budget of 1 ms, so
    // either the root field or the fields under it are past the budget.
    const r = await gql(t, alice.token, /* GraphQL */ `query($id: ID!) { hint(matchId: $id) { game level move { __typename } } }`, { id: match.id });
    expect(r.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TIMEOUT');
    expect(r.errors?.find((e) => e.extensions?.code === 'QUERY_TIMEOUT')?.message).toMatch(/time budget of 1 ms/);
  });
});

describe('tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('limits-tokens', {}, { ACCESS_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(() => t.close());

  it('refuses an HS512 token signed with the right secret, over REST and graphql-ws alike', async () => {
    const alice = await register(t, 'hs512');
    const claims = jwt.decode(alice.token) as { sub: string; sid: string };
    const hs512 = jwt.sign({ sid: claims.sid }, JWT_SECRET, { algorithm: 'HS512', subject: claims.sub, expiresIn: 60 });
    const r = await t.http.get('/v1/me').set('Authorization', `Bearer ${hs512}`).expect(401);
    expect(r.body.code).toBe('TOKEN_INVALID');
    expect(await closeCodeOf(t, hs512)).toBe(4403);
  });

  it("takes the user from the token's subject and the database, never from a username claim", async () => {
    const alice = await register(t, 'claims');
    const claims = jwt.decode(alice.token) as { sub: string; sid: string };
    const forged = jwt.sign({ sid: claims.sid, username: 'mallory' }, JWT_SECRET, { algorithm: 'HS256', subject: claims.sub, expiresIn: 60 });
    const me = await t.http.get('/v1/me').set('Authorization', `Bearer ${forged}`).expect(200);
    expect(me.body.username).toBe(alice.username);
    const m = await t.http.post('/v1/matches').set('Authorization', `Bearer ${forged}`).send({ game: 'pyramid-solitaire' }).expect(201);
    expect(m.body.seats[0].user.username).toBe(alice.username);
  });

  it('answers TOKEN_EXPIRED for a token it verified before, once it has expired', async () => {
    const alice = await register(t, 'remembered');
    await t.http.get('/v1/me').set(alice.auth).expect(200);
    const { exp } = jwt.decode(alice.token) as { exp: number };
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
    expect((await t.http.get('/v1/me').set(alice.auth).expect(401)).body.code).toBe('TOKEN_EXPIRED');
    expect((await gql(t, alice.token, '{ me { username } }')).errors![0].extensions!.code).toBe('TOKEN_EXPIRED');
  });

  it('answers 401, not 500, for a valid token of an account that is gone', async () => {
    const ghost = await register(t, 'ghost');
    const { PrismaService } = await import('../src/persistence/prisma.service.js');
    await t.app.get(PrismaService).db.user.delete({ where: { id: ghost.id } });
    const r = await t.http.post('/v1/matches').set(ghost.auth).send({ game: 'pyramid-solitaire' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('SESSION_ENDED');
  });

  it('closes a socket when its access token expires, and when its session is logged out', async () => {
    const alice = await register(t, 'expiry');
    const started = Date.now();
    expect(await closeCodeOf(t, alice.token)).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);

    const login = await t.http.post('/v1/auth/login').send({ username: alice.username, password: 'correct horse battery' }).expect(200);
    const opened = Date.now();
    const closed = closeCodeOf(t, login.body.accessToken);
    await new Promise((r) => setTimeout(r, 200));
    await t.http.post('/v1/auth/logout').send({ refreshToken: login.body.refreshToken }).expect(204);
    expect(await closed).toBe(4401);
    expect(Date.now() - opened).toBeLessThan(1500); // the logout closed it, not the 2 s expiry
  });
});

/**
 * Work-based budgets and caps (issue 37, items 2 and 3; issue 38's "client files never refused"):
 * - every client (API token, user, address) spends cost points per minute: a REST list by its
 *   page size, a GraphQL operation (HTTP or graphql-ws) by its computed cost; the budget is in the
 *   IETF draft's RateLimit-Policy / RateLimit fields and GraphQL's `extensions.cost`; spent, it is
 *   429 RATE_LIMITED with Retry-After;
 * - the web client's page and assets are served whatever the API's budgets say;
 * - open SSE streams per user and pending challenges per user and per pair are capped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { WorkGate } from '../src/platform/work-gate.js';
import { gql, register, startApp, type Player, type TestApp } from './support.js';

/** The audit's query: the most aliases the limits accept, each a page of matches with views and legal moves. */
const AUDIT_QUERY = `query { ${Array.from({ length: 15 }, (_, i) => `a${i}: matches(limit: 5) { items { viewJson legalMovesJson } }`).join(' ')} }`;

const POLICY = /^"cost";q=(\d+);w=60$/;
const STATE = /^"cost";r=(\d+);t=(\d+)$/;
const remainingOf = (header: string | undefined) => Number(STATE.exec(header ?? '')?.[1] ?? NaN);

function webDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pyramidion-budget-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div><script type="module" src="/assets/app-BUDGET.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-BUDGET.js'), 'console.log("client");');
  return dir;
}

describe('work budgets', () => {
  const BUDGET = 3000;
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webDir();
    t = await startApp('budgets', {}, { COST_BUDGET_PER_MINUTE: String(BUDGET), WEB_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('charges a REST list by its page size (matches: 10 points an item) and says so in RateLimit-Policy and RateLimit', async () => {
    const ann = await register(t, 'bud_ann');
    const list = await t.http.get('/v1/matches?limit=100').set(ann.auth).expect(200);
    expect(list.headers['ratelimit-policy']).toMatch(POLICY);
    expect(Number(POLICY.exec(list.headers['ratelimit-policy'])![1])).toBe(BUDGET);
    expect(list.headers['ratelimit']).toMatch(STATE);
    expect(remainingOf(list.headers['ratelimit'])).toBe(BUDGET - (1 + 100 * 10));
    // The default page (20) of another list of non-match items: 1 + 50 for challenges.
    const challenges = await t.http.get('/v1/challenges').set(ann.auth).expect(200);
    expect(remainingOf(challenges.headers['ratelimit'])).toBe(BUDGET - 1001 - 51);
    // A single read costs 1.
    const me = await t.http.get('/v1/me').set(ann.auth).expect(200);
    expect(remainingOf(me.headers['ratelimit'])).toBe(BUDGET - 1001 - 51 - 1);
  });

  it("charges a GraphQL operation its computed cost, reported in extensions.cost and the headers, then refuses with 429 once it is spent", async () => {
    const ben = await register(t, 'bud_ben');
    const first = await t.http.post('/graphql').set(ben.auth).send({ query: AUDIT_QUERY }).expect(200);
    const cost = first.body.extensions.cost as { requested: number; remaining: number; limit: number };
    // 15 aliases x 5 matches x (viewJson 1 + legalMovesJson 20 + items) : the estimators' price.
    expect(cost.requested).toBeGreaterThan(1000);
    expect(cost).toEqual({ requested: cost.requested, remaining: BUDGET - cost.requested, limit: BUDGET });
    expect(remainingOf(first.headers['ratelimit'])).toBe(cost.remaining);
    const second = await t.http.post('/graphql').set(ben.auth).send({ query: AUDIT_QUERY });
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^\d+$/);
    expect(second.headers['ratelimit']).toMatch(/^"cost";r=0;t=\d+$/);
    expect(second.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', cost: cost.requested });
    // REST draws on the same budget: the list is refused too, in the existing 429 shape.
    const rest = await t.http.get('/v1/matches?limit=100').set(ben.auth).expect(429);
    expect(rest.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(rest.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', cost: 1001, remaining: 0 });
    // Another user's budget is their own.
    const cat = await register(t, 'bud_cat');
    await t.http.get('/v1/matches?limit=100').set(cat.auth).expect(200);
  });

  it('charges graphql-ws operations to the same budget', async () => {
    const dee = await register(t, 'bud_dee');
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${dee.token}` }, retryAttempts: 0 });
    const run = () =>
      new Promise<{ data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
        client.subscribe({ query: AUDIT_QUERY }, { next: (r) => resolve(r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => undefined });
      });
    try {
      expect((await run()).data).toBeDefined();
      const after = await t.http.get('/v1/me').set(dee.auth).expect(200);
      expect(remainingOf(after.headers['ratelimit'])).toBeLessThan(BUDGET - 1000);
      const refused = await run();
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await client.dispose();
    }
  });

  it('serves the web client (GET / and an asset) to a client whose budget is spent', async () => {
    const eve = await register(t, 'bud_eve');
    let status = 200;
    for (let i = 0; i < 5 && status === 200; i++) status = (await t.http.get('/v1/matches?limit=100').set(eve.auth)).status;
    expect(status).toBe(429);
    const page = await t.http.get('/').set(eve.auth).expect(200);
    expect(page.text).toContain('<div id="app">');
    expect(page.headers['ratelimit']).toBeUndefined();
    await t.http.get('/assets/app-BUDGET.js').set(eve.auth).expect(200);
  });
});

describe('the work gate over graphql-ws (as over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('budgets-gate', {}, { EXPENSIVE_COST: '100', EXPENSIVE_CONCURRENCY: '1' });
  });
  afterAll(async () => t.close());

  it('an expensive query waits for the slot the gate is busy with, and runs once it is free; a cheap one and a subscription never wait', async () => {
    const eve = await register(t, 'gate_eve');
    const match = (await t.http.post('/v1/matches').set(eve.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body as { id: string };
    const gate = t.app.get(WorkGate);
    // Not lazy: the socket stays open between operations (a lazy client closes it when its count of them drops to 0).
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${eve.token}` }, retryAttempts: 0, lazy: false });
    const first = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<{ data?: unknown; errors?: unknown[] }>((resolve, reject) => {
        const stop = client.subscribe({ query, variables }, { next: (r) => (resolve(r as never), stop()), error: reject, complete: () => undefined });
      });
    const free = await gate.enter(); // the one slot, busy
    try {
      let answered = false;
      const expensive = first(AUDIT_QUERY).then((r) => ((answered = true), r));
      for (let i = 0; i < 200 && gate.queued < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(gate.queued).toBe(2); // the busy slot and the query waiting for it
      // Meanwhile a cheap query and a match's stream are served.
      expect(((await first('query { me { username } }')).data as { me: { username: string } }).me.username).toBe(eve.username);
      const event = await first('subscription($id: ID!) { matchEvents(matchId: $id) { kind } }', { id: match.id });
      expect((event.data as { matchEvents: { kind: string } }).matchEvents.kind).toBe('current');
      expect(answered).toBe(false);
      free();
      const r = await expensive;
      expect(r.errors).toBeUndefined();
      expect(Object.keys(r.data as object)).toHaveLength(15);
      expect(gate.queued).toBe(0);
    } finally {
      free();
      await client.dispose();
    }
  });
});

describe('the web client and the per-address request limit', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webDir();
    t = await startApp('budgets-address', {}, { RATE_LIMIT_PER_MINUTE: '3', WEB_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('issue 38: with the per-address budget spent, GET / and /assets/*.js still answer 200', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.http.get('/v1/games')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t.http.get('/').expect(200);
    await t.http.get('/index.html').expect(200);
    await t.http.get('/assets/app-BUDGET.js').expect(200);
    await t.http.get('/v1/games').expect(429);
  });
});

describe('caps on streams and challenges (defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('budgets-caps');
  });
  afterAll(() => t.close());

  /** Opens an SSE stream; its status, and a way to close it. */
  async function open(p: Player, path: string): Promise<{ status: number; body: string; close: () => void }> {
    const gone = new AbortController();
    const res = await fetch(`${t.url}${path}`, { headers: { ...p.auth, accept: 'text/event-stream' }, signal: gone.signal });
    const body = res.status === 200 ? '' : await res.text();
    return { status: res.status, body, close: () => gone.abort() };
  }

  it('the audit: 60 event streams for one user, only SSE_STREAMS_PER_USER (10) are accepted, match streams included; closing one makes room', async () => {
    const ann = await register(t, 'cap_ann');
    const match = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    const streams = [];
    for (let i = 0; i < 60; i++) {
      streams.push(await open(ann, i % 2 ? '/v1/me/events' : `/v1/matches/${match.id}/events`));
    }
    try {
      expect(streams.filter((s) => s.status === 200)).toHaveLength(t.config.SSE_STREAMS_PER_USER);
      expect(t.config.SSE_STREAMS_PER_USER).toBe(10);
      const refused = streams.filter((s) => s.status !== 200);
      expect(new Set(refused.map((s) => s.status))).toEqual(new Set([429]));
      expect(JSON.parse(refused[0].body)).toMatchObject({ status: 429, code: 'TOO_MANY_STREAMS' });
      // Another user is not affected.
      const ben = await register(t, 'cap_ben');
      const other = await open(ben, '/v1/me/events');
      expect(other.status).toBe(200);
      other.close();
      // Closing a stream gives its slot back (once the server has seen it go).
      streams[0].close();
      let again = { status: 0, close: () => undefined as void };
      for (let i = 0; i < 50 && again.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        again = await open(ann, '/v1/me/events');
        if (again.status !== 200) again.close();
      }
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('the audit: 40 challenges to one opponent, only PENDING_CHALLENGES_PER_PAIR (3) reach their log; the 4th is 409 TOO_MANY_CHALLENGES', async () => {
    const ann = await register(t, 'cap_cha');
    const victim = await register(t, 'cap_vic');
    const statuses: number[] = [];
    let refusal: Record<string, unknown> | null = null;
    for (let i = 0; i < 40; i++) {
      const r = await t.http.post('/v1/challenges').set(ann.auth).send({ users: [victim.username], game: 'allmer-pyramid' });
      statuses.push(r.status);
      if (r.status !== 201) refusal ??= r.body;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual(Array(37).fill(409));
    expect(refusal).toMatchObject({ status: 409, code: 'TOO_MANY_CHALLENGES' });
    const log = (await t.http.get('/v1/me/events?after=0&limit=500').set(victim.auth).expect(200)).body.items as { type: string }[];
    expect(log.filter((e) => e.type === 'challenge_received')).toHaveLength(3);
    // Cancelling one makes room for one more.
    const mine = (await t.http.get('/v1/challenges?status=pending').set(ann.auth).expect(200)).body.items as { id: string }[];
    await t.http.post(`/v1/challenges/${mine[0].id}/cancel`).set(ann.auth).expect(200);
    await t.http.post('/v1/challenges').set(ann.auth).send({ users: [victim.username], game: 'allmer-pyramid' }).expect(201);
  });

  it('at most PENDING_CHALLENGES_PER_USER (20) pending challenges in all, over GraphQL too', async () => {
    const ann = await register(t, 'cap_many');
    const others = await Promise.all(Array.from({ length: 21 }, (_, i) => register(t, `cap_o${i}`)));
    for (const o of others.slice(0, 20)) await t.http.post('/v1/challenges').set(ann.auth).send({ users: [o.username], game: 'allmer-pyramid' }).expect(201);
    const r = await t.http.post('/v1/challenges').set(ann.auth).send({ users: [others[20].username], game: 'allmer-pyramid' }).expect(409);
    expect(r.body).toMatchObject({ code: 'TOO_MANY_CHALLENGES', max: 20 });
    const g = await gql(t, ann.token, 'mutation($u: [String!]!) { createChallenge(users: $u, game: "allmer-pyramid") { id } }', { u: [others[20].username] });
    expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_CHALLENGES');
  });
});

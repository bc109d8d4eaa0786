/**
 * Personal API tokens: created with a name, scopes and an optional expiry, the secret shown once
 * and stored hashed; usable on REST, GraphQL and graphql-ws; last use recorded at most once a
 * minute; revoked at once, including open graphql-ws sockets and SSE streams. Bot accounts:
 * upgrade before playing as a person, then play only with the `bot` scope.
 */
import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { gql, ManualClock, register, startApp, type Player, type TestApp } from './support.js';
import { PrismaService } from '../src/persistence/prisma.service.js';

describe('personal API tokens', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    t = await startApp('tokens', { clock });
  });
  afterAll(() => t.close());

  const createToken = async (p: Player, scopes: string[], extra: Record<string, unknown> = {}) => {
    const r = await t.http.post('/v1/me/tokens').set(p.auth).send({ name: 'test token', scopes, ...extra }).expect(201);
    return r.body as { id: string; token: string; scopes: string[]; expiresAt: string | null };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('creates a token whose secret is shown once and stored only as its SHA-256', async () => {
    const ada = await register(t, 'ada');
    const created = await createToken(ada, ['read', 'play']);
    expect(created.token).toMatch(/^pyr_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['read', 'play']);
    const list = await t.http.get('/v1/me/tokens').set(ada.auth).expect(200);
    expect(list.body.items).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    const row = await t.app.get(PrismaService).db.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
  });

  it('lists tokens a page at a time: every live token exactly once, newest first (ties by id), to the end', async () => {
    const lia = await register(t, 'lia');
    const made: { id: string; createdAt: string }[] = [];
    for (let i = 0; i < 6; i++) made.push(await createToken(lia, ['read']) as unknown as { id: string; createdAt: string });
    await t.http.delete(`/v1/me/tokens/${made[2].id}`).set(lia.auth).expect(204);
    const live = made.filter((x) => x.id !== made[2].id).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : 1)).map((x) => x.id);
    type Page = { items: { id: string }[]; nextCursor: string | null };
    const rest = async (c: string | null): Promise<Page> => (await t.http.get(`/v1/me/tokens?limit=2${c ? `&cursor=${c}` : ''}`).set(lia.auth).expect(200)).body;
    const graph = async (c: string | null): Promise<Page> => (await gql(t, lia.token, 'query($c:String){ myApiTokens(limit: 3, cursor: $c){ items { id } nextCursor } }', { c })).data!.myApiTokens;
    for (const read of [rest, graph]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await read(cursor);
        seen.push(...page.items.map((x) => x.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(live);
    }
    expect((await t.http.get('/v1/me/tokens?limit=101').set(lia.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/me/tokens?cursor=eyJ9').set(lia.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    expect((await gql(t, lia.token, '{ myApiTokens(cursor: "nope"){ nextCursor } }')).errors?.[0].extensions?.code).toBe('INVALID_CURSOR');
  });

  it('refuses bad token requests with 400 VALIDATION_FAILED and creates nothing', async () => {
    const bea = await register(t, 'bea');
    for (const body of [{ name: 'x', scopes: [] }, { name: 'x', scopes: ['admin'] }, { name: '', scopes: ['read'] }, { name: 'x', scopes: ['read'], expiresInDays: 0 }]) {
      const r = await t.http.post('/v1/me/tokens').set(bea.auth).send(body).expect(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.http.get('/v1/me/tokens').set(bea.auth).expect(200)).body.items).toEqual([]);
  });

  it('works as a bearer token on REST and GraphQL, within its scopes', async () => {
    const cai = await register(t, 'cai');
    const { token } = await createToken(cai, ['read', 'play']);
    const m = await t.http.post('/v1/matches').set(bearer(token)).send({ game: 'pyramid-solitaire' }).expect(201);
    await t.http.get(`/v1/matches/${m.body.id}`).set(bearer(token)).expect(200);
    const q = await gql(t, token, /* GraphQL */ `query($id: ID!) { match(id: $id) { id } me { username } }`, { id: m.body.id });
    expect(q.errors).toBeUndefined();
    expect(q.data!.me.username).toBe(cai.username);
    // No `webhooks`, no `account`: refused, naming the scope.
    const hooks = await t.http.get('/v1/me/webhooks').set(bearer(token)).expect(403);
    expect(hooks.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'webhooks' });
    const manage = await t.http.post('/v1/me/tokens').set(bearer(token)).send({ name: 'escalate', scopes: ['account'] }).expect(403);
    expect(manage.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'account' });
    const gqlRefused = await gql(t, token, /* GraphQL */ `{ myWebhooks { id } }`);
    expect(gqlRefused.errors![0].extensions).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'webhooks' });
    // A read-only token cannot move.
    const { token: readOnly } = await createToken(cai, ['read']);
    const move = await t.http.post(`/v1/matches/${m.body.id}/moves`).set(bearer(readOnly)).send({ move: { type: 'draw' }, expectedVersion: m.body.version }).expect(403);
    expect(move.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'play' });
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    const dov = await register(t, 'dov');
    const unknown = await t.http.get('/v1/me').set(bearer('pyr_' + 'A'.repeat(43))).expect(401);
    expect(unknown.body.code).toBe('TOKEN_INVALID');
    const expiring = await createToken(dov, ['read'], { expiresInDays: 1 });
    await t.http.get('/v1/me').set(bearer(expiring.token)).expect(200); // now cached
    clock.advance(86_400 + 1);
    const expired = await t.http.get('/v1/me').set(bearer(expiring.token)).expect(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
  });

  it('stops accepting a revoked token as soon as the revoke call returns, though it was cached', async () => {
    const eve = await register(t, 'eve');
    const { id, token } = await createToken(eve, ['read']);
    await t.http.get('/v1/me').set(bearer(token)).expect(200);
    await t.http.delete(`/v1/me/tokens/${id}`).set(eve.auth).expect(204);
    const r = await t.http.get('/v1/me').set(bearer(token)).expect(401);
    expect(r.body.code).toBe('TOKEN_REVOKED');
    expect((await t.http.get('/v1/me/tokens').set(eve.auth).expect(200)).body.items).toEqual([]);
    // Revoking it again, or another user's token, is a 404 and changes nothing.
    expect((await t.http.delete(`/v1/me/tokens/${id}`).set(eve.auth).expect(404)).body.code).toBe('API_TOKEN_NOT_FOUND');
    const fay = await register(t, 'fay');
    const other = await createToken(fay, ['read']);
    await t.http.delete(`/v1/me/tokens/${other.id}`).set(eve.auth).expect(404);
    await t.http.get('/v1/me').set(bearer(other.token)).expect(200);
  });

  it('records the last use at most once a minute', async () => {
    const gus = await register(t, 'gus');
    const { id, token } = await createToken(gus, ['read']);
    const lastUsed = async () => (await t.http.get('/v1/me/tokens').set(gus.auth).expect(200)).body.items.find((x: { id: string }) => x.id === id).lastUsedAt as string | null;
    expect(await lastUsed()).toBeNull();
    await t.http.get('/v1/me').set(bearer(token)).expect(200);
    const first = clock.now().toISOString();
    await waitFor(async () => (await lastUsed()) === first);
    clock.advance(30);
    await t.http.get('/v1/me').set(bearer(token)).expect(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await lastUsed()).toBe(first); // within the minute: not written again
    clock.advance(31);
    await t.http.get('/v1/me').set(bearer(token)).expect(200);
    const second = clock.now().toISOString();
    await waitFor(async () => (await lastUsed()) === second);
  });

  it('authenticates graphql-ws with a token and closes the socket (4401) when it is revoked', async () => {
    const hal = await register(t, 'hal');
    const { id, token } = await createToken(hal, ['read', 'play']);
    const m = (await t.http.post('/v1/matches').set(hal.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    let closedWith: number | null = null;
    const client = createClient({
      url: t.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (e) => (closedWith = (e as { code: number }).code) },
    });
    const first = new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id) { kind match { id } } }`, variables: { id: m.id } }, { next: (x) => resolve(x.data), error: reject, complete: () => undefined });
    });
    expect(await first).toEqual({ matchEvents: { kind: 'current', match: { id: m.id } } });
    await t.http.delete(`/v1/me/tokens/${id}`).set(hal.auth).expect(204);
    await waitFor(async () => closedWith !== null);
    expect(closedWith).toBe(4401);
    await client.dispose();
  });

  it('refuses a graphql-ws operation the token has no scope for, over the socket', async () => {
    const ian = await register(t, 'ian');
    const { token } = await createToken(ian, ['read']);
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const answer = await new Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>((resolve) => {
      client.subscribe({ query: /* GraphQL */ `mutation { createMatch(game: "pyramid-solitaire") { id } }` }, { next: (x) => resolve(x as never), error: (e) => resolve({ errors: e as never }), complete: () => undefined });
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'play' });
    await client.dispose();
  });

  it('ends an SSE stream of the token when it is revoked', async () => {
    const joy = await register(t, 'joy');
    const { id, token } = await createToken(joy, ['read']);
    const res = await fetch(`${t.url}/v1/me/events`, { headers: { ...bearer(token), accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: ready')) text += new TextDecoder().decode((await reader.read()).value);
    await t.http.delete(`/v1/me/tokens/${id}`).set(joy.auth).expect(204);
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
    ]);
    expect(ended).toBe(true);
  });

  it("ends a session's SSE stream when the session is signed out", async () => {
    const reg = await t.http.post('/v1/auth/register').send({ username: `sse_${Date.now().toString(36)}`, password: 'correct horse battery' }).expect(201);
    const res = await fetch(`${t.url}/v1/me/events`, { headers: { ...bearer(reg.body.accessToken), accept: 'text/event-stream' } });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: ready')) text += new TextDecoder().decode((await reader.read()).value);
    await t.http.post('/v1/auth/logout').send({ refreshToken: reg.body.refreshToken }).expect(204);
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
    ]);
    expect(ended).toBe(true);
  });

  it('manages tokens over GraphQL too', async () => {
    const kim = await register(t, 'kim');
    const c = await gql(t, kim.token, /* GraphQL */ `mutation { createApiToken(name: "g", scopes: ["read"], expiresInDays: 7) { id token scopes expiresAt } }`);
    expect(c.errors).toBeUndefined();
    const created = c.data!.createApiToken;
    expect(created.token).toMatch(/^pyr_/);
    expect((await gql(t, created.token, `{ me { username } }`)).data!.me.username).toBe(kim.username);
    const bad = await gql(t, kim.token, /* GraphQL */ `mutation { createApiToken(name: "g", scopes: ["root"]) { id } }`);
    expect(bad.errors![0].extensions!.code).toBe('VALIDATION_FAILED');
    const list = await gql(t, kim.token, `{ myApiTokens { items { id name } nextCursor } }`);
    expect(list.data!.myApiTokens.items.map((x: { id: string }) => x.id)).toEqual([created.id]);
    expect(list.data!.myApiTokens.nextCursor).toBeNull();
    expect((await gql(t, kim.token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: created.id })).data!.revokeApiToken).toBe(true);
    expect((await gql(t, created.token, `{ me { username } }`)).errors![0].extensions!.code).toBe('TOKEN_REVOKED');
  });

  it('limits requests per token as well as per address', async () => {
    const limited = await startApp('tokens-limit', {}, { TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const lou = await register(limited, 'lou');
      const { token } = (await limited.http.post('/v1/me/tokens').set(lou.auth).send({ name: 'n', scopes: ['read'] }).expect(201)).body;
      for (let i = 0; i < 3; i++) await limited.http.get('/v1/me').set(bearer(token)).expect(200);
      const r = await limited.http.get('/v1/me').set(bearer(token)).expect(429);
      expect(r.body.code).toBe('RATE_LIMITED');
      // Another token of the same address and user has its own budget; the session is not limited per token.
      const { token: other } = (await limited.http.post('/v1/me/tokens').set(lou.auth).send({ name: 'm', scopes: ['read'] }).expect(201)).body;
      await limited.http.get('/v1/me').set(bearer(other)).expect(200);
      await limited.http.get('/v1/me').set(lou.auth).expect(200);
    } finally {
      await limited.close();
    }
  });
});

describe('bot accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('bot-accounts');
  });
  afterAll(() => t.close());

  it('upgrades an account that has not played; it then plays only with a bot-scoped token, marked as a bot', async () => {
    const owner = await register(t, 'botowner');
    const up = await t.http.post('/v1/me/upgrade-to-bot').set(owner.auth).expect(200);
    expect(up.body).toEqual({ id: owner.id, username: owner.username, kind: 'bot' });
    const again = await t.http.post('/v1/me/upgrade-to-bot').set(owner.auth).expect(409);
    expect(again.body.code).toBe('BOT_UPGRADE_REFUSED');

    const person = await register(t, 'person');
    const m = (await t.http.post('/v1/matches').set(person.auth).send({ game: 'allmer-pyramid', visibility: 'private' }).expect(201)).body;
    // The password session may manage the bot but not play; neither may a `play` token.
    const bySession = await t.http.post(`/v1/matches/${m.id}/join`).set(owner.auth).send({ inviteCode: m.inviteCode }).expect(403);
    expect(bySession.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'bot' });
    const playToken = (await t.http.post('/v1/me/tokens').set(owner.auth).send({ name: 'p', scopes: ['read', 'play'] }).expect(201)).body.token;
    expect((await t.http.post(`/v1/matches/${m.id}/join`).set({ Authorization: `Bearer ${playToken}` }).send({ inviteCode: m.inviteCode }).expect(403)).body.scope).toBe('bot');
    const botToken = (await t.http.post('/v1/me/tokens').set(owner.auth).send({ name: 'b', scopes: ['read', 'bot'] }).expect(201)).body.token;
    const bot = { Authorization: `Bearer ${botToken}` };
    const joined = await t.http.post(`/v1/matches/${m.id}/join`).set(bot).send({ inviteCode: m.inviteCode }).expect(200);
    expect(joined.body.status).toBe('active');
    expect(joined.body.seats[1]).toMatchObject({ seat: 1, user: { username: owner.username, kind: 'bot', botLevel: null } });
    // It learns from its event stream when to move, like a person (the server does not move it).
    const events = await t.http.get('/v1/me/events?after=0').set(bot).expect(200);
    expect(events.body.items.map((e: { type: string }) => e.type)).toContain('match_started');
    const turns = await t.http.get('/v1/me/turns').set(bot).expect(200);
    const toAct: number[] = joined.body.toAct;
    if (toAct.includes(1)) {
      expect(turns.body.items.map((x: { match: { id: string } }) => x.match.id)).toContain(m.id);
      const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(bot).expect(200)).body.moves;
      await t.http.post(`/v1/matches/${m.id}/moves`).set(bot).send({ move: legal[0], expectedVersion: joined.body.version }).expect(200);
    } else {
      const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(person.auth).expect(200)).body.moves;
      await t.http.post(`/v1/matches/${m.id}/moves`).set(person.auth).send({ move: legal[0], expectedVersion: joined.body.version }).expect(200);
      await waitFor(async () => (await t.http.get('/v1/me/events?after=0').set(bot).expect(200)).body.items.some((e: { type: string }) => e.type === 'your_turn'));
    }
  });

  it('refuses the upgrade once the account has a seat in an active or finished match', async () => {
    const played = await register(t, 'played');
    await t.http.post('/v1/matches').set(played.auth).send({ game: 'pyramid-solitaire' }).expect(201); // starts at once
    const r = await t.http.post('/v1/me/upgrade-to-bot').set(played.auth).expect(409);
    expect(r.body.code).toBe('BOT_UPGRADE_REFUSED');
    expect((await t.http.get('/v1/me/settings').set(played.auth).expect(200)).status).toBe(200);
    // Still a person: plays with the session.
    await t.http.post('/v1/matches').set(played.auth).send({ game: 'pyramid-solitaire' }).expect(201);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

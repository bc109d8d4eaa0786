/**
 * Two instances on one database: a move made through one reaches a graphql-ws subscriber of the
 * other. Needs a shared database and Redis (REDIS_URL); skipped, and said so, without them.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { register, startApp, type TestApp } from './support.js';
import { eventsOf, sse } from './sse-client.js';

const shared = process.env.REDIS_URL && (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)?.startsWith('postgres');
const describeShared = shared ? describe : describe.skip;

describeShared('several instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startApp('instance-a');
    b = await startApp('instance-b', {}, { EVENT_HEARTBEAT_SECONDS: '60' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers a move made on instance A to a subscriber on instance B', async () => {
    const alice = await register(a, 'alice');
    const m = (await a.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    const client = createClient({ url: b.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${alice.token}` }, retryAttempts: 0 });
    const received = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id, afterVersion: 1) { kind match { version ply } } }`, variables: { id: m.id } },
        { next: (msg) => resolve(msg.data), error: reject, complete: () => undefined },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    await a.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send({ move: { type: 'draw' }, expectedVersion: 1 }).expect(200);
    expect(await received).toEqual({ matchEvents: { kind: 'move', match: { version: 2, ply: 1 } } });
    await client.dispose();
  });

  it("delivers a user's event written on instance A to an SSE client on instance B at once", async () => {
    const ann = await register(a, 'ann');
    const ben = await register(a, 'ben');
    const m = (await a.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    // B's heartbeat (and so its own look at the log) is a minute away: only Redis can wake it.
    const stream = await sse(b, ann, '1');
    expect((await stream.until(1))[0].event).toBe('ready');
    const sent = Date.now();
    await a.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    const frames = await stream.until(2, 5000);
    expect(eventsOf(frames)).toEqual([{ id: '2', type: 'your_turn' }]);
    expect(Date.now() - sent).toBeLessThan(5000);
    stream.close();
  });

  it('revokes an API token on every instance: B closes its socket and refuses the token it had cached', async () => {
    const tia = await register(a, 'tia');
    const { id, token } = (await a.http.post('/v1/me/tokens').set(tia.auth).send({ name: 'n', scopes: ['read'] }).expect(201)).body;
    await b.http.get('/v1/me').set({ Authorization: `Bearer ${token}` }).expect(200); // cached on B
    let closedWith: number | null = null;
    const client = createClient({
      url: b.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (e) => (closedWith = (e as { code: number }).code) },
    });
    const m = (await a.http.post('/v1/matches').set(tia.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await new Promise<void>((resolve, reject) => {
      client.subscribe({ query: /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id) { kind } }`, variables: { id: m.id } }, { next: () => resolve(), error: reject, complete: () => undefined });
    });
    await a.http.delete(`/v1/me/tokens/${id}`).set(tia.auth).expect(204);
    const deadline = Date.now() + 5000;
    while (closedWith === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(closedWith).toBe(4401);
    expect((await b.http.get('/v1/me').set({ Authorization: `Bearer ${token}` }).expect(401)).body.code).toBe('TOKEN_REVOKED');
    await client.dispose();
  });
});

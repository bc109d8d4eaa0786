/** Optimistic concurrency and idempotency of moves, through the real app and database. */
import { register, startApp, type Player, type TestApp } from './support.js';

describe('moves under concurrency', () => {
  let t: TestApp;
  let alice: Player;

  beforeAll(async () => {
    t = await startApp('concurrency');
    alice = await register(t, 'alice');
  });
  afterAll(() => t.close());

  const newMatch = async () => (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
  const history = async (id: string) => (await t.http.get(`/v1/matches/${id}/history`).set(alice.auth).expect(200)).body.entries;

  it('accepts exactly one of N parallel moves at the same expected version; the others get 409 STALE_VERSION', async () => {
    const m = await newMatch();
    const N = 8;
    const results = await Promise.all(
      Array.from({ length: N }, () => t.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send({ move: { type: 'draw' }, expectedVersion: 1 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
    }
    expect(await history(m.id)).toHaveLength(1);
    const after = await t.http.get(`/v1/matches/${m.id}`).set(alice.auth).expect(200);
    expect(after.body).toMatchObject({ version: 2, ply: 1 });
  });

  it('applies a move sent twice with the same idempotency key once, and returns the first result', async () => {
    const m = await newMatch();
    const body = { move: { type: 'draw' }, expectedVersion: 1, idempotencyKey: 'draw-once' };
    const first = await t.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send(body).expect(200);
    const again = await t.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send(body).expect(200);
    expect(first.body).toMatchObject({ ply: 1, version: 2, replayed: false });
    expect(again.body).toMatchObject({ ply: 1, version: 2, replayed: true });
    expect(again.body.match.view).toEqual(first.body.match.view);
    expect(await history(m.id)).toHaveLength(1);
  });

  it('applies once when the same key arrives in parallel', async () => {
    const m = await newMatch();
    const body = { move: { type: 'draw' }, expectedVersion: 1, idempotencyKey: 'parallel-key' };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send(body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.replayed === false)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.ply))).toEqual(new Set([1]));
    expect(await history(m.id)).toHaveLength(1);
  });
});

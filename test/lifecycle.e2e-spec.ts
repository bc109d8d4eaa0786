/** Match lifecycle: join, leave, start when full, list with filters and cursors, resign. */
import { register, startApp, type Player, type TestApp } from './support.js';

describe('match lifecycle', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cid: Player;

  beforeAll(async () => {
    t = await startApp('lifecycle');
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    cid = await register(t, 'cid');
  });
  afterAll(() => t.close());

  const create = (who: Player, body: Record<string, unknown>) => t.http.post('/v1/matches').set(who.auth).send(body).expect(201).then((r) => r.body);

  it('joins a free seat, refuses a second seat or a full match, and starts when the last seat is taken', async () => {
    const m = await create(ann, { game: 'ziggurat', seats: 3 });
    expect(m).toMatchObject({ status: 'open', version: 1, seats: [{ seat: 0, user: { username: ann.username } }, { seat: 1, user: null }, { seat: 2, user: null }] });
    const again = await t.http.post(`/v1/matches/${m.id}/join`).set(ann.auth).expect(409);
    expect(again.body.code).toBe('ALREADY_SEATED');
    const j1 = await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    expect(j1.body).toMatchObject({ status: 'open', yourSeat: 1, version: 2 });
    const j2 = await t.http.post(`/v1/matches/${m.id}/join`).set(cid.auth).expect(200);
    expect(j2.body).toMatchObject({ status: 'active', yourSeat: 2, version: 3 });
    expect(j2.body.view).not.toBeNull();
    const dan = await register(t, 'dan');
    const late = await t.http.post(`/v1/matches/${m.id}/join`).set(dan.auth).expect(409);
    expect(late.body.code).toBe('MATCH_NOT_OPEN');
  });

  it('lets a player leave before the start; the last one out cancels the match', async () => {
    const m = await create(ann, { game: 'allmer-pyramid' });
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200).then((r) => expect(r.body.status).toBe('active'));
    const started = await t.http.post(`/v1/matches/${m.id}/leave`).set(ben.auth).expect(409);
    expect(started.body.code).toBe('MATCH_NOT_OPEN');

    const o = await create(ann, { game: 'sabotage' });
    const stranger = await t.http.post(`/v1/matches/${o.id}/leave`).set(ben.auth).expect(403);
    expect(stranger.body.code).toBe('NOT_A_PLAYER');
    const left = await t.http.post(`/v1/matches/${o.id}/leave`).set(ann.auth).expect(200);
    expect(left.body).toMatchObject({ status: 'cancelled', yourSeat: null });
  });

  it('lists my matches and the open ones, filtered by game and status, a page at a time', async () => {
    const fresh = await register(t, 'lister');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(fresh, { game: 'nos-vigilan' })).id);
    await create(fresh, { game: 'pyramid-solitaire' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `/v1/matches?scope=mine&game=nos-vigilan&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await t.http.get(q).set(fresh.auth).expect(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
    const active = await t.http.get('/v1/matches?scope=mine&status=active').set(fresh.auth).expect(200);
    expect(active.body.items.map((m: { game: string }) => m.game)).toEqual(['pyramid-solitaire']);
    const open = await t.http.get('/v1/matches?scope=open&game=nos-vigilan&limit=100').set(ben.auth).expect(200);
    expect(open.body.items.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(ids));
    const bad = await t.http.get('/v1/matches?cursor=not-a-cursor').set(fresh.auth).expect(400);
    expect(bad.body.code).toBe('INVALID_CURSOR');
    const unknown = await t.http.get('/v1/matches?colour=red').set(fresh.auth).expect(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
  });

  it('keeps private matches out of other users’ lists', async () => {
    const priv = await create(ann, { game: 'allmer-pyramid', visibility: 'private' });
    const open = await t.http.get('/v1/matches?scope=open&limit=100').set(ben.auth).expect(200);
    expect(open.body.items.map((m: { id: string }) => m.id)).not.toContain(priv.id);
    const pub = await t.http.get('/v1/matches?scope=public&limit=100').set(ben.auth).expect(200);
    expect(pub.body.items.map((m: { id: string }) => m.id)).not.toContain(priv.id);
  });

  it('lets a user join a private match only with its invite code, which only its players see', async () => {
    const priv = await create(ann, { game: 'allmer-pyramid', visibility: 'private' });
    expect(priv.inviteCode).toEqual(expect.any(String));
    const publicMatch = await create(ann, { game: 'allmer-pyramid' });
    expect(publicMatch.inviteCode).toBeNull();
    const without = await t.http.post(`/v1/matches/${priv.id}/join`).set(ben.auth).expect(404);
    expect(without.body.code).toBe('MATCH_NOT_FOUND');
    const wrong = await t.http.post(`/v1/matches/${priv.id}/join`).set(ben.auth).send({ inviteCode: 'x'.repeat(22) }).expect(404);
    expect(wrong.body.code).toBe('MATCH_NOT_FOUND');
    const joined = await t.http.post(`/v1/matches/${priv.id}/join`).set(ben.auth).send({ inviteCode: priv.inviteCode }).expect(200);
    expect(joined.body).toMatchObject({ status: 'active', yourSeat: 1, inviteCode: priv.inviteCode });
    const stranger = await t.http.get(`/v1/matches/${priv.id}`).set(cid.auth).expect(404);
    expect(stranger.body.code).toBe('MATCH_NOT_FOUND');
  });

  it('resigns: the other player wins, the seed is revealed, the log records it', async () => {
    const m = await create(ann, { game: 'allmer-pyramid' });
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    const stale = await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({ expectedVersion: 1 }).expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const r = await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200);
    expect(r.body).toMatchObject({ status: 'finished', outcome: { winners: [0], draw: false, resignedSeat: 1 } });
    expect(r.body.seed).not.toBeNull();
    const h = await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200);
    expect(h.body.entries).toEqual([expect.objectContaining({ ply: 1, seat: 1, kind: 'resign', move: null })]);
    const twice = await t.http.post(`/v1/matches/${m.id}/resign`).set(ann.auth).send({}).expect(409);
    expect(twice.body.code).toBe('MATCH_NOT_ACTIVE');
  });

  it('says who must act: a move out of turn is refused with 409 NOT_YOUR_TURN', async () => {
    const m = await create(ann, { game: 'allmer-pyramid' });
    const started = (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
    expect(started.toAct).toEqual([0]);
    const legal = await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200);
    const r = await t.http.post(`/v1/matches/${m.id}/moves`).set(ben.auth).send({ move: legal.body.moves[0], expectedVersion: started.version }).expect(409);
    expect(r.body.code).toBe('NOT_YOUR_TURN');
    const none = await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ben.auth).expect(200);
    expect(none.body.moves).toEqual([]);
  });
});

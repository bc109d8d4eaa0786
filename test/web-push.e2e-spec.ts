/**
 * Web Push (issue 38): a browser's subscription gets your turn, a draw offered and time running
 * short, never your own action, through the webhook outbox (at least once, retried), and a push
 * service's 410 ends it. The push service (test/push-service.ts, shared with the browser test) is
 * a real HTTP server on 127.0.0.1 that does what a browser's push service and the browser do: it
 * checks the VAPID signature (RFC 8292) against the key the server publishes, and decrypts the
 * payload (RFC 8291, aes128gcm) with the subscription's own private key and auth secret (http_ece,
 * the reference implementation).
 */
import { browserKeys, checkVapid, decryptPush, startPushService, until, WEB_PUSH_FAST, type BrowserKeys, type PushService } from './push-service.js';
import { register, startApp, type Player, type TestApp } from './support.js';

describe('Web Push', () => {
  let t: TestApp;
  let service: PushService;
  let origin: string;
  let pushed: PushService['pushed'];
  let ann: Player;
  let ben: Player;
  let vapidKey: string;

  beforeAll(async () => {
    service = await startPushService();
    ({ origin, pushed } = service);
    t = await startApp('web-push', {}, WEB_PUSH_FAST);
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    vapidKey = (await t.http.get('/v1/push/vapid-public-key').expect(200)).body.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = async (p: Player, path: string, b: BrowserKeys) => {
    const r = await t.http.post('/v1/me/push-subscriptions').set(p.auth).send({ endpoint: `${origin}${path}`, keys: b.keys });
    expect(r.status).toBe(201);
    return r.body as { id: string; endpoint: string };
  };
  /** Plays one legal move for `p` in `matchId`. */
  const move = async (p: Player, matchId: string) => {
    const m = (await t.http.get(`/v1/matches/${matchId}`).set(p.auth).expect(200)).body;
    const legal = (await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(p.auth).expect(200)).body.moves;
    await t.http.post(`/v1/matches/${matchId}/moves`).set(p.auth).send({ move: legal[0], expectedVersion: m.version }).expect(200);
  };
  const eventsOf = async (p: Player) => (await t.http.get('/v1/me/events?after=0&limit=100').set(p.auth).expect(200)).body.items as { id: string; type: string; matchId: string }[];

  it('publishes a VAPID key made at the first start and kept: a P-256 public key, the same on every read', async () => {
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65);
    expect((await t.http.get('/v1/push/vapid-public-key').expect(200)).body.publicKey).toBe(vapidKey);
    const g = await t.http.post('/graphql').send({ query: '{ vapidPublicKey }' }).expect(200);
    expect(g.body.data.vapidPublicKey).toBe(vapidKey);
  });

  it("sends your turns, signed and encrypted, and never your own moves; the browser decrypts each (RFC 8291) and sees only public facts", async () => {
    const b = browserKeys();
    const sub = await subscribe(ann, '/push/ann', b);
    const listed = (await t.http.get('/v1/me/push-subscriptions').set(ann.auth).expect(200)).body.items;
    expect(listed).toEqual([expect.objectContaining({ id: sub.id, endpoint: `${origin}/push/ann` })]);
    expect(JSON.stringify(listed)).not.toContain(b.keys.auth);

    const match = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${match.id}/join`).set(ben.auth).send({}).expect(200);
    // Four plies, whoever is to act: both players move.
    for (let i = 0; i < 4; i++) {
      const m = (await t.http.get(`/v1/matches/${match.id}`).set(ann.auth).expect(200)).body;
      await move(m.toAct.includes(0) ? ann : ben, match.id);
    }
    const wanted = (await eventsOf(ann)).filter((e) => e.matchId === match.id && ['your_turn', 'draw_offered', 'deadline_approaching'].includes(e.type));
    expect(wanted.length).toBeGreaterThanOrEqual(1);
    await until('every push of ann', () => pushed.filter((p) => p.path === '/push/ann').length >= wanted.length);
    await new Promise((r) => setTimeout(r, 500)); // and no more
    const mine = pushed.filter((p) => p.path === '/push/ann');
    const messages = mine.map((p) => {
      expect(p.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(p.headers.ttl)).toBeGreaterThan(0);
      checkVapid(p.headers, origin, vapidKey);
      return decryptPush(b, p.body);
    });
    // Exactly ann's events of those types, once each: her own moves wrote none for her.
    expect(messages.map((m) => m.eventId).sort()).toEqual(wanted.map((e) => e.id).sort());
    for (const m of messages) {
      expect(m).toMatchObject({ type: 'your_turn', matchId: match.id, game: 'allmer-pyramid', url: `/#/match/${match.id}` });
      expect(m.title).toBe('Your turn');
    }
    // Ben has no subscription: nothing went anywhere for him.
    expect(pushed.filter((p) => p.path !== '/push/ann')).toHaveLength(0);
  });

  it('retries while the push service is down, and a 410 ends the subscription', async () => {
    const b = browserKeys();
    service.respond = (path, before) => (path === '/push/later' && before < 2 ? 503 : path === '/push/gone' ? 410 : 201);
    const later = await subscribe(ben, '/push/later', b);
    const gone = await subscribe(ben, '/push/gone', browserKeys());
    const match = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${match.id}/join`).set(ben.auth).send({}).expect(200);
    for (let i = 0; i < 3; i++) {
      const m = (await t.http.get(`/v1/matches/${match.id}`).set(ann.auth).expect(200)).body;
      await move(m.toAct.includes(0) ? ann : ben, match.id);
    }
    const wanted = (await eventsOf(ben)).filter((e) => e.matchId === match.id && e.type === 'your_turn');
    expect(wanted.length).toBeGreaterThanOrEqual(1);
    await until('the retried pushes', () => pushed.filter((p) => p.path === '/push/later' && p.answered === 201).length >= wanted.length);
    const delivered = pushed.filter((p) => p.path === '/push/later' && p.answered === 201).map((p) => decryptPush(b, p.body).eventId);
    expect([...new Set(delivered)].sort()).toEqual(wanted.map((e) => e.id).sort());
    expect(pushed.filter((p) => p.path === '/push/later' && p.answered === 503)).toHaveLength(2);
    await until('the gone subscription removed', () => pushed.some((p) => p.path === '/push/gone'));
    let ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      ids = (await t.http.get('/v1/me/push-subscriptions').set(ben.auth).expect(200)).body.items.map((s: { id: string }) => s.id);
      if (!ids.includes(gone.id)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ids).toEqual([later.id]);
  });

  it('refuses bad subscriptions and is per user: bad keys, a non-https endpoint where private addresses are not allowed, another user deleting', async () => {
    const bad = await t.http.post('/v1/me/push-subscriptions').set(ann.auth).send({ endpoint: `${origin}/x`, keys: { p256dh: 'AAAA', auth: 'AAAA' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const strict = await startApp('web-push-strict', {}, {});
    try {
      const p = await register(strict, 'cid');
      const r = await strict.http.post('/v1/me/push-subscriptions').set(p.auth).send({ endpoint: `${origin}/x`, keys: browserKeys().keys });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('PUSH_ENDPOINT_REFUSED');
    } finally {
      await strict.close();
    }
    const sub = await subscribe(ann, '/push/mine', browserKeys());
    await t.http.delete(`/v1/me/push-subscriptions/${sub.id}`).set(ben.auth).expect(404);
    await t.http.delete(`/v1/me/push-subscriptions/${sub.id}`).set(ann.auth).expect(204);
    // Push subscriptions are not webhooks: the webhook list does not show them.
    const hooks = (await t.http.get('/v1/me/webhooks').set(ann.auth).expect(200)).body.items;
    expect(hooks).toEqual([]);
  });
});

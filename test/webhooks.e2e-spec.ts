/**
 * Signed webhooks (issue 11) against a real HTTP receiver on 127.0.0.1: registration, Standard
 * Webhooks signatures checked by the test's own HMAC code, type filters, retries, disabling after
 * repeated failure, SSRF refusals, and pending deliveries that survive a restart.
 */
import { rmSync } from 'node:fs';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { UserEventsRepository } from '../src/persistence/user-events.repository.js';
import { UserEventsBus } from '../src/features/events/user-events-bus.js';
import type { UserEventInsert } from '../src/domain/user-event.js';
import { addressRefusal } from '../src/features/webhooks/address-guard.js';
import { WEBHOOK_API_EXAMPLES } from '../src/features/webhooks/webhook-examples.js';
import { CreatedWebhookSchema, CreateWebhookRequestSchema, RedeliverAnswerSchema, WebhookDeliveryPageSchema, WebhookListSchema, WebhookSchema } from '../src/features/webhooks/webhook.schemas.js';
import { externalDatabase, gql, register, startApp, type Player, type TestApp } from './support.js';
import { startReceiver, verifySignature, waitFor, type Receiver } from './webhooks-receiver.js';

/** Fast retries for the tests; the real receiver is on loopback, so private addresses are allowed. */
const FAST = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_MS: '200',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_CAP_MS: '200',
  WEBHOOK_RETRY_HOURS: '1',
  WEBHOOK_DISABLE_AFTER: '3',
  WEBHOOK_TIMEOUT_MS: '2000',
};

/** Starts the app with these webhook settings (this suite's apps send webhooks; see support.ts). */
function start(name: string, env: Record<string, string>, opts: { keep?: boolean } = {}): Promise<TestApp> {
  return startApp(name, {}, { WEBHOOK_DISPATCH: 'true', ...env }, opts);
}

/** Writes events the way the platform does (one transaction, then the wake-up). */
async function emit(t: TestApp, events: UserEventInsert[]): Promise<void> {
  await t.app.get(UserEventsRepository).append(events, new Date());
  await t.app.get(UserEventsBus).notify(events.map((e) => e.userId));
}

const yourTurn = (p: Player, version: number): UserEventInsert => ({ userId: p.id, type: 'your_turn', matchId: 'match-1', version, data: { seats: [0] } });
const finished = (p: Player, version: number): UserEventInsert => ({ userId: p.id, type: 'match_finished', matchId: 'match-1', version, data: {} });

async function createHook(t: TestApp, p: Player, body: Record<string, unknown>) {
  const r = await t.http.post('/v1/me/webhooks').set(p.auth).send(body);
  expect(r.status).toBe(201);
  return r.body as { id: string; url: string; types: string[]; enabled: boolean; createdAt: string; secret: string };
}

const deliveriesOf = async (t: TestApp, p: Player, hookId: string) => {
  const r = await t.http.get(`/v1/me/webhooks/${hookId}/deliveries`).set(p.auth).expect(200);
  return r.body.items as { id: string; eventId: string; type: string; status: string; attempts: number; lastStatus: number | null; lastError: string | null; nextAttemptAt: string | null }[];
};

describe('webhooks', () => {
  let t: TestApp;
  let rx: Receiver;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    rx = await startReceiver();
    t = await start('webhooks', FAST);
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('answers the secret once, at registration; the list shows no secret; others cannot see or delete it', async () => {
    const hook = await createHook(t, ann, { url: `${rx.url}/once`, types: ['your_turn'] });
    expect(hook).toMatchObject({ url: `${rx.url}/once`, types: ['your_turn'], enabled: true });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hook.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);

    const list = await t.http.get('/v1/me/webhooks').set(ann.auth).expect(200);
    const listed = list.body.items.find((h: { id: string }) => h.id === hook.id);
    expect(listed).toMatchObject({ id: hook.id, enabled: true, disabledReason: null, failures: 0 });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    expect(listed).not.toHaveProperty('secret');

    const theirs = await t.http.get('/v1/me/webhooks').set(ben.auth).expect(200);
    expect(theirs.body.items).toEqual([]);
    const steal = await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ben.auth).expect(404);
    expect(steal.body.code).toBe('WEBHOOK_NOT_FOUND');
    await t.http.get(`/v1/me/webhooks/${hook.id}/deliveries`).set(ben.auth).expect(404);
    await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ann.auth).expect(204);
    await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ann.auth).expect(404);
    await t.http.get('/v1/me/webhooks').expect(401);
  });

  it('refuses unknown event types and non-http URLs', async () => {
    const bad = await t.http.post('/v1/me/webhooks').set(ann.auth).send({ url: `${rx.url}/x`, types: ['moves_made'] }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    for (const url of ['ftp://example.com/hook', 'not a url', `http://user:pw@127.0.0.1:${rx.port}/`, `${rx.url}/x#frag`]) {
      const r = await t.http.post('/v1/me/webhooks').set(ann.auth).send({ url }).expect(400);
      expect(r.body.code).toBe('WEBHOOK_URL_REFUSED');
    }
  });

  it('signs each delivery per Standard Webhooks; the payload carries ids and versions only', async () => {
    const hook = await createHook(t, ann, { url: `${rx.url}/signed` });
    await emit(t, [yourTurn(ann, 7)]);
    const got = await waitFor('a signed delivery', () => rx.received.find((r) => r.path === '/signed'));

    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toBe('Pyramidion-Webhooks/1');
    expect(verifySignature(hook.secret, got.headers, got.body)).toBe(true);
    // A changed byte, another secret or another id must not verify.
    expect(verifySignature(hook.secret, got.headers, got.body.replace('7', '8'))).toBe(false);
    expect(verifySignature(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, got.headers, got.body)).toBe(false);
    expect(verifySignature(hook.secret, { ...got.headers, 'webhook-id': 'another' }, got.body)).toBe(false);

    const body = JSON.parse(got.body);
    expect(body).toEqual({
      type: 'your_turn',
      timestamp: expect.any(String),
      data: { eventId: expect.stringMatching(/^\d+$/), userId: ann.id, matchId: 'match-1', version: 7, seats: [0] },
    });
    const [d] = await waitFor('the delivery recorded', async () => {
      const items = await deliveriesOf(t, ann, hook.id);
      return items.length === 1 && items[0].status === 'delivered' && items;
    });
    expect(d).toMatchObject({ id: got.headers['webhook-id'], eventId: body.data.eventId, type: 'your_turn', attempts: 1, lastStatus: 204, lastError: null, nextAttemptAt: null });
    await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ann.auth).expect(204);
  });

  it('sends only the event types an endpoint asked for', async () => {
    const only = await createHook(t, ben, { url: `${rx.url}/finished-only`, types: ['match_finished'] });
    const all = await createHook(t, ben, { url: `${rx.url}/all`, types: [] });
    await emit(t, [yourTurn(ben, 3)]);
    await emit(t, [finished(ben, 4)]);
    await waitFor('both events at the catch-all endpoint', () => rx.received.filter((r) => r.path === '/all').length === 2);
    await waitFor('the filtered delivery', () => rx.received.some((r) => r.path === '/finished-only'));
    const filtered = rx.received.filter((r) => r.path === '/finished-only').map((r) => JSON.parse(r.body).type);
    expect(filtered).toEqual(['match_finished']);
    // Deliveries go out concurrently: at least once, in no promised order (the payload's eventId orders them).
    expect(rx.received.filter((r) => r.path === '/all').map((r) => JSON.parse(r.body).type).sort()).toEqual(['match_finished', 'your_turn']);
    expect((await deliveriesOf(t, ben, only.id)).map((d) => d.type)).toEqual(['match_finished']);
    // Newest first, a page at a time.
    const page1 = await t.http.get(`/v1/me/webhooks/${all.id}/deliveries?limit=1`).set(ben.auth).expect(200);
    expect(page1.body.items.map((d: { type: string }) => d.type)).toEqual(['match_finished']);
    const page2 = await t.http.get(`/v1/me/webhooks/${all.id}/deliveries?limit=1&cursor=${page1.body.nextCursor}`).set(ben.auth).expect(200);
    expect(page2.body).toMatchObject({ items: [{ type: 'your_turn' }], nextCursor: null });
    const badCursor = await t.http.get(`/v1/me/webhooks/${all.id}/deliveries?cursor=nope`).set(ben.auth).expect(400);
    expect(badCursor.body.code).toBe('INVALID_CURSOR');
    for (const h of [only, all]) await t.http.delete(`/v1/me/webhooks/${h.id}`).set(ben.auth).expect(204);
  });

  it('retries a failing receiver with backoff, with the same webhook-id, until it answers 2xx', async () => {
    rx.respond = (path, before) => (path === '/flaky' && before < 2 ? 503 : 204);
    const hook = await createHook(t, ann, { url: `${rx.url}/flaky` });
    await emit(t, [yourTurn(ann, 9)]);
    await waitFor('the third attempt', () => rx.received.filter((r) => r.path === '/flaky').length >= 3);
    const attempts = rx.received.filter((r) => r.path === '/flaky');
    expect(attempts.map((a) => a.answered)).toEqual([503, 503, 204]);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    for (const a of attempts) expect(verifySignature(hook.secret, a.headers, a.body)).toBe(true);
    const [d] = await waitFor('delivered', async () => {
      const items = await deliveriesOf(t, ann, hook.id);
      return items[0]?.status === 'delivered' && items;
    });
    expect(d).toMatchObject({ id: attempts[0].headers['webhook-id'], attempts: 3, lastStatus: 204, lastError: null });
    const listed = (await t.http.get('/v1/me/webhooks').set(ann.auth).expect(200)).body.items.find((h: { id: string }) => h.id === hook.id);
    expect(listed.failures).toBe(0);

    // Redeliver: a new attempt, the same webhook-id.
    const again = await t.http.post(`/v1/me/webhooks/${hook.id}/deliveries/${d.id}/redeliver`).set(ann.auth).expect(202);
    expect(again.body.delivery).toMatchObject({ id: d.id, status: 'pending' });
    await waitFor('the redelivery', () => rx.received.filter((r) => r.path === '/flaky').length === 4);
    expect(rx.received.filter((r) => r.path === '/flaky')[3].headers['webhook-id']).toBe(d.id);
    const unknown = await t.http.post(`/v1/me/webhooks/${hook.id}/deliveries/nope/redeliver`).set(ann.auth).expect(404);
    expect(unknown.body.code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
    await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ann.auth).expect(204);
  });

  it('offers the same over GraphQL: myWebhooks, createWebhook (secret once), deleteWebhook', async () => {
    const created = await gql(t, ben.token, 'mutation($url: String!) { createWebhook(url: $url, types: ["your_turn"]) { id url types enabled secret } }', { url: `${rx.url}/gql` });
    expect(created.errors).toBeUndefined();
    const hook = created.data!.createWebhook;
    expect(hook).toMatchObject({ url: `${rx.url}/gql`, types: ['your_turn'], enabled: true, secret: expect.stringMatching(/^whsec_/) });
    const mine = await gql(t, ben.token, '{ myWebhooks { id enabled failures disabledReason } }');
    expect(mine.data!.myWebhooks).toEqual([{ id: hook.id, enabled: true, failures: 0, disabledReason: null }]);
    const refused = await gql(t, ben.token, 'mutation { createWebhook(url: "ftp://example.com/") { id } }');
    expect(refused.errors?.[0].extensions?.code).toBe('WEBHOOK_URL_REFUSED');
    const badType = await gql(t, ben.token, 'mutation($url: String!) { createWebhook(url: $url, types: ["nope"]) { id } }', { url: `${rx.url}/gql` });
    expect(badType.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    const deleted = await gql(t, ben.token, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id });
    expect(deleted.data!.deleteWebhook).toBe(true);
    const again = await gql(t, ben.token, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id });
    expect(again.errors?.[0].extensions?.code).toBe('WEBHOOK_NOT_FOUND');
    expect((await gql(t, null, '{ myWebhooks { id } }')).errors?.[0].extensions?.code).toBe('TOKEN_MISSING');
  });

  it('sends the events a real match writes, with the match id and version, and nothing hidden', async () => {
    // match_created is left out: the filter holds for the platform's own events too.
    const hook = await createHook(t, ann, { url: `${rx.url}/match`, types: ['match_joined', 'match_started', 'your_turn'] });
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'sabotage' }).expect(201)).body;
    const joined = (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
    expect(joined.status).toBe('active');
    const got = await waitFor('the start at the endpoint', () => {
      const bodies = rx.received.filter((r) => r.path === '/match').map((r) => JSON.parse(r.body));
      return bodies.some((b) => b.type === 'your_turn' || b.type === 'match_started') && bodies;
    });
    expect(got.map((b) => b.type)).not.toContain('match_created');
    for (const b of got) expect(b.data).toMatchObject({ userId: ann.id, matchId: m.id, version: expect.any(Number) });
    expect(Math.max(...got.map((b) => b.data.version))).toBeLessThanOrEqual(joined.version);
    // Public facts only: no view, state, seed or cards.
    expect(JSON.stringify(got)).not.toMatch(/"(view|state|seed|hand|cards|pyramid)"/);
    await t.http.delete(`/v1/me/webhooks/${hook.id}`).set(ann.auth).expect(204);
  });

  it('limits the endpoints per user', async () => {
    const cid = await register(t, 'cid');
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await createHook(t, cid, { url: `${rx.url}/limit/${i}` }));
    const over = await t.http.post('/v1/me/webhooks').set(cid.auth).send({ url: `${rx.url}/limit/11` }).expect(409);
    expect(over.body.code).toBe('WEBHOOK_LIMIT');
    for (const h of made) await t.http.delete(`/v1/me/webhooks/${h.id}`).set(cid.auth).expect(204);
  });
});

describe('webhooks: an endpoint that keeps failing', () => {
  let t: TestApp;
  let rx: Receiver;

  beforeAll(async () => {
    rx = await startReceiver(() => 500);
    // Each delivery is given up after ~0.7 s of retries; two failed deliveries in a row disable the endpoint.
    t = await start('webhooks-disable', { ...FAST, WEBHOOK_RETRY_HOURS: String(0.7 / 3600), WEBHOOK_DISABLE_AFTER: '2' });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('is disabled after repeated failed deliveries, with a webhook_disabled event; enable and redeliver bring it back', async () => {
    const dan = await register(t, 'dan');
    const hook = await createHook(t, dan, { url: `${rx.url}/down` });
    await emit(t, [yourTurn(dan, 2)]);
    await emit(t, [yourTurn(dan, 3)]);
    const listed = await waitFor('the endpoint disabled', async () => {
      const items = (await t.http.get('/v1/me/webhooks').set(dan.auth).expect(200)).body.items;
      return items[0]?.enabled === false && items[0];
    });
    expect(listed).toMatchObject({ id: hook.id, enabled: false, failures: 2, disabledReason: expect.stringContaining('HTTP 500') });
    const deliveries = await deliveriesOf(t, dan, hook.id);
    expect(deliveries.map((d) => d.status)).toEqual(['failed', 'failed']);
    for (const d of deliveries) expect(d).toMatchObject({ lastStatus: 500, lastError: expect.stringContaining('HTTP 500'), nextAttemptAt: null });
    expect(deliveries.every((d) => d.attempts >= 2)).toBe(true);

    const events = await t.app.get(PrismaService).db.userEvent.findMany({ where: { userId: dan.id, type: 'webhook_disabled' } });
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].data)).toEqual({ webhookId: hook.id, url: hook.url, reason: listed.disabledReason });

    // Nothing more is sent while disabled, and a redelivery is refused.
    const before = rx.received.length;
    await emit(t, [yourTurn(dan, 4)]);
    const refused = await t.http.post(`/v1/me/webhooks/${hook.id}/deliveries/${deliveries[0].id}/redeliver`).set(dan.auth).expect(409);
    expect(refused.body.code).toBe('WEBHOOK_DISABLED');
    await new Promise((r) => setTimeout(r, 400));
    expect(rx.received.length).toBe(before);

    // Enabled again (failures reset), a failed delivery redelivered to a receiver that works now.
    rx.respond = () => 200;
    const enabled = await t.http.post(`/v1/me/webhooks/${hook.id}/enable`).set(dan.auth).expect(200);
    expect(enabled.body).toMatchObject({ enabled: true, failures: 0, disabledReason: null });
    await t.http.post(`/v1/me/webhooks/${hook.id}/deliveries/${deliveries[0].id}/redeliver`).set(dan.auth).expect(202);
    const got = await waitFor('the redelivery', () => rx.received.find((r) => r.answered === 200));
    expect(got.headers['webhook-id']).toBe(deliveries[0].id);
    expect(verifySignature(hook.secret, got.headers, got.body)).toBe(true);
  });
});

describe('webhooks: API examples', () => {
  it('match their schemas', () => {
    const schemas = { CreateWebhook: CreateWebhookRequestSchema, CreatedWebhook: CreatedWebhookSchema, WebhookList: WebhookListSchema, Webhook: WebhookSchema, WebhookDeliveryPage: WebhookDeliveryPageSchema, RedeliverAnswer: RedeliverAnswerSchema };
    expect(Object.keys(WEBHOOK_API_EXAMPLES).sort()).toEqual(Object.keys(schemas).sort());
    for (const [name, schema] of Object.entries(schemas)) expect([name, schema.safeParse(WEBHOOK_API_EXAMPLES[name].value).error?.issues]).toEqual([name, undefined]);
  });
});

describe('webhooks: SSRF', () => {
  it('names the addresses that are not public', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'ff02::1']) {
      expect([ip, addressRefusal(ip)]).toEqual([ip, expect.any(String)]);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1']) expect([ip, addressRefusal(ip)]).toEqual([ip, null]);
  });

  it('refuses private, loopback and link-local hosts at registration and again at each attempt', async () => {
    const rx = await startReceiver();
    const name = `webhooks-ssrf`;
    // First with private addresses allowed: an endpoint on loopback is registered.
    const open = await start(name, FAST, { keep: true });
    const eve = await register(open, 'eve');
    const hook = await createHook(open, eve, { url: `${rx.url}/ssrf` });
    await open.close();

    // The same database, with the default (private addresses refused).
    const t = await start(name, { ...FAST, WEBHOOK_ALLOW_PRIVATE: 'false' }, { keep: true });
    try {
      for (const url of [`${rx.url}/x`, `http://localhost:${rx.port}/x`, 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/', 'http://2130706433/']) {
        const r = await t.http.post('/v1/me/webhooks').set(eve.auth).send({ url }).expect(400);
        expect([url, r.body.code]).toEqual([url, 'WEBHOOK_URL_REFUSED']);
      }
      const local = await t.http.post('/v1/me/webhooks').set(eve.auth).send({ url: `http://localhost:${rx.port}/x` }).expect(400);
      expect(local.body.detail).toMatch(/loopback/);

      // The attempt: on a database shared with this file's other apps (PostgreSQL), those allow
      // private addresses and would deliver it; the refusal at attempt time is checked on SQLite.
      if (externalDatabase() !== undefined) return;
      await emit(t, [yourTurn(eve, 5)]);
      const [d] = await waitFor('the refused attempt', async () => {
        const items = await deliveriesOf(t, eve, hook.id);
        return items[0]?.attempts >= 1 && items;
      });
      expect(d.lastError).toMatch(/^refused: .*loopback/);
      expect(d.lastStatus).toBeNull();
      expect(rx.received).toHaveLength(0);
    } finally {
      await t.close();
      await rx.close();
      rmSync(`./data/test-${name}-${process.pid}.db`, { force: true });
    }
  });
});

describe('webhooks: a restart', () => {
  it('delivers what was pending or not yet queued when the app stopped', async () => {
    const rx = await startReceiver(() => 503);
    const name = 'webhooks-restart';
    const file = `./data/test-${name}-${process.pid}.db`;
    rmSync(file, { force: true });
    const first = await start(name, FAST, { keep: true });
    const fay = await register(first, 'fay');
    const hook = await createHook(first, fay, { url: `${rx.url}/restart` });
    await emit(first, [yourTurn(fay, 1)]);
    await waitFor('a failed first attempt', () => rx.received.length >= 1);
    await first.close();

    // Written after the app stopped, with no wake-up: as if it died between the commit and the
    // delivery (the event is in the log, not yet in the outbox).
    const db = new PrismaService(first.config);
    await new UserEventsRepository(db).append([finished(fay, 2)], new Date());
    await db.onModuleDestroy();

    rx.respond = () => 204;
    const second = await start(name, FAST, { keep: true });
    try {
      const delivered = await waitFor('both deliveries after the restart', async () => {
        const items = await deliveriesOf(second, fay, hook.id);
        return items.length === 2 && items.every((d) => d.status === 'delivered') && items;
      });
      expect(delivered.map((d) => d.type)).toEqual(['match_finished', 'your_turn']);
      const ok = rx.received.filter((r) => r.answered === 204);
      expect(ok.map((r) => JSON.parse(r.body).type).sort()).toEqual(['match_finished', 'your_turn']);
      for (const r of ok) expect(verifySignature(hook.secret, r.headers, r.body)).toBe(true);
      // The pending one kept its webhook-id across the restart.
      const firstId = rx.received[0].headers['webhook-id'];
      expect(ok.some((r) => r.headers['webhook-id'] === firstId)).toBe(true);
    } finally {
      await second.close();
      await rx.close();
      rmSync(file, { force: true });
    }
  });
});

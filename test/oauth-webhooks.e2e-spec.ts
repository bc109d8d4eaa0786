/**
 * Issue 37, item 1: anything made under an OAuth grant dies with it, webhook endpoints and push
 * subscriptions too (src/features/webhooks/endpoint-lineage.ts). Against a real HTTP receiver on
 * 127.0.0.1: an app registers endpoints for a user, they deliver; the grant ends (revoked, its
 * current access token revoked, the app deleted); they are gone, and the next events reach only
 * the user's own endpoint. A refresh (the grant goes on) keeps them.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { ApiTokens } from '../src/features/auth/api-tokens.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { register, startApp, type Player, type TestApp } from './support.js';
import { startReceiver, waitFor, type Receiver } from './webhooks-receiver.js';

const REDIRECT = 'http://127.0.0.1:4999/callback';
const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))]));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A browser's push subscription keys (P-256 public key, 16-byte auth secret). */
const pushKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('endpoints an OAuth app registers end with its grant', () => {
  let t: TestApp;
  let rx: Receiver;
  let dev: Player;
  let opponent: Player;
  let clientId: string;
  beforeAll(async () => {
    rx = await startReceiver();
    t = await startApp('oauth-webhooks', {}, { WEBHOOK_DISPATCH: 'true', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200', WEBHOOK_TIMEOUT_MS: '2000' });
    dev = await register(t, 'hookdev');
    opponent = await register(t, 'hookopp');
    clientId = (await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Hook Pal', redirectUris: [REDIRECT] }).expect(201)).body.clientId;
  });
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  /** The code flow with PKCE, as the user approves it on the consent page: the app's tokens and their grant. */
  async function appTokens(user: Player, scope: string, client = clientId) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(16).toString('base64url');
    const q = new URLSearchParams({ response_type: 'code', client_id: client, redirect_uri: REDIRECT, scope, state, code_challenge: challenge, code_challenge_method: 'S256' });
    const page = await t.http.get(`/oauth/authorize?${q}`).expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const back = await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send({ ...hiddenFields(page.text), username: user.username, password: 'correct horse battery', decision: 'approve' }).expect(302);
    const code = new URL(back.headers.location).searchParams.get('code')!;
    const tok = (await t.http.post('/oauth/token').type('form').send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client, code_verifier: verifier }).expect(200)).body as { access_token: string; refresh_token: string };
    const row = await t.app.get(PrismaService).db.apiToken.findUniqueOrThrow({ where: { tokenHash: createHash('sha256').update(tok.access_token).digest('hex') } });
    return { ...tok, grantId: row.grantId! };
  }

  const hook = async (auth: Record<string, string>, path: string) => (await t.http.post('/v1/me/webhooks').set(auth).send({ url: `${rx.url}${path}` }).expect(201)).body as { id: string; secret: string };
  const listed = async (user: Player) => ((await t.http.get('/v1/me/webhooks').set(user.auth).expect(200)).body.items as { url: string }[]).map((w) => new URL(w.url).pathname).sort();
  const pushes = async (user: Player) => ((await t.http.get('/v1/me/push-subscriptions').set(user.auth).expect(200)).body.items as { endpoint: string }[]).map((p) => new URL(p.endpoint).pathname).sort();

  /** Something happens to `user`: a match of theirs that the opponent joins (match_joined, match_started, your_turn...). */
  async function event(user: Player): Promise<string> {
    const id = (await t.http.post('/v1/matches').set(user.auth).send({ game: 'allmer-pyramid' }).expect(201)).body.id as string;
    await t.http.post(`/v1/matches/${id}/join`).set(opponent.auth).send({}).expect(200);
    return id;
  }
  /** The match ids of the webhook deliveries that reached `path`. */
  const deliveredTo = (path: string) => rx.received.filter((r) => r.path === path).map((r) => (JSON.parse(r.body) as { data: { matchId: string | null } }).data.matchId);
  /** How many requests reached `path` (push messages are encrypted to the browser: counted, not read). */
  const hits = (path: string) => rx.received.filter((r) => r.path === path).length;
  const rows = (grantId: string) => t.app.get(PrismaService).db.webhookEndpoint.findMany({ where: { originGrantId: grantId } });

  it('an app registers a webhook and a push subscription; the user revokes the grant; the next event reaches only the user\'s own endpoint', async () => {
    const user = await register(t, 'hookuser');
    await hook(user.auth, '/own');
    const tok = await appTokens(user, 'read webhooks');
    const app = await hook(bearer(tok.access_token), '/app');
    await t.http.post('/v1/me/push-subscriptions').set(bearer(tok.access_token)).send({ endpoint: `${rx.url}/push`, keys: pushKeys() }).expect(201);
    // A token minted under the grant (what the service records if one ever is): its endpoint descends from the grant too.
    const minted = (await t.app.get(ApiTokens).create({ id: user.id, username: user.username, appId: clientId, grantId: tok.grantId }, { name: 'minted', scopes: ['webhooks'] })).token;
    await hook(bearer(minted), '/minted');
    expect(await listed(user)).toEqual(['/app', '/minted', '/own']);
    expect(await pushes(user)).toEqual(['/push']);
    expect((await rows(tok.grantId)).map((r) => [r.kind, r.originClientId])).toEqual(expect.arrayContaining([['webhook', clientId], ['webhook', clientId], ['webpush', clientId]]));

    // Before: every endpoint gets the event (the push subscription its your_turn).
    const before = await event(user);
    for (const path of ['/own', '/app', '/minted']) await waitFor(`the first event at ${path}`, () => deliveredTo(path).includes(before));
    await waitFor('the first your_turn pushed', () => hits('/push') > 0);

    // The user signs the app out: the grant is revoked through its refresh token (RFC 7009).
    await t.http.post('/oauth/revoke').type('form').send({ token: tok.refresh_token, client_id: clientId }).expect(200);
    expect(await listed(user)).toEqual(['/own']);
    expect(await pushes(user)).toEqual([]);
    expect(await rows(tok.grantId)).toEqual([]);
    expect(await t.app.get(PrismaService).db.webhookDelivery.count({ where: { endpointId: app.id } })).toBe(0); // its delivery log went with it

    // After: the next event reaches the user's own endpoint, and nothing else.
    const counts = Object.fromEntries(['/app', '/minted', '/push'].map((p) => [p, hits(p)]));
    const after = await event(user);
    await waitFor('the second event at /own', () => deliveredTo('/own').includes(after));
    const third = await event(user); // one more, so the dispatcher has passed the first twice
    await waitFor('the third event at /own', () => deliveredTo('/own').includes(third));
    for (const path of ['/app', '/minted', '/push']) expect([path, hits(path)]).toEqual([path, counts[path]]);
  });

  it('a refresh keeps them (the grant goes on); revoking the current access token or deleting the app ends them; the user\'s own endpoint stays', async () => {
    const user = await register(t, 'hookuser2');
    await hook(user.auth, '/own2');

    // Refreshed: the grant goes on with a new pair, and so does its endpoint, even when the old access token is revoked after.
    const a = await appTokens(user, 'read webhooks');
    await hook(bearer(a.access_token), '/rotating');
    const refreshed = (await t.http.post('/oauth/token').type('form').send({ grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: clientId }).expect(200)).body as { access_token: string };
    await t.http.post('/oauth/revoke').type('form').send({ token: a.access_token, client_id: clientId }).expect(200);
    expect(await listed(user)).toEqual(['/own2', '/rotating']);
    const still = await event(user);
    await waitFor('an event at the refreshed grant\'s endpoint', () => deliveredTo('/rotating').includes(still));
    // The current access token revoked alone: its row holds the grant's refresh token, so the grant ends.
    await t.http.post('/oauth/revoke').type('form').send({ token: refreshed.access_token, client_id: clientId }).expect(200);
    expect(await listed(user)).toEqual(['/own2']);
    expect(await rows(a.grantId)).toEqual([]);

    // Another app, deleted by its developer.
    const doomed = (await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Doomed', redirectUris: [REDIRECT] }).expect(201)).body.clientId as string;
    const b = await appTokens(user, 'read webhooks', doomed);
    await hook(bearer(b.access_token), '/doomed');
    await t.http.post('/v1/me/push-subscriptions').set(bearer(b.access_token)).send({ endpoint: `${rx.url}/doomed-push`, keys: pushKeys() }).expect(201);
    expect(await listed(user)).toEqual(['/doomed', '/own2']);
    await t.http.delete(`/v1/me/oauth-apps/${doomed}`).set(dev.auth).expect(204);
    expect(await listed(user)).toEqual(['/own2']);
    expect(await pushes(user)).toEqual([]);
    expect(await t.app.get(PrismaService).db.webhookEndpoint.count({ where: { originClientId: doomed } })).toBe(0);

    const seen = { rotating: hits('/rotating'), doomed: hits('/doomed') + hits('/doomed-push') };
    const last = await event(user);
    await waitFor('the last event at /own2', () => deliveredTo('/own2').includes(last));
    expect({ rotating: hits('/rotating'), doomed: hits('/doomed') + hits('/doomed-push') }).toEqual(seen);
  });

  it('an endpoint registered while the grant ends does not outlive it (401 TOKEN_REVOKED, nothing kept)', async () => {
    const user = await register(t, 'hookrace');
    const tok = await appTokens(user, 'read webhooks');
    await t.http.get('/v1/me/webhooks').set(bearer(tok.access_token)).expect(200); // the token is now cached as good
    // The revocation has committed, and its announcement has not reached this instance yet.
    await t.app.get(PrismaService).db.apiToken.updateMany({ where: { grantId: tok.grantId }, data: { revokedAt: new Date() } });
    const r = await t.http.post('/v1/me/webhooks').set(bearer(tok.access_token)).send({ url: `${rx.url}/late` });
    expect([r.status, r.body.code]).toEqual([401, 'TOKEN_REVOKED']);
    const p = await t.http.post('/v1/me/push-subscriptions').set(bearer(tok.access_token)).send({ endpoint: `${rx.url}/late-push`, keys: pushKeys() });
    expect([p.status, p.body.code]).toEqual([401, 'TOKEN_REVOKED']);
    expect(await rows(tok.grantId)).toEqual([]);
    expect(await listed(user)).toEqual([]);
  });
});

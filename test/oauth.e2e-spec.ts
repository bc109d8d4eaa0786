/**
 * "Sign in with Pyramidion" end to end, with a public client written here from the RFCs:
 * RFC 7636 (code_verifier: 32 random bytes, base64url; code_challenge = BASE64URL(SHA256(verifier))),
 * RFC 6749 4.1 (authorization request, the user's approval on the consent page, the code sent to
 * the exact redirect URI with the state, the token request), 6 (refresh, rotated), 5.2 (errors),
 * RFC 7009 (revocation).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiTokens } from '../src/features/auth/api-tokens.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { gql, ManualClock, register, startApp, type Player, type TestApp } from './support.js';

const REDIRECT = 'http://127.0.0.1:4999/callback';

/** The client side of the flow, as an app would write it. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url'); // 43 unreserved characters (RFC 7636 4.1)
  const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url'); // S256 (4.2)
  return { verifier, challenge, state: randomBytes(16).toString('base64url') };
}

const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decode(m[2])]));
const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('OAuth 2.0 authorization code with PKCE', () => {
  let t: TestApp;
  let dev: Player;
  let clientId: string;
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    t = await startApp('oauth', { clock });
    dev = await register(t, 'appdev');
    const app = await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Pyramid <Pal>', redirectUris: [REDIRECT, 'com.example.pal:/oauth'] }).expect(201);
    clientId = app.body.clientId;
    expect((await t.http.get('/v1/me/oauth-apps').set(dev.auth).expect(200)).body.items).toEqual([app.body]);
  });
  afterAll(() => t.close());

  it('lists your apps a page at a time: every one exactly once, oldest first (ties by id), to the end', async () => {
    const ola = await register(t, 'ola');
    const made: { clientId: string; createdAt: string }[] = [];
    for (let i = 0; i < 5; i++) made.push((await t.http.post('/v1/me/oauth-apps').set(ola.auth).send({ name: `app ${i}`, redirectUris: [REDIRECT] }).expect(201)).body);
    const oldestFirst = [...made].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.clientId < b.clientId ? -1 : 1)).map((x) => x.clientId);
    type Page = { items: { clientId: string }[]; nextCursor: string | null };
    const rest = async (c: string | null): Promise<Page> => (await t.http.get(`/v1/me/oauth-apps?limit=2${c ? `&cursor=${c}` : ''}`).set(ola.auth).expect(200)).body;
    const graph = async (c: string | null): Promise<Page> => (await gql(t, ola.token, 'query($c:String){ myOAuthApps(limit: 3, cursor: $c){ items { clientId } nextCursor } }', { c })).data!.myOAuthApps;
    for (const read of [rest, graph]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await read(cursor);
        seen.push(...page.items.map((x) => x.clientId));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(oldestFirst);
    }
    expect((await t.http.get('/v1/me/oauth-apps?limit=101').set(ola.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/me/oauth-apps?cursor=WzAsMF0').set(ola.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  const authorizeUrl = (p: { challenge: string; state: string }, extra: Record<string, string | undefined> = {}) => {
    const q = { response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'read', state: p.state, code_challenge: p.challenge, code_challenge_method: 'S256', ...extra };
    return `/oauth/authorize?${new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined) as [string, string][])}`;
  };

  /** Opens the consent page and answers it as the user would; returns the redirect. */
  async function consent(user: Player, p: { challenge: string; state: string }, decision = 'approve', extra: Record<string, string> = {}, password = 'correct horse battery') {
    const page = await t.http.get(authorizeUrl(p, extra)).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.text).toContain('Pyramid &#60;Pal&#62;'); // the app's name, escaped
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const form = { ...hiddenFields(page.text), username: user.username, password, decision };
    return t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send(form);
  }

  const codeFrom = (location: string, state: string) => {
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe(state);
    return url.searchParams.get('code')!;
  };

  const tokenRequest = (body: Record<string, string>) => t.http.post('/oauth/token').type('form').send(body);

  it('gives an app a scoped token for a user who approves, without the app seeing the password', async () => {
    const user = await register(t, 'oauser');
    const p = pkce();
    const back = await consent(user, p);
    expect(back.status).toBe(302);
    const code = codeFrom(back.headers.location, p.state);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tok = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: p.verifier }).expect(200);
    expect(tok.headers['cache-control']).toBe('no-store');
    expect(tok.body).toMatchObject({ token_type: 'Bearer', expires_in: t.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS, scope: 'read' });
    const bearer = { Authorization: `Bearer ${tok.body.access_token}` };
    expect((await t.http.get('/v1/me').set(bearer).expect(200)).body.username).toBe(user.username);
    // Only the scopes the user granted.
    expect((await t.http.post('/v1/matches').set(bearer).send({ game: 'pyramid-solitaire' }).expect(403)).body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'play' });

    // The code is single-use: a second exchange fails and revokes what the first one issued.
    const again = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: p.verifier }).expect(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await t.http.get('/v1/me').set(bearer).expect(401)).body.code).toBe('TOKEN_REVOKED');
  });

  it('refuses a wrong code_verifier, another redirect_uri, another client and an expired code', async () => {
    const user = await register(t, 'oacheck');
    const p = pkce();
    const code = codeFrom((await consent(user, p)).headers.location, p.state);
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: p.verifier };
    expect((await tokenRequest({ ...base, code_verifier: pkce().verifier }).expect(400)).body.error).toBe('invalid_grant');
    expect((await tokenRequest({ ...base, code_verifier: 'short' }).expect(400)).body.error).toBe('invalid_request');
    expect((await tokenRequest({ ...base, redirect_uri: `${REDIRECT}/x` }).expect(400)).body.error).toBe('invalid_grant');
    expect((await tokenRequest({ ...base, client_id: 'app_nobody' }).expect(401)).body.error).toBe('invalid_client');
    expect((await tokenRequest({ ...base, grant_type: 'password' }).expect(400)).body.error).toBe('unsupported_grant_type');
    clock.advance(t.config.OAUTH_CODE_TTL_SECONDS + 1);
    const late = await tokenRequest(base).expect(400);
    expect(late.body).toMatchObject({ error: 'invalid_grant', error_description: 'The code has expired.' });
  });

  it('rotates refresh tokens; a rotated one presented again revokes the grant', async () => {
    const user = await register(t, 'oarefresh');
    const p = pkce();
    const code = codeFrom((await consent(user, p, 'approve', { scope: 'read play' })).headers.location, p.state);
    const first = (await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: p.verifier }).expect(200)).body;
    expect(first.scope).toBe('read play');
    const second = (await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: clientId }).expect(200)).body;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await t.http.get('/v1/me').set({ Authorization: `Bearer ${first.access_token}` }).expect(401);
    await t.http.post('/v1/matches').set({ Authorization: `Bearer ${second.access_token}` }).send({ game: 'pyramid-solitaire' }).expect(201);
    // Narrowing is allowed, widening is not.
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token, client_id: clientId, scope: 'read webhooks' }).expect(400)).body.error).toBe('invalid_scope');
    // The first refresh token again: stolen? The whole grant ends.
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: clientId }).expect(400)).body.error).toBe('invalid_grant');
    expect((await t.http.get('/v1/me').set({ Authorization: `Bearer ${second.access_token}` }).expect(401)).body.code).toBe('TOKEN_REVOKED');
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token, client_id: clientId }).expect(400)).body.error).toBe('invalid_grant');
  });

  it('revokes a refresh token with its access token (RFC 7009), and answers 200 for an unknown token', async () => {
    const user = await register(t, 'oarevoke');
    const p = pkce();
    const code = codeFrom((await consent(user, p)).headers.location, p.state);
    const tok = (await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: p.verifier }).expect(200)).body;
    await t.http.post('/oauth/revoke').type('form').send({ token: 'pyrr_unknown', client_id: clientId }).expect(200);
    await t.http.get('/v1/me').set({ Authorization: `Bearer ${tok.access_token}` }).expect(200);
    await t.http.post('/oauth/revoke').type('form').send({ token: tok.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }).expect(200);
    expect((await t.http.get('/v1/me').set({ Authorization: `Bearer ${tok.access_token}` }).expect(401)).body.code).toBe('TOKEN_REVOKED');
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: tok.refresh_token, client_id: clientId }).expect(400)).body.error).toBe('invalid_grant');
    // A personal token cannot be revoked through an app.
    const personal = (await t.http.post('/v1/me/tokens').set(user.auth).send({ name: 'mine', scopes: ['read'] }).expect(201)).body.token;
    await t.http.post('/oauth/revoke').type('form').send({ token: personal, client_id: clientId }).expect(400);
    await t.http.get('/v1/me').set({ Authorization: `Bearer ${personal}` }).expect(200);
  });

  it('sends a denial back to the app with its state', async () => {
    const user = await register(t, 'oadeny');
    const p = pkce();
    const back = await consent(user, p, 'deny');
    expect(back.status).toBe(302);
    const url = new URL(back.headers.location);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(p.state);
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('shows the page again on a wrong password, with no redirect and no code', async () => {
    const user = await register(t, 'oawrong');
    const r = await consent(user, pkce(), 'approve', {}, 'not the password at all');
    expect(r.status).toBe(401);
    expect(r.headers.location).toBeUndefined();
    expect(r.text).toContain('Wrong username or password.');
  });

  it('never redirects to an unregistered redirect_uri (exact match) or for an unknown client', async () => {
    const p = pkce();
    for (const extra of [{ redirect_uri: `${REDIRECT}/../evil` }, { redirect_uri: `${REDIRECT}?x=1` }, { redirect_uri: 'http://127.0.0.1:4999/callbac' }, { client_id: 'app_unknown' }]) {
      const r = await t.http.get(authorizeUrl(p, extra)).expect(400);
      expect(r.headers.location).toBeUndefined();
      expect(r.text).toContain('cannot be completed');
    }
  });

  it('sends protocol errors back to the app: PKCE required (S256 only), known scopes only', async () => {
    const p = pkce();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ scope: 'read admin' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [extra, error] of cases) {
      const r = await t.http.get(authorizeUrl(p, extra)).expect(302);
      const url = new URL(r.headers.location);
      expect([url.searchParams.get('error'), url.searchParams.get('state')]).toEqual([error, p.state]);
    }
  });

  it('refuses an approval without the page cookie or with edited fields (CSRF)', async () => {
    const user = await register(t, 'oacsrf');
    const p = pkce();
    const page = await t.http.get(authorizeUrl(p)).expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const form = { ...hiddenFields(page.text), username: user.username, password: 'correct horse battery', decision: 'approve' };
    await t.http.post('/oauth/authorize').type('form').send(form).expect(403);
    await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send({ ...form, scope: 'read play webhooks' }).expect(403);
    await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send({ ...form, code_challenge: pkce().challenge }).expect(403);
    expect((await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send(form)).status).toBe(302);
  });

  it("deleting the app revokes every token issued to it", async () => {
    const other = await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Short-lived', redirectUris: [REDIRECT] }).expect(201);
    const user = await register(t, 'oadeleted');
    const p = pkce();
    const page = await t.http.get(authorizeUrl(p, { client_id: other.body.clientId })).expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const back = await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send({ ...hiddenFields(page.text), username: user.username, password: 'correct horse battery', decision: 'approve' });
    const code = codeFrom(back.headers.location, p.state);
    const tok = (await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: other.body.clientId, code_verifier: p.verifier }).expect(200)).body;
    await t.http.get('/v1/me').set({ Authorization: `Bearer ${tok.access_token}` }).expect(200);
    await t.http.delete(`/v1/me/oauth-apps/${other.body.clientId}`).set(dev.auth).expect(204);
    await t.http.get('/v1/me').set({ Authorization: `Bearer ${tok.access_token}` }).expect(401);
    expect((await t.http.delete(`/v1/me/oauth-apps/${other.body.clientId}`).set(dev.auth).expect(404)).body.code).toBe('OAUTH_CLIENT_NOT_FOUND');
  });

  it('registers, lists and deletes apps over GraphQL too', async () => {
    const reg = await gql(t, dev.token, /* GraphQL */ `mutation($u: [String!]!) { registerOAuthApp(name: "Via GraphQL", redirectUris: $u) { clientId name redirectUris } }`, { u: [REDIRECT] });
    expect(reg.errors).toBeUndefined();
    const id = reg.data!.registerOAuthApp.clientId;
    const bad = await gql(t, dev.token, /* GraphQL */ `mutation { registerOAuthApp(name: "Bad", redirectUris: ["http://example.com/cb"]) { clientId } }`);
    expect(bad.errors![0].extensions!.code).toBe('VALIDATION_FAILED');
    expect((await gql(t, dev.token, `{ myOAuthApps(limit: 100) { items { clientId } } }`)).data!.myOAuthApps.items.map((a: { clientId: string }) => a.clientId)).toContain(id);
    expect((await gql(t, dev.token, `mutation($id: String!) { deleteOAuthApp(clientId: $id) }`, { id })).data!.deleteOAuthApp).toBe(true);
    expect((await gql(t, dev.token, `mutation($id: String!) { deleteOAuthApp(clientId: $id) }`, { id })).errors![0].extensions!.code).toBe('OAUTH_CLIENT_NOT_FOUND');
  });

  it('publishes its metadata (RFC 8414) for clients that discover the endpoints, never echoing the Host header', async () => {
    const r = await t.http.get('/.well-known/oauth-authorization-server').set('Host', 'play.example.com').expect(200);
    // No PUBLIC_BASE_URL and no trusted proxy here: the local origin (test/oauth-discovery.e2e-spec.ts covers the others).
    const local = `http://localhost:${new URL(t.url).port}`;
    expect(r.body).toMatchObject({
      issuer: local,
      authorization_endpoint: `${local}/oauth/authorize`,
      token_endpoint: `${local}/oauth/token`,
      revocation_endpoint: `${local}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      authorization_response_iss_parameter_supported: true,
    });
    // RFC 9207: every answer sent to the redirect URI names the issuer, a code or a denial alike.
    const user = await register(t, 'oaiss');
    for (const decision of ['approve', 'deny']) {
      const p = pkce();
      expect(new URL((await consent(user, p, decision)).headers.location).searchParams.get('iss')).toBe(local);
    }
  });

  // ---------- Issue 37, item 1: an app never holds first-party power, and what it minted dies with its grant ----------

  /** The tokens an app gets for `user` with `scope`, and the grant they belong to. */
  async function appTokens(user: Player, scope: string, client = clientId) {
    const p = pkce();
    const page = await t.http.get(authorizeUrl(p, { scope, client_id: client })).expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const back = await t.http.post('/oauth/authorize').set('Cookie', cookie).type('form').send({ ...hiddenFields(page.text), username: user.username, password: 'correct horse battery', decision: 'approve' });
    const code = codeFrom(back.headers.location, p.state);
    const tok = (await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client, code_verifier: p.verifier }).expect(200)).body as { access_token: string; refresh_token: string; scope: string };
    const row = await t.app.get(PrismaService).db.apiToken.findUniqueOrThrow({ where: { tokenHash: createHash('sha256').update(tok.access_token).digest('hex') } });
    return { ...tok, rowId: row.id, grantId: row.grantId! };
  }

  it('audit: `scope=account` at /oauth/authorize is refused (invalid_scope, back to the app), and metadata never offers it', async () => {
    const p = pkce();
    for (const scope of ['account', 'read play bot webhooks account']) {
      const r = await t.http.get(authorizeUrl(p, { scope })).expect(302); // no consent page: straight back with the error
      const url = new URL(r.headers.location);
      expect([url.searchParams.get('error'), url.searchParams.get('state'), url.searchParams.get('code')]).toEqual(['invalid_scope', p.state, null]);
      expect(url.searchParams.get('error_description')).toContain('never granted account');
    }
    const meta = (await t.http.get('/.well-known/oauth-authorization-server').expect(200)).body;
    expect(meta.scopes_supported).toEqual(['read', 'play', 'bot', 'webhooks']);
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    expect(Object.keys(doc.components.securitySchemes.oauth2.flows.authorizationCode.scopes)).toEqual(['read', 'play', 'bot', 'webhooks']);
    expect(JSON.stringify(doc.paths['/v1/me/tokens'].post.security)).not.toContain('oauth2');
  });

  it('audit: an app token whose grant said `account` (issued before the rule) cannot mint a token, manage apps or upgrade to a bot', async () => {
    const user = await register(t, 'oalegacy');
    const tok = await appTokens(user, 'read play');
    // The state an app that was granted `account` before this rule is in: its row carries the scope.
    await t.app.get(PrismaService).db.apiToken.update({ where: { id: tok.rowId }, data: { scopes: 'read play bot webhooks account' } });
    const bearer = { Authorization: `Bearer ${tok.access_token}` };
    const refused = async (r: import('supertest').Test) => expect((await r.expect(403)).body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'account' });
    await refused(t.http.post('/v1/me/tokens').set(bearer).send({ name: 'escape', scopes: ['read', 'play', 'bot', 'webhooks', 'account'] }));
    await refused(t.http.get('/v1/me/tokens').set(bearer));
    await refused(t.http.post('/v1/me/oauth-apps').set(bearer).send({ name: 'x', redirectUris: [REDIRECT] }));
    await refused(t.http.delete(`/v1/me/oauth-apps/${clientId}`).set(bearer));
    await refused(t.http.post('/v1/me/upgrade-to-bot').set(bearer));
    for (const q of ['mutation { createApiToken(name: "escape", scopes: ["read", "account"]) { token } }', 'mutation { upgradeToBot { kind } }']) {
      const r = await gql(t, tok.access_token, q);
      expect(r.errors![0].extensions).toMatchObject({ code: 'INSUFFICIENT_SCOPE', scope: 'account' });
    }
    // Nothing was minted and the account is still a person's.
    expect((await t.http.get('/v1/me/tokens').set(user.auth).expect(200)).body.items).toEqual([]);
    await t.http.post('/v1/me/upgrade-to-bot').set(user.auth).expect(200); // the user's own sign-in may
    // Its refresh issues what an app may hold, without `account`.
    const next = (await tokenRequest({ grant_type: 'refresh_token', refresh_token: tok.refresh_token, client_id: clientId }).expect(200)).body;
    expect(next.scope).toBe('read play bot webhooks');
  });

  it('audit: a token minted under a grant stops answering when the app revokes it, when the grant is revoked and when the app is deleted', async () => {
    const user = await register(t, 'oaminted');
    const apiTokens = t.app.get(ApiTokens);
    /** What the service records when a credential acting for an app mints a token (POST /v1/me/tokens refuses apps before this). */
    const mint = async (tok: { grantId: string }, app = clientId) =>
      (await apiTokens.create({ id: user.id, username: user.username, appId: app, grantId: tok.grantId }, { name: 'minted', scopes: ['read'] })).token;
    const answers = async (token: string) => (await t.http.get('/v1/me').set({ Authorization: `Bearer ${token}` })).status;

    // 1. The app revokes its access token (RFC 7009): what it minted goes too, even a token already in use (cached).
    const a = await appTokens(user, 'read');
    const usedA = await mint(a);
    expect(await answers(usedA)).toBe(200);
    await t.http.post('/oauth/revoke').type('form').send({ token: a.access_token, client_id: clientId }).expect(200);
    expect(await answers(usedA)).toBe(401);

    // 2. The grant is revoked through its refresh token.
    const b = await appTokens(user, 'read');
    const usedB = await mint(b);
    expect(await answers(usedB)).toBe(200);
    await t.http.post('/oauth/revoke').type('form').send({ token: b.refresh_token, client_id: clientId }).expect(200);
    expect((await t.http.get('/v1/me').set({ Authorization: `Bearer ${usedB}` }).expect(401)).body.code).toBe('TOKEN_REVOKED');

    // 3. The app is deleted.
    const other = (await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Doomed', redirectUris: [REDIRECT] }).expect(201)).body.clientId as string;
    const c = await appTokens(user, 'read', other);
    const usedC = await mint(c, other);
    expect(await answers(usedC)).toBe(200);
    await t.http.delete(`/v1/me/oauth-apps/${other}`).set(dev.auth).expect(204);
    expect(await answers(usedC)).toBe(401);

    // 4. The verifier checks the grant itself: a grant ended by a path that did not reach the minted token still ends it.
    const d = await appTokens(user, 'read');
    const unusedD = await mint(d);
    await t.app.get(PrismaService).db.apiToken.updateMany({ where: { grantId: d.grantId }, data: { revokedAt: new Date() } });
    expect((await t.http.get('/v1/me').set({ Authorization: `Bearer ${unusedD}` }).expect(401)).body.code).toBe('TOKEN_REVOKED');

    // A minted token never carries first-party scopes either, and a personal token the user made is untouched.
    const e = await appTokens(user, 'read');
    const wide = (await apiTokens.create({ id: user.id, username: user.username, appId: clientId, grantId: e.grantId }, { name: 'wide', scopes: ['read', 'account'] })).token;
    expect((await t.http.get('/v1/me/tokens').set({ Authorization: `Bearer ${wide}` }).expect(403)).body.scope).toBe('account');
    const personal = (await t.http.post('/v1/me/tokens').set(user.auth).send({ name: 'mine', scopes: ['read'] }).expect(201)).body.token;
    expect(await answers(personal)).toBe(200);
  });

  it('refuses redirect URIs that are not https, loopback http or a reverse-domain scheme', async () => {
    for (const uri of ['http://example.com/cb', 'javascript:alert(1)', 'https://example.com/cb#frag', 'not a url']) {
      const r = await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'bad', redirectUris: [uri] }).expect(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

/**
 * OAuth discovery behind a TLS proxy (issue 37, item 4), proved with a standard client:
 * oauth4webapi, used as an integrator would, against the app configured with
 * PUBLIC_BASE_URL=https://play.example.test and reached through a "proxy" (the client's fetch,
 * which sends https://play.example.test/... to the app's plain-HTTP port) that also sends a
 * spoofed Host header on every request. The audit's reproduction: the issuer was built from
 * Host and the request protocol, so oauth4webapi refused the document; no RFC 9207 `iss`.
 *
 * The client checks, among others: the metadata's issuer equals the one it asked (RFC 8414 3.3),
 * the endpoints are https, the authorization response's `iss` equals the issuer when the
 * metadata says authorization_response_iss_parameter_supported (RFC 9207 2.4), the state, and
 * the token responses' shape.
 */
import { request as httpRequest } from 'node:http';
import * as oauth from 'oauth4webapi';
import { register, startApp, type TestApp } from './support.js';

const PUBLIC = 'https://play.example.test';
const REDIRECT = 'http://127.0.0.1:4999/callback';
const SPOOFED_HOST = 'evil.example';

/** The proxy: an https URL of the public origin goes to the app's port, always with the spoofed Host. */
function proxyTo(t: TestApp) {
  const local = new URL(t.url);
  return async (url: string | URL, init?: { method?: string; headers?: ConstructorParameters<typeof Headers>[0]; body?: unknown; redirect?: string }): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== PUBLIC) throw new Error(`the client left the public origin: ${target.href}`);
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    headers.host = SPOOFED_HOST;
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest({ host: local.hostname, port: local.port, path: target.pathname + target.search, method: init?.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
          const status = res.statusCode ?? 500;
          resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: h }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))]));

describe('OAuth discovery behind a TLS proxy, with oauth4webapi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('oauth-discovery', {}, { PUBLIC_BASE_URL: `${PUBLIC}/` });
  });
  afterAll(() => t.close());

  it('runs discovery, authorization code + PKCE, a protected request, refresh and revocation under PUBLIC_BASE_URL despite a spoofed Host', async () => {
    const fetchViaProxy = proxyTo(t);
    const opts = { [oauth.customFetch]: fetchViaProxy } as const;
    const dev = await register(t, 'o4dev');
    const user = await register(t, 'o4user');
    const client: oauth.Client = { client_id: (await t.http.post('/v1/me/oauth-apps').set(dev.auth).send({ name: 'Standard client', redirectUris: [REDIRECT] }).expect(201)).body.clientId };

    // Discovery (RFC 8414): the issuer is the configured public origin, whatever Host said.
    const issuer = new URL(PUBLIC);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...opts }));
    expect(as).toMatchObject({
      issuer: PUBLIC,
      authorization_endpoint: `${PUBLIC}/oauth/authorize`,
      token_endpoint: `${PUBLIC}/oauth/token`,
      revocation_endpoint: `${PUBLIC}/oauth/revoke`,
      authorization_response_iss_parameter_supported: true,
    });
    expect(JSON.stringify(as)).not.toContain(SPOOFED_HOST);

    // The authorization request, as the client builds it.
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorize = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({ client_id: client.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'read play', state, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' })) {
      authorize.searchParams.set(k, v);
    }
    // The user's browser, through the same proxy: the consent page, then the approval.
    const page = await fetchViaProxy(authorize);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const form = new URLSearchParams({ ...hiddenFields(await page.text()), username: user.username, password: 'correct horse battery', decision: 'approve' });
    const back = await fetchViaProxy(`${PUBLIC}/oauth/authorize`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(back.status).toBe(302);
    const callback = new URL(back.headers.get('location')!);
    expect(callback.searchParams.get('iss')).toBe(PUBLIC); // RFC 9207

    // The client validates the response (state, and iss since the metadata promises it), then exchanges the code.
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, opts));
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'read play' });
    const me = await oauth.protectedResourceRequest(tokens.access_token, 'GET', new URL(`${PUBLIC}/v1/me`), undefined, undefined, opts);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(user.username);

    // Refresh (rotated), then revocation (RFC 7009) of the grant through its refresh token.
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, opts));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), refreshed.refresh_token!, opts));
    expect((await t.http.get('/v1/me').set('Authorization', `Bearer ${refreshed.access_token}`).expect(401)).body.code).toBe('TOKEN_REVOKED');

    // An error sent back to the app carries iss too; the client checks it before reading the error.
    const bad = new URL(authorize);
    bad.searchParams.set('scope', 'account');
    const refused = new URL((await fetchViaProxy(bad)).headers.get('location')!);
    expect(refused.searchParams.get('iss')).toBe(PUBLIC);
    expect(() => oauth.validateAuthResponse(as, client, refused, state)).toThrow(oauth.AuthorizationResponseError);

    // No OpenID Connect (no id_token is issued), so no openid-configuration that would promise one.
    expect((await fetchViaProxy(`${PUBLIC}/.well-known/openid-configuration`)).status).toBe(404);
  });
});

describe('the issuer without PUBLIC_BASE_URL', () => {
  const metadata = async (t: TestApp, headers: Record<string, string>) => (await t.http.get('/.well-known/oauth-authorization-server').set(headers).expect(200)).body as { issuer: string; token_endpoint: string };
  const spoof = { Host: SPOOFED_HOST, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'forged.example' };

  it('is the local origin when no proxy is trusted: neither Host nor forwarded headers are echoed', async () => {
    const t = await startApp('oauth-issuer-local');
    try {
      const port = new URL(t.url).port;
      expect(await metadata(t, spoof)).toMatchObject({ issuer: `http://localhost:${port}`, token_endpoint: `http://localhost:${port}/oauth/token` });
    } finally {
      await t.close();
    }
  });

  it('is the forwarded origin of a proxy named in TRUST_PROXY, and only of such a proxy', async () => {
    const trusted = await startApp('oauth-issuer-proxy', {}, { TRUST_PROXY: 'loopback' });
    try {
      expect((await metadata(trusted, { Host: SPOOFED_HOST, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'play.example.net' })).issuer).toBe('https://play.example.net');
      // A forwarded host that is not a host name is not used.
      expect((await metadata(trusted, { 'X-Forwarded-Host': 'a/b@c' })).issuer).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      await trusted.close();
    }
    const other = await startApp('oauth-issuer-other', {}, { TRUST_PROXY: '10.9.8.7' }); // the test's requests come from loopback
    try {
      expect((await metadata(other, spoof)).issuer).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      await other.close();
    }
  });
});

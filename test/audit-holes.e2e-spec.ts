/**
 * Issue 37, item 3: the holes the audit listed, each reproduced in the audit's words and now
 * refused as documented.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { register, startApp, type Player, type TestApp } from './support.js';

let t: TestApp;
let ann: Player;
let webDir: string;

beforeAll(async () => {
  // A client in the shape Vite builds (one module script, one stylesheet under /assets), so that
  // `npm test` on a fresh clone, before any build, serves a page; the real build's CSP is checked
  // in Chromium (web/test: no CSP violation while the page runs).
  webDir = mkdtempSync(join(tmpdir(), 'pyramidion-audit-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="/assets/app-AUDIT.css"><script type="module" src="/assets/app-AUDIT.js"></script></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(join(webDir, 'assets', 'app-AUDIT.js'), 'document.getElementById("app").textContent = "client";');
  writeFileSync(join(webDir, 'assets', 'app-AUDIT.css'), 'body { margin: 0; }');
  t = await startApp('audit-holes', {}, { GRAPHQL_INTROSPECTION: 'authenticated', WEB_DIR: webDir });
  ann = await register(t, 'ann');
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('"Missing or wrong-typed GraphQL variables answer HTTP 500 INTERNAL_SERVER_ERROR"', () => {
  it('a missing variable is 400 VALIDATION_FAILED over HTTP, naming the variable', async () => {
    const r = await t.http.post('/graphql').set(ann.auth).send({ query: 'query($id: ID!) { match(id: $id) { id } }', variables: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '$id', message: expect.stringContaining('was not provided') }] });
  });

  it('a wrong-typed variable is 400 VALIDATION_FAILED over HTTP', async () => {
    const r = await t.http.post('/graphql').set(ann.auth).send({ query: 'query($l: Int!) { matches(limit: $l) { nextCursor } }', variables: { l: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '$l' }] });
  });

  it('over graphql-ws both are an error message, and the connection carries on', async () => {
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${ann.token}` }, retryAttempts: 0, lazy: true });
    const run = (query: string, variables: Record<string, unknown>) =>
      new Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[]; data?: unknown }>((resolve, reject) => {
        client.subscribe({ query, variables }, { next: (v) => resolve(v as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e instanceof Error ? e : new Error(JSON.stringify(e)))), complete: () => undefined });
      });
    try {
      const missing = await run('query($id: ID!) { match(id: $id) { id } }', {});
      expect(missing.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
      const wrong = await run('query($l: Int!) { matches(limit: $l) { nextCursor } }', { l: 'x' });
      expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
      const fine = await run('query($l: Int!) { matches(limit: $l) { nextCursor } }', { l: 1 });
      expect(fine.errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });
});

describe('"A 409 on a cancelled challenge puts the string cancelled in the problem\'s numeric status"', () => {
  it('the status stays the HTTP status; the challenge\'s own status is challengeStatus', async () => {
    const ben = await register(t, 'ben');
    const ch = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/challenges/${ch.id}/cancel`).set(ann.auth).expect(200);
    const r = await t.http.post(`/v1/challenges/${ch.id}/accept`).set(ben.auth).expect(409);
    expect(r.body).toMatchObject({ status: 409, title: 'Conflict', code: 'CHALLENGE_NOT_PENDING', challengeStatus: 'cancelled', type: 'https://pyramidion.dev/problems/challenge-not-pending' });
  });
});

describe('"long path parameters give an undocumented 414"', () => {
  it('a path parameter over 100 characters is 400 VALIDATION_FAILED, as problem+json', async () => {
    const r = await t.http.get(`/v1/matches/${'a'.repeat(101)}`).set(ann.auth).expect(400);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await t.http.get(`/v1/matches/${'a'.repeat(100)}`).set(ann.auth)).status).toBe(404);
  });
});

describe('"A wrong method answers 404 (not 405) and a text/plain body 400 (not 415), against the README"', () => {
  it('a known path under another method is 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const r = await t.http.delete('/v1/games').expect(405);
    expect(r.headers.allow).toBe('GET, HEAD');
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    const moves = await t.http.get('/v1/matches/some-id/moves').set(ann.auth);
    expect([moves.status, moves.headers.allow]).toEqual([405, expect.stringContaining('POST')]);
    // An unknown path stays 404.
    expect((await t.http.delete('/v1/no-such-thing').expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('a text/plain or form body is 415 UNSUPPORTED_MEDIA_TYPE; JSON still works', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const r = await t.http.post('/v1/matches').set(ann.auth).set('content-type', type).send('game=sabotage');
      expect([type, r.status, r.body.code]).toEqual([type, 415, 'UNSUPPORTED_MEDIA_TYPE']);
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await t.http.post('/v1/matches').set(ann.auth).set('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ game: 'sabotage' })).expect(201);
  });
});

describe('"changedSince accepts null and \\"\\" as the empty cursor"', () => {
  it('both are 400 VALIDATION_FAILED; leaving it out (the first poll) works', async () => {
    for (const v of ['', 'null']) {
      const r = await t.http.get('/v1/me/matches').query({ changedSince: v }).set(ann.auth);
      expect([v, r.status, r.body.code]).toEqual([v, 400, 'VALIDATION_FAILED']);
    }
    expect((await t.http.get('/v1/me/matches').set(ann.auth).expect(200)).body).toHaveProperty('nextCursor');
  });
});

describe('"anonymous introspection returns ~1 MB per request"', () => {
  const query = '{ __schema { types { name } } }';
  it('with GRAPHQL_INTROSPECTION=authenticated (production default) an anonymous caller gets 401, a signed-in one the schema', async () => {
    const anon = await t.http.post('/graphql').send({ query });
    expect(anon.status).toBe(401);
    expect(anon.body.errors[0].extensions.code).toBe('TOKEN_MISSING');
    expect(anon.body.data).toBeUndefined();
    const junk = await t.http.post('/graphql').set('Authorization', 'Bearer junk').send({ query });
    expect([junk.status, junk.body.errors[0].extensions.code]).toEqual([401, 'TOKEN_INVALID']);
    const signedIn = await t.http.post('/graphql').set(ann.auth).send({ query }).expect(200);
    expect(signedIn.body.data.__schema.types.length).toBeGreaterThan(20);
    // __typename is not introspection of the schema, and public queries stay anonymous.
    expect((await t.http.post('/graphql').send({ query: '{ __typename games { id } }' }).expect(200)).body.data.__typename).toBe('Query');
  });

  it('development keeps it open to anyone', async () => {
    const dev = await startApp('audit-holes-dev');
    try {
      expect(dev.config.GRAPHQL_INTROSPECTION).toBe('all');
      expect((await dev.http.post('/graphql').send({ query }).expect(200)).body.data.__schema.types.length).toBeGreaterThan(20);
    } finally {
      await dev.close();
    }
  });
});

describe('"the web client is served without a Content-Security-Policy or anti-framing header"', () => {
  it('the page and its assets carry a CSP that allows only its own origin, and may not be framed', async () => {
    const page = await t.http.get('/').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Everything the page loads comes from its own origin (what the CSP allows).
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) {
      expect(a.startsWith('/')).toBe(true);
      const asset = await t.http.get(a).expect(200);
      expect(asset.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('API answers carry default-src none, nosniff and DENY; /docs and /graphql keep working', async () => {
    const api = await t.http.get('/v1/games').expect(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-resource-policy']).toBeUndefined();
    const missing = await t.http.get('/v1/nothing-here').expect(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    const docs = await t.http.get('/docs/').redirects(2);
    expect([docs.status, docs.headers['x-frame-options']]).toEqual([200, 'DENY']);
  });
});

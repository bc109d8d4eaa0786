/**
 * The web client is served at `/` from WEB_DIR beside the API: its files get routes, the API's
 * routes keep theirs, and without a built client only the API is served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, type TestApp } from './support.js';

describe('the web client at /', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pyramidion-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div><script type="module" src="/assets/app-TEST.js"></script>');
    writeFileSync(join(dir, 'assets', 'app-TEST.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await startApp('web-client', {}, { WEB_DIR: dir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it on every load', async () => {
    const r = await t.http.get('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.text).toContain('<div id="app">');
  });

  it('serves the hashed assets, compressed and cached for good', async () => {
    const r = await t.http.get('/assets/app-TEST.js').set('accept-encoding', 'gzip');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API, the probes and the docs where they were', async () => {
    const games = await t.http.get('/v1/games');
    expect(games.status).toBe(200);
    expect(Array.isArray(games.body)).toBe(true);
    expect((await t.http.get('/health')).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/openapi.json')).body.openapi).toMatch(/^3\./);
    expect((await t.http.get('/docs')).status).toBeLessThan(400);
  });

  it('answers an unknown path with the API 404, not the page', async () => {
    const r = await t.http.get('/no-such-page');
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('<div id="app">');
  });
});

describe('without a built web client', () => {
  it('serves only the API', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'pyramidion-noweb-'));
    const t = await startApp('web-client-none', {}, { WEB_DIR: empty });
    try {
      expect((await t.http.get('/')).status).toBe(404);
      expect((await t.http.get('/v1/games')).status).toBe(200);
    } finally {
      await t.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

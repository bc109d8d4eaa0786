/** GET /v1/games/{id}/rules: each game's rules document, as markdown or HTML. */
import { readFileSync } from 'node:fs';
import { GAMES } from '../../src/games/index.js';
import { startApp, type TestApp } from '../support.js';

describe('rules documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('rules');
  });
  afterAll(() => t.close());

  it.each(GAMES.map((g) => [g.meta.id, g.meta.rulesDoc]))('serves the rules of %s as markdown by default', async (id, file) => {
    const r = await t.http.get(`/v1/games/${id}/rules`).expect(200);
    expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(r.headers.vary).toContain('Accept');
    expect(r.text).toBe(readFileSync(file, 'utf8'));
  });

  it('renders HTML for a client that prefers it, as a browser does', async () => {
    const r = await t.http
      .get('/v1/games/pyramid-solitaire/rules')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .expect(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.text).toContain('<title>Pyramid Solitaire: rules</title>');
    expect(r.text).toContain('<h1>Pyramid Solitaire (<code>pyramid-solitaire</code>)</h1>');
    expect(r.text).toContain('<table>'); // the rules' tables are rendered, not left as text
  });

  it('keeps markdown for a client that ranks it above HTML', async () => {
    const r = await t.http.get('/v1/games/sabotage/rules').set('Accept', 'text/html;q=0.5, text/markdown').expect(200);
    expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('keeps angle brackets of the text as text in the HTML', async () => {
    // allmer-pyramid's rules write the notation as `<board> <side> <ban>`: it must stay text.
    const r = await t.http.get('/v1/games/allmer-pyramid/rules').set('Accept', 'text/html').expect(200);
    expect(r.text).toContain('&lt;board&gt;');
    expect(r.text).not.toContain('<board>');
  });

  it('answers 404 GAME_NOT_FOUND for a game that is not hosted, without a token', async () => {
    const r = await t.http.get('/v1/games/chess/rules').expect(404);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body.code).toBe('GAME_NOT_FOUND');
  });
});

/** GET /v1/games/{id}/rules: each game's rules document, as markdown or HTML. */
import { existsSync, readFileSync } from 'node:fs';
import { GAMES } from '../../src/games/index.js';
import { startApp, type TestApp } from '../support.js';

describe('rules documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('rules');
  });
  afterAll(() => t.close());

  it.each(GAMES.map((g) => [g.meta.id, g.meta.rulesDoc]))('serves the rules of %s as markdown in English by default', async (id, file) => {
    const r = await t.http.get(`/v1/games/${id}/rules`).expect(200);
    expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(r.headers['content-language']).toBe('en');
    expect(r.headers.vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept', 'Accept-Language']));
    expect(r.text).toBe(readFileSync(file, 'utf8'));
  });

  // A game with a Spanish document gets it; one without (a game just added) is served in English and
  // says so. That every game of the project has both is the rules-docs spec's check.
  it.each(GAMES.map((g) => [g.meta.id, g.meta.rulesDoc]))('serves the Spanish rules of %s for ?lang=es, or says it has none', async (id, english) => {
    const spanish = english.replace(/rules\.md$/, 'rules.es.md');
    const r = await t.http.get(`/v1/games/${id}/rules?lang=es`).expect(200);
    expect(r.headers['content-language']).toBe(existsSync(spanish) ? 'es' : 'en');
    expect(r.headers.vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept', 'Accept-Language']));
    expect(r.text).toBe(readFileSync(existsSync(spanish) ? spanish : english, 'utf8'));
  });

  it('negotiates Accept-Language by its q-values, and ?lang= wins over it', async () => {
    const es = await t.http.get('/v1/games/nos-vigilan/rules').set('Accept-Language', 'en;q=0.4, es-AR;q=0.8').expect(200);
    expect(es.headers['content-language']).toBe('es');
    expect(es.text).toContain('## Resoluciones');
    const en = await t.http.get('/v1/games/nos-vigilan/rules').set('Accept-Language', 'es;q=0.4, en;q=0.8').expect(200);
    expect(en.headers['content-language']).toBe('en');
    const forced = await t.http.get('/v1/games/nos-vigilan/rules?lang=en').set('Accept-Language', 'es').expect(200);
    expect(forced.headers['content-language']).toBe('en');
    const other = await t.http.get('/v1/games/nos-vigilan/rules').set('Accept-Language', 'fr-FR, de').expect(200);
    expect(other.headers['content-language']).toBe('en');
  });

  it('sets the language in the HTML, as in Content-Language', async () => {
    const r = await t.http.get('/v1/games/nos-vigilan/rules').set('Accept', 'text/html').set('Accept-Language', 'es').expect(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-language']).toBe('es');
    expect(r.text).toContain('<html lang="es">');
    expect(r.text).toContain('<title>Nos vigilan: reglas</title>');
  });

  it('answers 400 for a language it has no rules in', async () => {
    const r = await t.http.get('/v1/games/nos-vigilan/rules?lang=fr').expect(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
  });

  it('lists the languages and the names of each game in the catalogue', async () => {
    const r = await t.http.get('/v1/games').expect(200);
    const nos = r.body.find((g: { id: string }) => g.id === 'nos-vigilan');
    expect(nos.rulesLanguages).toEqual(['en', 'es']);
    expect(nos.names).toContainEqual({ kind: 'card', id: 'nv-01', en: 'Abduction', es: 'Abducción', original: 'es' });
    expect(nos.names).toContainEqual({ kind: 'faction', id: 'hombres-de-negro', en: 'Men in Black', es: 'Hombres de Negro', original: 'es' });
    const zig = r.body.find((g: { id: string }) => g.id === 'ziggurat');
    expect(zig.names).toContainEqual({ kind: 'suit', id: 'wyrms', en: 'Wyrms', es: 'Sierpes', original: 'en' });
    const sab = r.body.find((g: { id: string }) => g.id === 'sabotage');
    expect(sab.names).toContainEqual({ kind: 'rank', id: 'Q', en: 'Queen', es: 'Reina', original: 'en' });
    expect(sab.names).toContainEqual({ kind: 'suit', id: 'S', en: 'Spades', es: 'Picas', original: 'en' });
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

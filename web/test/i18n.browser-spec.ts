/**
 * The interface in two languages (issue 38, "Bilingual"): a browser that prefers Spanish gets the
 * Spanish interface, the header's switch changes it (and it stays chosen), and Nos Vigilan's card
 * names show in English with the original Spanish beside them, or in Spanish alone. These pages
 * run under the client's own Content-Security-Policy (the other suites bypass it for their string
 * predicates, which run through eval): any violation the browser reports fails the test.
 */
import type { Browser, Page } from 'playwright-core';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { launch } from './browser.js';

describe('the web client in English and Spanish', () => {
  let t: TestApp;
  let browser: Browser;
  let ana: Page, ben: Page;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  /** The Nos Vigilan match of the first test, seen in Spanish by Ana. */
  let nvMatch = '';

  beforeAll(async () => {
    t = await startApp('web-i18n');
    browser = await launch();
    ana = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    ben = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    for (const p of [ana, ben]) {
      p.on('pageerror', (e) => pageErrors.push(e.message));
      p.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
      });
    }
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
    expect(cspViolations.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the Spanish interface to a browser that prefers Spanish, and Nos Vigilan card names in each language', async () => {
    await ana.goto(t.url);
    await ana.getByRole('heading', { name: 'Crear una cuenta' }).waitFor();
    expect(await ana.evaluate('document.documentElement.lang')).toBe('es');
    await ana.getByLabel('Usuario').fill(uniqueName('ana'));
    await ana.getByLabel('Contraseña').fill('correct horse battery');
    await ana.getByRole('button', { name: 'Registrarse' }).click();
    await ana.getByRole('heading', { name: 'Nueva partida' }).waitFor();
    for (const text of ['Partidas abiertas', 'Mis partidas', 'En juego ahora', 'Crear partida', 'Mi turno', 'Cerrar sesión']) {
      expect(await ana.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }

    await ben.goto(t.url);
    await ben.getByLabel('Username').fill(uniqueName('ben'));
    await ben.getByLabel('Password').fill('correct horse battery');
    await ben.getByRole('button', { name: 'Sign up' }).click();
    await ben.getByRole('heading', { name: 'New match' }).waitFor();

    // Ana creates a Nos Vigilan match in Spanish; Ben joins it in English.
    await ana.getByLabel('Juego', { exact: true }).selectOption({ label: 'Nos Vigilan' });
    await ana.getByRole('button', { name: 'Crear partida' }).click();
    await ana.waitForURL(/#\/match\//);
    const id = ana.url().split('/').pop()!;
    await ben.goto(`${t.url}/#/match/${id}`);
    await ben.getByTestId('join').click();
    await ben.locator('.match[data-status="active"]').waitFor();
    await ana.locator('.match[data-status="active"]').waitFor();
    expect(await ana.getByTestId('state').textContent()).toMatch(/Tu turno\.|Esperando a/);

    // A known card is named "English (Español)" for Ben and in Spanish alone for Ana.
    const labels = (p: Page) => p.locator('.board .pick').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const english = (await labels(ben)).filter((l) => /, value \d/.test(l));
    expect(english.length).toBeGreaterThan(0);
    for (const l of english) expect(l).toMatch(/^[^,(]+ \([^)]+\), value \d/);
    const spanish = (await labels(ana)).filter((l) => /, valor \d/.test(l));
    expect(spanish.length).toBeGreaterThan(0);
    for (const l of spanish) expect(l).not.toMatch(/^[^,(]+ \([^)]+\), valor/);
    nvMatch = id;
  });

  it('switches the language from the header, and keeps the choice', async () => {
    await ana.goto(`${t.url}/#/`);
    await ana.getByTestId('language').selectOption('en');
    await ana.getByRole('heading', { name: 'New match' }).waitFor();
    expect(await ana.evaluate('document.documentElement.lang')).toBe('en');
    await ana.reload();
    await ana.getByRole('heading', { name: 'New match' }).waitFor();
    await ana.getByTestId('language').selectOption('es');
    await ana.getByRole('heading', { name: 'Nueva partida' }).waitFor();
  });

  /**
   * Everything a board says, as a person or a screen reader meets it: the drawing's printed text,
   * the accessible names of its parts, the move buttons and the list of moves played.
   */
  const boardWords = async (p: Page) =>
    (await p.locator('.board, .board [aria-label], [data-testid=move], [data-testid=move-list] li').evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label') ?? ''} | ${e.textContent ?? ''}`))).join('\n');

  /** Strings the boards said in English before they went through the catalogue. */
  const ENGLISH = [/Pyramid Solitaire table/, /Draw from the stock/, /\bStock\b/, /\bwaste\b/, /\bremoved\b/, /pyramid row/, /\bexposed\b/, /\bcovered\b/, /top of the/, /\bof (clubs|diamonds|hearts|spades)\b/, /\b(king|queen|jack|ace) of\b/, /Nos Vigilan table/, /Claim to/, /\bRound \d/, /\bphase\b/, /challenge pile/, /draw pile/, /hand, then zone/, /Hidden card/, /, value \d/, /Challenge:/, /\bwins\./, /'s (hand|zone)\b/, /on the table/];

  it("speaks Spanish on the boards: Pyramid Solitaire's drawing, its move buttons and the move list, and Nos Vigilan's table", async () => {
    await ana.goto(`${t.url}/#/`);
    await ana.getByLabel('Juego', { exact: true }).selectOption({ label: 'Pyramid Solitaire' });
    await ana.getByRole('button', { name: 'Crear partida' }).click();
    await ana.waitForURL(/#\/match\//);
    await ana.locator('.match[data-status="active"]').waitFor();
    await ana.getByRole('group', { name: 'Mesa de Pyramid Solitaire' }).waitFor();
    // The stock is drawn from by its Spanish name, on the board and among the move buttons.
    expect(await ana.locator('.board .pick[data-key="draw"]').getAttribute('aria-label')).toMatch(/^Mazo, \d+ cartas: robar$/);
    const draw = ana.getByRole('button', { name: 'Robar del mazo', exact: true });
    await draw.click();
    // The move's answer puts it in the list, named as its button was.
    await ana.getByTestId('move-list').locator('li', { hasText: 'Robar del mazo' }).waitFor();
    const cards = await ana.locator('.board .pick[data-key^="card:"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(cards.some((l) => / de (tréboles|diamantes|corazones|picas), fila \d de la pirámide, (descubierta|tapada)$/.test(l))).toBe(true);
    expect(cards.some((l) => /encima del (mazo|descarte)$/.test(l))).toBe(true);
    const solitaire = await boardWords(ana);
    expect(solitaire).toMatch(/Mazo \d+ · descarte \d+ · retiradas \d+ · pasada \d+/);
    for (const english of ENGLISH) expect(solitaire).not.toMatch(english);

    // Nos Vigilan's table in Spanish: its header, the claim's destinations and every card.
    await ana.goto(`${t.url}/#/match/${nvMatch}`);
    await ana.getByRole('group', { name: 'Mesa de Nos Vigilan' }).waitFor();
    const nv = await boardWords(ana);
    expect(nv).toMatch(/Ronda \d+ · fase \S+ · mazo de desafíos \d+/);
    expect(nv).toContain('Reclamar para la pirámide');
    expect(nv).toMatch(/Desafío: Gana /);
    for (const english of ENGLISH) expect(nv).not.toMatch(english);

    // The same board in English for Ben still says it in English (the specs that click English
    // labels rely on it).
    await ben.goto(`${t.url}/#/match/${nvMatch}`);
    await ben.getByRole('group', { name: 'Nos Vigilan table' }).waitFor();
    const english = await boardWords(ben);
    expect(english).toMatch(/Round \d+ · phase \S+ · challenge pile \d+/);
    expect(english).toContain('Claim to the pyramid');
  });
});

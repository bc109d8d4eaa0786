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
    const spanish = (await labels(ana)).filter((l) => /, value \d/.test(l));
    expect(spanish.length).toBeGreaterThan(0);
    for (const l of spanish) expect(l).not.toMatch(/^[^,(]+ \([^)]+\), value/);
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
});

/**
 * Accessibility and keyboard play (issue 38, "Accessible"): axe-core finds no serious or critical
 * violation on any page; a focused board element shows a focus ring; after a move focus stays
 * on the board, at most 3 keystrokes from a legal move; and a whole game is played by keyboard.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { accessibility, createMatch, SCREENSHOTS, launch, mayMove, playOneMove, signUp, status, version, versionAbove } from './browser.js';

const GAMES = [
  { title: 'Pyramid Solitaire', seats: 1 },
  { title: 'Sabotage', seats: 2, fields: { 'Rows in each pyramid': '4' } },
  { title: 'Nos Vigilan', seats: 2 },
  { title: 'Ziggurat', seats: 2 },
  { title: "Allmer's Pyramid", seats: 2 },
];

describe('the web client, by keyboard and to axe-core', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp('web-a11y');
    browser = await launch();
    // bypassCSP: the harness injects axe-core and runs string predicates through eval, which the client's CSP refuses (the client itself needs neither; i18n.browser-spec runs under the CSP).
    contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })));
    [alice, bob] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob]) p.on('pageerror', (e) => pageErrors.push(e.message));
    await signUp(alice, t.url, uniqueName('alice'));
    await signUp(bob, t.url, uniqueName('bob'));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Starts a match of `game` between alice and bob (alice alone for one seat) and returns its id. */
  async function start(game: (typeof GAMES)[number]): Promise<string> {
    const id = await createMatch(alice, t.url, game.title, { fields: game.fields ?? {} });
    if (game.seats === 2) {
      await bob.goto(`${t.url}/#/match/${id}`);
      await bob.getByTestId('join').click();
      await bob.locator('.match[data-status="active"]').waitFor();
    }
    await alice.locator('.match[data-status="active"]').waitFor();
    return id;
  }

  /** The page of the player who may move now, once one may. */
  async function mover(seats: number): Promise<Page> {
    for (let i = 0; i < 200; i++) {
      if (await mayMove(alice)) return alice;
      if (seats === 2 && (await mayMove(bob))) return bob;
      await alice.waitForTimeout(100);
    }
    throw new Error('nobody may move');
  }

  it('finds no serious or critical violation on the sign-up, lobby, my-turn, match and replay pages', async () => {
    const found: Record<string, unknown> = {};
    // Each page in the light and in the dark theme.
    const check = async (page: Page, name: string) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const v = await accessibility(page);
        if (v.length) found[`${name}, ${colorScheme}`] = v;
      }
      await page.emulateMedia({ colorScheme: 'light' });
    };
    const stranger = await contexts[0].newPage();
    await stranger.goto(t.url);
    await stranger.getByRole('button', { name: 'Sign up' }).waitFor();
    await check(stranger, 'sign up');
    await stranger.close();
    await alice.goto(`${t.url}/#/`);
    await alice.getByRole('button', { name: 'Create match' }).waitFor();
    await check(alice, 'lobby');
    await alice.goto(`${t.url}/#/turns`);
    await alice.locator('h1', { hasText: 'My turn' }).waitFor();
    await check(alice, 'my turn');
    for (const game of GAMES) {
      const id = await start(game);
      // A few moves in, with the legal moves of the player to act highlighted on the board.
      for (let i = 0; i < 3; i++) await playOneMove(await mover(game.seats));
      const mover1 = await mover(game.seats);
      await check(mover1, `${game.title} (to act)`);
      // At 1280x800 the whole board shows without scrolling, the player's own side included.
      await mover1.evaluate('window.scrollTo(0, 0)');
      const box = await mover1.locator('.board-panel svg').boundingBox();
      await mover1.screenshot({ path: `${SCREENSHOTS}/${game.title.replace(/\W+/g, '-').toLowerCase()}-1280x800.png` });
      const bottom = Math.round(box!.y + box!.height);
      expect([game.title, bottom]).toEqual([game.title, Math.min(bottom, 800)]);
      if (game.seats === 2) await check(mover1 === alice ? bob : alice, `${game.title} (waiting)`);
      await alice.goto(`${t.url}/#/match/${id}/replay`);
      await alice.locator('.board-panel svg').waitFor();
      await alice.getByTestId('verdict').waitFor();
      await check(alice, `${game.title} replay`);
    }
    expect(found).toEqual({});
  });

  it('draws a visible focus ring on a focused board element', async () => {
    await start(GAMES[0]);
    const legal = alice.locator('.pick.legal').first();
    await legal.waitFor();
    await alice.keyboard.press('Tab'); // keyboard focus, so :focus-visible applies
    await legal.focus();
    const ring = (await alice.evaluate("(() => { const s = getComputedStyle(document.activeElement); return { focused: document.activeElement.matches('.pick.legal'), style: s.outlineStyle, width: parseFloat(s.outlineWidth) }; })()")) as { focused: boolean; style: string; width: number };
    expect(ring.focused).toBe(true);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  it('plays a whole game of Sabotage by keyboard, each legal move at most 3 keystrokes away after the last move', async () => {
    const id = await start(GAMES[1]);
    await bob.goto(`${t.url}/#/match/${id}`);
    await bob.locator('.match[data-status="active"]').waitFor();
    const onLegal = (p: Page) => p.evaluate("!!document.activeElement?.matches('.pick.legal:not(.selected), [data-testid=move]')") as Promise<boolean>;
    let moves = 0;
    let worst = 0;
    while ((await status(alice)) === 'active') {
      const p = (await mayMove(alice)) ? alice : (await mayMove(bob)) ? bob : null;
      if (!p) {
        await alice.waitForTimeout(100);
        continue;
      }
      const before = await version(p);
      // Each pick of the move: Tab until a legal element has focus, then Enter.
      for (let pickNo = 0; (await version(p)) === before; pickNo++) {
        if (pickNo > 4) throw new Error('the move did not go through after 4 picks');
        let tabs = 0;
        while (!(await onLegal(p))) {
          if (tabs === 3) throw new Error(`no legal move within 3 keystrokes at move ${moves + 1} (focus on ${await p.evaluate('document.activeElement?.outerHTML.slice(0, 120)')})`);
          await p.keyboard.press('Tab');
          tabs++;
        }
        worst = Math.max(worst, tabs);
        const selected = await p.locator('.pick.selected').count();
        await p.keyboard.press('Enter');
        await p.waitForFunction(`Number(document.querySelector('.match').dataset.version) > ${before} || document.querySelectorAll('.pick.selected').length > ${selected}`, undefined, { timeout: 10000 });
      }
      await versionAbove(p, before);
      moves++;
      if (moves > 300) throw new Error('no end after 300 moves');
    }
    expect(await status(alice)).toBe('finished');
    expect(moves).toBeGreaterThan(2);
    expect(worst).toBeLessThanOrEqual(3);
  });
});

describe('the web client, readable and live', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await startApp('web-readable');
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })).newPage();
    await signUp(page, t.url, uniqueName('reader'));
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('counts the matches awaiting you in the tab title, its icon and the "My turn" link', async () => {
    await createMatch(page, t.url, 'Pyramid Solitaire');
    await page.waitForFunction('document.title.startsWith("(1) ")', undefined, { timeout: 10000 });
    expect(await page.getByTestId('waiting').textContent()).toBe('1');
    expect(decodeURIComponent((await page.locator('link[rel=icon]').getAttribute('href')) ?? '')).toContain('>1</text>');
    await createMatch(page, t.url, 'Pyramid Solitaire');
    await page.waitForFunction('document.title.startsWith("(2) ")', undefined, { timeout: 10000 });
  });

  it('counts down the time left to decide on a match with a clock', async () => {
    await page.goto(`${t.url}/#/`);
    await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Pyramid Solitaire' });
    await page.getByLabel('Clock per decision').selectOption('300');
    await page.getByRole('button', { name: 'Create match' }).click();
    const clock = page.getByTestId('clock');
    await clock.waitFor();
    const first = (await clock.textContent())!;
    expect(first).toMatch(/^⏱ [0-5]:\d\d$/);
    await page.waitForFunction(`document.querySelector('[data-testid=clock]').textContent !== ${JSON.stringify(first)}`, undefined, { timeout: 5000 });
    expect((await clock.textContent())! < first).toBe(true);
  });

  it('links the rules of the game from the match page, and draws the replay step buttons as SVG', async () => {
    const id = await createMatch(page, t.url, 'Ziggurat');
    const href = await page.getByTestId('rules').getAttribute('href');
    expect(href).toBe('/v1/games/ziggurat/rules');
    expect((await fetch(`${t.url}${href}`, { headers: { accept: 'text/html' } })).status).toBe(200);
    await page.goto(`${t.url}/#/match/${id}/replay`);
    await page.getByTestId('next').waitFor();
    expect(await page.locator('.replay-controls button svg.icon').count()).toBe(4);
    expect(await page.locator('.replay-controls').textContent()).not.toMatch(/[⏮⏭]/);
  });

  it('switches between the light and the dark theme from the header, and keeps the choice', async () => {
    const bg = () => page.evaluate('getComputedStyle(document.documentElement).backgroundColor');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${t.url}/#/`);
    const light = await bg();
    await page.getByTestId('theme').click();
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    expect(await bg()).not.toBe(light);
    await page.reload();
    await page.getByTestId('theme').waitFor();
    expect(await page.getByTestId('theme').getAttribute('aria-pressed')).toBe('true');
    expect(await bg()).not.toBe(light);
    await page.getByTestId('theme').click();
    expect(await bg()).toBe(light);
  });
});

/**
 * The reference web client in a real browser (Debian's Chromium through playwright-core): two
 * players sign up in two browser contexts, create and join a match of each game, and play it to
 * its end by clicking (the first highlighted board element, else the first listed move); a third
 * context watches each match live without reloading; the replay viewer steps through it and
 * verifies its record; a screenshot of each board is saved under web/test/screenshots/.
 */
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SeedSource } from '../../src/platform/runtime.js';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { createMatch, launch, mayMove, playOneMove, SCREENSHOTS, signUp, status, version, versionAbove, versionIs } from './browser.js';

/** Seeds in creation order, so each run deals the same cards. */
class CountingSeeds extends SeedSource {
  private n = 0;
  seed(): string {
    return `browser-${++this.n}`;
  }
}

const GAMES = [
  { id: 'pyramid-solitaire', title: 'Pyramid Solitaire', seats: 1 },
  { id: 'sabotage', title: 'Sabotage', seats: 2, fields: { 'Rows in each pyramid': '4' } },
  { id: 'nos-vigilan', title: 'Nos Vigilan', seats: 2 },
  { id: 'ziggurat', title: 'Ziggurat', seats: 2 },
  { id: 'allmer-pyramid', title: "Allmer's Pyramid", seats: 2, fields: { 'Draw after this many moves with no stone leaving the board': '30' } },
] as const;

const MAX_PLIES = 1500;

describe('the web client in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page, carol: Page;
  /** Uncaught exceptions in any page: each test ends with none. */
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp('browser', { seeds: new CountingSeeds() });
    browser = await launch();
    // bypassCSP: the harness's string predicates (waitForFunction) run through eval, which the client's CSP refuses (the client itself needs none).
    contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1100, height: 900 }, bypassCSP: true })));
    [alice, bob, carol] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob, carol]) p.on('pageerror', (e) => pageErrors.push(e.message));
    await signUp(alice, t.url, uniqueName('alice'));
    await signUp(bob, t.url, uniqueName('bob'));
    await signUp(carol, t.url, uniqueName('carol'));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('serves the client at / with an entry script under 200 KB of compressed JavaScript, and the API beside it', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(html).toContain('<div id="app">');
    // One entry script; the other chunks (the record verifier with every game's rules) load on demand.
    const js = readdirSync('web/dist/assets').filter((f) => f.endsWith('.js') && f.startsWith('app-'));
    expect(js).toHaveLength(1);
    expect(html).toContain(`/assets/${js[0]}`);
    expect(gzipSync(readFileSync(`web/dist/assets/${js[0]}`)).length).toBeLessThan(200 * 1024);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    expect((await fetch(`${t.url}/v1/games`)).status).toBe(200);
  });

  for (const game of GAMES) {
    it(`plays ${game.title} to its end by clicking, watched live, then replays it`, async () => {
      const id = await createMatch(alice, t.url, game.title, { fields: 'fields' in game ? game.fields : {} });
      const players = [alice];
      if (game.seats === 2) {
        await bob.goto(`${t.url}/#/`);
        await bob.getByRole('button', { name: 'Refresh' }).click();
        await bob.locator(`li[data-match="${id}"]`).getByTestId('join').click();
        await bob.waitForURL(new RegExp(`#/match/${id}$`));
        await bob.locator('.match').waitFor();
        players.push(bob);
      }
      // The spectator finds the match in the lobby's list of matches being played.
      await carol.goto(`${t.url}/#/`);
      await carol.getByRole('button', { name: 'Refresh' }).click();
      await carol.locator(`li[data-match="${id}"]`).getByRole('link', { name: 'Watch' }).click();
      await carol.locator('.match[data-status="active"]').waitFor();
      await alice.locator('.match[data-status="active"]').waitFor();
      expect(await carol.getByTestId('state').textContent()).toContain('You are watching');

      // The players to act see the match in their "My turn" list, the others do not.
      if (game.seats === 2) {
        for (const p of players) {
          const mustAct = (await p.getByTestId('state').textContent())!.includes('Your turn');
          await p.goto(`${t.url}/#/turns`);
          await p.locator('h1', { hasText: 'My turn' }).waitFor();
          await p.locator('[data-testid="turns"], p.muted', { hasText: /.*/ }).first().waitFor();
          expect(await p.locator(`li[data-match="${id}"]`).count()).toBe(mustAct ? 1 : 0);
          await p.goto(`${t.url}/#/match/${id}`);
          await p.locator('.match[data-status="active"]').waitFor();
        }
      }

      let plies = 0;
      let boardClicks = 0;
      let shot = false;
      while ((await status(alice)) === 'active') {
        if (plies > MAX_PLIES) throw new Error(`${game.id}: no end after ${MAX_PLIES} moves`);
        let moved = false;
        for (const p of players) {
          if (!(await mayMove(p))) continue;
          if ((await playOneMove(p)) === 'board') boardClicks++;
          plies++;
          moved = true;
          break;
        }
        if (!moved) await alice.waitForTimeout(100);
        if (!shot && plies >= 6) {
          // The board mid-game, from the first player's seat.
          await alice.locator('.board-panel').screenshot({ path: `${SCREENSHOTS}/${game.id}.png` });
          shot = true;
        }
      }
      await alice.locator('.match[data-status="finished"]').waitFor();
      if (!shot) await alice.locator('.board-panel').screenshot({ path: `${SCREENSHOTS}/${game.id}.png` });
      await alice.locator('.board-panel').screenshot({ path: `${SCREENSHOTS}/${game.id}-end.png` });
      expect(boardClicks).toBeGreaterThan(0);

      // The spectator, who never reloaded, saw every move arrive.
      const final = await version(alice);
      await versionIs(carol, final, 10000);
      expect(await status(carol)).toBe('finished');

      // The replay viewer steps through the match and verifies its record.
      await alice.goto(`${t.url}/#/match/${id}/replay`);
      const ply = alice.getByTestId('ply');
      await ply.filter({ hasText: /^Ply (\d+) of \1$/ }).waitFor();
      const total = Number((await ply.textContent())!.match(/of (\d+)/)![1]);
      expect(total).toBeGreaterThan(0);
      await alice.getByTestId('prev').click();
      await ply.filter({ hasText: `Ply ${total - 1} of ${total}` }).waitFor();
      await alice.getByTestId('ply-slider').fill('0');
      await ply.filter({ hasText: `Ply 0 of ${total}` }).waitFor();
      await alice.getByTestId('next').click();
      await ply.filter({ hasText: `Ply 1 of ${total}` }).waitFor();
      await alice.locator('.board-panel svg').waitFor();
      await alice.getByTestId('verdict').filter({ hasText: 'Verified' }).waitFor();
      expect(await alice.getByTestId('record-download').getAttribute('download')).toContain(id);
    });
  }

  it('joins a private match by its invite link, plays from the keyboard, and lists my turn live', async () => {
    const id = await createMatch(alice, t.url, "Allmer's Pyramid", { private: true });
    const code = await alice.getByTestId('invite-code').textContent();
    expect(code).toBeTruthy();
    // Strangers cannot see a private match.
    await carol.goto(`${t.url}/#/match/${id}`);
    await carol.getByRole('alert').waitFor();
    expect(await carol.locator('.match').count()).toBe(0);
    await bob.goto(`${t.url}/#/match/${id}?invite=${code}`);
    await bob.getByTestId('join').click();
    await bob.locator('.match[data-status="active"]').waitFor();
    await alice.locator('.match[data-status="active"]').waitFor();
    expect(await alice.getByTestId('state').textContent()).toContain('Your turn');

    // Bob waits on his "My turn" list, which his event stream updates.
    await bob.goto(`${t.url}/#/turns`);
    await bob.getByText('No match is waiting for you.').waitFor();
    await bob.waitForTimeout(500); // the myEvents subscription is open

    // White moves with the keyboard only: Tab to a highlighted stone, Enter, then its target.
    const before = await version(alice);
    await alice.locator('.pick.legal').first().focus();
    await alice.keyboard.press('Enter');
    await alice.locator('.pick.selected').waitFor();
    await alice.locator('.pick.legal').first().focus();
    await alice.keyboard.press('Enter');
    await versionAbove(alice, before, 10000);

    await bob.locator(`li[data-match="${id}"]`).waitFor({ timeout: 20000 });
    await bob.locator(`li[data-match="${id}"]`).getByRole('link', { name: 'Play' }).click();
    await bob.locator('.match[data-status="active"]').waitFor();
    const seen = await version(alice);
    await playOneMove(bob);
    await versionAbove(alice, seen);
    expect(await alice.getByTestId('state').textContent()).toContain('Your turn');
  });

  it('fits a phone screen: no sideways scrolling in the lobby or on a board', async () => {
    const phone = await contexts[0].newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    try {
      await signUp(phone, t.url, uniqueName('phone'));
      const id = await createMatch(phone, t.url, 'Pyramid Solitaire');
      await phone.goto(`${t.url}/#/`);
      await phone.getByRole('button', { name: 'Create match' }).waitFor();
      expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      await phone.goto(`${t.url}/#/match/${id}`);
      await phone.locator('.match .board').waitFor();
      expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    } finally {
      await phone.close();
    }
  });
});

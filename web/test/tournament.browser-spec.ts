/**
 * The tournament pages (issue 40, "a tournament page in the web client"): from the pages of two
 * players and a third entrant registered through the API, a round-robin is created with the form
 * (whose refusal shows the API's own sentence), entered, started; the pairings link each game and
 * the bye; a game is resigned on its match page and the other player's tournament page shows the
 * new standings, the record hash and the next round without a reload (the standings stream);
 * withdraw and cancel are asked again first; the lists page by cursor; a private tournament is
 * entered with its invite code; at 390 px wide the tables scroll inside their boxes and the page
 * does not; axe-core finds no serious or critical violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { register, startApp, uniqueName, type Player, type TestApp } from '../../test/support.js';
import { accessibility, launch, SCREENSHOTS, signUp } from './browser.js';

describe('the tournament pages', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page;
  let names: string[];
  let carol: Player;
  let tournamentId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp('web-tournament');
    browser = await launch();
    // bypassCSP: the harness runs string predicates through eval and injects axe-core.
    contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })));
    [alice, bob] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob]) p.on('pageerror', (e) => pageErrors.push(e.message));
    names = [uniqueName('alice'), uniqueName('bob')];
    await signUp(alice, t.url, names[0]);
    await signUp(bob, t.url, names[1]);
    carol = await register(t, 'carol');
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** The standings row of a player, as its cells' texts. */
  const row = async (page: Page, username: string) => page.locator(`[data-testid=standings] tr[data-player="${username}"] td, [data-testid=standings] tr[data-player="${username}"] th`).allTextContents();

  it('creates a round-robin with the form, showing the API refusal of a schedule without a start time first', async () => {
    await alice.goto(`${t.url}/#/`);
    await alice.getByTestId('tournaments-link').click();
    const form = alice.getByTestId('create-tournament');
    await form.getByLabel('Name').fill('Tuesday round-robin');
    await form.getByLabel('Game', { exact: true }).selectOption({ label: 'Sabotage' });
    // The formats offered are those the game fits: a two-player game has no pods or duplicate.
    const formats = await form.getByLabel('Format').locator('option').allTextContents();
    expect(formats).toEqual(['Swiss', 'Round-robin', 'Double round-robin']);
    await form.getByLabel('Format').selectOption({ label: 'Round-robin' });
    // Rounds are the organiser's choice only in a Swiss, pods or duplicate event.
    expect(await form.getByLabel('Rounds').count()).toBe(0);
    await form.getByLabel('Round length').selectOption({ label: '1 day' });
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe('A schedule (roundSeconds) needs startsAt. (TOURNAMENT_INVALID)');
    await form.getByLabel('Round length').selectOption({ label: 'Next round when the last game ends' });
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await alice.waitForFunction("/#\\/tournament\\/[\\w-]+$/.test(location.href)");
    tournamentId = alice.url().split('/').pop()!;
    await alice.locator('.tournament[data-status="open"]').waitFor();
    expect(await alice.locator('h1').textContent()).toBe('Tuesday round-robin');
    expect(await alice.getByTestId('t-round').textContent()).toBe('not started');
  });

  it('enters alice from her page, bob from the public list and carol through the API; alice starts it', async () => {
    await alice.getByTestId('t-join').click();
    await alice.locator(`[data-testid=standings] tr[data-player="${names[0]}"]`).waitFor();

    await bob.goto(`${t.url}/#/tournaments`);
    await bob.getByTestId('tournaments-public').getByRole('link', { name: 'Tuesday round-robin' }).click();
    await bob.getByTestId('t-join').click();
    await bob.locator(`[data-testid=standings] tr[data-player="${names[1]}"]`).waitFor();
    // Only the organiser may start or cancel.
    expect(await bob.getByTestId('t-start').count()).toBe(0);
    expect(await bob.getByTestId('t-cancel').count()).toBe(0);

    await t.http.post(`/v1/tournaments/${tournamentId}/join`).set(carol.auth).send({}).expect(200);
    await alice.getByTestId('t-start').click();
    await alice.locator('.tournament[data-status="running"]').waitFor();
    expect(await alice.getByTestId('t-round').textContent()).toBe('round 1 of 3');
    // Three entrants: each round has one game and one bye. The start answers at the pairing; the
    // game follows in the background and the page learns of it from the standings (games_created).
    const boards = alice.locator('[data-round="1"] tbody tr');
    expect(await boards.count()).toBe(2);
    await alice.locator('[data-round="1"]').getByTestId('game-link').waitFor({ timeout: 10000 });
    expect(await alice.locator('[data-round="1"]').getByTestId('game-link').count()).toBe(1);
    expect(await alice.locator('[data-round="1"] tbody tr').filter({ hasText: 'bye' }).count()).toBe(1);
    const href = await alice.locator('[data-round="1"]').getByTestId('game-link').getAttribute('href');
    expect(href).toMatch(/^#\/match\/[\w-]+$/);
    // The crosstable has a row and a column per entrant.
    expect(await alice.locator('[data-testid=crosstable] tbody tr').count()).toBe(3);
  });

  it("resigns round 1's game on its match page; the other page's standings follow live, with the record hash and round 2", async () => {
    const game = alice.locator('[data-round="1"] tbody tr').filter({ has: alice.getByTestId('game-link') });
    const players = ((await game.locator('th').textContent()) ?? '').split(' vs ');
    // The player who resigns plays through a page; the watcher is the other person's page.
    const resigner = players.includes(names[0]) ? alice : bob;
    const watcher = resigner === alice ? bob : alice;
    const loser = resigner === alice ? names[0] : names[1];
    const winner = players.find((p) => p !== loser)!;
    await watcher.goto(`${t.url}/#/tournament/${tournamentId}`);
    await watcher.locator('.tournament[data-status="running"]').waitFor();
    // A marker that a reload or a navigation would erase.
    await watcher.evaluate('window.__sameDocument = true');
    expect((await row(watcher, winner))[2]).toBe('0');

    await resigner.goto(`${t.url}/#/tournament/${tournamentId}`);
    await resigner.locator('[data-round="1"]').getByTestId('game-link').click();
    await resigner.locator('.match[data-status="active"]').waitFor();
    await resigner.getByTestId('resign').click();
    await resigner.getByTestId('resign-confirm').click();
    await resigner.locator('.match[data-status="finished"]').waitFor({ timeout: 10000 });

    // The table the API gives once the game's end is taken up (round 2 may be paired with it, a bye adding a point).
    type Line = { username: string; points: number; losses: number };
    let api: Line[] = [];
    for (let i = 0; i < 100 && !api.some((s) => s.username === loser && s.losses === 1); i++) {
      api = (await t.http.get(`/v1/tournaments/${tournamentId}`).set(carol.auth).expect(200)).body.standings;
      await watcher.waitForTimeout(100);
    }
    const expected = Object.fromEntries(api.map((s) => [s.username, String(s.points)]));
    expect(expected[winner]).not.toBe('0');
    // No reload, and within 10 s: the socket is up, so the page reads nothing on a timer (its fallback read is every 30 s).
    const shown = `Object.fromEntries([...document.querySelectorAll('[data-testid=standings] tr[data-player]')].map((r) => [r.dataset.player, r.querySelector('td[data-col=points]').textContent]))`;
    try {
      await watcher.waitForFunction(`JSON.stringify(${shown}) === ${JSON.stringify(JSON.stringify(expected))}`, undefined, { timeout: 10000 });
    } catch (e) {
      throw new Error(`the standings did not follow within 10 s: the API says ${JSON.stringify(expected)}, the page ${JSON.stringify(await watcher.evaluate(shown))}`, { cause: e });
    }
    expect(await watcher.evaluate('window.__sameDocument')).toBe(true);
    expect(await watcher.getByTestId('t-live').textContent()).not.toBe('');
    // The pairings follow with the next read: round 1's result and record hash, and round 2.
    await watcher.locator('[data-round="2"]').waitFor({ timeout: 10000 });
    expect(await watcher.getByTestId('t-round').textContent()).toBe('round 2 of 3');
    const decided = watcher.locator('[data-round="1"] tbody tr').filter({ has: watcher.getByTestId('verify-link') });
    expect(await decided.getByTestId('result').textContent()).toMatch(/^(1 – 0|0 – 1)$/);
    expect(await decided.locator('code').textContent()).toMatch(/^[0-9a-f]{12}$/);
    const record = (await t.http.get(`/v1/tournaments/${tournamentId}`).set(carol.auth).expect(200)).body;
    const hash: string = record.roundsPlayed[0].boards.find((b: { recordHash: string | null }) => b.recordHash).recordHash;
    expect(await decided.locator('code').getAttribute('title')).toBe(hash);
    expect(await decided.getByTestId('verify-link').getAttribute('href')).toMatch(/^#\/match\/[\w-]+\/replay$/);
    expect(await watcher.locator('[data-testid=crosstable]').textContent()).toContain('1');
    expect(await watcher.evaluate('window.__sameDocument')).toBe(true);
  });

  it('lays the tournament page out at 390 px: the tables scroll inside their boxes, the page does not', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
    const page = await phone.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signUp(page, t.url, uniqueName('dora'));
    await page.goto(`${t.url}/#/tournament/${tournamentId}`);
    await page.locator('[data-testid=crosstable]').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // Every table box fits the screen; a table wider than its box scrolls inside it.
    const boxes = (await page.evaluate(`[...document.querySelectorAll('.data-table')].map((b) => {
      const r = b.getBoundingClientRect();
      return { left: r.left, right: r.right, overflow: getComputedStyle(b).overflowX };
    })`)) as { left: number; right: number; overflow: string }[];
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const b of boxes) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(390);
      expect(b.overflow).toBe('auto');
    }
    await page.screenshot({ path: `${SCREENSHOTS}/tournament-390x844.png`, fullPage: true });
    expect(await accessibility(page)).toEqual([]);
    await phone.close();
  });

  it('finds no serious or critical axe-core violation on the list and tournament pages, in both themes', async () => {
    const found: Record<string, unknown> = {};
    for (const [name, hash] of [['tournaments', '#/tournaments'], ['tournament', `#/tournament/${tournamentId}`]]) {
      await alice.goto(`${t.url}/${hash}`);
      await alice.locator(name === 'tournaments' ? '[data-testid=tournaments-public] li' : '[data-testid=crosstable]').first().waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await alice.emulateMedia({ colorScheme });
        const v = await accessibility(alice);
        if (v.length) found[`${name}, ${colorScheme}`] = v;
      }
    }
    await alice.emulateMedia({ colorScheme: 'light' });
    await alice.goto(`${t.url}/#/tournament/${tournamentId}`);
    await alice.locator('[data-testid=crosstable]').waitFor();
    await alice.screenshot({ path: `${SCREENSHOTS}/tournament-1280x800.png`, fullPage: true });
    expect(found).toEqual({});
  });

  it("names the tournament and round of a tournament game in the inbox (My turn), with a link", async () => {
    // Round 2 is alice against bob: whoever is to act sees it in their inbox.
    let links = 0;
    for (const p of [alice, bob]) {
      await p.goto(`${t.url}/#/turns`);
      await p.locator('[data-testid=turns], .panel p.muted').first().waitFor();
      const link = p.locator(`[data-testid=turns] a[href="#/tournament/${tournamentId}"]`);
      if (await link.count()) {
        expect(await link.textContent()).toBe('Tuesday round-robin, round 2');
        links++;
      }
    }
    expect(links).toBeGreaterThanOrEqual(1);
  });

  it('withdraws bob only after he confirms, and cancels only after alice confirms', async () => {
    await bob.goto(`${t.url}/#/tournament/${tournamentId}`);
    await bob.getByTestId('t-withdraw').click();
    await bob.getByTestId('t-withdraw-cancel').click();
    expect(await bob.getByTestId('t-withdraw').count()).toBe(1);
    await bob.getByTestId('t-withdraw').click();
    await bob.getByTestId('t-withdraw-confirm').click();
    await bob.locator(`[data-testid=standings] tr[data-player="${names[1]}"]`).filter({ hasText: '(withdrawn)' }).waitFor();
    expect(await bob.getByTestId('t-withdraw').count()).toBe(0);

    await alice.goto(`${t.url}/#/tournament/${tournamentId}`);
    await alice.getByTestId('t-cancel').click();
    await alice.getByTestId('t-cancel-keep').click();
    expect(await alice.locator('.tournament').getAttribute('data-status')).toBe('running');
    await alice.getByTestId('t-cancel').click();
    await alice.getByTestId('t-cancel-confirm').click();
    await alice.locator('.tournament[data-status="cancelled"]').waitFor();
    // Bob's page hears the cancellation from the stream.
    await bob.locator('.tournament[data-status="cancelled"]').waitFor({ timeout: 10000 });
  });

  it('pages the public list with Load more, and enters a private tournament with its invite code', async () => {
    for (let i = 0; i < 21; i++)
      await t.http.post('/v1/tournaments').set(carol.auth).send({ name: `Extra ${i}`, game: 'nos-vigilan', format: 'swiss', rounds: 2 }).expect(201);
    const hidden = (await t.http.post('/v1/tournaments').set(carol.auth).send({ name: 'Invitation only', game: 'allmer-pyramid', format: 'round-robin', visibility: 'private' }).expect(201)).body;

    await bob.goto(`${t.url}/#/tournaments`);
    const list = bob.getByTestId('tournaments-public');
    await list.locator('li').nth(19).waitFor();
    expect(await list.locator('li').count()).toBe(20);
    await list.getByTestId('load-more').click();
    // 22 public ones: the round-robin and 21 Swiss; the private one is in no public list.
    await list.locator('li').nth(21).waitFor();
    expect(await list.locator('li').count()).toBe(22);
    expect(await list.getByTestId('load-more').count()).toBe(0);
    expect(await list.textContent()).not.toContain('Invitation only');

    await bob.getByLabel('Tournament id').fill(hidden.id);
    await bob.getByLabel('Invite code', { exact: true }).fill(hidden.inviteCode);
    await bob.getByRole('button', { name: 'Open', exact: true }).click();
    await bob.locator('h1', { hasText: 'Invitation only' }).waitFor();
    // Only the organiser is shown the code.
    expect(await bob.getByTestId('t-invite').count()).toBe(0);
    await bob.getByTestId('t-join').click();
    await bob.locator(`[data-testid=standings] tr[data-player="${names[1]}"]`).waitFor();

    // Every string of the page comes from the catalogue: in Spanish too.
    await bob.getByTestId('language').selectOption('es');
    await bob.getByRole('heading', { name: 'Clasificación' }).waitFor();
    expect(await bob.getByTestId('t-status').textContent()).toBe('inscripción abierta');
    expect(await bob.getByTestId('t-withdraw').textContent()).toBe('Retirarse');
    await bob.getByTestId('language').selectOption('en');
  });
});


/**
 * The rest of the service in the page (issue 38, "Complete"), from two players' pages in
 * Chromium: a challenge by name accepted from the other page, a seek published and taken, a
 * profile with its finished match and replay link, a leaderboard, settings and vacation that
 * persist across a reload, an API token whose secret is shown once, works with fetch and is
 * refused once revoked, a hint in a solitaire match, and axe-core on the new pages in both themes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { register, startApp, uniqueName, type Player, type TestApp } from '../../test/support.js';
import { accessibility, createMatch, launch, SCREENSHOTS, signUp, version, versionAbove } from './browser.js';

const ALLMER = "Allmer's Pyramid";

describe('challenges, seeks, profiles, leaderboards, settings, tokens and hints in the page', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page;
  let names: string[];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp('web-account');
    browser = await launch();
    contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })));
    [alice, bob] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob]) p.on('pageerror', (e) => pageErrors.push(e.message));
    names = [uniqueName('alice'), uniqueName('bob')];
    await signUp(alice, t.url, names[0]);
    await signUp(bob, t.url, names[1]);
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('sends a challenge by name from the nav, which the other player accepts from their page; the match starts', async () => {
    await alice.getByRole('link', { name: 'Challenges' }).click();
    await alice.getByLabel('Players to challenge').fill(names[1]);
    await alice.getByLabel('Game', { exact: true }).selectOption({ label: ALLMER });
    await alice.getByRole('button', { name: 'Send the challenge' }).click();
    await alice.getByText(`Challenge sent to ${names[1]}.`).waitFor();
    const sent = alice.locator('[data-testid=challenges] li[data-status=pending]');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(names[1]);

    await bob.goto(`${t.url}/#/challenges`);
    const received = bob.locator('[data-testid=challenges] li[data-status=pending]');
    await received.waitFor();
    expect(await received.textContent()).toContain(`from ${names[0]}`);
    await received.getByRole('button', { name: 'Accept' }).click();
    await bob.locator('.match[data-status="active"]').waitFor();
    // Alice's list follows her event stream: the challenge shows accepted with a link to the match.
    const accepted = alice.locator('[data-testid=challenges] li[data-status=accepted]');
    await accepted.waitFor();
    await accepted.getByRole('link', { name: 'Open the match' }).click();
    await alice.locator('.match[data-status="active"]').waitFor();
    expect(alice.url().split('/').pop()).toBe(bob.url().split('/').pop());
    // The players' names on the match page link to their profiles.
    expect(await alice.locator('.seat a.user', { hasText: names[1] }).getAttribute('href')).toBe(`#/u/${names[1]}`);
    // Resigned: a finished match for both profiles.
    await alice.getByTestId('resign').click();
    await alice.getByTestId('resign-confirm').click();
    await alice.locator('.match[data-status="finished"]').waitFor();
  });

  it('declines and cancels challenges from the lists', async () => {
    await alice.goto(`${t.url}/#/challenges?to=${names[1]}`);
    expect(await alice.getByLabel('Players to challenge').inputValue()).toBe(names[1]);
    await alice.getByLabel('Game', { exact: true }).selectOption({ label: ALLMER });
    await alice.getByRole('button', { name: 'Send the challenge' }).click();
    await alice.getByRole('button', { name: 'Send the challenge' }).click();
    await alice.getByText(`Challenge sent to ${names[1]}.`).waitFor();
    await alice.locator('[data-testid=challenges] li[data-status=pending]').nth(1).waitFor();
    await bob.goto(`${t.url}/#/challenges`);
    await bob.locator('[data-testid=challenges] li[data-status=pending]').nth(1).waitFor();
    await bob.locator('[data-testid=challenges] li[data-status=pending]').first().getByRole('button', { name: 'Decline' }).click();
    await bob.locator('[data-testid=challenges] li[data-status=declined]').waitFor();
    await alice.locator('[data-testid=challenges] li[data-status=pending]').first().getByRole('button', { name: 'Cancel' }).click();
    await alice.locator('[data-testid=challenges] li[data-status=cancelled]').waitFor();
    expect(await alice.locator('[data-testid=challenges] li[data-status=pending]').count()).toBe(0);
  });

  it('publishes a seek that the other player takes; the seeker is told and follows the link to the match', async () => {
    await alice.getByRole('link', { name: 'Seeks' }).click();
    await alice.getByLabel('Game', { exact: true }).selectOption({ label: ALLMER });
    await alice.getByRole('button', { name: 'Publish the seek' }).click();
    await alice.getByText('Your seek is open').waitFor();
    const mine = alice.locator('[data-testid=seeks] li', { hasText: 'yours' });
    await mine.waitFor();

    await bob.goto(`${t.url}/#/seeks`);
    const offered = bob.locator('[data-testid=seeks] li', { hasText: names[0] });
    await offered.waitFor();
    await offered.getByRole('button', { name: 'Play' }).click();
    await bob.locator('.match[data-status="active"]').waitFor();
    const matchId = bob.url().split('/').pop();
    await alice.getByTestId('seek-paired').getByRole('link', { name: 'Open the match' }).click();
    await alice.locator('.match[data-status="active"]').waitFor();
    expect(alice.url().split('/').pop()).toBe(matchId);
    await alice.getByTestId('resign').click();
    await alice.getByTestId('resign-confirm').click();
    await alice.locator('.match[data-status="finished"]').waitFor();
  });

  it('withdraws an open seek', async () => {
    await alice.goto(`${t.url}/#/seeks`);
    await alice.getByRole('button', { name: 'Publish the seek' }).click();
    const mine = alice.locator('[data-testid=seeks] li', { hasText: 'yours' });
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Withdraw' }).click();
    await alice.getByText('No open seek.').waitFor();
  });

  it("opens a player's profile from a username: ratings per game and finished matches with links to their replays", async () => {
    await alice.goto(`${t.url}/#/challenges`);
    // The challenges list links each username to the profile.
    await alice.locator('[data-testid=challenges] a.user', { hasText: names[1] }).first().click();
    await alice.locator('h1', { hasText: names[1] }).waitFor();
    const rows = alice.locator('[data-testid=profile-matches] li');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('won');
    expect(await alice.locator('[data-testid=ratings]').textContent()).toContain(ALLMER);
    await rows.first().getByRole('link', { name: 'Replay' }).click();
    await alice.locator('h1', { hasText: 'Replay' }).waitFor();
    // Your own profile from the header.
    await alice.getByTestId('username').click();
    await alice.locator('h1', { hasText: names[0] }).waitFor();
    await alice.locator('[data-testid=profile-matches] li').nth(1).waitFor();
    expect(await alice.locator('[data-testid=profile-matches] li').first().textContent()).toContain('lost');
  });

  it("shows a player's rating history per game, each rated match with its replay link", async () => {
    // A rated match through the API (the lobby form has no "rated" field): Alice creates it, Bob
    // joins, Alice resigns.
    const api = (page: Page, method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ([m, p, b]) => {
          const s = JSON.parse((globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem('pyramidion.session') ?? '{}') as { accessToken: string };
          const r = await fetch(p as string, { method: m as string, headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
          return { status: r.status, body: (await r.json()) as { id?: string } };
        },
        [method, path, body] as const,
      );
    const created = await api(alice, 'POST', '/v1/matches', { game: 'allmer-pyramid', rated: true });
    expect(created.status).toBe(201);
    const id = created.body.id!;
    expect((await api(bob, 'POST', `/v1/matches/${id}/join`, {})).status).toBeLessThan(300);
    expect((await api(alice, 'POST', `/v1/matches/${id}/resign`, {})).status).toBeLessThan(300);
    await alice.goto(`${t.url}/#/u/${names[1]}`);
    const points = alice.locator('[data-testid=rating-history] li');
    await points.first().waitFor();
    expect(await points.count()).toBe(1);
    expect(await points.first().textContent()).toMatch(/^1500 → \d+ ±\d+ \(provisional\)/);
    await points.first().getByRole('link', { name: 'Replay' }).click();
    await alice.waitForURL(new RegExp(`#/match/${id}/replay$`));
  });

  it("opens a game's leaderboard from the nav and switches game", async () => {
    await alice.getByRole('link', { name: 'Leaderboards' }).click();
    await alice.locator('h1', { hasText: 'Leaderboards' }).waitFor();
    // Two resignations leave every rating provisional: nobody is listed yet, and the page says so.
    await alice.getByText('Nobody on this leaderboard yet.').waitFor();
    await alice.getByLabel('Game', { exact: true }).selectOption({ label: ALLMER });
    await alice.waitForURL(/#\/leaderboard\/allmer-pyramid$/);
    await alice.getByText('Nobody on this leaderboard yet.').waitFor();
  });

  it('lists two players on the leaderboard once their rated Sabotage matches, played through the API, settle their ratings', async () => {
    const [dan, eve] = await Promise.all([register(t, 'dan'), register(t, 'eve')]);
    type Standing = { game: string; rating: number; rd: number; provisional: boolean; ratedMatches: number };
    const standing = async (p: Player): Promise<Standing | undefined> =>
      ((await t.http.get(`/v1/users/${p.username}`).set(p.auth).expect(200)).body as { ratings: Standing[] }).ratings.find((r) => r.game === 'sabotage');
    // Rated matches, each created by Dan, joined by Eve and ended by a resignation (Eve resigns two
    // in three), until neither rating is provisional any more: a deviation of 110 or less, which
    // the leaderboard asks for, takes a number of matches from the starting 350.
    let played = 0;
    for (; played < 60; played++) {
      const [a, b] = await Promise.all([standing(dan), standing(eve)]);
      if (a && b && !a.provisional && !b.provisional) break;
      const m = (await t.http.post('/v1/matches').set(dan.auth).send({ game: 'sabotage', rated: true }).expect(201)).body as { id: string };
      await t.http.post(`/v1/matches/${m.id}/join`).set(eve.auth).expect(200);
      await t.http.post(`/v1/matches/${m.id}/resign`).set((played % 3 === 2 ? dan : eve).auth).send({}).expect(200);
    }
    const [d, e] = (await Promise.all([standing(dan), standing(eve)])) as Standing[];
    expect(d.provisional || e.provisional).toBe(false);
    expect(d.ratedMatches).toBe(played);
    expect(d.rating).toBeGreaterThan(e.rating);

    await alice.goto(`${t.url}/#/leaderboard/sabotage`);
    const row = (name: string) => alice.locator('[data-testid=leaderboard] tbody tr', { has: alice.getByRole('link', { name, exact: true }) });
    await row(dan.username).waitFor();
    const cells = async (name: string) => (await row(name).locator('td').allTextContents()).map((c) => c.trim());
    const [dRow, eRow] = [await cells(dan.username), await cells(eve.username)];
    // Rank, player, rating ± deviation and rated matches, as the API gives them; the winner first.
    expect(dRow).toEqual([expect.stringMatching(/^\d+$/), dan.username, `${Math.round(d.rating)} ±${Math.round(d.rd)}`, String(played)]);
    expect(eRow).toEqual([expect.stringMatching(/^\d+$/), eve.username, `${Math.round(e.rating)} ±${Math.round(e.rd)}`, String(played)]);
    expect(Number(dRow[0])).toBeLessThan(Number(eRow[0]));
    // A player's name opens their profile.
    await row(eve.username).getByRole('link', { name: eve.username, exact: true }).click();
    await alice.locator('h1', { hasText: eve.username }).waitFor();
  });

  it('changes auto-play and takes a vacation, both still there after a reload, then ends the vacation', async () => {
    await alice.getByRole('link', { name: 'Account' }).click();
    const auto = alice.getByLabel('Auto-play');
    await auto.waitFor();
    expect(await auto.isChecked()).toBe(false);
    await auto.check();
    await alice.getByText('Saved.').waitFor();
    await alice.getByLabel('Days off').fill('2');
    await alice.getByRole('button', { name: 'Start the vacation' }).click();
    await alice.getByTestId('vacation-state').filter({ hasText: 'On vacation until' }).waitFor();
    await alice.reload();
    await alice.getByTestId('vacation-state').filter({ hasText: 'On vacation until' }).waitFor();
    expect(await alice.getByLabel('Auto-play').isChecked()).toBe(true);
    await alice.getByRole('button', { name: 'End the vacation now' }).click();
    await alice.getByTestId('vacation-state').filter({ hasText: 'You are not on vacation.' }).waitFor();
    await alice.getByLabel('Auto-play').uncheck();
    await alice.getByText('Saved.').waitFor();
    await alice.reload();
    await alice.getByTestId('vacation-state').filter({ hasText: 'You are not on vacation.' }).waitFor();
    expect(await alice.getByLabel('Auto-play').isChecked()).toBe(false);
  });

  it('creates an API token, shows its secret once, which works with fetch until it is revoked (then 401)', async () => {
    await alice.goto(`${t.url}/#/account`);
    await alice.getByLabel('Token name').fill('my script');
    await alice.getByRole('button', { name: 'Create the token' }).click();
    const secret = (await alice.getByTestId('token-secret').locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^pyr_/);
    const me = (token: string) =>
      alice.evaluate(async (tok) => {
        const r = await fetch('/v1/me', { headers: { authorization: `Bearer ${tok}` } });
        return { status: r.status, body: (await r.json()) as { username?: string } };
      }, token);
    const ok = await me(secret);
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe(names[0]);
    const row = alice.locator('[data-testid=tokens] li', { hasText: 'my script' });
    await row.waitFor();
    // Shown once: after a reload the list has the token and no secret.
    await alice.reload();
    await row.waitFor();
    expect(await alice.getByTestId('token-secret').count()).toBe(0);
    expect(await alice.locator('body').textContent()).not.toContain(secret);
    await row.getByRole('button', { name: 'Revoke my script' }).click();
    await alice.getByText('No token.').waitFor();
    expect((await me(secret)).status).toBe(401);
  });

  it('shows a hint in a solitaire match, marks it on the board, and plays it', async () => {
    await createMatch(alice, t.url, 'Pyramid Solitaire');
    await alice.locator('.match[data-status="active"]').waitFor();
    await alice.getByRole('button', { name: 'Hint' }).click();
    const said = alice.getByTestId('hint-move');
    await said.waitFor();
    expect(await said.textContent()).toMatch(/^Suggested move: .+\./);
    expect(await alice.locator('.board-panel .hinted').count()).toBeGreaterThan(0);
    const before = await version(alice);
    await said.getByRole('button', { name: 'Play it' }).click();
    await versionAbove(alice, before);
  });

  it('pages the token list with the API cursor (Load more) and recovers from failed reads', async () => {
    await alice.goto(`${t.url}/#/account`);
    await alice.getByText('No token.').waitFor();
    // 21 tokens through the API, with the page's own session.
    await alice.evaluate(async () => {
      const s = JSON.parse((globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem('pyramidion.session') ?? '{}') as { accessToken: string };
      for (let i = 0; i < 21; i++) {
        const r = await fetch('/v1/me/tokens', {
          method: 'POST',
          headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `bulk ${i}`, scopes: ['read'] }),
        });
        if (r.status !== 201) throw new Error(`token ${i}: ${r.status}`);
      }
    });
    await alice.reload();
    const rows = alice.locator('[data-testid=tokens] li');
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    await alice.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(20).waitFor();
    expect(await rows.count()).toBe(21);
    expect(await alice.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // A transient failure (503) is asked again without the player; a lasting one (500) is shown in
    // words with a button that asks again.
    const LIST = /\/v1\/me\/tokens\?/;
    const problem = (status: number) => ({ status, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Injected', status, code: 'INJECTED', detail: 'Injected failure.' }) });
    let reads = 0;
    await alice.route(LIST, (route) => (route.request().method() === 'GET' && reads++ === 0 ? route.fulfill(problem(503)) : route.continue()));
    await alice.reload();
    await rows.nth(19).waitFor();
    expect(reads).toBe(2);
    await alice.unroute(LIST);
    await alice.route(LIST, (route) => (route.request().method() === 'GET' ? route.fulfill(problem(500)) : route.continue()));
    await alice.reload();
    await alice.getByRole('alert').filter({ hasText: 'Injected failure. (INJECTED)' }).waitFor();
    await alice.unroute(LIST);
    await alice.getByTestId('retry').click();
    await rows.nth(19).waitFor();
    expect(await alice.getByRole('alert').count()).toBe(0);
  });

  it('keeps a loaded second page of challenges when a live update arrives: the new challenge comes in at the top', async () => {
    /** Alice's calls to the API with her page's own session. */
    const asAlice = (script: string) => alice.evaluate(`(async () => {
      const s = JSON.parse(sessionStorage.getItem('pyramidion.session') ?? '{}');
      const call = async (method, path, body) => {
        const headers = { authorization: 'Bearer ' + s.accessToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
        const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        if (r.status >= 300) throw new Error(method + ' ' + path + ': ' + r.status + ' ' + (await r.text()));
        return r.json();
      };
      ${script}
    })()`);
    await alice.goto(`${t.url}/#/`);
    // 21 challenges to Bob, each cancelled at once (a pair may have only 3 pending): Bob's list
    // then holds more than a page.
    await asAlice(`for (let i = 0; i < 21; i++) {
      const c = await call('POST', '/v1/challenges', { game: 'allmer-pyramid', users: ['${names[1]}'] });
      await call('POST', '/v1/challenges/' + c.id + '/cancel');
    }`);
    await bob.goto(`${t.url}/#/challenges`);
    const rows = bob.locator('[data-testid=challenges] li');
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    await bob.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(20).waitFor();
    const ids = async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-challenge') ?? ''));
    const loaded = await ids();
    const secondPage = loaded.slice(20);
    expect(secondPage.length).toBeGreaterThan(0);

    // A new challenge reaches Bob's page through his event stream, with no reload by him.
    const id = (await asAlice(`return (await call('POST', '/v1/challenges', { game: 'allmer-pyramid', users: ['${names[1]}'] })).id;`)) as string;
    await bob.locator(`[data-testid=challenges] li[data-challenge="${id}"][data-status=pending]`).waitFor({ timeout: 15000 });
    const after = await ids();
    expect(after[0]).toBe(id);
    for (const old of secondPage) expect(after).toContain(old);
    expect(after.length).toBe(loaded.length + 1);

    // Cancelling it (Alice's action, an event for Bob) changes its row in place; nothing is lost.
    await asAlice(`await call('POST', '/v1/challenges/${id}/cancel');`);
    await bob.locator(`[data-testid=challenges] li[data-challenge="${id}"][data-status=cancelled]`).waitFor({ timeout: 15000 });
    expect(await ids()).toEqual(after);
  });

  it('fits the new pages on a 390x844 phone (no sideways scrolling)', async () => {
    await alice.setViewportSize({ width: 390, height: 844 });
    const wide: Record<string, number> = {};
    for (const [name, path] of [
      ['challenges', '/#/challenges'],
      ['seeks', '/#/seeks'],
      ['profile', `/#/u/${names[1]}`],
      ['leaderboard', '/#/leaderboard'],
      ['account', '/#/account'],
    ]) {
      await alice.goto(`${t.url}${path}`);
      await alice.locator('h1').first().waitFor();
      await alice.waitForLoadState('networkidle');
      await alice.screenshot({ path: `${SCREENSHOTS}/${name}-390x844.png`, fullPage: true });
      const width = (await alice.evaluate('document.documentElement.scrollWidth')) as number;
      if (width > 390) wide[name] = width;
    }
    // The header keeps one row on the phone: Lobby and My turn, the rest in a menu that opens
    // in place and closes again on the next page.
    const header = (await alice.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThan(80);
    await alice.getByTestId('menu').click();
    await alice.getByRole('link', { name: 'Leaderboards' }).click();
    await alice.locator('h1').first().waitFor();
    expect(await alice.evaluate('location.hash')).toBe('#/leaderboard');
    expect(await alice.getByRole('link', { name: 'Leaderboards' }).isVisible()).toBe(false);
    await alice.setViewportSize({ width: 1280, height: 800 });
    expect(wide).toEqual({});
  });

  it('finds no serious or critical violation on the new pages, in either theme', async () => {
    const found: Record<string, unknown> = {};
    const pages: [string, string][] = [
      ['challenges', '/#/challenges'],
      ['seeks', '/#/seeks'],
      ['profile', `/#/u/${names[1]}`],
      ['leaderboard', '/#/leaderboard'],
      ['account', '/#/account'],
    ];
    for (const [name, path] of pages) {
      await alice.goto(`${t.url}${path}`);
      await alice.locator('h1').first().waitFor();
      await alice.waitForLoadState('networkidle');
      for (const colorScheme of ['light', 'dark'] as const) {
        await alice.emulateMedia({ colorScheme });
        const v = await accessibility(alice);
        if (v.length) found[`${name}, ${colorScheme}`] = v;
      }
    }
    await alice.emulateMedia({ colorScheme: 'light' });
    expect(found).toEqual({});
  });

  it('shows the new pages in Spanish', async () => {
    await alice.goto(`${t.url}/#/account`);
    await alice.getByTestId('language').selectOption('es');
    await alice.getByRole('heading', { name: 'Tokens de la API' }).waitFor();
    await alice.getByRole('link', { name: 'Desafíos' }).click();
    await alice.getByRole('button', { name: 'Enviar el desafío' }).waitFor();
    await alice.getByTestId('language').selectOption('en');
  });
});

/**
 * The web client under failure (issue 38, "Robust"): every read the pages make is refused once
 * (503, 429 with Retry-After, or a dropped connection, injected by playwright's request routing)
 * and the page must recover by itself; a read that keeps failing ends in a "Try again" button,
 * never in "Your turn." with nothing to click; and a move costs at most one read after its answer.
 */
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { createMatch, launch, mayMove, playOneMove, signUp, version } from './browser.js';

type Failure = 503 | 429 | 'abort';

/**
 * Makes the next `times` GET requests matching `match` fail (cycling through `modes`), then lets
 * them through; returns how many were refused, so a test proves its failures were injected.
 */
async function refuse(page: Page, match: (url: URL) => boolean, modes: Failure[], times = modes.length): Promise<() => number> {
  let n = 0;
  await page.route(
    (u) => match(u),
    async (route: Route) => {
      if (route.request().method() !== 'GET' || n >= times) return route.fallback();
      const mode = modes[n++ % modes.length];
      if (mode === 'abort') return route.abort('connectionreset');
      return route.fulfill({
        status: mode,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '1' },
        body: JSON.stringify({ type: 'about:blank', title: 'Busy', status: mode, code: mode === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', detail: 'retry in 1 s' }),
      });
    },
  );
  return () => n;
}

const path = (re: RegExp) => (u: URL) => re.test(u.pathname);

describe('the web client recovers from failed reads', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp('web-robust');
    browser = await launch();
    // bypassCSP: the harness injects axe-core and runs string predicates through eval, which the client's CSP refuses (the client itself needs neither; i18n.browser-spec runs under the CSP).
    contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })));
    [alice, bob] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob]) p.on('pageerror', (e) => pageErrors.push(e.message));
    await signUp(alice, t.url, uniqueName('alice'));
    await signUp(bob, t.url, uniqueName('bob'));
  });

  /** A new player in a page of its own whose event stream is down: every socket is closed at once. */
  const offline = async (): Promise<Page> => {
    const page = await contexts[0].newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.routeWebSocket(/\/graphql$/, (ws) => ws.close());
    await signUp(page, t.url, uniqueName('offline'));
    return page;
  };

  afterEach(async () => {
    for (const p of [alice, bob]) await p.unrouteAll({ behavior: 'ignoreErrors' });
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the lobby when each of its reads failed once (games 503, open 429, mine dropped, public 503)', async () => {
    const games = await refuse(alice, path(/^\/v1\/games$/), [503]);
    const scope = (s: string) => (u: URL) => u.pathname === '/v1/matches' && u.searchParams.get('scope') === s;
    const open = await refuse(alice, scope('open'), [429]);
    const mine = await refuse(alice, scope('mine'), ['abort']);
    const pub = await refuse(alice, scope('public'), [503]);
    await alice.goto(`${t.url}/#/`);
    await alice.reload();
    await alice.getByRole('button', { name: 'Create match' }).waitFor({ timeout: 20000 });
    await alice.locator('#mine-h + ul, #mine-h + p').waitFor();
    await alice.locator('#watch-h + ul, #watch-h + p').waitFor();
    await alice.waitForFunction("!document.querySelector('.lobby [role=alert]')");
    expect([games(), open(), mine(), pub()]).toEqual([1, 1, 1, 1]);
  });

  it('shows the turns page when its read failed twice (503, dropped)', async () => {
    const turns = await refuse(alice, path(/^\/v1\/me\/turns$/), [503, 'abort']);
    await alice.goto(`${t.url}/#/turns`);
    await alice.reload();
    await alice.getByText('No match is waiting for you.').waitFor({ timeout: 20000 });
    expect(turns()).toBe(2);
  });

  it('shows a match whose first reads failed (match 503, legal moves 429), then keeps offering moves when every legal-moves read after a move fails once', async () => {
    const id = await createMatch(alice, t.url, 'Pyramid Solitaire');
    const m = await refuse(alice, path(new RegExp(`^/v1/matches/${id}$`)), [503]);
    const l = await refuse(alice, path(new RegExp(`^/v1/matches/${id}/legal-moves$`)), [429]);
    await alice.reload();
    await alice.locator('.match[data-status="active"]').waitFor({ timeout: 20000 });
    await alice.getByTestId('move').first().waitFor({ timeout: 20000 });
    expect([m(), l()]).toEqual([1, 1]);
    await alice.unrouteAll({ behavior: 'wait' });

  });

  it('keeps offering moves with the event stream down when every legal-moves read after a move fails once (503, 429, dropped)', async () => {
    // With the stream down, the legal moves after each move come from one read: refuse each
    // such read once, in turn with each kind of failure. (A page of its own: the socket stays blocked.)
    const carol = await offline();
    const id = await createMatch(carol, t.url, 'Pyramid Solitaire');
    await carol.getByTestId('move').first().waitFor();
    let refused = 0;
    const modes: Failure[] = [503, 429, 'abort'];
    for (let i = 0; i < 3; i++) {
      const once = await refuse(carol, path(new RegExp(`^/v1/matches/${id}/legal-moves$`)), [modes[i]]);
      const before = await version(carol);
      await playOneMove(carol);
      // The page reads again by itself and offers the next moves.
      await carol.waitForFunction(`Number(document.querySelector('.match').dataset.version) > ${before} && document.querySelectorAll('[data-testid=move]').length > 0`, undefined, { timeout: 20000 });
      expect(await mayMove(carol)).toBe(true);
      refused += once();
      await carol.unrouteAll({ behavior: 'wait' });
    }
    expect(refused).toBe(3);
    await carol.close();
  });

  it('ends a read that keeps failing with a "Try again" button, never "Your turn." with nothing to click', async () => {
    const dave = await offline();
    const id = await createMatch(dave, t.url, 'Pyramid Solitaire');
    await dave.getByTestId('move').first().waitFor();
    const always = await refuse(dave, path(new RegExp(`^/v1/matches/${id}/legal-moves$`)), [503], 1000);
    await playOneMove(dave);
    const retry = dave.getByTestId('retry');
    await retry.waitFor({ timeout: 40000 });
    expect(always()).toBeGreaterThan(1);
    expect(await dave.getByRole('alert').textContent()).toContain('retry in 1 s');
    await dave.unrouteAll({ behavior: 'wait' });
    // The button reads again (unless the page's slow poll, while the stream is down, did it first).
    await retry.click({ timeout: 5000 }).catch(() => undefined);
    await dave.getByTestId('move').first().waitFor({ timeout: 20000 });
    expect(await dave.getByTestId('retry').count()).toBe(0);
    await dave.close();
  });

  it('costs the mover at most one read after a move answer, and the opponent none (the stream brings match and moves)', async () => {
    const id = await createMatch(alice, t.url, 'Ziggurat');
    await bob.goto(`${t.url}/#/match/${id}`);
    await bob.getByTestId('join').click();
    await bob.locator('.match[data-status="active"]').waitFor();
    await alice.locator('.match[data-status="active"]').waitFor();
    // The subscriptions are open once each page shows the started match.
    await alice.waitForTimeout(500);
    const reads = new Map<Page, number>([
      [alice, 0],
      [bob, 0],
    ]);
    const moves = new Map<Page, number>([
      [alice, 0],
      [bob, 0],
    ]);
    const count = (p: Page) => (r: Request) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith(`/v1/matches/${id}`)) reads.set(p, reads.get(p)! + 1);
    };
    alice.on('request', count(alice));
    bob.on('request', count(bob));
    try {
      for (let ply = 0; ply < 8; ply++) {
        const p = (await mayMove(alice)) ? alice : (await mayMove(bob)) ? bob : null;
        if (!p) {
          await alice.waitForTimeout(100);
          continue;
        }
        const other = p === alice ? bob : alice;
        const before = await version(p);
        await playOneMove(p);
        moves.set(p, moves.get(p)! + 1);
        await other.waitForFunction(`Number(document.querySelector('.match').dataset.version) > ${before}`, undefined, { timeout: 20000 });
      }
      await alice.waitForTimeout(500);
    } finally {
      alice.removeAllListeners('request');
      bob.removeAllListeners('request');
    }
    expect(moves.get(alice)! + moves.get(bob)!).toBeGreaterThanOrEqual(4);
    for (const p of [alice, bob]) expect(reads.get(p)!).toBeLessThanOrEqual(moves.get(p)!);
  });

  it('shows a replay whose reads each failed once (match 503, record dropped, ply 429)', async () => {
    const id = await createMatch(alice, t.url, 'Pyramid Solitaire');
    await alice.getByTestId('move').first().waitFor();
    await playOneMove(alice);
    const m = await refuse(alice, path(new RegExp(`^/v1/matches/${id}$`)), [503]);
    const rec = await refuse(alice, path(new RegExp(`^/v1/matches/${id}/record$`)), ['abort']);
    const ply = await refuse(alice, path(new RegExp(`^/v1/matches/${id}/plies/\\d+$`)), [429]);
    await alice.goto(`${t.url}/#/match/${id}/replay`);
    await alice.reload();
    await alice.locator('.board-panel svg').waitFor({ timeout: 20000 });
    await alice.getByTestId('verdict').waitFor({ timeout: 20000 });
    expect([m(), rec(), ply()]).toEqual([1, 1, 1]);
  });
});

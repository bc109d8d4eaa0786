/**
 * Web Push in Chromium (issue 38, "receives a Web Push notification for a turn while the page is
 * closed"). Debian's Chromium has no push service: pushManager.subscribe is refused at once in a
 * private context (Playwright's contexts are) and never answers in a normal profile, so the page
 * must say so with a way forward. The rest of the path is real: the page's "Notify me" registers
 * the service worker, the signed-up player is subscribed through the API to the test's local push
 * service (test/push-service.ts), the match page is closed, the opponent moves, the push service
 * checks VAPID and decrypts the push as a browser would, and the decrypted payload is handed to
 * the page's service worker through the DevTools protocol (ServiceWorker.deliverPushMessage, the
 * browser's own path from its push service to the worker). The notification the worker shows is
 * then read from a new page of the same browser context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { PushMessage } from '../../src/features/webhooks/push.schemas.js';
import { browserKeys, checkVapid, decryptPushBytes, startPushService, until, WEB_PUSH_FAST, type PushService } from '../../test/push-service.js';
import { register, startApp, uniqueName, type Player, type TestApp } from '../../test/support.js';
import { chromiumPath, createMatch, launch, SCREENSHOTS, signUp } from './browser.js';

const PASSWORD = 'correct horse battery'; // signUp's
const ALLMER = "Allmer's Pyramid";

/** A notification as the service worker showed it. */
interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

/** The part of the page's service worker API read here (the tests compile without the DOM library). */
interface Registration {
  scope: string;
  active: { scriptURL: string } | null;
  waiting: { scriptURL: string } | null;
  installing: { scriptURL: string } | null;
  getNotifications(): Promise<Shown[]>;
}
interface PageGlobals {
  navigator: { serviceWorker: { ready: Promise<Registration>; getRegistration(scope: string): Promise<Registration | undefined> } };
}

/** The notifications the origin's service worker is showing, read from a page of that origin. */
const shownNotifications = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () => {
    const reg = await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  });

/** The scope and script (active, else on its way) of the origin's service worker registration, or null. */
const registration = (page: Page): Promise<{ scope: string; script: string | null } | null> =>
  page.evaluate(async () => {
    const reg = await (globalThis as unknown as PageGlobals).navigator.serviceWorker.getRegistration('/');
    return reg ? { scope: reg.scope, script: (reg.active ?? reg.waiting ?? reg.installing)?.scriptURL ?? null } : null;
  });

describe('Web Push in Chromium, with the page closed', () => {
  let t: TestApp;
  let push: PushService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ann: Player;
  let bob: Player;
  let vapidKey: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    push = await startPushService();
    t = await startApp('web-push-browser', {}, WEB_PUSH_FAST);
    vapidKey = (await t.http.get('/v1/push/vapid-public-key').expect(200)).body.publicKey;
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['notifications'], { origin: t.url });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const username = uniqueName('ann');
    await signUp(page, t.url, username);
    // Ann's own token, to subscribe her through the API as her browser would.
    const login = await t.http.post('/v1/auth/login').send({ username, password: PASSWORD }).expect(200);
    ann = { id: login.body.user.id, username, token: login.body.accessToken, auth: { Authorization: `Bearer ${login.body.accessToken}` } };
    bob = await register(t, 'bob');
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await push?.close();
  });

  it('"Notify me" registers the service worker; refused a subscription (no Push API in a private context), the page says so plainly, in English and Spanish, with a way forward', async () => {
    await page.goto(`${t.url}/#/turns`);
    expect(await registration(page)).toBeNull();
    await page.getByRole('button', { name: 'Notify me when it is my turn' }).click();
    const alert = page.getByTestId('notify-error');
    await alert.waitFor();
    const said = await alert.innerText();
    expect(said).toContain('Your browser could not subscribe to notifications: its push service refused');
    // The way forward: another try, another browser, and what tells you meanwhile.
    expect(said).toContain('open this page in Firefox, Chrome or Edge in a normal window');
    expect(said).toContain('its title counts the matches waiting for you');
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await page.getByRole('button', { name: 'Try notifications again' }).isEnabled()).toBe(true);
    // The worker stays registered (it is what a later push reaches).
    expect(await registration(page)).toEqual({ scope: `${t.url}/`, script: `${t.url}/sw.js` });
    await page.screenshot({ path: `${SCREENSHOTS}/notify-refused.png` });
    // In Spanish (switching the language redraws the page, so the toggle is asked again).
    await page.getByTestId('language').selectOption('es');
    await page.getByRole('button', { name: 'Avisarme cuando me toque' }).click();
    await alert.waitFor();
    const dicho = await alert.innerText();
    expect(dicho).toContain('Tu navegador no pudo suscribirse a los avisos: su servicio de avisos lo rechazó');
    expect(dicho).toContain('abre esta página en Firefox, Chrome o Edge en una ventana normal');
    expect(await page.getByRole('button', { name: 'Volver a intentar los avisos' }).isEnabled()).toBe(true);
    await page.getByTestId('language').selectOption('en');
    await page.getByRole('button', { name: 'Notify me when it is my turn' }).waitFor();
    // Nothing was stored for a subscription that never was.
    expect((await t.http.get('/v1/me/push-subscriptions').set(ann.auth).expect(200)).body.items).toEqual([]);
  });

  it("in a normal profile, where Debian's Chromium has no push service and subscribe never answers, the page waits, then says so", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'push-profile-'));
    const normal = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      viewport: { width: 1280, height: 800 },
    });
    try {
      await normal.grantPermissions(['notifications'], { origin: t.url });
      const p = normal.pages()[0] ?? (await normal.newPage());
      p.on('pageerror', (e) => pageErrors.push(e.message));
      await signUp(p, t.url, uniqueName('cid'));
      await p.goto(`${t.url}/#/turns`);
      await p.getByRole('button', { name: 'Notify me when it is my turn' }).click();
      await p.getByText("Waiting for your browser's push service…").waitFor();
      expect(await p.getByRole('button', { name: 'Notify me when it is my turn' }).isDisabled()).toBe(true);
      const alert = p.getByTestId('notify-error');
      await alert.waitFor({ timeout: 30_000 });
      const said = await alert.innerText();
      expect(said).toContain('Your browser could not subscribe to notifications: its push service did not answer in 15 s.');
      expect(said).toContain('open this page in Firefox, Chrome or Edge in a normal window');
      expect(await p.getByRole('button', { name: 'Try notifications again' }).isEnabled()).toBe(true);
      expect(await p.getByText("Waiting for your browser's push service…").count()).toBe(0);
    } finally {
      await normal.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("with the match page closed, the opponent's move reaches the service worker as a push, which shows a notification for the turn that opens the match", async () => {
    const matchId = await createMatch(page, t.url, ALLMER);
    await t.http.post(`/v1/matches/${matchId}/join`).set(bob.auth).send({}).expect(200);
    const match = async () => (await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).expect(200)).body as { version: number; toAct: number[] };
    /** One legal move of `p`'s, through the API. */
    const move = async (p: Player) => {
      const m = await match();
      const legal = (await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(p.auth).expect(200)).body.moves;
      await t.http.post(`/v1/matches/${matchId}/moves`).set(p.auth).send({ move: legal[0], expectedVersion: m.version }).expect(200);
    };
    // Ann (seat 0, the creator) moves until it is Bob's turn: her own moves push nothing.
    while ((await match()).toAct.includes(0)) await move(ann);

    // Ann's browser subscribes (through the API: this Chromium has no push service of its own).
    const keys = browserKeys();
    await t.http.post('/v1/me/push-subscriptions').set(ann.auth).send({ endpoint: `${push.origin}/push/ann`, keys: keys.keys }).expect(201);

    // The page is closed; the worker stays registered in the browser context.
    await page.close();
    const blank = await context.newPage(); // a page of no origin, to speak the DevTools protocol through
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>(); // scope URL -> registration id
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) {
        if (r.isDeleted) registrations.delete(r.scopeURL);
        else registrations.set(r.scopeURL, r.registrationId);
      }
    });
    await cdp.send('ServiceWorker.enable');
    await until('the service worker registration', () => registrations.has(`${t.url}/`));

    // Bob moves: Ann's turn, pushed to her subscription.
    await move(bob);
    expect((await match()).toAct).toContain(0);
    await until('the push to ann', () => push.pushed.some((p) => p.path === '/push/ann'));
    const pushes = push.pushed.filter((p) => p.path === '/push/ann');
    expect(pushes).toHaveLength(1);
    const [received] = pushes;
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    checkVapid(received.headers, push.origin, vapidKey);
    const plain = decryptPushBytes(keys, received.body).toString('utf8');
    const message = JSON.parse(plain) as PushMessage;
    expect(message).toMatchObject({ type: 'your_turn', matchId, game: 'allmer-pyramid', url: `/#/match/${matchId}` });

    // The browser hands the decrypted payload to the worker, as it does with its push service's.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: t.url, registrationId: registrations.get(`${t.url}/`)!, data: plain });
    await blank.close();

    // A new page of the same context reads the notification the worker showed.
    const reader = await context.newPage();
    reader.on('pageerror', (e) => pageErrors.push(e.message));
    await reader.goto(`${t.url}/`);
    let shown: Shown[] = [];
    for (let i = 0; i < 100 && shown.length === 0; i++) {
      shown = await shownNotifications(reader);
      if (shown.length === 0) await reader.waitForTimeout(100);
    }
    // The server names the game by its catalogue title (the page's own name for it may differ).
    const { title } = (await t.http.get('/v1/games/allmer-pyramid').expect(200)).body as { title: string };
    expect(shown).toEqual([{ title: 'Your turn', body: `${title}: your opponents have moved; it is your move.`, tag: matchId, data: { url: `/#/match/${matchId}` } }]);

    // Its link is the match's page, where (once signed in: a new tab has no session) it is Ann's move.
    await reader.goto(new URL(shown[0].data!.url!, t.url).href);
    await reader.getByRole('button', { name: 'Sign in' }).click(); // from signing up to signing in
    await reader.getByLabel('Username').fill(ann.username);
    await reader.getByLabel('Password').fill(PASSWORD);
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await reader.locator(`.match[data-status="active"]`).waitFor();
    expect(reader.url()).toBe(`${t.url}/#/match/${matchId}`);
    expect(await reader.getByTestId('move').count()).toBeGreaterThan(0);
  });
});

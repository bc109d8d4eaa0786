/**
 * Beside the board (issue 38, step 7 of the page): the moves played, an optional sound, the chat
 * of the players' and the spectators' rooms, draw offers, takebacks, abort, resign with a
 * confirmation, rematch and a bot seat, each driven from the pages of two players (and a
 * spectator) in Chromium, as a person would click them.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { accessibility, createMatch, launch, mayMove, playOneMove, signUp, status, version, versionAbove } from './browser.js';

const ALLMER = "Allmer's Pyramid";

describe('the match page beside the board', () => {
  let t: TestApp;
  let browser: Browser;
  let contexts: BrowserContext[];
  let alice: Page, bob: Page, carol: Page;
  let names: string[];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // Bots move in this suite (the bot seat).
    t = await startApp('web-social', {}, { BOT_THREADS: '1', BOT_POLL_SECONDS: '0.2' });
    browser = await launch();
    // bypassCSP: the harness runs string predicates through eval and injects axe-core (i18n.browser-spec runs under the CSP).
    contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })));
    // Each page counts the tones it starts (WebAudio oscillators), so the sound is observed.
    for (const c of contexts) {
      await c.addInitScript(`(() => {
        window.__tones = 0;
        const make = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function () { window.__tones++; return make.call(this); };
      })()`);
    }
    [alice, bob, carol] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [alice, bob, carol]) p.on('pageerror', (e) => pageErrors.push(e.message));
    names = [uniqueName('alice'), uniqueName('bob'), uniqueName('carol')];
    await signUp(alice, t.url, names[0]);
    await signUp(bob, t.url, names[1]);
    await signUp(carol, t.url, names[2]);
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Alice creates an Allmer's Pyramid match and Bob joins it; both pages show it active. */
  async function start(): Promise<string> {
    const id = await createMatch(alice, t.url, ALLMER);
    await bob.goto(`${t.url}/#/match/${id}`);
    await bob.getByTestId('join').click();
    await bob.locator('.match[data-status="active"]').waitFor();
    await alice.locator('.match[data-status="active"]').waitFor();
    return id;
  }

  /** The player who may move now. */
  async function mover(): Promise<Page> {
    for (let i = 0; i < 200; i++) {
      if (await mayMove(alice)) return alice;
      if (await mayMove(bob)) return bob;
      await alice.waitForTimeout(100);
    }
    throw new Error('nobody may move');
  }

  /** One move by whoever must act; returns the mover and waits until the other page shows it. */
  async function oneMove(): Promise<Page> {
    const p = await mover();
    const other = p === alice ? bob : alice;
    const before = await version(p);
    await playOneMove(p);
    await versionAbove(other, before);
    return p;
  }

  const moveRows = (p: Page) => p.locator('[data-testid=move-list] li');
  const tones = (p: Page) => p.evaluate('window.__tones') as Promise<number>;

  it('lists the moves played beside the board on both pages, without reading the history per move', async () => {
    const id = await start();
    // Once open, the pages read nothing under the match's path for a move (the stream, the move's
    // answer and the header's read of your turns bring it all).
    await alice.waitForTimeout(500);
    let reads = 0;
    const count = (r: { method(): string; url(): string }) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith(`/v1/matches/${id}/history`)) reads++;
    };
    alice.on('request', count);
    bob.on('request', count);
    try {
      for (let i = 0; i < 4; i++) await oneMove();
      for (const p of [alice, bob]) {
        await p.waitForFunction(`document.querySelectorAll('[data-testid=move-list] li').length === 4`, undefined, { timeout: 10000 });
        const rows = await moveRows(p).allTextContents();
        // Each row names its player and the move in words ("Run a1 → b2").
        expect(rows.filter((r) => r.includes(names[0])).length).toBe(2);
        expect(rows.filter((r) => r.includes(names[1])).length).toBe(2);
        for (const r of rows) expect(r).toMatch(/(Run|Jump|Push) \S+ → \S+/);
        expect(await p.getByTestId('load-history').count()).toBe(0);
      }
    } finally {
      alice.removeAllListeners('request');
      bob.removeAllListeners('request');
    }
    expect(reads).toBe(0);
    // A page opened later reads the history once and shows the same list.
    await carol.goto(`${t.url}/#/match/${id}`);
    await carol.waitForFunction(`document.querySelectorAll('[data-testid=move-list] li').length === 4`, undefined, { timeout: 10000 });
    expect(await moveRows(carol).allTextContents()).toEqual(await moveRows(alice).allTextContents());
  });

  it("follows the match on a spectator's page: each move played appears in its list, one history read per new version at most", async () => {
    const id = await start();
    await carol.goto(`${t.url}/#/match/${id}`);
    await carol.locator('.match[data-status="active"]').waitFor();
    await carol.getByText('No move yet.').waitFor();
    let reads = 0;
    const count = (r: { method(): string; url(): string }) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith(`/v1/matches/${id}/history`)) reads++;
    };
    carol.on('request', count);
    try {
      for (let n = 1; n <= 2; n++) {
        const before = await version(carol);
        await oneMove();
        await versionAbove(carol, before);
        // The move's entry, in words, without a reload of the spectator's page.
        await carol.waitForFunction(`document.querySelectorAll('[data-testid=move-list] li').length === ${n}`, undefined, { timeout: 10000 });
      }
    } finally {
      carol.removeAllListeners('request');
    }
    const rows = await moveRows(carol).allTextContents();
    for (const r of rows) expect(r).toMatch(/(Run|Jump|Push) \S+ → \S+/);
    expect(rows).toEqual(await moveRows(alice).allTextContents());
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(2);
  });

  it('sounds on the opponent\'s move only once switched on in the header, and keeps the choice', async () => {
    await start();
    expect(await bob.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
    // Off by default: the opponent's moves make no sound.
    await oneMove();
    await oneMove();
    expect(await tones(bob)).toBe(0);
    expect(await tones(alice)).toBe(0);
    await bob.getByTestId('sound').click();
    expect(await bob.getByTestId('sound').getAttribute('aria-pressed')).toBe('true');
    expect(await bob.evaluate("localStorage.getItem('pyramidion.sound')")).toBe('on');
    // Bob's own move makes none; Alice's move, which leaves Bob to act, makes two notes.
    let p = await mover();
    if (p === bob) {
      await oneMove();
      expect(await tones(bob)).toBe(0);
    }
    p = await oneMove();
    expect(p).toBe(alice);
    await bob.waitForFunction('window.__tones === 2', undefined, { timeout: 10000 });
    expect(await tones(alice)).toBe(0);
    // Kept across a reload.
    await bob.reload();
    await bob.getByTestId('sound').waitFor();
    expect(await bob.getByTestId('sound').getAttribute('aria-pressed')).toBe('true');
    await bob.getByTestId('sound').click();
    expect(await bob.evaluate("localStorage.getItem('pyramidion.sound')")).toBeNull();
  });

  it('chats in the players\' room and the spectators\' room, each read by whom it is for', async () => {
    const id = await start();
    await carol.goto(`${t.url}/#/match/${id}`);
    await carol.locator('.match[data-status="active"]').waitFor();
    // A spectator writes only in the spectators' room (no room to choose).
    expect(await carol.getByTestId('chat-room').count()).toBe(0);

    await alice.getByTestId('chat-input').fill('good luck, players only');
    await alice.getByTestId('chat-send').click();
    await bob.getByTestId('chat-log').filter({ hasText: 'good luck, players only' }).waitFor({ timeout: 10000 });

    await bob.getByTestId('chat-room').selectOption('spectators');
    await bob.getByTestId('chat-input').fill('hello to the stands');
    await bob.getByTestId('chat-input').press('Enter');
    await alice.getByTestId('chat-log').filter({ hasText: 'hello to the stands' }).waitFor({ timeout: 10000 });

    await carol.getByTestId('chat-input').fill('nice opening');
    await carol.getByTestId('chat-send').click();
    await carol.getByTestId('chat-log').filter({ hasText: 'nice opening' }).waitFor();
    await alice.getByTestId('chat-log').filter({ hasText: 'nice opening' }).waitFor({ timeout: 10000 });

    // The spectator reads the spectators' room, never the players'.
    await carol.reload();
    await carol.getByTestId('chat-log').filter({ hasText: 'hello to the stands' }).waitFor({ timeout: 10000 });
    expect(await carol.getByTestId('chat-log').textContent()).not.toContain('good luck, players only');
    expect(await alice.getByTestId('chat-log').textContent()).toContain('good luck, players only');
  });

  it('offers a draw that is declined, then one that is accepted: the match ends drawn', async () => {
    await start();
    await oneMove();
    await alice.getByTestId('offer-draw').click();
    await alice.getByText('You offered a draw.').waitFor();
    await bob.getByText(`${names[0]} offers a draw.`).waitFor({ timeout: 10000 });
    await bob.getByTestId('decline-draw').click();
    await bob.getByTestId('offer-draw').waitFor();
    // Alice learns of the refusal from her event log, and may offer again.
    await alice.getByTestId('offer-draw').waitFor({ timeout: 10000 });

    await bob.getByTestId('offer-draw').click();
    await alice.getByTestId('accept-draw').click({ timeout: 10000 });
    await alice.locator('.match[data-status="finished"]').waitFor({ timeout: 10000 });
    await bob.locator('.match[data-status="finished"]').waitFor({ timeout: 10000 });
    expect(await bob.getByTestId('state').textContent()).toContain('Draw');
  });

  it('takes back a move when the opponent allows it, and refuses it when they decline', async () => {
    await start();
    const p = await oneMove();
    const other = p === alice ? bob : alice;
    const before = await version(p);
    await p.getByTestId('ask-takeback').click();
    await p.getByText('You asked to take back your last move.').waitFor();
    await other.getByTestId('decline-takeback').click({ timeout: 10000 });
    await p.getByTestId('ask-takeback').waitFor({ timeout: 10000 });
    expect(await p.getByTestId('state').textContent()).not.toContain('Your turn.');

    await p.getByTestId('ask-takeback').click();
    await other.getByTestId('accept-takeback').click({ timeout: 10000 });
    // The move is undone (a new log entry): the asker is to act again.
    await versionAbove(p, before);
    await p.getByTestId('state').filter({ hasText: 'Your turn.' }).waitFor({ timeout: 10000 });
    expect(await mayMove(p)).toBe(true);
    expect(await other.getByTestId('state').textContent()).toContain('Waiting for');
    // The takeback shows in the list once read (it came with no move of anyone's).
    const load = p.getByTestId('load-history');
    if (await load.count()) await load.click();
    await p.locator('[data-testid=move-list] li[data-kind=takeback]').waitFor({ timeout: 10000 });
  });

  it('aborts a match before everyone has moved', async () => {
    await start();
    await alice.getByTestId('abort').click();
    for (const p of [alice, bob]) await p.locator('.match:not([data-status="active"])').waitFor({ timeout: 10000 });
    expect(await bob.getByTestId('state').textContent()).toContain('aborted');
  });

  it('resigns only after a confirmation, then plays a rematch offered by one and accepted by the other', async () => {
    const id = await start();
    await oneMove();
    await oneMove();
    // Once both have moved the match may no longer be aborted.
    // The page learns it from the move's entry and the offers read again after the new version:
    // the button goes (and stays gone).
    await alice.getByTestId('abort').waitFor({ state: 'detached', timeout: 10000 });
    await alice.getByTestId('resign').click();
    await alice.getByTestId('resign-cancel').click();
    expect(await status(alice)).toBe('active');
    await alice.getByTestId('resign').click();
    await alice.getByTestId('resign-confirm').click();
    await alice.locator('.match[data-status="finished"]').waitFor({ timeout: 10000 });
    await bob.locator('.match[data-status="finished"]').waitFor({ timeout: 10000 });
    expect(await bob.getByTestId('state').textContent()).toContain(`Won by ${names[1]}`);

    await bob.getByTestId('offer-rematch').click();
    await bob.getByText('Rematch offered: waiting for an answer.').waitFor();
    await alice.getByText(`${names[1]} offers a rematch.`).waitFor({ timeout: 10000 });
    await alice.getByTestId('accept-rematch').click();
    // Both pages link the new match; the seats are one on (Bob now has the first).
    await alice.getByTestId('rematch-link').click({ timeout: 10000 });
    await bob.getByTestId('rematch-link').click({ timeout: 10000 });
    for (const p of [alice, bob]) {
      await p.locator('.match[data-status="active"]').waitFor();
      expect(p.url()).not.toContain(id);
    }
    expect(alice.url()).toBe(bob.url());
    expect((await alice.locator('.seat').allTextContents())[0]).toContain(names[1]);
  });

  it('seats a bot at a chosen level in a free seat; it answers moves by itself', async () => {
    await createMatch(alice, t.url, ALLMER);
    await alice.getByTestId('bot-level').selectOption('2');
    await alice.getByTestId('seat-bot').click();
    await alice.locator('.match[data-status="active"]').waitFor({ timeout: 10000 });
    const seats = await alice.locator('.seat').allTextContents();
    expect(seats.some((s) => !s.includes(names[0]))).toBe(true);
    // Whoever starts, the bot's move arrives and Alice plays twice against it.
    for (let i = 0; i < 2; i++) {
      await alice.waitForFunction(`document.querySelectorAll('[data-testid=move]').length > 0`, undefined, { timeout: 30000 });
      const before = await version(alice);
      await playOneMove(alice);
      await versionAbove(alice, before + 1, 30000);
    }
    expect(await alice.locator('[data-testid=move-list] li').count()).toBeGreaterThanOrEqual(4);
  });

  it('shows the actions, the move list and the chat in Spanish, and axe-core finds nothing serious in either theme', async () => {
    await start();
    await oneMove();
    await alice.getByTestId('chat-input').fill('hola');
    await alice.getByTestId('chat-send').click();
    await bob.getByTestId('chat-log').filter({ hasText: 'hola' }).waitFor({ timeout: 10000 });
    const found: Record<string, unknown> = {};
    for (const p of [alice, bob]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await p.emulateMedia({ colorScheme });
        const v = await accessibility(p);
        if (v.length) found[`${p === alice ? 'alice' : 'bob'}, ${colorScheme}`] = v;
      }
      await p.emulateMedia({ colorScheme: 'light' });
    }
    expect(found).toEqual({});
    await bob.getByTestId('language').selectOption('es');
    for (const heading of ['Historial de jugadas', 'Acciones de la partida', 'Chat']) await bob.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await bob.getByTestId('resign').textContent()).toBe('Abandonar');
    expect(await bob.getByTestId('sound').textContent()).toBe('Sonido');
    expect(await bob.getByTestId('chat-send').textContent()).toBe('Enviar');
    await bob.getByTestId('language').selectOption('en');
  });
});

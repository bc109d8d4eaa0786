/**
 * Browser test support: Debian's Chromium (never a downloaded browser) driven by playwright-core,
 * and the steps a player takes in the web client, by clicking as a person would.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOTS = 'web/test/screenshots';

/** CHROMIUM_PATH, else the Debian package's binary. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (!path || !existsSync(path)) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return path;
}

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

export async function signUp(page: Page, url: string, username: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Attached, not visible: on a phone the name is in the header's folded menu.
  await page.getByTestId('username').filter({ hasText: username }).waitFor({ state: 'attached' });
}

/** Creates a match from the lobby form and returns its id (from the page it opens). */
export async function createMatch(page: Page, url: string, gameTitle: string, opts: { private?: boolean; fields?: Record<string, string> } = {}): Promise<string> {
  await page.goto(`${url}/#/`);
  await page.getByLabel('Game', { exact: true }).selectOption({ label: gameTitle });
  for (const [label, value] of Object.entries(opts.fields ?? {})) await page.getByLabel(label, { exact: true }).fill(value);
  if (opts.private) await page.getByLabel('Private (invite code)').check();
  await page.getByRole('button', { name: 'Create match' }).click();
  // The match page, or the form's error: a refused creation fails here with the server's words.
  const ALERT = 'form.create [role=alert]';
  try {
    await page.waitForFunction(`/#\\/match\\/[\\w-]+$/.test(location.href) || document.querySelector('${ALERT}') !== null`);
  } catch (e) {
    await page.screenshot({ path: `${SCREENSHOTS}/create-failed.png` });
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 600);
    throw new Error(`creating a ${gameTitle} match: no match page and no error at ${page.url()}; the page says: ${text}`, { cause: e });
  }
  const refused = page.locator(ALERT);
  if ((await refused.count()) > 0) throw new Error(`creating a ${gameTitle} match was refused: ${await refused.textContent()}`);
  return page.url().split('/').pop()!;
}

/** The match version the page shows, as a page expression (evaluated in the browser). */
const VERSION = "Number(document.querySelector('.match')?.getAttribute('data-version'))";

/** Waits until the page shows a match version above `v`. */
export async function versionAbove(page: Page, v: number, timeout = 30000): Promise<void> {
  await page.waitForFunction(`${VERSION} > ${v}`, undefined, { timeout });
}

/** Waits until the page shows exactly match version `v`. */
export async function versionIs(page: Page, v: number, timeout = 30000): Promise<void> {
  await page.waitForFunction(`${VERSION} === ${v}`, undefined, { timeout });
}

export const version = async (page: Page) => Number(await page.locator('.match').getAttribute('data-version'));
export const status = async (page: Page) => (await page.locator('.match').getAttribute('data-status')) ?? '';

/**
 * Makes one move on a page whose player must act, by clicking: the first highlighted board
 * element until the picks name a single legal move (it is then sent), or, when the picks stay
 * ambiguous (two moves on the same elements), the first listed move button.
 */
export async function playOneMove(page: Page): Promise<'board' | 'button'> {
  const before = await version(page);
  for (let i = 0; i < 4; i++) {
    const target = page.locator('.pick.legal').first();
    if ((await target.count()) === 0) break;
    await target.click();
    // The click either sent a move (the version moves on) or picked a first element of several.
    await page.waitForFunction(`${VERSION} > ${before} || document.querySelector('.pick.selected') !== null`, undefined, { timeout: 10000 });
    if (await changed(page, before, 0)) return 'board';
  }
  await page.getByTestId('move').first().click();
  if (!(await changed(page, before, 10000))) throw new Error(`no move was applied at version ${before}`);
  return 'button';
}

async function changed(page: Page, before: number, ms: number): Promise<boolean> {
  if (ms === 0) return (await version(page)) > before;
  try {
    await versionAbove(page, before, ms);
    return true;
  } catch {
    return false;
  }
}

/** True when the page lists moves the player may click now. */
export async function mayMove(page: Page): Promise<boolean> {
  return (await page.getByTestId('move').count()) > 0 && (await page.getByTestId('move').first().isEnabled());
}

/** axe-core's browser build, injected into pages by `accessibility`. */
const AXE = 'web/node_modules/axe-core/axe.min.js';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is (every rule of WCAG 2.x A/AA and best practice, plus the
 * experimental label-content-name-mismatch) and returns the serious and critical violations.
 */
export async function accessibility(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ path: AXE });
  const found = (await page.evaluate(`axe
    .run(document, { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + n.failureSummary) })))`)) as AxeViolation[];
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

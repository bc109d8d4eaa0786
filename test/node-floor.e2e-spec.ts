/**
 * The documented Node floor is true (issue 37): README "Needs Node.js 20.19 or newer", and
 * package.json `engines.node` says the same; every production dependency of the committed lock
 * file (what `npm ci` installs) accepts that Node (scripts/check-engines.mjs), and the check fails
 * on one that does not.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const check = (lockPath?: string) => spawnSync(process.execPath, ['scripts/check-engines.mjs', ...(lockPath ? [lockPath] : [])], { encoding: 'utf8' });

describe('the Node floor', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

  it('is the one the README documents', () => {
    const floor = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(floor).toBeDefined();
    expect(readFileSync('README.md', 'utf8')).toContain(`Needs Node.js ${floor} or newer`);
  });

  it('holds for every production dependency of the committed lock file', () => {
    const r = check();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on a production dependency that needs a newer Node, and ignores development tools', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engines-'));
    try {
      const lock = (packages: Record<string, unknown>) => {
        const path = join(dir, `lock-${Object.keys(packages).length}.json`);
        writeFileSync(path, JSON.stringify({ lockfileVersion: 3, packages: { '': { engines: pkg.engines }, ...packages } }));
        return path;
      };
      const devOnly = check(lock({ 'node_modules/a-cli': { version: '1.0.0', dev: true, engines: { node: '>=22' } } }));
      expect(devOnly.status).toBe(0);
      const runtime = check(lock({ 'node_modules/a-cli': { version: '1.0.0', dev: true, engines: { node: '>=22' } }, 'node_modules/x/node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } }));
      expect(runtime.status).toBe(1);
      expect(runtime.stderr).toContain('cookie@2.0.2 wants Node >=22');
      expect(runtime.stderr).not.toContain('a-cli');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// `npm start`'s pre-step: builds (npm run build: the server and the web client) only when the
// build is missing or older than one of its inputs, so a start after an unchanged checkout takes
// the server's own start-up time, and a fresh clone still builds before it starts.
//
// "Older" is by modification time against a stamp written after a successful build; directories
// count too, so deleting or renaming a source also rebuilds. `--force` always builds; `--stamp`
// (the last step of `npm run build`) marks the build current.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const OUTPUTS = ['dist/src/main.js', 'web/dist/index.html'];
/** What `npm run build` reads: the server's and the web client's sources, configs, lock files and the OpenAPI document. */
const INPUTS = [
  'src', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json',
  'openapi', 'web/src', 'web/build.mjs', 'web/package.json', 'web/package-lock.json', 'web/tsconfig.json',
];
/**
 * Not inputs: written by the build itself (web/src/api/schema.d.ts comes from openapi/, which is an
 * input), the benchmarks' dataset cache (bench/.data), and prose (*.md: bench/RESULTS.md).
 */
const SKIP = new Set(['web/src/api/schema.d.ts', 'node_modules', 'bench/.data']);

/** The newest modification time under `path` (files and directories), 0 when it does not exist. */
function newest(path) {
  if (SKIP.has(path) || !existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return path.endsWith('.md') ? 0 : st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

function stale() {
  if (process.argv.includes('--force')) return 'forced';
  const missing = [STAMP, ...OUTPUTS].find((f) => !existsSync(f));
  if (missing) return `${missing} is missing`;
  const built = statSync(STAMP).mtimeMs;
  const changed = INPUTS.find((p) => newest(p) > built);
  return changed ? `${changed} changed since the last build` : null;
}

if (process.argv.includes('--stamp')) {
  // The last step of `npm run build`: what it built is current from now on.
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  process.exit(0);
}
const why = stale();
if (why === null) {
  console.log('build is current: not rebuilding (npm run build to force)');
} else {
  console.log(`building: ${why}`);
  execSync('npm run build', { stdio: 'inherit' }); // which stamps the build at its end
}

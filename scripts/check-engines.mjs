// The documented Node floor (package.json `engines.node`) is true for every production
// dependency: each package a production install gets (package-lock.json, `dev` entries left out)
// that declares `engines.node` must accept the floor's lowest version. Exit 1 and a list when one
// does not. Development tools (the Nest CLI, graphql-inspector, ...) are not checked: they need a
// newer Node only to develop (README "Development").
//
// The lock file, not node_modules: it is what `npm ci` (and the Docker image) installs. Usage:
// node scripts/check-engines.mjs [path/to/package-lock.json]
import { readFileSync } from 'node:fs';
import semver from 'semver';

const lock = JSON.parse(readFileSync(process.argv[2] ?? new URL('../package-lock.json', import.meta.url), 'utf8'));
const root = lock.packages[''];
const floor = semver.minVersion(root.engines.node);
const bad = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  if (path === '' || entry.dev || entry.link) continue;
  const wants = entry.engines?.node;
  if (wants && !semver.satisfies(floor, wants)) bad.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${wants} (${path})`);
}
if (bad.length > 0) {
  console.error(`The documented floor is Node ${root.engines.node}, but ${bad.length} production dependencies need more:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`every production dependency accepts Node ${floor} (engines.node ${root.engines.node})`);

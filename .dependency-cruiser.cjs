// The house's layers, checked on every import (npm run lint:layers; CI). docs/architecture.md
// draws them. A layer imports only from the layers below it:
//
//   engine → games → domain → platform → persistence → features → adapters → app → main.ts
//
// plus what no layer order can say: the rules are a pure library (an allowlist, not a blacklist),
// a game's folder stands alone, the two adapters stay apart, and no two folders import each other
// (type imports that form a cycle inside one folder are not folder cycles and are allowed).
const LAYERS = ['engine', 'games', 'domain', 'platform', 'persistence', 'features', 'adapters', 'app'];

/** Test support and tests may use test tools; the rules may not. */
const TEST_CODE = '\\.spec\\.ts$|/testing/|/reference/|/fixtures/|/test-builders\\.ts$|/spec-helpers\\.ts$|/test-cases\\.ts$';

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-upward-from-${layer}`,
  comment: `${layer} may import only ${LAYERS.slice(0, i).join(', ') || 'itself'} (and itself): ${LAYERS.slice(i + 1).join(', ')} are above it.`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/|^src/main\\.ts$` },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'engine-is-pure',
      comment:
        'The engine imports only itself, zod and @noble/hashes (the seeded generator hashes the seed): no framework, no I/O, no Node API. Its tests and test support may use test tools.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: TEST_CODE },
      to: { pathNot: '^src/engine/|^node_modules/(zod|@noble/hashes)/' },
    },
    {
      name: 'game-is-pure',
      comment: "A game's rules import only the engine, zod and the game's own folder: never another game, the platform, a framework, I/O or a Node API.",
      severity: 'error',
      from: { path: '^src/games/([^/]+)/', pathNot: TEST_CODE },
      to: { pathNot: ['^src/games/$1/', '^src/engine/', '^node_modules/zod/'] },
    },
    {
      name: 'game-tests-stay-in-the-game',
      comment: "A game's tests and test support import the engine, the game's own folder and test tools, never another game or the platform.",
      severity: 'error',
      from: { path: '^src/games/([^/]+)/', pathNot: '^src/games/[^/]+$' },
      to: { path: '^src/', pathNot: ['^src/games/$1/', '^src/engine/'] },
    },
    {
      name: 'registry-lists-games-only',
      comment: 'src/games/index.ts is the registry: it imports each game (its index.ts) and the engine, nothing else.',
      severity: 'error',
      from: { path: '^src/games/index\\.ts$' },
      to: { pathNot: ['^src/games/[^/]+/index\\.ts$', '^src/engine/'] },
    },
    {
      name: 'generated-client-only-in-persistence',
      comment: "Prisma's generated clients are the persistence layer's: every database access lives there.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(persistence|generated)/' },
      to: { path: '^src/generated/|^node_modules/(@prisma|pg|better-sqlite3|kysely)/' },
    },
    {
      name: 'database-through-repositories',
      comment: 'Features and adapters reach the database through repositories; only the composition root and the readiness probe hold PrismaService itself.',
      severity: 'error',
      from: { path: '^src/(features|adapters)/', pathNot: '^src/adapters/rest/health\\.controller\\.ts$' },
      to: { path: '^src/persistence/prisma\\.service\\.ts$' },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders of src/ import each other in one direction only (checked on the folder graph).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'adapters-apart',
      comment: 'REST and GraphQL adapters each call features; neither imports the other.',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/' },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // A checkout whose node_modules is a symlink (a worktree, the toy-game build of .ci/toy-game.sh)
    // keeps the paths under node_modules/, which the rules above name.
    preserveSymlinks: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};

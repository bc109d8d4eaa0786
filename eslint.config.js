// Lint: typescript-eslint's recommended rules, plus the house rule that the engine and the
// games' rule files stay pure (STYLE.md): no clock, no environment, no Math.random.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// What an import rule cannot see: the engine and the games' rules read no clock, no environment
// and no global randomness. Which modules they may import is an allowlist checked by
// dependency-cruiser (.dependency-cruiser.cjs, npm run lint:layers).
const impure = {
  'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the match Rng (engine/rng.ts).' }],
  'no-restricted-globals': [
    'error',
    { name: 'Date', message: 'Rules have no clock.' },
    { name: 'performance', message: 'Rules have no clock (budgets are counted in work, not time).' },
    { name: 'process', message: 'Rules read no environment.' },
    { name: 'setTimeout', message: 'Rules have no clock.' },
    { name: 'setInterval', message: 'Rules have no clock.' },
    { name: 'fetch', message: 'Rules do no I/O.' },
    { name: 'require', message: 'Rules import only what .dependency-cruiser.cjs allows.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'coverage/**', 'data/**', 'web/dist/**', 'web/node_modules/**', 'web/src/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts'],
    ignores: ['**/*.spec.ts', 'src/engine/testing/**'],
    rules: impure,
  },
  {
    // The web client runs in browsers and is built only on the public API: nothing from src/.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/*', '../../src/**', '../../../src/**'], message: 'The web client uses only the public API (web/src/api).' }] }],
    },
  },
  {
    // Except its record verifier, which runs the server's own pure code (the verifier, the engine
    // and the games: no I/O, no framework) so that a replay in the browser is the server's replay.
    files: ['web/src/verify/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*.js', ...['adapters', 'app', 'features', 'generated', 'persistence', 'platform'].map((layer) => `**/src/${layer}/**`), '**/src/domain/*', '!../../../src/domain/verify-record.js'],
              message: 'The verifier bundles only the pure rules code and the record verifier.',
            },
          ],
        },
      ],
    },
  },
);

// Lint: typescript-eslint's recommended rules, plus the house rule that the engine and the
// games' rule files stay pure (STYLE.md): no framework, no I/O, no clock, no Math.random.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const impure = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['@nestjs/*', '@prisma/*', 'graphql', 'graphql-*', 'fastify', '@fastify/*', 'pg', 'ioredis'], message: 'Rules are a pure library: no framework or I/O here.' },
        { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http'], message: 'Rules are a pure library: no Node APIs (randomness comes from engine/rng).' },
        { group: ['**/persistence/**', '**/matches/**', '**/auth/**', '**/catalog/**', '**/graphql/**'], message: 'Rules must not import the platform.' },
      ],
    },
  ],
  'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the match Rng (engine/rng.ts).' }],
  'no-restricted-globals': [
    'error',
    { name: 'Date', message: 'Rules have no clock.' },
    { name: 'process', message: 'Rules read no environment.' },
    { name: 'setTimeout', message: 'Rules have no clock.' },
    { name: 'fetch', message: 'Rules do no I/O.' },
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
    ignores: ['**/*.spec.ts', '**/*.module.ts', 'src/engine/testing/**', 'src/engine/conformance.ts', 'src/games/index.ts'],
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
);

import { availableParallelism } from 'node:os';
// Nest 12 is ESM-only: Jest runs in its ESM mode (NODE_OPTIONS=--experimental-vm-modules, set by
// the npm scripts) and @swc/jest compiles TypeScript, keeping decorator metadata for Nest's DI.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

// Node 20.19+ lets CommonJS require() an ES module, but Jest's module loader does not (before
// Node 24.9): these ESM-only dependencies of CommonJS packages (@fastify/static,
// light-my-request, @apidevtools/swagger-parser) are compiled to CommonJS for the tests only.
const ESM_ONLY = ['content-disposition', 'cookie', '@apidevtools/json-schema-ref-parser'];

export default {
  testEnvironment: 'node',
  // On SQLite every suite has a database file of its own: two at a time even on 2 CPUs, where
  // Jest's default runs one (npm test on 2 CPUs: about 19 min with one worker; 15 min with two,
  // though other work kept the load at 7-8 during that run). On PostgreSQL the
  // suites share one database (DATABASE_URL), where one suite's clock sweep would meet another's
  // live matches: one at a time.
  maxWorkers: /^postgres/.test(process.env.DATABASE_URL ?? '') ? 1 : Math.max(2, availableParallelism() - 1),
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/web/test/**/*.spec.ts'],
  testTimeout: 30000,
};

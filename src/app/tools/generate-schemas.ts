/**
 * Writes the committed API contracts from the code: openapi/openapi.json, openapi/schema.gql, the
 * TypeScript types openapi-typescript generates from the OpenAPI document (the typed client the
 * contract test's bot is checked against), and the README's generated sections (the games, the
 * error codes: readme-sections.ts). `--check` compares instead and fails when they are out of
 * date (CI runs it).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createApp } from '../app.factory.js';
import { buildOpenApi } from '../../adapters/rest/openapi.js';
import { loadConfig } from '../../platform/config.js';
import { CLIENT_TYPES, clientTypes } from './client-types.js';
import { API_DOC, README, apiDocWithSections, readmeWithSections } from './readme-sections.js';
import { GAMES } from '../../games/index.js';
import { PROBLEM_CODES } from '../../domain/problem-codes.js';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

const check = process.argv.includes('--check');
const dir = mkdtempSync(join(tmpdir(), 'pyramidion-schemas-'));
const app = await createApp(loadConfig({ DATABASE_URL: `file:${join(dir, 'schemas.db')}`, NODE_ENV: 'test' }), {}, false);
await app.init();
const openapi = JSON.stringify(sortKeys(buildOpenApi(app)), null, 2) + '\n';
const outputs: Record<string, string> = {
  'openapi/openapi.json': openapi,
  'openapi/schema.gql': printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema)) + '\n',
  [CLIENT_TYPES]: await clientTypes(openapi),
  [README]: readmeWithSections(readFileSync(README, 'utf8'), GAMES),
  [API_DOC]: apiDocWithSections(readFileSync(API_DOC, 'utf8'), PROBLEM_CODES),
};
await app.close();
rmSync(dir, { recursive: true, force: true });

let stale = 0;
for (const [file, text] of Object.entries(outputs)) {
  if (check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== text) {
      console.error(`${file} is out of date: run npm run schema:generate and commit it`);
      stale++;
    }
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale > 0 ? 1 : 0);

/**
 * The integrator's path, in CI: generate a typed client from the committed OpenAPI document
 * (openapi-typescript), type-check a bot against it with strict tsc, and run the bot through
 * openapi-fetch against the real service until its match is finished. Every JSON answer on the
 * way is validated against the document's schema for that operation and status.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Middleware } from 'openapi-fetch';
import { CLIENT_TYPES, clientTypes } from '../../src/app/tools/client-types.js';
import { startApp, uniqueName, type TestApp } from '../support.js';
import { connect, playSolitaire, signUp } from './client/bot.js';

const DOCUMENT = 'openapi/openapi.json';
type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };

/** Checks each answer against the document: the schema of its operation, status and media type. */
function contractCheck(doc: { paths: Record<string, Record<string, Operation>> }, seen: string[]): Middleware {
  // ajv is CommonJS whose module.exports is the class itself; TypeScript types the import as its namespace.
  const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  const templates = Object.keys(doc.paths).map((p) => ({ p, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  return {
    async onResponse({ request, response }) {
      const path = new URL(request.url).pathname;
      const template = templates.find((t) => t.re.test(path))?.p;
      const op = template ? doc.paths[template][request.method.toLowerCase()] : undefined;
      const media = (response.headers.get('content-type') ?? '').split(';')[0];
      const schema = op?.responses[String(response.status)]?.content?.[media]?.schema;
      if (!schema) throw new Error(`${request.method} ${path} -> ${response.status} ${media}: not in the document`);
      const body: unknown = await response.clone().json();
      const validate = ajv.compile({ $ref: `openapi.json#/paths/${template!.replace(/~/g, '~0').replace(/\//g, '~1')}/${request.method.toLowerCase()}/responses/${response.status}/content/${media.replace(/\//g, '~1')}/schema` });
      if (!validate(body)) throw new Error(`${request.method} ${path} -> ${response.status}: ${ajv.errorsText(validate.errors)}`);
      seen.push(`${request.method} ${template} ${response.status}`);
      return undefined;
    },
  };
}

describe('a client generated from the committed OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('generated-client');
  });
  afterAll(() => t.close());

  it('is the one committed beside the bot (npm run schema:generate writes it)', async () => {
    expect(await clientTypes(readFileSync(DOCUMENT, 'utf8'))).toEqual(readFileSync(CLIENT_TYPES, 'utf8'));
  });

  it('type-checks the bot and the refused shapes with strict tsc', () => {
    // Throws, with tsc's diagnostics, on any error: also when an @ts-expect-error line compiles.
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'test/contract/client/tsconfig.json'], { stdio: 'pipe' });
  }, 180_000);

  it('plays a Pyramid solitaire match to its end through openapi-fetch, every answer as documented', async () => {
    const doc = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
    const token = await signUp(t.url, uniqueName('bot'));
    const client = connect(t.url, token);
    const seen: string[] = [];
    client.use(contractCheck(doc, seen));
    const result = await playSolitaire(client);
    expect(result.match.status).toBe('finished');
    expect(result.match.outcome?.endedBy).toBe('rules');
    expect(result.removed).toBeGreaterThanOrEqual(0);
    // A problem answer is checked too: a finished match takes no moves (a documented 409).
    const stale = await client.POST('/v1/matches/{id}/moves', { params: { path: { id: result.match.id } }, body: { move: { type: 'draw' }, expectedVersion: 1 } });
    expect(stale.error?.code).toBe('MATCH_NOT_ACTIVE');
    expect(new Set(seen)).toEqual(new Set(['POST /v1/matches 201', 'GET /v1/matches/{id}/legal-moves 200', 'POST /v1/matches/{id}/moves 200', 'POST /v1/matches/{id}/moves 409']));
  }, 120_000);
});

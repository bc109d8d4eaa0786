/**
 * Issue 37: "problem bodies keep their schema everywhere" and "every documented status is real
 * and every real status documented". Real problem bodies, provoked through the API, are validated
 * against the OpenAPI Problem schema (additionalProperties: false, a numeric status, the code
 * enum); and the document says 403 wherever a scope is checked ("41 operations that check a scope
 * do not document 403"), 400 wherever a path parameter is read, and 415 wherever a body is.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { register, startApp, type TestApp } from '../support.js';

type Op = { responses: Record<string, { description?: string; content?: Record<string, unknown> }>; parameters?: { in: string }[]; requestBody?: unknown; 'x-required-scope'?: string };
type Doc = { paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, unknown> } };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startApp('problem-schema', {}, { BODY_LIMIT_BYTES: '4096' });
  doc = (await t.http.get('/openapi.json').expect(200)).body as Doc;
});
afterAll(async () => t.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

describe('every real status documented', () => {
  it('every operation that checks a scope documents 403 INSUFFICIENT_SCOPE as problem+json', () => {
    const scoped = operations().filter(({ op }) => op['x-required-scope']);
    expect(scoped.length).toBeGreaterThan(40);
    const missing = scoped.filter(({ op }) => !op.responses['403']?.content?.['application/problem+json'] || !op.responses['403'].description?.includes('INSUFFICIENT_SCOPE'));
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('every operation with a path parameter documents 400, every one with a body 415', () => {
    const ops = operations();
    expect(ops.filter(({ op }) => op.parameters?.some((p) => p.in === 'path') && !op.responses['400']).map((o) => o.name)).toEqual([]);
    expect(ops.filter(({ op }) => op.requestBody && !op.responses['415']).map((o) => o.name)).toEqual([]);
  });
});

describe('problem bodies keep their schema', () => {
  it('real problem bodies of many kinds validate against the OpenAPI Problem schema', async () => {
    const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Problem' });

    const ann = await register(t, 'ann');
    const ben = await register(t, 'ben');
    const readOnly = (await t.http.post('/v1/me/tokens').set(ann.auth).send({ name: 'ro', scopes: ['read'] }).expect(201)).body.token as string;
    const ch = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/challenges/${ch.id}/cancel`).set(ann.auth).expect(200);
    const match = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;

    const provoked = [
      ['401 TOKEN_MISSING', await t.http.get('/v1/me/turns')],
      ['401 TOKEN_INVALID', await t.http.get('/v1/me/turns').set('Authorization', 'Bearer nope')],
      ['403 INSUFFICIENT_SCOPE', await t.http.post('/v1/matches').set('Authorization', `Bearer ${readOnly}`).send({ game: 'sabotage' })],
      ['404 MATCH_NOT_FOUND', await t.http.get('/v1/matches/nope').set(ann.auth)],
      ['404 NOT_FOUND', await t.http.get('/v1/nothing')],
      ['405 METHOD_NOT_ALLOWED', await t.http.put('/v1/games')],
      ['415 UNSUPPORTED_MEDIA_TYPE', await t.http.post('/v1/matches').set(ann.auth).set('content-type', 'text/plain').send('x')],
      ['400 VALIDATION_FAILED', await t.http.post('/v1/matches').set(ann.auth).send({ game: 7 })],
      ['400 MALFORMED_JSON', await t.http.post('/v1/matches').set(ann.auth).set('content-type', 'application/json').send('{')],
      ['400 VALIDATION_FAILED (long path parameter)', await t.http.get(`/v1/matches/${'x'.repeat(200)}`).set(ann.auth)],
      ['400 INVALID_CURSOR', await t.http.get('/v1/me/matches?changedSince=bad').set(ann.auth)],
      ['400 UNKNOWN_GAME', await t.http.post('/v1/matches').set(ann.auth).send({ game: 'chess' })],
      ['409 CHALLENGE_NOT_PENDING (cancelled)', await t.http.post(`/v1/challenges/${ch.id}/accept`).set(ben.auth)],
      ['409 STALE_VERSION', await t.http.post(`/v1/matches/${match.id}/moves`).set(ann.auth).send({ expectedVersion: match.version + 5, move: { type: 'draw' } })],
      ['413 BODY_TOO_LARGE', await t.http.post('/v1/matches').set(ann.auth).send({ game: 'x'.repeat(5000) })],
    ] as const;
    const failures: string[] = [];
    for (const [what, r] of provoked) {
      const [status] = what.split(' ');
      if (String(r.status) !== status) failures.push(`${what}: answered ${r.status} ${JSON.stringify(r.body)}`);
      else if (!String(r.headers['content-type']).startsWith('application/problem+json')) failures.push(`${what}: ${r.headers['content-type']}`);
      else if (!validate(r.body)) failures.push(`${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(r.body)}`);
    }
    expect(failures).toEqual([]);
    expect(provoked.length).toBeGreaterThanOrEqual(15);
  });
});

/** The API describes itself: Swagger UI, the OpenAPI document (as committed), GraphQL introspection. */
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { GAMES } from '../src/games/index.js';
import { startApp, type TestApp } from './support.js';

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sortKeys) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])])) : v;

describe('self-description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('docs');
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /docs and the committed OpenAPI document at /openapi.json', async () => {
    const ui = await t.http.get('/docs').expect(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await t.http.get('/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(sortKeys(doc.body)).toEqual(JSON.parse(readFileSync('openapi/openapi.json', 'utf8')));
    // Typed per game: the match's view is a union of every game's view schema.
    const views = doc.body.components.schemas.GameView.anyOf.map((s: { $ref: string }) => s.$ref);
    expect(views).toEqual(expect.arrayContaining(['#/components/schemas/ZigguratView', '#/components/schemas/NosVigilanView']));
  });

  it('commits an OpenAPI document that validates as OpenAPI 3.1, every reference resolving', async () => {
    const doc = JSON.parse(readFileSync('openapi/openapi.json', 'utf8'));
    const api = await SwaggerParser.validate(doc);
    expect(Object.keys(api.paths ?? {})).toEqual(expect.arrayContaining(['/v1/matches/{id}/moves', '/v1/auth/login', '/v1/games']));
  });

  it('answers GraphQL introspection with every game view in the GameView union', async () => {
    const r = await t.http.post('/graphql').send({ query: '{ __type(name: "GameView") { possibleTypes { name } } }' }).expect(200);
    expect(r.body.data.__type.possibleTypes.map((p: { name: string }) => p.name).sort()).toEqual(GAMES.map((g) => `${g.meta.typeName}View`).sort());
  });
});

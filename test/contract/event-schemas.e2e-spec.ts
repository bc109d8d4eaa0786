/**
 * Webhooks and stream events are part of the contract (issue 37): the committed OpenAPI document
 * has a 3.1 `webhooks` entry per event type (the signed headers, a WebhookPayload body) and the
 * schemas of the SSE frames' data (UserStreamData, MatchStreamData). Real deliveries to a real
 * receiver, and real frames of both streams, validate against those schemas with Ajv (JSON
 * Schema 2020-12, OpenAPI 3.1's dialect).
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { USER_EVENT_TYPES } from '../../src/domain/user-event.js';
import { register, startApp, type TestApp } from '../support.js';
import { sse } from '../sse-client.js';
import { startReceiver, verifySignature, waitFor, type Receiver } from '../webhooks-receiver.js';

type Json = Record<string, unknown>;
const doc = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as { webhooks: Record<string, { post: Json }>; paths: Record<string, Record<string, Json>> };

// The document is one schema resource: references into its components resolve as they do for a client.
// ajv is CommonJS whose module.exports is the class itself; TypeScript types the import as its namespace.
const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(doc, 'openapi');
const validator = (ref: string | Json) => ajv.compile(typeof ref === 'string' ? { $ref: `openapi#/components/schemas/${ref}` } : ref);
const expectValid = (validate: ReturnType<typeof validator>, value: unknown) => {
  const ok = validate(value);
  if (!ok) throw new Error(`${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`);
};
/** A schema of the document, with its references rewritten to resolve through the whole document. */
const rebased = (schema: unknown): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Json;

describe('webhooks and stream events in the OpenAPI document', () => {
  let t: TestApp;
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
    t = await startApp('event-schemas', {}, { WEBHOOK_DISPATCH: 'true', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200', EVENT_HEARTBEAT_SECONDS: '0.3' });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('describes every event type as a webhook: the signed headers and a payload of that type', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...USER_EVENT_TYPES].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      const headers = (post.parameters as { name: string; in: string; required: boolean }[]).filter((p) => p.in === 'header' && p.required).map((p) => p.name);
      expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const body = rebased((post.requestBody as { content: Record<string, { schema: Json }> }).content['application/json'].schema);
      const validate = validator(body);
      expectValid(validate, { type, timestamp: '2026-11-28T00:00:00.000Z', data: { eventId: '1', userId: 'u', matchId: null, version: null } });
      // A payload of another type is not this webhook's.
      expect(validate({ type: type === 'your_turn' ? 'match_finished' : 'your_turn', timestamp: 'x', data: { eventId: '1', userId: 'u', matchId: null, version: null } })).toBe(false);
    }
  });

  it('real deliveries match their webhook: headers as described, signature valid, body valid', async () => {
    const ann = await register(t, 'ann');
    const ben = await register(t, 'ben');
    const hook = (await t.http.post('/v1/me/webhooks').set(ann.auth).send({ url: `${rx.url}/ann`, types: [] }).expect(201)).body as { secret: string };
    // A match: ann is told it was created, then (ben joins) her turn, then (ben resigns) its end.
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200);
    await waitFor('three deliveries', () => rx.received.filter((r) => r.path === '/ann').length >= 3, 20_000);

    const received = rx.received.filter((r) => r.path === '/ann');
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['match_created', 'your_turn', 'match_finished']);
    for (const r of received) {
      const payload = JSON.parse(r.body) as { type: string };
      const post = doc.webhooks[payload.type].post;
      for (const h of post.parameters as { name: string; schema: { pattern?: string } }[]) {
        const value = r.headers[h.name];
        expect(typeof value).toBe('string');
        if (h.schema.pattern) expect(value).toMatch(new RegExp(h.schema.pattern));
      }
      expect(verifySignature(hook.secret, r.headers, r.body)).toBe(true);
      expectValid(validator(rebased((post.requestBody as { content: Record<string, { schema: Json }> }).content['application/json'].schema)), payload);
    }
  });

  it('real frames of GET /v1/me/events and of a match stream match UserStreamData and MatchStreamData', async () => {
    const media = (path: string) => (doc.paths[path].get.responses as Record<string, { content: Record<string, { schema: Json }> }>)['200'].content['text/event-stream'].schema;
    expect(media('/v1/me/events')['x-sse-data']).toEqual({ $ref: '#/components/schemas/UserStreamData' });
    expect(media('/v1/matches/{id}/events')['x-sse-data']).toEqual({ $ref: '#/components/schemas/MatchStreamData' });

    const cy = await register(t, 'cy');
    const di = await register(t, 'di');
    const m = (await t.http.post('/v1/matches').set(cy.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(di.auth).expect(200); // cy: your_turn

    const userData = validator('UserStreamData');
    // Opened without an id: the pending turn, then ready; from 0: the log's events, then ready.
    for (const from of [undefined, '0']) {
      const s = await sse(t, cy, from);
      const frames = await s.until(from === undefined ? 2 : 3);
      s.close();
      for (const f of frames) expectValid(userData, JSON.parse(f.data!));
      expect(frames.map((f) => f.event)).toEqual(from === undefined ? ['your_turn', 'ready'] : ['match_created', 'your_turn', 'ready']);
    }

    const matchData = validator('MatchStreamData');
    const s = await sse(t, cy, '0', `/v1/matches/${m.id}/events`);
    const first = await s.until(1);
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(cy.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${m.id}/moves`).set(cy.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
    const frames = await s.until(first.length + 1);
    s.close();
    for (const f of frames) expectValid(matchData, JSON.parse(f.data!));
    expect(frames.at(-1)!.event).toBe('move');
  });
});

/**
 * Issue 15: "ETag and If-None-Match on match reads (a client polling a match it already has gets
 * 304)", per caller (each seat has its own view), and compression of large JSON.
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { register, startApp, type Player, type TestApp } from '../support.js';

describe('conditional reads and compression', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cid: Player;
  let matchId: string;

  beforeAll(async () => {
    t = await startApp('caching');
    [ann, ben, cid] = [await register(t, 'ann'), await register(t, 'ben'), await register(t, 'cid')];
    // Ziggurat: each player's hand is hidden from the other, so their views differ.
    const created = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'ziggurat', seats: 2, visibility: 'public' }).expect(201);
    matchId = created.body.id;
    await t.http.post(`/v1/matches/${matchId}/join`).set(ben.auth).expect(200);
  });
  afterAll(() => t.close());

  it('tags a match read with a weak ETag, private to the caller and revalidated on each use', async () => {
    const r = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).expect(200);
    expect(r.headers.etag).toMatch(/^W\/".+"$/);
    expect(r.headers.vary).toMatch(/Authorization/);
    expect(r.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body to a client that already holds the current view', async () => {
    const first = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).expect(200);
    const again = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Also among several tags, and in the strong form of the same tag.
    await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).set('If-None-Match', `"other", ${first.headers.etag}`).expect(304);
    await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).set('If-None-Match', first.headers.etag.replace(/^W\//, '')).expect(304);
    const legal = await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(ann.auth).expect(200);
    await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(ann.auth).set('If-None-Match', legal.headers.etag).expect(304);
  });

  it('never answers 304 to another caller holding someone else\'s tag: views differ per seat', async () => {
    const annView = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).expect(200);
    const benView = await t.http.get(`/v1/matches/${matchId}`).set(ben.auth).set('If-None-Match', annView.headers.etag).expect(200);
    expect(benView.headers.etag).not.toBe(annView.headers.etag);
    const spectator = await t.http.get(`/v1/matches/${matchId}`).set(cid.auth).set('If-None-Match', annView.headers.etag).expect(200);
    expect(spectator.body.yourSeat).toBeNull();
  });

  it('sends the full view again once the match has changed', async () => {
    const before = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).expect(200);
    const seat = before.body.toAct[0] as number;
    const mover = seat === before.body.yourSeat ? ann : ben;
    const legal = await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(mover.auth).expect(200);
    await t.http.post(`/v1/matches/${matchId}/moves`).set(mover.auth).send({ move: legal.body.moves[0], expectedVersion: before.body.version }).expect(200);
    const after = await t.http.get(`/v1/matches/${matchId}`).set(ann.auth).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('puts no tag on answers that are not reads, nor on errors', async () => {
    const created = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201);
    expect(created.headers.etag).toBeUndefined();
    const missing = await t.http.get('/v1/matches/00000000-0000-4000-8000-000000000000').set(ann.auth).expect(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('compresses a large JSON answer for a client that accepts it, and leaves small ones alone', async () => {
    const plain = await t.http.get('/v1/games').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1024);
    // node:http, not supertest, which would inflate the body before the test sees it
    const zipped = await rawGet(`${t.url}/v1/games`, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.text.length / 2);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.text);
    const small = await t.http.get('/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

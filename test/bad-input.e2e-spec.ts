/** Bad input gets the documented error and changes nothing. */
import jwt from 'jsonwebtoken';
import { JWT_SECRET, register, startApp, type Player, type TestApp } from './support.js';

describe('bad input', () => {
  let t: TestApp;
  let alice: Player;
  let mallory: Player;
  let matchId: string;

  beforeAll(async () => {
    t = await startApp('bad-input', {}, { BODY_LIMIT_BYTES: '4096' });
    alice = await register(t, 'alice');
    mallory = await register(t, 'mallory');
    matchId = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', visibility: 'private' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    const m = await t.http.get(`/v1/matches/${matchId}`).set(alice.auth).expect(200);
    expect(m.body).toMatchObject({ version: 1, ply: 0 });
  };
  const problem = (r: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, status: number, code: string) => {
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body).toMatchObject({ status, code });
    expect(typeof r.body.detail).toBe('string');
    expect(typeof r.body.type).toBe('string');
  };
  const move = (body: unknown, who: Player = alice) => t.http.post(`/v1/matches/${matchId}/moves`).set(who.auth).set('content-type', 'application/json').send(body as object);

  it('malformed JSON → 400 MALFORMED_JSON', async () => {
    const r = await t.http.post(`/v1/matches/${matchId}/moves`).set(alice.auth).set('content-type', 'application/json').send('{"move": {"type": "draw"');
    problem(r, 400, 'MALFORMED_JSON');
    await unchanged();
  });

  it('a body over the size limit → 413 BODY_TOO_LARGE', async () => {
    const r = await move({ move: { type: 'draw', pad: 'x'.repeat(5000) }, expectedVersion: 1 });
    problem(r, 413, 'BODY_TOO_LARGE');
    await unchanged();
  });

  it('unknown fields are rejected → 400 VALIDATION_FAILED', async () => {
    problem(await move({ move: { type: 'draw' }, expectedVersion: 1, sneaky: true }), 400, 'VALIDATION_FAILED');
    const r = await t.http.post('/v1/auth/register').send({ username: 'someone_new', password: 'long enough pw', admin: true });
    problem(r, 400, 'VALIDATION_FAILED');
    await unchanged();
  });

  it('an unknown game → 400 UNKNOWN_GAME; GET of an unknown game → 404 GAME_NOT_FOUND', async () => {
    problem(await t.http.post('/v1/matches').set(alice.auth).send({ game: 'chess' }), 400, 'UNKNOWN_GAME');
    problem(await t.http.get('/v1/games/chess'), 404, 'GAME_NOT_FOUND');
  });

  it('wrong option values → 400 INVALID_OPTIONS naming the field; a wrong seat count → 400 INVALID_SEATS', async () => {
    const r = await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', options: { passes: 2 } });
    problem(r, 400, 'INVALID_OPTIONS');
    expect(r.body.errors[0].path).toBe('passes');
    problem(await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', options: { colour: 'red' } }), 400, 'INVALID_OPTIONS');
    problem(await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', seats: 2 }), 400, 'INVALID_SEATS');
    const mine = await t.http.get('/v1/matches?scope=mine').set(alice.auth).expect(200);
    expect(mine.body.items).toHaveLength(1);
  });

  it('moves of the wrong shape → 400 INVALID_MOVE; an illegal move → 422 with the rule code', async () => {
    problem(await move({ move: { type: 'teleport' }, expectedVersion: 1 }), 400, 'INVALID_MOVE');
    problem(await move({ move: { type: 'remove', cards: ['ZZ'] }, expectedVersion: 1 }), 400, 'INVALID_MOVE');
    problem(await move({ move: 'draw', expectedVersion: 1 }), 400, 'INVALID_MOVE');
    problem(await move({ move: { type: 'draw' } }), 400, 'VALIDATION_FAILED');
    // A typed client's body meant for another game: refused before the move is read.
    problem(await move({ game: 'sabotage', move: { type: 'draw' }, expectedVersion: 1 }), 400, 'GAME_MISMATCH');
    const r = await move({ move: { type: 'recycle' }, expectedVersion: 1 });
    problem(r, 422, 'STOCK_NOT_EMPTY');
    expect(r.body.rule).toBe('STOCK_NOT_EMPTY');
    await unchanged();
  });

  it("a stranger's move → 404 on a private match (its existence is not theirs to know)", async () => {
    problem(await move({ move: { type: 'draw' }, expectedVersion: 1 }, mallory), 404, 'MATCH_NOT_FOUND');
    problem(await t.http.get(`/v1/matches/${matchId}`).set(mallory.auth), 404, 'MATCH_NOT_FOUND');
    await unchanged();
  });

  it("a stranger's move on a public match → 403 NOT_A_PLAYER", async () => {
    const pub = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    const r = await t.http.post(`/v1/matches/${pub.id}/moves`).set(mallory.auth).send({ move: { type: 'draw' }, expectedVersion: 1 });
    problem(r, 403, 'NOT_A_PLAYER');
    const after = await t.http.get(`/v1/matches/${pub.id}`).set(alice.auth).expect(200);
    expect(after.body.version).toBe(1);
  });

  it('a stale expected version → 409 STALE_VERSION with the current version', async () => {
    const r = await move({ move: { type: 'draw' }, expectedVersion: 7 });
    problem(r, 409, 'STALE_VERSION');
    expect(r.body.currentVersion).toBe(1);
    await unchanged();
  });

  it('missing, expired and forged tokens → 401 with distinct codes', async () => {
    problem(await t.http.get('/v1/me'), 401, 'TOKEN_MISSING');
    const expired = jwt.sign({ sub: alice.id, username: alice.username, exp: Math.floor(Date.now() / 1000) - 60 }, JWT_SECRET);
    problem(await t.http.get('/v1/me').set('Authorization', `Bearer ${expired}`), 401, 'TOKEN_EXPIRED');
    const forged = jwt.sign({ sub: alice.id, username: alice.username }, 'not-the-server-secret');
    problem(await t.http.get('/v1/me').set('Authorization', `Bearer ${forged}`), 401, 'TOKEN_INVALID');
    const none = jwt.sign({ sub: alice.id, username: alice.username }, '', { algorithm: 'none' });
    problem(await t.http.get('/v1/me').set('Authorization', `Bearer ${none}`), 401, 'TOKEN_INVALID');
    problem(await t.http.post(`/v1/matches/${matchId}/moves`).set('Authorization', `Bearer ${forged}`).send({ move: { type: 'draw' }, expectedVersion: 1 }), 401, 'TOKEN_INVALID');
    await unchanged();
  });

  it('unknown routes → 404 problem+json', async () => {
    problem(await t.http.get('/v1/nothing-here'), 404, 'NOT_FOUND');
  });
});

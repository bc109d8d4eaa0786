/**
 * Issue 15: "one log line per request and per error with its code, no secrets or hidden
 * information in logs". The log is read as the app writes it (JSON lines) while a player signs
 * up, signs in, refreshes, plays a move of a deal with a hidden stock, and makes two mistakes.
 */
import { replay } from '../../src/engine/replay.js';
import { pyramidSolitaireGame, type PyramidSolitaireState } from '../../src/games/pyramid-solitaire/index.js';
import { WINNABLE_EXAMPLE } from '../../src/games/pyramid-solitaire/fixtures/winnable.js';
import { FixedSeeds, uniqueName } from '../support.js';
import { sse } from '../sse-client.js';
import { startLoggedApp, type LoggedApp } from './support.js';

const PASSWORD = 'correct horse battery staple';

describe('logs', () => {
  let t: LoggedApp;
  const secrets: string[] = [];
  const requestIds: string[] = [];
  let hidden: readonly string[] = [];
  let player: { auth: { Authorization: string }; matchId: string };

  beforeAll(async () => {
    t = await startLoggedApp('logs', { seeds: new FixedSeeds([WINNABLE_EXAMPLE.seed]) });
    const started = replay(pyramidSolitaireGame, { options: {}, seats: 1, seed: WINNABLE_EXAMPLE.seed, moves: [] });
    if (!started.ok) throw new Error('setup failed');
    hidden = pyramidSolitaireGame.secrets(started.state as PyramidSolitaireState, 0);

    const keep = <R extends { headers: Record<string, string> }>(r: R) => {
      requestIds.push(r.headers['x-request-id']);
      return r;
    };
    const username = uniqueName('logger');
    keep(await t.http.post('/v1/auth/register').send({ username, password: PASSWORD }).expect(201));
    const login = keep(await t.http.post('/v1/auth/login').send({ username, password: PASSWORD }).expect(200));
    keep(await t.http.post('/v1/auth/login').send({ username, password: `${PASSWORD}!` }).expect(401));
    const refreshed = keep(await t.http.post('/v1/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(200));
    const auth = { Authorization: `Bearer ${refreshed.body.accessToken}` };
    const match = keep(await t.http.post('/v1/matches').set(auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201));
    const move = WINNABLE_EXAMPLE.moves[0];
    keep(await t.http.post(`/v1/matches/${match.body.id}/moves`).set(auth).send({ move, expectedVersion: 1 }).expect(200));
    keep(await t.http.post(`/v1/matches/${match.body.id}/moves`).set(auth).send({ move, expectedVersion: 2 }).expect(422));
    keep(await t.http.get(`/v1/matches/${match.body.id}`).set(auth).expect(200));
    player = { auth, matchId: match.body.id };
    secrets.push(PASSWORD, login.body.accessToken, login.body.refreshToken, refreshed.body.accessToken, refreshed.body.refreshToken, WINNABLE_EXAMPLE.seed);
  });
  afterAll(() => t.close());

  const requestLines = () => t.entries().filter((e) => e.msg === 'request');

  it('writes one JSON line per request, with its id, method, route, status and time', () => {
    const lines = requestLines();
    expect(lines.map((l) => l.requestId)).toEqual(requestIds);
    expect(lines[0]).toMatchObject({ level: 'info', method: 'POST', path: '/v1/auth/register', route: '/v1/auth/register', statusCode: 201 });
    expect(lines[5]).toMatchObject({ method: 'POST', route: '/v1/matches/:id/moves', statusCode: 200 });
    for (const l of lines) expect(typeof l.responseTimeMs).toBe('number');
  });

  it('writes one line per error, with its code and the request id the client was given', () => {
    const errors = t.entries().filter((e) => typeof e.code === 'string');
    expect(errors.map((e) => [e.requestId, e.status, e.code])).toEqual([
      [requestIds[2], 401, 'BAD_CREDENTIALS'],
      [requestIds[6], 422, expect.any(String)],
    ]);
  });

  it('never writes a password, a token, the seed, a move or a card (neither the hidden stock nor the cards played)', () => {
    const text = t.lines.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const s of secrets) expect(text).not.toContain(s);
    // Any card code, as a JSON string or a bare word: the hidden stock and the card just played.
    const cards = [...hidden, ...JSON.stringify(WINNABLE_EXAMPLE.moves[0]).match(/[A2-9TJQK][CDHS]/g)!];
    expect(hidden.length).toBeGreaterThan(0);
    for (const card of cards) expect(text).not.toMatch(new RegExp(`\\b${card}\\b`));
    expect(text).not.toMatch(/"move"|"view"|"cards"|[Pp]assword"|"authorization"/);
  });

  // Runs last: its requests come after those the first test counts.
  it('writes nothing but its request line when an event stream ends (REST streams hand their reply over: no "Reply was already sent")', async () => {
    const p = { ...player, id: '', username: '', token: '' };
    for (const path of ['/v1/me/events', `/v1/matches/${player.matchId}/events`]) {
      const before = t.lines.length;
      const stream = await sse(t, p, undefined, path);
      await stream.until(1);
      stream.close();
      const mine = () => t.entries().slice(before);
      for (let i = 0; i < 50 && !mine().some((e) => e.msg === 'request' && e.path === path); i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 100));
      expect(mine().filter((e) => e.msg === 'request').map((e) => [e.path, e.statusCode])).toEqual([[path, 200]]);
      expect(mine().filter((e) => e.level !== 'info')).toEqual([]);
    }
  });
});

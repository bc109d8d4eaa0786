/**
 * Nothing heavy on the event loop (issue 39): winnable deals are searched and post-game analyses
 * computed on the game worker pool, and the event loop keeps answering meanwhile. And the
 * analysis itself: only once the match is over (409 MATCH_NOT_FINISHED on REST and GraphQL
 * before), computed once, with the solver's exact answer for solitaire.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { replay } from '../src/engine/replay.js';
import { pyramidSolitaireGame, type PyramidSolitaireState } from '../src/games/pyramid-solitaire/index.js';
import { solve } from '../src/games/pyramid-solitaire/solver.js';
import { WINNABLE_EXAMPLE } from '../src/games/pyramid-solitaire/fixtures/winnable.js';
import { FixedSeeds, gql, register, startApp, type Player, type TestApp } from './support.js';

const SEEDS = [WINNABLE_EXAMPLE.seed, ...Array.from({ length: 40 }, (_, i) => `offloop-${i}`)];
const DRAWS = 24; // the whole stock, one pass: the deal is lost somewhere on the way

describe('heavy game work runs off the event loop', () => {
  let t: TestApp;
  let ada: Player;
  let bo: Player;
  let matchId: string;

  beforeAll(async () => {
    t = await startApp('offloop', { seeds: new FixedSeeds(SEEDS) });
    ada = await register(t, 'ada');
    bo = await register(t, 'bo');
    // The winnable deal e2e-56 (default options), drawn through without a removal.
    const created = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'pyramid-solitaire', options: {}, visibility: 'private' }).expect(201);
    matchId = created.body.id;
    let version = created.body.version;
    for (let i = 0; i < DRAWS; i++) {
      const r = await t.http.post(`/v1/matches/${matchId}/moves`).set(ada.auth).send({ move: { type: 'draw' }, expectedVersion: version }).expect(200);
      version = r.body.match.version;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('refuses the analysis before the end, on REST, GraphQL and graphql-ws, with MATCH_NOT_FINISHED', async () => {
    const r = await t.http.get(`/v1/matches/${matchId}/analysis`).set(ada.auth).expect(409);
    expect(r.body.code).toBe('MATCH_NOT_FINISHED');
    const g = await gql(t, ada.token, 'query($id: ID!) { matchAnalysis(id: $id) { method } }', { id: matchId });
    expect(g.data?.matchAnalysis ?? null).toBeNull();
    expect(g.errors?.[0]?.extensions?.code).toBe('MATCH_NOT_FINISHED');
    // And over graphql-ws, the live channel.
    const ws = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${ada.token}` }, retryAttempts: 0 });
    try {
      const answer = await new Promise<{ data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
        ws.subscribe({ query: 'query($id: ID!) { matchAnalysis(id: $id) { method } }', variables: { id: matchId } }, { next: resolve, error: reject, complete: () => undefined });
      });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('MATCH_NOT_FINISHED');
    } finally {
      await ws.dispose();
    }
  });

  it('does not tell a stranger that a private match exists', async () => {
    const r = await t.http.get(`/v1/matches/${matchId}/analysis`).set(bo.auth).expect(404);
    expect(r.body.code).toBe('MATCH_NOT_FOUND');
  });

  it('gives the analysis once the match is over: every ply judged, and the first move after which the deal was lost, as the solver says', async () => {
    await t.http.post(`/v1/matches/${matchId}/resign`).set(ada.auth).send({}).expect(200);
    const r = await t.http.get(`/v1/matches/${matchId}/analysis`).set(ada.auth).expect(200);
    const a = r.body;
    expect(a).toMatchObject({ matchId, game: 'pyramid-solitaire', method: 'score', complete: true });
    expect(a.plies).toHaveLength(DRAWS);
    for (const [i, p] of a.plies.entries()) {
      expect(p).toMatchObject({ ply: i + 1, seat: 0, played: { type: 'draw' } });
      expect(p.best).not.toBeNull();
      if (!p.forced) {
        expect(p.bestValue).toBeGreaterThanOrEqual(p.playedValue);
        expect(p.loss).toBeCloseTo(p.bestValue - p.playedValue, 10);
      }
    }
    // The deal is winnable (the fixture's line wins it), and drawing the whole stock loses it.
    expect(a.exact).toMatchObject({ winnableAtStart: 'won', decided: true });
    const k = a.exact.lostAtPly as number;
    expect(k).toBeGreaterThanOrEqual(1);
    const at = (plies: number) =>
      (replay(pyramidSolitaireGame, { options: {}, seats: 1, seed: WINNABLE_EXAMPLE.seed, moves: Array.from({ length: plies }, () => ({ seat: 0, move: { type: 'draw' } })) }) as { state: PyramidSolitaireState }).state;
    expect(solve(at(k - 1)).status).toBe('won');
    expect(solve(at(k)).status).toBe('unwinnable');
    // Computed once: the second answer is the stored one.
    const again = await t.http.get(`/v1/matches/${matchId}/analysis`).set(ada.auth).expect(200);
    expect(again.body.computedAt).toBe(a.computedAt);
    const g = await gql(t, ada.token, 'query($id: ID!) { matchAnalysis(id: $id) { method complete exact { lostAtPly } plies { ply loss } } }', { id: matchId });
    expect(g.errors).toBeUndefined();
    expect(g.data?.matchAnalysis.exact.lostAtPly).toBe(k);
    expect(g.data?.matchAnalysis.plies).toHaveLength(DRAWS);
  }, 120_000);

  it('keeps the event loop responsive while winnable deals are searched and an analysis runs', async () => {
    // A finished match to analyse: a winnable deal, resigned after a few draws.
    const m = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'pyramid-solitaire', options: { deal: 'winnable', passes: '3' } }).expect(201);
    let version = m.body.version;
    for (let i = 0; i < 30; i++) {
      const r = await t.http.post(`/v1/matches/${m.body.id}/moves`).set(ada.auth).send({ move: { type: 'draw' }, expectedVersion: version });
      if (r.status !== 200) break;
      version = r.body.match.version;
    }
    await t.http.post(`/v1/matches/${m.body.id}/resign`).set(ada.auth).send({}).expect(200);

    // One request at a time, so each request's duration is about its own work (no queueing):
    // had that work run on the event loop, the loop would have been blocked about as long.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const durations: number[] = [];
    const timed = async (send: () => Promise<unknown>) => {
      const start = performance.now();
      await send();
      durations.push(performance.now() - start);
    };
    for (let i = 0; i < 6; i++) {
      await timed(() => t.http.post('/v1/matches').set(ada.auth).send({ game: 'pyramid-solitaire', options: { deal: 'winnable' } }).expect(201));
    }
    await timed(() => t.http.get(`/v1/matches/${m.body.id}/analysis`).set(ada.auth).expect(200));
    delay.disable();
    const longest = Math.max(...durations);
    const maxDelayMs = delay.max / 1e6;
    // The work is real (the analysis alone scores every ply on sampled deals)...
    expect(longest).toBeGreaterThan(100);
    // ...and the loop was never blocked for anything like it.
    expect(maxDelayMs).toBeLessThan(longest / 2);
  }, 120_000);
});

describe('heavy game work past its bound', () => {
  let t: TestApp;
  let ada: Player;
  beforeAll(async () => {
    // A limit no search meets (the thread alone takes longer to answer).
    t = await startApp('offloop-bound', { seeds: new FixedSeeds(SEEDS) }, { WORKER_SETUP_MS: '1' });
    ada = await register(t, 'ada');
  });
  afterAll(() => t.close());

  it('answers 503 WORKERS_BUSY with Retry-After, and creates nothing', async () => {
    const r = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'pyramid-solitaire', options: { deal: 'winnable' } }).expect(503);
    expect(r.body.code).toBe('WORKERS_BUSY');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const mine = await t.http.get('/v1/matches?scope=mine').set(ada.auth).expect(200);
    expect(mine.body.items).toEqual([]);
    // A random deal needs no search: it is set up in place, whatever the pool's limit.
    await t.http.post('/v1/matches').set(ada.auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201);
  });
});

/**
 * Issue 2's main story over REST: two users, a Pyramid solitaire deal the solver wins, played to
 * its end; then the history, a mid-game replay, the exported record and the seed verification.
 */
import { createHash } from 'node:crypto';
import { FULL_DECK } from '../src/engine/cards/french.js';
import { Rng, newRng } from '../src/engine/rng.js';
import { replay } from '../src/engine/replay.js';
import { pyramidSolitaireGame, type PyramidSolitaireState } from '../src/games/pyramid-solitaire/index.js';
import { WINNABLE_EXAMPLE } from '../src/games/pyramid-solitaire/fixtures/winnable.js';
import { HistoryService } from '../src/features/matches/history.service.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { chainHash } from '../src/domain/record-chain.js';
import { verifyRecord } from '../src/domain/verify-record.js';
import { GAMES } from '../src/games/index.js';
import { FixedSeeds, register, startApp, type Player, type TestApp } from './support.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('REST: a whole game of Pyramid solitaire', () => {
  let t: TestApp;
  let alice: Player;
  let bob: Player;
  let matchId: string;
  const viewsAfter: unknown[] = [];

  beforeAll(async () => {
    t = await startApp('rest-play', { seeds: new FixedSeeds([WINNABLE_EXAMPLE.seed, 'spare-1', 'spare-2']) });
    alice = await register(t, 'alice');
    bob = await register(t, 'bob');
  });
  afterAll(() => t.close());

  it('lists the game in the catalogue with its option schema', async () => {
    const r = await t.http.get('/v1/games').expect(200);
    const game = r.body.find((g: { id: string }) => g.id === 'pyramid-solitaire');
    expect(game).toMatchObject({ minPlayers: 1, maxPlayers: 1, hiddenInformation: true, defaultOptions: { passes: '1', goal: 'all-cards', sums: 'pairs' } });
    expect(game.optionsSchema.properties.passes.enum).toEqual(['1', '3', 'unlimited']);
    await t.http.get('/v1/games/pyramid-solitaire').expect(200);
  });

  it('creates a one-seat match that starts at once and publishes only the hash of its seed', async () => {
    const r = await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', options: {} }).expect(201);
    matchId = r.body.id;
    expect(r.body).toMatchObject({ status: 'active', version: 1, ply: 0, yourSeat: 0, toAct: [0], yourTurn: true, seed: null });
    expect(r.body.seedHash).toBe(sha256(WINNABLE_EXAMPLE.seed));
    expect(JSON.stringify(r.body)).not.toContain(WINNABLE_EXAMPLE.seed);
    viewsAfter.push(r.body.view);
  });

  it('shows a spectator the public view, without the stock below its top', async () => {
    const r = await t.http.get(`/v1/matches/${matchId}`).set(bob.auth).expect(200);
    expect(r.body.yourSeat).toBeNull();
    expect(r.body.view).toEqual(viewsAfter[0]);
    const state = replay(pyramidSolitaireGame, { options: {}, seats: 1, seed: WINNABLE_EXAMPLE.seed, moves: [] });
    if (!state.ok) throw new Error('setup failed');
    const hidden = pyramidSolitaireGame.secrets(state.state as PyramidSolitaireState, null);
    expect(hidden.length).toBe(23);
    for (const card of hidden) expect(JSON.stringify(r.body)).not.toContain(`"${card}"`);
    const legal = await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(bob.auth).expect(200);
    expect(legal.body).toEqual({ game: 'pyramid-solitaire', version: 1, seat: null, moves: [], anyOrder: [], alternatives: [] });
  });

  it('plays every move of the solved deal, each one listed by legal-moves and posted back unchanged', async () => {
    let version = 1;
    for (const move of WINNABLE_EXAMPLE.moves) {
      const legal = await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(alice.auth).expect(200);
      expect(legal.body.version).toBe(version);
      expect(legal.body.moves).toContainEqual(move);
      const r = await t.http.post(`/v1/matches/${matchId}/moves`).set(alice.auth).send({ move, expectedVersion: version });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ version: version + 1, replayed: false });
      version = r.body.version;
      viewsAfter.push(r.body.match.view);
    }
    const final = await t.http.get(`/v1/matches/${matchId}`).set(alice.auth).expect(200);
    expect(final.body).toMatchObject({ status: 'finished', toAct: [], yourTurn: false, ply: WINNABLE_EXAMPLE.moves.length, seed: WINNABLE_EXAMPLE.seed });
    expect(final.body.outcome).toMatchObject({ winners: [0], draw: false, scores: [52], resignedSeat: null });
    expect(final.body.view.status).toBe('won');
  });

  it('keeps a snapshot that equals setup + log, and notices one that does not', async () => {
    const history = t.app.get(HistoryService);
    expect(await history.verifySnapshot(matchId)).toBe(true);
    const prisma = t.app.get(PrismaService);
    const row = await prisma.db.match.findUniqueOrThrow({ where: { id: matchId } });
    const tampered = { ...JSON.parse(row.state!), removed: [] };
    await prisma.db.match.update({ where: { id: matchId }, data: { state: JSON.stringify(tampered) } });
    expect(await history.verifySnapshot(matchId)).toBe(false);
    await prisma.db.match.update({ where: { id: matchId }, data: { state: row.state } });
    expect(await history.verifySnapshot(matchId)).toBe(true);
  });

  it('returns the history, and the view at any ply equal to the view seen then', async () => {
    const h = await t.http.get(`/v1/matches/${matchId}/history`).set(alice.auth).expect(200);
    expect(h.body.entries).toHaveLength(WINNABLE_EXAMPLE.moves.length);
    expect(h.body.entries.map((e: { move: unknown }) => e.move)).toEqual(WINNABLE_EXAMPLE.moves);
    for (const n of [0, 7, 20, WINNABLE_EXAMPLE.moves.length]) {
      const p = await t.http.get(`/v1/matches/${matchId}/plies/${n}`).set(alice.auth).expect(200);
      expect(p.body.view).toEqual(viewsAfter[n]);
    }
    const bad = await t.http.get(`/v1/matches/${matchId}/plies/99`).set(alice.auth).expect(400);
    expect(bad.body.code).toBe('INVALID_PLY');
  });

  it('exports a record whose hash chain, seed and moves let anyone re-derive and re-play the game', async () => {
    const r = await t.http.get(`/v1/matches/${matchId}/record`).set(bob.auth).expect(200);
    const rec = r.body;
    expect(rec).toMatchObject({ format: 'pyramidion-record/2', game: 'pyramid-solitaire', rulesVersion: pyramidSolitaireGame.meta.rulesVersion, seed: WINNABLE_EXAMPLE.seed });
    // 1. The revealed seed is the one committed to at creation.
    expect(sha256(rec.seed)).toBe(rec.seedHash);
    // 2. The hash chain links every move to the previous one, starting from the seed's hash, each
    //    entry salted with HMAC-SHA256(seed, "ply:" + n).
    let h = rec.seedHash;
    for (const m of rec.moves) {
      h = chainHash(2, rec.seed, h, m);
      expect(m.hash).toBe(h);
    }
    // 3. The deal is the documented shuffle of the seed (README: "Verifying a match").
    const deck = Rng.from(newRng(rec.seed)).shuffle(FULL_DECK);
    expect(viewsAfter[0]).toMatchObject({ pyramid: deck.slice(0, 28), stockTop: deck[28] });
    // 4. Re-playing the record gives the same final view as the server's.
    const verified = verifyRecord(rec, GAMES); // what `npm run verify-record` does
    if (!verified.ok) throw new Error(verified.failure);
    expect(verified.checks).toHaveLength(3);
    const final = verified.finalState as PyramidSolitaireState;
    expect(pyramidSolitaireGame.view(final, 0)).toEqual(viewsAfter[viewsAfter.length - 1]);
    expect(pyramidSolitaireGame.outcome(final)).toMatchObject({ finished: true, winners: [0] });
    // 5. Any tampering is caught.
    const forged = { ...rec, moves: rec.moves.map((m: { ply: number }, i: number) => (i === 3 ? { ...m, move: { type: 'draw' } } : m)) };
    expect(verifyRecord(forged, GAMES)).toMatchObject({ ok: false, failure: 'hash chain broken at ply 4' });
    expect(verifyRecord({ ...rec, seed: 'another-seed' }, GAMES)).toMatchObject({ ok: false, failure: 'sha256(seed) differs from the published seedHash' });
  });

  it('takes no move once the match is over', async () => {
    const m = await t.http.get(`/v1/matches/${matchId}`).set(alice.auth).expect(200);
    const r = await t.http.post(`/v1/matches/${matchId}/moves`).set(alice.auth).send({ move: { type: 'draw' }, expectedVersion: m.body.version }).expect(409);
    expect(r.body.code).toBe('MATCH_NOT_ACTIVE');
  });
});

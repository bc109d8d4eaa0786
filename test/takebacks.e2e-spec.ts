/**
 * Takebacks with consent (README "Playing by correspondence"): only your own last move, only where
 * the game says undoing it reveals and hides nothing; the opponents accept or decline; the log
 * keeps everything (a takeback is a new entry) and the record still verifies.
 */
import { takebackAllowed, type AnyGame } from '../src/engine/game.js';
import { GAMES } from '../src/games/index.js';
import { HistoryService } from '../src/features/matches/history.service.js';
import { verifyRecord } from '../src/domain/verify-record.js';
import { FixedSeeds, gql, register, startApp, type Player, type TestApp } from './support.js';

const SEEDS = Array.from({ length: 40 }, (_, i) => `takeback-seed-${i}`);
const gameOf = (id: string) => GAMES.find((g) => g.meta.id === id)!;

describe('takebacks', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let seedsUsed = 0;
  const nextSeed = () => SEEDS[seedsUsed++];

  beforeAll(async () => {
    t = await startApp('takebacks', { seeds: new FixedSeeds([...SEEDS]) });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    cat = await register(t, 'cat');
  });
  afterAll(() => t.close());

  const events = async (p: Player) => (await t.http.get('/v1/me/events?after=0').set(p.auth).expect(200)).body.items as { type: string; matchId: string; data: Record<string, unknown> }[];
  const typesFor = async (p: Player, matchId: string) => (await events(p)).filter((e) => e.matchId === matchId).map((e) => e.type);

  async function twoPlayer(game: string, options: Record<string, unknown> = {}) {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game, options }).expect(201)).body;
    nextSeed();
    return (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
  }

  it('allmer-pyramid (perfect information): declined, then accepted; the log keeps both moves and the takeback, and the record verifies', async () => {
    const m = await twoPlayer('allmer-pyramid');
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    const moved = (await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
    const atStart = (await t.http.get(`/v1/matches/${m.id}/plies/0`).set(ann.auth).expect(200)).body;

    // Ben may not take back Ann's move; Ann may not answer her own request.
    expect((await t.http.post(`/v1/matches/${m.id}/takeback`).set(ben.auth).send({}).expect(409)).body.code).toBe('TAKEBACK_NOT_POSSIBLE');
    const asked = (await t.http.post(`/v1/matches/${m.id}/takeback`).set(ann.auth).send({ expectedVersion: moved.version }).expect(200)).body;
    expect(asked.takeback).toMatchObject({ seat: 0, ply: 1, version: moved.version, asked: [1], accepted: [] });
    expect(asked.match.version).toBe(moved.version); // asking changes nothing yet
    expect((await t.http.post(`/v1/matches/${m.id}/takeback`).set(ann.auth).send({}).expect(409)).body.code).toBe('TAKEBACK_PENDING');
    expect((await t.http.post(`/v1/matches/${m.id}/takeback/accept`).set(ann.auth).expect(403)).body.code).toBe('NOT_ASKED');
    expect((await t.http.get(`/v1/matches/${m.id}/takeback`).set(ben.auth).expect(200)).body).toMatchObject({ seat: 0, ply: 1 });

    await t.http.post(`/v1/matches/${m.id}/takeback/decline`).set(ben.auth).expect(200);
    expect((await t.http.get(`/v1/matches/${m.id}/takeback`).set(ben.auth).expect(404)).body.code).toBe('TAKEBACK_NOT_FOUND');
    expect(await typesFor(ann, m.id)).toContain('takeback_declined');
    expect(await typesFor(ann, m.id)).not.toContain('takeback_requested');
    expect(await typesFor(ben, m.id)).toContain('takeback_requested');
    expect(await typesFor(ben, m.id)).not.toContain('takeback_declined');

    // Asked again over GraphQL, accepted over GraphQL.
    const again = await gql(t, ann.token, 'mutation($id: ID!) { requestTakeback(matchId: $id) { takeback { seat ply asked } match { version } } }', { id: m.id });
    expect(again.errors).toBeUndefined();
    expect(again.data!.requestTakeback.takeback).toEqual({ seat: 0, ply: 1, asked: [1] });
    const done = await gql(t, ben.token, 'mutation($id: ID!) { answerTakeback(matchId: $id, accept: true) { version ply toAct yourTurn } }', { id: m.id });
    expect(done.errors).toBeUndefined();
    expect(done.data!.answerTakeback).toEqual({ version: moved.version + 1, ply: 2, toAct: [0], yourTurn: false });

    const now = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(now.view).toEqual(atStart.view);
    expect(now).toMatchObject({ yourTurn: true, ply: 2 });
    const history = (await t.http.get(`/v1/matches/${m.id}/history`).set(ben.auth).expect(200)).body;
    expect(history.entries.map((e: { kind: string; seat: number }) => [e.kind, e.seat])).toEqual([['move', 0], ['takeback', 0]]);
    expect((await t.http.get(`/v1/matches/${m.id}/plies/2`).set(ben.auth).expect(200)).body.view).toEqual(
      (await t.http.get(`/v1/matches/${m.id}/plies/0`).set(ben.auth).expect(200)).body.view,
    );
    expect((await t.http.get(`/v1/matches/${m.id}/plies/1`).set(ben.auth).expect(200)).body.view).not.toEqual(atStart.view);
    for (const p of [ann, ben]) expect(await typesFor(p, m.id)).toContain('takeback_accepted');
    expect(await typesFor(cat, m.id)).toEqual([]);

    // A takeback is no move: the one just taken back cannot be taken back again.
    expect((await t.http.post(`/v1/matches/${m.id}/takeback`).set(ann.auth).send({}).expect(409)).body.code).toBe('TAKEBACK_NOT_POSSIBLE');
    const legal2 = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal2.moves.at(-1), expectedVersion: legal2.version }).expect(200);
    expect(await t.app.get(HistoryService).verifySnapshot(m.id)).toBe(true);
    await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200);
    const record = (await t.http.get(`/v1/matches/${m.id}/record`).set(ann.auth).expect(200)).body;
    expect(record.moves.map((e: { kind: string }) => e.kind)).toEqual(['move', 'takeback', 'move', 'resign']);
    const verified = verifyRecord(record, GAMES);
    expect(verified.ok ? 'ok' : verified.failure).toBe('ok');
  });

  it('a request lapses when the match changes, and against a bot a takeback needs no consent', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', bots: [{ seat: 1, level: 1 }] }).expect(201)).body;
    nextSeed();
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    const moved = (await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
    const r = (await t.http.post(`/v1/matches/${m.id}/takeback`).set(ann.auth).send({}).expect(200)).body;
    expect(r.takeback).toBeNull();
    expect(r.match).toMatchObject({ version: moved.version + 1, ply: 2, toAct: [0] });

    const h = await twoPlayer('allmer-pyramid');
    const l = (await t.http.get(`/v1/matches/${h.id}/legal-moves`).set(ann.auth).expect(200)).body;
    const v = (await t.http.post(`/v1/matches/${h.id}/moves`).set(ann.auth).send({ move: l.moves[0], expectedVersion: l.version }).expect(200)).body;
    await t.http.post(`/v1/matches/${h.id}/takeback`).set(ann.auth).send({}).expect(200);
    const lb = (await t.http.get(`/v1/matches/${h.id}/legal-moves`).set(ben.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${h.id}/moves`).set(ben.auth).send({ move: lb.moves[0], expectedVersion: v.version }).expect(200);
    expect((await t.http.post(`/v1/matches/${h.id}/takeback/accept`).set(ben.auth).expect(404)).body.code).toBe('TAKEBACK_NOT_FOUND');
  });

  it('ziggurat with three players: a move that showed nothing is taken back once both opponents accept', async () => {
    const game: AnyGame = gameOf('ziggurat');
    const players = [ann, ben, cat];
    const seed = nextSeed();
    let m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'ziggurat', seats: 3 }).expect(201)).body;
    for (const p of players.slice(1)) m = (await t.http.post(`/v1/matches/${m.id}/join`).set(p.auth).expect(200)).body;
    let state = game.setup(game.schemas.options.parse({}), 3, seed);
    let version = m.version;
    for (let ply = 0; ply < 200; ply++) {
      const seat = game.toAct(state)[0];
      const tried = game.legalMoves(state, seat).map((move) => ({ move, r: game.apply(state, seat, move) }));
      // Prefer a move that may be taken back (taking a hit), else any move.
      const pick = tried.find(({ move, r }) => r.ok && takebackAllowed(game, state, r.state, seat, move)) ?? tried[0];
      const allowed = pick.r.ok && takebackAllowed(game, state, pick.r.state, seat, pick.move);
      const before = state;
      const res = (await t.http.post(`/v1/matches/${m.id}/moves`).set(players[seat].auth).send({ move: pick.move, expectedVersion: version }).expect(200)).body;
      version = res.version;
      state = (pick.r as { ok: true; state: unknown }).state;
      if (!allowed) continue;

      const others = [0, 1, 2].filter((s) => s !== seat);
      const asked = (await t.http.post(`/v1/matches/${m.id}/takeback`).set(players[seat].auth).send({}).expect(200)).body.takeback;
      expect(asked).toMatchObject({ seat, asked: others, accepted: [] });
      for (const s of others) expect((await events(players[s])).filter((e) => e.matchId === m.id).map((e) => e.type)).toContain('takeback_requested');
      await t.http.post(`/v1/matches/${m.id}/takeback/accept`).set(players[others[0]].auth).expect(200);
      expect((await t.http.get(`/v1/matches/${m.id}/takeback`).set(ann.auth).expect(200)).body.accepted).toEqual([others[0]]);
      expect((await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body.version).toBe(version); // not yet
      const done = (await t.http.post(`/v1/matches/${m.id}/takeback/accept`).set(players[others[1]].auth).expect(200)).body;
      expect(done).toMatchObject({ version: version + 1, toAct: game.toAct(before) });
      expect(done.view).toEqual(game.view(before, others[1]));
      expect(await t.app.get(HistoryService).verifySnapshot(m.id)).toBe(true);
      return;
    }
    throw new Error('no move that may be taken back in 200 plies');
  });

  /**
   * For each game with hidden information or randomness: play (locally, with the known seed) until
   * a seat makes a move the game says cannot be taken back, then ask through the API.
   */
  const refusalCases: { game: string; seats: number; via: 'rest' | 'graphql' }[] = [
    { game: 'pyramid-solitaire', seats: 1, via: 'rest' },
    { game: 'sabotage', seats: 2, via: 'rest' },
    { game: 'nos-vigilan', seats: 2, via: 'graphql' },
    { game: 'ziggurat', seats: 3, via: 'rest' },
  ];
  it.each(refusalCases)('$game: a move that would reveal or hide information is refused ($via)', async ({ game: id, seats, via }) => {
    const game: AnyGame = gameOf(id);
    const players = [ann, ben, cat].slice(0, seats);
    const seed = nextSeed();
    let m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: id, seats }).expect(201)).body;
    for (const p of players.slice(1)) m = (await t.http.post(`/v1/matches/${m.id}/join`).set(p.auth).expect(200)).body;
    let state = game.setup(game.schemas.options.parse({}), seats, seed);
    let version = m.version;
    for (let ply = 0; ply < 60; ply++) {
      const seat = game.toAct(state)[0];
      const tried = game.legalMoves(state, seat).map((move) => ({ move, r: game.apply(state, seat, move) }));
      const refused = tried.find(({ move, r }) => r.ok && !takebackAllowed(game, state, r.state, seat, move));
      const pick = refused ?? tried[0];
      const res = (await t.http.post(`/v1/matches/${m.id}/moves`).set(players[seat].auth).send({ move: pick.move, expectedVersion: version }).expect(200)).body;
      version = res.version;
      state = (pick.r as { ok: true; state: unknown }).state;
      if (!refused) continue;
      if (via === 'rest') {
        const no = await t.http.post(`/v1/matches/${m.id}/takeback`).set(players[seat].auth).send({}).expect(409);
        expect(no.body.code).toBe('TAKEBACK_REFUSED');
      } else {
        const no = await gql(t, players[seat].token, 'mutation($id: ID!) { requestTakeback(matchId: $id) { match { version } } }', { id: m.id });
        expect(no.errors?.[0].extensions?.code).toBe('TAKEBACK_REFUSED');
      }
      // Nothing changed, nobody was asked.
      expect((await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body.version).toBe(version);
      await t.http.get(`/v1/matches/${m.id}/takeback`).set(ann.auth).expect(404);
      for (const p of players) expect(await typesFor(p, m.id)).not.toContain('takeback_requested');
      return;
    }
    throw new Error(`${id}: no move that cannot be taken back in 60 plies`);
  });
});

/**
 * Simultaneous choices do not make each other stale (issue 19): in nos-vigilan both players choose
 * at once; each may send its choice with the version it last saw, in either order or truly at the
 * same time, over REST or GraphQL. Once the decision has resolved, an old version is stale again.
 */
import { gql, register, startApp, type Player, type TestApp } from './support.js';

describe('simultaneous decisions', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  beforeAll(async () => {
    t = await startApp('simultaneous');
    [ann, ben] = [await register(t, 'simann'), await register(t, 'simben')];
  });
  afterAll(() => t.close());

  async function newMatch() {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan', seats: 2 }).expect(201)).body;
    const started = (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
    expect(started.toAct).toEqual([0, 1]);
    expect(started.decisionVersion).toBe(started.version);
    return started as { id: string; version: number; decisionVersion: number };
  }
  const legal = async (id: string, p: Player) => (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
  const rest = (id: string, p: Player, move: unknown, expectedVersion: number) => t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move, expectedVersion });
  const graphql = (id: string, p: Player, move: unknown, v: number) =>
    gql(t, p.token, 'mutation($id: ID!, $v: Int!, $m: JSON!) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }) { version answeredDecision match { decisionVersion toAct } } }', { id, v, m: move });

  for (const first of ['ann', 'ben'] as const) {
    it(`accepts both choices sent with the same version, ${first} first, and says which decision each answered`, async () => {
      const m = await newMatch();
      const [a, b] = [await legal(m.id, ann), await legal(m.id, ben)];
      expect(a.version).toBe(m.version);
      const order = first === 'ann' ? [[ann, a.moves[0]], [ben, b.moves[0]]] : [[ben, b.moves[0]], [ann, a.moves[0]]];
      const r1 = await rest(m.id, order[0][0] as Player, order[0][1], m.version).expect(200);
      expect(r1.body).toMatchObject({ answeredDecision: m.decisionVersion, match: { decisionVersion: m.decisionVersion } });
      const r2 = await rest(m.id, order[1][0] as Player, order[1][1], m.version).expect(200);
      expect(r2.body.answeredDecision).toBe(m.decisionVersion);
      expect(r2.body.match.decisionVersion).toBe(r2.body.version); // a new decision opened
    });
  }

  it('accepts two truly concurrent choices at the same version, over REST and over GraphQL', async () => {
    for (const via of ['rest', 'graphql'] as const) {
      const m = await newMatch();
      const [a, b] = [await legal(m.id, ann), await legal(m.id, ben)];
      if (via === 'rest') {
        const both = await Promise.all([rest(m.id, ann, a.moves[0], m.version), rest(m.id, ben, b.moves[0], m.version)]);
        expect(both.map((r) => r.status)).toEqual([200, 200]);
        expect(both.map((r) => r.body.answeredDecision)).toEqual([m.decisionVersion, m.decisionVersion]);
      } else {
        const both = await Promise.all([graphql(m.id, ann, a.moves[0], m.version), graphql(m.id, ben, b.moves[0], m.version)]);
        expect(both.map((r) => r.errors ?? [])).toEqual([[], []]);
        expect(both.map((r) => r.data?.makeMove.answeredDecision)).toEqual([m.decisionVersion, m.decisionVersion]);
      }
      const after = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
      expect(after.version).toBe(m.version + 2);
      expect(after.ply).toBe(2);
    }
  });

  it('refuses an old version once the decision has resolved, and a second choice in the same decision', async () => {
    const m = await newMatch();
    const [a, b] = [await legal(m.id, ann), await legal(m.id, ben)];
    await rest(m.id, ann, a.moves[0], m.version).expect(200);
    const again = await rest(m.id, ann, a.moves[1] ?? a.moves[0], m.version).expect(409);
    expect(again.body.code).toBe('NOT_YOUR_TURN');
    await rest(m.id, ben, b.moves[0], m.version).expect(200);
    const next = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(next.decisionVersion).toBe(next.version);
    const seat = next.toAct[0];
    const player = seat === 0 ? ann : ben;
    const moves = await legal(m.id, player);
    const stale = await rest(m.id, player, moves.moves[0], m.version).expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', currentVersion: next.version });
  });

  it('keeps the old rule for turn-based games: one of two submissions at the same version is stale', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    const moves = await legal(m.id, ann);
    const both = await Promise.all([rest(m.id, ann, moves.moves[0], m.version), rest(m.id, ann, moves.moves[0], m.version)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

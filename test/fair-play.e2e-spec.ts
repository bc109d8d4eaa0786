/**
 * Fair play (issue 37, item 1): the audit's reproduction was a rated sabotage match that answered
 * `hint?level=3` with a move, because `hints` defaulted to true even with `rated: true`.
 *
 * The rule (README, "Hints and fair play"): "A rated match never gives engine help: no hint, over
 * REST or GraphQL, to any seat. `hints` defaults to false when `rated` is true, and
 * `rated: true, hints: true` is refused (400 VALIDATION_FAILED). A casual match gives hints only
 * when every player agreed: its creator chose `hints` and everyone who joins or accepts joins on
 * those terms; a match paired from seeks, where nobody chose, has none."
 */
import { PrismaService } from '../src/persistence/prisma.service.js';
import { gql, register, startApp, type Player, type TestApp } from './support.js';

describe('fair play: no engine help in rated matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('fair-play');
  });
  afterAll(() => t.close());

  /** A two-player sabotage match created by `a` with `body`, joined by `b`: started. Returns it and who must act. */
  async function started(body: Record<string, unknown>) {
    const [a, b] = [await register(t, 'fpa'), await register(t, 'fpb')];
    const m = (await t.http.post('/v1/matches').set(a.auth).send({ game: 'sabotage', ...body }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(b.auth).expect(200);
    const toAct = await actor(m.id, a, b);
    return { id: m.id as string, created: m as { hints: boolean; rated: boolean }, toAct };
  }

  async function actor(id: string, ...ps: Player[]): Promise<Player> {
    for (const p of ps) if ((await t.http.get(`/v1/matches/${id}`).set(p.auth).expect(200)).body.yourTurn) return p;
    throw new Error('nobody is to act');
  }

  const graphHint = (p: Player, id: string) => gql(t, p.token, /* GraphQL */ `query($id: ID!) { hint(matchId: $id, level: 3) { move { __typename } } }`, { id });

  it('audit: a rated sabotage match answers hint?level=3 with 403 HINTS_DISABLED, on REST and GraphQL ("a rated match never gives engine help")', async () => {
    const m = await started({ rated: true });
    expect(m.created).toMatchObject({ rated: true, hints: false }); // "`hints` defaults to false when `rated` is true"
    const r = await t.http.get(`/v1/matches/${m.id}/hint?level=3`).set(m.toAct.auth).expect(403);
    expect(r.body.code).toBe('HINTS_DISABLED');
    expect(r.body.move).toBeUndefined();
    const g = await graphHint(m.toAct, m.id);
    expect(g.data?.hint ?? null).toBeNull();
    expect(g.errors![0].extensions!.code).toBe('HINTS_DISABLED');
    expect((await t.http.get(`/v1/matches/${m.id}/record`).set(m.toAct.auth).expect(200)).body).toMatchObject({ rated: true, hints: false });
  });

  it('refuses to create a rated match with hints: true (400 VALIDATION_FAILED naming hints), on REST and GraphQL', async () => {
    const a = await register(t, 'fpc');
    const r = await t.http.post('/v1/matches').set(a.auth).send({ game: 'sabotage', rated: true, hints: true }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(r.body.errors)).toContain('hints');
    const g = await gql(t, a.token, /* GraphQL */ `mutation { createMatch(game: "sabotage", rated: true, hints: true) { id } }`);
    expect(g.errors![0].extensions!.code).toBe('VALIDATION_FAILED');
    // Saying no explicitly is fine.
    expect((await t.http.post('/v1/matches').set(a.auth).send({ game: 'sabotage', rated: true, hints: false }).expect(201)).body.hints).toBe(false);
  });

  it('refuses hints in a rated match whose row says hints: true (created before the rule)', async () => {
    const m = await started({ rated: true });
    await t.app.get(PrismaService).db.match.update({ where: { id: m.id }, data: { hints: true } });
    expect((await t.http.get(`/v1/matches/${m.id}/hint`).set(m.toAct.auth).expect(403)).body.code).toBe('HINTS_DISABLED');
  });

  it('still gives hints in a casual match its players agreed to, and none in one created with hints: false', async () => {
    const casual = await started({});
    expect(casual.created).toMatchObject({ rated: false, hints: true });
    const hint = await t.http.get(`/v1/matches/${casual.id}/hint?level=1`).set(casual.toAct.auth).expect(200);
    expect(hint.body.move).toBeDefined();
    const off = await started({ hints: false });
    expect((await t.http.get(`/v1/matches/${off.id}/hint`).set(off.toAct.auth).expect(403)).body.code).toBe('HINTS_DISABLED');
  });

  it('gives no hints in a match paired from a seek ("where nobody chose, has none")', async () => {
    const [a, b] = [await register(t, 'fpsa'), await register(t, 'fpsb')];
    // An unusual clock, so a seek of another suite on a shared database never pairs with it.
    const published = (await t.http.post('/v1/seeks').set(a.auth).send({ game: 'sabotage', timeLimitSeconds: 86_400 + Math.floor(Math.random() * 10_000) }).expect(201)).body;
    expect(published.matchId).toBeNull();
    const matchId = (await t.http.post(`/v1/seeks/${published.seek.id}/accept`).set(b.auth).expect(200)).body.matchId as string;
    expect((await t.http.get(`/v1/matches/${matchId}`).set(a.auth).expect(200)).body.hints).toBe(false);
    const p = await actor(matchId, a, b);
    expect((await t.http.get(`/v1/matches/${matchId}/hint`).set(p.auth).expect(403)).body.code).toBe('HINTS_DISABLED');
  });
});

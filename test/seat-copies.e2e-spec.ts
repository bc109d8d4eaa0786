/**
 * MatchSeat's copies of its match's per-user facts (status, mustAct, deadline, changedAt,
 * matchCreatedAt) and serverPlays are written by database triggers (migration 20261128010000).
 * Whatever path changes a match (Prisma, the hot move statements, the clock sweep, takebacks,
 * aborts, resignations, the end of a game), every seat's copies must equal the match afterwards.
 */
import { MatchClock } from '../src/features/matches/match-clock.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { MatchesRepository } from '../src/persistence/matches.repository.js';
import { ManualClock, register, startApp, type Player, type TestApp } from './support.js';

describe('seat copies kept by triggers', () => {
  const clock = new ManualClock(new Date('2037-01-01T12:00:00Z')); // an instant of its own: suites on one PostgreSQL database see each other's timed matches
  let t: TestApp;
  let prisma: PrismaService;
  let ann: Player;
  let ben: Player;
  let cy: Player;
  const ids = new Set<string>();

  beforeAll(async () => {
    t = await startApp('seat-copies', { clock });
    prisma = t.app.get(PrismaService);
    [ann, ben, cy] = [await register(t, 'sc_ann'), await register(t, 'sc_ben'), await register(t, 'sc_cy')];
  });
  afterAll(() => t.close());

  /** Every seat of the matches seen so far against its match and user; returns the seats checked. */
  async function expectCopiesEqual(): Promise<number> {
    const seats = await prisma.db.matchSeat.findMany({ where: { matchId: { in: [...ids] } }, include: { match: true, user: true } });
    for (const s of seats) {
      const m = s.match;
      const toAct = JSON.parse(m.toAct) as number[];
      const server = (s.user.kind === 'bot' && s.user.botLevel !== null) || (s.user.kind !== 'bot' && (s.autoPlay ?? s.user.autoPlay));
      expect({ match: m.id, seat: s.seat, status: s.status, mustAct: s.mustAct, deadline: s.deadline, changedAt: s.changedAt, matchCreatedAt: s.matchCreatedAt, serverPlays: s.serverPlays }).toEqual({
        match: m.id,
        seat: s.seat,
        status: m.status,
        mustAct: m.status === 'active' && toAct.includes(s.seat),
        deadline: m.deadline,
        changedAt: m.updatedAt,
        matchCreatedAt: m.createdAt,
        serverPlays: server,
      });
    }
    return seats.length;
  }

  const create = async (p: Player, body: Record<string, unknown>) => {
    const m = (await t.http.post('/v1/matches').set(p.auth).send({ visibility: 'private', ...body }).expect(201)).body;
    ids.add(m.id);
    return m as { id: string; inviteCode: string; version: number };
  };
  const join = (id: string, p: Player, inviteCode: string) => t.http.post(`/v1/matches/${id}/join`).set(p.auth).send({ inviteCode }).expect(200);
  const legal = async (id: string, p: Player) => (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body as { version: number; moves: unknown[] };
  const move = async (id: string, p: Player) => {
    const l = await legal(id, p);
    clock.advance(7);
    return (await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: l.moves[0], expectedVersion: l.version }).expect(200)).body;
  };
  const get = async (id: string) => (await t.http.get(`/v1/matches/${id}`).set(ann.auth).expect(200)).body;

  it('after create, join, start, moves, a takeback, a resignation and a finish by the rules', async () => {
    const m = await create(ann, { game: 'allmer-pyramid', timeLimitSeconds: 3600 });
    expect(await expectCopiesEqual()).toBe(1);
    clock.advance(5);
    await join(m.id, ben, m.inviteCode);
    expect(await expectCopiesEqual()).toBe(2);
    let moved = await move(m.id, ann);
    await expectCopiesEqual();
    moved = await move(m.id, ben);
    await expectCopiesEqual();
    // A takeback (a log entry outside the rules, written through Prisma).
    await t.http.post(`/v1/matches/${m.id}/takeback`).set(ben.auth).send({ expectedVersion: moved.version }).expect(200);
    await expectCopiesEqual();
    await t.http.post(`/v1/matches/${m.id}/takeback/accept`).set(ann.auth).expect(200);
    await expectCopiesEqual();
    await t.http.post(`/v1/matches/${m.id}/resign`).set(ann.auth).send({}).expect(200);
    expect((await get(m.id)).status).toBe('finished');
    await expectCopiesEqual();

    // Played to its end by the rules.
    const f = await create(ann, { game: 'allmer-pyramid' });
    await join(f.id, ben, f.inviteCode);
    for (let i = 0; i < 500; i++) {
      const now = await get(f.id);
      if (now.status !== 'active') break;
      await move(f.id, now.toAct[0] === 0 ? ann : ben);
    }
    expect((await get(f.id)).status).toBe('finished');
    await expectCopiesEqual();
  });

  it('after simultaneous decisions, a timeout, an abort, leaving, auto-play choices and bots', async () => {
    const s = await create(ann, { game: 'nos-vigilan', seats: 2 });
    await join(s.id, ben, s.inviteCode);
    await move(s.id, ann); // one of two simultaneous choices: ann's seat leaves toAct, ben's stays
    const mid = await get(s.id);
    expect(mid.toAct).toEqual([1]);
    await expectCopiesEqual();
    await move(s.id, ben);
    await expectCopiesEqual();

    const c = await create(ann, { game: 'allmer-pyramid', timeLimitSeconds: 60 });
    await join(c.id, ben, c.inviteCode);
    clock.advance(61);
    await t.app.get(MatchClock).sweep();
    expect((await get(c.id)).outcome).toMatchObject({ endedBy: 'timeout' });
    await expectCopiesEqual();

    const a = await create(ann, { game: 'allmer-pyramid' });
    await join(a.id, ben, a.inviteCode);
    await t.http.post(`/v1/matches/${a.id}/abort`).set(ben.auth).send({}).expect(200);
    expect((await get(a.id)).outcome).toMatchObject({ endedBy: 'aborted' });
    await expectCopiesEqual();

    // Three seats: one joins and leaves before the start; auto-play set on the seat and on the user.
    const z = await create(ann, { game: 'ziggurat', seats: 3 });
    await join(z.id, cy, z.inviteCode);
    await t.http.post(`/v1/matches/${z.id}/leave`).set(cy.auth).send({}).expect(200);
    await expectCopiesEqual();
    await join(z.id, ben, z.inviteCode);
    await t.http.put('/v1/me/settings').set(cy.auth).send({ autoPlay: true }).expect(200);
    await join(z.id, cy, z.inviteCode);
    await expectCopiesEqual();
    await t.http.post(`/v1/matches/${z.id}/auto-play`).set(ben.auth).send({ enabled: true }).expect(200);
    await expectCopiesEqual();
    await t.http.put('/v1/me/settings').set(cy.auth).send({ autoPlay: false }).expect(200);
    await t.http.post(`/v1/matches/${z.id}/auto-play`).set(ben.auth).send({ enabled: null }).expect(200);
    await expectCopiesEqual();

    // A server bot's seat is one the server plays.
    const b = await create(ann, { game: 'allmer-pyramid', bots: [{ seat: 1, level: 1 }] });
    const seats = await prisma.db.matchSeat.findMany({ where: { matchId: b.id }, orderBy: { seat: 'asc' } });
    expect(seats.map((x) => x.serverPlays)).toEqual([false, true]);
    await expectCopiesEqual();
  });

  it("the server's work list comes from the seats it must play now: bots' and auto-play seats'", async () => {
    const repo = t.app.get(MatchesRepository);
    const due = async () => new Set((await repo.botTurns(10_000)).map((m) => m.id));
    // The bot is White (seat 0) and moves first; these suites run no bot threads, so it waits.
    const b = await create(ann, { game: 'allmer-pyramid', bots: [{ seat: 0, level: 1 }] });
    expect(await due()).toContain(b.id);
    // A person's seat: listed while auto-play is on (the seat's choice, else the user's) and it must act.
    const h = await create(ann, { game: 'allmer-pyramid' });
    await join(h.id, ben, h.inviteCode);
    expect(await due()).not.toContain(h.id);
    await t.http.put('/v1/me/settings').set(ann.auth).send({ autoPlay: true }).expect(200);
    expect(await due()).toContain(h.id);
    await t.http.post(`/v1/matches/${h.id}/auto-play`).set(ann.auth).send({ enabled: false }).expect(200);
    expect(await due()).not.toContain(h.id);
    await t.http.put('/v1/me/settings').set(ann.auth).send({ autoPlay: false }).expect(200);
    await t.http.post(`/v1/matches/${h.id}/auto-play`).set(ann.auth).send({ enabled: true }).expect(200);
    expect(await due()).toContain(h.id);
    await move(h.id, ann); // now ben must act: no seat of the server's
    expect(await due()).not.toContain(h.id);
    await expectCopiesEqual();
  });
});

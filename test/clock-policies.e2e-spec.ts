/**
 * Clock policies end to end with a manual clock: correspondence days per move, a time bank with
 * increment, time added by an opponent, and vacations pausing every clock of a user.
 *
 * On a shared PostgreSQL other suites' matches are in the same tables: this suite's clock is years
 * ahead of theirs (as the events suite's is), and it checks its own matches, never sweep counts.
 */
import { MatchClock } from '../src/features/matches/match-clock.js';
import { ManualClock, gql, register, startApp, type Player, type TestApp } from './support.js';

const DAY = 86_400;
const H = 3600;

describe('clock policies', () => {
  const clock = new ManualClock(new Date('2034-03-01T08:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();
  const sweep = () => t.app.get(MatchClock).sweep();

  beforeAll(async () => {
    t = await startApp('clock-policies', { clock }, { VACATION_DAYS_PER_YEAR: '10' });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    cat = await register(t, 'cat');
  });
  afterAll(() => t.close());

  const events = async (p: Player, matchId: string) =>
    ((await t.http.get('/v1/me/events?after=0').set(p.auth).expect(200)).body.items as { type: string; matchId: string; data: Record<string, unknown> }[]).filter((e) => e.matchId === matchId);
  const get = async (p: Player, id: string) => (await t.http.get(`/v1/matches/${id}`).set(p.auth).expect(200)).body;
  async function play(p: Player, id: string) {
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
    return (await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
  }
  async function started(creator: Player, joiner: Player, clockFields: Record<string, unknown>) {
    const m = (await t.http.post('/v1/matches').set(creator.auth).send({ game: 'allmer-pyramid', ...clockFields }).expect(201)).body;
    return (await t.http.post(`/v1/matches/${m.id}/join`).set(joiner.auth).expect(200)).body;
  }

  it('days per move: a deadline of whole days for every decision; warnings follow it; the late seat loses once', async () => {
    const m = await started(ann, ben, { daysPerMove: 3 });
    expect(m).toMatchObject({ timeLimitSeconds: 3 * DAY, deadline: at(3 * DAY) });
    expect(m.clock).toMatchObject({ daysPerMove: 3, perMoveSeconds: 3 * DAY, bankSeconds: 0, incrementSeconds: 0 });
    expect(m.clock.seats).toEqual([
      { seat: 0, bankSeconds: 0, deadline: at(3 * DAY), paused: false },
      { seat: 1, bankSeconds: 0, deadline: null, paused: false },
    ]);
    clock.advance(2 * DAY);
    const moved = await play(ann, m.id);
    expect(moved.match.deadline).toBe(at(3 * DAY));

    clock.advance(2 * DAY + 7 * H); // 79 % of ben's decision gone: the 25 % warning, once
    await t.app.get(MatchClock).warnDeadlines();
    await t.app.get(MatchClock).warnDeadlines();
    expect((await events(ben, m.id)).filter((e) => e.type === 'deadline_approaching').map((e) => e.data.percentLeft)).toEqual([25]);
    expect((await events(ann, m.id)).filter((e) => e.type === 'deadline_approaching')).toEqual([]);

    clock.advance(17 * H - 1);
    await sweep();
    expect((await get(ann, m.id)).status).toBe('active');
    clock.advance(2);
    await sweep();
    await sweep();
    expect((await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries.map((e: { kind: string }) => e.kind)).toEqual(['move', 'timeout']);
    expect((await get(ann, m.id)).outcome).toMatchObject({ endedBy: 'timeout', timedOutSeats: [1], winners: [0] });
  });

  it('refuses a clock that makes no sense, over REST and GraphQL', async () => {
    expect((await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', daysPerMove: 4 }).expect(400)).body.code).toBe('INVALID_CLOCK');
    expect((await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', daysPerMove: 1, timeLimitSeconds: 3600 }).expect(400)).body.code).toBe('INVALID_CLOCK');
    expect((await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', incrementSeconds: 60 }).expect(400)).body.code).toBe('INVALID_CLOCK');
    const bad = await gql(t, ann.token, 'mutation { createMatch(game: "allmer-pyramid", daysPerMove: 6) { id } }');
    expect(bad.errors?.[0].extensions?.code).toBe('INVALID_CLOCK');
    const ok = await gql(t, ann.token, 'mutation { createMatch(game: "allmer-pyramid", daysPerMove: 14, bankSeconds: 3600) { clock { daysPerMove perMoveSeconds bankSeconds } } }');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createMatch.clock).toEqual({ daysPerMove: 14, perMoveSeconds: 14 * DAY, bankSeconds: 3600 });
  });

  it('time bank with increment: each seat spends its own bank and gains the increment after its moves', async () => {
    const m = await started(ann, ben, { bankSeconds: H, incrementSeconds: 600 });
    expect(m.deadline).toBe(at(H));
    clock.advance(1000);
    const moved = (await play(ann, m.id)).match;
    expect(moved.clock.seats[0].bankSeconds).toBe(H - 1000 + 600);
    expect(moved.deadline).toBe(at(H));
    clock.advance(100);
    const back = (await play(ben, m.id)).match;
    expect(back.clock.seats[1].bankSeconds).toBe(H - 100 + 600);
    expect(back.deadline).toBe(at(H - 1000 + 600));
  });

  it('add time: an opponent grants time, the deadline moves, only the receiver is told; a move decided before it still counts', async () => {
    const m = await started(ann, ben, { daysPerMove: 1 });
    const r = await t.http.post(`/v1/matches/${m.id}/add-time`).set(ben.auth).send({ seat: 0, seconds: DAY }).expect(200);
    expect(r.body).toMatchObject({ version: m.version + 1, decisionVersion: m.decisionVersion, deadline: at(2 * DAY) });
    expect(r.body.clock.seats[0].bankSeconds).toBe(DAY);
    expect((await events(ann, m.id)).filter((e) => e.type === 'time_added').map((e) => e.data)).toEqual([
      expect.objectContaining({ seat: 0, by: 1, seconds: DAY, deadline: at(2 * DAY) }),
    ]);
    expect((await events(ben, m.id)).map((e) => e.type)).not.toContain('time_added');
    expect((await t.http.post(`/v1/matches/${m.id}/add-time`).set(ben.auth).send({ seat: 1, seconds: DAY }).expect(400)).body.code).toBe('INVALID_SEATS');
    expect((await t.http.post(`/v1/matches/${m.id}/add-time`).set(cat.auth).send({ seat: 0, seconds: DAY }).expect(403)).body.code).toBe('NOT_A_PLAYER');
    expect((await t.http.post(`/v1/matches/${m.id}/add-time`).set(ben.auth).send({ seat: 0, seconds: 10 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const g = await gql(t, ben.token, 'mutation($id: ID!) { addTime(matchId: $id, seat: 0, seconds: 3600) { deadline clock { seats { bankSeconds } } } }', { id: m.id });
    expect(g.errors).toBeUndefined();
    expect(g.data!.addTime).toEqual({ deadline: at(2 * DAY + H), clock: { seats: [{ bankSeconds: DAY + H }, { bankSeconds: 0 }] } });
    // Ann decided at the version she first saw: the clock changes did not close her decision.
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: m.version }).expect(200);
    const noClock = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${noClock.id}/join`).set(ben.auth).expect(200);
    expect((await t.http.post(`/v1/matches/${noClock.id}/add-time`).set(ben.auth).send({ seat: 0, seconds: DAY }).expect(409)).body.code).toBe('NO_CLOCK');
  });

  it("vacation pauses every clock of the user, is shown to opponents, and ending it early resumes them", async () => {
    const a = await started(cat, ben, { daysPerMove: 1 }); // cat (seat 0) must act
    const b = await started(ben, cat, { daysPerMove: 2 }); // ben must act, cat waits
    const t0 = clock.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(a.deadline).toBe(iso(t0 + DAY * 1000));

    const v = (await t.http.put('/v1/me/vacation').set(cat.auth).send({ days: 3 }).expect(200)).body;
    expect(v).toMatchObject({ vacationUntil: iso(t0 + 3 * DAY * 1000), allowanceDays: 10, daysUsed: 3, daysLeft: 7 });
    const aOn = await get(ben, a.id);
    expect(aOn.deadline).toBe(iso(t0 + 4 * DAY * 1000));
    expect(aOn.seats[0].user.vacationUntil).toBe(iso(t0 + 3 * DAY * 1000));
    expect(aOn.clock.seats[0].paused).toBe(true);
    expect((await get(ben, b.id)).deadline).toBe(b.deadline); // ben's own clock runs on
    for (const id of [a.id, b.id]) expect((await events(ben, id)).map((e) => e.type)).toContain('opponent_on_vacation');
    for (const id of [a.id, b.id]) expect((await events(cat, id)).map((e) => e.type)).not.toContain('opponent_on_vacation');
    expect((await t.http.put('/v1/me/vacation').set(cat.auth).send({ days: 1 }).expect(409)).body.code).toBe('ALREADY_ON_VACATION');

    clock.advance(DAY + 12 * H);
    await sweep();
    expect((await get(ben, a.id)).status).toBe('active'); // a's first deadline has passed, but it was paused
    // A decision that opens during the vacation waits for its end.
    const t1 = t0 + (DAY + 12 * H) * 1000;
    await play(ben, b.id);
    expect((await get(ben, b.id)).deadline).toBe(iso(t0 + 3 * DAY * 1000 + 2 * DAY * 1000));

    // Back early, after a day and a half: the clocks run again from now; the whole unused day is given back.
    const back = await gql(t, cat.token, 'mutation { setVacation(days: 0) { vacationUntil daysUsed daysLeft } }');
    expect(back.errors).toBeUndefined();
    expect(back.data!.setVacation).toEqual({ vacationUntil: null, daysUsed: 2, daysLeft: 8 });
    expect((await get(ben, a.id)).deadline).toBe(iso(t1 + DAY * 1000));
    expect((await get(ben, b.id)).deadline).toBe(iso(t1 + 2 * DAY * 1000));
    expect((await get(ben, a.id)).seats[0].user.vacationUntil).toBeNull();
    expect((await get(ben, a.id)).clock.seats[0].paused).toBe(false);
    expect((await t.http.put('/v1/me/vacation').set(cat.auth).send({ days: 0 }).expect(409)).body.code).toBe('NOT_ON_VACATION');
    expect((await t.http.put('/v1/me/vacation').set(cat.auth).send({ days: 9 }).expect(409)).body.code).toBe('VACATION_ALLOWANCE_EXCEEDED');
    expect((await gql(t, cat.token, '{ myVacation { daysLeft allowanceDays } }')).data!.myVacation).toEqual({ daysLeft: 8, allowanceDays: 10 });

    clock.advance(2 * DAY + 1);
    await sweep();
    expect((await get(ben, a.id)).outcome).toMatchObject({ endedBy: 'timeout', timedOutSeats: [0] });
    expect((await get(ben, b.id)).outcome).toMatchObject({ endedBy: 'timeout', timedOutSeats: [1] });
  });
});

/** The correspondence clock: a deadline per decision; the seats that let it pass lose. */
import { MatchClock } from '../src/features/matches/match-clock.js';
import { chainHash } from '../src/domain/record-chain.js';
import { ManualClock, register, startApp, type Player, type TestApp } from './support.js';

describe('move clocks', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let sweep: () => Promise<number>;

  beforeAll(async () => {
    t = await startApp('clock', { clock });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    sweep = () => t.app.get(MatchClock).sweep();
  });
  afterAll(() => t.close());

  it('sets a deadline when the match starts and after every move; the late seat loses by timeout', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: 3600 }).expect(201)).body;
    expect(m).toMatchObject({ timeLimitSeconds: 3600, deadline: null });
    const started = (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
    expect(started.deadline).toBe(new Date(clock.now().getTime() + 3600_000).toISOString());

    clock.advance(1800);
    expect(await sweep()).toBe(0);
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    const moved = (await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
    expect(moved.match.deadline).toBe(new Date(clock.now().getTime() + 3600_000).toISOString());

    clock.advance(3599);
    expect(await sweep()).toBe(0);
    clock.advance(2);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0); // once only

    const ended = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(ended).toMatchObject({ status: 'finished', toAct: [], deadline: null });
    expect(ended.outcome).toMatchObject({ winners: [0], draw: false, endedBy: 'timeout', timedOutSeats: [1], resignedSeat: null });
    expect(ended.seed).not.toBeNull();
    const h = (await t.http.get(`/v1/matches/${m.id}/history`).set(ben.auth).expect(200)).body;
    expect(h.entries.map((e: { kind: string; seat: number }) => [e.kind, e.seat])).toEqual([['move', 0], ['timeout', 1]]);
    const late = await t.http.post(`/v1/matches/${m.id}/moves`).set(ben.auth).send({ move: { type: 'run', from: 'a7', to: 'a6' }, expectedVersion: ended.version }).expect(409);
    expect(late.body.code).toBe('MATCH_NOT_ACTIVE');

    const record = (await t.http.get(`/v1/matches/${m.id}/record`).set(ann.auth).expect(200)).body;
    let hash = record.seedHash;
    for (const e of record.moves) expect(e.hash).toBe((hash = chainHash(2, record.seed, hash, e)));
  });

  it('runs no clock without a time limit, and refuses limits out of range', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    expect(m).toMatchObject({ status: 'active', timeLimitSeconds: null, deadline: null });
    clock.advance(365 * 86_400);
    await sweep();
    expect((await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body.status).toBe('active');
    const short = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire', timeLimitSeconds: 5 }).expect(400);
    expect(short.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a move that arrives after the deadline, even before a sweep, and ends the match on time', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire', timeLimitSeconds: 60 }).expect(201)).body;
    clock.advance(59);
    const inTime = (await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: { type: 'draw' }, expectedVersion: m.version }).expect(200)).body;
    clock.advance(61);
    const late = await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: { type: 'draw' }, expectedVersion: inTime.version }).expect(409);
    expect(late.body.code).toBe('TIME_RAN_OUT');
    expect(await sweep()).toBe(0);
    const ended = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(ended).toMatchObject({ status: 'finished', ply: 2, outcome: { winners: [], endedBy: 'timeout', timedOutSeats: [0] } });
  });
});

/**
 * Issue 36: "When both nos-vigilan seats time out together, the outcome is right
 * (`timedOutSeats: [0, 1]`) but the history has one `timeout` entry, for seat 0 only; a replay
 * shows only seat 0 timing out." Now the one timeout entry names every seat out of time, the
 * record carries it, and the verifier checks it.
 */
import { MatchClock } from '../src/features/matches/match-clock.js';
import { chainHash } from '../src/domain/record-chain.js';
import { verifyRecord } from '../src/domain/verify-record.js';
import { GAMES } from '../src/games/index.js';
import { ManualClock, register, startApp, type Player, type TestApp } from './support.js';

describe('a simultaneous timeout', () => {
  const clock = new ManualClock(new Date('2037-02-01T12:00:00Z')); // an instant of its own: suites on one PostgreSQL database see each other's timed matches
  let t: TestApp;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startApp('simultaneous-timeout', { clock });
    [ann, ben] = await Promise.all([register(t, 'ann'), register(t, 'ben')]);
  });
  afterAll(() => t.close());

  it('writes one timeout entry naming both seats; the history, the record and the verifier show both', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan', timeLimitSeconds: 3600 }).expect(201)).body;
    const started = (await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200)).body;
    expect(started.toAct).toEqual([0, 1]); // a simultaneous decision: both seats must act
    clock.advance(3601);
    // At least this match (on PostgreSQL the suites share a database: others' overdue matches end too).
    expect(await t.app.get(MatchClock).sweep()).toBeGreaterThanOrEqual(1);
    const ended = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(ended.outcome).toMatchObject({ endedBy: 'timeout', timedOutSeats: [0, 1], winners: [] });
    const h = (await t.http.get(`/v1/matches/${m.id}/history`).set(ben.auth).expect(200)).body;
    expect(h.entries.map((e: { kind: string; seat: number; move: unknown }) => [e.kind, e.seat, e.move])).toEqual([['timeout', 0, { timedOut: [0, 1] }]]);
    const record = (await t.http.get(`/v1/matches/${m.id}/record`).set(ann.auth).expect(200)).body;
    expect(record.moves.map((e: { kind: string; move: unknown }) => [e.kind, e.move])).toEqual([['timeout', { timedOut: [0, 1] }]]);
    expect(verifyRecord(record, GAMES)).toMatchObject({ ok: true });
    // The verifier checks the seats named: naming one seat alone no longer gives the recorded outcome.
    // (the chain re-hashed, so that only the named seats are wrong)
    const entry = { ...record.moves[0], move: { timedOut: [0, 2] } };
    const forged = { ...record, moves: [{ ...entry, hash: chainHash(2, record.seed, record.seedHash, entry) }] };
    expect(verifyRecord(forged, GAMES)).toMatchObject({ ok: false, failure: 'the timeout names seat 2, which did not have to act' });
  });
});

/**
 * Departures with three or more players (src/games/ziggurat/rules.md, "Leaving the game"): one
 * resignation no longer ends a ziggurat match; the seat leaves, play goes on to the real scored
 * result, the record replays the departure, and each event reaches the right users only. A
 * two-player game without `depart` still ends at once.
 */
import { GAMES } from '../src/games/index.js';
import { MatchClock } from '../src/features/matches/match-clock.js';
import { HistoryService } from '../src/features/matches/history.service.js';
import { verifyRecord } from '../src/domain/verify-record.js';
import { ManualClock, gql, register, startApp, type Player, type TestApp } from './support.js';

describe('departures', () => {
  // Ahead of the other suites' clocks (a shared PostgreSQL holds their matches too).
  const clock = new ManualClock(new Date('2035-06-01T12:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let dan: Player;

  beforeAll(async () => {
    t = await startApp('departures', { clock });
    [ann, ben, cat, dan] = [await register(t, 'ann'), await register(t, 'ben'), await register(t, 'cat'), await register(t, 'dan')];
  });
  afterAll(() => t.close());

  const types = async (p: Player, matchId: string) =>
    ((await t.http.get('/v1/me/events?after=0').set(p.auth).expect(200)).body.items as { type: string; matchId: string }[])
      .filter((e) => e.matchId === matchId)
      .map((e) => e.type);

  async function threePlayers(extra: Record<string, unknown> = {}) {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'ziggurat', seats: 3, ...extra }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    return (await t.http.post(`/v1/matches/${m.id}/join`).set(cat.auth).expect(200)).body;
  }

  /** Plays the first legal move of whoever must act until the match ends; returns the plies played. */
  async function playOut(id: string, bySeat: Player[]): Promise<number> {
    for (let n = 0; ; n++) {
      const m = (await t.http.get(`/v1/matches/${id}`).set(ann.auth).expect(200)).body;
      if (m.status !== 'active') return n;
      if (n > 3000) throw new Error('the match does not end');
      const p = bySeat[m.toAct[0]];
      const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
      await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: legal.moves[n % legal.moves.length], expectedVersion: legal.version }).expect(200);
    }
  }

  it('ziggurat with three players: one resignation, and the other two play on to a scored result', async () => {
    const m = await threePlayers();
    const seats = [ann, ben, cat];
    // The seat that must act resigns (over GraphQL): its decision is settled, the turn passes on.
    const leaver = m.toAct[0] as number;
    const r = await gql(t, seats[leaver].token, 'mutation($id: ID!) { resign(id: $id) { status toAct outcome { winners } } }', { id: m.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.resign).toMatchObject({ status: 'active', outcome: null });
    expect(r.data!.resign.toAct).toEqual([(leaver + 1) % 3]);

    const after = (await t.http.get(`/v1/matches/${m.id}`).set(dan.auth).expect(200)).body; // a spectator
    expect(after.view.departed).toEqual([leaver]);
    expect(after.view.players[leaver]).toMatchObject({ eliminated: true, handSize: 0, pips: 0 });
    // The leaver cannot act or leave again.
    expect((await t.http.post(`/v1/matches/${m.id}/resign`).set(seats[leaver].auth).send({}).expect(409)).body.code).toBe('ALREADY_LEFT');
    expect((await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(seats[leaver].auth).expect(200)).body.moves).toEqual([]);
    // The next seat is told it is its turn; nobody outside the match hears anything.
    expect(await types(seats[(leaver + 1) % 3], m.id)).toContain('your_turn');
    expect(await types(dan, m.id)).toEqual([]);

    await playOut(m.id, seats);
    const done = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(done.status).toBe('finished');
    expect(done.outcome.scores).toHaveLength(3);
    expect(done.outcome.winners).not.toContain(leaver);
    expect(done.outcome.endedBy).toBe('rules');
    for (const p of seats) expect(await types(p, m.id)).toContain('match_finished');

    const history = (await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries;
    expect(history[0]).toMatchObject({ kind: 'resign', seat: leaver, move: null });
    expect(await t.app.get(HistoryService).verifySnapshot(m.id)).toBe(true);
    const record = (await t.http.get(`/v1/matches/${m.id}/record`).set(ben.auth).expect(200)).body;
    const verified = verifyRecord(record, GAMES);
    expect(verified.ok ? 'ok' : verified.failure).toBe('ok');
    // The view after the resignation, replayed.
    expect((await t.http.get(`/v1/matches/${m.id}/plies/1`).set(dan.auth).expect(200)).body.view.departed).toEqual([leaver]);
  });

  it('a timeout is a departure too: the late seat leaves and the match goes on', async () => {
    const m = await threePlayers({ daysPerMove: 1 });
    const late = m.toAct[0] as number;
    clock.advance(86_400 + 1);
    await t.app.get(MatchClock).sweep();
    const after = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    expect(after.status).toBe('active');
    expect(after.view.departed).toEqual([late]);
    expect(after.deadline).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString());
    const history = (await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries;
    expect(history.map((e: { kind: string; seat: number }) => [e.kind, e.seat])).toEqual([['timeout', late]]);
  });

  it('a two-player game without departures still ends at the resignation', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'sabotage' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    const r = (await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200)).body;
    expect(r.outcome).toMatchObject({ winners: [0], scores: null, endedBy: 'resignation', resignedSeat: 1 });
  });
});

/**
 * Auto-play of forced moves (issue 11): opt-in per user and per match; the server plays a seat's
 * only legal move at once, through the move path, marked `auto` in the log; never where the game
 * says knowing the move is forced would reveal something.
 */
import { BotRunner } from '../src/features/bots/bot-runner.js';
import { register, startApp, type Player, type TestApp } from './support.js';

describe('auto-play of forced moves', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startApp('auto-play', {}, { BOT_THREADS: '1', BOT_POLL_SECONDS: '0' });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
  });
  afterAll(() => t.close());

  const get = async (p: Player, id: string) => (await t.http.get(`/v1/matches/${id}`).set(p.auth).expect(200)).body;

  it('plays the forced moves of a player who opted in, and only theirs', async () => {
    expect((await t.http.get('/v1/me/settings').set(ben.auth).expect(200)).body).toEqual({ autoPlay: false });
    expect((await t.http.put('/v1/me/settings').set(ben.auth).send({ autoPlay: true }).expect(200)).body).toEqual({ autoPlay: true });
    expect((await t.http.put('/v1/me/settings').set(ben.auth).send({ autoPlay: 'yes' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'sabotage' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    expect((await get(ben, m.id)).autoPlay).toBe(true);
    expect((await get(ann, m.id)).autoPlay).toBe(false);

    // Both play their first legal move when they must choose; ben's forced moves are the server's.
    for (let i = 0; i < 200; i++) {
      await t.app.get(BotRunner).settled();
      const cur = await get(ann, m.id);
      if (cur.status !== 'active') break;
      const p = cur.toAct.includes(0) ? ann : ben;
      const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(p.auth).expect(200)).body;
      if (p === ben && legal.moves.length === 1) continue; // the server is about to play it
      const r = await t.http.post(`/v1/matches/${m.id}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: legal.version });
      expect([200, 409]).toContain(r.status);
      const autos = (await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries.filter((e: { auto: boolean }) => e.auto);
      if (autos.length >= 3) break;
    }
    await t.app.get(BotRunner).settled();
    const entries = (await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries as { seat: number; auto: boolean; move: { type: string } }[];
    const autos = entries.filter((e) => e.auto);
    expect(autos.length).toBeGreaterThanOrEqual(3);
    expect(autos.every((e) => e.seat === 1)).toBe(true);
    expect(entries.filter((e) => e.seat === 0).every((e) => !e.auto)).toBe(true);
    // The record marks them too, and still verifies as one chain.
    const record = (await t.http.get(`/v1/matches/${m.id}/record`).set(ann.auth).expect(200)).body;
    // (Compared over the entries the history had: the server may have played on since.)
    expect(record.moves.slice(0, entries.length).map((e: { auto?: boolean }) => e.auto === true)).toEqual(entries.map((e) => e.auto === true));

    // This match only: ben turns it off; the server stops playing for him.
    const off = (await t.http.post(`/v1/matches/${m.id}/auto-play`).set(ben.auth).send({ enabled: false }).expect(200)).body;
    expect(off.autoPlay).toBe(false);
    expect((await t.http.post(`/v1/matches/${m.id}/auto-play`).set(ann.auth).send({ enabled: 'x' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const stranger = await register(t, 'cy');
    expect((await t.http.post(`/v1/matches/${m.id}/auto-play`).set(stranger.auth).send({ enabled: true }).expect(403)).body.code).toBe('NOT_A_PLAYER');
  }, 60_000);

  it('never auto-plays where a forced move would reveal a hidden hand (nos-vigilan)', async () => {
    await t.http.put('/v1/me/settings').set(ann.auth).send({ autoPlay: true }).expect(200);
    await t.http.put('/v1/me/settings').set(ben.auth).send({ autoPlay: true }).expect(200);
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    let forced = 0;
    for (let i = 0; i < 400; i++) {
      await t.app.get(BotRunner).settled();
      const cur = await get(ann, m.id);
      if (cur.status !== 'active') break;
      const p = cur.toAct.includes(0) ? ann : ben;
      const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(p.auth).expect(200)).body;
      if (legal.moves.length === 1 && legal.anyOrder.length === 0) forced++;
      await t.http.post(`/v1/matches/${m.id}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: legal.version });
    }
    // Forced moves came up (the last card of a hand...), and the server left every one of them alone.
    expect(forced).toBeGreaterThan(0);
    const entries = (await t.http.get(`/v1/matches/${m.id}/history`).set(ann.auth).expect(200)).body.entries as { auto: boolean }[];
    expect(entries.some((e) => e.auto)).toBe(false);
  }, 60_000);
});

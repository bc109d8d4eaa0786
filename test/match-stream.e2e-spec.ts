/**
 * The live match stream is read from the log (issue 36): "delivers every version to every
 * subscriber exactly once, in order, each as the version it was (never the match as it is now
 * relabelled)", resumes exactly after `afterVersion` (GraphQL) or `Last-Event-ID` (SSE), shows each
 * subscriber only its own seat's view (or the spectators'), and sends nothing after `finished`.
 */
import { register, startApp, type Player, type TestApp } from './support.js';
import { sse } from './sse-client.js';
import { playOne, subscribeMatch, until, versions } from './match-stream-client.js';

describe('match stream from the log', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let carl: Player;

  beforeAll(async () => {
    t = await startApp('match-stream');
    [ann, bob, carl] = await Promise.all(['ann', 'bob', 'carl'].map((n) => register(t, n)));
  });
  afterAll(() => t.close());

  /** What REST shows `p` at ply n: the view as it was then. */
  const viewAt = async (p: Player, id: string, ply: number) => (await t.http.get(`/v1/matches/${id}/plies/${ply}`).set(p.auth).expect(200)).body.view;

  it('resumes after a past version with every version since, each as it was, in each seat’s own view; nothing after finished', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).expect(200);
    const players = [ann, bob];
    // Some moves before anyone subscribes: the resumption must rebuild them from the log.
    let last = 0;
    for (let i = 0; i < 4; i++) last = (await playOne(t, players, m.id))!.version;
    const from = last - 3;
    const subs = [ann, bob, carl].map((p) => ({ p, s: subscribeMatch(t.url, p, m.id, from) }));
    const stream = await sse(t, carl, String(from), `/v1/matches/${m.id}/events`);
    // Then play to the end, live.
    let status = 'active';
    while (status === 'active') {
      const r = await playOne(t, players, m.id);
      if (!r) break;
      last = r.version;
      status = r.status;
    }
    expect(status).toBe('finished');
    await until(() => subs.every(({ s }) => s.completed()));
    for (const { p, s } of subs) {
      expect(s.errors).toEqual([]);
      expect(s.got.map((e) => e.match.version)).toEqual(versions(from + 1, last));
      expect(s.got.at(-1)!.kind).toBe('finished');
      expect(s.got.slice(0, -1).every((e) => e.kind === 'move' && e.match.status === 'active')).toBe(true);
      expect(s.got.every((e) => e.match.yourSeat === (p === carl ? null : players.indexOf(p)))).toBe(true);
      // Each as it was: the view equals what REST shows this user at that ply.
      for (const e of s.got.slice(0, -1)) expect(e.match.viewJson).toEqual(await viewAt(p, m.id, e.match.ply));
    }
    // Hidden information: the two seats' views of one version differ, and the spectator's is neither.
    const [a, b, c] = subs.map(({ s }) => s.got[0].match.viewJson);
    expect(a).not.toEqual(b);
    expect(c).not.toEqual(a);
    expect(c).not.toEqual(b);
    // The SSE twin: the same versions, ids = versions, the same spectator's events; then it ends.
    const frames = await stream.until(last - from);
    expect(frames.map((f) => Number(f.id))).toEqual(versions(from + 1, last));
    expect(frames.map((f) => JSON.parse(f.data!).match.view)).toEqual(subs[2].s.got.map((e) => e.match.viewJson));
    await stream.drain(300);
    expect(stream.frames.length).toBe(last - from);
    stream.close();
    // Resuming from the end gives nothing and completes at once.
    const after = subscribeMatch(t.url, ann, m.id, last);
    await until(() => after.completed());
    expect(after.got).toEqual([]);
    await Promise.all([...subs.map(({ s }) => s.dispose()), after.dispose()]);
  });

  it('without afterVersion starts with the match now (current); a stranger to a private match is refused', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan', visibility: 'private' }).expect(201)).body;
    const s = subscribeMatch(t.url, ann, m.id);
    await until(() => s.got.length === 1);
    expect(s.got[0]).toMatchObject({ kind: 'current', match: { version: m.version, status: 'open', yourSeat: 0 } });
    const stranger = subscribeMatch(t.url, carl, m.id);
    await until(() => stranger.errors.length > 0 || stranger.completed());
    expect(stranger.got).toEqual([]);
    await t.http.get(`/v1/matches/${m.id}/events`).set({ ...carl.auth, accept: 'text/event-stream' }).expect(404);
    await Promise.all([s.dispose(), stranger.dispose()]);
  });
});

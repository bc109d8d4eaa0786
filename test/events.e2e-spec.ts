/**
 * Correspondence play, part 1 (issue 11): the my-turn inbox, changed-matches polling, and the
 * durable per-user event log read as pages, as Server-Sent Events (resumed with Last-Event-ID,
 * also across a restart) and over graphql-ws; matchEvents starting from a version.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { MatchClock } from '../src/features/matches/match-clock.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { ManualClock, register, startApp, type Player, type TestApp } from './support.js';
import { eventsOf, sse } from './sse-client.js';


describe('correspondence: inbox and per-user events', () => {
  // Years after the other suites' clocks: on a database shared by suites (PostgreSQL), this
  // suite's clocked matches are never overdue for another suite's sweep, and theirs are past here.
  const clock = new ManualClock(new Date('2030-01-01T12:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;

  beforeAll(async () => {
    t = await startApp('events', { clock }, { EVENT_HEARTBEAT_SECONDS: '0.3' });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
    cat = await register(t, 'cat');
  });
  afterAll(() => t.close());

  const page = async (p: Player, after: string) => (await t.http.get(`/v1/me/events?after=${after}`).set(p.auth).expect(200)).body;
  const legalMove = async (p: Player, id: string) => {
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
    return (await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
  };

  it('writes each event that concerns a user, numbered per user, with public fields only', async () => {
    const start = (await page(ann, '0')).lastEventId;
    expect(start).toBe('0');
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    await legalMove(ann, m.id);
    await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200);

    const annEvents = (await page(ann, '0')).items;
    expect(annEvents.map((e: { id: string; type: string }) => [e.id, e.type])).toEqual([
      ['1', 'match_created'],
      ['2', 'your_turn'], // the match started with ann (White) to move
      ['3', 'match_finished'],
    ]);
    expect(annEvents[1]).toMatchObject({ matchId: m.id, version: 2, data: { game: 'allmer-pyramid', seat: 0, started: true } });
    expect(annEvents[2].data).toMatchObject({ endedBy: 'resignation', resignedSeat: 1 });
    const benEvents = (await page(ben, '0')).items;
    expect(benEvents.map((e: { type: string }) => e.type)).toEqual(['match_started', 'your_turn', 'match_finished']);
    // A page after the last id is empty; an id never issued, or garbage, is refused or flagged.
    expect((await page(ben, '3')).items).toEqual([]);
    expect((await page(ben, '99')).expired).toBe(true);
    expect((await t.http.get('/v1/me/events?after=abc').set(ben.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('hidden information never reaches the event log', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    await legalMove(ann, m.id);
    const rows = await t.app.get(PrismaService).db.userEvent.findMany({ where: { matchId: m.id } });
    expect(rows.length).toBeGreaterThan(0);
    const state = (await t.app.get(PrismaService).db.match.findUniqueOrThrow({ where: { id: m.id } })).state!;
    const hand = JSON.parse(state).hands?.[1] as string[] | undefined;
    for (const r of rows) {
      expect(Object.keys(JSON.parse(r.data)).sort()).toEqual(expect.arrayContaining(['game', 'matchId', 'version']));
      for (const card of hand ?? []) expect(r.data).not.toContain(JSON.stringify(card));
    }
  });

  it('streams the missed events after Last-Event-ID, then live ones, with heartbeats; a resume repeats nothing', async () => {
    const since = (await page(cat, '0')).lastEventId;
    const m = (await t.http.post('/v1/matches').set(cat.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ann.auth).expect(200);

    const s1 = await sse(t, cat, since);
    const first = await s1.until(3);
    expect(eventsOf(first)).toEqual([
      { id: String(Number(since) + 1), type: 'match_created' },
      { id: String(Number(since) + 2), type: 'your_turn' },
    ]);
    expect(first[2].event).toBe('ready');
    await legalMove(cat, m.id); // no event for cat: it is ann's turn
    await legalMove(ann, m.id); // cat's turn: a live event
    const live = await s1.until(4);
    expect(eventsOf(live.slice(3))).toEqual([{ id: String(Number(since) + 3), type: 'your_turn' }]);
    await s1.drain(800);
    expect(s1.comments()).toBeGreaterThanOrEqual(1); // heartbeats
    expect(s1.frames.length).toBe(4);
    s1.close();

    // Events while disconnected; the resume gets exactly them, once.
    await legalMove(cat, m.id);
    await legalMove(ann, m.id);
    const s2 = await sse(t, cat, String(Number(since) + 3));
    const resumed = await s2.until(2);
    expect(eventsOf(resumed)).toEqual([{ id: String(Number(since) + 4), type: 'your_turn' }]);
    expect(resumed[1].event).toBe('ready');
    s2.close();
  });

  it('my turns: most urgent first across games, with what happened since I last acted', async () => {
    const dana = await register(t, 'dana');
    const mk = async (game: string, timeLimitSeconds?: number) => {
      const m = (await t.http.post('/v1/matches').set(ben.auth).send({ game, ...(timeLimitSeconds ? { timeLimitSeconds } : {}) }).expect(201)).body;
      if (m.status === 'open') await t.http.post(`/v1/matches/${m.id}/join`).set(dana.auth).expect(200);
      return m.id as string;
    };
    // Three games in which ben (seat 0) must act: solitaire (alone, no clock), nos-vigilan (both
    // seats choose at once; a day), allmer-pyramid (White moves first; an hour). Oldest first.
    const noClock = await mk('pyramid-solitaire');
    clock.advance(5);
    const slow = await mk('nos-vigilan', 86_400);
    clock.advance(5);
    const fast = await mk('allmer-pyramid', 3_600);
    const turns = (await t.http.get('/v1/me/turns').set(ben.auth).expect(200)).body.items as { matchId: string; game: string; deadline: string | null; opponents: { username: string }[] }[];
    // Soonest deadline first, then the longest waiting (no deadline comes last).
    expect(turns.map((x) => x.matchId).filter((id) => [noClock, slow, fast].includes(id))).toEqual([fast, slow, noClock]);
    expect(turns.find((x) => x.matchId === fast)!.opponents[0].username).toBe(dana.username);
    expect((await t.http.get('/v1/me/turns').set(dana.auth).expect(200)).body.items.map((x: { matchId: string }) => x.matchId)).toEqual([slow]);

    await legalMove(ben, fast);
    await legalMove(dana, fast);
    const after = (await t.http.get('/v1/me/turns').set(ben.auth).expect(200)).body.items as { matchId: string; since: { plies: number; entries: { seat: number }[] } }[];
    const f = after.find((x) => x.matchId === fast)!;
    expect(f.since.plies).toBe(1);
    expect(f.since.entries.map((e) => e.seat)).toEqual([1]);
  });

  it('changed matches: pages without gaps or duplicates', async () => {
    const eve = await register(t, 'eve');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await t.http.post('/v1/matches').set(eve.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body.id);
      clock.advance(1);
    }
    clock.advance(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const r: { items: { id: string }[]; nextCursor: string | null } = (await t.http.get(`/v1/me/matches?limit=2${cursor ? `&changedSince=${cursor}` : ''}`).set(eve.auth).expect(200)).body;
      seen.push(...r.items.map((x) => x.id));
      cursor = r.nextCursor;
      if (r.items.length === 0) break;
    }
    expect(seen).toEqual(ids);
    // A change after the cursor comes back once, on the next poll after it settles.
    const draw = (await t.http.get(`/v1/matches/${ids[1]}/legal-moves`).set(eve.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${ids[1]}/moves`).set(eve.auth).send({ move: draw.moves.at(-1), expectedVersion: draw.version }).expect(200);
    expect((await t.http.get(`/v1/me/matches?changedSince=${cursor}`).set(eve.auth).expect(200)).body.items).toEqual([]);
    clock.advance(2);
    const next = (await t.http.get(`/v1/me/matches?changedSince=${cursor}`).set(eve.auth).expect(200)).body;
    expect(next.items.map((x: { id: string }) => x.id)).toEqual([ids[1]]);
    expect((await t.http.get(`/v1/me/matches?changedSince=${next.nextCursor}`).set(eve.auth).expect(200)).body.items).toEqual([]);
    expect((await t.http.get('/v1/me/matches?changedSince=bad').set(eve.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('warns the seat to act at 25 % and 10 % of its time left, once each', async () => {
    const fay = await register(t, 'fay');
    const m = (await t.http.post('/v1/matches').set(fay.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: 1000 }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ann.auth).expect(200);
    const warn = () => t.app.get(MatchClock).warnDeadlines();
    const types = async () => (await page(fay, '0')).items.map((e: { type: string; data: { percentLeft?: number } }) => `${e.type}${e.data.percentLeft ?? ''}`);
    clock.advance(700);
    await warn();
    expect(await types()).toEqual(['match_created', 'your_turn']);
    clock.advance(60); // 24 % left
    await warn();
    await warn();
    clock.advance(160); // 8 % left
    await warn();
    await warn();
    expect(await types()).toEqual(['match_created', 'your_turn', 'deadline_approaching25', 'deadline_approaching10']);
  });

  it('GraphQL: myTurns, myEvents from an id, matchEvents from a version', async () => {
    const ws: Client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${cat.token}` }, lazy: false, retryAttempts: 0 });
    try {
      const turns = await t.http.post('/graphql').set(cat.auth).send({ query: /* GraphQL */ `{ myTurns(limit: 10) { nextCursor items { matchId game version seat sincePlies match { id yourTurn } } } }` }).expect(200);
      expect(turns.body.errors).toBeUndefined();
      expect(turns.body.data.myTurns.items.every((x: { match: { yourTurn: boolean } }) => x.match.yourTurn)).toBe(true);

      const since = (await page(cat, '0')).lastEventId;
      const m = (await t.http.post('/v1/matches').set(cat.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
      const got: { kind: string; lastEventId: string | null; event: { id: string; type: string } | null }[] = [];
      const stop = ws.subscribe(
        { query: /* GraphQL */ `subscription($after: ID) { myEvents(after: $after) { kind lastEventId event { id type matchId } } }`, variables: { after: since } },
        { next: (r) => got.push((r.data as { myEvents: (typeof got)[number] }).myEvents), error: () => undefined, complete: () => undefined },
      );
      const wait = async (n: number) => {
        for (let i = 0; i < 100 && got.length < n; i++) await new Promise((r) => setTimeout(r, 50));
        return got;
      };
      await wait(2);
      expect(got.slice(0, 2).map((x) => x.kind)).toEqual(['event', 'ready']);
      expect(got[0].event).toMatchObject({ id: String(Number(since) + 1), type: 'match_created', matchId: m.id });
      await t.http.post(`/v1/matches/${m.id}/join`).set(ann.auth).expect(200);
      await wait(3);
      expect(got[2].event).toMatchObject({ type: 'your_turn', matchId: m.id });
      stop();

      const views: { kind: string; match: { version: number } }[] = [];
      const stop2 = ws.subscribe(
        { query: /* GraphQL */ `subscription($id: ID!, $v: Int) { matchEvents(matchId: $id, afterVersion: $v) { kind match { version yourSeat } } }`, variables: { id: m.id, v: 1 } },
        { next: (r) => views.push((r.data as { matchEvents: (typeof views)[number] }).matchEvents), error: () => undefined, complete: () => undefined },
      );
      for (let i = 0; i < 100 && views.length < 1; i++) await new Promise((r) => setTimeout(r, 50));
      expect(views[0]).toMatchObject({ kind: 'current', match: { version: 2 } });
      await legalMove(cat, m.id);
      for (let i = 0; i < 100 && views.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(views[1]).toMatchObject({ kind: 'move', match: { version: 3 } });
      stop2();
    } finally {
      await ws.dispose();
    }
  });

  it('says reset when the events after the id are past their retention', async () => {
    // Last: the clock jumps a month, past every earlier session of this suite.
    const gil = await register(t, 'gil');
    const hal = await register(t, 'hal');
    const before = (await page(gil, '0')).lastEventId;
    const m = (await t.http.post('/v1/matches').set(gil.auth).send({ game: 'sabotage' }).expect(201)).body;
    clock.advance(31 * 86_400);
    expect(await t.app.get(MatchClock).pruneEvents(true)).toBeGreaterThan(0);
    const gilAgain = { ...gil, ...(await login(t, gil.username)) };
    await t.http.post(`/v1/matches/${m.id}/join`).set((await login(t, hal.username)).auth).expect(200);
    const s = await sse(t, gilAgain, before);
    const frames = await s.until(2);
    expect(frames[0].event).toBe('reset');
    expect(JSON.parse(frames[0].data!)).toMatchObject({ kind: 'reset' });
    s.close();
    expect((await t.http.get(`/v1/me/events?after=${before}`).set(gilAgain.auth).expect(200)).body.expired).toBe(true);
  });
});

describe('the event log across a restart', () => {
  it('a client resuming after the service restarted gets exactly the events it missed', async () => {
    let t = await startApp('events-restart', {}, {}, { keep: true });
    try {
      const ann = await register(t, 'ann');
      const ben = await register(t, 'ben');
      const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
      const s = await sse(t, ann, '0');
      expect(eventsOf(await s.until(2))).toEqual([{ id: '1', type: 'match_created' }]);
      await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200); // ann: your_turn (2)
      expect(eventsOf(await s.until(3))).toEqual([{ id: '1', type: 'match_created' }, { id: '2', type: 'your_turn' }]);
      s.close();
      const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
      await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
      await t.http.post(`/v1/matches/${m.id}/resign`).set(ben.auth).send({}).expect(200); // ann: match_finished (3)
      await t.app.close();

      t = await startApp('events-restart', {}, {}, { keep: true });
      const annAgain = { ...ann, ...(await login(t, ann.username)) };
      const s2 = await sse(t, annAgain, '2');
      const frames = await s2.until(2);
      expect(eventsOf(frames)).toEqual([{ id: '3', type: 'match_finished' }]);
      s2.close();
    } finally {
      await t.close();
      const { rmSync } = await import('node:fs');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`./data/test-events-restart-${process.pid}.db${suffix}`, { force: true });
    }
  });
});

async function login(t: TestApp, username: string): Promise<Pick<Player, 'token' | 'auth'>> {
  const r = await t.http.post('/v1/auth/login').send({ username, password: 'correct horse battery' }).expect(200);
  return { token: r.body.accessToken, auth: { Authorization: `Bearer ${r.body.accessToken}` } };
}

describe('a stream opened without an event id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('events-pending');
  });
  afterAll(() => t.close());

  // README "Build a bot": "a stream opened without `Last-Event-ID` first sends every turn already
  // waiting for you (as `your_turn` with `data.pending: true` and no `id:` line, most urgent
  // first), then the events from now on; a stream resumed with `Last-Event-ID` sends exactly the
  // events you missed, and no pending turns."
  it('sends the turns already waiting first (no id, data.pending), then ready; a resumed stream sends only the log', async () => {
    const dee = await register(t, 'dee');
    const eve = await register(t, 'eve');
    const m = (await t.http.post('/v1/matches').set(dee.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(eve.auth).expect(200); // dee: your_turn (2)
    const match = (await t.http.get(`/v1/matches/${m.id}`).set(dee.auth).expect(200)).body;

    const fresh = await sse(t, dee);
    const [turn, ready] = await fresh.until(2);
    fresh.close();
    expect(turn.id).toBeUndefined(); // not an event of the log: Last-Event-ID stays where it was
    expect(turn.event).toBe('your_turn');
    expect(JSON.parse(turn.data!)).toMatchObject({ id: null, type: 'your_turn', matchId: m.id, version: match.version, data: { game: 'allmer-pyramid', seat: 0, pending: true } });
    expect(ready.event).toBe('ready');
    expect(JSON.parse(ready.data!)).toEqual({ kind: 'ready', lastEventId: '2' });

    // Eve has no turn: nothing pending, ready at once.
    const none = await sse(t, eve);
    expect((await none.until(1))[0].event).toBe('ready');
    none.close();

    // Resumed: exactly the events after the id, no pending turn.
    const resumed = await sse(t, dee, '1');
    const frames = await resumed.until(2);
    resumed.close();
    expect(frames.map((f) => [f.id, f.event])).toEqual([['2', 'your_turn'], [undefined, 'ready']]);
  });
});

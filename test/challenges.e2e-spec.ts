/**
 * Correspondence play, part 2 (issue 12, part A): challenges to named users (2 and 3 players),
 * accept, decline with a reason, cancel, expiry by the clock sweep; seeks with automatic pairing
 * (two posted at once pair once), accepting a seek; on REST and GraphQL, with the events in the
 * right users' logs only.
 */
import { randomInt } from 'node:crypto';
import { MatchClock } from '../src/features/matches/match-clock.js';
import { MatchesService } from '../src/features/matches/matches.service.js';
import { ClaimLost, SocialRepository } from '../src/persistence/social.repository.js';
import { gql, ManualClock, register, startApp, type Player, type TestApp } from './support.js';

/**
 * Seeks pair with any compatible open seek, including one left by an earlier run on a shared
 * database: each run's seeks use a clock of their own.
 */
const RUN_CLOCK = 3600 + randomInt(1, 86_400);

type Ev = { type: string; matchId: string | null; data: Record<string, unknown> };

describe('challenges and seeks', () => {
  // Years after the other suites' clocks: on a shared database another suite's sweep never
  // expires these challenges (and this suite's sweep only expires challenges, which only the
  // issue-12 suites make; the social suite's clock is later still).
  const clock = new ManualClock(new Date('2031-01-01T12:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let dan: Player;

  beforeAll(async () => {
    // The paging test sends one player seven challenges; the caps have their own test (budgets.e2e-spec.ts).
    t = await startApp('challenges', { clock }, { PENDING_CHALLENGES_PER_PAIR: '10' });
    [ann, ben, cat, dan] = [await register(t, 'ann'), await register(t, 'ben'), await register(t, 'cat'), await register(t, 'dan')];
  });
  afterAll(() => t.close());

  const events = async (p: Player, after = 0): Promise<Ev[]> => (await t.http.get(`/v1/me/events?after=${after}&limit=500`).set(p.auth).expect(200)).body.items;
  /** Each user's last event id now: events after it are the test's. */
  const mark = async (...ps: Player[]) => Promise.all(ps.map(async (p) => Number((await t.http.get('/v1/me/events?after=0&limit=500').set(p.auth).expect(200)).body.lastEventId)));

  it('a two-player challenge: the challenged user is told, accepts, and the match starts with every seat taken', async () => {
    const [a0, b0, c0] = await mark(ann, ben, cat);
    const ch = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'allmer-pyramid', timeLimitSeconds: 86_400 }).expect(201)).body;
    expect(ch).toMatchObject({ kind: 'challenge', challenger: ann.username, game: 'allmer-pyramid', seatCount: 2, status: 'pending', matchId: null, timeLimitSeconds: 86_400 });
    expect(ch.seats.map((s: { username: string; seat: number; response: string }) => [s.seat, s.username, s.response])).toEqual([
      [0, ann.username, 'accepted'],
      [1, ben.username, 'pending'],
    ]);
    const received = (await events(ben, b0)).filter((e) => e.type === 'challenge_received');
    expect(received).toHaveLength(1);
    expect(received[0].data).toMatchObject({ challengeId: ch.id, challenger: ann.username, game: 'allmer-pyramid', seatCount: 2 });
    // Strangers see nothing of it, and cannot answer it.
    expect((await t.http.get(`/v1/challenges/${ch.id}`).set(cat.auth).expect(404)).body.code).toBe('CHALLENGE_NOT_FOUND');
    expect((await t.http.post(`/v1/challenges/${ch.id}/accept`).set(cat.auth).expect(404)).body.code).toBe('CHALLENGE_NOT_FOUND');
    expect((await t.http.get('/v1/challenges?status=pending').set(ben.auth).expect(200)).body.items.map((c: { id: string }) => c.id)).toContain(ch.id);

    const accepted = (await t.http.post(`/v1/challenges/${ch.id}/accept`).set(ben.auth).expect(200)).body;
    expect(accepted.status).toBe('accepted');
    expect(accepted.matchId).toEqual(expect.any(String));
    const m = (await t.http.get(`/v1/matches/${accepted.matchId}`).set(ben.auth).expect(200)).body;
    expect(m).toMatchObject({ status: 'active', game: 'allmer-pyramid', timeLimitSeconds: 86_400, yourSeat: 1 });
    expect(m.seats.map((s: { user: { username: string } }) => s.user.username)).toEqual([ann.username, ben.username]);
    // Answering again changes nothing.
    expect((await t.http.post(`/v1/challenges/${ch.id}/accept`).set(ben.auth).expect(409)).body).toMatchObject({ code: 'CHALLENGE_NOT_PENDING', matchId: accepted.matchId });

    const annNew = await events(ann, a0);
    expect(annNew.map((e) => e.type)).toEqual(['challenge_accepted', 'your_turn']);
    expect(annNew[1].matchId).toBe(accepted.matchId);
    expect((await events(ben, b0)).map((e) => e.type)).toEqual(['challenge_received', 'match_started']);
    expect(await events(cat, c0)).toEqual([]);
  });

  it('a three-player challenge starts only when both accept; a decline with a reason ends another', async () => {
    const [a0, b0, c0, d0] = await mark(ann, ben, cat, dan);
    const ch = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username, cat.username], game: 'ziggurat' }).expect(201)).body;
    expect(ch.seatCount).toBe(3);
    await t.http.post(`/v1/challenges/${ch.id}/accept`).set(cat.auth).expect(200);
    const half = (await t.http.get(`/v1/challenges/${ch.id}`).set(ann.auth).expect(200)).body;
    expect(half).toMatchObject({ status: 'pending', matchId: null });
    const done = (await t.http.post(`/v1/challenges/${ch.id}/accept`).set(ben.auth).expect(200)).body;
    expect(done.status).toBe('accepted');
    const m = (await t.http.get(`/v1/matches/${done.matchId}`).set(cat.auth).expect(200)).body;
    expect(m.seats.map((s: { user: { username: string } }) => s.user.username)).toEqual([ann.username, ben.username, cat.username]);
    expect(m.status).toBe('active');
    // ann hears of both acceptances; ben of cat's; nobody else hears anything.
    expect((await events(ann, a0)).filter((e) => e.type === 'challenge_accepted').map((e) => e.data.username)).toEqual([cat.username, ben.username]);
    expect((await events(ben, b0)).filter((e) => e.type === 'challenge_accepted').map((e) => e.data.username)).toEqual([cat.username]);
    expect((await events(cat, c0)).filter((e) => e.type === 'challenge_accepted').map((e) => e.data.username)).toEqual([ben.username]);
    expect(await events(dan, d0)).toEqual([]);

    const [a1, b1, c1] = await mark(ann, ben, cat);
    const no = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username, cat.username], game: 'ziggurat' }).expect(201)).body;
    const declined = (await t.http.post(`/v1/challenges/${no.id}/decline`).set(cat.auth).send({ reason: 'too busy' }).expect(200)).body;
    expect(declined.status).toBe('declined');
    expect(declined.seats.find((s: { username: string }) => s.username === cat.username)).toMatchObject({ response: 'declined', reason: 'too busy' });
    for (const [p, from] of [[ann, a1], [ben, b1]] as const) {
      expect((await events(p, from)).filter((e) => e.type === 'challenge_declined').map((e) => e.data)).toEqual([expect.objectContaining({ challengeId: no.id, username: cat.username, reason: 'too busy' })]);
    }
    expect((await events(cat, c1)).filter((e) => e.type === 'challenge_declined')).toEqual([]);
    expect((await t.http.post(`/v1/challenges/${no.id}/accept`).set(ben.auth).expect(409)).body.code).toBe('CHALLENGE_NOT_PENDING');
  });

  it('refuses bad challenges with clear codes and creates nothing', async () => {
    const before = (await t.http.get('/v1/challenges').set(ann.auth).expect(200)).body.items.length;
    expect((await t.http.post('/v1/challenges').set(ann.auth).send({ users: ['nobody_here'], game: 'sabotage' }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    expect((await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ann.username], game: 'sabotage' }).expect(400)).body.code).toBe('CHALLENGE_INVALID');
    expect((await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username, cat.username], game: 'sabotage' }).expect(400)).body.code).toBe('INVALID_SEATS');
    expect((await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'chess' }).expect(400)).body.code).toBe('UNKNOWN_GAME');
    expect((await t.http.post('/v1/challenges').set(ann.auth).send({ users: [], game: 'sabotage' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/challenges').set(ann.auth).expect(200)).body.items.length).toBe(before);
  });

  it('the challenger cancels; a challenge left unanswered expires at the sweep, once', async () => {
    const [b0] = await mark(ben);
    const ch = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'sabotage' }).expect(201)).body;
    expect((await t.http.post(`/v1/challenges/${ch.id}/cancel`).set(ben.auth).expect(403)).body.code).toBe('NOT_CHALLENGER');
    expect((await t.http.post(`/v1/challenges/${ch.id}/decline`).set(ann.auth).send({}).expect(400)).body.code).toBe('CHALLENGE_INVALID');
    expect((await t.http.post(`/v1/challenges/${ch.id}/cancel`).set(ann.auth).expect(200)).body.status).toBe('cancelled');
    expect((await events(ben, b0)).map((e) => e.type)).toEqual(['challenge_received', 'challenge_cancelled']);

    const [a1, b1] = await mark(ann, ben);
    const slow = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'sabotage', expiresInMinutes: 60 }).expect(201)).body;
    expect(slow.expiresAt).toBe(new Date(clock.now().getTime() + 3_600_000).toISOString());
    clock.advance(59 * 60);
    await t.app.get(MatchClock).tick();
    expect((await t.http.get(`/v1/challenges/${slow.id}`).set(ann.auth).expect(200)).body.status).toBe('pending');
    clock.advance(61);
    await t.app.get(MatchClock).tick();
    await t.app.get(MatchClock).tick();
    expect((await t.http.get(`/v1/challenges/${slow.id}`).set(ben.auth).expect(200)).body.status).toBe('expired');
    expect((await t.http.post(`/v1/challenges/${slow.id}/accept`).set(ben.auth).expect(409)).body.code).toBe('CHALLENGE_NOT_PENDING');
    expect((await events(ann, a1)).map((e) => e.type)).toEqual(['challenge_expired']);
    expect((await events(ben, b1)).map((e) => e.type)).toEqual(['challenge_received', 'challenge_expired']);

    // A late answer before any sweep: the challenge expires then, and the answer is refused.
    const late = (await t.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'sabotage', expiresInMinutes: 1 }).expect(201)).body;
    clock.advance(61);
    expect((await t.http.post(`/v1/challenges/${late.id}/accept`).set(ben.auth).expect(409)).body).toMatchObject({ code: 'CHALLENGE_NOT_PENDING', status: 409, challengeStatus: 'expired' });
    expect((await t.http.get(`/v1/challenges/${late.id}`).set(ben.auth).expect(200)).body.status).toBe('expired');
  });

  it('lists challenges a page at a time: every one exactly once, newest first (ties by id), with or without a status, to the end', async () => {
    const [pia, quin] = [await register(t, 'pia'), await register(t, 'quin')];
    const made: { id: string; createdAt: string }[] = [];
    for (let i = 0; i < 7; i++) {
      if (i % 3 === 0) clock.advance(1000); // several in one instant: the id breaks the tie
      made.push((await t.http.post('/v1/challenges').set(pia.auth).send({ users: [quin.username], game: 'sabotage' }).expect(201)).body);
    }
    for (const c of [made[1], made[4]]) await t.http.post(`/v1/challenges/${c.id}/cancel`).set(pia.auth).expect(200);
    const newestFirst = [...made].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : 1)).map((c) => c.id);
    const walk = async (p: Player, query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: string }[]; nextCursor: string | null } = (await t.http.get(`/v1/challenges?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`).set(p.auth).expect(200)).body;
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((c) => c.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await walk(quin, '')).toEqual(newestFirst);
    expect(await walk(pia, '')).toEqual(newestFirst); // sent ones too
    const cancelled = new Set([made[1].id, made[4].id]);
    expect(await walk(quin, '&status=pending')).toEqual(newestFirst.filter((id) => !cancelled.has(id)));
    expect(await walk(quin, '&status=cancelled')).toEqual(newestFirst.filter((id) => cancelled.has(id)));

    const q = 'query($c:String){ challenges(limit: 3, cursor: $c){ items { id } nextCursor } }';
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await gql(t, quin.token, q, { c: cursor });
      expect(page.errors).toBeUndefined();
      seen.push(...page.data!.challenges.items.map((c: { id: string }) => c.id));
      cursor = page.data!.challenges.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    expect((await t.http.get('/v1/challenges?limit=101').set(quin.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/challenges?cursor=bm9wZQ').set(quin.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    expect((await gql(t, quin.token, q, { c: 'nope' })).errors?.[0].extensions?.code).toBe('INVALID_CURSOR');
  });

  it('lists open seeks a page at a time: every one exactly once, oldest first (ties by id), to the end', async () => {
    const ray = await register(t, 'ray');
    const mine: { id: string; createdAt: string }[] = [];
    for (let i = 0; i < 5; i++) {
      if (i % 2 === 0) clock.advance(1000);
      // Clocks of this run only: nothing else pairs with them.
      mine.push((await t.http.post('/v1/seeks').set(ray.auth).send({ game: 'sabotage', timeLimitSeconds: RUN_CLOCK + 100 + i }).expect(201)).body.seek);
    }
    type Page = { items: { id: string; createdAt: string }[]; nextCursor: string | null };
    const restPage = async (c: string | null): Promise<Page> => (await t.http.get(`/v1/seeks?game=sabotage&limit=2${c ? `&cursor=${c}` : ''}`).set(ray.auth).expect(200)).body;
    const gqlPage = async (c: string | null): Promise<Page> => (await gql(t, ray.token, 'query($c:String){ seeks(game:"sabotage", limit: 3, cursor: $c){ items { id createdAt } nextCursor } }', { c })).data!.seeks;
    for (const read of [restPage, gqlPage]) {
      const seen: { id: string; createdAt: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await read(cursor);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      // Every open seek once (other runs' seeks may be listed too), in (createdAt, id) order.
      expect(new Set(seen.map((x) => x.id)).size).toBe(seen.length);
      for (let i = 1; i < seen.length; i++) expect(seen[i - 1].createdAt < seen[i].createdAt || (seen[i - 1].createdAt === seen[i].createdAt && seen[i - 1].id < seen[i].id)).toBe(true);
      const oldestFirst = [...mine].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : 1)).map((x) => x.id);
      expect(seen.map((x) => x.id).filter((id) => oldestFirst.includes(id))).toEqual(oldestFirst);
    }
    expect((await t.http.get('/v1/seeks?limit=101').set(ray.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/seeks?cursor=WzFd').set(ray.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    for (const x of mine) await t.http.delete(`/v1/seeks/${x.id}`).set(ray.auth).expect(200);
  });

  it('challenges over GraphQL: create, list, decline, accept with three players', async () => {
    const created = await gql(t, ann.token, 'mutation($u:[String!]!){ createChallenge(users:$u, game:"ziggurat", timeLimitSeconds: 3600){ id status seatCount seats { seat username response } } }', { u: [ben.username, dan.username] });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createChallenge.id as string;
    expect(created.data!.createChallenge).toMatchObject({ status: 'pending', seatCount: 3 });
    const listed = await gql(t, dan.token, '{ challenges(status: pending){ items { id challenger } nextCursor } }');
    expect(listed.data!.challenges.items).toEqual(expect.arrayContaining([{ id, challenger: ann.username }]));
    expect((await gql(t, ben.token, 'mutation($id:ID!){ acceptChallenge(id:$id){ status matchId } }', { id })).data!.acceptChallenge).toEqual({ status: 'pending', matchId: null });
    const last = await gql(t, dan.token, 'mutation($id:ID!){ acceptChallenge(id:$id){ status matchId } }', { id });
    expect(last.data!.acceptChallenge.status).toBe('accepted');
    const match = await gql(t, dan.token, 'query($id:ID!){ match(id:$id){ status yourSeat timeLimitSeconds } }', { id: last.data!.acceptChallenge.matchId });
    expect(match.data!.match).toEqual({ status: 'active', yourSeat: 2, timeLimitSeconds: 3600 });

    const other = await gql(t, ann.token, 'mutation($u:[String!]!){ createChallenge(users:$u, game:"sabotage"){ id } }', { u: [cat.username] });
    const declined = await gql(t, cat.token, 'mutation($id:ID!){ declineChallenge(id:$id, reason:"other clock please"){ status seats { username reason } } }', { id: other.data!.createChallenge.id });
    expect(declined.data!.declineChallenge.status).toBe('declined');
    expect(declined.data!.declineChallenge.seats[1]).toEqual({ username: cat.username, reason: 'other clock please' });
    const again = await gql(t, cat.token, 'mutation($id:ID!){ acceptChallenge(id:$id){ status } }', { id: other.data!.createChallenge.id });
    expect(again.errors?.[0].extensions?.code).toBe('CHALLENGE_NOT_PENDING');
    const bad = await gql(t, ann.token, 'mutation{ createChallenge(users:["nobody_here"], game:"sabotage"){ id } }');
    expect(bad.errors?.[0].extensions?.code).toBe('USER_NOT_FOUND');
  });

  it('two compatible seeks pair into one match; GET /v1/seeks lists the open ones; incompatible ones wait', async () => {
    const opts = { game: 'sabotage', timeLimitSeconds: RUN_CLOCK };
    const [a0, b0, c0] = await mark(ann, ben, cat);
    const s1 = (await t.http.post('/v1/seeks').set(ann.auth).send(opts).expect(201)).body;
    expect(s1).toMatchObject({ matchId: null, seek: { status: 'open', username: ann.username, seats: 2, timeLimitSeconds: RUN_CLOCK } });
    // Another clock is not compatible.
    const other = (await t.http.post('/v1/seeks').set(cat.auth).send({ game: 'sabotage', timeLimitSeconds: RUN_CLOCK + 1 }).expect(201)).body;
    expect(other.matchId).toBeNull();
    const listed = (await t.http.get('/v1/seeks?game=sabotage').set(ben.auth).expect(200)).body.items.map((s: { id: string }) => s.id);
    expect(listed).toEqual(expect.arrayContaining([s1.seek.id, other.seek.id]));
    expect((await t.http.post('/v1/seeks').set(ann.auth).send(opts).expect(409)).body.code).toBe('SEEK_EXISTS');

    clock.advance(1);
    const s2 = (await t.http.post('/v1/seeks').set(ben.auth).send(opts).expect(201)).body;
    expect(s2.seek.status).toBe('paired');
    expect(s2.matchId).toEqual(expect.any(String));
    expect((await t.http.get(`/v1/seeks/${s1.seek.id}`).set(ann.auth).expect(200)).body).toMatchObject({ status: 'paired', matchId: s2.matchId });
    const m = (await t.http.get(`/v1/matches/${s2.matchId}`).set(ann.auth).expect(200)).body;
    expect(m).toMatchObject({ status: 'active', game: 'sabotage', timeLimitSeconds: RUN_CLOCK });
    expect(m.seats.map((s: { user: { username: string } }) => s.user.username)).toEqual([ann.username, ben.username]); // oldest seek first
    const listedAfter = (await t.http.get('/v1/seeks?game=sabotage').set(ben.auth).expect(200)).body.items.map((s: { id: string }) => s.id);
    expect(listedAfter).not.toContain(s1.seek.id);
    expect(listedAfter).toContain(other.seek.id);
    for (const [p, from] of [[ann, a0], [ben, b0]] as const) {
      expect((await events(p, from)).filter((e) => e.type === 'seek_paired').map((e) => e.matchId)).toEqual([s2.matchId]);
    }
    expect(await events(cat, c0)).toEqual([]);
    // The other seek is cancelled by its owner only.
    expect((await t.http.delete(`/v1/seeks/${other.seek.id}`).set(ann.auth).expect(404)).body.code).toBe('SEEK_NOT_FOUND');
    expect((await t.http.delete(`/v1/seeks/${other.seek.id}`).set(cat.auth).expect(200)).body.status).toBe('cancelled');
    expect((await t.http.delete(`/v1/seeks/${other.seek.id}`).set(cat.auth).expect(409)).body.code).toBe('SEEK_NOT_OPEN');
  });

  it('two seeks posted at the same moment pair exactly once', async () => {
    const eve = await register(t, 'eve');
    const fay = await register(t, 'fay');
    const opts = { game: 'allmer-pyramid', options: { noRemovalLimit: 150 }, timeLimitSeconds: RUN_CLOCK };
    const [r1, r2] = await Promise.all([t.http.post('/v1/seeks').set(eve.auth).send(opts), t.http.post('/v1/seeks').set(fay.auth).send(opts)]);
    expect([r1.status, r2.status]).toEqual([201, 201]);
    const seeks = await Promise.all([r1.body.seek.id, r2.body.seek.id].map(async (id: string) => (await t.http.get(`/v1/seeks/${id}`).set(eve.auth).expect(200)).body));
    expect(seeks.map((s) => s.status)).toEqual(['paired', 'paired']);
    expect(seeks[0].matchId).toBe(seeks[1].matchId);
    const mine = (await t.http.get('/v1/matches?scope=mine&game=allmer-pyramid').set(eve.auth).expect(200)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0].id).toBe(seeks[0].matchId);
  });

  it('two instances on one database: the last two acceptances, and two seeks, sent to both at once make one match each', async () => {
    // A second application on the same database (the same SQLite file, or the shared PostgreSQL).
    const b = await startApp('challenges', { clock }, {}, { keep: true });
    try {
      const [kim, lou, max] = [await register(t, 'kim'), await register(t, 'lou'), await register(t, 'max')];
      for (let round = 0; round < 3; round++) {
        const ch = (await t.http.post('/v1/challenges').set(kim.auth).send({ users: [lou.username, max.username], game: 'ziggurat' }).expect(201)).body;
        const [r1, r2] = await Promise.all([t.http.post(`/v1/challenges/${ch.id}/accept`).set(lou.auth), b.http.post(`/v1/challenges/${ch.id}/accept`).set(max.auth)]);
        expect([r1.status, r2.status]).toEqual([200, 200]);
        const after = (await t.http.get(`/v1/challenges/${ch.id}`).set(kim.auth).expect(200)).body;
        expect(after.status).toBe('accepted');
        const kims = (await t.http.get('/v1/matches?scope=mine&game=ziggurat&limit=100').set(kim.auth).expect(200)).body.items;
        expect(kims.map((m: { id: string }) => m.id)).toContain(after.matchId);
        expect(kims).toHaveLength(round + 1);
      }
      const opts = { game: 'sabotage', options: { rows: 4 }, timeLimitSeconds: RUN_CLOCK + 2 };
      const [s1, s2] = await Promise.all([t.http.post('/v1/seeks').set(kim.auth).send(opts), b.http.post('/v1/seeks').set(lou.auth).send(opts)]);
      expect([s1.status, s2.status]).toEqual([201, 201]);
      const both = await Promise.all([s1.body.seek.id, s2.body.seek.id].map(async (id: string) => (await t.http.get(`/v1/seeks/${id}`).set(kim.auth).expect(200)).body));
      expect(both.map((x) => x.status)).toEqual(['paired', 'paired']);
      expect(both[0].matchId).toBe(both[1].matchId);
      expect((await t.http.get('/v1/matches?scope=mine&game=sabotage').set(lou.auth).expect(200)).body.items).toHaveLength(1);
    } finally {
      await b.close();
    }
  });

  it('a lost claim creates nothing: the second start of one challenge, or of a seek group with a taken seek, rolls its match back', async () => {
    const matches = t.app.get(MatchesService);
    const repo = t.app.get(SocialRepository);
    const [nia, oto] = [await register(t, 'nia'), await register(t, 'oto')];
    const ch = (await t.http.post('/v1/challenges').set(nia.auth).send({ users: [oto.username], game: 'sabotage' }).expect(201)).body;
    const req = { game: 'sabotage', options: {}, seats: 2, visibility: 'public' as const, hints: true, bots: [], spectate: false, rated: false };
    const taken = [{ seat: 0, userId: nia.id }, { seat: 1, userId: oto.id }];
    const start = () => matches.create({ id: nia.id, username: nia.username }, req, { taken, within: (tx, row) => repo.claimChallenge(tx, ch.id, row.id, clock.now(), []) });
    const first = await start();
    await expect(start()).rejects.toBeInstanceOf(ClaimLost);
    const mine = (await t.http.get('/v1/matches?scope=mine&game=sabotage').set(oto.auth).expect(200)).body.items.map((m: { id: string }) => m.id);
    expect(mine).toEqual([first.id]);
    expect((await t.http.get(`/v1/challenges/${ch.id}`).set(oto.auth).expect(200)).body).toMatchObject({ status: 'accepted', matchId: first.id });

    const s1 = (await t.http.post('/v1/seeks').set(nia.auth).send({ game: 'sabotage', timeLimitSeconds: RUN_CLOCK + 3 }).expect(201)).body.seek;
    await t.http.delete(`/v1/seeks/${s1.id}`).set(nia.auth).expect(200);
    const s2 = (await t.http.post('/v1/seeks').set(oto.auth).send({ game: 'sabotage', timeLimitSeconds: RUN_CLOCK + 4 }).expect(201)).body.seek;
    const group = () => matches.create({ id: nia.id, username: nia.username }, req, { taken, within: (tx, row) => repo.claimSeeks(tx, [s1.id, s2.id], row.id, clock.now(), []) });
    await expect(group()).rejects.toBeInstanceOf(ClaimLost);
    expect((await t.http.get(`/v1/seeks/${s2.id}`).set(oto.auth).expect(200)).body.status).toBe('open'); // the open one is not claimed either
    expect((await t.http.get('/v1/matches?scope=mine&game=sabotage').set(oto.auth).expect(200)).body.items).toHaveLength(1);
  });

  it('accepting a seek: at once for two players; three-player seeks gather over GraphQL', async () => {
    const gus = await register(t, 'gus');
    const s = (await t.http.post('/v1/seeks').set(gus.auth).send({ game: 'nos-vigilan', timeLimitSeconds: RUN_CLOCK }).expect(201)).body;
    expect((await t.http.post(`/v1/seeks/${s.seek.id}/accept`).set(gus.auth).expect(409)).body.code).toBe('SEEK_NOT_OPEN');
    const took = (await t.http.post(`/v1/seeks/${s.seek.id}/accept`).set(dan.auth).expect(200)).body;
    expect(took.seek.status).toBe('paired');
    const m = (await t.http.get(`/v1/matches/${took.matchId}`).set(dan.auth).expect(200)).body;
    expect(m.seats.map((x: { user: { username: string } }) => x.user.username)).toEqual([gus.username, dan.username]);
    expect((await t.http.post(`/v1/seeks/${s.seek.id}/accept`).set(cat.auth).expect(409)).body.code).toBe('SEEK_NOT_OPEN');

    const [h1, h2, h3] = [await register(t, 'hal'), await register(t, 'ida'), await register(t, 'jon')];
    const q = `mutation{ createSeek(game:"ziggurat", seats:3, options:{extended:true}, timeLimitSeconds:${RUN_CLOCK}){ matchId seek { id status seats } } }`;
    const first = await gql(t, h1.token, q);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createSeek).toMatchObject({ matchId: null, seek: { status: 'open', seats: 3 } });
    clock.advance(1);
    const listed = await gql(t, h2.token, '{ seeks(game:"ziggurat", limit: 100){ items { id username seats } } }');
    expect(listed.data!.seeks.items).toEqual(expect.arrayContaining([{ id: first.data!.createSeek.seek.id, username: h1.username, seats: 3 }]));
    const second = await gql(t, h2.token, 'mutation($id:ID!){ acceptSeek(id:$id){ matchId seek { status } } }', { id: first.data!.createSeek.seek.id });
    expect(second.data!.acceptSeek).toEqual({ matchId: null, seek: { status: 'open' } }); // two of three
    clock.advance(1);
    const third = await gql(t, h3.token, q);
    const matchId = third.data!.createSeek.matchId as string;
    expect(matchId).toEqual(expect.any(String));
    const match = await gql(t, h1.token, 'query($id:ID!){ match(id:$id){ status options seats { user { username } } } }', { id: matchId });
    expect(match.data!.match.status).toBe('active');
    expect(match.data!.match.options).toMatchObject({ extended: true });
    expect(match.data!.match.seats.map((x: { user: { username: string } }) => x.user.username)).toEqual([h1.username, h2.username, h3.username]);
    const cancel = await gql(t, h1.token, 'mutation($id:ID!){ cancelSeek(id:$id){ status } }', { id: first.data!.createSeek.seek.id });
    expect(cancel.errors?.[0].extensions?.code).toBe('SEEK_NOT_OPEN');
  });
});

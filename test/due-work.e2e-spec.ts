/**
 * Background work shared by several instances on one database (one SQLite file, or PostgreSQL):
 * the clock sweep runs on the holder of its lease, a holder that stops is replaced, and where two
 * sweeps do overlap (the lease lapsed, or a request expired a challenge) each warning, timeout and
 * expiry still happens exactly once. And an instance with nothing due reads only what the lease
 * and the due-time indexes answer.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { MatchClock } from '../src/features/matches/match-clock.js';
import { MovesService } from '../src/features/matches/moves.service.js';
import { ChallengesService } from '../src/features/social/challenges.service.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { MatchesRepository } from '../src/persistence/matches.repository.js';
import { PRUNE_BATCH, UserEventsRepository } from '../src/persistence/user-events.repository.js';
import { externalDatabase, ManualClock, register, startApp, type Player, type TestApp } from './support.js';

type Event = { type: string; matchId: string | null; data: { percentLeft?: number; challengeId?: string } };

describe('background work on two instances', () => {
  // Each describe here has an instant of its own (see 'due work in short blocks').
  const clock = new ManualClock(new Date('2036-01-01T12:00:00Z'));
  const name = 'due-work';
  const file = `./data/test-${name}-${process.pid}.db`;
  const env = { LEASE_NAMESPACE: `due-${randomBytes(4).toString('hex')}` };
  let a: TestApp;
  let b: TestApp;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    if (!externalDatabase()) rmSync(file, { force: true });
    a = await startApp(name, { clock }, env, { keep: true });
    b = await startApp(name, { clock }, env, { keep: true });
    ann = await register(a, 'ann');
    ben = await register(b, 'ben');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (!externalDatabase()) rmSync(file, { force: true });
  });

  const events = async (p: Player): Promise<Event[]> => (await a.http.get('/v1/me/events?after=0').set(p.auth).expect(200)).body.items;
  const started = async (seconds: number): Promise<string> => {
    const m = (await a.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: seconds }).expect(201)).body;
    await b.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    return m.id as string;
  };
  /**
   * Runs `f` on both instances: at once on PostgreSQL. On SQLite one after the other: the two
   * instances share this process, and better-sqlite3 waits for a lock synchronously, so one
   * instance waiting for the other's open transaction would stop the event loop the other needs to
   * finish it (two processes just wait their turn). The second still finds the first's write.
   */
  const both = async <T>(f: (t: TestApp) => Promise<T>): Promise<T[]> => (externalDatabase() ? Promise.all([f(a), f(b)]) : [await f(a), await f(b)]);
  const warnings = async (matchId: string) => {
    const all = [...(await events(ann)), ...(await events(ben))];
    return all.filter((e) => e.type === 'deadline_approaching' && e.matchId === matchId).map((e) => e.data.percentLeft);
  };

  it('one instance at a time holds the sweep; a holder that stops is replaced once its lease lapses', async () => {
    // CLOCK_SWEEP_SECONDS is 0 in tests (no timer): the lease lasts 3 periods of 1 s.
    const [first, second] = await both((t) => t.app.get(MatchClock).tick());
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const [holder, other] = first ? [a, b] : [b, a];
    expect(await other.app.get(MatchClock).tick()).toBe(false);
    expect(await holder.app.get(MatchClock).tick()).toBe(true); // still held
    clock.advance(2);
    expect(await other.app.get(MatchClock).tick()).toBe(false);
    // The holder stops without a word (no release): after 3 s its lease has lapsed.
    clock.advance(2);
    expect(await other.app.get(MatchClock).tick()).toBe(true);
    expect(await holder.app.get(MatchClock).tick()).toBe(false);
  });

  it('sends each deadline warning once per threshold, with both instances sweeping at once', async () => {
    const id = await started(1000);
    clock.advance(700);
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect(await warnings(id)).toEqual([]);
    clock.advance(60); // 24 % left
    const sent = await both((t) => t.app.get(MatchClock).warnDeadlines());
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect(await warnings(id)).toEqual([25]);
    expect(sent.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    clock.advance(160); // 8 % left
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect(await warnings(id)).toEqual([25, 10]);
  });

  it('a move opens a fresh decision: its warnings are due again from its own time', async () => {
    const id = await started(1000);
    clock.advance(800);
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect(await warnings(id)).toEqual([25]);
    const legal = (await a.http.get(`/v1/matches/${id}/legal-moves`).set(ann.auth).expect(200)).body;
    await a.http.post(`/v1/matches/${id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
    clock.advance(700); // 30 % of ben's decision left
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect(await warnings(id)).toEqual([25]);
    clock.advance(60);
    await both((t) => t.app.get(MatchClock).warnDeadlines());
    expect((await events(ben)).filter((e) => e.type === 'deadline_approaching' && e.matchId === id).map((e) => e.data.percentLeft)).toEqual([25]);
  });

  it('times an overdue match out exactly once, with both instances sweeping at once', async () => {
    const id = await started(60);
    clock.advance(61);
    const ended = await both((t) => t.app.get(MatchClock).sweep());
    await both((t) => t.app.get(MatchClock).sweep());
    expect(ended.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const history = (await b.http.get(`/v1/matches/${id}/history`).set(ann.auth).expect(200)).body.entries.map((e: { kind: string }) => e.kind);
    expect(history.filter((k: string) => k === 'timeout')).toHaveLength(1);
    expect((await a.http.get(`/v1/matches/${id}`).set(ann.auth).expect(200)).body.status).toBe('finished');
  });

  it('expires a challenge exactly once, with both instances expiring at once', async () => {
    const ch = (await a.http.post('/v1/challenges').set(ann.auth).send({ users: [ben.username], game: 'sabotage', expiresInMinutes: 1 }).expect(201)).body;
    clock.advance(61);
    await both((t) => t.app.get(ChallengesService).expire());
    await both((t) => t.app.get(ChallengesService).expire());
    for (const p of [ann, ben]) {
      expect((await events(p)).filter((e) => e.type === 'challenge_expired' && e.data.challengeId === ch.id)).toHaveLength(1);
    }
    expect((await b.http.get(`/v1/challenges/${ch.id}`).set(ben.auth).expect(200)).body.status).toBe('expired');
  });
});

/**
 * The statements an instance runs per period, counted at the Prisma client (every model call and
 * transaction) on a database of its own (a SQLite file, whatever the suite's database: others'
 * rows would be others' due work).
 */
describe('an instance with nothing due', () => {
  const clock = new ManualClock(new Date('2036-02-01T12:00:00Z'));
  const file = `./data/test-due-idle-${process.pid}.db`;
  const env = { DATABASE_URL: `file:${file}`, LEASE_NAMESPACE: 'idle' };
  let a: TestApp;
  let b: TestApp;
  const calls: string[] = [];

  /** Records `model.method` (with the number of rows a read answered) for each call on `prisma.db`. */
  function record(t: TestApp): void {
    const prisma = t.app.get(PrismaService);
    const db = prisma.db as unknown as Record<string, unknown>;
    const wrapped = new Proxy(db, {
      get(target, model: string) {
        const delegate = target[model];
        if (typeof delegate === 'function') return (...args: unknown[]) => (calls.push(model), (delegate as (...a: unknown[]) => unknown).apply(target, args));
        if (!delegate || typeof delegate !== 'object') return delegate;
        return new Proxy(delegate as Record<string, unknown>, {
          get(d, method: string) {
            const f = d[method];
            if (typeof f !== 'function') return f;
            return async (...args: unknown[]) => {
              const out: unknown = await (f as (...a: unknown[]) => Promise<unknown>).apply(d, args);
              calls.push(`${model}.${method}${Array.isArray(out) ? `:${out.length}` : ''}`);
              return out;
            };
          },
        });
      },
    });
    Object.defineProperty(prisma, 'db', { value: wrapped });
  }

  beforeAll(async () => {
    rmSync(file, { force: true });
    a = await startApp('due-idle', { clock }, env, { keep: true });
    b = await startApp('due-idle', { clock }, env, { keep: true });
    // Running matches with clocks, none of them due.
    const ann = await register(a, 'ann');
    const ben = await register(a, 'ben');
    for (let i = 0; i < 3; i++) {
      const m = (await a.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: 3600 }).expect(201)).body;
      await a.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
    }
    record(a);
    record(b);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(file, { force: true });
  });

  it('the holder reads each due-time index once, finding nothing, and renews its lease every other period; the other reads only the lease', async () => {
    expect(await a.app.get(MatchClock).tick()).toBe(true); // the first tick also prunes (hourly)
    // Overdue matches, deadline warnings, expired challenges, due tournaments (Tournament.dueAt).
    const due = ['match.findMany:0', 'match.findMany:0', 'challenge.findMany:0', 'tournament.findMany:0'];
    clock.advance(1);
    calls.length = 0;
    expect(await a.app.get(MatchClock).tick()).toBe(true);
    expect(calls).toEqual(due);
    clock.advance(1);
    calls.length = 0;
    expect(await a.app.get(MatchClock).tick()).toBe(true);
    expect(calls).toEqual(['lease.findUnique', 'lease.updateMany', ...due]);
    calls.length = 0;
    expect(await b.app.get(MatchClock).tick()).toBe(false);
    expect(calls).toEqual(['lease.findUnique']);
  });
});

/**
 * Due work goes in short blocks with the event loop's turns between them (issue 35: an idle
 * instance whose due work had piled up stalled for 300-600 ms at a time). On SQLite Prisma's
 * statements run synchronously and its promises settle as microtasks, so only an explicit turn
 * (setImmediate) lets timers and sockets in. Counted here, not timed: a chain of setImmediate
 * callbacks counts the loop's turns, read at each row a job handles.
 */
describe('due work in short blocks', () => {
  // An instant of its own: suites on one PostgreSQL database see each other's matches, and matches
  // left here with deadlines at ManualClock's default instant were timed out by clock.e2e-spec's
  // sweep (CI, PostgreSQL, when this suite ran first).
  const clock = new ManualClock(new Date('2036-04-01T12:00:00Z'));
  const file = `./data/test-due-blocks-${process.pid}.db`;
  let t: TestApp;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    rmSync(file, { force: true });
    t = await startApp('due-blocks', { clock }, { DATABASE_URL: `file:${file}` }, { keep: true });
    ann = await register(t, 'ann');
    ben = await register(t, 'ben');
  });
  afterAll(async () => {
    await t.close();
    rmSync(file, { force: true });
  });

  /** Replaces `obj[method]` with a wrapper that records the loop's turn count at each call and what it answered. */
  function watch<T extends object, K extends keyof T>(obj: T, method: K): { calls: { turn: number; answer: unknown }[]; restore(): void } {
    let turns = 0;
    let handle = setImmediate(function count() {
      turns++;
      handle = setImmediate(count);
    });
    const original = obj[method] as (...a: unknown[]) => Promise<unknown>;
    const calls: { turn: number; answer: unknown }[] = [];
    (obj as Record<K, unknown>)[method] = async (...args: unknown[]) => {
      const turn = turns;
      const answer = await original.apply(obj, args);
      calls.push({ turn, answer });
      return answer;
    };
    return {
      calls,
      restore() {
        clearImmediate(handle);
        (obj as Record<K, unknown>)[method] = original;
      },
    };
  }
  /** Each call after the first came at a later turn of the event loop than the one before. */
  const turnsBetween = (calls: { turn: number }[]) => calls.slice(1).every((c, i) => c.turn > calls[i]!.turn);

  const started = async (seconds: number): Promise<void> => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: seconds }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).expect(200);
  };

  it('prunes a backlog of old events in statements of at most PRUNE_BATCH rows, with a turn between statements', async () => {
    const events = t.app.get(UserEventsRepository);
    const old = clock.now().getTime() - (t.config.EVENT_RETENTION_DAYS + 10) * 86_400_000;
    const backlog = PRUNE_BATCH * 2 + PRUNE_BATCH / 2;
    // Each at a time of its own (the events of one commit share a time and go together).
    for (let i = 0; i < backlog; i++) await events.append([{ userId: ann.id, type: 'your_turn', matchId: null, version: null, data: {} }], new Date(old + i));
    const w = watch(events, 'pruneBatch');
    try {
      expect(await t.app.get(MatchClock).pruneEvents(true)).toBe(backlog);
    } finally {
      w.restore();
    }
    expect(w.calls.map((c) => c.answer)).toEqual([PRUNE_BATCH, PRUNE_BATCH, PRUNE_BATCH / 2, 0]);
    expect(turnsBetween(w.calls)).toBe(true);
  });

  it('sends due deadline warnings one match per turn of the event loop', async () => {
    for (let i = 0; i < 3; i++) await started(1000);
    clock.advance(760); // 24 % left in each
    const w = watch(t.app.get(MatchesRepository), 'markDeadlineWarned');
    try {
      expect(await t.app.get(MatchClock).warnDeadlines()).toBe(3);
    } finally {
      w.restore();
    }
    expect(w.calls).toHaveLength(3);
    expect(turnsBetween(w.calls)).toBe(true);
  });

  // A timeout goes through the move path, whose group commit already waits a turn (hot/sqlite.ts):
  // this holds with or without the sweep's own turn, and keeps holding if that path changes.
  it('times overdue matches out one per turn of the event loop', async () => {
    for (let i = 0; i < 3; i++) await started(60);
    clock.advance(61);
    const w = watch(t.app.get(MovesService), 'timeOut');
    try {
      expect(await t.app.get(MatchClock).sweep()).toBeGreaterThanOrEqual(3);
    } finally {
      w.restore();
    }
    expect(w.calls.length).toBeGreaterThanOrEqual(3);
    expect(turnsBetween(w.calls)).toBe(true);
  });
});

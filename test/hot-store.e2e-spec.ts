/**
 * The hot paths' prepared statements (src/persistence/hot/) on the suite's real database: SQLite
 * by default, PostgreSQL when DATABASE_URL names one. They must read and write exactly what
 * Prisma reads and writes, and decide version races in the database.
 */
import Database from 'better-sqlite3';
import { copyFileSync, rmSync, statSync } from 'node:fs';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { withSeats } from '../src/persistence/matches.repository.js';
import { SqliteHotStore } from '../src/persistence/hot/sqlite.js';
import { PostgresHotStore } from '../src/persistence/hot/postgres.js';
import { PROBE_SQL, VersionConflict, type MatchAfterMove, type MoveInsert } from '../src/persistence/hot/rows.js';
import { CHECKPOINT_EVERY } from '../src/persistence/hot/wal-checkpoints.js';
import { settlement } from '../src/domain/ratings/settlement.js';
import { initialClock } from '../src/domain/clock-policy.js';
import { DEFAULT_RATING, glicko2 } from '../src/domain/ratings/glicko2.js';
import { register, startApp, type Player, type TestApp } from './support.js';

describe('hot data layer (prepared statements)', () => {
  let t: TestApp;
  let prisma: PrismaService;
  let ann: Player;
  let bob: Player;

  beforeAll(async () => {
    t = await startApp('hot-store');
    prisma = t.app.get(PrismaService);
    ann = await register(t, 'hot_ann');
    bob = await register(t, 'hot_bob');
  });
  afterAll(() => t.close());

  const viaPrisma = (id: string) =>
    prisma.db.match.findUnique({ where: { id }, include: withSeats });

  /** Private, so that on a database shared by suites no list shows its test-only states. */
  async function twoPlayerMatch(): Promise<string> {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', timeLimitSeconds: 3600, visibility: 'private' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).send({ inviteCode: m.inviteCode }).expect(200);
    return m.id as string;
  }

  const entry = (seq: number, hash: string): MoveInsert => ({ seq, seat: 0, userId: ann.id, kind: 'move', move: '{"type":"test"}', idempotencyKey: `k${seq}-${hash}`, hash });
  const after = (ply: number, at: Date): MatchAfterMove => ({
    status: 'active', state: '{"probe":true}', toAct: '[1]', outcome: null, ply, decisionVersion: 7, clock: probeClock(at), deadline: new Date(at.getTime() + 60_000), warnAt: new Date(at.getTime() + 45_000), finishedAt: null, updatedAt: at,
  });
  // A well-formed clock (seat 1 to act for 60 s from `at`): suites sharing a PostgreSQL database
  // sweep each other's matches, so the probe row must be one the service can time out.
  const probeClock = (at: Date): string => {
    const c = initialClock({ perMoveSeconds: 60, daysPerMove: null, bankSeconds: 0, incrementSeconds: 0 }, 2);
    c.seats[1].since = at.getTime();
    return JSON.stringify(c);
  };

  it('loads a match with its seats exactly as Prisma does, field for field', async () => {
    const id = await twoPlayerMatch();
    const hot = await prisma.hot.findMatch(id);
    expect(hot).toEqual(await viaPrisma(id));
    expect(hot!.seats.map((s) => s.user.username)).toEqual([ann.username, bob.username]);
    expect(hot!.lastHash).toBe(hot!.seedHash);
    expect(await prisma.hot.findMatch('no-such-match')).toBeNull();
  });

  it('answers loads asked for together each with its own match (PostgreSQL reads them in one query)', async () => {
    const [a, b] = [await twoPlayerMatch(), await twoPlayerMatch()];
    const [ra, rb, missing, ra2] = await Promise.all([prisma.hot.findMatch(a), prisma.hot.findMatch(b), prisma.hot.findMatch('no-such-match'), prisma.hot.findMatch(a)]);
    expect(ra).toEqual(await viaPrisma(a));
    expect(rb).toEqual(await viaPrisma(b));
    expect(missing).toBeNull();
    expect(ra2).toEqual(ra);
    expect(ra2).not.toBe(ra); // each caller gets its own object
  });

  it('commits a log entry and the match columns in one step, readable by Prisma (times included)', async () => {
    const id = await twoPlayerMatch();
    const before = (await prisma.hot.findMatch(id))!;
    const at = new Date('2031-05-06T07:08:09.123Z');
    await prisma.hot.appendMove(id, before.version, entry(before.ply + 1, 'h1'), after(before.ply + 1, at));
    const p = (await viaPrisma(id))!;
    expect(p).toMatchObject({ version: before.version + 1, ply: 1, state: '{"probe":true}', toAct: '[1]', decisionVersion: 7, clock: probeClock(at), lastHash: 'h1', updatedAt: at });
    expect(p.deadline!.toISOString()).toBe('2031-05-06T07:09:09.123Z');
    expect(await prisma.hot.findMatch(id)).toEqual(p);
    const logged = await prisma.db.move.findUnique({ where: { matchId_seq: { matchId: id, seq: 1 } } });
    expect(logged).toMatchObject({ hash: 'h1', seat: 0, kind: 'move', createdAt: at });
    expect(await prisma.hot.moveByKey(id, ann.id, 'k1-h1')).toEqual(logged);
    // The deadline sweep (Prisma) compares what the hot path wrote.
    expect((await prisma.db.match.findMany({ where: { id, deadline: { lte: new Date('2031-05-06T07:09:10Z') } } })).length).toBe(1);
    expect((await prisma.db.match.findMany({ where: { id, deadline: { lte: new Date('2031-05-06T07:09:09Z') } } })).length).toBe(0);
  });

  it('writes the status and deadline whether a move keeps them or changes them', async () => {
    const id = await twoPlayerMatch();
    const at = new Date('2031-05-06T07:08:09.123Z');
    const commit = async (ply: number, change: Partial<MatchAfterMove>) => {
      const row = (await prisma.hot.findMatch(id))!;
      await prisma.hot.appendMove(id, row.version, entry(ply, `s${ply}`), { ...after(ply, at), ...change });
      return (await viaPrisma(id))!;
    };
    // Ply 1 sets the deadline; ply 2 keeps it and the status (the statement that leaves both, and
    // their indexes, alone), ply 3 moves the deadline, ply 4 ends the match.
    expect((await commit(1, {})).deadline!.toISOString()).toBe('2031-05-06T07:09:09.123Z');
    expect(await commit(2, { state: '{"kept":true}' })).toMatchObject({ status: 'active', state: '{"kept":true}', ply: 2, lastHash: 's2', deadline: new Date('2031-05-06T07:09:09.123Z') });
    expect(await commit(3, { deadline: new Date('2031-05-06T08:00:00Z') })).toMatchObject({ status: 'active', ply: 3, deadline: new Date('2031-05-06T08:00:00Z') });
    const ended = await commit(4, { status: 'finished', deadline: null, finishedAt: at, toAct: '[]' });
    expect(ended).toMatchObject({ status: 'finished', ply: 4, deadline: null, finishedAt: at, lastHash: 's4' });
    // The deadline sweep's query (Prisma, by status and deadline) no longer finds it.
    expect(await prisma.db.match.count({ where: { id, status: 'active', deadline: { not: null } } })).toBe(0);
    // A stale version still changes nothing, whichever statement it meets.
    await expect(prisma.hot.appendMove(id, ended.version - 1, entry(5, 's5'), { ...after(5, at), status: 'finished', deadline: null, finishedAt: at })).rejects.toBeInstanceOf(VersionConflict);
    expect((await viaPrisma(id))!.version).toBe(ended.version);
  });

  it("settles a match's end in its commit: not when the version is stale, and never twice for one match", async () => {
    const [cy, di] = [await register(t, 'hot_cy'), await register(t, 'hot_di')];
    const m = (await t.http.post('/v1/matches').set(cy.auth).send({ game: 'sabotage', rated: true, visibility: 'private' }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(di.auth).send({ inviteCode: m.inviteCode }).expect(200);
    const row = (await prisma.hot.findMatch(m.id))!;
    const at = new Date('2031-05-06T07:08:09.123Z');
    const end: MatchAfterMove = { ...after(1, at), status: 'finished', toAct: '[]', outcome: '{}', deadline: null, finishedAt: at };
    const settle = () => settlement({ matchId: m.id, gameId: 'sabotage', rated: true, seats: [{ seat: 0, userId: cy.id }, { seat: 1, userId: di.id }], result: { winners: [0], draw: false, scores: null, endedBy: 'rules' }, at });
    const standings = () => prisma.db.rating.findMany({ where: { userId: { in: [cy.id, di.id] } }, orderBy: { userId: 'asc' } });

    await expect(prisma.hot.appendMove(m.id, row.version - 1, entry(1, 's0'), end, [], settle())).rejects.toBeInstanceOf(VersionConflict);
    expect(await standings()).toEqual([]);

    await prisma.hot.appendMove(m.id, row.version, entry(1, 's1'), end, [], settle());
    const won = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
    const cyRow = (await prisma.db.rating.findUnique({ where: { userId_gameId: { userId: cy.id, gameId: 'sabotage' } } }))!;
    expect(cyRow).toMatchObject({ rating: won.rating, rd: won.rd, volatility: won.volatility, ratedMatches: 1, won: 1, lost: 0, ratedAt: at, playedAt: at });
    const settled = await standings();
    expect(settled).toHaveLength(2);

    // The match put back to its old version (a row written by some other path): the history's
    // (match, user) key refuses the second application, and the whole end rolls back.
    await prisma.db.match.update({ where: { id: m.id }, data: { version: row.version } });
    await expect(prisma.hot.appendMove(m.id, row.version, entry(2, 's2'), { ...end, ply: 2 }, [], settle())).rejects.toBeInstanceOf(VersionConflict);
    expect(await standings()).toEqual(settled);
    expect((await prisma.hot.moves(m.id)).map((x) => x.hash)).toEqual(['s1']);
    expect(await prisma.db.ratingHistory.count({ where: { matchId: m.id } })).toBe(2);
  });

  it('refuses a stale version or a taken ply with VersionConflict and changes nothing', async () => {
    const id = await twoPlayerMatch();
    const row = (await prisma.hot.findMatch(id))!;
    await expect(prisma.hot.appendMove(id, row.version - 1, entry(1, 'x'), after(1, new Date()))).rejects.toBeInstanceOf(VersionConflict);
    await prisma.hot.appendMove(id, row.version, entry(1, 'a'), after(1, new Date()));
    // Right version, but ply 1 already logged (a row written by some other path): the unique key decides.
    await prisma.db.match.update({ where: { id }, data: { version: { decrement: 1 } } });
    await expect(prisma.hot.appendMove(id, row.version, entry(1, 'b'), after(1, new Date()))).rejects.toBeInstanceOf(VersionConflict);
    const moves = await prisma.hot.moves(id);
    expect(moves.map((m) => m.hash)).toEqual(['a']);
    expect((await prisma.hot.findMatch(id))!.lastHash).toBe('a');
  });

  it('keeps an idempotency key unique per match and user, and indexes only the moves sent with one', async () => {
    const id = await twoPlayerMatch();
    let row = (await prisma.hot.findMatch(id))!;
    const keyed = (seq: number, key: string | null): MoveInsert => ({ ...entry(seq, `i${seq}`), idempotencyKey: key });
    for (const [seq, key] of [[1, null], [2, null], [3, 'same-key']] as const) {
      await prisma.hot.appendMove(id, row.version, keyed(seq, key), after(seq, new Date()));
      row = (await prisma.hot.findMatch(id))!;
    }
    // The same key again from the same user, at the right version: the database refuses it.
    await expect(prisma.hot.appendMove(id, row.version, keyed(4, 'same-key'), after(4, new Date()))).rejects.toBeInstanceOf(VersionConflict);
    expect((await prisma.hot.moves(id)).map((m) => m.hash)).toEqual(['i1', 'i2', 'i3']);
    expect((await prisma.hot.moveByKey(id, ann.id, 'same-key'))!.seq).toBe(3);
    // Partial (migration 20261124000000): a migration Prisma generates may drop the WHERE (prisma#14651).
    const definition =
      prisma.provider === 'sqlite'
        ? (await prisma.db.$queryRawUnsafe<{ sql: string }[]>(`SELECT "sql" FROM "sqlite_master" WHERE "name" = 'Move_matchId_userId_idempotencyKey_key'`))[0].sql
        : (await prisma.db.$queryRawUnsafe<{ indexdef: string }[]>(`SELECT "indexdef" FROM "pg_indexes" WHERE "indexname" = 'Move_matchId_userId_idempotencyKey_key'`))[0].indexdef;
    expect(definition).toMatch(/UNIQUE INDEX.*WHERE \(?"idempotencyKey" IS NOT NULL\)?$/);
  });

  it('lets exactly one of many concurrent commits at the same version through', async () => {
    const id = await twoPlayerMatch();
    const row = (await prisma.hot.findMatch(id))!;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => prisma.hot.appendMove(id, row.version, entry(1, `c${i}`), after(1, new Date()))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflict);
    expect(await prisma.hot.moves(id)).toHaveLength(1);
  });

  it('commits moves of several matches requested together, a stale one failing alone (group commit)', async () => {
    const ids = await Promise.all([twoPlayerMatch(), twoPlayerMatch(), twoPlayerMatch()]);
    const rows = await Promise.all(ids.map((id) => prisma.hot.findMatch(id)));
    const results = await Promise.allSettled([
      ...ids.map((id, i) => prisma.hot.appendMove(id, rows[i]!.version, entry(1, `g${i}`), after(1, new Date()))),
      prisma.hot.appendMove(ids[0], rows[0]!.version - 1, entry(1, 'stale'), after(1, new Date())),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    for (const [i, id] of ids.entries()) {
      expect((await prisma.hot.moves(id)).map((m) => m.hash)).toEqual([`g${i}`]);
      expect((await viaPrisma(id))!.version).toBe(rows[i]!.version + 1);
    }
  });

  it('commits moves of different matches requested together, each answered by its own outcome (PostgreSQL: one statement)', async () => {
    const ids = await Promise.all([twoPlayerMatch(), twoPlayerMatch(), twoPlayerMatch()]);
    const rows = (await Promise.all(ids.map((id) => prisma.hot.findMatch(id)))).map((r) => r!);
    // A stale version among them fails alone.
    const first = await Promise.allSettled([
      prisma.hot.appendMove(ids[0], rows[0].version, entry(1, 'd0'), after(1, new Date())),
      prisma.hot.appendMove(ids[1], rows[1].version - 1, entry(1, 'd1'), after(1, new Date())),
      prisma.hot.appendMove(ids[2], rows[2].version, entry(1, 'd2'), after(1, new Date())),
    ]);
    expect(first.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((first[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    expect((await prisma.hot.moves(ids[1])).length).toBe(0);
    // A taken ply at the right version (a row some other path wrote) refuses the whole statement
    // on PostgreSQL; each is then written alone, and only that one fails.
    await prisma.db.match.update({ where: { id: ids[2] }, data: { version: { decrement: 1 } } });
    const second = await Promise.allSettled([
      prisma.hot.appendMove(ids[0], rows[0].version + 1, entry(2, 'e0'), after(2, new Date())),
      prisma.hot.appendMove(ids[2], rows[2].version, entry(1, 'e2'), after(1, new Date())),
    ]);
    expect(second.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((second[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    expect((await prisma.hot.moves(ids[0])).map((m) => m.hash)).toEqual(['d0', 'e0']);
    expect((await prisma.hot.moves(ids[2])).map((m) => m.hash)).toEqual(['d2']);
    expect(await prisma.hot.findMatch(ids[0])).toEqual(await viaPrisma(ids[0]));
    expect((await viaPrisma(ids[0]))!).toMatchObject({ version: rows[0].version + 2, ply: 2, lastHash: 'e0', state: '{"probe":true}' });
  });

  it("commits moves with events of different matches together, numbering each user's events in the order asked", async () => {
    const ids = await Promise.all([twoPlayerMatch(), twoPlayerMatch(), twoPlayerMatch(), twoPlayerMatch()]);
    const rows = (await Promise.all(ids.map((id) => prisma.hot.findMatch(id)))).map((r) => r!);
    const seqOf = async (userId: string) => (await prisma.db.user.findUniqueOrThrow({ where: { id: userId } })).eventSeq;
    const [annBefore, bobBefore] = [await seqOf(ann.id), await seqOf(bob.id)];
    const turn = (id: string, version: number) => ({ userId: bob.id, type: 'your_turn' as const, matchId: id, version: version + 1, data: { matchId: id, probe: version } });
    // Bob is told of three moves (one in each of three matches) and Ann of one; the fourth commit is
    // stale, so its events (to both) must not be written or counted.
    const results = await Promise.allSettled([
      prisma.hot.appendMove(ids[0], rows[0].version, entry(1, 'v0'), after(1, new Date()), [turn(ids[0], rows[0].version)]),
      prisma.hot.appendMove(ids[1], rows[1].version, entry(1, 'v1'), after(1, new Date()), [turn(ids[1], rows[1].version), { ...turn(ids[1], rows[1].version), userId: ann.id }]),
      prisma.hot.appendMove(ids[2], rows[2].version - 1, entry(1, 'v2'), after(1, new Date()), [turn(ids[2], rows[2].version), { ...turn(ids[2], rows[2].version), userId: ann.id }]),
      prisma.hot.appendMove(ids[3], rows[3].version, entry(1, 'v3'), after(1, new Date()), [turn(ids[3], rows[3].version)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    expect(await seqOf(bob.id)).toBe(bobBefore + 3);
    expect(await seqOf(ann.id)).toBe(annBefore + 1);
    const since = { [ann.id]: annBefore, [bob.id]: bobBefore };
    const logged = await prisma.db.userEvent.findMany({ where: { userId: { in: [ann.id, bob.id] }, matchId: { in: ids } }, orderBy: [{ userId: 'asc' }, { seq: 'asc' }] });
    const of = (userId: string) => logged.filter((e) => e.userId === userId && e.seq > since[userId]).map((e) => ({ seq: e.seq, matchId: e.matchId, version: e.version, data: JSON.parse(e.data) as unknown }));
    expect(of(bob.id)).toEqual([0, 1, 3].map((k, n) => ({ seq: bobBefore + 1 + n, matchId: ids[k], version: rows[k].version + 1, data: { matchId: ids[k], probe: rows[k].version } })));
    expect(of(ann.id)).toEqual([{ seq: annBefore + 1, matchId: ids[1], version: rows[1].version + 1, data: { matchId: ids[1], probe: rows[1].version } }]);
    expect((await prisma.hot.moves(ids[2])).length).toBe(0);
  });

  it("numbers each user's events without a gap or a repeat while two instances race for the same moves", async () => {
    // A second store on the same database, as a second instance of the service has.
    const other = prisma.provider === 'sqlite' ? new SqliteHotStore(t.config.DATABASE_URL.slice('file:'.length), 'FULL', 5000) : new PostgresHotStore(t.config.DATABASE_URL, 4);
    const cy = await register(t, 'hot_race');
    const users = [ann.id, bob.id, cy.id];
    const ids = await Promise.all(Array.from({ length: 8 }, () => twoPlayerMatch()));
    const seqs = async () => new Map((await prisma.db.user.findMany({ where: { id: { in: users } } })).map((u) => [u.id, u.eventSeq]));
    const before = await seqs();
    const told = new Map(users.map((u) => [u, 0]));
    try {
      for (let round = 0; round < 6; round++) {
        const rows = (await Promise.all(ids.map((id) => prisma.hot.findMatch(id)))).map((r) => r!);
        // Each instance commits a move in every match at the same version, telling two or three
        // users in an order of its own: one commit per match wins, the other is a conflict.
        const outcomes = await Promise.allSettled(
          [prisma.hot, other].flatMap((store, k) =>
            rows.map((r, i) => {
              const to = (k + i) % 2 ? [...users].reverse() : users;
              const notify = to.slice(0, 2 + ((i + round) % 2));
              const ply = r.ply + 1;
              return store
                .appendMove(r.id, r.version, entry(ply, `race${k}-${ply}`), after(ply, new Date()), notify.map((userId) => ({ userId, type: 'your_turn' as const, matchId: r.id, version: r.version + 1, data: { round } })))
                .then(() => notify.forEach((u) => told.set(u, told.get(u)! + 1)));
            }),
          ),
        );
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(VersionConflict);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(ids.length);
      }
    } finally {
      await other.close();
    }
    const now = await seqs();
    for (const u of users) {
      const events = await prisma.db.userEvent.findMany({ where: { userId: u, seq: { gt: before.get(u)! } }, orderBy: { seq: 'asc' } });
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: told.get(u)! }, (_, n) => before.get(u)! + 1 + n));
      expect(now.get(u)).toBe(before.get(u)! + told.get(u)!);
    }
    for (const id of ids) expect((await prisma.hot.moves(id)).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers the loads and commits asked for before it closes', async () => {
    // A store of its own, closed in the same turn as the requests (they are batched at its end).
    const store = prisma.provider === 'sqlite' ? new SqliteHotStore(t.config.DATABASE_URL.slice('file:'.length), 'FULL', 1000) : new PostgresHotStore(t.config.DATABASE_URL, 2);
    const ids = await Promise.all([twoPlayerMatch(), twoPlayerMatch()]);
    const rows = (await Promise.all(ids.map((id) => prisma.hot.findMatch(id)))).map((r) => r!);
    const asked = Promise.all([
      ...ids.map((id, i) => store.appendMove(id, rows[i].version, entry(1, `z${i}`), after(1, new Date()))),
      store.findMatch(ids[0]).then((r) => r!.id),
    ]);
    await store.close();
    expect(await asked).toEqual([undefined, undefined, ids[0]]);
    for (const [i, id] of ids.entries()) expect((await prisma.hot.moves(id)).map((m) => m.hash)).toEqual([`z${i}`]);
  });

  it('reads a slice of the log: the plies after one, up to another', async () => {
    const id = await twoPlayerMatch();
    let row = (await prisma.hot.findMatch(id))!;
    for (let seq = 1; seq <= 5; seq++) {
      await prisma.hot.appendMove(id, row.version, entry(seq, `s${seq}`), after(seq, new Date()));
      row = (await prisma.hot.findMatch(id))!;
    }
    expect((await prisma.hot.moves(id)).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await prisma.hot.moves(id, 4, 1)).map((m) => m.seq)).toEqual([2, 3, 4]);
    expect((await prisma.hot.moves(id, 3)).map((m) => m.hash)).toEqual(['s1', 's2', 's3']);
  });

  it('waits for a write lock without blocking the event loop (SQLite), then commits', async () => {
    if (prisma.provider !== 'sqlite') return;
    // Two moves requested together, so a batch (not only a lone commit) goes to the writer.
    const ids = [await twoPlayerMatch(), await twoPlayerMatch()];
    const rows = await Promise.all(ids.map(async (id) => (await prisma.hot.findMatch(id))!));
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    let committed = 0;
    let pending: Promise<unknown> | null = null;
    // Prisma's interactive transaction holds the write lock across awaits.
    await prisma.db.$transaction(async (tx) => {
      await tx.match.update({ where: { id: ids[0] }, data: { updatedAt: new Date() } });
      pending = Promise.all(ids.map((id, i) => prisma.hot.appendMove(id, rows[i].version, entry(1, `late${i}`), after(1, new Date())).then(() => committed++)));
      await new Promise((r) => setTimeout(r, 150));
      expect(committed).toBe(0);
    });
    await pending;
    clearInterval(ticker);
    expect(committed).toBe(2);
    // A synchronous lock wait would have frozen the loop: the transaction's own timer could not
    // fire, it could not commit, and the commits would have failed with SQLITE_BUSY instead.
    expect(ticks).toBeGreaterThan(0);
    for (const [i, id] of ids.entries()) expect((await prisma.hot.findMatch(id))!.lastHash).toBe(`late${i}`);
  });

  /**
   * The log entries of `id` in the database file alone, without its write-ahead log (SQLite); -1
   * when the copy was taken while a checkpoint was writing the file (a torn copy).
   */
  const inFile = (file: string, id: string): number => {
    const copy = `${file}.copy-${process.pid}`;
    copyFileSync(file, copy);
    const db = new Database(copy, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM "Move" WHERE "matchId" = ?').get(id) as { n: number }).n;
    } catch {
      return -1;
    } finally {
      db.close();
      for (const f of [copy, `${copy}-wal`, `${copy}-shm`]) rmSync(f, { force: true });
    }
  };

  it('copies moves committed on the event loop into the database file itself every few commits (SQLite)', async () => {
    if (prisma.provider !== 'sqlite') return;
    const file = t.config.DATABASE_URL.slice('file:'.length);
    // A store of its own that asks for a checkpoint every 3 commits made on the event loop.
    const store = new SqliteHotStore(file, 'FULL', 1000, 3);
    try {
      const id = await twoPlayerMatch();
      for (let seq = 1; seq <= 3; seq++) {
        // One at a time, the writer idle: each is written on the event loop.
        await store.appendMove(id, (await store.findMatch(id))!.version, entry(seq, `w${seq}`), after(seq, new Date()));
        if (seq === 2) expect(inFile(file, id)).toBe(0); // still only in the log
      }
      const until = Date.now() + 5000;
      while (inFile(file, id) < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(inFile(file, id)).toBe(3);
    } finally {
      await store.close();
    }
  });

  it('starts the write-ahead log over while moves keep coming, so it does not grow without end (SQLite)', async () => {
    if (prisma.provider !== 'sqlite') return;
    const file = t.config.DATABASE_URL.slice('file:'.length);
    // A checkpoint every 100 commits made on the event loop, of moves whose state takes about 10
    // pages: the writer's copy takes long enough for the next commits to land while it copies.
    const store = new SqliteHotStore(file, 'FULL', 1000, 100);
    const big = JSON.stringify({ probe: 'x'.repeat(40_000) });
    const commits = 800;
    try {
      const id = await twoPlayerMatch();
      let version = (await store.findMatch(id))!.version;
      let seq = 0;
      // One at a time, the writer idle between them: each is written on the event loop.
      const commit = () => {
        seq++;
        return store.appendMove(id, version++, entry(seq, `g${seq}`), { ...after(seq, new Date()), state: big });
      };
      // The writer thread starts at the first checkpoint: wait until it has copied one (so that
      // the log starts over from here on).
      for (let i = 0; i < 100; i++) await commit();
      const until = Date.now() + 10_000;
      while (inFile(file, id) < 100 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const before = statSync(`${file}-wal`).size;
      for (let i = 0; i < commits; i++) await commit();
      // Without the event loop's final copy the log rarely started over: it grew by 20.5 MB here
      // in each of five runs. Started over at each checkpoint, it holds the commits of one
      // interval and those made while the writer copied (its size is a high-water mark, never
      // shortened): it grew by 0 to 1.2 MB in ten runs.
      expect(statSync(`${file}-wal`).size - before).toBeLessThan((commits * big.length) / 4);
      expect((await store.findMatch(id))!.lastHash).toBe(`g${seq}`);
    } finally {
      await store.close();
    }
  });

  it("checkpoints the log written through Prisma's connection off that connection's commits, every few hundred writes (SQLite)", async () => {
    if (prisma.provider !== 'sqlite') return;
    const file = t.config.DATABASE_URL.slice('file:'.length);
    // Left to SQLite, a COMMIT that takes the log past 1,000 pages copies all of it, on the event
    // loop (hot/wal-checkpoints.ts): Prisma's connection must never do so.
    const [auto] = await prisma.db.$queryRawUnsafe<{ wal_autocheckpoint: number | bigint }[]>('PRAGMA wal_autocheckpoint');
    expect(Number(auto.wal_autocheckpoint)).toBe(0);
    // Twice CHECKPOINT_EVERY small writes (a page or two each: no autocheckpoint would copy them
    // either) through Prisma alone: the hot store's writer copies the log at least once meanwhile.
    const instance = `wal-${process.pid}`;
    const probeIn = (db: string): number | null => {
      const copy = `${db}.copy-${process.pid}`;
      copyFileSync(db, copy);
      const d = new Database(copy, { readonly: true });
      try {
        const r = d.prepare('SELECT "probedAt" AS at FROM "HealthProbe" WHERE "instance" = ?').get(instance) as { at: string | number } | undefined;
        return r ? new Date(r.at).getTime() : null;
      } catch {
        return null; // a torn copy, taken while a checkpoint wrote the file
      } finally {
        d.close();
        for (const f of [copy, `${copy}-wal`, `${copy}-shm`]) rmSync(f, { force: true });
      }
    };
    const base = Date.UTC(2030, 0, 1);
    for (let i = 1; i <= 2 * CHECKPOINT_EVERY; i++) {
      await prisma.db.$executeRawUnsafe(PROBE_SQL.replace(/\$\d/g, '?'), instance, new Date(base + i * 1000));
    }
    const until = Date.now() + 5000;
    while ((probeIn(file) ?? 0) < base && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // In the database file itself, not only in the log: at least the first checkpoint's value.
    expect(probeIn(file)).toBeGreaterThan(base);
  });

  it("checks a session in one statement: live while a token of its family is, ended by a logout's revocation", async () => {
    const user = ann.id;
    const family = `fam-${Date.now()}`;
    const now = new Date();
    const token = (id: string, data: { expiresAt: Date; revokedAt?: Date; rotatedAt?: Date }) =>
      prisma.db.refreshToken.create({ data: { id: `${family}-${id}`, userId: user, tokenHash: `${family}-${id}`, familyId: family, ...data } });
    const live = () => prisma.hot.liveSessionUser(family, user, now);
    expect(await live()).toBeNull(); // no token at all
    await token('old', { expiresAt: new Date(now.getTime() - 1000) });
    expect(await live()).toBeNull(); // expired
    await token('rotated', { expiresAt: new Date(now.getTime() + 60_000), revokedAt: now, rotatedAt: now });
    expect(await live()).toEqual({ id: user, username: ann.username, kind: 'human', botLevel: null }); // rotation keeps the session
    expect(await prisma.hot.liveSessionUser(family, bob.id, now)).toBeNull(); // someone else's family
    await token('current', { expiresAt: new Date(now.getTime() + 60_000) });
    expect((await live())?.id).toBe(user);
    await token('loggedOut', { expiresAt: new Date(now.getTime() + 60_000), revokedAt: now });
    expect(await live()).toBeNull(); // a logout (revoked, not rotated) ends the whole family
  });
});

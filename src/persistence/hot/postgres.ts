/**
 * The hot paths on PostgreSQL: named prepared statements (parsed and planned once per
 * connection) on a node-postgres pool of our own beside Prisma's. A move commit is ONE statement:
 * the versioned UPDATE of the match and the INSERT of the log entry in a CTE, atomic as any single
 * statement. Where that statement would lock several matches or several users, they are locked
 * first, in the one lock order (LOCK_MATCHES), in a transaction on one client: a statement does
 * not order its own locks, and two instances (or two batches of one) deadlocked on User rows.
 *
 * Prisma's TIMESTAMP(3) columns hold UTC wall time without a zone: values are written as UTC text
 * and read back as UTC, whatever the server's or this process's time zone.
 */
import pg from 'pg';
import { toMatchRow, toMoveRow, toSeatRow } from './sqlite.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import type { Settlement } from '../../domain/ratings/settlement.js';
import { LIVE_SESSION_SQL, PROBE_SQL, SEAT_FIELDS, SEATS_FROM, toStanding, VersionConflict, type SeatWithUser, type SessionUserRow, type HotStore, type HotStoreStats, type MatchAfterMove, type MatchRow, type MoveInsert, type MoveRow } from './rows.js';
import { list, names, type PgJsonRow, type Row } from './schema.js';
import { withConflictRetries } from '../../platform/database-faults.js';

const TIMESTAMP_OID = 1114;
const utc = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID ? utc : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};
export const pgTime = (d: Date | null) => (d === null ? null : d.toISOString().replace('Z', ''));

const M = names('Match');
const S = names('MatchSeat');
const V = names('Move');
const U = names('User');
const E = names('UserEvent');
const R = names('Rating');
const H = names('RatingHistory');

/** A row of MATCH_WITH_SEATS: the match, and its seats as JSON. */
export type MatchWithSeats = Row<'Match'> & { seatsJson: PgJsonRow<SeatWithUser>[] };
const MATCH_WITH_SEATS = (where: string) => `SELECT m.*, COALESCE((
      SELECT json_agg(json_build_object(${Object.entries(SEAT_FIELDS).map(([field, sql]) => `'${field}', ${sql}`).join(', ')}) ORDER BY s.${S.seat})
      FROM ${SEATS_FROM} WHERE s.${S.matchId} = m.${M.id}), '[]'::json) AS "seatsJson"
    FROM ${M} m WHERE ${where}`;
const FIND_MATCH = { name: 'hot_find_match', text: MATCH_WITH_SEATS(`m.${M.id} = $1`) };
/** The match loads asked for in one event-loop turn, in one round trip (see findMatch). */
export const FIND_MATCHES = { name: 'hot_find_matches', text: MATCH_WITH_SEATS(`m.${M.id} = ANY($1::text[])`) };

const LIVE_SESSION = { name: 'hot_live_session', text: LIVE_SESSION_SQL.replace('> $3', '> $3::timestamp') };

/**
 * Move commits (of different matches; one, or several) in one statement: for the rows of the
 * arrays ($1-$20), each match's versioned UPDATE and its log INSERT, and the events of the
 * commits whose UPDATE matched ($21-$25, one row per event, naming its commit's match): each
 * notified user's `eventSeq` is bumped by its number of events, and the events take the numbers
 * in order. Answers the ids of the matches moved. Atomic as any single statement: it commits all
 * that matched, or nothing. A user that no longer exists gets no event. The names written in
 * quotes are the statement's own (the columns of its arrays `i` and `e`, and of its CTEs); the
 * schema's come from names().
 *
 * The statement does NOT order its own row locks: the data-modifying CTEs of one statement run in
 * no guaranteed order, and its UPDATEs lock rows in the order of the plan. Where it would lock
 * more than one match, or more than one user, the rows are locked first by LOCK_MATCHES and
 * LOCK_USERS in the same transaction (see PostgresHotStore.append): the one lock order.
 */
const APPEND_MOVES = {
  name: 'hot_append_moves',
  text: `WITH i AS (
      SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::timestamp[],
        $10::timestamp[], $11::timestamp[], $12::int[], $13::int[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::timestamp[])
      AS i("id", "expected", "status", "state", "toAct", "outcome", "ply", "decisionVersion", "deadline", "finishedAt", "updatedAt",
        "seq", "seat", "userId", "kind", "move", "idempotencyKey", "hash", "clock", "warnAt")),
    bumped AS (
      UPDATE ${M} m SET ${M.version} = m.${M.version} + 1, ${M.status} = i."status", ${M.state} = i."state", ${M.toAct} = i."toAct", ${M.outcome} = i."outcome",
        ${M.ply} = i."ply", ${M.decisionVersion} = i."decisionVersion", ${M.deadline} = i."deadline", ${M.finishedAt} = i."finishedAt", ${M.updatedAt} = i."updatedAt",
        ${M.lastHash} = i."hash", ${M.clock} = i."clock", ${M.warnAt} = i."warnAt"
      FROM i WHERE m.${M.id} = i."id" AND m.${M.version} = i."expected" RETURNING m.${M.id}),
    moved AS (
      INSERT INTO ${V} (${list(V, ['matchId', 'seq', 'seat', 'userId', 'kind', 'move', 'idempotencyKey', 'hash', 'version', 'createdAt'])})
      SELECT i."id", i."seq", i."seat", i."userId", i."kind", i."move", i."idempotencyKey", i."hash", i."expected" + 1, i."updatedAt" FROM i JOIN bumped b ON b.${M.id} = i."id"
      RETURNING ${V.matchId}),
    ev AS (
      SELECT e."matchId", e."uid", e."type", e."version", e."data", e."n", i."updatedAt"
      FROM unnest($21::text[], $22::text[], $23::text[], $24::int[], $25::text[]) WITH ORDINALITY AS e("matchId", "uid", "type", "version", "data", "n")
      JOIN i ON i."id" = e."matchId" WHERE e."matchId" IN (SELECT ${V.matchId} FROM moved)),
    counts AS (SELECT "uid", count(*)::int AS "k" FROM ev GROUP BY "uid"),
    seqs AS (
      UPDATE ${U} u SET ${U.eventSeq} = u.${U.eventSeq} + c."k" FROM counts c
      WHERE u.${U.id} = c."uid" RETURNING u.${U.id}, u.${U.eventSeq}, c."k"),
    logged AS (
      INSERT INTO ${E} (${list(E, ['userId', 'seq', 'type', 'matchId', 'version', 'data', 'createdAt'])})
      SELECT e."uid", s.${U.eventSeq} - s."k" + (row_number() OVER (PARTITION BY e."uid" ORDER BY e."n"))::int, e."type", e."matchId", e."version", e."data", e."updatedAt"
      FROM ev e JOIN seqs s ON s.${U.id} = e."uid")
    SELECT ${V.matchId} FROM moved`,
};

/**
 * THE LOCK ORDER of every writer on PostgreSQL (so that no two transactions wait for each other in
 * a circle): a match's players' Rating rows and its service bots' pool rows (a settlement's
 * userIds), then Match rows, then User rows, each kind in id order under the "C" collation (byte
 * order: what JavaScript's < on these ASCII ids gives, appendUserEvents's order; a locale
 * collation may ignore the ids' hyphens). Prisma's transactions follow it too: they write their
 * match (or challenge, offer, ...) first, then the users' event sequence in id order
 * (user-events.repository.ts).
 *
 * The locks are FOR NO KEY UPDATE, what the UPDATEs that follow take anyway: FOR UPDATE would also
 * conflict with the KEY SHARE locks that foreign-key checks take on the referenced rows (every
 * Move, UserEvent and MatchSeat insert locks its User row so, in no particular order), and so make
 * cycles out of inserts that otherwise never wait for anyone.
 */
const LOCK_MATCHES = {
  name: 'hot_lock_matches',
  text: `SELECT ${M.id} FROM ${M} WHERE ${M.id} = ANY($1::text[]) ORDER BY ${M.id} COLLATE "C" FOR NO KEY UPDATE`,
};
const LOCK_USERS = {
  name: 'hot_lock_users',
  text: `SELECT ${U.id} FROM ${U} WHERE ${U.id} = ANY($1::text[]) ORDER BY ${U.id} COLLATE "C" FOR NO KEY UPDATE`,
};

/**
 * A match's end with its settlement (see appendMove): the players' Rating rows are created if
 * missing, then locked in user-id order, before the match row is touched.
 */
const ENSURE_STANDINGS = {
  name: 'hot_ensure_standings',
  text: `INSERT INTO ${R} (${R.userId}, ${R.gameId}) SELECT u, $2::text FROM unnest($1::text[]) AS u ORDER BY u COLLATE "C" ON CONFLICT DO NOTHING`,
};
const LOCK_STANDINGS = {
  name: 'hot_lock_standings',
  text: `SELECT * FROM ${R} WHERE ${R.gameId} = $2::text AND ${R.userId} = ANY($1::text[]) ORDER BY ${R.userId} COLLATE "C" FOR UPDATE`,
};
const SAVE_STANDING = {
  name: 'hot_save_standing',
  text: `UPDATE ${R} SET ${R.rating} = $3, ${R.rd} = $4, ${R.volatility} = $5, ${R.ratedMatches} = $6, ${R.won} = $7, ${R.lost} = $8, ${R.drawn} = $9,
      ${R.ratedAt} = $10::timestamp, ${R.playedAt} = $11::timestamp WHERE ${R.userId} = $1 AND ${R.gameId} = $2`,
};
const INSERT_RATING_POINT = {
  name: 'hot_insert_rating_point',
  text: `INSERT INTO ${H} (${list(H, ['matchId', 'userId', 'gameId', 'ratingBefore', 'rating', 'rd', 'volatility', 'createdAt'])})
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamp)`,
};

const MOVE_BY_KEY = { name: 'hot_move_by_key', text: `SELECT * FROM ${V} WHERE ${V.matchId} = $1 AND ${V.userId} = $2 AND ${V.idempotencyKey} = $3` };
const MOVES = { name: 'hot_moves', text: `SELECT * FROM ${V} WHERE ${V.matchId} = $1 AND ${V.seq} > $2 AND ${V.seq} <= $3 ORDER BY ${V.seq}` };

/** A row of MATCH_WITH_SEATS as the callers know it (a fresh object for each caller). */
export const matchRowOf = (r: MatchWithSeats): MatchRow => toMatchRow(r, r.seatsJson.map(toSeatRow));

/** A unique key taken (a ply, an idempotency key, a match's result already rated) is a lost race. */
const uniqueAsConflict = (e: unknown): never => {
  throw (e as { code?: string }).code === '23505' ? new VersionConflict() : e;
};

/** A statement PostgreSQL refused as a whole, having written nothing: integrity (class 23), deadlock, serialization. */
const refusedWhole = (e: unknown) => /^(23|40P01|40001)/.test(String((e as { code?: unknown }).code ?? ''));

/** The distinct users notified by `commits`. */
const usersOf = (commits: readonly CommitValues[]): string[] => [...new Set(commits.flatMap((c) => c.events.map((e) => e.userId)))];

/** Locks the commits' matches, then (when more than one) their users, each in id order: the lock order. */
async function lockInOrder(client: pg.PoolClient, commits: readonly CommitValues[], users: readonly string[]): Promise<void> {
  await client.query({ ...LOCK_MATCHES, values: [commits.map((c) => c.matchId)] });
  if (users.length > 1) await client.query({ ...LOCK_USERS, values: [users] });
}

/**
 * What is asked for during one event-loop turn, handed to `flush` together at the end of the turn
 * (the requests parsed in one turn all ask before it ends).
 */
class PerTurn<T> {
  private items: T[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly flush: (items: T[]) => Promise<void>) {}

  add(item: T): void {
    this.items.push(item);
    if (this.items.length > 1) return;
    setImmediate(() => {
      const items = this.items;
      this.items = [];
      const work = this.flush(items);
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    });
  }

  /** Resolves once everything added so far has been flushed. */
  async drained(): Promise<void> {
    while (this.items.length > 0 || this.running.size > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...this.running]);
    }
  }
}

type Pending<T> = { resolve: (value: T) => void; reject: (e: unknown) => void };

/** A move commit: its columns in APPEND_MOVES's order ($1-$20), and its events. */
type CommitValues = { matchId: string; values: unknown[]; events: readonly UserEventInsert[] };
/** A move commit waiting for the end of the turn. */
type Commit = CommitValues & Pending<void>;

/** APPEND_MOVES's parameters for `commits`: each column as an array, then the events'. */
function appendParams(commits: readonly CommitValues[]): unknown[] {
  const events = commits.flatMap((c) => c.events.map((e) => ({ matchId: c.matchId, e })));
  return [
    ...commits[0]!.values.map((_, k) => commits.map((c) => c.values[k])),
    events.map((x) => x.matchId), events.map((x) => x.e.userId), events.map((x) => x.e.type), events.map((x) => x.e.version), events.map((x) => JSON.stringify(x.e.data)),
  ];
}

export class PostgresHotStore implements HotStore {
  private readonly pool: pg.Pool;

  /** `max`: the pool's size (HOT_POOL_SIZE); `waitMs`: how long a query waits for a pooled connection before failing (503). */
  constructor(connectionString: string, max = 10, waitMs = 5000) {
    this.pool = new pg.Pool({ connectionString, max, types, idleTimeoutMillis: 10_000, connectionTimeoutMillis: waitMs });
    // An idle client that loses its server (a restart) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  /**
   * The match loads asked for in one event-loop turn are read together, in one query, at the end
   * of the turn: a round trip costs this process 120-190 us of CPU here (a `SELECT 1` through
   * node-postgres, 16 in flight), more than the read itself, so under load (many requests parsed
   * in one turn) this spares most of them. Each caller still gets the row as it was read after
   * it asked, never an older one.
   */
  findMatch(id: string): Promise<MatchRow | null> {
    return new Promise((resolve, reject) => this.loads.add({ id, resolve, reject }));
  }

  private readonly loads = new PerTurn<{ id: string } & Pending<MatchRow | null>>(async (loads) => {
    const ids = [...new Set(loads.map((l) => l.id))];
    try {
      const { rows } = ids.length === 1 ? await this.pool.query<MatchWithSeats>({ ...FIND_MATCH, values: ids }) : await this.pool.query<MatchWithSeats>({ ...FIND_MATCHES, values: [ids] });
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const l of loads) {
        const r = found.get(l.id);
        l.resolve(r ? matchRowOf(r) : null);
      }
    } catch (e) {
      for (const l of loads) l.reject(e);
    }
  });

  /**
   * Commits without a settlement requested in one event-loop turn (every move but a rated
   * match's last) are written by one statement (APPEND_MOVES), events included, when they are of
   * different matches: a round trip costs more CPU here than the commit (see findMatch). Each is
   * answered after that statement, so after its commit. When the statement is refused as a whole,
   * which commits nothing (a taken ply or idempotency key in one of them, a deadlock with another
   * instance), each is written again alone and answered by its own outcome. Any other failure (a
   * lost connection) fails them all, as it would each alone.
   */
  appendMove(matchId: string, expectedVersion: number, move: MoveInsert, a: MatchAfterMove, events: readonly UserEventInsert[] = [], settlement?: Settlement): Promise<void> {
    const values = [
      matchId, expectedVersion, a.status, a.state, a.toAct, a.outcome, a.ply, a.decisionVersion,
      pgTime(a.deadline), pgTime(a.finishedAt), pgTime(a.updatedAt),
      move.seq, move.seat, move.userId, move.kind, move.move, move.idempotencyKey, move.hash, a.clock, pgTime(a.warnAt),
    ];
    if (settlement) return this.appendEnd({ matchId, values, events }, settlement).catch(uniqueAsConflict);
    return new Promise((resolve, reject) => this.commits.add({ matchId, values, events, resolve, reject }));
  }

  private readonly commits = new PerTurn<Commit>((batch) => this.writeCommits(batch));

  private async writeCommits(batch: Commit[]): Promise<void> {
    const byMatch = new Map<string, Commit[]>();
    for (const c of batch) {
      const commits = byMatch.get(c.matchId);
      if (commits) commits.push(c);
      else byMatch.set(c.matchId, [c]);
    }
    if (batch.length > 1 && byMatch.size === batch.length) {
      try {
        const moved = await this.append(batch);
        for (const c of batch) {
          if (moved.has(c.matchId)) c.resolve();
          else c.reject(new VersionConflict());
        }
        return;
      } catch (e) {
        if (!refusedWhole(e)) {
          for (const c of batch) c.reject(e);
          return;
        }
      }
    }
    // Alone: a match's commits one after the other, in the order asked (the first at a version
    // wins), the matches side by side.
    await Promise.all([...byMatch.values()].map(async (commits) => {
      for (const c of commits) await this.appendOne(c).then(c.resolve, c.reject);
    }));
  }

  /**
   * Runs APPEND_MOVES for `commits` in the lock order (LOCK_MATCHES); the ids of the matches moved.
   * One match notifying at most one user needs no transaction: the statement locks the match, and
   * only then the user (the users come from the commits it moved). Otherwise, on one client: the
   * matches locked in id order, the users likewise (when more than one), then the statement. A
   * deadlock or serialization failure (a writer out of the order: there should be none) runs it
   * again, a few times (withConflictRetries), then is thrown (503).
   */
  private append(commits: readonly CommitValues[]): Promise<Set<string>> {
    const users = usersOf(commits);
    if (commits.length === 1 && users.length <= 1) return withConflictRetries(() => this.appendIn(this.pool, commits));
    return withConflictRetries(() =>
      this.inTransaction(async (client) => {
        await lockInOrder(client, commits, users);
        return this.appendIn(client, commits);
      }),
    );
  }

  /** The statement alone, on `db` (a pool, or a client in a transaction that holds the locks). */
  private async appendIn(db: pg.Pool | pg.PoolClient, commits: readonly CommitValues[]): Promise<Set<string>> {
    const { rows } = await db.query<Pick<MoveRow, 'matchId'>>({ ...APPEND_MOVES, values: appendParams(commits) });
    return new Set(rows.map((r) => r.matchId));
  }

  /** One commit; VersionConflict when its version is stale or its ply or key taken. */
  private async appendOne(c: CommitValues): Promise<void> {
    const moved = await this.append([c]).catch(uniqueAsConflict);
    if (moved.size !== 1) throw new VersionConflict();
  }

  /** `work` in a transaction on one pooled client; rolled back when it throws. */
  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch((lost: Error) => (broken = lost));
      throw e;
    } finally {
      // A client whose ROLLBACK failed (its connection lost) is closed, not handed out again.
      client.release(broken);
    }
  }

  /**
   * The end of a match with its settlement, in one transaction on one connection: lock the
   * players' standings (in user-id order: the first of the lock order), then the match and its
   * users (lockInOrder), run the move commit's statement, and only if its versioned update
   * matched, settle from the locked rows and write. A losing instance rolls back having written
   * nothing. A deadlock or serialization failure runs the whole transaction again.
   */
  private appendEnd(c: CommitValues, s: Settlement): Promise<void> {
    return withConflictRetries(() =>
      this.inTransaction(async (client) => {
        await client.query({ ...ENSURE_STANDINGS, values: [s.userIds, s.gameId] });
        const locked = await client.query<Row<'Rating'>>({ ...LOCK_STANDINGS, values: [s.userIds, s.gameId] });
        await lockInOrder(client, [c], usersOf([c]));
        if ((await this.appendIn(client, [c])).size !== 1) throw new VersionConflict();
        const current = new Map(locked.rows.map((row) => [row.userId, toStanding(row, (v) => v)]));
        const { standings, history } = s.settle(current);
        for (const st of standings) {
          await client.query({ ...SAVE_STANDING, values: [st.userId, st.gameId, st.rating, st.rd, st.volatility, st.ratedMatches, st.won, st.lost, st.drawn, pgTime(st.ratedAt), pgTime(st.playedAt)] });
        }
        for (const h of history) {
          await client.query({ ...INSERT_RATING_POINT, values: [h.matchId, h.userId, h.gameId, h.ratingBefore, h.rating, h.rd, h.volatility, pgTime(h.createdAt)] });
        }
      }),
    );
  }

  async moveByKey(matchId: string, userId: string, idempotencyKey: string): Promise<MoveRow | null> {
    const { rows } = await this.pool.query<MoveRow>({ ...MOVE_BY_KEY, values: [matchId, userId, idempotencyKey] });
    return rows.length ? toMoveRow(rows[0]) : null;
  }

  async liveSessionUser(familyId: string, userId: string, now: Date): Promise<SessionUserRow | null> {
    const { rows } = await this.pool.query<SessionUserRow>({ ...LIVE_SESSION, values: [familyId, userId, pgTime(now)] });
    return rows[0] ?? null;
  }

  /** The pool, for the per-user reads (per-user-postgres.ts). */
  async probe(instance: string, now: Date): Promise<void> {
    await this.pool.query(PROBE_SQL, [instance, now]);
  }

  get connection(): pg.Pool {
    return this.pool;
  }

  async moves(matchId: string, upto?: number, after = 0): Promise<MoveRow[]> {
    const { rows } = await this.pool.query<MoveRow>({ ...MOVES, values: [matchId, after, upto ?? 2 ** 31 - 1] });
    return rows.map(toMoveRow);
  }

  stats(): HotStoreStats {
    return { pool: { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount } };
  }

  /** After the loads and commits already asked for are answered. */
  async close(): Promise<void> {
    await Promise.all([this.loads.drained(), this.commits.drained()]);
    await this.pool.end();
  }
}

/**
 * The per-user reads (per-user.ts) on PostgreSQL: named prepared statements on the hot store's
 * pool. Times are bound as UTC text (pgTime) and read back as Dates (the pool's type parser).
 */
import type pg from 'pg';
import { FIND_MATCHES, matchRowOf, pgTime, type MatchWithSeats } from './postgres.js';
import { toMoveRow } from './sqlite.js';
import { names } from './schema.js';
import type { ChangeKey, PerUserReads, SinceRows, TurnKey, TurnSeat } from './per-user.js';
import type { MatchRow, MoveRow } from './rows.js';

const M = names('Match');
const S = names('MatchSeat');
const V = names('Move');

/** Lower than any stored time: the start of an order. */
const LOWEST_TIME = '-infinity';

const TURNS_WITH_DEADLINE = {
  name: 'user_turns_deadline',
  text: `SELECT ${S.matchId}, ${S.seat}, ${S.deadline}, ${S.changedAt} FROM ${S}
    WHERE ${S.userId} = $1 AND ${S.mustAct} AND ${S.deadline} IS NOT NULL AND (${S.deadline}, ${S.changedAt}, ${S.matchId}) > ($2::timestamp, $3::timestamp, $4::text)
    ORDER BY ${S.deadline}, ${S.changedAt}, ${S.matchId} LIMIT $5`,
};
const TURNS_WITHOUT_DEADLINE = {
  name: 'user_turns_no_deadline',
  text: `SELECT ${S.matchId}, ${S.seat}, ${S.deadline}, ${S.changedAt} FROM ${S}
    WHERE ${S.userId} = $1 AND ${S.mustAct} AND ${S.deadline} IS NULL AND (${S.changedAt}, ${S.matchId}) > ($2::timestamp, $3::text)
    ORDER BY ${S.changedAt}, ${S.matchId} LIMIT $4`,
};
/**
 * For each (match, seat): the seat's last entry, found walking the log back from its end (the
 * primary key), then the entries after it, numbered from the newest, with their count.
 */
const MOVES_SINCE = {
  name: 'user_moves_since',
  text: `WITH p AS (SELECT * FROM unnest($1::text[], $2::int[]) AS p("matchId", "seat")),
    f AS (
      SELECT p."matchId", COALESCE((SELECT w.${V.seq} FROM ${V} w WHERE w.${V.matchId} = p."matchId" AND w.${V.seat} = p."seat" ORDER BY w.${V.seq} DESC LIMIT 1), 0) AS "from" FROM p),
    r AS (
      SELECT v.*, row_number() OVER (PARTITION BY v.${V.matchId} ORDER BY v.${V.seq} DESC) AS "rn", (count(*) OVER (PARTITION BY v.${V.matchId}))::int AS "n"
      FROM f JOIN ${V} v ON v.${V.matchId} = f."matchId" AND v.${V.seq} > f."from")
    SELECT * FROM r WHERE "rn" <= $3 ORDER BY ${V.matchId}, ${V.seq}`,
};
const CHANGED_SEATS = {
  name: 'user_changed_seats',
  text: `SELECT ${S.matchId}, ${S.changedAt} FROM ${S}
    WHERE ${S.userId} = $1 AND (${S.changedAt}, ${S.matchId}) > ($2::timestamp, $3::text) AND ${S.changedAt} <= $4::timestamp ORDER BY ${S.changedAt}, ${S.matchId} LIMIT $5`,
};
const CHANGED_CREATED = {
  name: 'user_changed_created',
  text: `SELECT ${M.id} AS "matchId", ${M.updatedAt} AS "changedAt" FROM ${M}
    WHERE ${M.createdById} = $1 AND (${M.updatedAt}, ${M.id}) > ($2::timestamp, $3::text) AND ${M.updatedAt} <= $4::timestamp ORDER BY ${M.updatedAt}, ${M.id} LIMIT $5`,
};
const SERVER_TURNS = {
  name: 'server_turns',
  text: `SELECT m.${M.id}, m.${M.version} FROM (
      SELECT DISTINCT s.${S.matchId} FROM (SELECT ${S.matchId} FROM ${S} WHERE ${S.mustAct} AND ${S.serverPlays} ORDER BY ${S.changedAt} LIMIT $1) s) t
    JOIN ${M} m ON m.${M.id} = t.${S.matchId} ORDER BY m.${M.updatedAt}`,
};

/** Every statement's text, for the query-plan checks. */
export const POSTGRES_PER_USER_SQL = { TURNS_WITH_DEADLINE, TURNS_WITHOUT_DEADLINE, MATCHES: FIND_MATCHES, MOVES_SINCE, CHANGED_SEATS, CHANGED_CREATED, SERVER_TURNS };

type SeatKeyRow = { matchId: string; seat: number; deadline: Date | null; changedAt: Date };

export class PostgresPerUser implements PerUserReads {
  constructor(private readonly pool: pg.Pool) {}

  async turnSeats(userId: string, after: TurnKey | null, limit: number): Promise<TurnSeat[]> {
    const out: TurnSeat[] = [];
    if (!after || after.deadline !== null) {
      const from = after ? [pgTime(after.deadline), pgTime(after.changedAt), after.matchId] : [LOWEST_TIME, LOWEST_TIME, ''];
      out.push(...(await this.pool.query<SeatKeyRow>({ ...TURNS_WITH_DEADLINE, values: [userId, ...from, limit] })).rows);
      if (out.length >= limit) return out;
    }
    const from = after?.deadline === null ? [pgTime(after.changedAt), after.matchId] : [LOWEST_TIME, ''];
    out.push(...(await this.pool.query<SeatKeyRow>({ ...TURNS_WITHOUT_DEADLINE, values: [userId, ...from, limit - out.length] })).rows);
    return out;
  }

  async findMatches(ids: readonly string[]): Promise<MatchRow[]> {
    if (ids.length === 0) return [];
    return (await this.pool.query<MatchWithSeats>({ ...FIND_MATCHES, values: [ids] })).rows.map(matchRowOf);
  }

  async movesSince(seats: readonly { matchId: string; seat: number }[], last: number): Promise<SinceRows> {
    if (seats.length === 0) return { moves: [], counts: new Map() };
    const { rows } = await this.pool.query<MoveRow & { n: number }>({ ...MOVES_SINCE, values: [seats.map((s) => s.matchId), seats.map((s) => s.seat), last] });
    return { moves: rows.map(toMoveRow), counts: new Map(rows.map((r) => [r.matchId, r.n])) };
  }

  async changedSeats(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]> {
    return (await this.pool.query<ChangeKey>({ ...CHANGED_SEATS, values: [userId, after ? pgTime(after.changedAt) : LOWEST_TIME, after?.matchId ?? '', pgTime(upTo), limit] })).rows;
  }

  async changedCreated(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]> {
    return (await this.pool.query<ChangeKey>({ ...CHANGED_CREATED, values: [userId, after ? pgTime(after.changedAt) : LOWEST_TIME, after?.matchId ?? '', pgTime(upTo), limit] })).rows;
  }

  async serverTurns(limit: number): Promise<{ id: string; version: number }[]> {
    return (await this.pool.query<{ id: string; version: number }>({ ...SERVER_TURNS, values: [limit] })).rows;
  }
}

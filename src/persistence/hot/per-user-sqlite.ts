/**
 * The per-user reads (per-user.ts) on SQLite: prepared statements on the hot store's connection.
 * Times are compared as the ISO text Prisma and the hot statements write (sqliteTime); booleans
 * are 0 or 1, so the partial index's WHERE is spelled as the statement's.
 */
import type Database from 'better-sqlite3';
import { parseTime, parseTimeOrNull, sqliteTime } from './sqlite-commits.js';
import { SEAT_FIELDS, SEATS_FROM, type SeatWithUser } from './rows.js';
import { toMatchRow, toMoveRow, toSeatRow } from './sqlite.js';
import { names, type Row, type SqliteRow } from './schema.js';
import type { ChangeKey, PerUserReads, SinceRows, TurnKey, TurnSeat } from './per-user.js';
import type { MatchRow, MoveRow, SeatRow } from './rows.js';

const M = names('Match');
const S = names('MatchSeat');
const V = names('Move');

type SeatKeyRow = { matchId: string; seat: number; deadline: string | null; changedAt: string };
type ChangeRow = { matchId: string; changedAt: string };

/** Lower than any stored time (ISO text): the start of the turns order. */
const LOWEST = '';

const TURNS_WITH_DEADLINE = `SELECT ${S.matchId} AS "matchId", ${S.seat} AS "seat", ${S.deadline} AS "deadline", ${S.changedAt} AS "changedAt" FROM ${S}
  WHERE ${S.userId} = ? AND ${S.mustAct} = 1 AND ${S.deadline} IS NOT NULL AND (${S.deadline}, ${S.changedAt}, ${S.matchId}) > (?, ?, ?)
  ORDER BY ${S.deadline}, ${S.changedAt}, ${S.matchId} LIMIT ?`;
const TURNS_WITHOUT_DEADLINE = `SELECT ${S.matchId} AS "matchId", ${S.seat} AS "seat", NULL AS "deadline", ${S.changedAt} AS "changedAt" FROM ${S}
  WHERE ${S.userId} = ? AND ${S.mustAct} = 1 AND ${S.deadline} IS NULL AND (${S.changedAt}, ${S.matchId}) > (?, ?)
  ORDER BY ${S.changedAt}, ${S.matchId} LIMIT ?`;
const MATCHES = `SELECT * FROM ${M} WHERE ${M.id} IN (SELECT value FROM json_each(?))`;
const SEATS = `SELECT ${Object.entries(SEAT_FIELDS).map(([field, sql]) => `${sql} AS "${field}"`).join(', ')} FROM ${SEATS_FROM}
  WHERE s.${S.matchId} IN (SELECT value FROM json_each(?)) ORDER BY s.${S.matchId}, s.${S.seat}`;
/**
 * For each (match, seat) of the JSON array: the seat's last entry, found walking the log back from
 * its end (the primary key), then the entries after it, numbered from the newest, with their count.
 */
const MOVES_SINCE = `WITH p AS (
    SELECT json_extract(value, '$[0]') AS "matchId", json_extract(value, '$[1]') AS "seat" FROM json_each(?)),
  f AS (
    SELECT p."matchId", COALESCE((SELECT w.${V.seq} FROM ${V} w WHERE w.${V.matchId} = p."matchId" AND w.${V.seat} = p."seat" ORDER BY w.${V.seq} DESC LIMIT 1), 0) AS "from" FROM p),
  r AS (
    SELECT v.*, row_number() OVER (PARTITION BY v.${V.matchId} ORDER BY v.${V.seq} DESC) AS "rn", count(*) OVER (PARTITION BY v.${V.matchId}) AS "n"
    FROM f JOIN ${V} v ON v.${V.matchId} = f."matchId" AND v.${V.seq} > f."from")
  SELECT * FROM r WHERE "rn" <= ? ORDER BY ${V.matchId}, ${V.seq}`;
const CHANGED_SEATS = `SELECT ${S.matchId} AS "matchId", ${S.changedAt} AS "changedAt" FROM ${S}
  WHERE ${S.userId} = ? AND (${S.changedAt}, ${S.matchId}) > (?, ?) AND ${S.changedAt} <= ? ORDER BY ${S.changedAt}, ${S.matchId} LIMIT ?`;
const CHANGED_CREATED = `SELECT ${M.id} AS "matchId", ${M.updatedAt} AS "changedAt" FROM ${M}
  WHERE ${M.createdById} = ? AND (${M.updatedAt}, ${M.id}) > (?, ?) AND ${M.updatedAt} <= ? ORDER BY ${M.updatedAt}, ${M.id} LIMIT ?`;
const SERVER_TURNS = `SELECT m.${M.id} AS "id", m.${M.version} AS "version" FROM (
    SELECT DISTINCT ${S.matchId} AS "matchId" FROM (SELECT ${S.matchId} FROM ${S} WHERE ${S.mustAct} = 1 AND ${S.serverPlays} = 1 ORDER BY ${S.changedAt} LIMIT ?)) t
  JOIN ${M} m ON m.${M.id} = t."matchId" ORDER BY m.${M.updatedAt}`;

/** Every statement's text, for the query-plan checks (per-user-plans). */
export const SQLITE_PER_USER_SQL = { TURNS_WITH_DEADLINE, TURNS_WITHOUT_DEADLINE, MATCHES, SEATS, MOVES_SINCE, CHANGED_SEATS, CHANGED_CREATED, SERVER_TURNS };

const seatKey = (r: SeatKeyRow): TurnSeat => ({ matchId: r.matchId, seat: r.seat, deadline: parseTimeOrNull(r.deadline), changedAt: parseTime(r.changedAt) });
const changeKey = (r: ChangeRow): ChangeKey => ({ matchId: r.matchId, changedAt: parseTime(r.changedAt) });

export class SqlitePerUser implements PerUserReads {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      withDeadline: db.prepare<[string, string, string, string, number], SeatKeyRow>(TURNS_WITH_DEADLINE),
      withoutDeadline: db.prepare<[string, string, string, number], SeatKeyRow>(TURNS_WITHOUT_DEADLINE),
      matches: db.prepare<[string], SqliteRow<Row<'Match'>>>(MATCHES),
      seats: db.prepare<[string], SqliteRow<SeatWithUser>>(SEATS),
      since: db.prepare<[string, number], SqliteRow<MoveRow> & { n: number }>(MOVES_SINCE),
      changedSeats: db.prepare<[string, string, string, string, number], ChangeRow>(CHANGED_SEATS),
      changedCreated: db.prepare<[string, string, string, string, number], ChangeRow>(CHANGED_CREATED),
      serverTurns: db.prepare<[number], { id: string; version: number }>(SERVER_TURNS),
    };
  }

  async turnSeats(userId: string, after: TurnKey | null, limit: number): Promise<TurnSeat[]> {
    const out: TurnSeat[] = [];
    if (!after || after.deadline !== null) {
      const from = after ? [sqliteTime(after.deadline!), sqliteTime(after.changedAt), after.matchId] as const : [LOWEST, LOWEST, LOWEST] as const;
      out.push(...this.stmt.withDeadline.all(userId, ...from, limit).map(seatKey));
      if (out.length >= limit) return out;
    }
    const from = after?.deadline === null ? [sqliteTime(after.changedAt), after.matchId] as const : [LOWEST, LOWEST] as const;
    out.push(...this.stmt.withoutDeadline.all(userId, ...from, limit - out.length).map(seatKey));
    return out;
  }

  async findMatches(ids: readonly string[]): Promise<MatchRow[]> {
    if (ids.length === 0) return [];
    const json = JSON.stringify(ids);
    const seats = new Map<string, SeatRow[]>();
    for (const s of this.stmt.seats.all(json).map(toSeatRow)) seats.set(s.matchId, [...(seats.get(s.matchId) ?? []), s]);
    return this.stmt.matches.all(json).map((r) => toMatchRow(r, seats.get(r.id) ?? []));
  }

  async movesSince(seats: readonly { matchId: string; seat: number }[], last: number): Promise<SinceRows> {
    const rows = seats.length === 0 ? [] : this.stmt.since.all(JSON.stringify(seats.map((s) => [s.matchId, s.seat])), last);
    return { moves: rows.map(toMoveRow), counts: new Map(rows.map((r) => [r.matchId, r.n])) };
  }

  async changedSeats(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]> {
    return this.stmt.changedSeats.all(userId, after ? sqliteTime(after.changedAt) : LOWEST, after?.matchId ?? LOWEST, sqliteTime(upTo), limit).map(changeKey);
  }

  async changedCreated(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<ChangeKey[]> {
    return this.stmt.changedCreated.all(userId, after ? sqliteTime(after.changedAt) : LOWEST, after?.matchId ?? LOWEST, sqliteTime(upTo), limit).map(changeKey);
  }

  async serverTurns(limit: number): Promise<{ id: string; version: number }[]> {
    return this.stmt.serverTurns.all(limit);
  }
}

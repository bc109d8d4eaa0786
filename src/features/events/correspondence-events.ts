/**
 * Per-user events of takebacks, added time and vacations (see match-user-events.ts for the
 * pattern): pure functions of the match, written in the change's own transaction. Bots get none;
 * the payloads hold seats, versions, deadlines and usernames, never a card or a move.
 */
import type { MatchRow } from '../../persistence/hot/rows.js';
import type { UserEventInsert, UserEventType } from '../../domain/user-event.js';

type Row = Pick<MatchRow, 'id' | 'gameId' | 'seats'>;

const people = (row: Row) => row.seats.filter((s) => s.user.kind !== 'bot');

function event(type: UserEventType, userId: string, row: Row, version: number, data: Record<string, unknown>): UserEventInsert {
  return { userId, type, matchId: row.id, version, data: { game: row.gameId, matchId: row.id, version, ...data } };
}

/** `seat` asked to take back its last move (ply): the opponents who must answer are told. */
export const takebackRequestedEvents = (row: Row, version: number, seat: number, ply: number, asked: readonly number[]): UserEventInsert[] =>
  people(row)
    .filter((s) => asked.includes(s.seat))
    .map((s) => event('takeback_requested', s.userId, row, version, { seat, ply, username: row.seats.find((x) => x.seat === seat)?.user.username ?? null }));

/** The takeback happened: every person seated is told (the asker's turn is again). */
export const takebackAcceptedEvents = (row: Row, version: number, seat: number, ply: number, deadline: Date | null): UserEventInsert[] =>
  people(row).map((s) => event('takeback_accepted', s.userId, row, version, { seat, ply, yourTurn: s.seat === seat, deadline: s.seat === seat ? (deadline?.toISOString() ?? null) : null }));

/** An opponent declined: the asker is told. */
export const takebackDeclinedEvents = (row: Row, version: number, seat: number, by: number): UserEventInsert[] =>
  people(row)
    .filter((s) => s.seat === seat)
    .map((s) => event('takeback_declined', s.userId, row, version, { seat, by, username: row.seats.find((x) => x.seat === by)?.user.username ?? null }));

/** `by` granted `seat` more time: the seat's player is told, with its new deadline. */
export const timeAddedEvents = (row: Row, version: number, seat: number, by: number, seconds: number, deadline: Date | null): UserEventInsert[] =>
  people(row)
    .filter((s) => s.seat === seat)
    .map((s) => event('time_added', s.userId, row, version, { seat, by, seconds, deadline: deadline?.toISOString() ?? null }));

/** The player of `seat` went on vacation (or came back: until null): the other people seated are told. */
export const vacationEvents = (row: Row, version: number, seat: number, until: Date | null): UserEventInsert[] =>
  people(row)
    .filter((s) => s.seat !== seat)
    .map((s) => event('opponent_on_vacation', s.userId, row, version, { seat, username: row.seats.find((x) => x.seat === seat)?.user.username ?? null, until: until?.toISOString() ?? null }));

/**
 * Which per-user events a change to a match causes, computed from the match before and after it.
 * Pure functions: the services pass the result to the same commit as the change. The service's bots get no
 * events (nobody reads them); each user gets at most one event per change.
 */
import type { MatchRow } from '../../persistence/hot/rows.js';
import type { UserEventInsert, UserEventType } from '../../domain/user-event.js';

type Seats = Pick<MatchRow, 'seats'>['seats'];

// The service's bots (with a level) read nothing; bot accounts of people (no level) use the event stream.
const people = (seats: Seats) => seats.filter((s) => !(s.user.kind === 'bot' && typeof s.user.botLevel === 'number'));

function event(type: UserEventType, userId: string, row: Pick<MatchRow, 'id' | 'gameId'>, version: number, data: Record<string, unknown> = {}): UserEventInsert {
  return { userId, type, matchId: row.id, version, data: { game: row.gameId, matchId: row.id, version, ...data } };
}

/** After a match started (at creation or when its last seat was taken): who must act is told so. */
export function startedEvents(row: Pick<MatchRow, 'id' | 'gameId'>, seats: Seats, version: number, toAct: readonly number[], deadline: Date | null): UserEventInsert[] {
  return people(seats).map((s) =>
    toAct.includes(s.seat)
      ? event('your_turn', s.userId, row, version, { seat: s.seat, deadline: deadline?.toISOString() ?? null, started: true })
      : event('match_started', s.userId, row, version, { seat: s.seat }),
  );
}

/** A match was created for `creatorId` (the start, if it started at once, is told by startedEvents). */
export function createdEvent(row: Pick<MatchRow, 'id' | 'gameId'>, creatorId: string, version: number): UserEventInsert {
  return event('match_created', creatorId, row, version);
}

/** Someone (a person or a bot) took a seat of an open match: the others already seated are told. */
export function joinedEvents(row: Pick<MatchRow, 'id' | 'gameId'>, seatedBefore: Seats, version: number, joined: { seat: number; username: string }): UserEventInsert[] {
  return people(seatedBefore).map((s) => event('match_joined', s.userId, row, version, { seat: joined.seat, username: joined.username }));
}

/** After a move: the match's end, or a turn for each person who must now act (and was not already acting in the same decision). */
export function afterMoveEvents(
  row: Pick<MatchRow, 'id' | 'gameId' | 'toAct' | 'decisionVersion' | 'seats'>,
  mover: number,
  after: { version: number; toAct: readonly number[]; decisionVersion: number; finished: boolean; deadline: Date | null },
): UserEventInsert[] {
  if (after.finished) return finishedEvents(row, after.version);
  const before = JSON.parse(row.toAct) as number[];
  const sameDecision = after.decisionVersion === row.decisionVersion;
  return people(row.seats)
    .filter((s) => after.toAct.includes(s.seat) && s.seat !== mover && !(sameDecision && before.includes(s.seat)))
    .map((s) => event('your_turn', s.userId, row, after.version, { seat: s.seat, deadline: after.deadline?.toISOString() ?? null }));
}

/** The match ended (by its rules, a resignation or the clock): every person seated is told. */
export function finishedEvents(row: Pick<MatchRow, 'id' | 'gameId' | 'seats'>, version: number, how: Record<string, unknown> = {}): UserEventInsert[] {
  return people(row.seats).map((s) => event('match_finished', s.userId, row, version, { seat: s.seat, ...how }));
}

/** The pending decision has `percentLeft` % of its time left: those who must act are told. */
export function deadlineEvents(row: Pick<MatchRow, 'id' | 'gameId' | 'seats' | 'toAct' | 'version'>, percentLeft: number, deadline: Date): UserEventInsert[] {
  const toAct = JSON.parse(row.toAct) as number[];
  return people(row.seats)
    .filter((s) => toAct.includes(s.seat))
    .map((s) => event('deadline_approaching', s.userId, row, row.version, { seat: s.seat, percentLeft, deadline: deadline.toISOString() }));
}

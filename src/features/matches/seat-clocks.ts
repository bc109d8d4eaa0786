/**
 * The clock policies (clock-policy.ts) applied to stored matches: reading a row's clock, and the
 * policy a create request asks for.
 */
import { badRequest } from '../../platform/problem.js';
import type { MatchRow } from '../../persistence/hot/rows.js';
import { DAYS_PER_MOVE, hasClock, initialClock, legacyClock, matchDeadline, nextWarningAt, type ClockPolicy, type ClockState } from '../../domain/clock-policy.js';

/**
 * A match's due times for a clock and the seats to act, as a fresh decision opens: the deadline
 * (the soonest seat's) and when its first deadline warning falls due (Match.warnAt). Written
 * together wherever the clock changes, so the sweeps read only what is due.
 */
export const dueTimes = (clock: ClockState | null, toAct: readonly number[]): { deadline: Date | null; warnAt: Date | null } => ({
  deadline: matchDeadline(clock, toAct),
  warnAt: nextWarningAt(clock, toAct, null),
});

/** The due times of a match that runs no clock any more (finished). */
export const NOT_DUE = { deadline: null, warnAt: null } as const;

/** A row's clock; null when the match runs none. Rows written before Match.clock: their time limit alone. */
export function clockOf(row: Pick<MatchRow, 'clock' | 'timeLimitSeconds' | 'seatCount' | 'toAct' | 'deadline'>): ClockState | null {
  if (row.clock) return JSON.parse(row.clock) as ClockState;
  if (row.timeLimitSeconds === null) return null;
  return legacyClock(row.timeLimitSeconds, row.seatCount, JSON.parse(row.toAct) as number[], row.deadline);
}

/** When each seat's user is on vacation until (epoch ms), for seats of people; null otherwise. */
export const vacationsOf =
  (row: Pick<MatchRow, 'seats'>) =>
  (seat: number): number | null => {
    const s = row.seats.find((x) => x.seat === seat);
    return s && s.user.kind !== 'bot' && s.user.vacationUntil ? s.user.vacationUntil.getTime() : null;
  };

export interface ClockRequest {
  timeLimitSeconds?: number;
  daysPerMove?: number;
  bankSeconds?: number;
  incrementSeconds?: number;
}

/** The clock a create request asks for (null: none); 400 INVALID_CLOCK for a combination that makes no sense. */
export function clockFromRequest(req: ClockRequest, seatCount: number): ClockState | null {
  if (req.daysPerMove !== undefined && req.timeLimitSeconds !== undefined) {
    throw badRequest('INVALID_CLOCK', 'Give either timeLimitSeconds or daysPerMove, not both.');
  }
  if (req.daysPerMove !== undefined && !(DAYS_PER_MOVE as readonly number[]).includes(req.daysPerMove)) {
    throw badRequest('INVALID_CLOCK', `daysPerMove is one of ${DAYS_PER_MOVE.join(', ')}.`);
  }
  if (req.incrementSeconds !== undefined && req.bankSeconds === undefined && req.timeLimitSeconds === undefined && req.daysPerMove === undefined) {
    throw badRequest('INVALID_CLOCK', 'An increment needs a time bank (bankSeconds) or a time per move.');
  }
  const policy: ClockPolicy = {
    perMoveSeconds: req.daysPerMove !== undefined ? req.daysPerMove * 86_400 : (req.timeLimitSeconds ?? null),
    daysPerMove: req.daysPerMove ?? null,
    bankSeconds: req.bankSeconds ?? 0,
    incrementSeconds: req.incrementSeconds ?? 0,
  };
  return hasClock(policy) ? initialClock(policy, seatCount) : null;
}

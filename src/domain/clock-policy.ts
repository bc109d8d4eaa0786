/**
 * Clock policies, as pure functions over a JSON clock stored with the match (Match.clock).
 *
 * - A per-decision allowance: `timeLimitSeconds`, or correspondence days per move (1, 2, 3, 5, 7,
 *   10 or 14 days, as on Lichess). Fresh for every decision.
 * - A time bank with an increment (optional): each seat's reserve, spent only on time beyond the
 *   allowance, topped up by the increment after each of its moves (Fischer without an allowance).
 * - Added time: an opponent grants a seat time, which goes into its bank (kept until spent).
 * - Vacation: while a user is away their seats' clocks stand still. The pause is credited up
 *   front (until the vacation's end) so the match's deadline column is right at all times and the
 *   sweep needs no knowledge of vacations; ending a vacation early takes back the unused credit.
 *
 * A seat's deadline = when its decision opened + allowance + bank + credit. The match's deadline
 * is the soonest of the seats that must act, so the existing sweep (a versioned write) still ends
 * a match exactly once. All times are epoch milliseconds.
 */
export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 10, 14] as const;

export interface ClockPolicy {
  /** Per-decision allowance in seconds; null: none (a bank alone). */
  perMoveSeconds: number | null;
  /** Set when the allowance was given as correspondence days. */
  daysPerMove: number | null;
  bankSeconds: number;
  incrementSeconds: number;
}

export interface SeatClock {
  bankMs: number;
  /** When the seat's pending decision opened; null while it need not act. */
  since: number | null;
  /** Paused time credited to the pending decision (vacation). */
  creditMs: number;
  /** The end of the vacation credited to the pending decision, if any. */
  vacationUntil: number | null;
}

export interface ClockState {
  policy: ClockPolicy;
  seats: SeatClock[];
}

/** Whether a policy runs a clock at all. */
export const hasClock = (p: ClockPolicy): boolean => p.perMoveSeconds !== null || p.bankSeconds > 0;

export function initialClock(policy: ClockPolicy, seatCount: number): ClockState {
  return { policy, seats: Array.from({ length: seatCount }, () => ({ bankMs: policy.bankSeconds * 1000, since: null, creditMs: 0, vacationUntil: null })) };
}

/** The clock of a row written before Match.clock existed: its allowance alone, the decision opened at deadline - allowance. */
export function legacyClock(timeLimitSeconds: number, seatCount: number, toAct: readonly number[], deadline: Date | null): ClockState {
  const c = initialClock({ perMoveSeconds: timeLimitSeconds, daysPerMove: null, bankSeconds: 0, incrementSeconds: 0 }, seatCount);
  if (deadline) for (const s of toAct) c.seats[s].since = deadline.getTime() - timeLimitSeconds * 1000;
  return c;
}

const allowanceMs = (c: ClockState) => (c.policy.perMoveSeconds ?? 0) * 1000;

/** Opens a decision for `seat` at `now`; a seat whose user is on vacation until later gets that pause credited. */
function open(c: ClockState, seat: number, now: number, vacationUntil: number | null): void {
  const s = c.seats[seat];
  s.since = now;
  s.creditMs = vacationUntil !== null && vacationUntil > now ? vacationUntil - now : 0;
  s.vacationUntil = vacationUntil !== null && vacationUntil > now ? vacationUntil : null;
}

const copy = (c: ClockState): ClockState => ({ policy: c.policy, seats: c.seats.map((s) => ({ ...s })) });

/** The clock when a match starts: a decision opens for each seat that must act. */
export function started(c: ClockState, toAct: readonly number[], now: number, vacations: (seat: number) => number | null): ClockState {
  const next = copy(c);
  for (const s of toAct) open(next, s, now, vacations(s));
  return next;
}

/**
 * After `mover` acted (a move, or a departure: pass the leaver) and the seats to act went from
 * `before` to `after`: the mover pays for the time it used beyond its allowance and credit out
 * of its bank and gains the increment; every seat that now must act and was not already waiting
 * on the same decision gets a fresh one. `sameDecision`: the others' pending decision continues
 * (a simultaneous choice); otherwise every seat to act starts afresh.
 */
export function afterAction(
  c: ClockState,
  mover: number,
  before: readonly number[],
  after: readonly number[],
  now: number,
  sameDecision: boolean,
  vacations: (seat: number) => number | null,
): ClockState {
  const next = copy(c);
  const m = next.seats[mover];
  if (m && m.since !== null) {
    const used = Math.max(0, now - m.since - m.creditMs - allowanceMs(next));
    m.bankMs = Math.max(0, m.bankMs - used) + next.policy.incrementSeconds * 1000;
  }
  next.seats.forEach((s, seat) => {
    if (!after.includes(seat)) {
      s.since = null;
      s.creditMs = 0;
      s.vacationUntil = null;
    } else if (seat === mover || !sameDecision || !before.includes(seat) || s.since === null) open(next, seat, now, vacations(seat));
  });
  return next;
}

export function seatDeadline(c: ClockState, seat: number): number | null {
  const s = c.seats[seat];
  if (!s || s.since === null || !hasClock(c.policy)) return null;
  return s.since + allowanceMs(c) + s.bankMs + s.creditMs;
}

/** The match's deadline: the soonest of the seats that must act; null without a clock. */
export function matchDeadline(c: ClockState | null, toAct: readonly number[]): Date | null {
  if (!c) return null;
  const ds = toAct.map((s) => seatDeadline(c, s)).filter((d): d is number => d !== null);
  return ds.length === 0 ? null : new Date(Math.min(...ds));
}

/** The seats among `toAct` whose time ran out at `now`. */
export const lateSeats = (c: ClockState, toAct: readonly number[], now: number): number[] =>
  toAct.filter((s) => {
    const d = seatDeadline(c, s);
    return d !== null && d <= now;
  });

/** The seat decision the match's deadline is: its deadline and its length (opened to deadline). */
function soonestDecision(c: ClockState, toAct: readonly number[]): { deadline: number; total: number } | null {
  let best: { deadline: number; total: number } | null = null;
  for (const seat of toAct) {
    const d = seatDeadline(c, seat);
    if (d === null) continue;
    if (!best || d < best.deadline) best = { deadline: d, total: d - c.seats[seat].since! };
  }
  return best && best.total > 0 ? best : null;
}

/**
 * Deadline warnings: a seat that must act is told when 25 %, and again when 10 %, of its pending
 * decision's time is left (the decision whose deadline is the match's: time bank, added time and
 * vacation credit count). Each threshold is sent once per decision; a warning sent late (the
 * sweep runs every CLOCK_SWEEP_SECONDS) names the smallest threshold already passed.
 */
export const WARNING_PERCENTS = [25, 10] as const;

/** The instant `percent` % of the decision's time is left (rounded up to the millisecond). */
const warningInstant = (d: { deadline: number; total: number }, percent: number): number => Math.ceil(d.deadline - (d.total * percent) / 100);

/**
 * When the next deadline warning falls due, after the threshold `warnedPercent` was sent for the
 * pending decision (null: none yet): the 25 % instant, then the 10 % one, then none (null). Null
 * without a running clock. Stored as Match.warnAt wherever the deadline is written.
 */
export function nextWarningAt(c: ClockState | null, toAct: readonly number[], warnedPercent: number | null): Date | null {
  const d = c && soonestDecision(c, toAct);
  const next = WARNING_PERCENTS.find((p) => warnedPercent === null || p < warnedPercent);
  return d && next !== undefined ? new Date(warningInstant(d, next)) : null;
}

/**
 * The warning to send at `now` (25 or 10), or null: the smallest threshold whose instant has
 * passed and that is below `warnedPercent`; null too once the deadline itself has passed (the
 * match times out instead).
 */
export function warningDue(c: ClockState, toAct: readonly number[], now: number, warnedPercent: number | null): number | null {
  const d = soonestDecision(c, toAct);
  if (!d || d.deadline <= now) return null;
  const passed = WARNING_PERCENTS.filter((p) => (warnedPercent === null || p < warnedPercent) && warningInstant(d, p) <= now);
  return passed.length === 0 ? null : Math.min(...passed);
}

/** The share (0-1) of the pending decision's time left for the seat whose deadline is the match's. */
export function shareLeft(c: ClockState, toAct: readonly number[], now: number): number | null {
  const d = soonestDecision(c, toAct);
  return d && (d.deadline - now) / d.total;
}

/** Time granted to `seat` by an opponent: it goes into the seat's bank. */
export function addTime(c: ClockState, seat: number, seconds: number): ClockState {
  const next = copy(c);
  next.seats[seat].bankMs += seconds * 1000;
  return next;
}

/**
 * The user of `seat` went on vacation until `until`: a pending decision of the seat is credited
 * the pause (only the part not already credited, when a vacation is extended).
 */
export function vacationStarted(c: ClockState, seat: number, now: number, until: number): ClockState {
  const next = copy(c);
  const s = next.seats[seat];
  if (s.since === null || until <= now) return next;
  const from = Math.max(now, s.vacationUntil ?? now);
  if (until > from) s.creditMs += until - from;
  s.vacationUntil = Math.max(until, s.vacationUntil ?? 0);
  return next;
}

/** The vacation of `seat`'s user ended at `now`, before its planned end: the unused credit goes. */
export function vacationEnded(c: ClockState, seat: number, now: number): ClockState {
  const next = copy(c);
  const s = next.seats[seat];
  if (s.since === null || s.vacationUntil === null || s.vacationUntil <= now) return next;
  s.creditMs = Math.max(0, s.creditMs - (s.vacationUntil - now));
  s.vacationUntil = now;
  return next;
}

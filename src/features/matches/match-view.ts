/** Maps a stored match to what one caller may see: their seat's view, never the raw state. */
import type { AnyGame } from '../../engine/game.js';
import type { MatchRow } from '../../persistence/matches.repository.js';
import type { MatchDto, MatchOutcome, MatchSummary } from '../../domain/match.schemas.js';
import { seatDeadline } from '../../domain/clock-policy.js';
import { clockOf, vacationsOf } from './seat-clocks.js';

/** The `userId` of log entries the server made for a seat (auto-play of a forced move). */
export const SERVER_ACTOR = 'server';

/**
 * Whether the end of the match has been revealed: the seed, the full log, the analysis. A match is
 * revealed when it is finished, unless a duplicate tournament round holds the reveal (`revealHeld`:
 * every entrant plays the same deal) until the round ends.
 */
export const revealed = (row: Pick<MatchRow, 'status' | 'revealHeld'>): boolean => row.status === 'finished' && !row.revealHeld;

export const seatOf = (row: Pick<MatchRow, 'seats'>, userId: string): number | null =>
  row.seats.find((s) => s.userId === userId)?.seat ?? null;

/** Whether the server plays `seat`'s forced moves: the seat's own choice, else its user's setting. */
export function autoPlayOf(row: Pick<MatchRow, 'seats'>, seat: number | null): boolean {
  const s = seat === null ? undefined : row.seats.find((x) => x.seat === seat);
  return s !== undefined && s.user.kind !== 'bot' && (s.autoPlay ?? s.user.autoPlay);
}

/** The clock as players see it (clock-policy.ts): policy, banks, each seat's deadline, pauses. */
function clockView(row: MatchRow, now: number): MatchSummary['clock'] {
  const c = clockOf(row);
  if (!c) return null;
  const vacation = vacationsOf(row);
  return {
    perMoveSeconds: c.policy.perMoveSeconds,
    daysPerMove: c.policy.daysPerMove,
    bankSeconds: c.policy.bankSeconds,
    incrementSeconds: c.policy.incrementSeconds,
    seats: c.seats.map((s, seat) => {
      const d = row.status === 'active' ? seatDeadline(c, seat) : null;
      return { seat, bankSeconds: s.bankMs / 1000, deadline: d === null ? null : new Date(d).toISOString(), paused: row.status === 'active' && (vacation(seat) ?? 0) > now };
    }),
  };
}

export function summaryOf(row: MatchRow, userId: string, inviteCode: string | null = null, now = Date.now()): MatchSummary {
  const yourSeat = seatOf(row, userId);
  const toAct = JSON.parse(row.toAct) as number[];
  const bySeat = new Map(
    row.seats.map((s) => [
      s.seat,
      {
        id: s.user.id,
        username: s.user.username,
        kind: s.user.kind === 'bot' ? ('bot' as const) : ('human' as const),
        botLevel: s.user.botLevel,
        vacationUntil: s.user.vacationUntil && s.user.vacationUntil.getTime() > now ? s.user.vacationUntil.toISOString() : null,
      },
    ]),
  );
  return {
    id: row.id,
    game: row.gameId,
    options: JSON.parse(row.options) as Record<string, unknown>,
    visibility: row.visibility as MatchSummary['visibility'],
    status: row.status as MatchSummary['status'],
    version: row.version,
    decisionVersion: row.decisionVersion,
    ply: row.ply,
    seats: Array.from({ length: row.seatCount }, (_, seat) => ({ seat, user: bySeat.get(seat) ?? null })),
    yourSeat,
    toAct,
    yourTurn: yourSeat !== null && toAct.includes(yourSeat),
    autoPlay: autoPlayOf(row, yourSeat),
    // The players, and the creator who watches without a seat (e.g. bots against each other).
    // A held match (a duplicate round's) has no code to pass on: only its player sees it.
    inviteCode: row.visibility === 'private' && !row.revealHeld && (yourSeat !== null || row.createdById === userId) ? inviteCode : null,
    timeLimitSeconds: row.timeLimitSeconds,
    hints: row.hints,
    clock: clockView(row, now),
    rated: row.rated,
    deadline: row.deadline ? row.deadline.toISOString() : null,
    seedHash: row.seedHash,
    seed: revealed(row) ? row.seed : null,
    outcome: row.outcome ? (JSON.parse(row.outcome) as MatchOutcome) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `state`: `row.state` already parsed, when the caller holds it (a move's new state). */
export function toMatchDto(game: AnyGame, row: MatchRow, userId: string, inviteCode: string | null = null, now = Date.now(), state?: unknown): MatchDto {
  const summary = summaryOf(row, userId, inviteCode, now);
  const view = row.state === null ? null : game.view(state ?? JSON.parse(row.state), summary.yourSeat);
  return { ...summary, view };
}

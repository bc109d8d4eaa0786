/** A game's outcome as the platform records it (also re-derived by the record verifier). */
import type { Outcome } from '../engine/game.js';
import type { MatchOutcome } from './match.schemas.js';

export const toOutcome = (
  o: Extract<Outcome, { finished: true }>,
  endedBy: MatchOutcome['endedBy'] = 'rules',
  seats: { resigned?: number; timedOut?: number[] } = {},
): MatchOutcome => ({
  winners: o.winners,
  draw: o.draw,
  scores: o.scores ?? null,
  reason: o.reason,
  resignedSeat: seats.resigned ?? null,
  endedBy,
  timedOutSeats: seats.timedOut ?? [],
});

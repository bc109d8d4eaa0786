/**
 * The per-user event log's shapes. An event says what happened in public facts only (ids,
 * versions, deadlines, usernames): never a card, a move's hidden part or a seed. A client that
 * wants more reads its own view of the match.
 */
export const USER_EVENT_TYPES = [
  'your_turn',
  'match_created',
  'match_joined',
  'match_started',
  'match_finished',
  'deadline_approaching',
  'webhook_disabled',
  'takeback_requested',
  'takeback_accepted',
  'takeback_declined',
  'time_added',
  'opponent_on_vacation',
  'challenge_received',
  'challenge_accepted',
  'challenge_declined',
  'challenge_cancelled',
  'challenge_expired',
  'seek_paired',
  'rematch_offered',
  'match_aborted',
  'draw_offered',
  'draw_accepted',
  'draw_declined',
  'chat_message',
  'tournament_round_started',
  'tournament_paired',
  'tournament_finished',
  'tournament_cancelled',
] as const;

export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/** An event to write (the seq is given by the store, in commit order per user). */
export interface UserEventInsert {
  userId: string;
  type: UserEventType;
  matchId: string | null;
  version: number | null;
  /** Public fields only (JSON-serialisable). */
  data: Record<string, unknown>;
}

/** An event as stored. */
export interface UserEventRow {
  userId: string;
  seq: number;
  type: string;
  matchId: string | null;
  version: number | null;
  data: string;
  createdAt: Date;
}

/**
 * The per-user events of challenges, seeks, offers and chat (issue 12, part A). Pure functions,
 * like features/events/match-user-events.ts: public fields only (ids, usernames, game, a chat text the
 * sender wrote), never a card; bots get none.
 */
import type { UserEventInsert, UserEventType } from '../../domain/user-event.js';
import type { ChallengeRow } from '../../persistence/social.repository.js';

export interface Person {
  id: string;
  kind: string;
}

/** A challenge event for each of `to` (people only). */
export function challengeEvents(type: UserEventType, c: ChallengeRow, to: readonly Person[], extra: Record<string, unknown> = {}): UserEventInsert[] {
  return to
    .filter((p) => p.kind !== 'bot')
    .map((p) => ({
      userId: p.id,
      type,
      matchId: c.matchId ?? c.rematchOf,
      version: null,
      data: { challengeId: c.id, kind: c.rematchOf ? 'rematch' : 'challenge', game: c.gameId, rematchOf: c.rematchOf, matchId: c.matchId, ...extra },
    }));
}

/** A match-level event (abort, draw offers, chat) for each of `to` (people only). */
export function matchEvents(type: UserEventType, m: { id: string; gameId: string }, version: number | null, to: readonly Person[], data: Record<string, unknown>): UserEventInsert[] {
  return to.filter((p) => p.kind !== 'bot').map((p) => ({ userId: p.id, type, matchId: m.id, version, data: { game: m.gameId, matchId: m.id, ...data } }));
}

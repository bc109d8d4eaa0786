/**
 * What a tournament tells: per-user events (tournament_round_started, ...) for the people entered,
 * and the wake-up of its standings' subscribers. Shared by the lifecycle and the rounds.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PUBSUB, type ClosablePubSub } from '../../platform/pubsub.js';
import { TournamentsRepository, type TournamentRow } from '../../persistence/tournaments.repository.js';
import type { UserEventInsert, UserEventType } from '../../domain/user-event.js';
import { tournamentTopic, type TournamentWake } from './standings-feed.js';
import type { StandingsReason } from './tournaments.schemas.js';

@Injectable()
export class TournamentNotices {
  private readonly logger = new Logger('Tournaments');

  constructor(
    private readonly repo: TournamentsRepository,
    @Inject(PUBSUB) private readonly pubsub: ClosablePubSub,
  ) {}

  /** Wakes the standings' subscribers on every instance (after the change is committed; never awaited). */
  announce(id: string, reason: StandingsReason): void {
    const wake: TournamentWake = { reason };
    this.pubsub.publish(tournamentTopic(id), wake).catch((e: Error) => this.logger.warn(`standings of ${id} not announced (${reason}): ${e.message}; subscribers see it at their recheck`));
  }

  event(type: UserEventType, userId: string, t: TournamentRow, data: Record<string, unknown>): UserEventInsert {
    return { userId, type, matchId: null, version: null, data: { tournamentId: t.id, name: t.name, game: t.gameId, ...data } };
  }

  /** One event per person entered (bots read none). */
  async eventsFor(t: TournamentRow, type: UserEventType, data: Record<string, unknown>): Promise<UserEventInsert[]> {
    const entries = await this.repo.entries(t.id);
    const names = await this.repo.users(entries.map((e) => e.userId));
    return entries.filter((e) => names.get(e.userId)?.kind !== 'bot').map((e) => this.event(type, e.userId, t, data));
  }
}

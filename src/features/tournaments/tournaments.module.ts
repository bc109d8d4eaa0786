/** Tournaments (issue 40): stands on matches (games, resignations, clocks) and events. */
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { TournamentGames } from './tournament-games.service.js';
import { TournamentNotices } from './tournament-notices.js';
import { TournamentReads } from './tournament-reads.service.js';
import { TournamentRounds } from './tournament-rounds.service.js';
import { TournamentsService } from './tournaments.service.js';

@Module({
  imports: [EventsModule, MatchesModule],
  providers: [TournamentsService, TournamentReads, TournamentRounds, TournamentGames, TournamentNotices],
  exports: [TournamentsService, TournamentReads, TournamentRounds],
})
export class TournamentsModule {}

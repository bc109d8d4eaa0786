/** Tournaments (issue 40): stands on matches (games, resignations, clocks) and events. */
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { TournamentsService } from './tournaments.service.js';

@Module({ imports: [EventsModule, MatchesModule], providers: [TournamentsService], exports: [TournamentsService] })
export class TournamentsModule {}

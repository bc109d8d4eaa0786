/** One match service for every game: lifecycle, moves, history, clocks, takebacks and the live fan-out. */
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { ClockActionsService } from './clock-actions.service.js';
import { HistoryService } from './history.service.js';
import { InviteCodes } from './invite-codes.js';
import { MatchClock } from './match-clock.js';
import { MatchEvents } from './match-events.js';
import { MatchFanout } from './match-fanout.js';
import { MatchesService } from './matches.service.js';
import { MovesService } from './moves.service.js';
import { TakebacksService } from './takebacks.service.js';

const PROVIDERS = [InviteCodes, MatchesService, MovesService, HistoryService, TakebacksService, ClockActionsService, MatchClock, MatchEvents, MatchFanout];

@Module({ imports: [EventsModule], providers: PROVIDERS, exports: PROVIDERS })
export class MatchesModule {}

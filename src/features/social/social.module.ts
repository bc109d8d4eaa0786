/** Between players: challenges, seeks, rematch and draw offers, chat. */
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { ChallengesService } from './challenges.service.js';
import { ChatService } from './chat.service.js';
import { MatchOffersService } from './match-offers.service.js';
import { SeeksService } from './seeks.service.js';

const PROVIDERS = [ChallengesService, SeeksService, MatchOffersService, ChatService];

@Module({ imports: [EventsModule, MatchesModule], providers: PROVIDERS, exports: PROVIDERS })
export class SocialModule {}

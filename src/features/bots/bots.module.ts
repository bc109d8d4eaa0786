/** The service's bots (worker threads) and hints: they play and advise through the match service. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { BotPool } from './bot-pool.js';
import { BotRunner } from './bot-runner.js';
import { HintsService } from './hints.service.js';

const PROVIDERS = [BotPool, BotRunner, HintsService];

@Module({ imports: [MatchesModule], providers: PROVIDERS, exports: PROVIDERS })
export class BotsModule {}

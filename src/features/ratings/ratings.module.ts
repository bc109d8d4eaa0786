/** Ratings, profiles and leaderboards (the maths is the domain's: domain/ratings). */
import { Module } from '@nestjs/common';
import { BotRatingsService } from './bot-ratings.service.js';
import { RatingsService } from './ratings.service.js';

/** Also the service's bots' ratings (their own pool: domain/ratings/bot-pool.ts). */
@Module({ providers: [RatingsService, BotRatingsService], exports: [RatingsService, BotRatingsService] })
export class RatingsModule {}

/** The post-game analysis: computed on the game worker pool, kept in MatchAnalysis. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { AnalysisService } from './analysis.service.js';

@Module({ imports: [MatchesModule], providers: [AnalysisService], exports: [AnalysisService] })
export class AnalysisModule {}

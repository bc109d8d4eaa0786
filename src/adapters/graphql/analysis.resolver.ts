/** GraphQL adapter of the post-game analysis (like GET /v1/matches/{id}/analysis). */
import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { AnalysisService } from '../../features/analysis/analysis.service.js';
import { MatchIdSchema } from '../../domain/match.schemas.js';
import { MatchAnalysisType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

const MatchArgs = z.object({ id: MatchIdSchema });

@Resolver()
export class AnalysisResolver {
  constructor(private readonly analysis: AnalysisService) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => MatchAnalysisType, {
    description: 'The post-game analysis of a finished match (like GET /v1/matches/{id}/analysis): MATCH_NOT_FINISHED before the end, WORKERS_BUSY when the worker threads are overloaded.',
    complexity: 50,
  })
  @RequiresScope('read')
  matchAnalysis(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { id }: ArgsOf<typeof MatchArgs>) {
    return this.analysis.analysis(user, id);
  }
}

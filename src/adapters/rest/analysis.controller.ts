/** REST adapter of the post-game analysis (features/analysis). */
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequiresScope } from '../../features/auth/scopes.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { AnalysisService } from '../../features/analysis/analysis.service.js';
import { MatchAnalysisSchema } from '../../features/analysis/analysis.schemas.js';
import { ApiJson } from './openapi.js';

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/matches')
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Get(':id/analysis')
  @ApiJson({
    summary: 'Get the post-game analysis',
    description:
      "For a finished match: every move still in effect, judged from what its seat could see when it played (its view and the history as it saw it, never the others' cards): the move the game's bot finds best and how much the played move lost on the bot's 0-1 scale; with the exact answer where the game has one (Pyramid Solitaire: whether the deal could be won, and the first move after which it could not). Computed once on the worker threads (the first call waits for it, seconds at most) and kept. 409 MATCH_NOT_FINISHED before the end; 503 WORKERS_BUSY with Retry-After when the worker threads are overloaded. docs/analysis.md.",
    params: { id: { description: 'Match id.' } },
    response: MatchAnalysisSchema,
    errors: [401, 404, 409, 503],
  })
  @RequiresScope('read')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.analysis.analysis(user, id);
  }
}

/** GraphQL adapter of takebacks, added time and vacations (like the REST routes of CorrespondenceController). */
import { UseGuards } from '@nestjs/common';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { TakebacksService } from '../../features/matches/takebacks.service.js';
import { ClockActionsService } from '../../features/matches/clock-actions.service.js';
import { AddTimeRequestSchema, TakebackAnswerSchema, TakebackRequestSchema, VacationRequestSchema } from '../../features/matches/correspondence.schemas.js';
import { MatchIdSchema } from '../../domain/match.schemas.js';
import { MatchType, TakebackAskedType, TakebackType, VacationType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

// The arguments: a request's schema, plus the match id REST puts in the path.
const MatchArgs = z.object({ matchId: MatchIdSchema });
const TakebackArgs = TakebackRequestSchema.extend(MatchArgs.shape);
const AnswerArgs = TakebackAnswerSchema.extend(MatchArgs.shape);
const AddTimeArgs = AddTimeRequestSchema.extend(MatchArgs.shape);

@Resolver()
export class CorrespondenceResolver {
  constructor(
    private readonly takebacks: TakebacksService,
    private readonly clocks: ClockActionsService,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => TakebackType, { description: 'The pending takeback request of a match (like GET /v1/matches/{id}/takeback).' })
  @RequiresScope('read')
  takeback(@CurrentUser() user: AuthUser, @ZodArgs(MatchArgs) { matchId }: ArgsOf<typeof MatchArgs>) {
    return this.takebacks.pending(user, matchId);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => TakebackAskedType, { description: 'Ask to take back your last move; the other players must accept (like POST /v1/matches/{id}/takeback).' })
  @RequiresScope('play')
  requestTakeback(@CurrentUser() user: AuthUser, @ZodArgs(TakebackArgs) { matchId, expectedVersion }: ArgsOf<typeof TakebackArgs>) {
    return this.takebacks.request(user, matchId, expectedVersion);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Accept (true) or decline (false) the pending takeback request.' })
  @RequiresScope('play')
  answerTakeback(@CurrentUser() user: AuthUser, @ZodArgs(AnswerArgs) { matchId, accept }: ArgsOf<typeof AnswerArgs>) {
    return this.takebacks.answer(user, matchId, accept);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: "Give an opponent's seat more time (like POST /v1/matches/{id}/add-time)." })
  @RequiresScope('play')
  addTime(@CurrentUser() user: AuthUser, @ZodArgs(AddTimeArgs) { matchId, seat, seconds, expectedVersion }: ArgsOf<typeof AddTimeArgs>) {
    return this.clocks.addTime(user, matchId, seat, seconds, expectedVersion);
  }

  @UseGuards(JwtAuthGuard)
  @Query(() => VacationType, { description: "Your vacation and this year's allowance (like GET /v1/me/vacation)." })
  @RequiresScope('read')
  myVacation(@CurrentUser() user: AuthUser) {
    return this.clocks.vacation(user);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => VacationType, { description: 'Start a vacation of `days` days, or end yours with 0 (like PUT /v1/me/vacation).' })
  @RequiresScope('account')
  setVacation(@CurrentUser() user: AuthUser, @ZodArgs(VacationRequestSchema) { days }: ArgsOf<typeof VacationRequestSchema>) {
    return this.clocks.setVacation(user, days);
  }
}

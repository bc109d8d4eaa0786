/** GraphQL adapter of takebacks, added time and vacations (like the REST routes of CorrespondenceController). */
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { parseOr400 } from '../../platform/zod.js';
import { TakebacksService } from '../../features/matches/takebacks.service.js';
import { ClockActionsService } from '../../features/matches/clock-actions.service.js';
import { AddTimeRequestSchema, VacationRequestSchema } from '../../features/matches/correspondence.schemas.js';
import { MatchType, TakebackAskedType, TakebackType, VacationType } from './schema-types.js';

@Resolver()
export class CorrespondenceResolver {
  constructor(
    private readonly takebacks: TakebacksService,
    private readonly clocks: ClockActionsService,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => TakebackType, { description: 'The pending takeback request of a match (like GET /v1/matches/{id}/takeback).' })
  @RequiresScope('read')
  takeback(@CurrentUser() user: AuthUser, @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string) {
    return this.takebacks.pending(user, matchId);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => TakebackAskedType, { description: 'Ask to take back your last move; the other players must accept (like POST /v1/matches/{id}/takeback).' })
  @RequiresScope('play')
  requestTakeback(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('expectedVersion', { type: () => Int, nullable: true, description: 'Only if the match is still at this version.' }) expectedVersion?: number,
  ) {
    return this.takebacks.request(user, matchId, expectedVersion ?? undefined);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: 'Accept (true) or decline (false) the pending takeback request.' })
  @RequiresScope('play')
  answerTakeback(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('accept', { description: 'true: consent; false: decline.' }) accept: boolean,
  ) {
    return this.takebacks.answer(user, matchId, accept);
  }

  @UseGuards(JwtAuthGuard)
  @Mutation(() => MatchType, { description: "Give an opponent's seat more time (like POST /v1/matches/{id}/add-time)." })
  @RequiresScope('play')
  addTime(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('seat', { type: () => Int, description: "The opponent's seat." }) seat: number,
    @Args('seconds', { type: () => Int, description: 'Seconds to add: 60 to 604800.' }) seconds: number,
    @Args('expectedVersion', { type: () => Int, nullable: true, description: 'Only if the match is still at this version.' }) expectedVersion?: number,
  ) {
    const req = parseOr400(AddTimeRequestSchema, { seat, seconds, expectedVersion: expectedVersion ?? undefined });
    return this.clocks.addTime(user, matchId, req.seat, req.seconds, req.expectedVersion);
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
  setVacation(@CurrentUser() user: AuthUser, @Args('days', { type: () => Int, description: 'Days off from now; 0 ends your vacation.' }) days: number) {
    return this.clocks.setVacation(user, parseOr400(VacationRequestSchema, { days }).days);
  }
}

/** REST adapter of takebacks, added time and vacations. */
import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodPipe } from '../../platform/zod.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { ApiJson } from './openapi.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { TakebacksService } from '../../features/matches/takebacks.service.js';
import { ClockActionsService } from '../../features/matches/clock-actions.service.js';
import { RestMatchSchema } from '../../features/matches/api-schemas.js';
import { AddTimeRequestSchema, TakebackRequestSchema, TakebackSchema, VacationRequestSchema, VacationSchema } from '../../features/matches/correspondence.schemas.js';

const MATCH_ID = { id: { description: 'Match id.' } };

const TakebackAskedSchema = z
  .object({
    takeback: TakebackSchema.nullable().describe('The request now waiting for the others; null when it was applied at once (every other seat is a bot).'),
    match: RestMatchSchema,
  })
  .meta({ id: 'TakebackAsked', description: 'Your request, and the match with your view.' });

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1')
export class CorrespondenceController {
  constructor(
    private readonly takebacks: TakebacksService,
    private readonly clocks: ClockActionsService,
  ) {}

  @Get('matches/:id/takeback')
  @ApiJson({
    summary: 'Get the pending takeback request',
    description: 'The request to take back a move that waits for answers (404 TAKEBACK_NOT_FOUND when none holds for the match as it is).',
    params: MATCH_ID,
    response: TakebackSchema,
    errors: [401, 404],
  })
  @RequiresScope('read')
  pending(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.takebacks.pending(user, id);
  }

  @Post('matches/:id/takeback')
  @HttpCode(200)
  @ApiJson({
    summary: 'Ask to take back your last move',
    description:
      "Only your own move that is the log's last entry, and only where the game says undoing it reveals and hides nothing (409 TAKEBACK_REFUSED otherwise: e.g. a move that turned a card face up). The other players still in the game must accept (POST .../takeback/accept); bots always do. Applied, it is a new `takeback` entry in the log: nothing is erased.",
    params: MATCH_ID,
    body: TakebackRequestSchema,
    response: TakebackAskedSchema,
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  request(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(TakebackRequestSchema)) body: { expectedVersion?: number }) {
    return this.takebacks.request(user, id, body.expectedVersion);
  }

  @Post('matches/:id/takeback/accept')
  @HttpCode(200)
  @ApiJson({
    summary: 'Accept a takeback',
    description: 'Consents to the pending request; the last consent needed applies it.',
    params: MATCH_ID,
    response: RestMatchSchema,
    errors: [401, 403, 404, 409],
  })
  @RequiresScope('play')
  accept(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.takebacks.answer(user, id, true);
  }

  @Post('matches/:id/takeback/decline')
  @HttpCode(200)
  @ApiJson({
    summary: 'Decline a takeback',
    description: 'Refuses the pending request: it ends, and the asker is told.',
    params: MATCH_ID,
    response: RestMatchSchema,
    errors: [401, 403, 404, 409],
  })
  @RequiresScope('play')
  decline(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.takebacks.answer(user, id, false);
  }

  @Post('matches/:id/add-time')
  @HttpCode(200)
  @ApiJson({
    summary: 'Give an opponent more time',
    description: "Adds `seconds` to an opponent's time bank (kept until spent); their deadline moves at once if they must act. The match's version goes up, its decision stays open.",
    params: MATCH_ID,
    body: AddTimeRequestSchema,
    response: RestMatchSchema,
    errors: [400, 401, 403, 404, 409],
  })
  @RequiresScope('play')
  addTime(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodPipe(AddTimeRequestSchema)) body: z.infer<typeof AddTimeRequestSchema>) {
    return this.clocks.addTime(user, id, body.seat, body.seconds, body.expectedVersion);
  }

  @Get('me/vacation')
  @ApiJson({ summary: 'My vacation', description: 'Your vacation and this year\'s allowance.', response: VacationSchema, errors: [401] })
  @RequiresScope('read')
  vacation(@CurrentUser() user: AuthUser) {
    return this.clocks.vacation(user);
  }

  @Put('me/vacation')
  @ApiJson({
    summary: 'Start or end a vacation',
    description:
      'Days off from now, within VACATION_DAYS_PER_YEAR: the clocks of your seats in every match stand still until the vacation ends (your opponents see it, and get an opponent_on_vacation event). `days: 0` ends it early and gives back the whole days not used.',
    body: VacationRequestSchema,
    response: VacationSchema,
    errors: [400, 401, 409],
  })
  @RequiresScope('account')
  setVacation(@CurrentUser() user: AuthUser, @Body(new ZodPipe(VacationRequestSchema)) body: { days: number }) {
    return this.clocks.setVacation(user, body.days);
  }
}

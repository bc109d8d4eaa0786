/** Request and response shapes of takebacks, added time and vacations (validation + OpenAPI + GraphQL). */
import { z } from 'zod';

export const TakebackRequestSchema = z
  .object({ expectedVersion: z.number().int().min(1).optional().describe('The match version you decided on; a stale one gets 409 STALE_VERSION.') })
  .strict()
  .meta({ id: 'TakebackRequest', description: 'Asking to take back your last move needs no body; send expectedVersion to ask only if nothing happened since.' });

/** An answer to the pending takeback request (REST: POST .../takeback/accept or .../takeback/decline). */
export const TakebackAnswerSchema = z.object({ accept: z.boolean().describe('true: consent; false: decline.') }).strict();

export const TakebackSchema = z
  .object({
    seat: z.number().int().describe('The seat asking to take back its last move.'),
    ply: z.number().int().describe('The log entry (ply) that would be undone.'),
    version: z.number().int().describe('The match version the request holds for: any change to the match makes it lapse.'),
    asked: z.array(z.number().int()).describe("The seats whose consent is needed (every other player still in the game; bots always agree)."),
    accepted: z.array(z.number().int()).describe('The seats that accepted so far.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'Takeback', description: 'A pending request to take back a move.' });

export const AddTimeRequestSchema = z
  .object({
    seat: z.number().int().min(0).max(15).describe("The opponent's seat that gets the time."),
    seconds: z
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .describe("Seconds to add (1 minute to 7 days): they go into the seat's time bank and are kept until spent."),
    expectedVersion: z.number().int().min(1).optional().describe('Only if the match is still at this version.'),
  })
  .strict()
  .meta({ id: 'AddTimeRequest', description: 'Grant an opponent more time.' });

export const VacationRequestSchema = z
  .object({
    days: z
      .number()
      .int()
      .min(0)
      .max(366)
      .describe('Whole days off from now (within your yearly allowance); 0 ends your current vacation and gives back the whole days not used.'),
  })
  .strict()
  .meta({ id: 'VacationRequest', description: 'Start or end a vacation.' });

export const VacationSchema = z
  .object({
    vacationUntil: z.string().nullable().describe('When your vacation ends (ISO 8601); null when you are not on vacation.'),
    year: z.number().int().describe('The calendar year (UTC) the allowance counts.'),
    allowanceDays: z.number().int().describe('Vacation days per year (VACATION_DAYS_PER_YEAR).'),
    daysUsed: z.number().int().describe('Days taken this year.'),
    daysLeft: z.number().int().describe('Days you may still take this year.'),
  })
  .meta({ id: 'Vacation', description: 'Your vacation: while it lasts your clocks in every match stand still, and your opponents see it.' });

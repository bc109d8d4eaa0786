/** Shapes of the inbox and the per-user events (REST and GraphQL), declared once in zod. */
import { z } from 'zod';
import { graphqlRegistry } from '../../platform/graphql-names.js';
import { HistoryEntrySchema, MatchSchema, RestHistoryEntrySchema, RestMatchSchema } from '../matches/api-schemas.js';
import { USER_EVENT_TYPES } from '../../domain/user-event.js';

export const UserEventTypeSchema = z.enum(USER_EVENT_TYPES).meta({
  id: 'UserEventType',
  description:
    'your_turn: a seat of yours must act (data.deadline); match_created / match_joined (data.username took data.seat) / match_started / match_finished (data.endedBy when not by the rules); deadline_approaching (data.percentLeft of the time is left); webhook_disabled (data.webhookId, data.reason); takeback_requested (data.seat asks to take back ply data.ply: accept or decline) / takeback_accepted / takeback_declined (by data.by); time_added (data.by gave your seat data.seconds; data.deadline); opponent_on_vacation (data.seat is away until data.until; null: back); challenge_received / challenge_accepted / challenge_declined (data.reason) / challenge_cancelled / challenge_expired (data.challengeId; data.matchId once it started); rematch_offered (data.challengeId, data.rematchOf); seek_paired (data.seekId, data.matchId); match_aborted; draw_offered / draw_accepted (3+ players: one acceptance of several, data.acceptedBy) / draw_declined (data.seat); an agreed draw ends as match_finished (data.endedBy agreement); chat_message (data.room, data.username, data.body).',
});

export const UserEventSchema = z
  .object({
    id: z.string().describe('Your events are numbered 1, 2, 3, ... in the order they were committed: send the last one you have as Last-Event-ID (or `after`) to resume.'),
    type: UserEventTypeSchema,
    matchId: z.string().nullable().describe('The match it is about, if any.'),
    version: z.number().int().nullable().describe('The match version it is about, if any: read the match to get your view at or after it.'),
    data: z.record(z.string(), z.unknown()).describe('Public fields of the event (game, seat, deadline, ...): never a hidden card; fetch your own view for more.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'UserEvent', description: 'An event of your durable event log.' });

/** A turn already waiting when a stream opened without an event id (GET /v1/me/events): not an event of the log. */
export const PendingTurnSchema = z
  .object({
    id: z.null().describe('Always null: a pending turn is not an event of your log (its frame has no `id:` line, so Last-Event-ID stays where it was).'),
    type: z.literal('your_turn').describe('Shaped as a your_turn event.'),
    matchId: z.string().describe('The match in which you must act.'),
    version: z.number().int().describe('The match version now: send it as expectedVersion.'),
    data: z
      .object({
        game: z.string().describe('The game id.'),
        matchId: z.string().describe('The match id again.'),
        version: z.number().int().describe('The version again.'),
        seat: z.number().int().describe('Your seat, which must act.'),
        deadline: z.string().nullable().describe('When your decision times out (ISO 8601); null without a clock.'),
        pending: z.literal(true).describe('Always true: this turn was waiting when the stream opened.'),
      })
      .describe('Public fields of the turn.'),
    createdAt: z.string().describe('ISO 8601: since when the match has waited for you.'),
  })
  .meta({ id: 'PendingTurn', description: 'A turn of yours already waiting when a stream opened without Last-Event-ID: sent first, most urgent first, as `event: your_turn` with no id.' });

export const StreamReadySchema = z
  .object({ kind: z.literal('ready'), lastEventId: z.string().describe('The last id so far: resume from it.') })
  .meta({ id: 'StreamReady', description: 'The `data` of `event: ready`: the stream caught up with your log.' });

export const StreamResetSchema = z
  .object({ kind: z.literal('reset'), lastEventId: z.string().describe('Go on from this id.'), reason: z.string().describe('Why, in a sentence.') })
  .meta({ id: 'StreamReset', description: 'The `data` of `event: reset`: the events after your id are no longer kept (or it was never issued); refetch your matches.' });

export const UserStreamDataSchema = z
  .union([UserEventSchema, PendingTurnSchema, StreamReadySchema, StreamResetSchema])
  .meta({
    id: 'UserStreamData',
    description:
      'The `data:` line of a frame of GET /v1/me/events as text/event-stream, as JSON: an event of your log (frames with an `id:`, `event:` its type), a pending turn (`event: your_turn`, no id), or `ready` / `reset`.',
  });

export const EventPageSchema = z
  .object({
    items: z.array(UserEventSchema).describe('Events after `after`, oldest first.'),
    lastEventId: z.string().describe('The id to send as `after` next time.'),
    expired: z.boolean().describe('True when events after `after` are no longer kept (or it was never issued): refetch your matches (GET /v1/me/matches) and go on from lastEventId.'),
  })
  .meta({ id: 'EventPage', description: 'A page of your events, for clients that poll.' });

/** An event id as clients send it back (Last-Event-ID, `after`): the sequence number, as a string. */
export const EventIdSchema = z.string().max(20);

export const EventsQuerySchema = z
  .object({
    after: EventIdSchema.optional().describe('The last event id you have (as Last-Event-ID); omitted: from now on (a stream) or none (a page).'),
    limit: z.coerce.number().int().min(1).max(500).default(100).describe('Page size (JSON answers only).'),
  })
  .strict();

const opponent = z
  .object({
    seat: z.number().int().describe('Their seat.'),
    username: z.string().nullable().describe('Their username; null for a seat nobody has taken.'),
    kind: z.enum(['human', 'bot']).nullable().describe('human or bot; null for an empty seat.'),
  })
  .meta({ id: 'Opponent', description: 'Another seat of the match.' });

const turnTournament = z
  .object({
    id: z.string().describe('Tournament id (GET /v1/tournaments/{id}).'),
    name: z.string().describe("The tournament's name."),
    round: z.number().int().describe('The round this game belongs to.'),
    roundDeadline: z.string().nullable().describe("The round's deadline (ISO 8601): a game unfinished then is lost by the seat(s) to act; null without a schedule."),
  })
  .meta({ id: 'TurnTournament', description: 'The tournament round a game is part of.' });

const turnFields = {
  matchId: z.string().describe('Match id.'),
  game: z.string().describe('The game id.'),
  version: z.number().int().describe('The match version: send it as expectedVersion.'),
  seat: z.number().int().describe('Your seat, which must act.'),
  deadline: z.string().nullable().describe('When your decision times out (ISO 8601); null without a clock.'),
  waitingSince: z.string().describe('Since when the match has waited for you (its last change, ISO 8601).'),
  opponents: z.array(opponent).describe('The other seats.'),
  tournament: turnTournament.nullable().describe('The tournament and round of a tournament game (with the round deadline); null for any other match.'),
};

export const RestTurnSchema = z
  .object({
    ...turnFields,
    since: z
      .object({
        plies: z.number().int().describe('Entries of the log since your last move (all of them if you have not moved yet).'),
        entries: z.array(RestHistoryEntrySchema).describe('The last of those entries (at most 20), as you may see them.'),
      })
      .meta({ id: 'SinceYourMove', description: 'What happened since you last acted.' }),
    match: RestMatchSchema.describe('The match with your view.'),
  })
  .meta({ id: 'Turn', description: 'A match in which you must act now.' });

/** The most turns a page lists (GET /v1/me/turns `limit`, GraphQL myTurns). */
export const TURNS_PAGE_MAX = 100;

export const TurnsQuerySchema = z
  .object({
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page; omitted: the most urgent first.'),
    limit: z.coerce.number().int().min(1).max(TURNS_PAGE_MAX).default(50).describe(`Page size (at most ${TURNS_PAGE_MAX}).`),
  })
  .strict();

const nextTurnsCursor = z.string().nullable().describe('Pass as cursor for the next page; null on the last page.');

export const RestTurnsSchema = z
  .object({ items: z.array(RestTurnSchema).describe('Most urgent first: soonest deadline (none last), then longest waiting.'), nextCursor: nextTurnsCursor })
  .meta({ id: 'Turns', description: 'The active matches in which you must act now, a page at a time.' });

export const ChangedMatchesQuerySchema = z
  .object({
    changedSince: z
      .string()
      .min(1, 'Leave changedSince out on the first poll; an empty cursor is not one.')
      .max(200)
      .refine((v) => v !== 'null' && v !== 'undefined', 'Leave changedSince out on the first poll ("null" is not a cursor).')
      .optional()
      .describe('nextCursor of your last call; leave it out on the first poll (an empty or "null" value is 400 VALIDATION_FAILED).'),
    limit: z.coerce.number().int().min(1).max(100).default(50).describe('Page size.'),
  })
  .strict();

export const RestChangedMatchesSchema = z
  .object({
    items: z.array(RestMatchSchema).describe('Your matches (seated or created) that changed after the cursor, oldest change first.'),
    nextCursor: z.string().nullable().describe('Send as changedSince next time; null when you have no match yet. Changes of the last second are listed on the next call.'),
  })
  .meta({ id: 'ChangedMatches', description: 'Your matches that changed since a cursor.' });

export const SettingsSchema = z
  .object({
    autoPlay: z
      .boolean()
      .describe("Let the server play your only legal move at once where that reveals nothing (a match's own choice, POST /v1/matches/{id}/auto-play, wins)."),
  })
  .meta({ id: 'Settings', description: 'Your account settings.' });

export const SettingsUpdateSchema = SettingsSchema.partial().strict().meta({ id: 'SettingsUpdate', description: 'The settings to change.' });

// ---------- GraphQL ----------

export const TurnSchema = z
  .object({
    ...turnFields,
    sincePlies: z.number().int().describe('Entries of the log since your last move.'),
    sinceEntries: z.array(HistoryEntrySchema).describe('The last of those entries (at most 20), as you may see them.'),
    match: MatchSchema.describe('The match with your view.'),
  })
  .register(graphqlRegistry, { id: 'Turn', description: 'A match in which you must act now.' });

export const TurnPageSchema = z
  .object({ items: z.array(TurnSchema).describe('Most urgent first: soonest deadline (none last), then longest waiting.'), nextCursor: nextTurnsCursor })
  .register(graphqlRegistry, { id: 'TurnPage', description: 'The active matches in which you must act now, a page at a time.' });

export const StreamEventSchema = z
  .object({
    kind: z.enum(['ready', 'reset', 'event']).describe('ready: caught up (lastEventId); reset: the events after your id are gone, refetch (lastEventId); event: one event.'),
    lastEventId: z.string().nullable().describe('For ready and reset: the id to resume from.'),
    event: UserEventSchema.nullable().describe('For kind event.'),
  })
  .register(graphqlRegistry, { id: 'StreamEvent', description: 'An item of your event stream.' });

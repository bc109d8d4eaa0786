import { Body, Controller, Get, Headers, HttpCode, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodPipe } from '../../platform/zod.js';
import { Metrics } from '../../platform/metrics.js';
import { StreamSlots } from '../../platform/stream-slots.js';
import { ApiJson } from './openapi.js';
import { streamSse } from './sse.js';
import { badRequest } from '../../platform/problem.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { Sessions } from '../../features/auth/sessions.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { InboxService } from '../../features/correspondence/inbox.service.js';
import { UserEventStream, parseEventId, type StreamItem } from '../../features/events/user-event-stream.js';
import { SettingsService } from '../../features/correspondence/settings.service.js';
import {
  ChangedMatchesQuerySchema, EventPageSchema, EventsQuerySchema, RestChangedMatchesSchema, RestTurnsSchema, SettingsSchema, SettingsUpdateSchema, TurnsQuerySchema,
} from '../../features/correspondence/events.schemas.js';

const SSE_EXAMPLE = 'id: 7\nevent: your_turn\ndata: {"id":"7","type":"your_turn","matchId":"…","version":4,"data":{"game":"sabotage","seat":1,"deadline":null},"createdAt":"…"}\n\n: heartbeat\n\n';

/** One SSE frame. */
export function sseFrame(item: StreamItem): string {
  if (item.kind === 'event') return `id: ${item.event.id}\nevent: ${item.event.type}\ndata: ${JSON.stringify(item.event)}\n\n`;
  // No `id:` line: a pending turn is not an event of the log, and Last-Event-ID stays where it was.
  if (item.kind === 'turn') return `event: ${item.turn.type}\ndata: ${JSON.stringify(item.turn)}\n\n`;
  return `event: ${item.kind}\ndata: ${JSON.stringify(item)}\n\n`;
}

@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/me')
export class MeController {
  constructor(
    private readonly inbox: InboxService,
    private readonly stream: UserEventStream,
    private readonly settings: SettingsService,
    private readonly sessions: Sessions,
    private readonly metrics: Metrics,
    private readonly slots: StreamSlots,
  ) {}

  @Get('turns')
  @ApiJson({
    summary: 'My turns',
    description:
      'The active matches, across games, in which you must act now, most urgent first (soonest deadline, none last; then longest waiting), each with your view, your opponents and what happened since you last acted: a page at a time (`limit`, at most 100), follow nextCursor until it is null.',
    query: TurnsQuerySchema,
    response: RestTurnsSchema,
    errors: [400, 401],
  })
  @RequiresScope('read')
  turns(@CurrentUser() user: AuthUser, @Query(new ZodPipe(TurnsQuerySchema, 'The query')) q: { cursor?: string; limit: number }) {
    return this.inbox.turns(user, q.cursor, q.limit);
  }

  @Get('matches')
  @ApiJson({
    summary: 'My matches changed since a cursor',
    description:
      'Your matches (seated, or created) that changed after `changedSince`, oldest change first, each with your view: poll with the nextCursor of the last answer to stay in sync cheaply. Changes of the last second come on the next call.',
    query: ChangedMatchesQuerySchema,
    response: RestChangedMatchesSchema,
    errors: [400, 401],
  })
  @RequiresScope('read')
  changed(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ChangedMatchesQuerySchema, 'The query')) q: { changedSince?: string; limit: number }) {
    return this.inbox.changed(user, q.changedSince, q.limit);
  }

  @Get('events')
  @ApiJson({
    summary: 'My events (Server-Sent Events, or a page)',
    description:
      "Your durable event log. With `Accept: text/event-stream`: a stream of the events after `Last-Event-ID` (header) or `after` (query) — exactly those you missed, in order — then live ones, with a heartbeat comment every EVENT_HEARTBEAT_SECONDS; `event: ready` once caught up; `event: reset` first when the events after your id are no longer kept (EVENT_RETENTION_DAYS): refetch your matches, then go on. Opened with no event id, the stream first sends every turn already waiting for you, most urgent first, as `event: your_turn` frames with no `id:` line (`id` null, `data.pending` true: they are not events of the log), then the events from now on: a bot that starts at any time sees every match in which it must act. Without it: a JSON page of the events after `after`.",
    query: EventsQuerySchema,
    response: EventPageSchema,
    media: { 'text/event-stream': { schema: { type: 'string', description: 'Server-Sent Events; the JSON of each `data:` line is described by `x-sse-data`.', 'x-sse-data': { $ref: '#/components/schemas/UserStreamData' } }, example: SSE_EXAMPLE } },
    errors: [400, 401],
  })
  @RequiresScope('read')
  async events(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(EventsQuerySchema, 'The query')) q: { after?: string; limit: number },
    @Headers('last-event-id') lastEventId: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply, // sent here: a page, or the stream (streamSse)
  ): Promise<void> {
    const after = parseEventId(lastEventId ?? q.after);
    if (after === 'invalid') throw badRequest('INVALID_CURSOR', 'An event id is a number issued by this API.');
    if (!accept?.includes('text/event-stream')) {
      await reply.send(await this.stream.page(user.id, after, q.limit));
      return;
    }
    await this.sse(user, after, req, reply);
  }

  @Get('settings')
  @ApiJson({ summary: 'My settings', description: 'Your account settings.', response: SettingsSchema, errors: [401] })
  @RequiresScope('read')
  getSettings(@CurrentUser() user: AuthUser) {
    return this.settings.get(user);
  }

  @Put('settings')
  @HttpCode(200)
  @ApiJson({ summary: 'Change my settings', description: 'Changes the settings given; the others stay as they are.', body: SettingsUpdateSchema, response: SettingsSchema, errors: [400, 401] })
  @RequiresScope('account')
  putSettings(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SettingsUpdateSchema)) body: { autoPlay?: boolean }) {
    return this.settings.update(user, body);
  }

  /** Streams the events as SSE until the client goes or the service shuts down. */
  private sse(user: AuthUser, after: number | null, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    return streamSse(user, req, reply, this.sessions, this.slots, this.metrics.sseStreams, this.stream.heartbeatMs(), async function* (this: MeController, signal: AbortSignal) {
      for await (const item of this.stream.stream(user.id, after, signal, () => this.inbox.pendingTurns(user.id))) yield sseFrame(item);
    }.bind(this));
  }
}

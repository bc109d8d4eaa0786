/**
 * GET /v1/matches/{id}/events: the live match stream as Server-Sent Events, the twin of the
 * GraphQL `matchEvents` subscription (the same follower, match-fanout.ts). Each frame's id is the
 * version it brings, so a reconnecting client (Last-Event-ID) resumes exactly after it.
 */
import { Controller, Get, Headers, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZodPipe } from '../../platform/zod.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { badRequest } from '../../platform/problem.js';
import { ApiJson } from './openapi.js';
import { streamSse } from './sse.js';
import { Metrics } from '../../platform/metrics.js';
import { StreamSlots } from '../../platform/stream-slots.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { Sessions } from '../../features/auth/sessions.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { MatchesService } from '../../features/matches/matches.service.js';
import { MatchFanout, type SharedEvent } from '../../features/matches/match-fanout.js';
import { parseEventId } from '../../features/events/user-event-stream.js';

const MatchEventsQuerySchema = z
  .object({ after: z.string().optional().describe('The version you have, when your client cannot send the Last-Event-ID header.') })
  .strict();

const SSE_EXAMPLE = 'id: 7\nevent: move\ndata: {"kind":"move","match":{"id":"…","version":7,"ply":5,"status":"active","view":{…},…}}\n\n: heartbeat\n\n';

/** The frame of each shared event: serialised once, whoever receives it. */
const frames = new WeakMap<SharedEvent, string>();

export function matchEventFrame(e: SharedEvent): string {
  let f = frames.get(e);
  if (f === undefined) frames.set(e, (f = `id: ${e.match.version}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`));
  return f;
}

@ApiTags('matches')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/matches')
export class MatchEventsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly matches: MatchesService,
    private readonly fanout: MatchFanout,
    private readonly sessions: Sessions,
    private readonly metrics: Metrics,
    private readonly slots: StreamSlots,
  ) {}

  @Get(':id/events')
  @ApiJson({
    summary: 'Live events of a match (Server-Sent Events)',
    description:
      "A stream (`Accept: text/event-stream`) of the match's versions after `Last-Event-ID` (header) or `after` (query): every version exactly once, in order, each as it was, with your own seat's view (spectators: the spectators' view); the frame's id is its version. With neither, the first event (`current`) is the match now. `event: current` later is a resync: you fell too far behind, or a change between two versions is not in the log; go on from its id. The stream ends after the event that finishes the match. A heartbeat comment every EVENT_HEARTBEAT_SECONDS.",
    params: { id: { description: 'Match id.' } },
    query: MatchEventsQuerySchema,
    media: { 'text/event-stream': { schema: { type: 'string', description: 'Server-Sent Events; the JSON of each `data:` line is described by `x-sse-data`.', 'x-sse-data': { $ref: '#/components/schemas/MatchStreamData' } }, example: SSE_EXAMPLE } },
    errors: [400, 401, 403, 404],
  })
  @RequiresScope('read')
  async events(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query(new ZodPipe(MatchEventsQuerySchema, 'The query')) q: { after?: string },
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply, // the stream sends the reply (streamSse)
  ): Promise<void> {
    const after = parseEventId(lastEventId ?? q.after);
    if (after === 'invalid') throw badRequest('INVALID_CURSOR', 'An event id is a match version issued by this API.');
    await this.matches.load(user, id); // a stranger to a private match is refused here
    const events = this.fanout.subscribe(user.id, id, after ?? undefined);
    await streamSse(user, req, reply, this.sessions, this.slots, this.metrics.sseStreams, this.config.EVENT_HEARTBEAT_SECONDS * 1000, async function* (signal: AbortSignal) {
      const stop = () => void events.return?.();
      signal.addEventListener('abort', stop);
      try {
        for await (const e of events) yield matchEventFrame(e);
      } finally {
        signal.removeEventListener('abort', stop);
      }
    });
  }
}

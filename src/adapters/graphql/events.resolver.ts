/** GraphQL adapter of the inbox and the per-user event log (like GET /v1/me/turns and /v1/me/events). */
import { RequiresScope } from '../../features/auth/scopes.js';
import { UseGuards } from '@nestjs/common';
import { Context, Query, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { badRequest } from '../../platform/problem.js';
import { InboxService } from '../../features/correspondence/inbox.service.js';
import { UserEventStream, parseEventId } from '../../features/events/user-event-stream.js';
import { EventsQuerySchema, TURNS_PAGE_MAX, TurnsQuerySchema } from '../../features/correspondence/events.schemas.js';
import { StreamEventType, TurnPageType, tagged } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

/** A subscription reads from `after` on, as the stream of GET /v1/me/events (a page's size does not apply). */
const MyEventsArgs = EventsQuerySchema.pick({ after: true });

@Resolver()
export class EventsResolver {
  constructor(
    private readonly inbox: InboxService,
    private readonly stream: UserEventStream,
  ) {}

  @UseGuards(JwtAuthGuard)
  @Query(() => TurnPageType, {
    description: `The active matches in which you must act now, most urgent first, a page at a time (like GET /v1/me/turns; at most ${TURNS_PAGE_MAX} a page).`,
    complexity: ({ args, childComplexity }) => (Number(args.limit) || 50) * childComplexity,
  })
  @RequiresScope('read')
  async myTurns(@CurrentUser() user: AuthUser, @ZodArgs(TurnsQuerySchema) q: ArgsOf<typeof TurnsQuerySchema>) {
    const page = await this.inbox.turns(user, q.cursor, q.limit);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((t) => ({
        ...t,
        sincePlies: t.since.plies,
        sinceEntries: t.since.entries.map((e) => ({ ...e, move: e.move === null ? null : tagged(e.move, t.game) })),
        match: t.match,
      })),
    };
  }

  @UseGuards(JwtAuthGuard)
  @Subscription(() => StreamEventType, {
    description:
      'Your durable event log (like GET /v1/me/events as Server-Sent Events): the events after `after` (exactly those you missed, in order), then live ones; `ready` once caught up; `reset` first when the events after `after` are no longer kept.',
    resolve: (payload: unknown) => payload,
  })
  @RequiresScope('read')
  myEvents(@CurrentUser() user: AuthUser, @ZodArgs(MyEventsArgs) { after }: ArgsOf<typeof MyEventsArgs>, @Context() ctx: { user?: AuthUser }) {
    const from = parseEventId(after);
    if (from === 'invalid') throw badRequest('INVALID_CURSOR', 'An event id is a number issued by this API.');
    const gone = new AbortController();
    const items = this.stream.stream((ctx.user ?? user).id, from, gone.signal);
    const mapped = (async function* () {
      for await (const item of items) {
        if (item.kind === 'turn') continue; // only the SSE stream asks for the pending turns
        yield item.kind === 'event' ? { kind: 'event', lastEventId: item.event.id, event: item.event } : { kind: item.kind, lastEventId: item.lastEventId, event: null };
      }
    })();
    // When the client unsubscribes, graphql-ws calls return(): end the stream's read loop too.
    const ret = mapped.return.bind(mapped);
    mapped.return = (value?: unknown) => {
      gone.abort();
      return ret(value as never);
    };
    return mapped;
  }
}

/** The per-user event log's bus and stream: every feature that tells a user something writes through it. */
import { Module } from '@nestjs/common';
import { UserEventStream } from './user-event-stream.js';
import { UserEventsBus } from './user-events-bus.js';

const PROVIDERS = [UserEventsBus, UserEventStream];

@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class EventsModule {}

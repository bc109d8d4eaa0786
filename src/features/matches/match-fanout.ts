/**
 * Delivery of match events to this instance's subscribers. An event names a match and the
 * version it reached; each instance then reads that match ONCE and renders each seat's view and
 * the spectators' view once, however many subscribers it has (a thousand spectators cost one
 * read and one spectator view). Subscribers still each receive the match as themselves.
 *
 * Subscribers who see the match alike (a seat's player; every spectator; a private match's
 * creator who watches) share one event object: what a subscriber receives depends only on its
 * seat, and on whether it may pass on the invite code (summaryOf). GraphQL subscriptions then
 * execute each operation once per such object (shared-execution.ts), not once per socket.
 *
 * The cache only saves reads: an entry answers an event only when it holds that version or a
 * later one, read from the database after the commit; nothing here decides a conflict.
 */
import { Injectable } from '@nestjs/common';
import type { AnyGame, Viewer } from '../../engine/game.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { Pacer } from '../../platform/pacer.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, type MatchRow } from '../../persistence/matches.repository.js';
import { InviteCodes } from './invite-codes.js';
import { seatOf, summaryOf } from './match-view.js';
import type { MatchDto } from '../../domain/match.schemas.js';

interface Rendered {
  version: number;
  row: Promise<MatchRow | null>;
  state?: unknown;
  views: Map<Viewer, unknown>;
  /** The event objects handed out, by kind and viewer class (see classOf). */
  events: Map<string, SharedEvent>;
}

export interface SharedEvent {
  kind: string;
  match: MatchDto;
}

/**
 * Event objects that every subscriber of the same viewer class receives as is: a GraphQL
 * execution over one of them may be shared by the subscriptions that run the same operation.
 */
export const sharedEvents = new WeakSet<object>();

/** Viewers who see `row` alike get the same class. */
function classOf(row: MatchRow, userId: string): string {
  const seat = seatOf(row, userId);
  if (seat !== null) return `seat:${seat}:${userId}`;
  return row.visibility === 'private' && row.createdById === userId ? `creator:${userId}` : 'spectator';
}

const MAX_MATCHES = 1000;

@Injectable()
export class MatchFanout {
  private readonly latest = new Map<string, Rendered>();
  private readonly pacer = new Pacer();

  constructor(
    private readonly repo: MatchesRepository,
    private readonly catalog: GameCatalog,
    private readonly invites: InviteCodes,
  ) {}

  /**
   * The event `kind` with the match at `version` or later as `user` sees it (match null if the
   * match is gone): the same object for every viewer of the same class.
   */
  async deliver(user: AuthUser, matchId: string, version: number, kind: string): Promise<SharedEvent | { kind: string; match: null }> {
    await this.pacer.turn();
    const entry = this.entry(matchId, version);
    const row = await entry.row;
    if (!row) return { kind, match: null };
    const key = `${kind}\u0000${classOf(row, user.id)}`;
    let event = entry.events.get(key);
    if (!event) {
      const game = this.catalog.require(row.gameId);
      const summary = summaryOf(row, user.id, this.invites.codeOf(row));
      event = { kind, match: { ...summary, view: this.viewOf(game, row, entry, seatOf(row, user.id)) } };
      sharedEvents.add(event);
      entry.events.set(key, event);
    }
    return event;
  }

  private entry(matchId: string, version: number): Rendered {
    const known = this.latest.get(matchId);
    if (known && known.version >= version) return known;
    const fresh: Rendered = { version, row: this.repo.find(matchId), views: new Map(), events: new Map() };
    // Record the version actually read (it may be later than the event's) once it is known.
    void fresh.row.then(
      (r) => {
        if (r) fresh.version = Math.max(fresh.version, r.version);
      },
      () => this.latest.get(matchId) === fresh && this.latest.delete(matchId),
    );
    this.latest.delete(matchId);
    this.latest.set(matchId, fresh);
    if (this.latest.size > MAX_MATCHES) this.latest.delete(this.latest.keys().next().value!);
    return fresh;
  }

  private viewOf(game: AnyGame, row: MatchRow, entry: Rendered, viewer: Viewer): unknown {
    if (row.state === null) return null;
    if (!entry.views.has(viewer)) {
      entry.state ??= JSON.parse(row.state);
      entry.views.set(viewer, game.view(entry.state, viewer));
    }
    return entry.views.get(viewer);
  }
}

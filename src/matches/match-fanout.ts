/**
 * Delivery of match events to this instance's subscribers. An event names a match and the
 * version it reached; each instance then reads that match ONCE and renders each seat's view and
 * the spectators' view once, however many subscribers it has (a thousand spectators cost one
 * read and one spectator view). Subscribers still each receive the match as themselves.
 *
 * The cache only saves reads: an entry answers an event only when it holds that version or a
 * later one, read from the database after the commit; nothing here decides a conflict.
 */
import { Injectable } from '@nestjs/common';
import type { AnyGame, Viewer } from '../engine/game.js';
import { GameCatalog } from '../catalog/game-catalog.js';
import { Pacer } from '../common/pacer.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, type MatchRow } from '../persistence/matches.repository.js';
import { InviteCodes } from './invite-codes.js';
import { seatOf, summaryOf } from './match-view.js';
import type { MatchDto } from './match.schemas.js';

interface Rendered {
  version: number;
  row: Promise<MatchRow | null>;
  state?: unknown;
  views: Map<Viewer, unknown>;
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

  /** The match at `version` or later as `user` sees it, or null if it is gone. */
  async deliver(user: AuthUser, matchId: string, version: number): Promise<MatchDto | null> {
    await this.pacer.turn();
    const entry = this.entry(matchId, version);
    const row = await entry.row;
    if (!row) return null;
    const game = this.catalog.require(row.gameId);
    const summary = summaryOf(row, user.id, this.invites.code(row.id));
    return { ...summary, view: this.viewOf(game, row, entry, seatOf(row, user.id)) };
  }

  private entry(matchId: string, version: number): Rendered {
    const known = this.latest.get(matchId);
    if (known && known.version >= version) return known;
    const fresh: Rendered = { version, row: this.repo.find(matchId), views: new Map() };
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

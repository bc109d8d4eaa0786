/**
 * A match's versions as they were, read from the durable log: what the live match stream
 * (match-fanout.ts) delivers. Each log entry (Move row) records the version its commit produced,
 * so the versions between two reads of a match are rebuilt from the entries in between: the state
 * at each ply by replaying the log, the rest of the match as that row says. A version that is no
 * log entry (a join, a start, a clock change) cannot be rebuilt when other versions followed it
 * before it was read: the stream then says so with a `current` event (a resync) carrying the match
 * as it now is, and goes on from there.
 *
 * A version is rendered lazily, once per viewer class (a seat, a private match's watching creator,
 * the spectators): every subscriber of that class receives the same event object, so work done per
 * event (a GraphQL execution, its JSON) is shared by them (adapters/graphql/shared-execution.ts).
 */
import type { AnyGame, Viewer } from '../../engine/game.js';
import { continuesDecision } from '../../engine/decisions.js';
import { replayLog } from '../../engine/log-replay.js';
import type { MatchRow, MoveRow } from '../../persistence/matches.repository.js';
import type { MatchDto } from '../../domain/match.schemas.js';
import { seatOf, summaryOf } from './match-view.js';
import { setupAgain } from './setup-again.js';

export interface SharedEvent {
  kind: string;
  match: MatchDto;
}

/** Viewers who see `row` alike get the same class. */
function classOf(row: MatchRow, userId: string): string {
  const seat = seatOf(row, userId);
  if (seat !== null) return `seat:${seat}:${userId}`;
  return row.visibility === 'private' && row.createdById === userId ? `creator:${userId}` : 'spectator';
}

export const isFinal = (row: Pick<MatchRow, 'status'>) => row.status === 'finished' || row.status === 'cancelled';

/** One version of a match: the row as that version left it, and its state (parsed once). */
export class MatchVersion {
  private readonly views = new Map<Viewer, unknown>();
  private readonly events = new Map<string, SharedEvent>();
  /** The event each user received, by kind and user (the class is worked out once per user). */
  private readonly byUser = new Map<string, SharedEvent>();
  private parsed: unknown;

  constructor(
    readonly game: AnyGame,
    /** The match as this version left it (rebuilt versions: every column the log gives, see rebuilt()). */
    readonly row: MatchRow,
    /** What the change was: move | takeback | joined | started | left | clock | finished | current (a resync). */
    readonly kind: string,
    state?: unknown,
    private readonly inviteCode: string | null = null,
  ) {
    this.parsed = state;
  }

  get version(): number {
    return this.row.version;
  }

  get final(): boolean {
    return isFinal(this.row);
  }

  /** The state after this version (null before the match starts). */
  state(): unknown {
    if (this.parsed === undefined) this.parsed = this.row.state === null ? null : JSON.parse(this.row.state);
    return this.parsed;
  }

  /** The event as `userId` sees it (`kind` overrides: a resync says `current`): one object per viewer class. */
  eventFor(userId: string, kind = this.kind): SharedEvent {
    const mine = `${kind}\u0000${userId}`;
    const known = this.byUser.get(mine); // a spectator's thousand sockets: one class lookup per user
    if (known) return known;
    const key = `${kind}\u0000${classOf(this.row, userId)}`;
    let event = this.events.get(key);
    if (!event) {
      const summary = summaryOf(this.row, userId, this.inviteCode);
      event = { kind, match: { ...summary, view: this.viewOf(summary.yourSeat) } };
      this.events.set(key, event);
    }
    this.byUser.set(mine, event);
    return event;
  }

  private viewOf(viewer: Viewer): unknown {
    const state = this.state();
    if (state === null) return null;
    if (!this.views.has(viewer)) this.views.set(viewer, this.game.view(state, viewer));
    return this.views.get(viewer);
  }
}

/** Where a follower stands: the last version it processed, and (when known) its ply and state. */
export interface Cursor {
  version: number;
  ply?: number;
  state?: unknown;
  decisionVersion?: number;
}

export const cursorOf = (v: MatchVersion): Cursor => ({ version: v.version, ply: v.row.ply, state: v.state(), decisionVersion: v.row.decisionVersion });

const setupOf = setupAgain;

/** The kind of event a log entry is. */
const entryKind = (m: MoveRow) => (m.kind === 'takeback' ? 'takeback' : 'move');

/**
 * The versions after `from` up to `latest` (the match as just read), in order. `moves(after)`
 * reads the log entries with ply in (after, latest.ply]. Versions the log holds are rebuilt from
 * it; the last is `latest` itself (kind `latestKind`). When a version in between is no log entry,
 * the versions before it are delivered and then `latest` as a resync (kind `current`).
 */
export async function versionsBetween(
  game: AnyGame,
  from: Cursor,
  latest: MatchRow,
  latestKind: string,
  moves: (after: number) => Promise<MoveRow[]>,
  inviteCode: string | null,
): Promise<MatchVersion[]> {
  if (latest.version <= from.version) return [];
  const last = (kind: string) => new MatchVersion(game, latest, kind, undefined, inviteCode);
  if (latest.version === from.version + 1) return [last(latestKind)];
  if (latest.state === null) return [last('current')]; // not started: nothing in the log to rebuild from
  // From the cursor's state when it is known and no takeback needs the state before it; else from the start.
  let entries = from.ply !== undefined && from.state !== undefined && from.state !== null ? await moves(from.ply) : null;
  let initial = from.state;
  if (!entries || entries.some((m) => m.kind === 'takeback')) {
    entries = await moves(0);
    initial = setupOf(game, latest);
  }
  const states: unknown[] = [];
  const replay = replayLog(game, initial, entries.map((m) => ({ seat: m.seat, kind: m.kind, move: m.move === null ? null : JSON.parse(m.move) })), undefined, (i, s) => (states[i] = s));
  if (!replay.ok) return [last('current')];
  const out: MatchVersion[] = [];
  let expect = from.version + 1;
  let decisionVersion = from.decisionVersion;
  let toAct: number[] | null = null;
  for (const [i, m] of entries.entries()) {
    const before = toAct ?? (i > 0 ? game.toAct(states[i - 1]) : initial === null ? [] : game.toAct(initial));
    toAct = game.toAct(states[i]);
    if (m.version === null || m.version < expect) continue;
    if (m.version !== expect || m.version >= latest.version) break;
    decisionVersion = decisionVersion !== undefined && m.kind === 'move' && continuesDecision(game, before, toAct, m.seat) ? decisionVersion : m.version;
    out.push(new MatchVersion(game, rebuilt(latest, m, toAct, decisionVersion), entryKind(m), states[i], inviteCode));
    expect++;
  }
  out.push(last(expect === latest.version ? latestKind : 'current'));
  return out;
}

/**
 * The row as entry `m` left it: its version, ply, state, who acts and the decision's version come
 * from the log; the match was active then (an entry after it exists). The clock columns are those
 * of the latest row (the log does not keep them per entry).
 */
function rebuilt(latest: MatchRow, m: MoveRow, toAct: number[], decisionVersion: number): MatchRow {
  return { ...latest, version: m.version!, ply: m.seq, state: null, toAct: JSON.stringify(toAct), decisionVersion, status: 'active', outcome: null, finishedAt: null, updatedAt: m.createdAt };
}

/**
 * Live events over graphql-ws. A match event carries the match after it (your own view) and
 * your legal moves, in the REST API's shapes, so the match page follows a game without reading
 * anything; your own event log (`myEvents`) only says that something changed for you. The
 * socket signs in with the access token in connection_init.
 */
import { createClient, type Client } from 'graphql-ws';
import { currentSession, onSession, refreshSession, type GameMove, type LegalMoves, type Match } from './client';

let client: Client | null = null;
/** Whether the socket is connected now: pages poll only while it is not. */
let up = false;
export const streamUp = (): boolean => up;

function socket(): Client {
  client ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: () => ({ authorization: `Bearer ${currentSession()?.accessToken ?? ''}` }),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // 4401: the access token expired; refresh it, and the retry signs in with the new one.
    on: {
      connected: () => {
        up = true;
      },
      closed: (e) => {
        up = false;
        if ((e as CloseEvent | undefined)?.code === 4401) void refreshSession();
      },
    },
  });
  return client;
}

onSession((s) => {
  if (!s && client) {
    void client.dispose();
    client = null;
  }
});

/**
 * The match as the REST API shapes it, with your legal moves, asked for in each event: the page
 * applies an event without reading anything (`view: viewJson` keeps the REST field name).
 */
const MATCH_FIELDS = `id game status visibility version decisionVersion ply createdAt updatedAt deadline inviteCode options rated hints autoPlay
  timeLimitSeconds seed seedHash toAct yourSeat yourTurn view: viewJson
  seats { seat user { id username kind botLevel vacationUntil } }
  outcome { draw endedBy reason resignedSeat scores timedOutSeats winners }
  clock { bankSeconds daysPerMove incrementSeconds perMoveSeconds seats { seat bankSeconds deadline paused } }
  legalMovesJson legalMovesAnyOrder { move field } legalMovesAlternatives { move fields values }`;

const MATCH_EVENTS = `subscription MatchEvents($matchId: ID!, $afterVersion: Int) { matchEvents(matchId: $matchId, afterVersion: $afterVersion) { kind match { ${MATCH_FIELDS} } } }`;

type EventMatch = Match & { legalMovesJson: GameMove[]; legalMovesAnyOrder: LegalMoves['anyOrder']; legalMovesAlternatives: LegalMoves['alternatives'] };

/** One event of a match: the match after it, and your legal moves at that version. */
export interface MatchChange {
  kind: string;
  match: Match;
  legal: LegalMoves;
}

/**
 * A subscription on the shared socket, asked for again 3 s after it fails or ends, until `over()`
 * says its stream is done or the returned function is called. `request()` is read at each
 * (re)subscription (so it can resume where the page is); `next` gets each result's data, and a
 * result with errors and no data counts as a failure.
 */
function resubscribing<T>(request: () => { query: string; variables: Record<string, unknown> }, next: (data: T) => void, over: () => boolean = () => false): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = () => {
    // Once: a refused subscription reports its errors and then ends.
    clearTimeout(timer);
    if (!stopped && !over()) timer = setTimeout(start, 3000);
  };
  const start = () => {
    stop = socket().subscribe<T>(request(), {
      next: (r) => {
        if (r.data) next(r.data);
        else if (r.errors) again();
      },
      error: again,
      complete: again,
    });
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}

function toChange(kind: string, e: EventMatch): MatchChange {
  const { legalMovesJson, legalMovesAnyOrder, legalMovesAlternatives, ...match } = e;
  return { kind, match: match as Match, legal: { version: e.version, seat: e.yourSeat, moves: legalMovesJson, anyOrder: legalMovesAnyOrder, alternatives: legalMovesAlternatives } as LegalMoves };
}

/**
 * Calls `changed(change)` on each event of the match until the returned function is called.
 * Each (re)subscription asks for the versions after `after()`, the one the page has, so a
 * dropped socket misses nothing and repeats little. A refused subscription (a private match you
 * have not joined yet) is tried again every few seconds; a finished match's stream ends and is
 * not asked for again.
 */
export function watchMatch(matchId: string, after: () => number | undefined, changed: (c: MatchChange) => void): () => void {
  let finished = false;
  return resubscribing<{ matchEvents: { kind: string; match: EventMatch } }>(
    () => ({ query: MATCH_EVENTS, variables: { matchId, afterVersion: after() } }),
    (data) => {
      const c = toChange(data.matchEvents.kind, data.matchEvents.match);
      if (c.match.status === 'finished' || c.match.status === 'cancelled') finished = true;
      changed(c);
    },
    () => finished,
  );
}

const MY_EVENTS = 'subscription MyEvents($after: ID) { myEvents(after: $after) { kind lastEventId event { id type matchId version data createdAt } } }';

/** An event of your own log (your_turn, match_finished, draw_offered, ...), or null for "read everything again". */
export interface MyEvent {
  id: string;
  type: string;
  matchId: string | null;
  version: number | null;
  /** The event's public fields (chat_message: room, username, body; takeback_requested: seat, ply; ...). */
  data: Record<string, unknown>;
  createdAt: string;
}

/**
 * Calls `changed(event)` on each event of your own event log from now on, until the returned
 * function is called; after a dropped socket it resumes after the last event it saw, and a
 * `reset` (events no longer kept) calls `changed(null)`.
 */
export function watchMine(changed: (e: MyEvent | null) => void): () => void {
  let last: string | undefined;
  return resubscribing<{ myEvents: { kind: string; lastEventId: string | null; event: MyEvent | null } }>(
    () => ({ query: MY_EVENTS, variables: { after: last } }),
    ({ myEvents: e }) => {
      if (!e) return;
      if (e.kind === 'event' && e.event) {
        last = e.event.id;
        changed(e.event);
      } else if (e.lastEventId) {
        if (e.kind === 'reset') changed(null);
        last = e.lastEventId;
      }
    },
  );
}

export type Standing = import('./client').Schemas['TournamentStanding'];

/** One update of a tournament's standings (the table, and why it changed). */
export interface StandingsUpdate {
  reason: string;
  status: 'open' | 'running' | 'finished' | 'cancelled';
  currentRound: number;
  /** Boards of the current round still waiting for their game (0 once every game exists). */
  gamesPending: number;
  standings: Standing[];
}

const STANDINGS = `subscription TournamentStandings($id: ID!, $inviteCode: String) { tournamentStandings(id: $id, inviteCode: $inviteCode) {
  reason status currentRound gamesPending standings { rank username points played wins draws losses byes buchholz sonnebornBerger directEncounter gamePoints withdrawn } } }`;

/**
 * Calls `changed(update)` on each standings update of the tournament (the first one is the table
 * now) until the returned function is called. A dropped or refused subscription is asked for
 * again after a few seconds; the stream of a finished or cancelled tournament ends and is not.
 */
export function watchTournament(id: string, inviteCode: string | null, changed: (u: StandingsUpdate) => void): () => void {
  let over = false;
  return resubscribing<{ tournamentStandings: StandingsUpdate }>(
    () => ({ query: STANDINGS, variables: { id, inviteCode } }),
    ({ tournamentStandings: u }) => {
      if (!u) return;
      if (u.status === 'finished' || u.status === 'cancelled') over = true;
      changed(u);
    },
    () => over,
  );
}

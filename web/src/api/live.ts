/**
 * Live match events over graphql-ws (`subscription matchEvents`). An event only says that the
 * match changed; the page then reads the match through REST, so one typed client stays the
 * source of every view. The socket signs in with the access token in connection_init.
 */
import { createClient, type Client } from 'graphql-ws';
import { currentSession, onSession, refreshSession } from './client';

let client: Client | null = null;

function socket(): Client {
  client ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: () => ({ authorization: `Bearer ${currentSession()?.accessToken ?? ''}` }),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // 4401: the access token expired; refresh it, and the retry signs in with the new one.
    on: {
      closed: (e) => {
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

const MATCH_EVENTS = 'subscription MatchEvents($matchId: ID!, $afterVersion: Int) { matchEvents(matchId: $matchId, afterVersion: $afterVersion) { kind } }';

/**
 * Calls `changed(kind)` on each event of the match until the returned function is called. A
 * refused subscription (a private match you have not joined yet) is tried again every few
 * seconds, each retry starting with a `current` event, so nothing is missed.
 */
export function watchMatch(matchId: string, afterVersion: number | undefined, changed: (kind: string) => void): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = () => {
    if (!stopped) timer = setTimeout(start, 3000);
  };
  const start = () => {
    stop = socket().subscribe<{ matchEvents: { kind: string } }>(
      { query: MATCH_EVENTS, variables: { matchId, afterVersion } },
      {
        next: (r) => {
          if (r.data) changed(r.data.matchEvents.kind);
          else if (r.errors) again();
        },
        error: again,
        complete: again,
      },
    );
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}

const MY_EVENTS = 'subscription MyEvents { myEvents { kind } }';

/**
 * Calls `changed()` on each event of your own event log (your turn, a match finished, ...),
 * from now on, until the returned function is called; the page then reads what it shows again.
 */
export function watchMine(changed: () => void): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = () => {
    if (!stopped) timer = setTimeout(start, 3000);
  };
  const start = () => {
    stop = socket().subscribe<{ myEvents: { kind: string } }>(
      { query: MY_EVENTS },
      {
        next: (r) => {
          if (r.data?.myEvents.kind === 'event') changed();
        },
        error: again,
        complete: again,
      },
    );
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}

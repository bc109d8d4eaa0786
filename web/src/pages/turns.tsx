/** My turn: every active match, across games, waiting for you, most urgent first. */
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api/client';
import { rendererOf, titleOf, useCatalog } from '../games';
import { watchMine } from '../api/live';

export function TurnsPage() {
  const [turns, setTurns] = useState<Schemas['Turn'][] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    call(() => api.GET('/v1/me/turns'))
      .then((t) => setTurns(t.items))
      .catch((e: Error) => setError(e.message));
  const catalog = useCatalog(turns?.some((t) => !rendererOf(t.game)) ?? false);
  useEffect(() => {
    void load();
    // Live from your event stream; a slow poll as well, for a socket that is down.
    const stop = watchMine(() => void load());
    const t = setInterval(load, 60000);
    return () => {
      stop();
      clearInterval(t);
    };
  }, []);
  return (
    <section class="panel" aria-labelledby="turns-h">
      <h1 id="turns-h">My turn</h1>
      {error && <p class="error" role="alert">{error}</p>}
      {turns === null ? (
        <p>Loading…</p>
      ) : turns.length === 0 ? (
        <p class="muted">No match is waiting for you.</p>
      ) : (
        <ul class="matches" data-testid="turns">
          {turns.map((t) => (
            <li key={t.matchId} data-match={t.matchId}>
              <span>
                <strong>{titleOf(t.game, catalog)}</strong> against {t.opponents.map((o) => o.username ?? 'open seat').join(', ') || 'nobody'}
                {t.deadline ? ` · decide by ${new Date(t.deadline).toLocaleString()}` : ''} · waiting since {new Date(t.waitingSince).toLocaleString()}
              </span>
              <a href={`#/match/${t.matchId}`}>Play</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

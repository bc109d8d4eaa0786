/** My turn: every active match, across games, waiting for you, most urgent first. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, read, type Schemas } from '../api/client';
import { rendererOf, titleOf, useCatalog } from '../games';
import { watchMine } from '../api/live';
import { NotificationsToggle } from '../notifications';
import { t, when } from '../i18n';
import { UserLink } from '../paged';

export function TurnsPage() {
  const [turns, setTurns] = useState<Schemas['Turn'][] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    read(() => api.GET('/v1/me/turns'))
      .then((t) => {
        setTurns(t.items);
        setError(null);
      })
      .catch((e: unknown) => setError(errorText(e)));
  const catalog = useCatalog(turns?.some((t) => !rendererOf(t.game)) ?? false);
  useEffect(() => {
    void load();
    // Live from your event stream, which resumes after the last event it saw when the socket
    // comes back: nothing to poll.
    return watchMine(() => void load());
  }, []);
  return (
    <section class="panel" aria-labelledby="turns-h">
      <h1 id="turns-h">{t('turns.title')}</h1>
      <NotificationsToggle />
      {error && (
        <p class="error" role="alert">
          {error} <button type="button" data-testid="retry" onClick={() => void load()}>{t('common.retry')}</button>
        </p>
      )}
      {turns === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : turns.length === 0 ? (
        <p class="muted">{t('turns.none')}</p>
      ) : (
        <ul class="matches" data-testid="turns">
          {turns.map((turn) => (
            <li key={turn.matchId} data-match={turn.matchId}>
              <span>
                <strong>{titleOf(turn.game, catalog)}</strong> {t('turns.against')} {turn.opponents.length
                  ? turn.opponents.map((o, i) => (
                      <span key={i}>
                        {i > 0 ? ', ' : ''}
                        {o.username ? <UserLink name={o.username} /> : t('lobby.openSeat')}
                      </span>
                    ))
                  : t('turns.nobody')}
                {turn.deadline ? t('turns.decideBy', { when: when(turn.deadline) }) : ''} · {t('turns.waitingSince', { when: when(turn.waitingSince) })}
                {turn.tournament && (
                  <>
                    {' · '}
                    <a href={`#/tournament/${turn.tournament.id}`}>{t('turns.tournament', { name: turn.tournament.name, round: turn.tournament.round })}</a>
                    {turn.tournament.roundDeadline ? t('turns.roundEnds', { when: when(turn.tournament.roundDeadline) }) : ''}
                  </>
                )}
              </span>
              <a href={`#/match/${turn.matchId}`}>{t('turns.play')}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

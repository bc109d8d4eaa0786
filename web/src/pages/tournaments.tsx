/**
 * The tournaments: the public ones, those you entered and those you organise, each a cursor page
 * with "Load more"; a private one opened by its id and invite code; and the form to create one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { gameCatalog } from '../api/catalog';
import { api, errorText, read, type Schemas } from '../api/client';
import { titleOf } from '../games';
import { t, type MessageKey } from '../i18n';
import { formatName, roundLine, tournamentStatus } from './tournament-text';
import { go } from '../router';
import { CreateTournamentForm } from './tournament-create';

export type TournamentSummary = Schemas['TournamentSummary'];
type Scope = 'public' | 'entered' | 'organised';
const SCOPES: readonly Scope[] = ['public', 'entered', 'organised'];
/** A page of the list: the API's default size. */
const PAGE = 20;

function TournamentList({ scope, games }: { scope: Scope; games: GameInfo[] }) {
  const [items, setItems] = useState<TournamentSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  /** Reads the page after `cursor` (the first page when null), appended to what is shown. */
  const load = async (cursor: string | null) => {
    setLoading(true);
    setError(null);
    try {
      const page = await read(() => api.GET('/v1/tournaments', { params: { query: { scope, limit: PAGE, ...(cursor ? { cursor } : {}) } } }));
      setItems((shown) => (cursor ? [...shown, ...page.items] : page.items));
      setNext(page.nextCursor);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => void load(null), []);
  const id = `t-${scope}-h`;
  return (
    <section class="panel" aria-labelledby={id} data-testid={`tournaments-${scope}`}>
      <h2 id={id}>{t(`tournaments.${scope}` as MessageKey)}</h2>
      {items.length === 0 && !loading && !error && <p class="muted">{t('lobby.none')}</p>}
      <ul class="matches">
        {items.map((x) => (
          <li key={x.id} data-tournament={x.id}>
            <span>
              <a href={`#/tournament/${x.id}`}>{x.name}</a> · {titleOf(x.game, games)} · {formatName(x.format)} · {tournamentStatus(x.status)} · {roundLine(x)} ·{' '}
              {t('tournament.entrants', { n: x.entrants, max: x.maxEntrants })}
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p class="error" role="alert">
          {error} <button type="button" class="link" onClick={() => void load(items.length ? next : null)}>{t('common.retry')}</button>
        </p>
      )}
      {loading && <p class="muted">{t('common.loading')}</p>}
      {next && !loading && (
        <button type="button" data-testid="load-more" onClick={() => void load(next)}>
          {t('tournaments.more')}
        </button>
      )}
    </section>
  );
}

export function TournamentsPage() {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [privateId, setPrivateId] = useState('');
  const [privateCode, setPrivateCode] = useState('');
  const loadGames = () => {
    setError(null);
    gameCatalog().then(setGames, (e: unknown) => setError(errorText(e)));
  };
  useEffect(loadGames, []);
  return (
    <div class="lobby tournaments">
      <h1 class="sr-only">{t('tournaments.title')}</h1>
      <section class="panel">
        {games.length ? (
          <CreateTournamentForm games={games} />
        ) : error ? (
          <p class="error" role="alert">
            {error} <button type="button" class="link" onClick={loadGames}>{t('common.retry')}</button>
          </p>
        ) : (
          <p>{t('lobby.loadingGames')}</p>
        )}
        <h3>{t('tournaments.openPrivate')}</h3>
        <form
          class="inline"
          onSubmit={(e) => {
            e.preventDefault();
            go(`/tournament/${encodeURIComponent(privateId.trim())}?invite=${encodeURIComponent(privateCode.trim())}`);
          }}
        >
          <label>{t('tournaments.id')} <input name="tournamentId" required value={privateId} onInput={(e) => setPrivateId(e.currentTarget.value)} /></label>
          <label>{t('lobby.inviteCode')} <input name="tournamentInvite" required value={privateCode} onInput={(e) => setPrivateCode(e.currentTarget.value)} /></label>
          <button type="submit">{t('tournaments.openButton')}</button>
        </form>
      </section>
      {SCOPES.map((s) => (
        <TournamentList key={s} scope={s} games={games} />
      ))}
    </div>
  );
}

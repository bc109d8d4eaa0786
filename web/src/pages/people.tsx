/**
 * Players: a profile (ratings and results per game, finished matches with links to their replays,
 * a page at a time) and each game's leaderboard (a page at a time).
 */
import { useEffect, useState } from 'preact/hooks';
import { gameCatalog, type GameInfo } from '../api/catalog';
import { api, currentSession, read, type Schemas } from '../api/client';
import { titleOf } from '../games';
import { t, when, type MessageKey } from '../i18n';
import { PAGE_SIZE, PagedView, usePaged, UserLink } from '../paged';
import { go } from '../router';

/** The catalog for titles and game pickers; titles fall back to the client's renderers meanwhile. */
export function useGames(): [GameInfo[], string | null, () => void] {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    gameCatalog().then(setGames, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  useEffect(load, []);
  return [games, error, load];
}

const rating = (r: number) => Math.round(r).toString();

export function ProfilePage({ username }: { username: string }) {
  const [games] = useGames();
  const [profile, setProfile] = useState<Schemas['Profile'] | null>(null);
  // The profile's first read brings its ratings and the first page of matches; "Load more" asks
  // the same route for the next page of matches.
  const matches = usePaged(async (cursor) => {
    const p = await read(() => api.GET('/v1/users/{username}', { params: { path: { username }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }));
    if (!cursor) setProfile(p);
    return p.recentMatches;
  }, [username]);
  const title = (g: string) => titleOf(g, games);
  return (
    <div class="people">
      <section class="panel" aria-labelledby="profile-h">
        <h1 id="profile-h">{username}</h1>
        {profile && (
          <p class="muted">
            {profile.user.kind === 'bot' ? t('profile.bot') + ' · ' : ''}
            {t('profile.since', { when: when(profile.createdAt) })}
          </p>
        )}
        {username !== currentSession()?.user.username && (
          <p>
            <a href={`#/challenges?to=${encodeURIComponent(username)}`} data-testid="challenge-user">{t('profile.challenge')}</a>
          </p>
        )}
        {profile && (
          <>
            <h2>{t('profile.ratings')}</h2>
            {profile.ratings.length === 0 ? (
              <p class="muted">{t('profile.noRatings')}</p>
            ) : (
              <div class="data-table">
                <table data-testid="ratings">
                  <thead>
                    <tr>
                      <th scope="col">{t('lobby.game')}</th>
                      <th scope="col">{t('profile.rating')}</th>
                      <th scope="col">{t('profile.won')}</th>
                      <th scope="col">{t('profile.lost')}</th>
                      <th scope="col">{t('profile.drawn')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {profile.ratings.map((r) => (
                      <tr key={r.game}>
                        <th scope="row"><a href={`#/leaderboard/${encodeURIComponent(r.game)}`}>{title(r.game)}</a></th>
                        <td>
                          {rating(r.rating)} ±{Math.round(r.rd)}
                          {r.provisional ? ` (${t('profile.provisional')})` : ''}
                        </td>
                        <td>{r.won}</td>
                        <td>{r.lost}</td>
                        <td>{r.drawn}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
      {profile && profile.ratings.length > 0 && <RatingHistory username={username} games={profile.ratings.map((r) => r.game)} title={title} />}
      <section class="panel" aria-labelledby="history-h">
        <h2 id="history-h">{t('profile.matches')}</h2>
        <PagedView list={matches} empty={t('profile.noMatches')} testid="profile-matches">
          {(items) => (
            <ul class="matches">
              {items.map((m) => (
                <li key={m.id} data-match={m.id}>
                  <span>
                    <strong>{title(m.game)}</strong> · {t(`result.${m.result}` as MessageKey)}
                    {' · '}
                    {m.seats
                      .filter((s) => s.seat !== m.seat)
                      .map((s, i) => (
                        <span key={s.seat}>
                          {i > 0 ? ', ' : ''}
                          {s.user ? <UserLink name={s.user.username} /> : t('lobby.openSeat')}
                        </span>
                      ))}
                    {m.rated && m.ratingBefore !== null && m.ratingAfter !== null ? ` · ${rating(m.ratingBefore)} → ${rating(m.ratingAfter)}` : ''}
                    {' · '}
                    <span class="muted">{when(m.finishedAt)}</span>
                  </span>
                  <a href={`#/match/${m.id}/replay`}>{t('profile.replay')}</a>
                </li>
              ))}
            </ul>
          )}
        </PagedView>
      </section>
    </div>
  );
}

/** The player's rating after each rated match of one game (chosen among theirs), a page at a time. */
function RatingHistory({ username, games, title }: { username: string; games: string[]; title: (g: string) => string }) {
  const [game, setGame] = useState(games[0]);
  const points = usePaged(
    (cursor) => read(() => api.GET('/v1/users/{username}/ratings/{game}', { params: { path: { username, game }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } })),
    [username, game],
  );
  return (
    <section class="panel" aria-labelledby="rating-history-h">
      <h2 id="rating-history-h">{t('profile.history')}</h2>
      <label>
        {t('lobby.game')}{' '}
        <select aria-label={t('lobby.game')} value={game} onChange={(e) => setGame(e.currentTarget.value)}>
          {games.map((g) => <option key={g} value={g}>{title(g)}</option>)}
        </select>
      </label>
      <PagedView list={points} empty={t('profile.noRated')} testid="rating-history">
        {(items) => (
          <ul class="matches">
            {items.map((p, i) => (
              <li key={`${p.at}-${i}`}>
                <span>
                  {rating(p.ratingBefore)} → <strong>{rating(p.rating)}</strong> ±{Math.round(p.rd)}
                  {p.provisional ? ` (${t('profile.provisional')})` : ''} · <span class="muted">{when(p.at)}</span>
                </span>
                {p.matchId ? <a href={`#/match/${p.matchId}/replay`}>{t('profile.replay')}</a> : <span class="muted">{t('profile.private')}</span>}
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}

export function LeaderboardPage({ game }: { game: string | null }) {
  const [games, gamesError, retryGames] = useGames();
  const chosen = game ?? games[0]?.id ?? null;
  const board = usePaged(
    (cursor) =>
      chosen
        ? read(() => api.GET('/v1/games/{game}/leaderboard', { params: { path: { game: chosen }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }))
        : new Promise<never>(() => undefined),
    [chosen],
  );
  return (
    <section class="panel" aria-labelledby="board-h">
      <h1 id="board-h">{t('board.title')}</h1>
      {gamesError && (
        <p class="error" role="alert">
          {gamesError} <button type="button" onClick={retryGames}>{t('common.retry')}</button>
        </p>
      )}
      <label>
        {t('lobby.game')}{' '}
        <select aria-label={t('lobby.game')} value={chosen ?? ''} onChange={(e) => go(`/leaderboard/${encodeURIComponent(e.currentTarget.value)}`)}>
          {games.map((g) => <option key={g.id} value={g.id}>{titleOf(g.id, games)}</option>)}
        </select>
      </label>
      <p class="muted">{t('board.rule')}</p>
      {chosen && (
        <PagedView list={board} empty={t('board.empty')} testid="leaderboard">
          {(items) => (
            <div class="data-table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('board.rank')}</th>
                    <th scope="col">{t('board.player')}</th>
                    <th scope="col">{t('profile.rating')}</th>
                    <th scope="col">{t('board.rated')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((e) => (
                    <tr key={e.user.id}>
                      <td>{e.rank}</td>
                      <td><UserLink name={e.user.username} /></td>
                      <td>{rating(e.rating)} ±{Math.round(e.rd)}</td>
                      <td>{e.ratedMatches}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedView>
      )}
    </section>
  );
}

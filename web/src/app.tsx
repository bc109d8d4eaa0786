/** The page frame: the header, the signed-in user, and the page of the current route. */
import { useEffect, useState } from 'preact/hooks';
import { api, call, currentSession, onSession, setSession, type Session } from './api/client';
import { AuthPage } from './pages/auth';
import { LobbyPage } from './pages/lobby';
import { MatchPage } from './pages/match';
import { ReplayPage } from './pages/replay';
import { TurnsPage } from './pages/turns';
import { TournamentPage } from './pages/tournament';
import { TournamentsPage } from './pages/tournaments';
import { AccountPage } from './pages/account';
import { ChallengesPage, SeeksPage } from './pages/challenges';
import { LeaderboardPage, ProfilePage } from './pages/people';
import { LANGS, setLang, t, useLang, type Lang } from './i18n';
import { useRoute } from './router';
import { useTheme } from './theme';
import { setSound, useSound } from './sound';
import { faviconFor, useWaiting } from './api/waiting';
import { useNarrow } from './games/svg';

export function App() {
  const [session, set] = useState<Session | null>(currentSession());
  useEffect(() => onSession(set), []);
  const route = useRoute();
  const lang = useLang();
  const [theme, toggleTheme] = useTheme();
  const sound = useSound();
  const waiting = useWaiting(session !== null);
  // The tab title, its icon and the app badge say how many matches await you.
  useEffect(() => {
    document.title = waiting ? t('app.titleWaiting', { n: waiting }) : t('app.title');
    let icon = document.querySelector<HTMLLinkElement>('link[rel=icon]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = faviconFor(waiting);
    const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (waiting) void nav.setAppBadge?.(waiting).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [waiting, lang]);
  const signOut = async () => {
    const s = currentSession();
    if (s) await call(() => api.POST('/v1/auth/logout', { body: { refreshToken: s.refreshToken } })).catch(() => undefined);
    setSession(null);
  };
  const narrow = useNarrow();
  // Past "Lobby" and "My turn": the links, then the preferences (on a phone both fold into a menu).
  const more = session && (
    <>
      <a href="#/tournaments" data-testid="tournaments-link">{t('app.tournaments')}</a>
      <a href="#/challenges">{t('app.challenges')}</a>
      <a href="#/seeks">{t('app.seeks')}</a>
      <a href="#/leaderboard">{t('app.leaderboard')}</a>
      <a href="#/account">{t('app.account')}</a>
      <a class="who" data-testid="username" title={session.user.username} href={`#/u/${encodeURIComponent(session.user.username)}`} aria-label={t('app.profileOf', { name: session.user.username })}>{session.user.username}</a>
      <button type="button" class="link" onClick={signOut}>{t('app.signOut')}</button>
    </>
  );
  const tools = (
    <div class="tools">
      <button type="button" class="theme" onClick={toggleTheme} aria-pressed={theme === 'dark'} data-testid="theme">
        {t('app.dark')}
      </button>
      <button type="button" class="theme" onClick={() => setSound(!sound)} aria-pressed={sound} data-testid="sound">
        {t('app.sound')}
      </button>
      <label class="lang">
        <span class="sr-only">{t('app.language')}</span>
        <select aria-label={t('app.language')} value={lang} onChange={(e) => setLang(e.currentTarget.value as Lang)} data-testid="language">
          {LANGS.map((l) => (
            <option key={l.id} value={l.id} lang={l.id}>{l.name}</option>
          ))}
        </select>
      </label>
    </div>
  );
  return (
    <>
      <a class="skip" href="#main">{t('app.skip')}</a>
      <header class="top">
        <a href="#/" class="brand">Pyramidion</a>
        {session && (
          <nav aria-label="Main">
            <a href="#/">{t('app.lobby')}</a>
            <a href="#/turns" data-testid="turns-link">
              {t('app.turns')}
              {waiting ? <span class="badge" data-testid="waiting">{waiting}</span> : null}
            </a>
            {narrow ? (
              // On a phone the rest folds into a menu (four rows of links pushed the board down);
              // it closes again on every page change (a new key).
              <details class="menu" key={location.hash}>
                <summary data-testid="menu">{t('app.menu')}</summary>
                <div class="menu-items">
                  {more}
                  {tools}
                </div>
              </details>
            ) : (
              more
            )}
          </nav>
        )}
        {(!session || !narrow) && tools}
      </header>
      <main id="main" key={lang}>
        {!session ? (
          <AuthPage />
        ) : route.page === 'match' ? (
          <MatchPage key={route.id} id={route.id} invite={route.invite} />
        ) : route.page === 'replay' ? (
          <ReplayPage key={route.id} id={route.id} />
        ) : route.page === 'turns' ? (
          <TurnsPage />
        ) : route.page === 'tournaments' ? (
          <TournamentsPage />
        ) : route.page === 'tournament' ? (
          <TournamentPage key={route.id} id={route.id} invite={route.invite} />
        ) : route.page === 'challenges' ? (
          <ChallengesPage key={route.to} to={route.to} />
        ) : route.page === 'seeks' ? (
          <SeeksPage />
        ) : route.page === 'profile' ? (
          <ProfilePage key={route.username} username={route.username} />
        ) : route.page === 'leaderboard' ? (
          <LeaderboardPage game={route.game} />
        ) : route.page === 'account' ? (
          <AccountPage />
        ) : (
          <LobbyPage />
        )}
      </main>
    </>
  );
}

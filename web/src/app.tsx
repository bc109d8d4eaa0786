/** The page frame: the header, the signed-in user, and the page of the current route. */
import { useEffect, useState } from 'preact/hooks';
import { api, call, currentSession, onSession, setSession, type Session } from './api/client';
import { AuthPage } from './pages/auth';
import { LobbyPage } from './pages/lobby';
import { MatchPage } from './pages/match';
import { ReplayPage } from './pages/replay';
import { TurnsPage } from './pages/turns';
import { useRoute } from './router';

export function App() {
  const [session, set] = useState<Session | null>(currentSession());
  useEffect(() => onSession(set), []);
  const route = useRoute();
  const signOut = async () => {
    const s = currentSession();
    if (s) await call(() => api.POST('/v1/auth/logout', { body: { refreshToken: s.refreshToken } })).catch(() => undefined);
    setSession(null);
  };
  return (
    <>
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <a href="#/" class="brand">Pyramidion</a>
        {session && (
          <nav aria-label="Main">
            <a href="#/">Lobby</a>
            <a href="#/turns">My turn</a>
            <span class="who" data-testid="username">{session.user.username}</span>
            <button type="button" class="link" onClick={signOut}>Sign out</button>
          </nav>
        )}
      </header>
      <main id="main">
        {!session ? (
          <AuthPage />
        ) : route.page === 'match' ? (
          <MatchPage key={route.id} id={route.id} invite={route.invite} />
        ) : route.page === 'replay' ? (
          <ReplayPage key={route.id} id={route.id} />
        ) : route.page === 'turns' ? (
          <TurnsPage />
        ) : (
          <LobbyPage />
        )}
      </main>
    </>
  );
}

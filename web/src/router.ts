/** Hash routes (`#/match/<id>`, `#/tournament/<id>?invite=<code>`): the service serves one page at `/`, and any link reloads it. */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'lobby' }
  | { page: 'turns' }
  | { page: 'match'; id: string; invite: string | null }
  | { page: 'replay'; id: string }
  | { page: 'tournaments' }
  | { page: 'tournament'; id: string; invite: string | null }
  | { page: 'challenges'; to: string | null }
  | { page: 'seeks' }
  | { page: 'profile'; username: string }
  | { page: 'leaderboard'; game: string | null }
  | { page: 'account' };

export function parse(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'turns') return { page: 'turns' };
  if (parts[0] === 'tournaments') return { page: 'tournaments' };
  if (parts[0] === 'tournament' && parts[1]) return { page: 'tournament', id: parts[1], invite: new URLSearchParams(query).get('invite') };
  if (parts[0] === 'challenges') return { page: 'challenges', to: new URLSearchParams(query).get('to') };
  if (parts[0] === 'seeks') return { page: 'seeks' };
  if (parts[0] === 'u' && parts[1]) return { page: 'profile', username: parts[1] };
  if (parts[0] === 'leaderboard') return { page: 'leaderboard', game: parts[1] ?? null };
  if (parts[0] === 'account') return { page: 'account' };
  if (parts[0] === 'match' && parts[1]) {
    if (parts[2] === 'replay') return { page: 'replay', id: parts[1] };
    return { page: 'match', id: parts[1], invite: new URLSearchParams(query).get('invite') };
  }
  return { page: 'lobby' };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parse(location.hash));
  useEffect(() => {
    const on = () => setRoute(parse(location.hash));
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}

export const go = (hash: string) => {
  location.hash = hash;
};

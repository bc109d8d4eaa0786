/**
 * How many matches await your move, for the tab title, the icon badge and the "My turn" link:
 * read once, then again on each event of your own log (your turn, a match over, ...).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, read, type Schemas } from './client';
import { watchMine } from './live';

export type Turn = Schemas['Turn'];
const turnListeners = new Set<(items: Turn[]) => void>();

/**
 * Calls `l` with the matches awaiting you each time the header reads them (each event of your
 * log): each carries the log entries since your last move, which the match page's move list
 * takes instead of reading the history again.
 */
export function onTurns(l: (items: Turn[]) => void): () => void {
  turnListeners.add(l);
  return () => void turnListeners.delete(l);
}

export function useWaiting(signedIn: boolean): number | null {
  const [n, setN] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn) return setN(null);
    let live = true;
    const load = () =>
      read(() => api.GET('/v1/me/turns'))
        .then((t) => {
          if (!live) return;
          setN(t.items.length);
          for (const l of turnListeners) l(t.items);
        })
        .catch(() => undefined);
    void load();
    const stop = watchMine(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [signedIn]);
  return n;
}

/** The favicon: the pyramid, with the number waiting on a red disc when there are any. */
export function faviconFor(n: number | null): string {
  const badge = n ? `<circle cx="23" cy="9" r="9" fill="#c0101a"/><text x="23" y="13" font-size="12" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${n > 9 ? '9+' : n}</text>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 3 30 29H2z" fill="#c4a45e" stroke="#5a4520" stroke-width="2"/>${badge}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A list the API serves a page at a time (`items` and `nextCursor`): the first page on opening,
 * the next on "Load more", each read asked again with backoff (`read`). A read that still fails
 * keeps what the list already shows and says why, with a button that asks for the same page again.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from './api/client';
import { t } from './i18n';

/** Items per page of every list (the API's own maximum is 100). */
export const PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Paged<T> {
  /** Null until the first page has come. */
  items: T[] | null;
  more: boolean;
  busy: boolean;
  error: string | null;
  /** Reads the first page again (after a change), replacing the list. */
  reload(): Promise<void>;
  loadMore(): Promise<void>;
  retry(): Promise<void>;
}

export function usePaged<T>(page: (cursor: string | undefined) => Promise<Page<T>>, deps: readonly unknown[] = []): Paged<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The page that failed last (undefined: the first), for "Try again". */
  const failed = useRef<string | undefined>(undefined);
  /** Answers to an older reload (the deps changed meanwhile) are dropped. */
  const generation = useRef(0);
  const fetchPage = async (cursor: string | undefined) => {
    const g = generation.current;
    setBusy(true);
    setError(null);
    try {
      const p = await page(cursor);
      if (g !== generation.current) return;
      setItems((old) => (cursor && old ? [...old, ...p.items] : p.items));
      setNext(p.nextCursor);
    } catch (e) {
      if (g !== generation.current) return;
      failed.current = cursor;
      setError(errorText(e));
    } finally {
      if (g === generation.current) setBusy(false);
    }
  };
  const reload = () => {
    generation.current++;
    return fetchPage(undefined);
  };
  useEffect(() => {
    void reload();
  }, deps);
  return {
    items,
    more: next !== null,
    busy,
    error,
    reload,
    loadMore: () => (next ? fetchPage(next) : Promise.resolve()),
    retry: () => fetchPage(failed.current),
  };
}

/** The list's error (with "Try again"), its items, "Load more" while there is a next page. */
export function PagedView<T>({ list, empty, children, testid }: { list: Paged<T>; empty: string; children: (items: T[]) => ComponentChildren; testid?: string }) {
  return (
    <div data-testid={testid}>
      {list.error && (
        <p class="error" role="alert">
          {list.error}{' '}
          <button type="button" data-testid="retry" onClick={() => void list.retry()}>{t('common.retry')}</button>
        </p>
      )}
      {list.items === null ? (
        !list.error && <p>{t('common.loading')}</p>
      ) : list.items.length === 0 ? (
        <p class="muted">{empty}</p>
      ) : (
        children(list.items)
      )}
      {list.more && (
        <button type="button" class="more" disabled={list.busy} onClick={() => void list.loadMore()}>{t('paged.more')}</button>
      )}
    </div>
  );
}

/** A username that opens the player's profile. */
export const UserLink = ({ name }: { name: string }) => <a href={`#/u/${encodeURIComponent(name)}`} class="user">{name}</a>;

/**
 * A list the API serves a page at a time (`items` and `nextCursor`): the first page on opening,
 * the next on "Load more", each read asked again with backoff (`read`). A read that still fails
 * keeps what the list already shows and says why, with a button that asks for the same page again.
 * A live update (`refresh`) keeps the pages already loaded: the rows they span are read again in
 * one request, changed rows change in place and new ones come in at the top.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from './api/client';
import { mergeRefresh, type Page } from './paged-merge';
import { t } from './i18n';

/** Items per page of every list (the API's own maximum is 100). */
export const PAGE_SIZE = 20;
/** The API's largest page: a refresh reads at most this many rows again. */
const MAX_PAGE = 100;

export type { Page };

export interface Paged<T> {
  /** Null until the first page has come. */
  items: T[] | null;
  more: boolean;
  busy: boolean;
  error: string | null;
  /** Reads the first page again, replacing the list (another list: new deps). */
  reload(): Promise<void>;
  /**
   * The same list after a change (a live event, your own action): the rows shown are read again
   * from the top, as many as are shown (up to the API's largest page), and merged (`mergeRefresh`).
   */
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
  retry(): Promise<void>;
}

/**
 * `page(cursor, limit)` reads one page; `key` names a row, for `refresh` to merge by (without it,
 * a refresh reads the first page again as `reload` does).
 */
export function usePaged<T>(page: (cursor: string | undefined, limit: number) => Promise<Page<T>>, deps: readonly unknown[] = [], key?: (item: T) => string): Paged<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  /** What is shown, for a refresh to merge into (state is read after the await). */
  const shown = useRef<{ items: T[] | null; next: string | null }>({ items: null, next: null });
  shown.current = { items, next };
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
      const p = await page(cursor, PAGE_SIZE);
      if (g !== generation.current) return;
      // A row already shown (a refresh brought it in at the top meanwhile) is not shown twice.
      setItems((old) => (cursor && old ? [...old, ...(key ? p.items.filter((x) => !old.some((o) => key(o) === key(x))) : p.items)] : p.items));
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
  const refresh = async () => {
    const before = shown.current;
    if (!key || !before.items) return reload();
    const g = generation.current;
    setError(null);
    try {
      const fresh = await page(undefined, Math.min(MAX_PAGE, Math.max(PAGE_SIZE, before.items.length)));
      if (g !== generation.current) return;
      const now = shown.current;
      const merged = mergeRefresh(now.items ?? [], now.next, fresh, key);
      setItems(merged.items);
      setNext(merged.nextCursor);
    } catch (e) {
      if (g !== generation.current) return;
      failed.current = undefined;
      setError(errorText(e));
    }
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
    refresh,
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

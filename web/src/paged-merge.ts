/** The merge of a paged list with its first rows read again (paged.tsx), apart so it is unit-tested. */

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The list after a refresh: `fresh` is the first page read again (as many rows as `shown` held,
 * up to the API's largest page), newest first. Its rows replace the ones shown (changed in place,
 * new at the top, gone when a row the page spans is no longer there); the rows shown after the
 * last one it also holds stay (they were pushed past its end, or lie beyond it), so no loaded page
 * is lost, and the cursor then stays the one after them.
 */
export function mergeRefresh<T>(shown: readonly T[], shownNext: string | null, fresh: Page<T>, key: (item: T) => string): Page<T> {
  const inFresh = new Set(fresh.items.map(key));
  let last = -1;
  shown.forEach((item, i) => {
    if (inFresh.has(key(item))) last = i;
  });
  // No row in common: a page full of new rows, or a list emptied; without a page past it, the
  // fresh page is the whole list.
  const tail = fresh.nextCursor === null ? [] : shown.slice(last + 1).filter((item) => !inFresh.has(key(item)));
  return { items: [...fresh.items, ...tail], nextCursor: tail.length ? shownNext : fresh.nextCursor };
}

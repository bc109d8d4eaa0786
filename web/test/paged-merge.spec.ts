/**
 * A live update keeps the pages already loaded ("Load more" survives live updates, issue 38): the
 * rows shown, read again from the top, change in place, new rows come in at the top, rows gone
 * from the span read go, and the rows past it stay with the cursor after them.
 */
import { mergeRefresh } from '../src/paged-merge.js';

const key = (r: { id: string }) => r.id;
const rows = (...ids: string[]) => ids.map((id) => ({ id, v: 0 }));

describe('mergeRefresh', () => {
  it('keeps a second page when a new row arrives at the top, with the cursor after it', () => {
    const shown = rows('e', 'd', 'c', 'b', 'a');
    // Read again with as many rows as shown: the new row pushes "a" past the end.
    const fresh = { items: [{ id: 'f', v: 0 }, ...rows('e', 'd', 'c', 'b')], nextCursor: 'after-b' };
    const merged = mergeRefresh(shown, 'after-a', fresh, key);
    expect(merged.items.map(key)).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    expect(merged.nextCursor).toBe('after-a');
  });

  it('changes a row in place', () => {
    const fresh = { items: [{ id: 'b', v: 1 }, { id: 'a', v: 0 }], nextCursor: null };
    const merged = mergeRefresh(rows('b', 'a'), null, fresh, key);
    expect(merged.items).toEqual([{ id: 'b', v: 1 }, { id: 'a', v: 0 }]);
  });

  it('drops a row the fresh page spans but no longer holds (a withdrawn seek)', () => {
    const fresh = { items: rows('d', 'b', 'a'), nextCursor: 'after-a' };
    const merged = mergeRefresh(rows('d', 'c', 'b', 'a'), 'after-a', fresh, key);
    expect(merged.items.map(key)).toEqual(['d', 'b', 'a']);
    expect(merged.nextCursor).toBe('after-a');
  });

  it('takes the fresh page as the whole list when it has no page after it', () => {
    const merged = mergeRefresh(rows('c', 'b', 'a'), null, { items: rows('c'), nextCursor: null }, key);
    expect(merged).toEqual({ items: rows('c'), nextCursor: null });
  });
});

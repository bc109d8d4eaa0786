import { decodeCursor, encodeCursor, limitParam, pageOf } from './paging.js';

describe('keyset cursor pages', () => {
  it('a cursor round-trips its keyset, times included', () => {
    const at = new Date('2026-11-28T03:00:00.123Z');
    expect(decodeCursor(encodeCursor([at, 'id-1', 7]), ['time', 'string', 'number'])).toEqual([at, 'id-1', 7]);
  });

  it('no cursor is the first page', () => {
    expect(decodeCursor(undefined, ['number'])).toBeNull();
  });

  it.each<[string, string, 'number' | 'time']>([
    ['not base64 JSON', 'nope', 'number'],
    ['the wrong length', encodeCursor([1, 2]), 'number'],
    ['the wrong kind', encodeCursor(['1']), 'number'],
    ['a fraction for a time', encodeCursor([1.5]), 'time'],
  ])('"This cursor is not one the API returned": %s is 400 INVALID_CURSOR', (_, cursor, kind) => {
    expect(() => decodeCursor(cursor, [kind])).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_CURSOR' }));
  });

  it('a page of limit + 1 rows has a nextCursor naming its last item; a short one has none', () => {
    expect(pageOf([1, 2, 3], 2, (n) => [n])).toEqual({ page: [1, 2], nextCursor: encodeCursor([2]) });
    expect(pageOf([1, 2], 2, (n) => [n])).toEqual({ page: [1, 2], nextCursor: null });
  });

  it('a limit above the documented maximum is refused, not clamped', () => {
    const limit = limitParam(20, 100);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.safeParse('101').success).toBe(false);
    expect(limit.description).toContain('1 to 100');
  });
});

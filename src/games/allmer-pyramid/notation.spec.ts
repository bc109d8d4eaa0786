import fc from 'fast-check';
import { ALL_FIELDS, RING_LINES, fieldName, height, isLowestCorner, isVictoryField, parseField } from './board.js';
import { START_BOARD, formatPosition, parsePosition, positionOf } from './notation.js';

describe('board geometry', () => {
  // Ruling R1 (rules.md): "field (r, c) ... has height `min(r, c, 6-r, 6-c)`,
  // so level 0 is the outer ring (24 fields), level 1 the 5×5 ring (16), level 2 the 3×3 ring (8)
  // and level 3 the apex (3,3)."
  it('has 24, 16, 8 and 1 fields on levels 0 to 3, the apex at d4', () => {
    const perLevel = [0, 0, 0, 0];
    for (const f of ALL_FIELDS) {
      const p = parseField(f)!;
      perLevel[height(p.r, p.c)]++;
    }
    expect(perLevel).toEqual([24, 16, 8, 1]);
    expect(fieldName(3, 3)).toBe('d4');
    expect(height(3, 3)).toBe(3);
  });

  // Ruling R1 (rules.md): "The victory fields are (2,2), (2,4), (4,2), (4,4),
  // and the lowest corners (0,0), (0,6), (6,0), (6,6)."
  it('names the victory fields c5, e5, c3, e3 and the lowest corners a1, g1, a7, g7', () => {
    expect(ALL_FIELDS.filter((f) => isVictoryField(parseField(f)!.r, parseField(f)!.c)).sort()).toEqual(['c3', 'c5', 'e3', 'e5']);
    expect(ALL_FIELDS.filter((f) => isLowestCorner(parseField(f)!.r, parseField(f)!.c)).sort()).toEqual(['a1', 'a7', 'g1', 'g7']);
  });

  it('maps files a–g to columns 0–6 and rank 1 to row 6 (White), rank 7 to row 0 (Black)', () => {
    expect(parseField('a1')).toEqual({ r: 6, c: 0 });
    expect(parseField('g7')).toEqual({ r: 0, c: 6 });
    expect(parseField('h1')).toBeNull();
    expect(parseField('a8')).toBeNull();
    expect(parseField('a0')).toBeNull();
  });

  // Ruling R6 (rules.md): "a line never turns a corner or crosses a level".
  it('has four straight Osiris lines per ring, each on a single level', () => {
    expect(RING_LINES).toHaveLength(12);
    for (const line of RING_LINES) {
      const levels = new Set(line.map((p) => height(p.r, p.c)));
      expect(levels.size).toBe(1);
    }
  });
});

describe('position notation', () => {
  it('writes the start position as BBBBBBB/7/7/7/7/7/WWWWWWW w -', () => {
    expect(formatPosition({ board: START_BOARD, toMove: 0, ban: null })).toBe('BBBBBBB/7/7/7/7/7/WWWWWWW w -');
  });

  it('reads a position with a push-back ban back to the same string', () => {
    const text = 'B2B2B/1W5/7/3W3/7/2B4/W5W b d3:d2';
    const p = positionOf(text);
    expect(p.toMove).toBe(1);
    expect(p.ban).toEqual({ from: 'd3', to: 'd2' });
    expect(p.board[0]).toBe('B..B..B');
    expect(p.board[3]).toBe('...W...');
    expect(formatPosition(p)).toBe(text);
  });

  it.each([
    ['too few ranks', 'BBBBBBB/7/7/7/7/WWWWWWW w -'],
    ['a short rank', 'BBBBBB/7/7/7/7/7/WWWWWWW w -'],
    ['a long rank', 'BBBBBBB/8/7/7/7/7/WWWWWWW w -'],
    ['a bad stone letter', 'BBBBBBX/7/7/7/7/7/WWWWWWW w -'],
    ['a bad side', 'BBBBBBB/7/7/7/7/7/WWWWWWW x -'],
    ['a bad ban', 'BBBBBBB/7/7/7/7/7/WWWWWWW w d3d2'],
    ['a missing field', 'BBBBBBB/7/7/7/7/7/WWWWWWW w'],
  ])('rejects %s', (_what, text) => {
    expect(parsePosition(text).ok).toBe(false);
  });

  it('round-trips every board (property)', () => {
    const cell = fc.constantFrom('W', 'B', '.');
    const row = fc.array(cell, { minLength: 7, maxLength: 7 }).map((a) => a.join(''));
    const field = fc.constantFrom(...ALL_FIELDS);
    const ban = fc.option(fc.record({ from: field, to: field }), { nil: null });
    fc.assert(
      fc.property(fc.array(row, { minLength: 7, maxLength: 7 }), fc.integer({ min: 0, max: 1 }), ban, (board, toMove, b) => {
        const text = formatPosition({ board, toMove, ban: b });
        const back = parsePosition(text);
        expect(back).toEqual({ ok: true, position: { board, toMove, ban: b } });
        expect(formatPosition((back as { position: Parameters<typeof formatPosition>[0] }).position)).toBe(text);
      }),
    );
  });
});

/**
 * The generic board's reading of a game it has no renderer for (web/src/games/readable.ts):
 * "its view as readable data and its legal moves as buttons" (issue 34).
 */
import { humanise, inlineText, moveLabel, readable } from '../src/games/readable.js';

describe('key names in words', () => {
  it('splits camelCase, snake_case and kebab-case into lower-case words, keeping acronyms', () => {
    expect(humanise('targetSeat')).toBe('target seat');
    expect(humanise('draw_pile_size')).toBe('draw pile size');
    expect(humanise('attack-with-green')).toBe('attack with green');
    expect(humanise('maxHP')).toBe('max HP');
    expect(humanise('HPLeft')).toBe('HP left');
    expect(humanise('row2')).toBe('row2');
  });
});

describe('a legal move as its button says it', () => {
  it('names the move type, then each field with its value', () => {
    expect(moveLabel({ type: 'place', row: 2, column: 3 })).toBe('place — row 2, column 3');
  });

  it('says yes and no for flags, none for null, and brackets lists so their commas stay apart', () => {
    expect(moveLabel({ type: 'takeHit', cards: ['ace-moons', 'sailor'], unblockable: false, tower: null })).toBe(
      'take hit — cards (ace-moons, sailor), unblockable no, tower none',
    );
  });

  it('reads a move without fields, or without a type, and a nested object', () => {
    expect(moveLabel({ type: 'draw' })).toBe('draw');
    expect(moveLabel({ from: { row: 1, col: 0 }, to: { row: 2, col: 1 } })).toBe('from (row 1, col 0), to (row 2, col 1)');
    expect(moveLabel({})).toBe('move');
  });

  it('keeps string values verbatim: they are ids the view shows too', () => {
    expect(moveLabel({ type: 'play', card: 'chance-meeting' })).toBe('play — card chance-meeting');
    expect(inlineText('faceDown')).toBe('faceDown');
  });
});

describe('a view as readable data', () => {
  it('gives an object as terms in words with their values, and a list of scalars as one line', () => {
    expect(readable({ drawPileSize: 12, extended: false, hand: ['author', 'sea'], attack: null, discard: [] })).toEqual({
      kind: 'fields',
      fields: [
        { term: 'Draw pile size', value: { kind: 'text', text: '12' } },
        { term: 'Extended', value: { kind: 'text', text: 'no' } },
        { term: 'Hand', value: { kind: 'text', text: 'author, sea' } },
        { term: 'Attack', value: { kind: 'text', text: 'none' } },
        { term: 'Discard', value: { kind: 'text', text: 'none' } },
      ],
    });
  });

  it('gives a list of flat objects as a table, one column per key in first-seen order', () => {
    expect(readable([{ seat: 0, towers: [3, 1] }, { seat: 1, lastMove: 'draw' }])).toEqual({
      kind: 'table',
      columns: ['Seat', 'Towers', 'Last move'],
      rows: [
        ['0', '3, 1', ''],
        ['1', '', 'draw'],
      ],
    });
  });

  it('gives a list of nested objects as a list of fields', () => {
    const tree = readable({ pyramids: [{ seat: 0, slots: [{ status: 'faceDown' }] }] });
    expect(tree).toEqual({
      kind: 'fields',
      fields: [
        {
          term: 'Pyramids',
          value: {
            kind: 'list',
            items: [
              {
                kind: 'fields',
                fields: [
                  { term: 'Seat', value: { kind: 'text', text: '0' } },
                  { term: 'Slots', value: { kind: 'table', columns: ['Status'], rows: [['faceDown']] } },
                ],
              },
            ],
          },
        },
      ],
    });
  });

  it('reads a bare scalar and an empty object', () => {
    expect(readable(true)).toEqual({ kind: 'text', text: 'yes' });
    expect(readable({})).toEqual({ kind: 'text', text: 'none' });
  });
});

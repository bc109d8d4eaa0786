/**
 * The house set's design statements, checked against the data. The comment in `house-set.ts` and
 * the "Design" paragraph of rules.md describe the set (how many cards carry two
 * symbols, how the factions spread over fronts and backs, ...); each statement is counted here from
 * `HOUSE_SET` itself, and the doc's card table is compared with the data row by row.
 */
import { readFileSync } from 'node:fs';
import { FACTION_NAMES, FACTIONS, type Faction } from './card-set.js';
import { HOUSE_SET } from './house-set.js';

const cards = HOUSE_SET.cards;
const ordinary = cards.filter((c) => c.special === null);
const docText = readFileSync(new URL('../rules.md', import.meta.url), 'utf8');
const sourceText = readFileSync(new URL('./house-set.ts', import.meta.url), 'utf8');
/** Prose with comment stars and line breaks folded into single spaces. */
const prose = (text: string) => text.replace(/^\s*\*\s?/gm, ' ').replace(/\s+/g, ' ');

const NUMBER_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('nos-vigilan house set: the design statements are facts of the data', () => {
  // house-set.ts and the doc: "eight cards carry two symbols".
  it('eight cards carry two front symbols', () => {
    const twoSymbols = cards.filter((c) => c.symbols.length === 2);
    expect(twoSymbols.map((c) => c.id)).toEqual(['nv-05', 'nv-06', 'nv-08', 'nv-11', 'nv-12', 'nv-14', 'nv-15', 'nv-17']);
  });

  it('the doc and the house-set comment state the counted number of two-symbol cards, and no other', () => {
    const counted = NUMBER_WORDS[cards.filter((c) => c.symbols.length === 2).length];
    for (const text of [prose(docText), prose(sourceText)]) {
      const stated = [...text.matchAll(/(\w+) cards carry two symbols/g)].map((m) => m[1]);
      expect(stated).toEqual([counted]);
    }
  });

  // "one ordinary card carries none" (the three special cards carry none:
  // rules.md, ruling R3).
  it('one ordinary card carries no front symbol: Furgoneta negra', () => {
    expect(ordinary.filter((c) => c.symbols.length === 0).map((c) => c.name)).toEqual(['Furgoneta negra']);
    expect(cards.filter((c) => c.special !== null).every((c) => c.symbols.length === 0)).toBe(true);
  });

  // "every faction is on the front of 4 or 5 cards ... and on the back of 3 or 4".
  it('every faction is on the front of 4 or 5 cards and on the back of 3 or 4', () => {
    const fronts = FACTIONS.map((f) => cards.filter((c) => (c.symbols as readonly Faction[]).includes(f)).length);
    const backs = FACTIONS.map((f) => cards.filter((c) => c.back === f).length);
    expect(fronts).toEqual([5, 4, 5, 4, 4]);
    expect(backs).toEqual([3, 4, 4, 4, 3]);
  });

  // "one card's back lies about its front (Cambiaformas)": its back faction is none of its symbols.
  it("one card's back lies about its front: Cambiaformas", () => {
    const liars = ordinary.filter((c) => c.symbols.length > 0 && !(c.symbols as readonly Faction[]).includes(c.back));
    expect(liars.map((c) => c.name)).toEqual(['Cambiaformas']);
  });

  it('Revelación gnomo has a back other than Gnomos', () => {
    const revelacion = cards.find((c) => c.special === 'revelacion-gnomo')!;
    expect(revelacion.back).not.toBe('gnomos');
  });

  it('every value 1-9 appears twice, and every challenge condition at least once', () => {
    const values = cards.map((c) => c.value).sort((a, b) => a - b);
    expect(values).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]);
    const kinds = new Set(cards.map((c) => c.challenge.kind));
    expect([...kinds].sort()).toEqual(['closest', 'even', 'fewer-symbols', 'has-symbol', 'higher', 'lower', 'more-symbols', 'odd']);
  });

  it("the doc's card table lists the data: id, name, value, back and front symbols of every card", () => {
    const rows = docText
      .split('\n')
      .filter((line) => /^\| nv-\d\d /.test(line))
      .map((line) => line.split('|').slice(1, 6).map((cell) => cell.trim()));
    const expected = cards.map((c) => [
      c.id,
      c.special === null ? c.name : `${c.name} (special)`,
      String(c.value),
      FACTION_NAMES[c.back],
      c.symbols.length === 0 ? '—' : c.symbols.map((f) => FACTION_NAMES[f]).join(', '),
    ]);
    expect(rows).toEqual(expected);
  });
});

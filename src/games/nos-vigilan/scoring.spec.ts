import { makeDeck } from './cards/card-set.js';
import { HOUSE_SET } from './cards/house-set.js';
import { nosVigilanGame as game } from './index.js';
import { bestPattern, pairCount, patternCount, symbolRun, valueRunLength } from './scoring.js';
import type { NosVigilanState, PlayerScore } from './state.js';
import { build } from './test-builders.js';

const ALL = makeDeck(HOUSE_SET).ids as string[];

/** Both seats present the given orderings (through apply) from a built ordering phase; returns the final state. */
function present(pyramid: string[], a: string[], b: string[], extra: Partial<NosVigilanState> = {}): NosVigilanState {
  let s = build({ round: 6, phase: 'order', pyramid, hands: [[...a].reverse(), [...b].reverse()], publicCards: ALL, ...extra });
  for (const [seat, cards] of [a, b].entries()) {
    const r = game.apply(s, seat, { type: 'order', cards });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}
const pts = (p: PlayerScore) => [p.finalChallenge, p.valueRun.points, p.symbolRun.points, p.basePattern.points, p.middlePairs.points, p.topMajority.points];

// Pyramid A: base Reptilianos, Iluminados, Extraterrestres; middle Gnomos, Hombres de Negro; top Hombres de Negro.
const PYR_A = ['nv-07', 'nv-10', 'nv-13', 'nv-04', 'nv-16', 'nv-17'];
const A0 = ['nv-15', 'nv-12', 'nv-14', 'nv-05', 'nv-08', 'nv-03'];
const A1 = ['nv-02', 'nv-06', 'nv-01', 'nv-09', 'nv-18', 'nv-11'];
// Pyramid B: base Gnomos x3; middle Reptilianos x2; top Reptilianos.
const PYR_B = ['nv-04', 'nv-05', 'nv-06', 'nv-07', 'nv-08', 'nv-09'];
const B0 = ['nv-11', 'nv-15', 'nv-03', 'nv-12', 'nv-10', 'nv-13'];
const B1 = ['nv-14', 'nv-16', 'nv-17', 'nv-18', 'nv-01', 'nv-02'];

describe('nos-vigilan: scoring criteria', () => {
  // "Para los criterios de puntuación se tendrá en cuenta la posición y símbolos de facción de las cartas de la pirámide"
  // Ruling R10 (rules.md): "The base row gives its three back symbols, in order;
  // the middle row its two back symbols; the top its back symbol".
  it('reads the targets from the pyramid backs: base row, middle row, top', () => {
    const r = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    expect(r.base).toEqual(['reptilianos', 'iluminados', 'extraterrestres']);
    expect(r.middle).toEqual(['gnomos', 'hombres-de-negro']);
    expect(r.top).toBe('hombres-de-negro');
  });

  // "1 📌 a quien haya ganado el Desafío Final."
  it('gives 1 point to the Final Challenge winner', () => {
    const r = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    expect(r.players.map((p) => p.finalChallenge)).toEqual([0, 1]);
  });

  // "1 📌 a quienes tengan tres o más cartas seguidas con valores consecutivos (Ignorando las de valor repetido),
  // y 1 📌 más a quien tenga la serie más larga."
  it('gives 1 point per run of three or more consecutive values and 1 more to the longest (5-9 beats 3-6)', () => {
    const r = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    expect(r.players.map((p) => p.valueRun)).toEqual([
      { length: 5, points: 2 },
      { length: 4, points: 1 },
    ]);
  });

  it('skips repeated values inside a run and counts descending runs', () => {
    expect(valueRunLength([3, 4, 4, 5, 9, 1])).toBe(3);
    expect(valueRunLength([7, 6, 5, 4, 9, 9])).toBe(4);
    expect(valueRunLength([1, 2, 1, 2, 1, 2])).toBe(2);
    expect(valueRunLength([9, 3, 9, 4, 1, 5])).toBe(1);
  });

  // "1 📌 a quienes tengan una serie de al menos tres cartas adyacentes con un mismo símbolo en común y 1 📌 más a quien tenga la serie más larga."
  it('gives 1 point per run of three adjacent cards sharing a symbol and 1 more to the longest (El ojo joins the run)', () => {
    const r = present(PYR_B, B0, B1, { finalWinner: 0 }).result!;
    expect(r.players.map((p) => p.symbolRun)).toEqual([
      { length: 3, faction: 'reptilianos', points: 2 },
      { length: 2, faction: 'hombres-de-negro', points: 0 },
    ]);
    expect(symbolRun([['gnomos'], ['gnomos', 'iluminados'], ['iluminados'], ['iluminados']])).toEqual({ length: 3, faction: 'iluminados' });
  });

  // "2 📌 a quienes tengan adyacentes y en el orden correcto los tres símbolos mostrados en las cartas de la [base],
  // y 1 📌 más quien los tenga más veces que el oponente." + "Para las cartas con dos símbolos, se podrán usar ambos
  // en el orden que se prefiera o ignorar uno de ellos."
  it('gives 2 points for the base row\'s three symbols adjacent and in order, +1 for more often, ignoring a symbol when that helps', () => {
    const r = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    expect(r.players.map((p) => p.basePattern)).toEqual([
      { count: 1, points: 3 },
      { count: 0, points: 0 },
    ]);
    // R | I,H | E,G only matches R,I,E if Logia secreta (nv-12) shows Iluminados alone.
    const uses = r.players[0].patternUses;
    expect(uses[1]).toEqual({ card: 'nv-12', symbols: ['iluminados'] });
    expect(patternCount([['reptilianos', 'extraterrestres'], ['iluminados', 'hombres-de-negro'], ['extraterrestres', 'gnomos']], r.base)).toBe(0);
  });

  it('finds the best order of a two-symbol card, and a card used with no symbol breaks adjacency', () => {
    const pattern = ['reptilianos', 'iluminados', 'extraterrestres'] as const;
    expect(bestPattern([['iluminados', 'reptilianos'], ['extraterrestres']], pattern)).toEqual({ count: 1, uses: [['reptilianos', 'iluminados'], ['extraterrestres']] });
    expect(patternCount([['reptilianos'], [], ['iluminados'], ['extraterrestres']], pattern)).toBe(0);
    expect(bestPattern([['reptilianos'], ['iluminados', 'extraterrestres'], ['reptilianos', 'iluminados'], ['extraterrestres']], pattern).count).toBe(2);
  });

  // "2 📌 a quien tenga en sus cartas la mayor cantidad de parejas de los símbolos mostrados en el [medio]
  // (no necesitan estar adyacentes), y 1 📌 más si la cantidad supera en al menos dos a la del oponente."
  it('gives 2 points for most pairs of the middle row\'s symbols anywhere in hand, and no bonus when ahead by one', () => {
    const r = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    expect(r.players.map((p) => p.middlePairs)).toEqual([
      { count: 2, points: 2 },
      { count: 1, points: 0 },
    ]);
  });

  it('counts a pair as one of each middle symbol (two of it when the middle symbols are equal), +1 when ahead by two', () => {
    expect(pairCount([['gnomos'], ['gnomos'], ['hombres-de-negro', 'gnomos']], ['gnomos', 'hombres-de-negro'])).toBe(1);
    expect(pairCount([['reptilianos'], ['reptilianos', 'iluminados'], ['reptilianos']], ['reptilianos', 'reptilianos'])).toBe(1);
    // Pyramid B, middle Reptilianos x2: seat 0 has three Reptilianos (one pair), seat 1 none.
    const r = present(PYR_B, B0, B1, { finalWinner: 0 }).result!;
    expect(r.players.map((p) => p.middlePairs)).toEqual([
      { count: 1, points: 2 },
      { count: 0, points: 0 },
    ]);
    // Pyramid A, middle Gnomos + Hombres de Negro: 3 pairs against 0 earns the extra point.
    const ahead = present(PYR_A, ['nv-06', 'nv-12', 'nv-14', 'nv-05', 'nv-09', 'nv-03'], ['nv-02', 'nv-15', 'nv-01', 'nv-08', 'nv-18', 'nv-11']).result!;
    expect(ahead.players.map((p) => p.middlePairs)).toEqual([
      { count: 3, points: 3 },
      { count: 0, points: 0 },
    ]);
  });

  // "2 📌 a quien tenga la mayoría del símbolo mostrado en la [cima], y 1 📌 extra si se tiene 2 o más que el oponente."
  // "El ojo que todo lo ve: Cuenta como el símbolo de la facción presente en la [cima] al momento de puntuar."
  it('gives 2 points for the majority of the top symbol (El ojo counts as it), +1 when ahead by two', () => {
    const a = present(PYR_A, A0, A1, { finalWinner: 1 }).result!;
    // Seat 0: Logia secreta + El ojo = 2 Hombres de Negro; seat 1: Gnomo espía = 1.
    expect(a.players.map((p) => p.topMajority)).toEqual([
      { count: 2, points: 2 },
      { count: 1, points: 0 },
    ]);
    const b = present(PYR_B, B0, B1, { finalWinner: 0 }).result!;
    expect(b.players.map((p) => p.topMajority)).toEqual([
      { count: 3, points: 3 },
      { count: 0, points: 0 },
    ]);
  });

  it('does not let El ojo count when it was gained by a swap', () => {
    const b = present(PYR_B, B0, B1, { finalWinner: 0, swapped: ['nv-03'] }).result!;
    expect(b.players[0].topMajority.count).toBe(2);
    expect(b.players[0].symbolRun.length).toBe(2);
  });

  it('counts a face-up Revelación gnomo in the pyramid as Gnomos', () => {
    const pyr = ['nv-07', 'nv-10', 'nv-13', 'nv-04', 'nv-16', 'nv-02'];
    const r = present(pyr, A0, ['nv-17', 'nv-06', 'nv-01', 'nv-09', 'nv-18', 'nv-11'], { faceUp: ['nv-02'] }).result!;
    expect(r.top).toBe('gnomos');
  });

  // "Ganará quien haya obtenido más 📌."
  it('adds the criteria up and the most points wins, every criterion reported in the view', () => {
    const s = present(PYR_A, A0, A1, { finalWinner: 1 });
    const r = s.result!;
    expect(r.players.map(pts)).toEqual([
      [0, 2, 0, 3, 2, 2],
      [1, 1, 0, 0, 0, 0],
    ]);
    expect(r.players.map((p) => p.total)).toEqual([9, 2]);
    expect(game.outcome(s)).toEqual({ finished: true, winners: [0], draw: false, scores: [9, 2], reason: 'Seat 0 scored the most points (9 to 2).' });
    const v = game.view(s, null).result!;
    expect(v.players[0].criteria.map((c) => [c.criterion, c.measure, c.points])).toEqual([
      ['final-challenge', 0, 0],
      ['value-run', 5, 2],
      ['symbol-run', 2, 0],
      ['base-pattern', 1, 3],
      ['middle-pairs', 2, 2],
      ['top-majority', 2, 2],
    ]);
  });
});

describe('nos-vigilan: tie-breaks', () => {
  // Pyramid: base G,G,G; middle R,R; top E (Gris de Roswell's back).
  const PYR_T = ['nv-05', 'nv-06', 'nv-04', 'nv-07', 'nv-08', 'nv-14'];

  // "En caso de empate ganará el jugador que haya ganado el desafío final"
  it('breaks a tie on points in favour of the Final Challenge winner', () => {
    const s = present(PYR_T, ['nv-10', 'nv-13', 'nv-01', 'nv-09', 'nv-03', 'nv-11'], ['nv-17', 'nv-18', 'nv-15', 'nv-02', 'nv-16', 'nv-12'], { finalWinner: 1 });
    expect(s.result!.players.map(pts)).toEqual([
      [0, 2, 0, 0, 0, 0],
      [1, 1, 0, 0, 0, 0],
    ]);
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [1], draw: false, scores: [2, 2] });
    expect(s.result!.decidedBy).toBe('final-challenge');
  });

  // "si el empate sigue, gana quien tenga la carta del "Ojo que todo lo ve"."
  it('then in favour of the holder of El ojo que todo lo ve', () => {
    const s = present(PYR_T, ['nv-03', 'nv-10', 'nv-11', 'nv-13', 'nv-18', 'nv-01'], ['nv-15', 'nv-16', 'nv-02', 'nv-17', 'nv-12', 'nv-09'], { finalWinner: null });
    expect(s.result!.players.map((p) => p.total)).toEqual([0, 0]);
    expect(game.outcome(s)).toMatchObject({ winners: [0], draw: false, scores: [0, 0] });
    expect(s.result!.decidedBy).toBe('eye');
  });

  // "Si el empate aún persiste, se comparte la victoria." (rules.md, ruling R13
  // and reading 14: winners are both seats, draw is false)
  it('else shares the victory: both seats win, not a draw', () => {
    // Pyramid: base G,G,I (El ojo lies in it); middle R,G; top R.
    const pyr = ['nv-05', 'nv-06', 'nv-03', 'nv-07', 'nv-04', 'nv-08'];
    const s = present(pyr, ['nv-11', 'nv-01', 'nv-10', 'nv-09', 'nv-02', 'nv-18'], ['nv-16', 'nv-15', 'nv-17', 'nv-12', 'nv-14', 'nv-13'], { finalWinner: null });
    expect(s.result!.players.map(pts)).toEqual([
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [0, 1], draw: false, scores: [0, 0] });
    expect(s.result!.decidedBy).toBe('shared');
  });
});

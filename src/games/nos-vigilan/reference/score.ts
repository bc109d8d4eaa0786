/**
 * Reference scoring of Nos vigilan (seed 001 "Fase de puntuación"; rules.md,
 * rulings R10-R13), written from the texts only. Every figure is recomputed by brute force: each
 * use of each two-symbol card is tried for the base-row pattern.
 */
import type { MCards, MSeat, MState } from './model.js';

export interface MPlayerScore {
  finalChallenge: number;
  valueRun: { length: number; points: number };
  symbolRun: { length: number; points: number };
  basePattern: { count: number; points: number };
  middlePairs: { count: number; points: number };
  topMajority: { count: number; points: number };
  total: number;
  holdsEye: boolean;
}

export interface MScore {
  base: string[];
  middle: string[];
  top: string;
  players: MPlayerScore[];
  winners: MSeat[];
  decidedBy: 'points' | 'final-challenge' | 'eye' | 'shared';
}

/**
 * A pyramid card's symbol (rules.md, ruling R10): "The base row gives its three
 * back symbols, in order; the middle row its two back symbols; the top its back symbol, or Gnomos
 * for a face-up Revelación gnomo". Ruling R8 says the revealed Revelación gnomo "then lies face up
 * and counts as the Gnomos symbol" wherever it lies (seed: "al puntuar esta carta cuente como un
 * símbolo de Gnomos").
 */
function pyramidSymbol(cards: MCards, m: MState, slot: number): string {
  const c = cards.get(m.pyramid[slot])!;
  return c.special === 'revelacion-gnomo' && m.faceUp.includes(c.id) ? 'gnomos' : c.back;
}

/**
 * Front symbols of a presented card, ruling R10: "El ojo que todo lo ve counts as the top's
 * symbol" — that is its effect, so an Ojo gained by a swap has none, ruling R8: "A card gained by a
 * swap never uses its own effect" (seed: "No se podrá usar el efecto de una carta especial que se
 * obtenga por el intercambio").
 */
const frontSymbols = (cards: MCards, m: MState, id: string, top: string): string[] => {
  const c = cards.get(id)!;
  if (c.special === 'ojo') return m.swapped.includes(id) ? [] : [top];
  return [...c.symbols];
};

/**
 * Ruling R12: "a run of at least 3 adjacent cards of consecutive values (repeated values
 * skipped)": walking along the hand, a card repeating the previous value neither breaks nor
 * lengthens the run; the length is the number of distinct values; a run may climb or descend
 * (consecutive either way).
 */
export function longestValueRun(values: readonly number[]): number {
  let best = values.length > 0 ? 1 : 0;
  for (let i = 0; i < values.length; i++) {
    for (const step of [1, -1]) {
      let last = values[i];
      let length = 1;
      for (let j = i + 1; j < values.length; j++) {
        if (values[j] === last) continue;
        if (values[j] !== last + step) break;
        last = values[j];
        length += 1;
      }
      best = Math.max(best, length);
    }
  }
  return best;
}

/**
 * Ruling R12: "at least 3 adjacent cards sharing a symbol": the longest block of adjacent cards
 * with one symbol in common.
 */
export function longestSymbolRun(symbols: readonly (readonly string[])[]): number {
  let best = 0;
  for (let i = 0; i < symbols.length; i++) {
    for (const f of symbols[i]) {
      let j = i + 1;
      while (j < symbols.length && symbols[j].includes(f)) j++;
      best = Math.max(best, j - i);
    }
  }
  return best;
}

/** Ruling R11: "A card with two symbols may use either symbol, both in either order, or none". */
function uses(symbols: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const s of symbols) out.push([s]);
  if (symbols.length === 2) out.push([symbols[0], symbols[1]], [symbols[1], symbols[0]]);
  return out;
}

/** Non-overlapping occurrences of `pattern` as consecutive symbols (leftmost-first is optimal). */
function occurrences(line: readonly string[], pattern: readonly string[]): number {
  let n = 0;
  for (let i = 0; i + pattern.length <= line.length; ) {
    if (pattern.every((p, k) => line[i + k] === p)) {
      n += 1;
      i += pattern.length;
    } else i += 1;
  }
  return n;
}

/**
 * Ruling R12: "the base row's three symbols adjacent and in order", counted as often as it appears
 * (for "1 more to whoever has them more often"): the best use of every card. The symbols a card
 * uses sit next to those of its neighbours; a card using no symbol breaks the line (it is still
 * there between them).
 */
export function basePatternCount(symbols: readonly (readonly string[])[], pattern: readonly string[]): number {
  // A symbol outside the pattern can only break a line, as a card using no symbol does, so only
  // the pattern's symbols need trying: this keeps the search small without changing its result.
  const options = symbols.map((own) => uses(own.filter((x) => pattern.includes(x))));
  const pick = options.map(() => 0);
  let best = 0;
  for (;;) {
    // '|' stands for a card using no symbol: it breaks adjacency.
    const line = pick.flatMap((k, i) => (options[i][k].length === 0 ? ['|'] : options[i][k]));
    best = Math.max(best, occurrences(line, pattern));
    let i = 0; // next combination of uses, as a mixed-radix counter
    while (i < pick.length && ++pick[i] === options[i].length) pick[i++] = 0;
    if (i === pick.length) return best;
  }
}

/**
 * Ruling R12: "pairs of the middle row's symbols (anywhere in hand)": one of each symbol is a pair.
 */
function middlePairCount(all: readonly string[], middle: readonly string[]): number {
  const n = (f: string) => all.filter((x) => x === f).length;
  return middle[0] === middle[1] ? Math.floor(n(middle[0]) / 2) : Math.min(n(middle[0]), n(middle[1]));
}

/**
 * Points for a run, ruling R12: 1 to each player with a run of at least 3, "and 1 more for the
 * longer run": the 1 more needs a strictly longer qualifying run (reading 7).
 */
const runPoints = (mine: number, theirs: number): number => (mine >= 3 ? 1 + (mine > theirs ? 1 : 0) : 0);
/**
 * Ruling R12, for the middle pairs and the top symbol: "2 to whoever has ..., and 1 more if ahead
 * by 2 or more": nothing on a tie.
 */
const majorityPoints = (mine: number, theirs: number): number => (mine > theirs ? 2 + (mine - theirs >= 2 ? 1 : 0) : 0);

/** The pyramid's rows as symbols: base (left to right), middle, top. */
export function pyramidRows(cards: MCards, m: MState): { base: string[]; middle: string[]; top: string } {
  return {
    base: [0, 1, 2].map((i) => pyramidSymbol(cards, m, i)),
    middle: [3, 4].map((i) => pyramidSymbol(cards, m, i)),
    top: pyramidSymbol(cards, m, 5),
  };
}

/** What one presented order achieves on each criterion, before comparing with the opponent. */
export function presentationFacts(cards: MCards, m: MState, order: readonly string[], rows = pyramidRows(cards, m)) {
  const symbols = order.map((id) => frontSymbols(cards, m, id, rows.top));
  const all = symbols.flat();
  return {
    valueRun: longestValueRun(order.map((id) => cards.get(id)!.value)),
    symbolRun: longestSymbolRun(symbols),
    basePattern: basePatternCount(symbols, rows.base),
    middlePairs: middlePairCount(all, rows.middle),
    topMajority: all.filter((x) => x === rows.top).length,
    holdsEye: order.some((id) => cards.get(id)!.special === 'ojo'),
  };
}

/** The score of a finished game, from the pyramid, the presented orders and the Final Challenge. */
export function score(cards: MCards, m: MState): MScore {
  const rows = pyramidRows(cards, m);
  const facts = [0, 1].map((p) => presentationFacts(cards, m, m.orderings[p]!, rows));
  const players = [0, 1].map((p): MPlayerScore => {
    const me = facts[p];
    const them = facts[1 - p];
    const s = {
      finalChallenge: m.finalWinner === p ? 1 : 0,
      valueRun: { length: me.valueRun, points: runPoints(me.valueRun, them.valueRun) },
      symbolRun: { length: me.symbolRun, points: runPoints(me.symbolRun, them.symbolRun) },
      // Ruling R12: "2 to each player who has the base row's three symbols adjacent and in order,
      // and 1 more to whoever has them more often"
      basePattern: { count: me.basePattern, points: me.basePattern > 0 ? 2 + (me.basePattern > them.basePattern ? 1 : 0) : 0 },
      middlePairs: { count: me.middlePairs, points: majorityPoints(me.middlePairs, them.middlePairs) },
      topMajority: { count: me.topMajority, points: majorityPoints(me.topMajority, them.topMajority) },
      holdsEye: me.holdsEye,
    };
    const total = s.finalChallenge + s.valueRun.points + s.symbolRun.points + s.basePattern.points + s.middlePairs.points + s.topMajority.points;
    return { ...s, total };
  });
  // Ruling R13: "Most points wins. A tie goes to the Final Challenge winner, then to the holder of
  // El ojo que todo lo ve; otherwise both players win".
  const [t0, t1] = players.map((p) => p.total);
  let winners: MSeat[];
  let decidedBy: MScore['decidedBy'];
  if (t0 !== t1) [winners, decidedBy] = [[t0 > t1 ? 0 : 1], 'points'];
  else if (m.finalWinner !== null) [winners, decidedBy] = [[m.finalWinner], 'final-challenge'];
  else if (players.some((p) => p.holdsEye)) [winners, decidedBy] = [[players[0].holdsEye ? 0 : 1], 'eye'];
  else [winners, decidedBy] = [[0, 1], 'shared'];
  return { ...rows, players, winners, decidedBy };
}

/**
 * Scoring phase (Fase de puntuación): the pyramid's rows give the target symbols, each presented
 * hand is measured per criterion, points are compared, ties broken.
 */
import { FACTIONS, type Deck, type Faction } from './cards/card-set.js';
import { other, SEATS, type NosVigilanState, type PlayerScore, type ScoreResult, type Seat } from './state.js';

/** The symbol a pyramid slot counts as: its back, or Gnomos for a face-up Revelación gnomo. */
export function slotSymbols(deck: Deck, s: Pick<NosVigilanState, 'pyramid' | 'faceUp'>): Faction[] {
  return s.pyramid.map((id) => (s.faceUp.includes(id) ? 'gnomos' : deck.card(id).back));
}

/** The front symbols a presented card offers at scoring. El ojo que todo lo ve counts as the top's symbol. */
export function frontSymbols(deck: Deck, id: string, top: Faction, swapped: readonly string[]): Faction[] {
  const c = deck.card(id);
  if (c.special === 'ojo' && !swapped.includes(id)) return [top];
  return [...c.symbols];
}

/** Longest stretch of adjacent cards with consecutive values, repeated values skipped (up or down). */
export function valueRunLength(values: readonly number[]): number {
  const v = values.filter((x, i) => i === 0 || x !== values[i - 1]);
  let best = v.length > 0 ? 1 : 0;
  let len = 1;
  let dir = 0;
  for (let i = 1; i < v.length; i++) {
    const d = v[i] - v[i - 1];
    if ((d === 1 || d === -1) && (len === 1 || d === dir)) len += 1;
    else len = d === 1 || d === -1 ? 2 : 1;
    dir = d;
    best = Math.max(best, len);
  }
  return best;
}

/** Longest stretch of adjacent cards sharing one symbol (every symbol of a card counts). */
export function symbolRun(cards: readonly (readonly Faction[])[]): { length: number; faction: Faction | null } {
  let best = { length: 0, faction: null as Faction | null };
  for (const f of FACTIONS) {
    let len = 0;
    for (const c of cards) {
      len = c.includes(f) ? len + 1 : 0;
      if (len > best.length) best = { length: len, faction: f };
    }
  }
  return best;
}

/**
 * The ways a card may be used, in the order ties are broken (the first best use wins): a
 * two-symbol card both in either order, either one, or none (rules.md, ruling
 * R11).
 */
export function usesOf(symbols: readonly Faction[]): Faction[][] {
  if (symbols.length < 2) return [[...symbols]];
  const [a, b] = symbols;
  return [[a, b], [b, a], [a], [b], []];
}

/** Non-overlapping occurrences of `pattern` as adjacent symbols; a card used with no symbol is a gap. */
export function patternCount(used: readonly (readonly Faction[])[], pattern: readonly Faction[]): number {
  const tokens: (Faction | null)[] = used.flatMap((u): (Faction | null)[] => (u.length === 0 ? [null] : [...u]));
  let n = 0;
  for (let i = 0; i + pattern.length <= tokens.length; ) {
    if (pattern.every((p, k) => tokens[i + k] === p)) {
      n += 1;
      i += pattern.length;
    } else i += 1;
  }
  return n;
}

/** A symbol as a base-8 digit 1-6 (a card used with no symbol is 6, a gap no pattern symbol equals). */
const digitOf = (f: Faction | null): number => (f === null ? 6 : FACTIONS.indexOf(f) + 1);

/**
 * `patternCount` read left to right, one symbol at a time: it takes the leftmost occurrence, then
 * looks again after its end. So of the symbols seen so far only the last `pattern.length - 1`
 * since the last occurrence or the last symbol outside the pattern (the tail) still matter. A
 * tail is kept as base-8 digits, oldest first; no digit is 0, so a tail of k symbols is at least
 * 8^(k-1) and the number alone says its length. The scanner returns the new tail and the occurrences completed as `tail * 4 + gained`
 * (a card adds at most two symbols, so at most two occurrences). Patterns of 1-5 symbols: the
 * base row has three, and the memo of `bestPattern` grows as 8^(length - 1).
 */
function patternScanner(pattern: readonly Faction[]): (tail: number, digits: readonly number[]) => number {
  if (pattern.length === 0 || pattern.length > 5) throw new RangeError(`bestPattern: a pattern of ${pattern.length} symbols`);
  const full = 8 ** (pattern.length - 1);
  const target = pattern.reduce((key, f) => key * 8 + digitOf(f), 0);
  const inPattern = Array.from({ length: 8 }, (_, d) => pattern.some((f) => digitOf(f) === d));
  return (tail, digits) => {
    let gained = 0;
    for (const d of digits) {
      // No occurrence spans a symbol outside the pattern (or a gap): the tail starts afresh after it.
      if (!inPattern[d]) {
        tail = 0;
        continue;
      }
      tail = tail * 8 + d;
      if (tail < full) continue;
      if (tail === target) {
        gained += 1;
        tail = 0;
      } else tail %= full;
    }
    return tail * 4 + gained;
  };
}

/** A card's uses and their digits, by its (first two) symbols: built once, shared, never changed. */
const USES = new Map<number, { uses: readonly (readonly Faction[])[]; digits: readonly (readonly number[])[] }>();
function usesTable(symbols: readonly Faction[]) {
  const key = symbols.slice(0, 2).reduce((k, f) => k * 8 + digitOf(f), 0);
  let t = USES.get(key);
  if (t === undefined) {
    const uses = usesOf(symbols);
    t = { uses, digits: uses.map((u) => (u.length === 0 ? [digitOf(null)] : u.map(digitOf))) };
    USES.set(key, t);
  }
  return t;
}

/**
 * The best use of two-symbol cards for the base-row pattern, exactly as trying every use (5^6)
 * and keeping the first best in `usesOf` order ("se podrán usar ambos en el orden que se
 * prefiera o ignorar uno de ellos"): a dynamic programme over (card, tail), where best(i, tail) is
 * the most occurrences cards i.. can still add; then, left to right, the first use of each card
 * that keeps that best is taken, which is the first best use overall.
 */
export function bestPattern(cards: readonly (readonly Faction[])[], pattern: readonly Faction[]): { count: number; uses: Faction[][] } {
  const scan = patternScanner(pattern);
  const n = cards.length;
  const table = cards.map(usesTable);
  const options = table.map((t) => t.uses);
  const digits = table.map((t) => t.digits);
  // best(i, tail) + 1 by (tail, i); 0 = not yet known. Tails of the three-symbol base row stay below 64.
  const memo = new Uint16Array((n + 1) * 8 ** (pattern.length - 1));
  // What cards i.. can still add after the use with digits `d` from `tail`, that use's own included.
  const after = (i: number, tail: number, d: readonly number[]): number => {
    const next = scan(tail, d);
    return (next % 4) + best(i + 1, Math.floor(next / 4));
  };
  const best = (i: number, tail: number): number => {
    if (i === n) return 0;
    const key = tail * (n + 1) + i;
    if (memo[key] > 0) return memo[key] - 1;
    let most = 0;
    for (const d of digits[i]) most = Math.max(most, after(i, tail, d));
    memo[key] = most + 1;
    return most;
  };
  const count = best(0, 0);
  const uses: Faction[][] = [];
  for (let i = 0, tail = 0; i < n; i++) {
    const still = best(i, tail);
    const k = digits[i].findIndex((d) => after(i, tail, d) === still);
    uses.push([...options[i][k]]);
    tail = Math.floor(scan(tail, digits[i][k]) / 4);
  }
  return { count, uses };
}

/** Pairs of the middle row's two symbols anywhere in the hand (one of each; two of it if they are equal). */
export function pairCount(cards: readonly (readonly Faction[])[], middle: readonly Faction[]): number {
  const count = (f: Faction) => cards.reduce((n, c) => n + (c.includes(f) ? 1 : 0), 0);
  return middle[0] === middle[1] ? Math.floor(count(middle[0]) / 2) : Math.min(count(middle[0]), count(middle[1]));
}

interface Measures {
  valueRun: number;
  symbolRun: { length: number; faction: Faction | null };
  pattern: { count: number; uses: Faction[][] };
  pairs: number;
  top: number;
}

export function scoreGame(deck: Deck, s: NosVigilanState): ScoreResult {
  const slots = slotSymbols(deck, s);
  const base = slots.slice(0, 3);
  const middle = slots.slice(3, 5);
  const top = slots[5];
  const eye = deck.special('ojo');
  const hands = s.orderings.map((o) => o!);
  const m: Measures[] = hands.map((hand) => {
    const fronts = hand.map((id) => frontSymbols(deck, id, top, s.swapped));
    return {
      valueRun: valueRunLength(hand.map((id) => deck.card(id).value)),
      symbolRun: symbolRun(fronts),
      pattern: bestPattern(fronts, base),
      pairs: pairCount(fronts, middle),
      top: fronts.reduce((n, c) => n + (c.includes(top) ? 1 : 0), 0),
    };
  });
  const run = (mine: number, theirs: number) => (mine >= 3 ? 1 : 0) + (mine >= 3 && mine > theirs ? 1 : 0);
  const most = (mine: number, theirs: number) => (mine > theirs ? 2 : 0) + (mine - theirs >= 2 ? 1 : 0);
  const players: PlayerScore[] = SEATS.map((p) => {
    const me = m[p];
    const op = m[other(p)];
    const finalChallenge = s.finalWinner === p ? 1 : 0;
    const valueRun = { length: me.valueRun, points: run(me.valueRun, op.valueRun) };
    const symbolRunScore = { length: me.symbolRun.length, faction: me.symbolRun.faction, points: run(me.symbolRun.length, op.symbolRun.length) };
    const basePattern = {
      count: me.pattern.count,
      points: (me.pattern.count >= 1 ? 2 : 0) + (me.pattern.count >= 1 && me.pattern.count > op.pattern.count ? 1 : 0),
    };
    const middlePairs = { count: me.pairs, points: most(me.pairs, op.pairs) };
    const topMajority = { count: me.top, points: most(me.top, op.top) };
    const total = finalChallenge + valueRun.points + symbolRunScore.points + basePattern.points + middlePairs.points + topMajority.points;
    return {
      finalChallenge,
      valueRun,
      symbolRun: symbolRunScore,
      basePattern,
      middlePairs,
      topMajority,
      total,
      patternUses: hands[p].map((card, i) => ({ card, symbols: me.pattern.uses[i] })),
      holdsEye: hands[p].includes(eye),
    };
  });
  const [a, b] = [players[0].total, players[1].total];
  let winners: Seat[];
  let decidedBy: ScoreResult['decidedBy'];
  if (a !== b) [winners, decidedBy] = [[a > b ? 0 : 1], 'points'];
  else if (s.finalWinner !== null) [winners, decidedBy] = [[s.finalWinner], 'final-challenge'];
  else if (players.some((p) => p.holdsEye)) [winners, decidedBy] = [[players[0].holdsEye ? 0 : 1], 'eye'];
  else [winners, decidedBy] = [[0, 1], 'shared'];
  return { base, middle, top, players, winners, decidedBy };
}

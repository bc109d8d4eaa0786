/**
 * The solver's moves: removals only. Draws and recycles are not searched one by one: a removal is
 * generated at the earliest talon position where its cards are available together, and the draws
 * and recycles that lead there are implied (line.ts writes them out). Why that loses nothing:
 *
 * - Fixed passes. From a position, drawing reaches every later talon position of the same pass
 *   and, when a recycle is left, every position of the next pass, with the same cards. Of two
 *   positions with the same cards, the earlier (smaller pass, then smaller stock-top index) can
 *   reach the later one by draws and recycles, so it wins whenever the later one does. A removal
 *   possible at several positions is therefore taken at the earliest, and a later pass than the
 *   next is never needed (the next pass already offers every position).
 * - Unlimited passes, rules version 2. Once some removal is on offer at some position of the
 *   talon, the player can draw to the end, recycle (the pass it starts offers that removal) and
 *   draw to any position: every position is reachable. With none on offer no removal can ever be
 *   made. So the talon position does not matter: any removal at any position is one move ("free"
 *   mode).
 * - Unlimited passes, rules version 1. A recycle needs a removal made in the pass. After any
 *   removal every position is reachable as above (draw on; or draw to the end, recycle, draw), so
 *   every position after a removal is free. Only a position in which no card was removed yet this
 *   pass is not: it reaches the later positions of its pass only, like a last fixed pass.
 *
 * Where the cards lie: a pyramid card once free stays free; a talon card at index i is available
 * as the stock top at position i or as the waste top at the next position (same cards left after
 * removing it either way); two talon cards are available together only as the waste top and the
 * stock top of one position, i.e. when they are neighbours among the cards left.
 */
import { bitCount, lowBit, nextLeft, prevLeft, type Deal } from './position.js';

export const TARGET = 13;
/** Lows are Ace to 6, highs 7 to Queen: two highs never share a removal (7 + 7 > 13). */
export const LOW = 6;
/** The pass index of free mode (unlimited passes: every position reachable). */
export const FREE = -1;
/** Progress of every free-mode position: below every fixed-pass progress. */
export const FREE_PROGRESS = FREE * 32;

/** Packed progress: pass * 32 + stock-top index. */
export const progress = (pass: number, at: number): number => pass * 32 + at;

export interface Rules {
  readonly pairs: boolean;
  readonly allCards: boolean;
}

/**
 * A growable stack of moves: a node's moves occupy [start, end) until its search is done.
 * Fields: pyramid bits removed, talon bits removed, progress after the move, ordering score.
 */
export class MoveStack {
  dp = new Int32Array(4096);
  dt = new Int32Array(4096);
  prog = new Int32Array(4096);
  score = new Int32Array(4096);
  top = 0;

  push(dp: number, dt: number, prog: number, score: number): void {
    if (this.top === this.dp.length) this.grow();
    const k = this.top++;
    this.dp[k] = dp;
    this.dt[k] = dt;
    this.prog[k] = prog;
    this.score[k] = score;
  }

  /** Sorts [start, end) by score, highest first (insertion sort: lists are short); stable. */
  sort(start: number, end: number): void {
    const { dp, dt, prog, score } = this;
    for (let i = start + 1; i < end; i++) {
      const p = dp[i], t = dt[i], g = prog[i], s = score[i];
      let j = i - 1;
      while (j >= start && score[j] < s) {
        dp[j + 1] = dp[j];
        dt[j + 1] = dt[j];
        prog[j + 1] = prog[j];
        score[j + 1] = score[j];
        j--;
      }
      dp[j + 1] = p;
      dt[j + 1] = t;
      prog[j + 1] = g;
      score[j + 1] = s;
    }
  }

  private grow(): void {
    const size = this.dp.length * 2;
    const copy = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.dp = copy(this.dp);
    this.dt = copy(this.dt);
    this.prog = copy(this.prog);
    this.score = copy(this.score);
  }
}

// Scratch space, reused by every call (the search is single-threaded and generate does not nest).
const freeOfValue = new Int32Array(TARGET + 1);
const subsetMask = new Int32Array(128);
const subsetSum = new Int8Array(128);
const subsetHigh = new Int8Array(128);
const bucketHigh = new Int8Array(128);
const bucketStart = new Int32Array(TARGET + 2);
const bucket = new Int32Array(128);
const bucketFill = new Int32Array(TARGET + 2);

/**
 * Pushes every removal from the position (pyramid, talon, pass, at) onto `out`, each at its
 * earliest position. `lastPass`: the last pass index reachable (pass === FREE: free mode).
 * Score: pyramid cards removed first, then no recycle needed, then fewer cards drawn past.
 */
export function generate(
  deal: Deal,
  rules: Rules,
  pyramid: number,
  free: number,
  talon: number,
  pass: number,
  at: number,
  lastPass: number,
  lowOnly: boolean,
  out: MoveStack,
): void {
  const n = deal.n;
  const tv = deal.talonValues;
  const freeMode = pass === FREE;
  const here = freeMode ? FREE_PROGRESS : progress(pass, at);
  // Talon cards reachable in this pass (from the stock top on, and the waste top) and in the next.
  let now = talon;
  let later = 0;
  if (!freeMode) {
    now = talon & ~((1 << at) - 1);
    const w = prevLeft(talon, at);
    if (w >= 0) now |= 1 << w;
    later = pass < lastPass ? talon & ~now : 0;
  }
  const reachable = now | later;
  if (rules.pairs) {
    freeOfValue.fill(0);
    for (let m = free; m !== 0; m &= m - 1) {
      const s = lowBit(m);
      freeOfValue[deal.pyramidValues[s]] |= 1 << s;
    }
    for (let m = freeOfValue[TARGET]; m !== 0; m &= m - 1) out.push(m & -m, 0, here, 150);
    for (let v = 1; v <= 6; v++) {
      for (let a = freeOfValue[v]; a !== 0; a &= a - 1) {
        for (let b = freeOfValue[TARGET - v]; b !== 0; b &= b - 1) out.push((a & -a) | (b & -b), 0, here, 250);
      }
    }
    // A pyramid card of value u with a talon card of value 13 - u.
    // Free mode: removals of talon cards alone are left to the end (endgame.ts): they change
    // nothing in the pyramid and no talon card's reach, so moving them after every removal with
    // a pyramid card keeps a winning line winning (the neighbours they need only get closer). With
    // goal pyramid they are never needed, and which talon card of a value partners a pyramid card
    // does not matter either (every one is reachable): the first of each value is taken.
    for (let u = 1; u < TARGET; u++) {
      const slots = freeOfValue[u];
      if (slots === 0) continue;
      let cards = reachable & deal.talonOfValue[TARGET - u];
      if (freeMode && !rules.allCards) cards &= -cards;
      for (; cards !== 0; cards &= cards - 1) {
        const i = lowBit(cards);
        const pg = freeMode ? here : afterTalon(talon, i, (now & (1 << i)) !== 0 ? pass : pass + 1, n);
        const sc = 100 - penalty(talon, at, pass, pg, i);
        for (let b = slots; b !== 0; b &= b - 1) out.push(b & -b, 1 << i, pg, sc);
      }
    }
    if (freeMode) return;
    for (let kings = reachable & deal.talonOfValue[TARGET]; kings !== 0; kings &= kings - 1) {
      const i = lowBit(kings);
      const pg = afterTalon(talon, i, (now & (1 << i)) !== 0 ? pass : pass + 1, n);
      out.push(0, 1 << i, pg, -penalty(talon, at, pass, pg, i));
    }
    // Two neighbours (the waste top and the stock top of one position, at the later one's index).
    for (let m = talon, prev = -1; m !== 0; m &= m - 1) {
      const j = lowBit(m);
      if (prev >= 0 && tv[prev] + tv[j] === TARGET && (j >= at || later !== 0)) {
        const pg = afterTalon(talon, j, j >= at ? pass : pass + 1, n);
        out.push(0, (1 << prev) | (1 << j), pg, -penalty(talon, at, pass, pg, j));
      }
      prev = j;
    }
    return;
  }
  // Any combination: the subsets of the free pyramid cards (at most 7: free cards never cover one
  // another), bucketed by sum, combined with nothing, one talon card or two neighbours.
  let k = 1;
  subsetMask[0] = 0;
  subsetSum[0] = 0;
  subsetHigh[0] = 0;
  for (let m = free; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const v = deal.pyramidValues[lowBit(m)];
    for (let x = 0, size = k; x < size; x++) {
      const s = subsetSum[x] + v;
      if (s > TARGET) continue;
      subsetMask[k] = subsetMask[x] | bit;
      subsetHigh[k] = subsetHigh[x] | (v > LOW && v < TARGET ? 1 : 0);
      subsetSum[k++] = s;
    }
  }
  bucketStart.fill(0);
  for (let x = 0; x < k; x++) bucketStart[subsetSum[x] + 1]++;
  for (let s = 1; s <= TARGET + 1; s++) bucketStart[s] += bucketStart[s - 1];
  bucketFill.set(bucketStart);
  for (let x = 0; x < k; x++) {
    const b = bucketFill[subsetSum[x]]++;
    bucket[b] = subsetMask[x];
    bucketHigh[b] = subsetHigh[x];
  }
  // `talonHigh`: the talon cards of the removal hold a high. Without one, and without a high among
  // the pyramid cards, a removal of lows alone (a King alone is sum 13 of one card, not lows).
  const each = (sum: number, dt: number, talonHigh: boolean, pg: number, sc: number) => {
    for (let x = bucketStart[sum]; x < bucketStart[sum + 1]; x++) {
      const dp = bucket[x];
      if (!lowOnly && !talonHigh && bucketHigh[x] === 0 && (dt !== 0 || (dp & (dp - 1)) !== 0)) continue;
      // A single card is a removal only if it is a King (the pyramid-only sum 13 of one card).
      out.push(dp, dt, pg, 100 * bitCount(dp) + sc);
    }
  };
  each(TARGET, 0, false, here, 50);
  for (let m = reachable; m !== 0; m &= m - 1) {
    const i = lowBit(m);
    const pg = freeMode ? here : afterTalon(talon, i, (now & (1 << i)) !== 0 ? pass : pass + 1, n);
    each(TARGET - tv[i], 1 << i, tv[i] > LOW, pg, -penalty(talon, at, pass, pg, i));
  }
  for (let m = talon, prev = -1; m !== 0; m &= m - 1) {
    const j = lowBit(m);
    const sum = prev >= 0 ? tv[prev] + tv[j] : TARGET + 1;
    if (sum <= TARGET && (freeMode || j >= at || later !== 0)) {
      const pg = freeMode ? here : afterTalon(talon, j, j >= at ? pass : pass + 1, n);
      each(TARGET - sum, (1 << prev) | (1 << j), tv[prev] > LOW || tv[j] > LOW, pg, -penalty(talon, at, pass, pg, j));
    }
    prev = j;
  }
}

/** Progress after removing talon card i (or i with the card before it) in pass `inPass`. */
const afterTalon = (talon: number, i: number, inPass: number, n: number): number => progress(inPass, nextLeft(talon, i + 1, n));

/** Ordering penalty: a recycle needed, or else the number of cards drawn past onto the waste. */
function penalty(talon: number, at: number, pass: number, pg: number, i: number): number {
  if (pass === FREE) return 0;
  if (pg >> 5 !== pass) return 40;
  return i < at ? 0 : bitCount(talon & ((1 << i) - 1) & ~((1 << at) - 1));
}


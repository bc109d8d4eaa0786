/**
 * The exact search: depth-first over removals (moves.ts) with a transposition table, forced
 * removals and bounds. Every move removes at least one card, so the position graph has no cycle
 * and the search ends; it has no budget and no clock, so its answer depends only on the position.
 *
 * Transposition table (table.ts): the cards left (pyramid mask, talon mask) map to the smallest
 * progress (pass * 32 + stock-top index) at which they were proven lost. A position with the same
 * cards and a progress at least that large is lost too: the smaller progress reaches it by draws
 * and recycles (moves.ts), so it would win if that position did. Free-mode positions (unlimited
 * passes) have FREE_PROGRESS, below every fixed-pass progress: they reach every position.
 *
 * Bounds, each a necessary condition of a win: partners by rank (bounds.ts, pairs) or by sums
 * (any-bounds.ts), the scarce partners of the highs (economy.ts) and the relaxed game in which
 * every talon card is always available (relaxed.ts). The relaxed game and the scarce-partner
 * search get work limits: beyond them they conclude nothing, which only costs pruning, never
 * exactness. With goal pyramid, any combination and a single pass, the pass is searched by
 * last-pass.ts instead, which shares the work of the positions that differ only under the waste
 * top.
 */
import { AnyCombinationBounds } from './any-bounds.js';
import { ALL_CLASSES, classOf, pairsHopeless } from './bounds.js';
import { EconomyBound } from './economy.js';
import { LastPass } from './last-pass.js';
import { FREE, FREE_PROGRESS, LOW, MoveStack, TARGET, generate, progress, type Rules } from './moves.js';
import { IF_REMOVED, NO, YES, talonClears } from './endgame.js';
import { bitCount, clz32, freeMask, lowBit, nextLeft, prevLeft, type Deal } from './position.js';
import { PyramidRelaxation, WEIGHT } from './relaxed.js';
import { LostTable, NONE } from './table.js';

/** Work limits of the relaxed game with any combination (positions it searches per call). */
const RELAX_ROOT = 2000;
const RELAX_NODE = 300;
/** Read once (see clz32 in position.ts). */
const NO_LIMIT = Number.POSITIVE_INFINITY;

export interface Step {
  /** Pyramid slots removed. */
  readonly dp: number;
  /** Talon indices removed. */
  readonly dt: number;
}

export interface SearchSetup {
  readonly deal: Deal;
  readonly rules: Rules;
  /** Index of the last pass reachable from the root's pass 0 (fixed passes). */
  readonly lastPass: number;
  /** Unlimited passes: every position after the root's first removal is free. */
  readonly unlimited: boolean;
  /** Unlimited passes with a free root too (version 2, or a card already removed this pass). */
  readonly rootFree: boolean;
  /**
   * Most positions searched (`work`) before the search gives up, answering nothing (`exhausted`);
   * none by default. Counted, not timed, so whether a search gives up depends only on the position.
   */
  readonly limit?: number;
}

export class Search {
  nodes = 0;
  private readonly table = new LostTable();
  private readonly stack = new MoveStack();
  private readonly pathPyramid = new Int32Array(64);
  private readonly pathTalon = new Int32Array(64);
  private depth = 0;
  /** True when the win ends with talon cards alone (endgame.ts writes those moves). */
  endgame = false;
  private readonly relaxation: PyramidRelaxation;
  private readonly economy: EconomyBound | null;
  /** Goal pyramid, any combination: the scarce-partner bound serving chosen talon highs too. */
  private readonly neighbours: EconomyBound | null;
  private readonly anyBounds: AnyCombinationBounds;
  private readonly counts = new Int8Array(TARGET + 1);
  private readonly lastPass: LastPass | null;
  private readonly hopelessPyramids = new LostTable();
  /** The removals after the path that the last-pass search wrote (last-pass.ts). */
  private tail: Step[] = [];
  private readonly relaxAtRoot: number;
  private readonly relaxAtNode: number;

  /** Set when the search went past its limit: its answer then proves nothing. */
  private gaveUp = false;
  private readonly limit: number;

  constructor(private readonly setup: SearchSetup) {
    this.limit = setup.limit ?? NO_LIMIT;
    const single = !setup.unlimited && setup.lastPass === 0;
    this.anyBounds = new AnyCombinationBounds(setup.deal, setup.rules);
    this.economy = setup.rules.pairs ? null : new EconomyBound(setup.deal, setup.rules.allCards);
    this.neighbours = setup.rules.pairs || setup.rules.allCards ? null : new EconomyBound(setup.deal, true);
    this.relaxation = new PyramidRelaxation(setup.deal, setup.rules.pairs, setup.rules.pairs ? null : this.anyBounds, this.economy);
    // The last-pass search pays where the move-by-move one meets the same waste layers again and
    // again: with any combination, and when the whole game is that pass (with three passes it
    // would be entered afresh from many positions of the passes before).
    const lastPassSearch = !setup.rules.allCards && !setup.rules.pairs && single;
    this.lastPass = lastPassSearch ? new LastPass(setup.deal, (pyramid, talon) => this.hopelessWith(pyramid, talon), this.limit) : null;
    // The relaxed game is cheap with pairs. With any combination it can take far longer than the
    // search it guards, so it gets a work limit: none with a single pass (the talon's order, which
    // it ignores, is what decides those games), beyond the root.
    // With the last-pass search not even at the root: measured, its proofs there cost more than
    // the last-pass search spends on the same deals.
    this.relaxAtRoot = setup.rules.pairs ? NO_LIMIT : lastPassSearch ? 0 : RELAX_ROOT;
    this.relaxAtNode = setup.rules.pairs ? NO_LIMIT : single ? 0 : RELAX_NODE;
  }

  /** True when the position can be won; then `line()` holds the removals that win. */
  run(pyramid: number, talon: number, at: number): boolean {
    const s = this.setup;
    const code = this.relaxation.pack(talon);
    const slack = this.slackOf(pyramid, talon);
    if (slack < 0) return false;
    this.relaxation.lowsAlone = slack > 0;
    this.relaxation.allCards = s.rules.allCards;
    if (s.unlimited && s.rootFree) return this.dfs(pyramid, talon, FREE, 0, 0, ALL_CLASSES, code, slack);
    // A version-1 unlimited root with no removal yet this pass reaches only the rest of its pass.
    return this.dfs(pyramid, talon, 0, at, s.unlimited ? 0 : s.lastPass, ALL_CLASSES, code, slack);
  }

  /** Goal all-cards, any combination: see `lowsAloneLeft`. Elsewhere there is no such count: NO_LIMIT. */
  private slackOf(pyramid: number, talon: number): number {
    const { deal, rules } = this.setup;
    return rules.pairs || !rules.allCards ? NO_LIMIT : lowsAloneLeft(deal, pyramid, talon);
  }

  /**
   * Goal pyramid, any combination: a pyramid card that no pyramid card left can meet (the apex,
   * always: every other card is in its cone) goes with talon cards alone. Without a talon card of
   * the value it needs, it needs two talon cards summing to it, available together: the stock top
   * and the waste top, so neighbours among the cards left, so every talon card between them gone
   * before. A high (7 to Queen) between them then needs its lows like the pyramid's highs
   * (economy.ts), from cards other than the two. Lost when no such two allow that.
   */
  private neighboursHopeless(pyramid: number, talon: number): boolean {
    const { deal } = this.setup;
    const tv = deal.talonValues;
    for (let m = pyramid; m !== 0; m &= m - 1) {
      const x = lowBit(m);
      const want = TARGET - deal.pyramidValues[x];
      if (want === 0 || (deal.apart[x] & pyramid) !== 0 || (talon & deal.talonOfValue[want]) !== 0) continue;
      let possible = false;
      for (let a = talon; a !== 0 && !possible; a &= a - 1) {
        const i = lowBit(a);
        if (tv[i] >= want) continue;
        for (let b = talon & deal.talonOfValue[want - tv[i]] & ~((2 << i) - 1); b !== 0 && !possible; b &= b - 1) {
          const j = lowBit(b);
          const between = talon & ((1 << j) - 1) & ~((2 << i) - 1);
          // The lows that may serve: every talon low but the two; the highs to serve: those between.
          const counts = this.counts;
          counts.fill(0);
          for (let t = talon & ~(1 << i) & ~(1 << j); t !== 0; t &= t - 1) {
            const k = lowBit(t);
            if (tv[k] <= LOW || (between & (1 << k)) !== 0) counts[tv[k]]++;
          }
          possible = this.neighbours!.feasible(pyramid & ~(1 << x), counts);
        }
      }
      if (!possible) return true;
    }
    return false;
  }

  /** The work limit of the next relaxed search (larger at the root). */
  private relaxBudget(): number {
    return this.nodes === 1 ? this.relaxAtRoot : this.relaxAtNode;
  }

  /** The talon cards `talon` counted by value (a scratch array, valid until the next call). */
  private talonCounts(talon: number): Int8Array {
    const counts = this.counts;
    counts.fill(0);
    for (let m = talon; m !== 0; m &= m - 1) counts[this.setup.deal.talonValues[lowBit(m)]]++;
    return counts;
  }

  /** True when the removal (pyramid slots dp, talon indices dt) holds no high and is no King (13 > LOW). */
  private lowsAlone(dp: number, dt: number): boolean {
    const { deal } = this.setup;
    for (let m = dp; m !== 0; m &= m - 1) if (deal.pyramidValues[lowBit(m)] > LOW) return false;
    for (let m = dt; m !== 0; m &= m - 1) if (deal.talonValues[lowBit(m)] > LOW) return false;
    return true;
  }

  line(): Step[] {
    return [...Array.from({ length: this.depth }, (_, k) => ({ dp: this.pathPyramid[k], dt: this.pathTalon[k] })), ...this.tail];
  }

  /** True when the search went past its limit (setup.limit) before an answer. */
  get exhausted(): boolean {
    return this.gaveUp || (this.lastPass?.exhausted ?? false);
  }

  /** Positions searched, those of the last-pass search included. */
  get work(): number {
    return this.nodes + (this.lastPass?.work ?? 0);
  }

  /**
   * Goal pyramid: some pyramid card left could not be removed with partners from the pyramid and
   * the talon cards `talon` (for last-pass.ts, whose positions do not say which talon cards are
   * left under the waste top). Remembered per (pyramid, talon).
   */
  private hopelessWith(pyramid: number, talon: number): boolean {
    const known = this.hopelessPyramids.get(pyramid, talon);
    if (known !== NONE) return known === 1;
    const hopeless = this.anyBounds.hopeless(pyramid, talon, 0, true) || !this.economy!.feasible(pyramid, this.talonCounts(talon));
    this.hopelessPyramids.set(pyramid, talon, hopeless ? 1 : 0);
    return hopeless;
  }

  /**
   * `dirty`: the rank pairs whose cards changed since the parent (removed, or moved onto a
   * last-pass waste): the pairs bound of the others cannot have changed, and the parent passed it.
   */
  private dfs(pyramid: number, talon: number, pass: number, at: number, lastPass: number, dirty: number, code: number, slack: number): boolean {
    const { deal, rules, unlimited } = this.setup;
    this.endgame = false;
    if (pyramid === 0) {
      if (!rules.allCards || talon === 0) return true;
      const recycle = pass === FREE || pass < lastPass ? YES : unlimited ? IF_REMOVED : NO;
      this.endgame = talonClears(deal, talon, pass === FREE ? 0 : at, recycle);
      return this.endgame;
    }
    // The last pass of a fixed number of passes: waste cards never come back under the stock. (A
    // version-1 unlimited root is searched like one for its first removal only: after it, recycles
    // are allowed again, so the waste tests below do not hold there.)
    const finalPass = !unlimited && pass === lastPass;
    if (finalPass && !rules.allCards) {
      const kept = this.bury(pyramid, talon, at);
      if (kept !== talon) {
        talon = kept;
        code = this.relaxation.pack(talon);
      }
    }
    // The table's progress counts the waste cards (Kings aside) rather than indexing the talon, so
    // that it compares positions of equal canonical talons (canonicalTalon).
    const here = pass === FREE ? FREE_PROGRESS : progress(pass, bitCount(talon & ~deal.talonOfValue[TARGET] & ((1 << at) - 1)));
    const key = this.canonicalTalon(talon);
    const lost = this.table.get(pyramid, key);
    if (lost <= here) return false;
    if (++this.nodes > this.limit - (this.lastPass?.work ?? 0)) {
      // Past the limit: every position left is answered "lost", which the caller ignores.
      this.gaveUp = true;
      return false;
    }
    const waste = finalPass ? talon & ((1 << at) - 1) : 0;
    const hopeless =
      (rules.pairs ? pairsHopeless(deal, rules, pyramid, talon, waste, dirty) : this.anyBounds.hopeless(pyramid, talon, waste, slack > 0)) ||
      (this.economy !== null && !this.economy.feasible(pyramid, this.talonCounts(talon))) ||
      (this.neighbours !== null && this.neighboursHopeless(pyramid, talon)) ||
      !this.relaxation.clearable(pyramid, talon, code, this.relaxBudget());
    if (!hopeless && finalPass && this.lastPass !== null) {
      const stock = talon & ~((1 << at) - 1);
      this.lastPass.limit = this.limit - this.nodes;
      if (this.lastPass.win(pyramid, stock, talon & ~stock)) {
        // Writing out a win found within the limit is not held to it.
        this.lastPass.limit = NO_LIMIT;
        this.tail = this.lastPass.line(pyramid, stock, talon & ~stock);
        return true;
      }
    } else if (!hopeless) {
      const st = this.stack;
      const start = st.top;
      const free = freeMask(pyramid);
      if (!this.forced(pyramid, free, talon, pass, at)) {
        generate(deal, rules, pyramid, free, talon, pass, at, lastPass, slack > 0, st);
        st.sort(start, st.top);
      }
      const end = st.top;
      const d = this.depth++;
      for (let k = start; k < end; k++) {
        const dp = st.dp[k];
        const dt = st.dt[k];
        const pg = st.prog[k];
        this.pathPyramid[d] = dp;
        this.pathTalon[d] = dt;
        const changed = this.classesOf(dp, dt);
        let childCode = code;
        for (let m = dt; m !== 0; m &= m - 1) childCode -= WEIGHT[deal.talonValues[lowBit(m)]];
        const childSlack = slack !== NO_LIMIT && this.lowsAlone(dp, dt) ? slack - 1 : slack;
        // After a removal an unlimited game is free (moves.ts).
        let won: boolean;
        if (unlimited) won = this.dfs(pyramid & ~dp, talon & ~dt, FREE, 0, 0, changed, childCode, childSlack);
        else {
          const nextPass = pg >> 5;
          const nextAt = pg & 31;
          let dirtyNext = changed;
          if (nextPass === lastPass && !unlimited) {
            // Cards drawn past become last-pass waste cards; a new last pass makes all of them so.
            if (nextPass !== pass) dirtyNext = ALL_CLASSES;
            else if (nextAt > at) dirtyNext |= this.classesOf(0, talon & ~dt & ((1 << nextAt) - 1) & ~((1 << at) - 1));
          }
          won = this.dfs(pyramid & ~dp, talon & ~dt, nextPass, nextAt, lastPass, dirtyNext, childCode, childSlack);
        }
        if (won) {
          st.top = start;
          return true;
        }
        if (this.gaveUp) break;
      }
      this.depth = d;
      st.top = start;
    }
    if (here < lost) this.table.set(pyramid, key, here);
    return false;
  }

  /**
   * Goal pyramid, last pass: a waste card that no card left can ever partner (sums pairs: no
   * pyramid or stock card of the complementary value; any combination: no set of pyramid cards
   * with at most one stock card making 13 with it) is never removed, so it stays on the waste for
   * good and every waste card below it is never available again. Those are dropped from the
   * talon: positions that differ only in them are the same game, and the bounds no longer count
   * them as partners.
   */
  private bury(pyramid: number, talon: number, at: number): number {
    const { deal, rules } = this.setup;
    const stock = talon & ~((1 << at) - 1);
    let anySums = -1;
    for (let w = prevLeft(talon, at); w >= 0; w = prevLeft(talon, w)) {
      const v = deal.talonValues[w];
      if (v === TARGET) continue;
      const want = TARGET - v;
      let alive: boolean;
      if (rules.pairs) alive = ((pyramid & deal.pyramidOfValue[want]) | (stock & deal.talonOfValue[want])) !== 0;
      else {
        if (anySums < 0) anySums = pyramidSums(deal, pyramid, stock);
        alive = (anySums & (1 << want)) !== 0;
      }
      if (!alive) return talon & ~((1 << w) - 1);
    }
    return talon;
  }

  /**
   * The future of a position depends on the talon only through the values of its cards other than
   * Kings, in order, and where the waste ends: suits play no part in the rules, and a King never
   * holds anything up (it goes alone the moment it is available: `forced`; with pairs in free mode
   * it is left to the endgame, which ignores it). Positions whose talons spell the same values are
   * the same game, so the table keys them by one talon: the leftmost cards of the dealt talon
   * spelling those values; the progress then counts the waste's cards instead of indexing them.
   */
  private canonicalTalon(talon: number): number {
    const { deal } = this.setup;
    const v = deal.talonValues;
    let key = 0;
    let j = 0;
    for (let m = talon; m !== 0; m &= m - 1) {
      const want = v[lowBit(m)];
      if (want === TARGET) continue;
      while (v[j] !== want) j++;
      key |= 1 << j++;
    }
    return key;
  }

  private classesOf(dp: number, dt: number): number {
    const { deal } = this.setup;
    let c = 0;
    for (let m = dp; m !== 0; m &= m - 1) c |= classOf(deal.pyramidValues[lowBit(m)]);
    for (let m = dt; m !== 0; m &= m - 1) c |= classOf(deal.talonValues[lowBit(m)]);
    return c;
  }

  /**
   * Pushes a removal that dominates every other move, if there is one, and returns true.
   * Kings: a King available now pairs with nobody; the position without it has every card the
   * one with it has, each available whenever it is there (a King on the waste or stock only hides
   * the card below it), at the same progress, so whatever wins with the King there wins without
   * it. Pairs: when the last card of a rank and the last card of its complement are both available
   * now, they can only ever go together and are no partner of anything else: removing them now
   * is a King-like removal of two cards.
   */
  private forced(pyramid: number, free: number, talon: number, pass: number, at: number): boolean {
    const { deal, rules } = this.setup;
    const n = deal.n;
    const st = this.stack;
    const freeMode = pass === FREE;
    let now = talon;
    if (!freeMode) {
      now = 0;
      if (at < n) now |= 1 << at;
      const w = prevLeft(talon, at);
      if (w >= 0) now |= 1 << w;
    }
    const here = freeMode ? FREE_PROGRESS : progress(pass, at);
    const kings = free & deal.pyramidOfValue[TARGET];
    if (kings !== 0) {
      st.push(kings & -kings, 0, here, 0);
      return true;
    }
    // Free mode with pairs leaves removals of talon cards alone to the endgame (moves.ts).
    const deferred = freeMode && rules.pairs;
    const tk = deferred ? 0 : now & deal.talonOfValue[TARGET];
    if (tk !== 0) {
      const dt = tk & -tk;
      st.push(0, dt, freeMode ? here : progress(pass, nextLeft(talon & ~dt, at, n)), 0);
      return true;
    }
    if (!rules.pairs) return false;
    for (let a = 1; a <= 6; a++) {
      const pa = pyramid & deal.pyramidOfValue[a];
      const pb = pyramid & deal.pyramidOfValue[TARGET - a];
      const ta = talon & deal.talonOfValue[a];
      const tb = talon & deal.talonOfValue[TARGET - a];
      const ca = pa | ta;
      const cb = pb | tb;
      // Exactly one card of each rank left (pa and ta are bits of different masks: test both).
      if (ca === 0 || cb === 0 || (pa !== 0 && ta !== 0) || (pb !== 0 && tb !== 0) || (ca & (ca - 1)) !== 0 || (cb & (cb - 1)) !== 0) continue;
      if (!((pa & free) !== 0 || (ta & now) !== 0) || !((pb & free) !== 0 || (tb & now) !== 0)) continue;
      const dt = ta | tb;
      // Two talon cards go together only as neighbours (in fixed mode, `now` holds neighbours).
      if (ta !== 0 && tb !== 0 && deferred) continue;
      if (ta !== 0 && tb !== 0 && freeMode && nextLeft(talon, lowBit(dt) + 1, n) !== 31 - clz32(dt)) continue;
      st.push(pa | pb, dt, freeMode ? here : progress(pass, nextLeft(talon & ~dt, at, n)), 0);
      return true;
    }
    return false;
  }
}

/** Sums (bit k) of sets of pyramid cards with at most one stock card, up to 13. */
function pyramidSums(deal: Deal, pyramid: number, stock: number): number {
  let r = 1;
  for (let m = pyramid; m !== 0; m &= m - 1) r |= (r << deal.pyramidValues[lowBit(m)]) & 0x3fff;
  let withOne = r;
  for (let m = stock; m !== 0; m &= m - 1) withOne |= (r << deal.talonValues[lowBit(m)]) & 0x3fff;
  return withOne;
}

/**
 * Goal all-cards, any combination: how many removals of lows alone (Ace to 6, no high card, no
 * King) a win from these cards makes, or -1 when no win is possible. Every removal holds at most
 * one high (7 to Queen: two make 14 or more); one holding a high takes lows summing to exactly its
 * deficit 13 - v, so at least one low. So the lows' total L and the highs' deficits D drop by the
 * same amount in such a removal, by 13 (L) in a removal of lows alone (three lows or more: two make
 * at most 12), and not at all for a King. A win, which ends with L = D = 0, makes exactly
 * (L - D) / 13 removals of lows alone, and needs at least one low per high besides three per
 * removal of lows alone. A dealt game has L = D = 84: none.
 */
export function lowsAloneLeft(deal: Deal, pyramid: number, talon: number): number {
  const { balance, lows, highs } = lowsAndHighs(deal, pyramid, talon);
  if (balance < 0 || balance % TARGET !== 0) return -1;
  const alone = balance / TARGET;
  return lows < highs + 3 * alone ? -1 : alone;
}

/**
 * Goal all-cards, any combination: true when every removal of a win is a King or a pair v and
 * 13 - v, as with sums pairs. With no removal of lows alone left (lowsAloneLeft) and as many lows
 * as highs, each high's removal holds one low of its own, exactly its deficit. That is the case of
 * every dealt game (24 lows, 24 highs, L = D = 84): its game is the pairs game.
 */
export function pairsOnly(deal: Deal, pyramid: number, talon: number): boolean {
  const { balance, lows, highs } = lowsAndHighs(deal, pyramid, talon);
  return balance === 0 && lows === highs;
}

function lowsAndHighs(deal: Deal, pyramid: number, talon: number): { balance: number; lows: number; highs: number } {
  let balance = 0;
  let lows = 0;
  let highs = 0;
  const add = (v: number) => {
    if (v <= LOW) {
      balance += v;
      lows++;
    } else if (v < TARGET) {
      balance -= TARGET - v;
      highs++;
    }
  };
  for (let m = pyramid; m !== 0; m &= m - 1) add(deal.pyramidValues[lowBit(m)]);
  for (let m = talon; m !== 0; m &= m - 1) add(deal.talonValues[lowBit(m)]);
  return { balance, lows, highs };
}

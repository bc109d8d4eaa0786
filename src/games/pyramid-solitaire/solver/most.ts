/**
 * The most goal cards a player can still remove: all cards with goal all-cards, pyramid cards with
 * goal pyramid. A second mode of the solver beside the win search (search.ts), which it leaves
 * untouched: the win search's node counting decides which deals are winnable (deal.ts).
 *
 * The same moves (moves.ts: removals only, each at the earliest talon position where its cards
 * meet) and the same reason they lose nothing: of two positions with the same cards, the earlier
 * reaches the later by draws and recycles, so it can remove at least as many cards. A King that
 * is available goes at once (the position without it has every card the one with it has, each
 * available whenever it was). With sums pairs in free mode (unlimited passes) the moves leave
 * removals of talon cards alone to the end (moves.ts); here the end may come at any position, so
 * every position is also worth its talon's free reduction (endgame.ts: v and 13 - v cancel when
 * neighbours, a King alone), whatever else may follow.
 *
 * A transposition table keyed by the cards left and the progress holds exact answers only. A node
 * limit per question (positions searched, never time) makes the answer a count the player can
 * surely reach (the best line found), exact when the search finished within the limit.
 */
import { passesLeft, rulesVersionOf } from '../rules.js';
import type { PyramidSolitaireState } from '../state.js';
import { FREE, FREE_PROGRESS, MoveStack, TARGET, generate, progress, type Rules } from './moves.js';
import { bitCount, freeMask, nextLeft, prevLeft, rootOf, type Deal, type Root } from './position.js';
import { LostTable, NONE } from './table.js';

/**
 * What is counted: `goal`, the goal's cards; `all`, every card removed (the score,
 * rules.md, ruling R7), a win counting every card still left (a win beats
 * every count).
 */
export type MostCount = 'goal' | 'all';

export interface MostResult {
  /** Counted cards removed from the position on, at most (within the limit: at least this many). */
  readonly removed: number;
  /** True when the search finished within its limit: `removed` is then the most. */
  readonly exact: boolean;
  /** Positions searched for this answer. */
  readonly nodes: number;
}

/** Goal cards left in a game's state: every card, or the pyramid's with goal pyramid. */
export function goalCardsLeft(s: PyramidSolitaireState): number {
  const pyramid = s.pyramid.filter((c) => c !== null).length;
  return s.options.goal === 'pyramid' ? pyramid : pyramid + s.stock.length + s.waste.length;
}

/**
 * Answers for positions reached from one root state (a game's position, or a deal sampled by a
 * bot). Positions of one root share the table, so the questions about a position's moves share
 * the work of the positions they have in common.
 */
export class MostRemovals {
  private readonly root: Root;
  private readonly deal: Deal;
  private readonly rules: Rules;
  private readonly unlimited: boolean;
  /** Goal pyramid: the game ends, won, once the pyramid is empty (whatever is counted). */
  private readonly pyramidGoal: boolean;
  private readonly lastPass: number;
  private readonly firstPass: number;
  private readonly version: number;
  /** The talon index of each talon card of the root. */
  private readonly talonIndex = new Map<string, number>();
  /** Key: pyramid, and talon with progress; value: the most goal cards removed from there. */
  private readonly table = new LostTable();
  private readonly stack = new MoveStack();
  private nodes = 0;
  private limit = 0;
  private exhausted = false;
  /** Scratch for the free reduction of a talon. */
  private readonly word = new Int8Array(64);

  /**
   * `count`: what the answers count. Counting all cards with goal pyramid searches the moves of
   * goal all-cards (every talon partner of a pyramid card, the talon's own removals), whose rules
   * are the same but for when the game is won.
   */
  constructor(root: PyramidSolitaireState, count: MostCount = 'goal') {
    this.root = rootOf(root);
    this.deal = this.root.deal;
    this.pyramidGoal = root.options.goal === 'pyramid';
    this.rules = { pairs: root.options.sums === 'pairs', allCards: count === 'all' || !this.pyramidGoal };
    this.unlimited = root.options.passes === 'unlimited';
    this.lastPass = this.unlimited ? 0 : (passesLeft(root) ?? 0);
    this.firstPass = root.pass;
    this.version = rulesVersionOf(root);
    this.deal.talonCards.forEach((c, i) => this.talonIndex.set(c, i));
  }

  /**
   * The most goal cards removable from `s` on, searching at most `nodes` positions. `s` must be
   * the root or a position reached from it by moves (its talon cards are the root's, in order).
   */
  from(s: PyramidSolitaireState, nodes: number): MostResult {
    // A game won counts every card left when all cards are counted (goal pyramid leaves the talon).
    if (s.status !== 'playing') return { removed: s.status === 'won' && this.rules.allCards ? s.stock.length + s.waste.length : 0, exact: true, nodes: 0 };
    let pyramid = 0;
    s.pyramid.forEach((c, slot) => {
      if (c !== null) pyramid |= 1 << slot;
    });
    let talon = 0;
    for (const c of [...s.waste, ...s.stock]) {
      const i = this.talonIndex.get(c);
      if (i === undefined) throw new Error(`most removals: the ${c} is not a talon card of the root`);
      talon |= 1 << i;
    }
    const n = this.deal.n;
    const at = s.stock.length > 0 ? this.talonIndex.get(s.stock[s.stock.length - 1])! : n;
    this.nodes = 0;
    this.limit = nodes;
    this.exhausted = false;
    let removed: number;
    // Unlimited passes: every position is free once a card went this pass, or always from version 2 (solver.ts).
    if (this.unlimited && (this.version >= 2 || s.removedThisPass > 0)) removed = this.dfs(pyramid, talon, FREE, 0, 0);
    else if (this.unlimited) removed = this.dfs(pyramid, talon, 0, at, 0);
    else removed = this.dfs(pyramid, talon, s.pass - this.firstPass, at, this.lastPass);
    return { removed, exact: !this.exhausted, nodes: this.nodes };
  }

  private dfs(pyramid: number, talon: number, pass: number, at: number, lastPass: number): number {
    const { deal, rules } = this;
    // Won: counting all cards, a win is worth every card left.
    if (pyramid === 0 && this.pyramidGoal) return rules.allCards ? bitCount(talon) : 0;
    if (pyramid === 0 && talon === 0) return 0;
    const freeMode = pass === FREE;
    const here = freeMode ? FREE_PROGRESS : progress(pass, at);
    // Progress from -32 to 3 * 32 + 24, in 7 bits above the talon's 24.
    const key = talon | ((here + 32) << 24);
    const known = this.table.get(pyramid, key);
    if (known !== NONE) return known;
    if (++this.nodes > this.limit) {
      this.exhausted = true;
      return 0;
    }
    const goalLeft = rules.allCards ? bitCount(pyramid) + bitCount(talon) : bitCount(pyramid);
    let best = freeMode && rules.pairs && rules.allCards ? this.freeReduction(talon) : 0;
    const st = this.stack;
    const start = st.top;
    const free = freeMask(pyramid);
    if (!this.forcedKing(pyramid, free, talon, pass, at)) {
      generate(deal, rules, pyramid, free, talon, pass, at, lastPass, true, st);
      st.sort(start, st.top);
    }
    const end = st.top;
    for (let k = start; k < end && best < goalLeft; k++) {
      const dp = st.dp[k];
      const dt = st.dt[k];
      const pg = st.prog[k];
      const gain = rules.allCards ? bitCount(dp) + bitCount(dt) : bitCount(dp);
      // After a removal an unlimited game is free (moves.ts).
      const rest = this.unlimited ? this.dfs(pyramid & ~dp, talon & ~dt, FREE, 0, 0) : this.dfs(pyramid & ~dp, talon & ~dt, pg >> 5, pg & 31, lastPass);
      if (gain + rest > best) best = gain + rest;
      if (this.exhausted) break;
    }
    st.top = start;
    if (!this.exhausted) this.table.set(pyramid, key, best);
    return best;
  }

  /** Pushes the removal of an available King, if any (see the header), and returns true. */
  private forcedKing(pyramid: number, free: number, talon: number, pass: number, at: number): boolean {
    const { deal, stack: st } = this;
    const kings = free & deal.pyramidOfValue[TARGET];
    const freeMode = pass === FREE;
    const here = freeMode ? FREE_PROGRESS : progress(pass, at);
    if (kings !== 0) {
      st.push(kings & -kings, 0, here, 0);
      return true;
    }
    // With pairs, free mode leaves talon cards alone to the end (freeReduction).
    if (freeMode && this.rules.pairs) return false;
    let now = talon;
    if (!freeMode) {
      now = at < deal.n ? 1 << at : 0;
      const w = prevLeft(talon, at);
      if (w >= 0) now |= 1 << w;
    }
    const tk = now & deal.talonOfValue[TARGET];
    if (tk === 0) return false;
    const dt = tk & -tk;
    st.push(0, dt, freeMode ? here : progress(pass, nextLeft(talon & ~dt, at, deal.n)), 0);
    return true;
  }

  /** Talon cards removable alone with every position reachable: the talon's length less its reduced word's (endgame.ts). */
  private freeReduction(talon: number): number {
    const v = this.deal.talonValues;
    const word = this.word;
    let top = 0;
    let cards = 0;
    for (let i = 0; i < this.deal.n; i++) {
      if ((talon & (1 << i)) === 0) continue;
      cards++;
      if (v[i] === TARGET) continue;
      if (top > 0 && word[top - 1] + v[i] === TARGET) top--;
      else word[top++] = v[i];
    }
    return cards - top;
  }
}

/** The most goal cards (or all cards) removable from `s` on, searching at most `nodes` positions (exact within it). */
export function mostRemovable(s: PyramidSolitaireState, nodes = Number.POSITIVE_INFINITY, count: MostCount = 'goal'): MostResult {
  return new MostRemovals(s, count).from(s, nodes);
}

/** Cards left in a game's state, counted as `count` says. */
export const cardsLeft = (s: PyramidSolitaireState, count: MostCount): number =>
  count === 'goal' ? goalCardsLeft(s) : s.pyramid.filter((c) => c !== null).length + s.stock.length + s.waste.length;

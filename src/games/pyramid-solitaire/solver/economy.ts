/**
 * The scarce-partner bound (sums any-combination): a relaxation that keeps only the cards whose
 * partners are scarce and asks whether those can still all be removed.
 *
 * A "high" card (7 to Queen) can never share a removal with another high card (two of them make
 * 14 or more), so its removal holds it and "low" cards (Ace to 6) summing to its deficit 13 - v:
 * a Queen needs exactly an Ace, a Jack a 2 or two Aces, a Ten a 3, 2 + A or three Aces. Level k
 * keeps the highs of deficit at most k (k = 1: the Queens; k = 2: Queens and Jacks...) and the
 * lows of value at most k, the only cards that can go with them. Every high kept that must go
 * (all of them with goal all-cards; those of the pyramid with goal pyramid) needs a group of
 * lows of its own, summing to its deficit, with:
 * - pyramid cards that can meet (apart: neither in the other's cone, position.ts);
 * - at most two talon cards in the group (only the stock top and the waste top are ever
 *   available together), the high itself counting when it is a talon card;
 * - an order: a group goes after every group holding a card of its cards' cones (those cards
 *   must be gone first), so the groups' "goes after" relation has no cycle.
 * Everything else is relaxed: the other cards (and the lows given no group) vanish whenever they
 * are in the way (a low used elsewhere goes in some removal; it imposes nothing more, since its
 * own cone lies in the cone of whatever it covers), and the talon cards are always available.
 * Any winning line gives such groups (its removals holding the highs kept, in its order), so
 * when none exist the position is lost. A deeper level keeps more cards and is stronger (what it
 * needs includes what a smaller level needs).
 */
import type { Deal } from './position.js';
import { lowBit } from './position.js';
import { LostTable, NONE } from './table.js';

const TARGET = 13;

/** The deepest level searched, and the search's work limit (beyond it: no conclusion). */
export const ECONOMY_LEVEL = 4;
const ECONOMY_NODES = 4000;

export class EconomyBound {
  private readonly memo = new LostTable();
  /** Groups chosen so far: pyramid cards held, and the union of their cones. */
  private readonly held = new Int32Array(16);
  private readonly cones = new Int32Array(16);
  private events = 0;
  private readonly highs = new Int8Array(16);
  private readonly highSlot = new Int8Array(16);
  private highCount = 0;
  private lows: number[] = [];
  private readonly talonLows = new Int8Array(TARGET + 1);
  private nodes = 0;

  constructor(
    private readonly deal: Deal,
    private readonly allCards: boolean,
    private readonly level = ECONOMY_LEVEL,
  ) {}

  /**
   * False when the kept highs of the pyramid cards `pyramid` and the talon cards counted by value in
   * `talon` (talon[v]: how many of value v) cannot all be given their lows: then the position is lost.
   */
  feasible(pyramid: number, talon: Int8Array): boolean {
    const { deal, level } = this;
    let keptPyramid = 0;
    let packed = 0;
    for (let v = 1; v <= level; v++) {
      keptPyramid |= deal.pyramidOfValue[v] | deal.pyramidOfValue[TARGET - v];
      packed = packed * 5 + talon[v];
      if (this.allCards) packed = packed * 5 + talon[TARGET - v];
    }
    keptPyramid &= pyramid;
    const known = this.memo.get(keptPyramid, packed);
    if (known !== NONE) return known === 1;
    const ok = this.search(keptPyramid, talon);
    this.memo.set(keptPyramid, packed, ok ? 1 : 0);
    return ok;
  }

  private search(pyramid: number, talon: Int8Array): boolean {
    const { deal, level } = this;
    // Highs that must go, the scarcest first (smallest deficit), pyramid before talon.
    this.highCount = 0;
    for (let d = 1; d <= level; d++) {
      for (let m = pyramid & deal.pyramidOfValue[TARGET - d]; m !== 0; m &= m - 1) this.push(d, lowBit(m));
    }
    if (this.allCards) {
      for (let d = 1; d <= level; d++) for (let k = talon[TARGET - d]; k > 0; k--) this.push(d, -1);
    }
    if (this.highCount === 0) return true;
    this.lows = [];
    this.talonLows.fill(0);
    for (let v = 1; v <= level; v++) {
      for (let m = pyramid & deal.pyramidOfValue[v]; m !== 0; m &= m - 1) this.lows.push(lowBit(m));
      this.talonLows[v] = talon[v];
    }
    this.events = 0;
    this.nodes = 0;
    const ok = this.serve(0, 0);
    // Out of work: no conclusion, which is "feasible" for a bound.
    return ok || this.nodes > ECONOMY_NODES;
  }

  private push(deficit: number, slot: number): void {
    this.highs[this.highCount] = deficit;
    this.highSlot[this.highCount++] = slot;
  }

  /** Gives highs i, i + 1, ... their groups; `used`: pyramid lows already in a group. */
  private serve(i: number, used: number): boolean {
    if (++this.nodes > ECONOMY_NODES) return false;
    if (i === this.highCount) return true;
    const slot = this.highSlot[i];
    const own = slot >= 0 ? 1 << slot : 0;
    const ownCone = slot >= 0 ? this.deal.cone[slot] : 0;
    const meet = slot >= 0 ? this.deal.apart[slot] : -1;
    return this.pick(i, used, this.highs[i], 0, 0, own, ownCone, meet, slot >= 0 ? 2 : 1, 1);
  }

  /**
   * Chooses the lows of high i's group: pyramid lows from index `from` on, then talon values from
   * `minValue` on (at most `talonLeft` talon cards); `left` is what the lows must still sum to.
   */
  private pick(i: number, used: number, left: number, from: number, cards: number, own: number, cone: number, meet: number, talonLeft: number, minValue: number): boolean {
    const { deal, lows } = this;
    if (left === 0) return this.close(i, used | cards, own | cards, cone);
    if (this.nodes > ECONOMY_NODES) return false;
    for (let j = from; j < lows.length; j++) {
      const x = lows[j];
      const bit = 1 << x;
      const v = deal.pyramidValues[x];
      if (v > left || (used & bit) !== 0 || (meet & bit) === 0) continue;
      if (this.pick(i, used, left - v, j + 1, cards | bit, own, cone | deal.cone[x], meet & deal.apart[x], talonLeft, minValue)) return true;
    }
    if (talonLeft > 0) {
      for (let v = minValue; v <= left; v++) {
        if (this.talonLows[v] === 0) continue;
        this.talonLows[v]--;
        const ok = this.pick(i, used, left - v, lows.length, cards, own, cone, meet, talonLeft - 1, v);
        this.talonLows[v]++;
        if (ok) return true;
      }
    }
    return false;
  }

  /** Adds the group (pyramid cards `held`, cones `cone`) if the order stays acyclic, and goes on. */
  private close(i: number, used: number, held: number, cone: number): boolean {
    const e = this.events;
    // The groups before were in a valid order, so a cycle would pass through the new group: it
    // must go after the groups holding cards of its cone, and those after theirs...
    let after = 0;
    let frontier = cone;
    for (let changed = true; changed; ) {
      changed = false;
      for (let k = 0; k < e; k++) {
        if ((after & (1 << k)) === 0 && (this.held[k] & frontier) !== 0) {
          after |= 1 << k;
          frontier |= this.cones[k];
          changed = true;
        }
      }
    }
    // ...and before any group whose cone holds its cards: a cycle if one is both.
    if ((frontier & held) !== 0) return false;
    this.held[e] = held;
    this.cones[e] = cone;
    this.events++;
    const ok = this.serve(i + 1, used);
    this.events--;
    return ok;
  }
}


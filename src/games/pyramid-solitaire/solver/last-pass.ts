/**
 * The last pass of a game with a fixed number of passes, goal pyramid, sums any-combination,
 * searched as a pushdown system. In the last pass the stock is a fixed run of cards (the talon
 * cards from the stock top on; one leaves only from its top), and the waste is a stack: drawing
 * pushes the stock top, removing the waste top pops it, and nothing else touches it. So a position
 * is a control state (pyramid, stock) with a stack (the waste), and what can happen while a card
 * lies on top of the waste does not depend on the cards under it: from (pyramid, stock) with a
 * card of value v on top, play either clears the pyramid without ever removing v ("solo"), or
 * reaches moments where it removes v, each a control state (pyramid', stock') with the same cards
 * under it as before ("exits"). Both are computed once per (pyramid, stock, v), the card's
 * "layer", however many different wastes lie under v, where the move-by-move search (search.ts)
 * searches them again for each waste. A position is won when its top card's layer is solo or
 * has an exit that wins with the waste under it; with an empty waste, by `base`.
 *
 * The moves are those of moves.ts taken one draw at a time: a removal of free pyramid cards with
 * the stock top, the waste top, both or neither; a draw. A free King and a stock-top King are
 * removed at once (the dominance of search.ts), so a King is never drawn onto the waste. Every
 * move removes a card or draws one, so the layers form no cycle.
 */
import type { Step } from './search.js';
import { clz32, freeMask, lowBit, type Deal } from './position.js';
import { TARGET } from './moves.js';
import { LostTable, NONE } from './table.js';

/** The layer id of a solo layer (no exits needed). */
const SOLO = -2;
const STOCK = 1 << 24;

/** The sets of some free cards, by sum: `masks` from `start[s]` to `start[s + 1]` sum to s. */
interface Subsets {
  readonly start: Int32Array;
  readonly masks: Int32Array;
  readonly sizes: Int8Array;
}

export class LastPass {
  /** States searched (layers and bases), a measure of the work. */
  work = 0;
  /** (pyramid, stock | value << 24) → layer id. */
  private readonly layerIds = new LostTable(16);
  /** Layer id → its exits, [exitStart, exitEnd) in exitPyramid / exitStock. */
  private exitStart = new Int32Array(1 << 12);
  private exitEnd = new Int32Array(1 << 12);
  private layers = 0;
  private exitPyramid = new Int32Array(1 << 14);
  private exitStock = new Int32Array(1 << 14);
  private exits = 0;
  /** Exits already gathered by the layer being built (stamped with its build number). */
  private readonly seen = new LostTable(14);
  private builds = 0;
  /** (pyramid, stock) → 1 won, 0 lost, with the waste empty. */
  private readonly bases = new LostTable(14);
  private readonly subsets = new Map<number, Subsets>();
  /** Every talon card of the deal. */
  private readonly talon: number;

  constructor(
    private readonly deal: Deal,
    /**
     * True when the pyramid cannot be cleared with partners from the pyramid and the talon cards
     * `talon` (search.ts's bounds); with every talon card of the deal, the position is lost.
     */
    private readonly hopeless: (pyramid: number, talon: number) => boolean,
  ) {
    this.talon = deal.n === 0 ? 0 : (1 << deal.n) - 1;
  }

  /** Whether (pyramid, stock, waste) wins: `stock` and `waste` are talon masks, the waste below the stock. */
  win(pyramid: number, stock: number, waste: number): boolean {
    let entries = [pyramid * STOCK + stock];
    for (let w = waste; w !== 0; w &= ~(1 << (31 - clz32(w)))) {
      const v = this.deal.talonValues[31 - clz32(w)];
      const next = new Set<number>();
      for (const e of entries) {
        const id = this.layer((e - (e % STOCK)) / STOCK, e % STOCK, v);
        if (id === SOLO) return true;
        for (let k = this.exitStart[id]; k < this.exitEnd[id]; k++) next.add(this.exitPyramid[k] * STOCK + this.exitStock[k]);
      }
      if (next.size === 0) return false;
      entries = [...next];
    }
    return entries.some((e) => this.base((e - (e % STOCK)) / STOCK, e % STOCK));
  }

  /**
   * The removals of a win from (pyramid, stock, waste), which must be won: at each position the
   * first move (in the order of the search) after which the position still wins. Draws are left
   * implied, as in search.ts's lines.
   */
  line(pyramid: number, stock: number, waste: number): Step[] {
    const steps: Step[] = [];
    const tv = this.deal.talonValues;
    while (pyramid !== 0) {
      const free = freeMask(pyramid);
      const x = stock === 0 ? -1 : lowBit(stock);
      const w = waste === 0 ? -1 : 31 - clz32(waste);
      const vx = x < 0 ? 0 : tv[x];
      const vw = w < 0 ? 0 : tv[w];
      const kings = free & this.deal.pyramidOfValue[TARGET];
      const options: Step[] = [];
      // A King goes at once (the dominance the searches apply): it keeps a won position won.
      const forced = kings !== 0 || vx === TARGET || vw === TARGET;
      if (kings !== 0) options.push({ dp: kings & -kings, dt: 0 });
      else if (vx === TARGET) options.push({ dp: 0, dt: 1 << x });
      else if (vw === TARGET) options.push({ dp: 0, dt: 1 << w });
      else {
        const s = this.subsetsOf(free);
        const add = (sum: number, others: number, dt: number) => {
          if (sum >= 0) for (let k = s.start[sum]; k < s.start[sum + 1]; k++) if (s.sizes[k] + others >= 2) options.push({ dp: s.masks[k], dt });
        };
        add(TARGET, 0, 0);
        if (x >= 0) add(TARGET - vx, 1, 1 << x);
        if (w >= 0) add(TARGET - vw, 1, 1 << w);
        if (x >= 0 && w >= 0) add(TARGET - vx - vw, 2, (1 << x) | (1 << w));
      }
      const step = forced ? options[0] : options.find(({ dp, dt }) => this.win(pyramid & ~dp, stock & ~dt, waste & ~dt));
      if (step === undefined) {
        // No removal keeps the win: the win draws.
        if (x < 0) throw new Error('the last pass has no winning move from a won position');
        stock &= ~(1 << x);
        waste |= 1 << x;
        continue;
      }
      steps.push(step);
      pyramid &= ~step.dp;
      stock &= ~step.dt;
      waste &= ~step.dt;
    }
    return steps;
  }

  /** (pyramid, stock) with the waste empty: won or lost. */
  private base(pyramid: number, stock: number): boolean {
    if (pyramid === 0) return true;
    const known = this.bases.get(pyramid, stock);
    if (known !== NONE) return known === 1;
    this.work++;
    // With the waste empty, the talon cards still to come are the stock's.
    const won = !this.hopeless(pyramid, stock) && this.baseMoves(pyramid, stock);
    this.bases.set(pyramid, stock, won ? 1 : 0);
    return won;
  }

  private baseMoves(pyramid: number, stock: number): boolean {
    const free = freeMask(pyramid);
    const kings = free & this.deal.pyramidOfValue[TARGET];
    if (kings !== 0) return this.base(pyramid & ~(kings & -kings), stock);
    const s = this.subsetsOf(free);
    for (let k = s.start[TARGET]; k < s.start[TARGET + 1]; k++) if (s.sizes[k] >= 2 && this.base(pyramid & ~s.masks[k], stock)) return true;
    if (stock === 0) return false;
    const x = lowBit(stock);
    const vx = this.deal.talonValues[x];
    const rest = stock & ~(1 << x);
    if (vx === TARGET) return this.base(pyramid, rest);
    for (let k = s.start[TARGET - vx]; k < s.start[TARGET - vx + 1]; k++) if (s.sizes[k] >= 1 && this.base(pyramid & ~s.masks[k], rest)) return true;
    const drawn = this.layer(pyramid, rest, vx);
    if (drawn === SOLO) return true;
    for (let k = this.exitStart[drawn]; k < this.exitEnd[drawn]; k++) if (this.base(this.exitPyramid[k], this.exitStock[k])) return true;
    return false;
  }

  /** The layer id of (pyramid, stock) with a card of value v on top of the waste. */
  private layer(pyramid: number, stock: number, v: number): number {
    if (pyramid === 0) return SOLO;
    const key = stock | (v << 24);
    const known = this.layerIds.get(pyramid, key);
    if (known !== NONE) return known;
    this.work++;
    const found: number[] = [];
    const solo = !this.stuck(pyramid, stock, v) && this.layerMoves(pyramid, stock, v, found, ++this.builds);
    const id = solo ? SOLO : this.store(found);
    this.layerIds.set(pyramid, key, id);
    return id;
  }

  /**
   * True when the layer can neither be solo nor exit. Solo clears the pyramid without v, whose
   * partners are then pyramid and stock cards only (the cards drawn above v come from the stock);
   * an exit removes v with pyramid cards and at most the stock top. Cards only leave, so if neither
   * the pyramid with the stock can clear the pyramid nor some pyramid cards with at most one stock
   * card make 13 with v, nothing that follows can.
   */
  private stuck(pyramid: number, stock: number, v: number): boolean {
    if (this.hopeless(pyramid, this.talon)) return true;
    if (v === TARGET || !this.hopeless(pyramid, stock)) return false;
    let sums = 1;
    for (let m = pyramid; m !== 0; m &= m - 1) sums |= (sums << this.deal.pyramidValues[lowBit(m)]) & 0x3fff;
    const want = TARGET - v;
    if ((sums & (1 << want)) !== 0) return false;
    for (let m = stock; m !== 0; m &= m - 1) {
      const rest = want - this.deal.talonValues[lowBit(m)];
      if (rest >= 0 && (sums & (1 << rest)) !== 0) return false;
    }
    return true;
  }

  /**
   * Gathers the exits of (pyramid, stock, v) into `found` (pairs pyramid, stock), stamped `stamp`
   * in `seen` against repeats; true when the layer is solo.
   */
  private layerMoves(pyramid: number, stock: number, v: number, found: number[], stamp: number): boolean {
    const exit = (p: number, s: number) => {
      if (this.seen.get(p, s) === stamp) return;
      this.seen.set(p, s, stamp);
      found.push(p, s);
    };
    // A state reached with v still on top: its layer is solo, or its exits are this one's too.
    const within = (p: number, s: number): boolean => {
      const id = this.layer(p, s, v);
      if (id === SOLO) return true;
      for (let k = this.exitStart[id]; k < this.exitEnd[id]; k++) exit(this.exitPyramid[k], this.exitStock[k]);
      return false;
    };
    const free = freeMask(pyramid);
    const kings = free & this.deal.pyramidOfValue[TARGET];
    if (kings !== 0) return within(pyramid & ~(kings & -kings), stock);
    // A King on the waste (from before this pass) is removed as soon as it is on top.
    if (v === TARGET) {
      exit(pyramid, stock);
      return false;
    }
    const x = stock === 0 ? -1 : lowBit(stock);
    const vx = x < 0 ? 0 : this.deal.talonValues[x];
    const rest = x < 0 ? 0 : stock & ~(1 << x);
    if (vx === TARGET) return within(pyramid, rest);
    const s = this.subsetsOf(free);
    for (let k = s.start[TARGET]; k < s.start[TARGET + 1]; k++) if (s.sizes[k] >= 2 && within(pyramid & ~s.masks[k], stock)) return true;
    if (x >= 0) for (let k = s.start[TARGET - vx]; k < s.start[TARGET - vx + 1]; k++) if (within(pyramid & ~s.masks[k], rest)) return true;
    for (let k = s.start[TARGET - v]; k < s.start[TARGET - v + 1]; k++) exit(pyramid & ~s.masks[k], stock);
    if (x >= 0 && v + vx <= TARGET) for (let k = s.start[TARGET - v - vx]; k < s.start[TARGET - v - vx + 1]; k++) exit(pyramid & ~s.masks[k], rest);
    if (x < 0) return false;
    const drawn = this.layer(pyramid, rest, vx);
    if (drawn === SOLO) return true;
    for (let k = this.exitStart[drawn]; k < this.exitEnd[drawn]; k++) if (within(this.exitPyramid[k], this.exitStock[k])) return true;
    return false;
  }

  /** Stores exits (pairs pyramid, stock) as a new layer; returns its id. */
  private store(found: number[]): number {
    const id = this.layers++;
    if (id === this.exitStart.length) {
      this.exitStart = grow(this.exitStart);
      this.exitEnd = grow(this.exitEnd);
    }
    while (this.exits + found.length / 2 > this.exitPyramid.length) {
      this.exitPyramid = grow(this.exitPyramid);
      this.exitStock = grow(this.exitStock);
    }
    this.exitStart[id] = this.exits;
    for (let k = 0; k < found.length; k += 2) {
      this.exitPyramid[this.exits] = found[k];
      this.exitStock[this.exits++] = found[k + 1];
    }
    this.exitEnd[id] = this.exits;
    return id;
  }

  /** Every subset of the free cards `free` (at most 7: free cards never cover one another), by sum. */
  private subsetsOf(free: number): Subsets {
    const known = this.subsets.get(free);
    if (known !== undefined) return known;
    const masks: number[] = [0];
    const sums: number[] = [0];
    for (let m = free; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const value = this.deal.pyramidValues[lowBit(m)];
      for (let k = 0, size = masks.length; k < size; k++) {
        if (sums[k] + value > TARGET) continue;
        masks.push(masks[k] | bit);
        sums.push(sums[k] + value);
      }
    }
    const order = masks.map((_, k) => k).sort((a, b) => sums[a] - sums[b]);
    const start = new Int32Array(TARGET + 2);
    for (const sum of sums) start[sum + 1]++;
    for (let s = 1; s <= TARGET + 1; s++) start[s] += start[s - 1];
    const subsets: Subsets = {
      start,
      masks: Int32Array.from(order, (k) => masks[k]),
      sizes: Int8Array.from(order, (k) => bitCount7(masks[k])),
    };
    this.subsets.set(free, subsets);
    return subsets;
  }
}

function grow(a: Int32Array) {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

function bitCount7(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

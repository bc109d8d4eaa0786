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
 * Only the exits depend on v (through the removals that take it): the moves that keep the waste
 * top, the bounds and solo do not. So each control state gets an id and is expanded once
 * (`expand`: its moves keeping the top, as state ids), and a layer is the union of the exits of
 * the layers of those states for the same v, with the state's own removals of v; unions are
 * merged with stamps on state ids.
 *
 * The moves are those of moves.ts taken one draw at a time: a removal of free pyramid cards with
 * the stock top, the waste top, both or neither; a draw. A free King and a stock-top King are
 * removed at once (the dominance of search.ts), so a King is never drawn onto the waste. Every
 * move removes a card or draws one, so the layers form no cycle.
 */
import type { Step } from './search.js';
import { clz32, freeMask, lowBit, type Deal } from './position.js';
import { TARGET } from './moves.js';
import { FreeSubsets } from './subsets.js';
import { LostTable, NONE } from './table.js';

/** The layer id of a solo layer (no exits needed), and of a layer not computed yet. */
const SOLO = -2;
const UNKNOWN = -1;
/** Values 0..13 per control state in `layerOf`. */
const VALUES = TARGET + 1;

/** Flags of a control state. */
const EXPANDED = 1;
/** Lost with any waste: the pyramid cannot be cleared even with every talon card. */
const DEAD = 2;
/** Solo: the pyramid can be cleared without the waste. */
const IS_SOLO = 4;
/** A free pyramid King (the only move: its removal), or a King on the stock top. */
const KING_PYRAMID = 8;
const KING_STOCK = 16;

export class LastPass {
  /** Control states expanded and bases searched, a measure of the work. */
  work = 0;
  /** Set when the work went past `limit`: the answers are then worthless. */
  exhausted = false;
  /** Control states (pyramid, stock) → state id, and back. */
  private readonly stateIds = new LostTable(14);
  private pyramidOf = new Int32Array(1 << 12);
  private stockOf = new Int32Array(1 << 12);
  private flags = new Int8Array(1 << 12);
  /** The state's moves that keep the waste top: [succStart, succEnd) in `succ`. */
  private succStart = new Int32Array(1 << 12);
  private succEnd = new Int32Array(1 << 12);
  private succ = new Int32Array(1 << 14);
  private succs = 0;
  /** Stamps against repeats in a list being built (per state id). */
  private stamps = new Int32Array(1 << 12);
  private builds = 0;
  private states = 0;
  /** (state id * VALUES + v) → layer id, SOLO or UNKNOWN. */
  private layerOf = new Int32Array((1 << 12) * VALUES).fill(UNKNOWN);
  /** Layer id → its exits (state ids), [exitStart, exitEnd) in `exit`. */
  private exitStart = new Int32Array(1 << 12);
  private exitEnd = new Int32Array(1 << 12);
  private layers = 0;
  private exit = new Int32Array(1 << 14);
  private exits = 0;
  /** (pyramid, stock) → 1 won, 0 lost, with the waste empty. */
  private readonly bases = new LostTable(14);
  /** Pyramid masks → index in the per-pyramid arrays (see `pyramidInfo`). */
  private readonly pyramidIds = new LostTable(11);
  private pyramidDead = new Int8Array(1 << 10);
  private pyramidFree = new Int32Array(1 << 10);
  private pyramidSubsets = new Int32Array(1 << 10);
  private pyramids = 0;
  /** The subsets of free cards by sum, by index. */
  private readonly subsets: FreeSubsets;
  /** Per control state (not a King's): its free cards' subsets, an index in `subsetList`. */
  private subsetsAt = new Int32Array(1 << 12);
  /** Every talon card of the deal. */
  private readonly talon: number;

  constructor(
    private readonly deal: Deal,
    /**
     * True when the pyramid cannot be cleared with partners from the pyramid and the talon cards
     * `talon` (search.ts's bounds); with every talon card of the deal, the position is lost.
     */
    private readonly hopeless: (pyramid: number, talon: number) => boolean,
    /** Most work before giving up (see `exhausted`); search.ts lowers it by its own positions. */
    public limit = Number.POSITIVE_INFINITY,
  ) {
    this.talon = deal.n === 0 ? 0 : (1 << deal.n) - 1;
    this.subsets = new FreeSubsets(deal);
  }

  /** Whether (pyramid, stock, waste) wins: `stock` and `waste` are talon masks, the waste below the stock. */
  win(pyramid: number, stock: number, waste: number): boolean {
    let entries = [this.state(pyramid, stock)];
    for (let w = waste; w !== 0; w &= ~(1 << (31 - clz32(w)))) {
      const v = this.deal.talonValues[31 - clz32(w)];
      const next = new Set<number>();
      for (const e of entries) {
        const id = this.layer(e, v);
        if (id === SOLO) return true;
        for (let k = this.exitStart[id]; k < this.exitEnd[id]; k++) next.add(this.exit[k]);
      }
      if (next.size === 0) return false;
      entries = [...next];
    }
    return entries.some((e) => this.base(this.pyramidOf[e], this.stockOf[e]));
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
        const s = this.subsets.list[this.subsets.id(free)];
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
    if (this.exhausted || ++this.work > this.limit) {
      this.exhausted = true;
      return false;
    }
    // With the waste empty, the talon cards still to come are the stock's.
    const won = !this.hopeless(pyramid, stock) && this.baseMoves(pyramid, stock);
    this.bases.set(pyramid, stock, won ? 1 : 0);
    return won;
  }

  private baseMoves(pyramid: number, stock: number): boolean {
    const free = freeMask(pyramid);
    const kings = free & this.deal.pyramidOfValue[TARGET];
    if (kings !== 0) return this.base(pyramid & ~(kings & -kings), stock);
    const s = this.subsets.list[this.subsets.id(free)];
    for (let k = s.start[TARGET]; k < s.start[TARGET + 1]; k++) if (s.sizes[k] >= 2 && this.base(pyramid & ~s.masks[k], stock)) return true;
    if (stock === 0) return false;
    const x = lowBit(stock);
    const vx = this.deal.talonValues[x];
    const rest = stock & ~(1 << x);
    if (vx === TARGET) return this.base(pyramid, rest);
    for (let k = s.start[TARGET - vx]; k < s.start[TARGET - vx + 1]; k++) if (s.sizes[k] >= 1 && this.base(pyramid & ~s.masks[k], rest)) return true;
    const drawn = this.layer(this.state(pyramid, rest), vx);
    if (drawn === SOLO) return true;
    for (let k = this.exitStart[drawn]; k < this.exitEnd[drawn]; k++) {
      const e = this.exit[k];
      if (this.base(this.pyramidOf[e], this.stockOf[e])) return true;
    }
    return false;
  }

  /**
   * The index of `pyramid` in the arrays of what depends on the pyramid alone (whether it is lost
   * whatever the talon does, its free cards and their subsets), made on first use.
   */
  private pyramidInfo(pyramid: number): number {
    const known = this.pyramidIds.get(pyramid, 0);
    if (known !== NONE) return known;
    const p = this.pyramids++;
    if (p === this.pyramidFree.length) {
      this.pyramidFree = grow(this.pyramidFree);
      this.pyramidSubsets = grow(this.pyramidSubsets);
      const dead = new Int8Array(this.pyramidFree.length);
      dead.set(this.pyramidDead);
      this.pyramidDead = dead;
    }
    const free = freeMask(pyramid);
    const dead = this.hopeless(pyramid, this.talon);
    this.pyramidDead[p] = dead ? 1 : 0;
    this.pyramidFree[p] = free;
    this.pyramidSubsets[p] = dead || (free & this.deal.pyramidOfValue[TARGET]) !== 0 ? -1 : this.subsets.id(free);
    this.pyramidIds.set(pyramid, 0, p);
    return p;
  }

  /** The id of the control state (pyramid, stock), made on first use. */
  private state(pyramid: number, stock: number): number {
    const known = this.stateIds.get(pyramid, stock);
    if (known !== NONE) return known;
    const id = this.states++;
    if (id === this.flags.length) this.growStates();
    this.pyramidOf[id] = pyramid;
    this.stockOf[id] = stock;
    this.stateIds.set(pyramid, stock, id);
    return id;
  }

  /**
   * What a control state offers whatever card lies on top of the waste (none of it touches that
   * card): the states its moves reach with the waste top kept (removals of free pyramid cards
   * alone or with the stock top; a draw, through the exits of the drawn card's layer), whether it
   * is solo (the drawn card's layer is), and the bounds. A free King or a King on the stock top is
   * removed at once (the dominance of search.ts): then that removal is its only move.
   */
  private expand(id: number): void {
    // Past the limit every state left is taken as lost, so that the search ends quickly.
    if (this.exhausted || ++this.work > this.limit) {
      this.exhausted = true;
      this.flags[id] = EXPANDED | DEAD;
      return;
    }
    const pyramid = this.pyramidOf[id];
    const stock = this.stockOf[id];
    const p = this.pyramidInfo(pyramid);
    if (this.pyramidDead[p] !== 0) {
      this.flags[id] = EXPANDED | DEAD;
      return;
    }
    // (A test of the stock alone, for layers that could then only exit, costs more than it saves.)
    let flags = EXPANDED;
    const deal = this.deal;
    const free = this.pyramidFree[p];
    const kings = free & deal.pyramidOfValue[TARGET];
    const x = stock === 0 ? -1 : lowBit(stock);
    const vx = x < 0 ? 0 : deal.talonValues[x];
    const rest = x < 0 ? 0 : stock & ~(1 << x);
    // The drawn card's layer first: its search adds to the lists this one is about to write.
    let drawn = UNKNOWN;
    if (kings === 0 && x >= 0 && vx !== TARGET) {
      drawn = this.layer(this.state(pyramid, rest), vx);
      if (drawn === SOLO) flags |= IS_SOLO;
    }
    const stamp = ++this.builds;
    const start = this.succs;
    if (kings !== 0) {
      flags |= KING_PYRAMID;
      this.addSucc(this.state(pyramid & ~(kings & -kings), stock), stamp);
    } else if (vx === TARGET) {
      flags |= KING_STOCK;
      this.addSucc(this.state(pyramid, rest), stamp);
    } else if ((flags & IS_SOLO) === 0) {
      const sid = this.pyramidSubsets[p];
      this.subsetsAt[id] = sid;
      const s = this.subsets.list[sid];
      for (let k = s.start[TARGET]; k < s.start[TARGET + 1]; k++) if (s.sizes[k] >= 2) this.addSucc(this.state(pyramid & ~s.masks[k], stock), stamp);
      if (x >= 0) {
        for (let k = s.start[TARGET - vx]; k < s.start[TARGET - vx + 1]; k++) this.addSucc(this.state(pyramid & ~s.masks[k], rest), stamp);
        for (let k = this.exitStart[drawn]; k < this.exitEnd[drawn]; k++) this.addSucc(this.exit[k], stamp);
      }
    }
    this.succStart[id] = start;
    this.succEnd[id] = this.succs;
    this.flags[id] = flags;
  }

  /**
   * The layer of control state `id` with a card of value v on top of the waste: SOLO, or the id
   * of its exits (state ids).
   */
  private layer(id: number, v: number): number {
    const known = this.layerOf[id * VALUES + v];
    if (known !== UNKNOWN) return known;
    if (this.pyramidOf[id] === 0) return (this.layerOf[id * VALUES + v] = SOLO);
    if ((this.flags[id] & EXPANDED) === 0) this.expand(id);
    const flags = this.flags[id];
    let result: number;
    if ((flags & DEAD) !== 0) result = this.store(this.exits);
    else if ((flags & IS_SOLO) !== 0) result = SOLO;
    else result = this.exitsOf(id, v, flags);
    // (The searches above may have grown the arrays.)
    this.layerOf[id * VALUES + v] = result;
    return result;
  }

  /** The exits of state `id` with v on top, or SOLO: its own, and those of every state its moves reach. */
  private exitsOf(id: number, v: number, flags: number): number {
    const start = this.succStart[id];
    const end = this.succEnd[id];
    if (v === TARGET && (flags & KING_PYRAMID) === 0) {
      // A King on the waste goes as soon as it is on top.
      const stamp = ++this.builds;
      const from = this.exits;
      this.addExit(id, stamp);
      return this.store(from);
    }
    // The states reached first (their searches add to the lists), then the union of their exits.
    for (let k = start; k < end; k++) {
      const child = this.succ[k];
      const known = this.layerOf[child * VALUES + v];
      if ((known === UNKNOWN ? this.layer(child, v) : known) === SOLO) {
        if (v !== TARGET) this.flags[id] |= IS_SOLO;
        return SOLO;
      }
    }
    const stamp = ++this.builds;
    const from = this.exits;
    const { succ, layerOf, exitStart, exitEnd, stamps } = this;
    for (let k = start; k < end; k++) {
      const child = layerOf[succ[k] * VALUES + v];
      const last = exitEnd[child];
      if (this.exits + last - exitStart[child] > this.exit.length) this.exit = grow(this.exit);
      const exit = this.exit;
      let n = this.exits;
      for (let j = exitStart[child]; j < last; j++) {
        const e = exit[j];
        if (stamps[e] !== stamp) {
          stamps[e] = stamp;
          exit[n++] = e;
        }
      }
      this.exits = n;
    }
    if ((flags & (KING_PYRAMID | KING_STOCK)) === 0) {
      const pyramid = this.pyramidOf[id];
      const stock = this.stockOf[id];
      const s = this.subsets.list[this.subsetsAt[id]];
      for (let k = s.start[TARGET - v]; k < s.start[TARGET - v + 1]; k++) this.addExit(this.state(pyramid & ~s.masks[k], stock), stamp);
      if (stock !== 0) {
        const x = lowBit(stock);
        const want = TARGET - v - this.deal.talonValues[x];
        const rest = stock & ~(1 << x);
        if (want >= 0) for (let k = s.start[want]; k < s.start[want + 1]; k++) this.addExit(this.state(pyramid & ~s.masks[k], rest), stamp);
      }
    }
    return this.store(from);
  }

  private addSucc(state: number, stamp: number): void {
    if (this.stamps[state] === stamp) return;
    this.stamps[state] = stamp;
    if (this.succs === this.succ.length) this.succ = grow(this.succ);
    this.succ[this.succs++] = state;
  }

  private addExit(state: number, stamp: number): void {
    if (this.stamps[state] === stamp) return;
    this.stamps[state] = stamp;
    if (this.exits === this.exit.length) this.exit = grow(this.exit);
    this.exit[this.exits++] = state;
  }

  /** The exits written from `from` on, as a new layer; returns its id. */
  private store(from: number): number {
    const id = this.layers++;
    if (id === this.exitStart.length) {
      this.exitStart = grow(this.exitStart);
      this.exitEnd = grow(this.exitEnd);
    }
    this.exitStart[id] = from;
    this.exitEnd[id] = this.exits;
    return id;
  }

  private growStates(): void {
    const size = this.flags.length * 2;
    this.pyramidOf = grow(this.pyramidOf);
    this.stockOf = grow(this.stockOf);
    this.succStart = grow(this.succStart);
    this.succEnd = grow(this.succEnd);
    this.stamps = grow(this.stamps);
    this.subsetsAt = grow(this.subsetsAt);
    const flags = new Int8Array(size);
    flags.set(this.flags);
    this.flags = flags;
    const layerOf = new Int32Array(size * VALUES).fill(UNKNOWN);
    layerOf.set(this.layerOf);
    this.layerOf = layerOf;
  }

  /** Every subset of the free cards `free` (at most 7: free cards never cover one another), by sum. */
}

function grow(a: Int32Array) {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}


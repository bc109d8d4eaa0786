/**
 * A relaxation shared by every variant: can the pyramid still be cleared if every talon card
 * left were available whenever wanted (not only as the stock top or the waste top of the moment)?
 * The real game offers the talon cards under more constraints (pass order, the waste stack, two
 * talon cards only as neighbours), so when this relaxed game cannot be won, neither can the real
 * one. With goal all-cards it must also leave a talon that can still go (see `allCards`), and it
 * makes no removal of lows alone where no win makes one (see `lowsAlone`). With unlimited passes
 * and sums pairs, where every talon card is reachable at any time (moves.ts, free mode) and a
 * pyramid card takes at most one talon card, it is exact for goal pyramid.
 *
 * In the relaxed game only the number of talon cards of each value matters, not which ones or
 * where, so its positions are (pyramid mask, counts), counts packed in base 5 (at most 4 cards of
 * a value; Kings need no partner and are left out): fewer positions than the real game has. It
 * prunes its own search with the bounds of the real one that hold for it too (partners by rank,
 * partners by sums, scarce partners).
 */
import type { AnyCombinationBounds } from './any-bounds.js';
import { pairsHopelessCounts } from './bounds.js';
import type { EconomyBound } from './economy.js';
import { LOW, TARGET } from './moves.js';
import { freeMask, lowBit, type Deal } from './position.js';
import { LostTable, NONE } from './table.js';

/** 5^(v - 1): the weight of value v (1..12) in a packed count. */
export const WEIGHT = Int32Array.from({ length: TARGET + 1 }, (_, v) => (v === 0 || v === TARGET ? 0 : 5 ** (v - 1)));

export class PyramidRelaxation {
  /** 1: the pyramid can be cleared; 0: it cannot. */
  private readonly memo = new LostTable();
  private readonly counts = new Int8Array(TARGET + 1);
  nodes = 0;
  private left = 0;
  private aborted = false;

  /**
   * Whether a removal of lows alone (no card 7 to King) may be made: not in a goal all-cards game
   * whose lows and highs balance (search.ts, slackOf), where no win makes one.
   */
  lowsAlone = true;
  /**
   * Goal all-cards: once the pyramid is empty only talon cards are left, and they can go only as
   * Kings or as two cards summing to 13 (never three at once: only the stock top and the waste top
   * are available), so each value v must be left as often as 13 - v.
   */
  allCards = false;

  private balanced(): boolean {
    for (let v = 1; v <= 6; v++) if (this.counts[v] !== this.counts[TARGET - v]) return false;
    return true;
  }

  constructor(
    private readonly deal: Deal,
    private readonly pairs: boolean,
    /** Any combination: the partner test of any-bounds.ts, for pyramid cards left short. */
    private readonly bounds: AnyCombinationBounds | null = null,
    /** Any combination: the scarce-partner bound of economy.ts. */
    private readonly economy: EconomyBound | null = null,
  ) {}

  /** Packs the values of the talon cards in `talon`. */
  pack(talon: number): number {
    let code = 0;
    for (let m = talon; m !== 0; m &= m - 1) code += WEIGHT[this.deal.talonValues[lowBit(m)]];
    return code;
  }

  /**
   * Whether the relaxed game can clear `pyramid` with the talon cards `talon` (packed: `code`).
   * True also when the relaxed search runs out of its work limit `budget` (positions searched in
   * this call): a bound concludes only on proof.
   */
  clearable(pyramid: number, talon: number, code: number, budget: number): boolean {
    const known = this.memo.get(pyramid, code);
    if (known !== NONE) return known === 1;
    if (budget <= 0) return true;
    this.counts.fill(0);
    for (let m = talon; m !== 0; m &= m - 1) this.counts[this.deal.talonValues[lowBit(m)]]++;
    this.left = budget;
    this.aborted = false;
    const won = this.search(pyramid, code);
    return won || this.aborted;
  }

  private search(pyramid: number, code: number): boolean {
    if (pyramid === 0) return !this.allCards || this.balanced();
    const known = this.memo.get(pyramid, code);
    if (known !== NONE) return known === 1;
    if (this.aborted || --this.left < 0) {
      this.aborted = true;
      return false;
    }
    this.nodes++;
    const won = this.expand(pyramid, code);
    // An aborted search proved nothing below; what it proved before stays in the memo.
    if (won || !this.aborted) this.memo.set(pyramid, code, won ? 1 : 0);
    return won;
  }

  private expand(pyramid: number, code: number): boolean {
    const { deal, counts } = this;
    const free = freeMask(pyramid);
    // A free King goes at once (it partners nobody, and only uncovers cards).
    const kings = free & deal.pyramidOfValue[TARGET];
    if (kings !== 0) return this.search(pyramid & ~(kings & -kings), code);
    if (this.pairs) {
      if (pairsHopelessCounts(deal, pyramid, counts)) return false;
      for (let m = free; m !== 0; m &= m - 1) {
        const x = lowBit(m);
        const want = TARGET - deal.pyramidValues[x];
        // With a free pyramid partner (each pair once: the partner at a higher slot).
        for (let b = free & deal.pyramidOfValue[want] & ~((2 << x) - 1); b !== 0; b &= b - 1) {
          if (this.search(pyramid & ~(1 << x) & ~(b & -b), code)) return true;
        }
        if (counts[want] > 0 && this.take(pyramid & ~(1 << x), code, want, 0)) return true;
      }
      return false;
    }
    if (this.bounds !== null && this.bounds.pyramidShort(pyramid, this.talonSums())) return false;
    if (this.economy !== null && !this.economy.feasible(pyramid, counts)) return false;
    return this.anyCombination(pyramid, code, free);
  }

  /** Sums (bit s) of one talon card, or of two, left in `counts`. */
  private talonSums(): number {
    const { counts } = this;
    let sums = 0;
    for (let v = 1; v < TARGET; v++) {
      if (counts[v] === 0) continue;
      sums |= 1 << v;
      for (let w = v; v + w <= TARGET; w++) if (counts[w] > (w === v ? 1 : 0)) sums |= 1 << (v + w);
    }
    return sums;
  }

  /** Searches on after using one talon card of value v (and one of value w if w > 0). */
  private take(pyramid: number, code: number, v: number, w: number): boolean {
    const { counts } = this;
    counts[v]--;
    if (w > 0) counts[w]--;
    const won = this.search(pyramid, code - WEIGHT[v] - WEIGHT[w]);
    counts[v]++;
    if (w > 0) counts[w]++;
    return won;
  }

  /**
   * Any combination: a non-empty set of free pyramid cards with at most two talon cards, summing
   * to 13 (sets without a pyramid card do not change the pyramid and only spend talon cards).
   */
  private anyCombination(pyramid: number, code: number, free: number): boolean {
    const { deal, counts } = this;
    const slots: number[] = [];
    for (let m = free; m !== 0; m &= m - 1) slots.push(lowBit(m));
    const k = slots.length;
    for (let sub = 1; sub < 1 << k; sub++) {
      let mask = 0;
      let sum = 0;
      let high = false;
      for (let x = 0; x < k; x++) {
        if ((sub & (1 << x)) !== 0) {
          mask |= 1 << slots[x];
          sum += deal.pyramidValues[slots[x]];
          high ||= deal.pyramidValues[slots[x]] > LOW;
        }
      }
      if (sum > TARGET) continue;
      const rest = pyramid & ~mask;
      const want = TARGET - sum;
      if (want === 0) {
        if ((high || this.lowsAlone) && this.search(rest, code)) return true;
        continue;
      }
      if (want < TARGET && counts[want] > 0 && (high || want > LOW || this.lowsAlone) && this.take(rest, code, want, 0)) return true;
      for (let v = 1; v <= want - v; v++) {
        const w = want - v;
        if (counts[v] > 0 && counts[w] > (v === w ? 1 : 0) && (high || w > LOW || this.lowsAlone) && this.take(rest, code, v, w)) return true;
      }
    }
    return false;
  }
}


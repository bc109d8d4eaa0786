/**
 * Proofs that a position cannot be won with sums any-combination, cheap enough to test at every
 * node (the meeting rules they rest on are in bounds.ts: a pyramid card never meets a card of its
 * cone, two waste cards of the last pass never meet). Each is a necessary condition of a win.
 *
 * - Partners: a card that must go (every card with goal all-cards; the pyramid cards with goal
 *   pyramid) needs a set of cards it can meet summing with it to 13: for a pyramid card, pyramid
 *   cards apart from it with at most two talon cards (only the stock top and the waste top are
 *   ever available together), not two last-pass waste cards; for a talon card, pyramid cards with
 *   at most one other talon card, not a last-pass waste card if it is one itself. The pyramid
 *   cards of such a set are not checked against each other, so this can miss a loss but never
 *   invents one.
 * - Hosts (goal all-cards, last pass): see `wasteHostsHopeless`.
 */
import { LOW, TARGET, type Rules } from './moves.js';
import { lowBit, type Deal } from './position.js';
import { LostTable, NONE } from './table.js';

const SUMS_MASK = (1 << (TARGET + 1)) - 1;

export class AnyCombinationBounds {
  /** Whether some pyramid card lacks partners, by (pyramid, talon sums): see `pyramidShort`. */
  private readonly short = new LostTable();
  /** Talon cards by value: in the last pass's waste, or elsewhere (stock, or any earlier pass). */
  private readonly wasteCount = new Int8Array(TARGET + 1);
  private readonly otherCount = new Int8Array(TARGET + 1);

  constructor(
    private readonly deal: Deal,
    private readonly rules: Rules,
  ) {}

  /**
   * True when the position is lost. `waste`: the last pass's waste cards (0 before the last pass
   * and with unlimited passes); `lowsAlone`: whether a win may still remove lows alone (search.ts).
   */
  hopeless(pyramid: number, talon: number, waste: number, lowsAlone: boolean): boolean {
    const { deal, rules, wasteCount, otherCount } = this;
    if (rules.allCards && waste !== 0 && wasteHostsHopeless(deal, pyramid, talon, waste, lowsAlone)) return true;
    wasteCount.fill(0);
    otherCount.fill(0);
    for (let m = talon; m !== 0; m &= m - 1) {
      const i = lowBit(m);
      ((waste & (1 << i)) !== 0 ? wasteCount : otherCount)[deal.talonValues[i]]++;
    }
    // Values (bit v) of one talon card, of one talon card outside the waste, and sums of two talon
    // cards that can meet (not two waste cards).
    let one = 0;
    let others = 0;
    for (let v = 1; v <= TARGET; v++) {
      if (otherCount[v] > 0) others |= 1 << v;
      if (otherCount[v] + wasteCount[v] > 0) one |= 1 << v;
    }
    let two = 0;
    for (let v = 1; v < TARGET; v++) {
      if (otherCount[v] === 0 && wasteCount[v] === 0) continue;
      for (let u = v; u + v <= TARGET; u++) {
        const meet =
          u === v
            ? otherCount[v] >= 2 || (otherCount[v] >= 1 && wasteCount[v] >= 1)
            : (otherCount[v] > 0 && otherCount[u] + wasteCount[u] > 0) || (wasteCount[v] > 0 && otherCount[u] > 0);
        if (meet) two |= 1 << (u + v);
      }
    }
    if (this.pyramidShort(pyramid, one | two)) return true;
    if (!rules.allCards) return false;
    const all = subsetSums(deal, pyramid);
    for (let v = 1; v < TARGET; v++) {
      const want = TARGET - v;
      if ((all & (1 << want)) !== 0) continue;
      // A talon card outside the waste meets every other talon card; a waste card none in the waste.
      if (otherCount[v] > 0) {
        let meet = one;
        if (otherCount[v] === 1 && wasteCount[v] === 0) meet &= ~(1 << v);
        if (!combine(all, meet, want)) return true;
      }
      if (wasteCount[v] > 0 && !combine(all, others, want)) return true;
    }
    return false;
  }

  /**
   * Some pyramid card has no set of pyramid cards apart from it that, with a talon part whose
   * possible sums are `talonSums` (bit s: sum s), makes 13 with it. It depends on the pyramid and
   * on those 13 bits only, so it is remembered. (relaxed.ts uses it too.)
   */
  pyramidShort(pyramid: number, talonSums: number): boolean {
    const { deal } = this;
    const known = this.short.get(pyramid, talonSums);
    if (known !== NONE) return known === 1;
    let short = false;
    for (let m = pyramid; m !== 0 && !short; m &= m - 1) {
      const slot = lowBit(m);
      const want = TARGET - deal.pyramidValues[slot];
      if (want === 0) continue;
      // Sums of pyramid cards apart from it (bit 0: the empty set, so a talon part alone counts).
      const r = subsetSums(deal, pyramid & deal.apart[slot]);
      if ((r & (1 << want)) === 0 && !combine(r, talonSums, want)) short = true;
    }
    this.short.set(pyramid, talonSums, short ? 1 : 0);
    return short;
  }
}

/** Subset sums (bit k: some subset of the cards in `slots` sums to k), up to 13. */
function subsetSums(deal: Deal, slots: number): number {
  let r = 1;
  for (let m = slots; m !== 0; m &= m - 1) r |= (r << deal.pyramidValues[lowBit(m)]) & SUMS_MASK;
  return r;
}

/** True when some a in `r` and some b in `others` (both bit sets) give a + b = want. */
function combine(r: number, others: number, want: number): boolean {
  for (let m = others & ((2 << want) - 1); m !== 0; m &= m - 1) if ((r & (1 << (want - lowBit(m)))) !== 0) return true;
  return false;
}

const wasteLows = new Int8Array(LOW + 1);
const wasteHighs = new Int8Array(LOW + 1);
const otherLows = new Int8Array(LOW + 1);
const otherHighs = new Int8Array(LOW + 1);

/**
 * Goal all-cards, last pass. Every removal of a win holds exactly one high card (7 to Queen) or
 * is a King, unless `lowsAlone` (search.ts, slackOf: a dealt game never has one). Two waste cards
 * of the last pass are never in one removal, so each waste low needs a high of its own outside the
 * waste, with a deficit (13 - value) at least its value, and each waste high needs a low of its
 * own outside the waste, of value at most its deficit. The candidates are nested by value, so
 * Hall's condition reduces to counting from the most demanding value down.
 */
function wasteHostsHopeless(deal: Deal, pyramid: number, talon: number, waste: number, lowsAlone: boolean): boolean {
  wasteLows.fill(0);
  wasteHighs.fill(0);
  otherLows.fill(0);
  otherHighs.fill(0);
  const tally = (v: number, inWaste: boolean) => {
    if (v === TARGET) return;
    if (v <= LOW) (inWaste ? wasteLows : otherLows)[v]++;
    else (inWaste ? wasteHighs : otherHighs)[TARGET - v]++;
  };
  for (let m = pyramid; m !== 0; m &= m - 1) tally(deal.pyramidValues[lowBit(m)], false);
  for (let m = talon; m !== 0; m &= m - 1) {
    const i = lowBit(m);
    tally(deal.talonValues[i], (waste & (1 << i)) !== 0);
  }
  if (!lowsAlone) {
    let needHosts = 0;
    let hosts = 0;
    for (let t = LOW; t >= 1; t--) {
      needHosts += wasteLows[t];
      hosts += otherHighs[t];
      if (needHosts > hosts) return true;
    }
  }
  let needLows = 0;
  let lows = 0;
  for (let t = 1; t <= LOW; t++) {
    needLows += wasteHighs[t];
    lows += otherLows[t];
    if (needLows > lows) return true;
  }
  return false;
}

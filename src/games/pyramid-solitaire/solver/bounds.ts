/**
 * Proofs that a position cannot be won, cheap enough to test at every node (sums pairs here; any
 * combination in any-bounds.ts). Each is a necessary condition of a win; a position failing one is
 * lost whatever is played.
 *
 * Two cards can be removed together only if both are available at one moment, so:
 * - a pyramid card and a card in its cone (the cards on it, directly or not) never meet: the
 *   cone must be gone before the card is free (`apart` in position.ts);
 * - in the last pass (fixed passes), two waste cards never meet: only the waste top is
 *   available, a waste card is reached only after every card above it is removed, and no card is
 *   ever put back under it (no recycle is left).
 * Any other two cards may meet as far as these tests know (a pyramid card and a talon card; two
 * talon cards once the cards between them are gone). A card that must go (every card with goal
 * all-cards; the pyramid cards with goal pyramid) needs partners it can meet: with sums pairs, a
 * card of the complementary rank, each partner used once; with any combination, a set of cards
 * summing with it to 13, of which at most two talon cards (the stock top and the waste top).
 */
import { lowBit, type Deal } from './position.js';
import { LOW, TARGET, type Rules } from './moves.js';

const need = new Int32Array(8);

/** Rank pairs as bits: bit a for the pair (a, 13 - a), a = 1..6; Kings are in none. */
export const classOf = (value: number): number => (value === TARGET ? 0 : 1 << (value <= LOW ? value : TARGET - value));
export const ALL_CLASSES = 0b1111110;

/**
 * Pairs: for each rank pair (a, 13 - a) the cards that must go need distinct partners of the other
 * rank that they can meet. By Hall's theorem a matching covering a set X exists iff every subset
 * S of X can meet at least |S| partners; by the Mendelsohn-Dulmage theorem a matching covering X
 * (one rank) and one covering Y (the other rank) give one covering both, so checking each side
 * is exact for the matching. A King needs no partner. `waste`: the last pass's waste cards.
 */
export function pairsHopeless(deal: Deal, rules: Rules, pyramid: number, talon: number, waste: number, classes = ALL_CLASSES): boolean {
  for (let a = 1; a <= 6; a++) {
    if ((classes & (1 << a)) === 0) continue;
    const pa = pyramid & deal.pyramidOfValue[a];
    const pb = pyramid & deal.pyramidOfValue[TARGET - a];
    const ta = talon & deal.talonOfValue[a];
    const tb = talon & deal.talonOfValue[TARGET - a];
    if ((pa | pb | ta | tb) === 0) continue;
    if (!coverable(deal, pa, ta, pb, tb, rules.allCards, waste)) return true;
    if (!coverable(deal, pb, tb, pa, ta, rules.allCards, waste)) return true;
  }
  return false;
}

/**
 * Hall's condition for the cards of one rank that must go (pyramid `p`; talon `t`, with goal
 * all-cards) against the partners (pyramid `q`, talon `u`), numbered pyramid first (bits 0-3,
 * in slot order), then talon (bits 4-7, in talon order); each rank has at most 4 cards.
 */
function coverable(deal: Deal, p: number, t: number, q: number, u: number, allCards: boolean, waste: number): boolean {
  let count = 0;
  const talonPartners = compress(u) << 4;
  for (let m = p; m !== 0; m &= m - 1) {
    const nb = compressWithin(q, deal.apart[lowBit(m)]) | talonPartners;
    if (nb === 0) return false;
    need[count++] = nb;
  }
  if (allCards) {
    const pyramidPartners = compress(q);
    const stockPartners = compressWithin(u, ~waste) << 4;
    for (let m = t; m !== 0; m &= m - 1) {
      const nb = pyramidPartners | ((waste & (m & -m)) !== 0 ? stockPartners : talonPartners);
      if (nb === 0) return false;
      need[count++] = nb;
    }
  }
  if (count <= 1) return true;
  // A card that can meet `count` partners or more never makes a set of cards fall short.
  let tight = 0;
  for (let x = 0; x < count; x++) if (bits(need[x]) < count) tight++;
  if (tight <= 1) return true;
  // Every subset of the cards that must go (at most 4: 11 subsets of two or more).
  for (let s = 3; s < 1 << count; s++) {
    if ((s & (s - 1)) === 0) continue;
    let union = 0;
    let size = 0;
    for (let x = 0; x < count; x++) {
      if ((s & (1 << x)) !== 0) {
        union |= need[x];
        size++;
      }
    }
    if (bits(union) < size) return false;
  }
  return true;
}

/** Number of set bits of an 8-bit mask. */
const bits = (m: number): number => BITS[m];
const BITS = Uint8Array.from({ length: 256 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1) + ((m >> 5) & 1) + ((m >> 6) & 1) + ((m >> 7) & 1));

/** The bits of `m` renumbered 0, 1, 2... in order. */
function compress(m: number): number {
  let out = 0;
  for (let k = 0, x = m; x !== 0; x &= x - 1, k++) out |= 1 << k;
  return out;
}

/** The bits of `m` renumbered 0, 1, 2... in order, keeping those also in `keep`. */
function compressWithin(m: number, keep: number): number {
  let out = 0;
  for (let k = 0, x = m; x !== 0; x &= x - 1, k++) if ((keep & x & -x) !== 0) out |= 1 << k;
  return out;
}

/**
 * The pairs test of `pairsHopeless` for the relaxed game of relaxed.ts: goal pyramid, and
 * `counts[v]` talon cards of value v, each able to meet any pyramid card.
 */
export function pairsHopelessCounts(deal: Deal, pyramid: number, counts: Int8Array): boolean {
  for (let a = 1; a <= 6; a++) {
    const pa = pyramid & deal.pyramidOfValue[a];
    const pb = pyramid & deal.pyramidOfValue[TARGET - a];
    if ((pa | pb) === 0) continue;
    if (!coverable(deal, pa, 0, pb, (1 << counts[TARGET - a]) - 1, false, 0)) return true;
    if (!coverable(deal, pb, 0, pa, (1 << counts[a]) - 1, false, 0)) return true;
  }
  return false;
}

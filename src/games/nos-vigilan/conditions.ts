/** Who wins a challenge: the printed condition, then "equal or closest to the challenge card's value". */
import type { CardDef, Challenge } from './cards/card-set.js';
import type { Decision, Seat } from './state.js';

/** The seat whose card meets `condition` better, or null when the condition does not separate them. */
export function conditionWinner(condition: Challenge, a: CardDef, b: CardDef): Seat | null {
  const better = (x: number, y: number): Seat | null => (x > y ? 0 : y > x ? 1 : null);
  const yes = (p: boolean, q: boolean): Seat | null => (p && !q ? 0 : q && !p ? 1 : null);
  switch (condition.kind) {
    case 'higher':
      return better(a.value, b.value);
    case 'lower':
      return better(-a.value, -b.value);
    case 'more-symbols':
      return better(a.symbols.length, b.symbols.length);
    case 'fewer-symbols':
      return better(-a.symbols.length, -b.symbols.length);
    case 'has-symbol':
      return yes(a.symbols.includes(condition.faction), b.symbols.includes(condition.faction));
    case 'even':
      return yes(a.value % 2 === 0, b.value % 2 === 0);
    case 'odd':
      return yes(a.value % 2 === 1, b.value % 2 === 1);
    case 'closest':
      return better(-Math.abs(a.value - condition.target), -Math.abs(b.value - condition.target));
  }
}

/**
 * Rounds 1-5: the challenge card's condition, then closest value; round 6 (Final Challenge):
 * closest to its value only. null winner = still tied, the cards are distributed at random.
 */
export function decideChallenge(challenge: CardDef, a: CardDef, b: CardDef, finalChallenge: boolean): { winner: Seat | null; decidedBy: Decision } {
  if (!finalChallenge) {
    const w = conditionWinner(challenge.challenge, a, b);
    if (w !== null) return { winner: w, decidedBy: 'condition' };
  }
  const w = conditionWinner({ kind: 'closest', target: challenge.value }, a, b);
  if (w !== null) return { winner: w, decidedBy: 'closest' };
  return { winner: null, decidedBy: 'random' };
}

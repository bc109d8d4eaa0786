/** Test builders: precise positions as plain state objects (used by the *.spec.ts files only). */
import { newRng } from '../../engine/rng.js';
import type { NosVigilanState } from './state.js';
import { blankState } from './round.js';

export type Overrides = Partial<NosVigilanState> & { publicCards?: string[] };

/**
 * A state with sensible defaults. Each seat knows its own hand; both know `publicCards` plus
 * everything in zones, pyramid, table and (rounds 1-5) the challenge card, unless `known` is given.
 */
export function build(o: Overrides = {}): NosVigilanState {
  const { publicCards = [], ...rest } = o;
  const s: NosVigilanState = {
    ...blankState(newRng('builder')),
    ...rest,
  };
  if (o.known) return s;
  const pub = [...publicCards, ...s.zones.flat(), ...s.pyramid, ...s.table];
  if (s.challenge !== null && s.round < 6) pub.push(s.challenge);
  return { ...s, known: [0, 1].map((p) => [...new Set([...s.hands[p], ...pub])]) };
}

/** Every place a card can be in. After the reveal `challenge` only names the round's card, which lies on the table or has been placed. */
export function cardPlaces(s: NosVigilanState): string[] {
  const challenge = s.challenge !== null && s.phase === 'choose' ? [s.challenge] : [];
  return [
    ...s.drawPiles.flat(),
    ...s.challengePile,
    ...(s.finalCard === null ? [] : [s.finalCard]),
    ...challenge,
    ...s.hands.flat(),
    ...s.table,
    ...s.zones.flat(),
    ...s.pyramid,
  ];
}

/** State, options and moves of Nos vigilan. State is plain JSON; card ids index the card set. */
import { z } from 'zod';
import type { RngState } from '../../engine/rng.js';
import type { Faction } from './cards/card-set.js';

export type Seat = 0 | 1;
export const SEATS: Seat[] = [0, 1];
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

export type Phase = 'choose' | 'claim' | 'keep' | 'abduction' | 'gnome' | 'order' | 'finished';
export const PHASES = ['choose', 'claim', 'keep', 'abduction', 'gnome', 'order', 'finished'] as const;

/** How a round's challenge was decided. */
export type Decision = 'condition' | 'closest' | 'random';

export interface RoundRecord {
  round: number;
  challenge: string;
  /** The card each seat played. */
  plays: string[];
  winner: Seat | null;
  decidedBy: Decision;
  toPyramid: string;
  /** The cards that went to each seat's scoring zone this round. */
  toZones: string[];
}

export interface PlayerScore {
  finalChallenge: number;
  valueRun: { length: number; points: number };
  symbolRun: { length: number; faction: Faction | null; points: number };
  basePattern: { count: number; points: number };
  middlePairs: { count: number; points: number };
  topMajority: { count: number; points: number };
  total: number;
  /** How each presented card (in order) was used for the base-row pattern (the best use); the other criteria count every symbol. */
  patternUses: { card: string; symbols: Faction[] }[];
  holdsEye: boolean;
}

export interface ScoreResult {
  base: Faction[];
  middle: Faction[];
  top: Faction;
  players: PlayerScore[];
  winners: Seat[];
  /** 'points', 'final-challenge', 'eye' (El ojo que todo lo ve) or 'shared'. */
  decidedBy: 'points' | 'final-challenge' | 'eye' | 'shared';
}

export interface NosVigilanState {
  rng: RngState;
  phase: Phase;
  /** 1-6; 6 is the Final Challenge. */
  round: number;
  /** Each seat's draw pile (mazo de robo), top first. */
  drawPiles: (string[])[];
  /** The challenge pile (mazo de desafíos), top first, without the set-aside card. */
  challengePile: string[];
  /** The set-aside Final Challenge card while it is still set aside. */
  finalCard: string | null;
  /**
   * The current round's challenge card (in round 6 the Final Challenge card, hidden until both played).
   * After the reveal it only names the card, which then lies in `table` or has been placed.
   */
  challenge: string | null;
  hands: (string[])[];
  /** Each seat's choice this round: hidden from the other until both are in. */
  choices: (string | null)[];
  /** Winner of the current round's challenge while claim/keep are pending. */
  winner: Seat | null;
  /** Where the winner sent their pick ('pyramid' or 'zone'), during the keep step. */
  winnerDestination: 'pyramid' | 'zone' | null;
  /** How the current round's challenge was decided, while claim/keep are pending. */
  decidedBy: Decision | null;
  /** Cards of the current round still on the table (challenge card and the two plays), after the reveal. */
  table: string[];
  /** Scoring zones (zona de puntuación), in arrival order. */
  zones: (string[])[];
  /** Pyramid slots filled so far: 0-2 base (left to right), 3-4 middle, 5 top. */
  pyramid: string[];
  /** Pyramid cards lying face up (a Revelación gnomo placed by its own effect). */
  faceUp: string[];
  /** Cards gained by a swap: their own effects can no longer be used. */
  swapped: string[];
  /** Each seat's submitted ordering, hidden from the other until both are in. */
  orderings: (string[] | null)[];
  /** Card ids whose fronts each seat has seen (they stay visible to that seat). */
  known: (string[])[];
  rounds: RoundRecord[];
  /** Winner of the Final Challenge (null before it, or if it ended in a random split). */
  finalWinner: Seat | null;
  result: ScoreResult | null;
}

export const makeOptionsSchema = (setName: string) =>
  z
    .object({
      cardSet: z
        .enum([setName])
        .default(setName)
        .describe('The card set this game was built with (informative: the set is fixed per game).'),
    })
    .strict()
    .meta({ id: 'NosVigilanOptions' });
export interface NosVigilanOptions {
  cardSet: string;
}

const card = z.string().describe('A card id, e.g. "nv-07".');

export const MoveSchema = z
  .discriminatedUnion('type', [
    z
      .object({ type: z.literal('play'), card })
      .strict()
      .meta({ id: 'NosVigilanMovePlay', description: 'Put a card of your hand into the challenge, face down (simultaneous).' }),
    z
      .object({ type: z.literal('claim'), card, destination: z.enum(['pyramid', 'zone']) })
      .strict()
      .meta({ id: 'NosVigilanMoveClaim', description: 'Challenge winner: send one of the three cards to the pyramid or to your scoring zone.' }),
    z
      .object({ type: z.literal('keep'), card })
      .strict()
      .meta({ id: 'NosVigilanMoveKeep', description: 'Challenge loser: take one of the two remaining cards into your scoring zone.' }),
    z
      .object({ type: z.literal('abduct'), card })
      .strict()
      .meta({ id: 'NosVigilanMoveAbduct', description: 'Abducción: swap it with a base card of the pyramid.' }),
    z
      .object({ type: z.literal('gnome'), card })
      .strict()
      .meta({ id: 'NosVigilanMoveGnome', description: 'Revelación gnomo: swap it with a pyramid card; it lies face up as Gnomos.' }),
    z
      .object({ type: z.literal('decline') })
      .strict()
      .meta({ id: 'NosVigilanMoveDecline', description: 'Do not use the effect of Abducción or Revelación gnomo.' }),
    z
      .object({ type: z.literal('order'), cards: z.array(card).describe('All six cards of your hand, in the order you present them.') })
      .strict()
      .meta({ id: 'NosVigilanMoveOrder', description: 'Present your hand in this order (simultaneous).' }),
  ])
  .meta({ id: 'NosVigilanMove' });
export type NosVigilanMove = z.infer<typeof MoveSchema>;

/**
 * A copy for `apply` to mutate: every array the rules change in place (push, index assignment) is
 * new, down to each seat's inner list. Round records, the rng state and the score result are
 * shared: the rules only ever append or replace them, never change one (the conformance suite
 * deep-freezes every state, so a change would throw there). Listing each field in a typed literal
 * makes a new state field a compile error here rather than a silent omission. A JSON round-trip
 * here was half of a random playout's time (issue 10).
 */
export const cloneState = (s: NosVigilanState): NosVigilanState => ({
  rng: s.rng,
  phase: s.phase,
  round: s.round,
  drawPiles: s.drawPiles.map((d) => d.slice()),
  challengePile: s.challengePile.slice(),
  finalCard: s.finalCard,
  challenge: s.challenge,
  hands: s.hands.map((h) => h.slice()),
  choices: s.choices.slice(),
  winner: s.winner,
  winnerDestination: s.winnerDestination,
  decidedBy: s.decidedBy,
  table: s.table.slice(),
  zones: s.zones.map((z) => z.slice()),
  pyramid: s.pyramid.slice(),
  faceUp: s.faceUp.slice(),
  swapped: s.swapped.slice(),
  orderings: s.orderings.map((o) => (o === null ? null : o.slice())),
  known: s.known.map((k) => k.slice()),
  rounds: s.rounds.slice(),
  finalWinner: s.finalWinner,
  result: s.result,
});

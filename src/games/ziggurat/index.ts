/**
 * Ziggurat Demolition Throwdown (P.D. Magnus): wizards knock down each other's pyramid towers with
 * Decktet spells. Rules: docs/games/ziggurat.md.
 */
import { accept, reject, type Game } from '../../engine/game.js';
import { diagnose, legalMoves, moveKey, toAct } from './moves.js';
import { execute, setup } from './rules.js';
import { MoveSchema, OptionsSchema, RULES_VERSION, SUPPORTED_RULES_VERSIONS, type ZigguratMove, type ZigguratOptions, type ZigguratState } from './state.js';
import { ViewSchema, outcome, secrets, view, type ZigguratView } from './view.js';

/**
 * The legal moves of a state by key. Validating a move means finding it among the legal ones;
 * callers often try several moves on one state, and states are immutable values (the contract),
 * so the table is cached by identity.
 */
const legalCache = new WeakMap<ZigguratState, Map<number, Map<string, ZigguratMove>>>();

function legalByKey(state: ZigguratState, seat: number): Map<string, ZigguratMove> {
  let bySeat = legalCache.get(state);
  if (!bySeat) legalCache.set(state, (bySeat = new Map()));
  let table = bySeat.get(seat);
  if (!table) bySeat.set(seat, (table = new Map(legalMoves(state, seat).map((m) => [moveKey(m), m]))));
  return table;
}

export const zigguratGame: Game<ZigguratOptions, ZigguratState, ZigguratMove, ZigguratView> = {
  meta: {
    id: 'ziggurat',
    title: 'Ziggurat Demolition Throwdown',
    summary: 'Aged wizards cast Decktet spells to topple each other’s pyramid towers; the last towers standing rarely win alone.',
    minPlayers: 2,
    maxPlayers: 5,
    hiddenInformation: true,
    randomness: true,
    simultaneousMoves: false,
    rulesVersion: RULES_VERSION,
    supportedRulesVersions: SUPPORTED_RULES_VERSIONS,
    rulesDoc: 'docs/games/ziggurat.md',
    typeName: 'Ziggurat',
  },
  schemas: { options: OptionsSchema, move: MoveSchema, view: ViewSchema },

  validateSetup(_options, seats) {
    return Number.isInteger(seats) && seats >= 2 && seats <= 5
      ? null
      : { code: 'OPTIONS_INVALID', reason: 'Ziggurat is for 2 to 5 players.' };
  },

  setup,
  toAct,
  legalMoves,

  apply(state, seat, move) {
    if (state.phase.kind === 'over') return reject('GAME_OVER', 'The battle is over.');
    if (!toAct(state).includes(seat)) return reject('NOT_YOUR_TURN', 'Another player must decide now.');
    // A move whose key equals a legal move's is that move, so only a refused one needs parsing.
    const legal = typeof move === 'object' && move !== null ? legalByKey(state, seat).get(moveKey(move)) : undefined;
    if (!legal) {
      const parsed = MoveSchema.safeParse(move);
      if (!parsed.success) return reject('INVALID_MOVE', 'That is not a Ziggurat move.');
      const why = diagnose(state, seat, parsed.data);
      return reject(why.code, why.reason);
    }
    // A JSON copy, not structuredClone: under Jest's VM realm structuredClone yields objects whose
    // prototypes differ from the realm's own, which deep-equality checks (replay, round-trip) reject.
    const next = JSON.parse(JSON.stringify(state)) as ZigguratState;
    execute(next, seat, legal);
    return accept(next);
  },

  view,
  outcome,
  secrets,
};

/**
 * Ziggurat Demolition Throwdown (P.D. Magnus): wizards knock down each other's pyramid towers with
 * Decktet spells. Rules: rules.md.
 */
import { accept, reject, revealsNothing, type Game } from '../../engine/game.js';
import { zigguratBot } from './bot.js';
import { diagnose, isLegal, legalMoves, mustAct, toAct } from './moves.js';
import { legalMoveGroups } from './move-groups.js';
import { copyState, depart, execute, setup } from './rules.js';
import {
  MoveSchema,
  OptionsSchema,
  RULES_VERSION,
  SUPPORTED_RULES_VERSIONS,
  isWellFormedMove,
  type ZigguratMove,
  type ZigguratOptions,
  type ZigguratState,
} from './state.js';
import { ViewSchema, outcome, secrets, view, type ZigguratView } from './view.js';
import { ZIGGURAT_REJECTIONS } from './rejections.js';
import { DECKTET_NAMES } from '../../engine/cards/decktet.js';

export const zigguratGame: Game<ZigguratOptions, ZigguratState, ZigguratMove, ZigguratView> = {
  meta: {
    id: 'ziggurat',
    title: 'Ziggurat Demolition Throwdown',
    summary: 'Aged wizards cast Decktet spells to topple each other’s pyramid towers; the last towers standing rarely win alone.',
    minPlayers: 2,
    maxPlayers: 5,
    hiddenInformation: true,
    hides: 'hands, the draw pile',
    randomness: true,
    simultaneousMoves: false,
    drawPossible: false,
    rulesVersion: RULES_VERSION,
    supportedRulesVersions: SUPPORTED_RULES_VERSIONS,
    rulesDoc: 'src/games/ziggurat/rules.md',
    typeName: 'Ziggurat',
    names: DECKTET_NAMES,
  },
  schemas: { options: OptionsSchema, move: MoveSchema, view: ViewSchema },
  rejections: ZIGGURAT_REJECTIONS,

  validateSetup(_options, seats) {
    return Number.isInteger(seats) && seats >= 2 && seats <= 5
      ? null
      : { code: 'OPTIONS_INVALID', reason: 'Ziggurat is for 2 to 5 players.' };
  },

  setup,
  toAct,
  legalMoves,
  legalMoveGroups,

  apply(state, seat, move) {
    if (state.phase.kind === 'over') return reject('GAME_OVER', 'The battle is over.');
    if (!mustAct(state, seat)) return reject('NOT_YOUR_TURN', 'Another player must decide now.');
    let m: ZigguratMove;
    if (isWellFormedMove(move)) m = move;
    else {
      const parsed = MoveSchema.safeParse(move);
      if (!parsed.success) return reject('INVALID_MOVE', 'That is not a Ziggurat move.');
      m = parsed.data;
    }
    // The rules for that one move decide; listing every legal move to look it up cost 70 % of apply.
    if (!isLegal(state, seat, m)) {
      const why = diagnose(state, seat, m);
      return reject(why.code, why.reason);
    }
    const next = copyState(state);
    execute(next, seat, m);
    return accept(next);
  },

  view,
  outcome,
  secrets,
  bot: zigguratBot,

  // The seat leaves and play goes on while two or more remain (rules.ts `depart`).
  depart(state, seat) {
    const next = depart(state, seat);
    return next ? accept(next) : reject('ALREADY_LEFT', 'This seat has already left the game.');
  },

  // Most moves show a card from a hand or draw hidden ones; those that show nothing (taking a hit,
  // a change choice) may be taken back.
  takebackAllowed: (before, after) => revealsNothing(zigguratGame, before, after, before.seats),
};

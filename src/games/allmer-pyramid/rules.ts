/** Turn order, move validation, and the end of the game. */
import { reject, accept, type ApplyResult, type Outcome, type Seat } from '../../engine/game.js';
import { FIELD_NAMES, VICTORY_INDICES, colorName, colorOfSeat, fieldIndex, other, seatOfColor, type Color } from './board.js';
import {
  BLACK,
  MOVE_TYPES,
  NO_BAN,
  WHITE,
  cellsOf,
  fromOf,
  hasMove,
  moveCode,
  moveCodes,
  newEffect,
  playCode,
  pushBackBan,
  rowsOf,
  stoneMoveCodes,
  toOf,
  typeOf,
  type Cells,
  type Effect,
} from './cells.js';
import { moveOfCode, type PushBan } from './moves.js';
import { START_BOARD, formatPosition, type Position } from './notation.js';
import { diagnose } from './diagnose.js';
import { currentRepetitions, keyOf, occurrences, positionKey, positionKeysOf, repetitionsInHistory, withKey } from './repetition.js';
import {
  CURRENT_RULES_VERSION,
  defaultNoRemovalLimit,
  isRulesVersion,
  type AllmerPyramidMove,
  type AllmerPyramidOptions,
  type AllmerPyramidState,
  type GameResult,
  type LastMove,
} from './state.js';

export function setup(options: AllmerPyramidOptions, rulesVersion: number = CURRENT_RULES_VERSION): AllmerPyramidState {
  return stateFrom({ board: START_BOARD.slice(), toMove: 0, ban: null }, options, rulesVersion);
}

/** A game starting at `position` (the start position in a real game; any position in tests). */
export function stateFrom(position: Position, options: AllmerPyramidOptions, rulesVersion: number): AllmerPyramidState {
  if (!isRulesVersion(rulesVersion)) throw new Error(`allmer-pyramid: unsupported rules version ${rulesVersion}`);
  const common = {
    options: { ...options, noRemovalLimit: options.noRemovalLimit ?? defaultNoRemovalLimit(rulesVersion) },
    board: position.board,
    toMove: position.toMove,
    ban: position.ban,
    ply: 0,
    pliesWithoutRemoval: 0,
  };
  const end = { lastMove: null, result: null };
  if (rulesVersion === 1) return { ...common, history: [formatPosition(position)], ...end };
  return { rulesVersion, ...common, positionKeys: [keyOf(position)], ...end };
}

export const toAct = (state: AllmerPyramidState): Seat[] => (state.result ? [] : [state.toMove]);

const colorCode = (seat: Seat): number => (seat === 0 ? WHITE : BLACK);
const banFrom = (ban: PushBan | null): number => (ban ? fieldIndex(ban.from) : NO_BAN);
const banTo = (ban: PushBan | null): number => (ban ? fieldIndex(ban.to) : NO_BAN);

export function legalMoves(state: AllmerPyramidState, seat: Seat): AllmerPyramidMove[] {
  if (state.result || seat !== state.toMove) return [];
  const codes: number[] = [];
  moveCodes(cellsOf(state.board), banFrom(state.ban), banTo(state.ban), colorCode(seat), codes);
  return codes.map(moveOfCode);
}

/** The code of `move` if the stone on its `from` (of `color`) may make it, else -1. */
function legalCode(cells: Cells, ban: PushBan | null, color: number, move: AllmerPyramidMove): number {
  const from = fieldIndex(move.from);
  const type = MOVE_TYPES.indexOf(move.type);
  if (from < 0 || type < 0 || cells[from] !== color) return -1;
  const code = moveCode(type, from, fieldIndex(move.to));
  const codes: number[] = [];
  stoneMoveCodes(cells, banFrom(ban), banTo(ban), from, codes);
  return codes.includes(code) ? code : -1;
}

export function apply(state: AllmerPyramidState, seat: Seat, move: AllmerPyramidMove): ApplyResult<AllmerPyramidState> {
  if (state.result) return reject('GAME_OVER', 'The game is over.');
  if (seat !== state.toMove) return reject('NOT_YOUR_TURN', `It is ${colorName(colorOfSeat(state.toMove))}'s turn.`);
  const cells = cellsOf(state.board);
  const code = legalCode(cells, state.ban, colorCode(seat), move);
  if (code < 0) {
    const problem = diagnose(state.board, state.ban, colorOfSeat(seat), move);
    if (problem) return reject(problem.code, problem.reason);
    // diagnose() accepts exactly the generated moves; this is a programmer error if reached.
    throw new Error(`allmer-pyramid: diagnose and the move generator disagree on ${JSON.stringify(move)}`);
  }

  const effect = newEffect();
  playCode(cells, code, effect);
  const toMove = 1 - seat;
  const banned = pushBackBan(cells, code, effect.pushedTo, colorCode(toMove));
  const pusher = banned < 0 ? NO_BAN : toOf(code);
  const removed = effect.smashed >= 0 || effect.fell >= 0 || effect.osiris.length > 0;
  const { options } = state;
  const board = rowsOf(cells, state.board);
  const ban = banned < 0 ? null : { from: FIELD_NAMES[banned], to: FIELD_NAMES[pusher] };
  const ply = state.ply + 1;
  const pliesWithoutRemoval = removed ? 0 : state.pliesWithoutRemoval + 1;
  const lastMove = lastMoveOf(seat, code, effect);
  const end = (repetitions: number) => judge(cells, toMove, banned, pusher, repetitions, pliesWithoutRemoval, options.noRemovalLimit);
  if (state.rulesVersion === undefined) {
    const history = state.history.concat(formatPosition({ board, toMove, ban }));
    const result = end(repetitionsInHistory(history, history[history.length - 1]));
    // The fields in the order version-1 states were always stored in (versions.spec.ts).
    return accept({ options, board, toMove, ban, ply, pliesWithoutRemoval, history, lastMove, result });
  }
  // A removal makes every earlier position unreachable (see repetition.ts).
  const earlier = removed ? [] : positionKeysOf(state);
  const key = positionKey(cells, toMove, banned, pusher);
  const positionKeys = withKey(earlier, key);
  const result = end(occurrences(earlier, key) + 1);
  return accept({ rulesVersion: 2, options, board, toMove, ban, ply, pliesWithoutRemoval, positionKeys, lastMove, result });
}

function lastMoveOf(seat: Seat, code: number, effect: Effect): LastMove {
  const name = (i: number) => (i < 0 ? null : FIELD_NAMES[i]);
  return {
    seat,
    type: MOVE_TYPES[typeOf(code)],
    from: FIELD_NAMES[fromOf(code)],
    to: FIELD_NAMES[toOf(code)],
    smashed: name(effect.smashed),
    fell: name(effect.fell),
    osiris: effect.osiris.map((i) => FIELD_NAMES[i]).sort(),
  };
}

/** How many victory fields `color` occupies. */
function victoryHeld(cells: Cells, color: number): number {
  let n = 0;
  for (const i of VICTORY_INDICES) if (cells[i] === color) n++;
  return n;
}

/** The end conditions, checked after every move in this order. */
export function endOfGame(state: AllmerPyramidState): GameResult | null {
  const cells = cellsOf(state.board);
  const from = banFrom(state.ban);
  return judge(cells, state.toMove, from, from < 0 ? NO_BAN : banTo(state.ban), currentRepetitions(state), state.pliesWithoutRemoval, state.options.noRemovalLimit);
}

/** The end conditions over a position, its repetition count and its plies without a removal. */
function judge(cells: Cells, toMove: Seat, banFrom: number, banTo: number, repetitions: number, pliesWithoutRemoval: number, limit: number): GameResult | null {
  for (const [color, code] of [['W', WHITE], ['B', BLACK]] as const) {
    if (victoryHeld(cells, code) === 4) {
      return { winners: [seatOfColor(color)], draw: false, reason: `${cap(color)} occupies all four victory fields.` };
    }
  }
  let white = 0;
  let black = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === WHITE) white++;
    else if (cells[i] === BLACK) black++;
  }
  const whiteLow = white < 4;
  const blackLow = black < 4;
  if (whiteLow && blackLow) return { winners: [], draw: true, reason: 'Both players have fewer than four stones left.' };
  if (whiteLow || blackLow) {
    const loser: Color = whiteLow ? 'W' : 'B';
    return { winners: [seatOfColor(other(loser))], draw: false, reason: `${cap(loser)} has fewer than four stones left.` };
  }
  if (repetitions >= 3) {
    return { winners: [], draw: true, reason: 'The same position occurred for the third time with the same player to move.' };
  }
  if (limit > 0 && pliesWithoutRemoval >= limit) {
    return { winners: [], draw: true, reason: `${limit} plies in a row without a stone leaving the board.` };
  }
  if (!hasMove(cells, banFrom, banTo, colorCode(toMove))) {
    const color = colorOfSeat(toMove);
    return { winners: [seatOfColor(other(color))], draw: false, reason: `${cap(color)} has no legal move.` };
  }
  return null;
}

const cap = (color: Color): string => (color === 'W' ? 'White' : 'Black');

export function outcome(state: AllmerPyramidState): Outcome {
  if (!state.result) return { finished: false };
  return { finished: true, winners: state.result.winners, draw: state.result.draw, reason: state.result.reason };
}

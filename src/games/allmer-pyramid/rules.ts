/** Turn order, move validation, and the end of the game. */
import { reject, accept, type ApplyResult, type Outcome, type Seat } from '../../engine/game.js';
import { VICTORY_POINTS, colorName, colorOfSeat, height, other, parseField, seatOfColor, type Color } from './board.js';
import { cellAt, countStones, legalMovesOf, playMove, stoneMoves, type Board, type PushBan } from './moves.js';
import { START_BOARD, formatPosition, type Position } from './notation.js';
import { diagnose } from './diagnose.js';
import { repetitionsOf, withOccurrence } from './repetition.js';
import {
  CURRENT_RULES_VERSION,
  defaultNoRemovalLimit,
  isRulesVersion,
  type AllmerPyramidMove,
  type AllmerPyramidOptions,
  type AllmerPyramidState,
  type GameResult,
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
  const key = formatPosition(position);
  const end = { lastMove: null, result: null };
  if (rulesVersion === 1) return { ...common, history: [key], ...end };
  return { rulesVersion, ...common, positions: withOccurrence([], key), ...end };
}

export const toAct = (state: AllmerPyramidState): Seat[] => (state.result ? [] : [state.toMove]);

export function legalMoves(state: AllmerPyramidState, seat: Seat): AllmerPyramidMove[] {
  if (state.result || seat !== state.toMove) return [];
  return legalMovesOf(state.board, state.ban, colorOfSeat(seat));
}

export function apply(state: AllmerPyramidState, seat: Seat, move: AllmerPyramidMove): ApplyResult<AllmerPyramidState> {
  if (state.result) return reject('GAME_OVER', 'The game is over.');
  if (seat !== state.toMove) return reject('NOT_YOUR_TURN', `It is ${colorName(colorOfSeat(state.toMove))}'s turn.`);
  const problem = diagnose(state.board, state.ban, colorOfSeat(seat), move);
  if (problem) return reject(problem.code, problem.reason);
  const from = parseField(move.from)!;
  if (!stoneMoves(state.board, state.ban, from.r, from.c).some((m) => m.type === move.type && m.to === move.to)) {
    // diagnose() accepts exactly the generated moves; this is a programmer error if reached.
    throw new Error(`allmer-pyramid: diagnose and stoneMoves disagree on ${JSON.stringify(move)}`);
  }

  const effect = playMove(state.board, move);
  const next = 1 - seat;
  const ban = banAfter(effect.board, move, effect.pushedTo, colorOfSeat(next));
  const key = formatPosition({ board: effect.board, toMove: next, ban });
  const removed = (effect.smashed ? 1 : 0) + (effect.fell ? 1 : 0) + effect.osiris.length;
  const moved = {
    board: effect.board,
    toMove: next,
    ban,
    ply: state.ply + 1,
    pliesWithoutRemoval: removed > 0 ? 0 : state.pliesWithoutRemoval + 1,
  };
  const lastMove = { seat, type: move.type, from: move.from, to: move.to, smashed: effect.smashed, fell: effect.fell, osiris: effect.osiris };
  const after: AllmerPyramidState =
    state.rulesVersion === undefined
      ? { ...state, ...moved, history: [...state.history, key], lastMove, result: null }
      : // A removal makes every earlier position unreachable (see repetition.ts).
        { ...state, ...moved, positions: withOccurrence(removed > 0 ? [] : state.positions, key), lastMove, result: null };
  return accept({ ...after, result: endOfGame(after) });
}

/**
 * The push-back ban bites only when the pushed stone stayed on its level, both stones are still
 * there after Osiris, and the pushed stone belongs to the player moving next; otherwise it is
 * dropped, so that positions that play alike compare equal for repetition.
 */
function banAfter(board: Board, move: AllmerPyramidMove, pushedTo: string | null, nextColor: Color): PushBan | null {
  if (move.type !== 'push' || pushedTo === null) return null;
  const pushed = parseField(pushedTo)!;
  const pusher = parseField(move.to)!;
  if (cellAt(board, pushed.r, pushed.c) !== nextColor || cellAt(board, pusher.r, pusher.c) === '.') return null;
  if (height(pushed.r, pushed.c) !== height(pusher.r, pusher.c)) return null;
  return { from: pushedTo, to: move.to };
}

const victoryHeld = (board: Board, color: Color): number => VICTORY_POINTS.filter((p) => cellAt(board, p.r, p.c) === color).length;

/** The end conditions, checked after every move in this order. */
export function endOfGame(state: AllmerPyramidState): GameResult | null {
  const { board } = state;
  for (const color of ['W', 'B'] as const) {
    if (victoryHeld(board, color) === 4) {
      return { winners: [seatOfColor(color)], draw: false, reason: `${cap(color)} occupies all four victory fields.` };
    }
  }
  const whiteLow = countStones(board, 'W') < 4;
  const blackLow = countStones(board, 'B') < 4;
  if (whiteLow && blackLow) return { winners: [], draw: true, reason: 'Both players have fewer than four stones left.' };
  if (whiteLow || blackLow) {
    const loser: Color = whiteLow ? 'W' : 'B';
    return { winners: [seatOfColor(other(loser))], draw: false, reason: `${cap(loser)} has fewer than four stones left.` };
  }
  if (repetitionsOf(state, formatPosition(state)) >= 3) {
    return { winners: [], draw: true, reason: 'The same position occurred for the third time with the same player to move.' };
  }
  const limit = state.options.noRemovalLimit;
  if (limit > 0 && state.pliesWithoutRemoval >= limit) {
    return { winners: [], draw: true, reason: `${limit} plies in a row without a stone leaving the board.` };
  }
  const toMove = colorOfSeat(state.toMove);
  if (legalMovesOf(board, state.ban, toMove).length === 0) {
    return { winners: [seatOfColor(other(toMove))], draw: false, reason: `${cap(toMove)} has no legal move.` };
  }
  return null;
}

const cap = (color: Color): string => (color === 'W' ? 'White' : 'Black');

export function outcome(state: AllmerPyramidState): Outcome {
  if (!state.result) return { finished: false };
  return { finished: true, winners: state.result.winners, draw: state.result.draw, reason: state.result.reason };
}

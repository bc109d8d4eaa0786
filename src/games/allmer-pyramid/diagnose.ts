/**
 * Why a move is illegal, as a stable code and a sentence for the player. Returns null exactly
 * for the moves `stoneMoves` generates.
 */
import { colorName, fieldName, height, onBoard, parseField, type Color } from './board.js';
import { cellAt, pushTarget, stoneMoves, type Board, type PushBan } from './moves.js';

export interface Problem {
  readonly code: string;
  readonly reason: string;
}

const problem = (code: string, reason: string): Problem => ({ code, reason });

export function diagnose(board: Board, ban: PushBan | null, color: Color, move: { type: string; from: string; to: string }): Problem | null {
  const from = parseField(move.from);
  const to = parseField(move.to);
  if (!from) return problem('UNKNOWN_FIELD', `"${move.from}" is not a field: use a file a–g and a rank 1–7, e.g. "d1".`);
  if (!to) return problem('UNKNOWN_FIELD', `"${move.to}" is not a field: use a file a–g and a rank 1–7, e.g. "d2".`);
  if (move.type !== 'run' && move.type !== 'jump' && move.type !== 'push') {
    return problem('UNKNOWN_MOVE_TYPE', 'A move is a run, a jump or a push.');
  }
  const stone = cellAt(board, from.r, from.c);
  if (stone === '.') return problem('NO_STONE', `There is no stone on ${move.from}.`);
  if (stone !== color) return problem('NOT_YOUR_STONE', `The stone on ${move.from} is ${colorName(stone)}; you play ${colorName(color)}.`);
  if (stoneMoves(board, ban, from.r, from.c).some((m) => m.type === move.type && m.to === move.to)) return null;

  const dr = Math.sign(to.r - from.r);
  const dc = Math.sign(to.c - from.c);
  const straight = (dr === 0) !== (dc === 0);
  const adjacent = Math.abs(to.r - from.r) + Math.abs(to.c - from.c) === 1;
  const level = height(from.r, from.c);
  const toLevel = height(to.r, to.c);
  const occupied = cellAt(board, to.r, to.c) !== '.';

  if (move.type === 'run') {
    if (!straight) return problem('RUN_NOT_STRAIGHT', 'A run goes in a straight line along a row or a column.');
    let at = level;
    for (let r = from.r + dr, c = from.c + dc; onBoard(r, c); r += dr, c += dc) {
      const h = height(r, c);
      const here = fieldName(r, c);
      if (h > at) return problem('RUN_UPHILL', `A run never climbs: ${here} is higher than the field before it (jump to go up one level).`);
      if (cellAt(board, r, c) !== '.') {
        if (h === at) return problem('RUN_BLOCKED', `The stone on ${here} is on the same level: a run cannot pass it or share its field.`);
        return problem('RUN_ENDS_AT_SMASH', `A run that smashes the stone on ${here} ends there.`);
      }
      at = h;
    }
    return problem('ILLEGAL_MOVE', 'That run is not possible.');
  }

  if (move.type === 'jump') {
    if (!adjacent) return problem('JUMP_NOT_ADJACENT', 'A jump goes to an adjacent field (not diagonal).');
    if (toLevel !== level + 1) return problem('JUMP_NOT_ONE_LEVEL_UP', `A jump goes exactly one level up; ${move.to} is on level ${toLevel} and ${move.from} on level ${level}.`);
    if (occupied) return problem('JUMP_OCCUPIED', `${move.to} is occupied: a jump needs an empty field.`);
    return problem('ILLEGAL_MOVE', 'That jump is not possible.');
  }

  if (!adjacent) return problem('PUSH_NOT_ADJACENT', 'A push takes the place of an adjacent stone (not diagonal).');
  if (!occupied) return problem('PUSH_NO_STONE', `There is no stone on ${move.to} to push (to move onto an empty field, run or jump).`);
  if (toLevel !== level) return problem('PUSH_OTHER_LEVEL', `Only a stone on the same level can be pushed; ${move.to} is on level ${toLevel} and ${move.from} on level ${level}.`);
  if (pushTarget(board, to.r, to.c, dr, dc) === 'blocked') {
    return problem('PUSH_CHAIN', 'A stone on the same level stands behind it: a pushed stone cannot push another stone.');
  }
  if (ban && ban.from === move.from && ban.to === move.to) {
    return problem('PUSH_BACK_FORBIDDEN', `The stone on ${move.from} was just pushed by the stone on ${move.to} and may not push it back this turn.`);
  }
  return problem('ILLEGAL_MOVE', 'That push is not possible.');
}

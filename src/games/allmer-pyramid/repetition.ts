/**
 * Threefold repetition without keeping every position of the game.
 *
 * A removal lowers the number of stones on the board and no move ever adds one, so no position
 * from before a removal can occur again: counting the positions since the last removal finds every
 * repetition the full history would. Nothing else is irreversible (stones run down and jump back
 * up, so a height change is not), so no shorter stretch would do. Rules version 2 keeps just those
 * positions and starts afresh at each removal; with the no-removal limit on, they are at most
 * `limit` + 1.
 *
 * Each position is an exact key of KEY_LENGTH characters: the position's notation packed, so
 * equal keys are equal positions (no hash decides a ruling). The keys are kept oldest first in
 * segments of up to SEGMENT_KEYS keys run together. A move copies the short list of segments and
 * appends its key to the last one: strings are immutable, so the state before the move keeps its
 * own record, and no key is copied one by one. Counting a key scans the segments with indexOf,
 * about 16 bytes per position, fast enough at 20,000 positions (tens of microseconds); the record
 * stays in the order the positions occurred, so a replay of the move log rebuilds it exactly.
 */
import { FIELDS, fieldIndex } from './board.js';
import { cellsOf, type Cells } from './cells.js';
import { formatPosition, parsePosition, type Position } from './notation.js';
import type { AllmerPyramidState, AllmerPyramidStateV2, AllmerPyramidStateV2Counts } from './state.js';

export const KEY_LENGTH = 16;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Fields in the key's first half: 3^29 boards × 2 sides < 64^8, so it fits 8 characters exactly. */
const FIRST_HALF = 29;
/** Ban codes: 0 none, else 1 + 49·from + to (any two fields, as the notation allows). */
const BAN_CODES = FIELDS * FIELDS + 1;

/**
 * The key of a position: the board in base 3 (cells 0–28 with the side to move, then cells 29–48
 * with the push-back ban; 3^20 × 2402 < 64^8 too), each half as 8 characters of base 64.
 */
export function positionKey(cells: Cells, toMove: number, banFrom: number, banTo: number): string {
  let a = 0;
  for (let i = 0; i < FIRST_HALF; i++) a = a * 3 + cells[i];
  a = a * 2 + toMove;
  let b = 0;
  for (let i = FIRST_HALF; i < FIELDS; i++) b = b * 3 + cells[i];
  b = b * BAN_CODES + (banFrom < 0 ? 0 : 1 + banFrom * FIELDS + banTo);
  // Integers below 2^48 stay exact in a double; % and / 64 peel off 6 bits at a time.
  return digits8(a) + digits8(b);
}

function digits8(v: number): string {
  let text = '';
  for (let k = 0; k < 8; k++, v = Math.floor(v / 64)) text += ALPHABET[v % 64];
  return text;
}

/** The key of a position given as notation parts. */
export function keyOf(position: Position): string {
  const ban = position.ban;
  return positionKey(cellsOf(position.board), position.toMove, ban ? fieldIndex(ban.from) : -1, ban ? fieldIndex(ban.to) : -1);
}

/** How often `key` occurs in `keys` (at key boundaries only). */
export function countKey(keys: string, key: string): number {
  let n = 0;
  for (let at = keys.indexOf(key); at >= 0; at = keys.indexOf(key, at + 1)) {
    if (at % KEY_LENGTH === 0) n++;
  }
  return n;
}

/** The positions since the last removal, oldest first: segments of keys run together. */
export type PositionKeys = readonly string[];

/** Keys per segment: a move rebuilds at most one segment of 4 KB. */
export const SEGMENT_KEYS = 256;

/** How often the position `key` occurs in `keys`. */
export function occurrences(keys: PositionKeys, key: string): number {
  let n = 0;
  for (const segment of keys) n += countKey(segment, key);
  return n;
}

/** The record with one more occurrence of `key`, the newest (a new list; `keys` is left alone). */
export function withKey(keys: PositionKeys, key: string): PositionKeys {
  const last = keys.length - 1;
  if (last < 0 || keys[last].length >= SEGMENT_KEYS * KEY_LENGTH) return [...keys, key];
  const next = keys.slice();
  next[last] = keys[last] + key;
  return next;
}

/** The position keys of a version-2 state, from the counts of a state stored in the older shape. */
export function positionKeysOf(state: AllmerPyramidStateV2 | AllmerPyramidStateV2Counts): PositionKeys {
  if ('positionKeys' in state) return state.positionKeys;
  // The counts lost the order of the positions, which no count depends on.
  let keys: PositionKeys = [];
  for (const [notation, times] of state.positions) {
    const parsed = parsePosition(notation);
    if (!parsed.ok) throw new Error(`allmer-pyramid: stored position "${notation}" does not parse: ${parsed.error}`);
    const key = keyOf(parsed.position);
    for (let i = 0; i < times; i++) keys = withKey(keys, key);
  }
  return keys;
}

/** How often the position `notation` has occurred in this game so far (under its rules version). */
export function repetitionsOf(state: AllmerPyramidState, notation: string): number {
  if (state.rulesVersion === undefined) return state.history.filter((h) => h === notation).length;
  const parsed = parsePosition(notation);
  return parsed.ok ? occurrences(positionKeysOf(state), keyOf(parsed.position)) : 0;
}

/** How often the current position has occurred, this time included. */
export function currentRepetitions(state: AllmerPyramidState): number {
  if (state.rulesVersion === undefined) return repetitionsInHistory(state.history, formatPosition(state));
  return occurrences(positionKeysOf(state), keyOf(state));
}

/**
 * Rules version 1's count of the last position of `history` (`notation`). The side to move
 * alternates and is part of the notation, so only every other entry from the last can match.
 */
export function repetitionsInHistory(history: readonly string[], notation: string): number {
  let n = 0;
  for (let i = history.length - 1; i >= 0; i -= 2) if (history[i] === notation) n++;
  return n;
}

/** Positions (in Pyramid notation) with how often each occurred: the older version-2 record. */
export type PositionCounts = readonly (readonly [position: string, occurrences: number])[];

/**
 * Position notation, after chess FEN: `<board> <side> <ban>`.
 * - board: 7 ranks from rank 7 (Black's home row) down to rank 1 (White's), separated by `/`;
 *   within a rank files a to g; `W` a white stone, `B` a black stone, a digit 1–7 that many
 *   empty fields. Start: `BBBBBBB/7/7/7/7/7/WWWWWWW`.
 * - side to move: `w` or `b`.
 * - push-back ban: `-`, or `<from>:<to>` meaning the stone on `from` may not push the stone on
 *   `to` this turn (e.g. `d3:d2`).
 * The same string identifies a position for threefold repetition.
 */
import { SIZE, parseField } from './board.js';
import type { Board, PushBan } from './moves.js';

export interface Position {
  readonly board: Board;
  /** Seat to move: 0 White, 1 Black. */
  readonly toMove: number;
  readonly ban: PushBan | null;
}

export const START_BOARD: Board = ['BBBBBBB', '.......', '.......', '.......', '.......', '.......', 'WWWWWWW'];

export function formatBoard(board: Board): string {
  // A loop rather than a regular expression: the view and rules version 1 format every position.
  let text = '';
  for (let r = 0; r < SIZE; r++) {
    if (r > 0) text += '/';
    const row = board[r];
    let empty = 0;
    for (let c = 0; c < SIZE; c++) {
      const ch = row[c];
      if (ch === '.') empty++;
      else {
        if (empty > 0) text += empty;
        text += ch;
        empty = 0;
      }
    }
    if (empty > 0) text += empty;
  }
  return text;
}

export function formatPosition(p: Position): string {
  const ban = p.ban ? `${p.ban.from}:${p.ban.to}` : '-';
  return `${formatBoard(p.board)} ${p.toMove === 0 ? 'w' : 'b'} ${ban}`;
}

export type ParseResult = { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly error: string };

export function parsePosition(text: string): ParseResult {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) return { ok: false, error: 'expected "<board> <side> <ban>"' };
  const [boardText, side, banText] = parts;
  const ranks = boardText.split('/');
  if (ranks.length !== SIZE) return { ok: false, error: `expected ${SIZE} ranks` };
  const board: string[] = [];
  for (const rank of ranks) {
    let row = '';
    for (const ch of rank) {
      if (ch === 'W' || ch === 'B') row += ch;
      else if (ch >= '1' && ch <= '7') row += '.'.repeat(Number(ch));
      else return { ok: false, error: `bad character "${ch}" in rank "${rank}"` };
    }
    if (row.length !== SIZE) return { ok: false, error: `rank "${rank}" does not have ${SIZE} fields` };
    board.push(row);
  }
  if (side !== 'w' && side !== 'b') return { ok: false, error: 'side to move must be w or b' };
  let ban: PushBan | null = null;
  if (banText !== '-') {
    const m = /^([a-g][1-7]):([a-g][1-7])$/.exec(banText);
    if (!m || !parseField(m[1]) || !parseField(m[2])) return { ok: false, error: `bad push-back ban "${banText}"` };
    ban = { from: m[1], to: m[2] };
  }
  return { ok: true, position: { board, toMove: side === 'w' ? 0 : 1, ban } };
}

/** For tests and tools: the position of a notation that must be valid. */
export function positionOf(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(`bad position "${text}": ${r.error}`);
  return r.position;
}


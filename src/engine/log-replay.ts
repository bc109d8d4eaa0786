/**
 * Replays a match's whole log, not only its moves: besides moves it holds departures (a seat
 * resigning or running out of time, which a game may let play go on from: `Game.depart`),
 * takebacks (the previous entry, a move, undone with the opponents' consent), and the ends the
 * players agree on (an abort, a draw). The log only ever
 * grows: a takeback is a new entry, so the hash chain and every earlier ply stay as they were.
 */
import type { AnyGame, Rejection, Seat } from './game.js';

export interface LogEntry {
  readonly seat: Seat;
  /** move | resign | timeout | takeback | abort | draw */
  readonly kind: string;
  readonly move: unknown;
}

/** How the platform, rather than the rules, ended the match (a departure the game cannot go on from). */
export interface PlatformEnd {
  readonly kind: 'resign' | 'timeout' | 'abort' | 'draw';
  readonly seat: Seat;
  /** The seats that had to act at that point. */
  readonly toAct: Seat[];
}

export type LogReplay =
  | {
      readonly ok: true;
      readonly state: unknown;
      /** The state before the last entry, when that entry is a move (what a takeback returns to). */
      readonly beforeLast: unknown;
      readonly end: PlatformEnd | null;
    }
  | { readonly ok: false; readonly index: number; readonly error: Rejection };

export const isDeparture = (kind: string): kind is 'resign' | 'timeout' => kind === 'resign' || kind === 'timeout';

/**
 * Applies `entries` to `initial`, each as the platform applied it when it was committed. `parse`
 * (default: none) turns a stored move into the game's move (the record verifier parses through
 * the schema; the server's own log was parsed at commit). `onState` sees the state after each entry.
 */
export function replayLog(
  game: AnyGame,
  initial: unknown,
  entries: readonly LogEntry[],
  parse: (m: unknown) => unknown = (m) => m,
  onState?: (index: number, state: unknown) => void,
): LogReplay {
  let state = initial;
  let beforeLast: unknown = null;
  let end: PlatformEnd | null = null;
  for (const [index, e] of entries.entries()) {
    const fail = (code: string, reason: string): LogReplay => ({ ok: false, index, error: { code, reason } });
    if (end) return fail('AFTER_END', `entry ${index + 1} comes after the match ended by ${end.kind}`);
    if (e.kind === 'move') {
      const r = game.apply(state, e.seat, parse(e.move));
      if (!r.ok) return { ok: false, index, error: r.error };
      beforeLast = state;
      state = r.state;
    } else if (e.kind === 'takeback') {
      if (beforeLast === null) return fail('TAKEBACK_WITHOUT_MOVE', `entry ${index + 1} takes back a move, but the entry before it is no move`);
      state = beforeLast;
      beforeLast = null;
    } else if (isDeparture(e.kind)) {
      const r = game.depart ? game.depart(state, e.seat, e.kind) : null;
      if (r && !r.ok) return { ok: false, index, error: r.error };
      beforeLast = null;
      if (r) state = r.state;
      else end = { kind: e.kind, seat: e.seat, toAct: game.toAct(state) };
    } else if (e.kind === 'abort' || e.kind === 'draw') {
      // Ended by the players (an abort, or a draw they agreed): the position stays as it was.
      beforeLast = null;
      end = { kind: e.kind, seat: e.seat, toAct: game.toAct(state) };
    } else {
      return fail('UNKNOWN_KIND', `entry ${index + 1} has an unknown kind ${JSON.stringify(e.kind)}`);
    }
    onState?.(index, state);
  }
  return { ok: true, state, beforeLast, end };
}

/** The moves still in effect (taken-back ones removed), in order: a bot's history of the match. */
export function effectiveMoves<E extends LogEntry>(entries: readonly E[]): E[] {
  const out: E[] = [];
  for (const e of entries) {
    if (e.kind === 'move') out.push(e);
    else if (e.kind === 'takeback') out.pop();
  }
  return out;
}

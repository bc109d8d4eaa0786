/**
 * Offline verification of a match record (GET /v1/matches/{id}/record), as the README describes.
 * Every field the record states is checked against something it can be derived from: the seed
 * against its published hash, each entry's hash against the chain (salted from the seed in format
 * 2), the moves against the rules of the recorded rules version, the outcome (every field) and the
 * final position against the replay. Only `matchId` and the seat names are taken on trust: they
 * name the match, they do not describe it. Used by `npm run verify-record` and by the tests.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { rulesVersionsOf, type AnyGame } from '../engine/game.js';
import { chainHash, describeChain } from './record-chain.js';
import { toOutcome } from './outcome.js';

export interface MatchRecordFile {
  format: string;
  matchId?: string;
  game: string;
  rulesVersion: number;
  options: unknown;
  /** Whether players could ask for hints (absent in records written before hints existed). */
  hints?: boolean;
  /** Whether the match was rated (absent in records written before ratings existed). */
  rated?: boolean;
  seats: unknown[];
  status: string;
  seed: string | null;
  seedHash: string;
  hashChain: string;
  moves: { ply: number; seat: number; kind: string; move: unknown; hash: string | null }[];
  outcome: Record<string, unknown> | null;
  position: string | null;
}

export type Verification = { ok: true; checks: string[]; finalState: unknown } | { ok: false; checks: string[]; failure: string };

const FORMATS: Record<string, number> = { 'pyramidion-record/1': 1, 'pyramidion-record/2': 2 };

export function verifyRecord(record: MatchRecordFile, games: readonly AnyGame[]): Verification {
  const checks: string[] = [];
  const fail = (failure: string): Verification => ({ ok: false, checks, failure });

  const format = FORMATS[record.format];
  if (!format) return fail(`unknown record format ${JSON.stringify(record.format)}`);
  if (record.hashChain !== describeChain(format)) return fail('the hashChain description does not match the record format');
  if (record.status !== 'finished') return fail(`the match is ${record.status}: only a finished match's record can be verified`);
  if (!record.seed) return fail('the record has no seed yet: it is revealed when the match ends');
  if (createHash('sha256').update(record.seed).digest('hex') !== record.seedHash) return fail('sha256(seed) differs from the published seedHash');
  checks.push('seed matches the published commitment');

  let h = record.seedHash;
  for (const [i, m] of record.moves.entries()) {
    if (m.ply !== i + 1) return fail(`entry ${i + 1} is numbered ply ${m.ply}: plies must run 1, 2, 3...`);
    h = chainHash(format, record.seed, h, m);
    if (h !== m.hash) return fail(`hash chain broken at ply ${m.ply}`);
  }
  checks.push(`hash chain of ${record.moves.length} entries (format ${format})`);

  const game = games.find((g) => g.meta.id === record.game);
  if (!game) return fail(`unknown game ${record.game}`);
  if (!rulesVersionsOf(game).includes(record.rulesVersion)) {
    return fail(`${game.meta.id} has no rules version ${record.rulesVersion} (this build knows ${rulesVersionsOf(game).join(', ')})`);
  }
  const parsed = game.schemas.options.safeParse(record.options);
  if (!parsed.success || !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), record.options)) {
    return fail('the options are not the complete, parsed options of the game');
  }
  const seats = record.seats.length;
  if (seats < game.meta.minPlayers || seats > game.meta.maxPlayers) return fail(`${seats} seats is not a player count of ${game.meta.id}`);

  let state = game.setup(parsed.data, seats, record.seed, record.rulesVersion);
  let platformEnd: { kind: string; seat: number; toAct: number[]; named?: number[] } | null = null;
  // The state before the last entry when that entry is a move: what a takeback returns to.
  let beforeLast: unknown = null;
  let lastDeparture: { kind: string; seat: number } | null = null;
  // Seats that made a move (an abort is allowed only while one has not).
  const moved = new Set<number>();
  for (const m of record.moves) {
    if (platformEnd) return fail(`ply ${m.ply} comes after the match ended by ${platformEnd.kind}`);
    if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= seats) return fail(`ply ${m.ply} names seat ${m.seat}, not a seat of this match`);
    if (game.outcome(state).finished) return fail(`ply ${m.ply} comes after the game was over`);
    lastDeparture = null;
    if (m.kind === 'move') {
      const move = game.schemas.move.safeParse(m.move);
      if (!move.success) return fail(`ply ${m.ply} is not a move of ${game.meta.id}`);
      const r = game.apply(state, m.seat, move.data);
      if (!r.ok) return fail(`ply ${m.ply} is illegal under the rules: ${r.error.code}`);
      beforeLast = state;
      state = r.state;
      moved.add(m.seat);
    } else if (m.kind === 'takeback') {
      if (m.move !== null) return fail(`ply ${m.ply}: a takeback entry carries no move`);
      if (beforeLast === null) return fail(`ply ${m.ply} takes back a move, but the entry before it is no move`);
      state = beforeLast;
      beforeLast = null;
    } else if (m.kind === 'resign' || m.kind === 'timeout') {
      // A timeout ending the match may name every seat out of time together: {timedOut: [seat, ...]}.
      const named = m.kind === 'timeout' ? timedOutSeats(m.move, m.seat) : m.move === null ? null : 'invalid';
      if (named === 'invalid') return fail(`ply ${m.ply}: a ${m.kind} entry carries no move${m.kind === 'timeout' ? ', or names the seats out of time as {"timedOut": [its seat, ...]}' : ''}`);
      beforeLast = null;
      const gone = game.depart ? game.depart(state, m.seat, m.kind) : null;
      if (gone && named) return fail(`ply ${m.ply}: a timeout the game goes on from names one seat`);
      if (gone && !gone.ok) return fail(`ply ${m.ply}: seat ${m.seat} cannot leave: ${gone.error.code}`);
      if (gone) {
        if (m.kind === 'timeout' && !game.toAct(state).includes(m.seat)) return fail(`the timeout at ply ${m.ply} names seat ${m.seat}, which did not have to act`);
        state = gone.state;
        lastDeparture = { kind: m.kind, seat: m.seat };
      } else platformEnd = { kind: m.kind, seat: m.seat, toAct: game.toAct(state), named: named ?? undefined };
    } else if (m.kind === 'abort' || m.kind === 'draw') {
      if (m.move !== null) return fail(`ply ${m.ply}: a ${m.kind} entry carries no move`);
      // An abort is allowed only while some seat has not made its first move; a draw only where the rules know draws.
      if (m.kind === 'abort' && moved.size === seats) return fail(`ply ${m.ply}: an abort after every seat had moved`);
      if (m.kind === 'draw' && !game.meta.drawPossible) return fail(`ply ${m.ply}: an agreed draw in ${game.meta.id}, which cannot end drawn`);
      platformEnd = { kind: m.kind, seat: m.seat, toAct: game.toAct(state) };
    } else {
      return fail(`ply ${m.ply} has an unknown kind ${JSON.stringify(m.kind)}`);
    }
  }

  const expected = expectedOutcome(game, state, seats, platformEnd, lastDeparture);
  if (typeof expected === 'string') return fail(expected);
  const { reason: _reason, ...stated } = record.outcome ?? {};
  const { reason: _expectedReason, ...derived } = expected;
  if (!isDeepStrictEqual(stated, derived)) return fail(`the replayed outcome ${JSON.stringify(derived)} differs from the record's ${JSON.stringify(stated)}`);
  if (platformEnd === null && lastDeparture === null && record.outcome?.reason !== expected.reason) return fail("the outcome's reason differs from the rules' one");
  checks.push(`replayed ${record.game} (rules version ${record.rulesVersion}) to the recorded outcome${platformEnd ? ` (ended by ${platformEnd.kind})` : ''}`);

  const position = game.notation ? game.notation(state) : null;
  if (record.position !== position) return fail(`the position ${JSON.stringify(record.position)} is not the replayed one ${JSON.stringify(position)}`);
  if (position !== null) checks.push('final position matches the replay');
  return { ok: true, checks, finalState: state };
}

/** The outcome the platform records, re-derived: by the rules, or by a resignation or the clock. */
function expectedOutcome(
  game: AnyGame,
  state: unknown,
  seats: number,
  end: { kind: string; seat: number; toAct: number[]; named?: number[] } | null,
  departure: { kind: string; seat: number } | null,
) {
  const all = Array.from({ length: seats }, (_, i) => i);
  if (end === null) {
    const o = game.outcome(state);
    if (!o.finished) return 'the replayed game is not over';
    // The last entry was a seat leaving a game that went on without it, which ended it by its rules.
    if (departure?.kind === 'resign') return toOutcome(o, 'resignation', { resigned: departure.seat });
    if (departure?.kind === 'timeout') return toOutcome(o, 'timeout', { timedOut: [departure.seat] });
    return toOutcome(o);
  }
  if (end.kind === 'abort') return toOutcome({ finished: true, winners: [], draw: false, reason: '' }, 'aborted');
  if (end.kind === 'draw') return toOutcome({ finished: true, winners: [], draw: true, reason: '' }, 'agreement');
  if (end.kind === 'resign') {
    return toOutcome({ finished: true, winners: all.filter((s) => s !== end.seat), draw: false, reason: '' }, 'resignation', { resigned: end.seat });
  }
  if (!end.toAct.includes(end.seat)) return `the timeout names seat ${end.seat}, which did not have to act`;
  // The seats the entry names (each had to act); an entry naming one seat: every seat that had to act.
  const late = end.named ?? end.toAct;
  const idle = late.find((s) => !end.toAct.includes(s));
  if (idle !== undefined) return `the timeout names seat ${idle}, which did not have to act`;
  return toOutcome({ finished: true, winners: all.filter((s) => !late.includes(s)), draw: false, reason: '' }, 'timeout', { timedOut: late });
}

/**
 * The seats a timeout entry names: null for an entry without a move (its seat alone, as before),
 * else `{timedOut}` listing distinct seats in increasing order, the entry's seat first.
 */
function timedOutSeats(move: unknown, seat: number): number[] | null | 'invalid' {
  if (move === null) return null;
  const seats = (move as { timedOut?: unknown }).timedOut;
  if (typeof move !== 'object' || Object.keys(move).length !== 1 || !Array.isArray(seats) || seats.length < 2) return 'invalid';
  if (seats[0] !== seat || !seats.every((s, i) => Number.isInteger(s) && (i === 0 || s > seats[i - 1]))) return 'invalid';
  return seats as number[];
}

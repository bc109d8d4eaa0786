/**
 * The record verifier checks every field a record states (README "Verifying a match"): each
 * tampering below, one field at a time, must be caught, and an honest record must pass.
 */
import { createHash } from 'node:crypto';
import type { AnyGame } from '../engine/game.js';
import { randomMove } from '../engine/bots/random.js';
import { Rng } from '../engine/rng.js';
import { GAMES } from '../games/index.js';
import { chainHash, chainSalt, describeChain } from './record-chain.js';
import { toOutcome } from './outcome.js';
import { verifyRecord, type MatchRecordFile } from './verify-record.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const game = (id: string) => GAMES.find((g) => g.meta.id === id)!;

/** A finished record as the service writes it, from a seeded random playout. */
function playRecord(g: AnyGame, seats: number, seed: string, end?: 'resign' | 'timeout' | 'abort' | 'draw', endAfter = 6): MatchRecordFile {
  const options = g.schemas.options.parse({});
  let state = g.setup(options, seats, seed);
  const bot = Rng.from({ seed: `bot:${seed}`, counter: 0 });
  const entries: { ply: number; seat: number; kind: string; move: unknown }[] = [];
  while (!g.outcome(state).finished && !(end && entries.length === endAfter)) {
    const next = randomMove(g, state, bot)!;
    const r = g.apply(state, next.seat, next.move);
    if (!r.ok) throw new Error(r.error.code);
    // A match that ends otherwise than by the rules ends before its last move (a game shorter than `endAfter`).
    if (end && g.outcome(r.state).finished) break;
    state = r.state;
    entries.push({ ply: entries.length + 1, seat: next.seat, kind: 'move', move: next.move });
  }
  let outcome;
  // A game that goes on without a seat that leaves (Game.depart): the leaver's entry changes the state.
  const leaver = end === 'resign' ? 0 : end === 'timeout' ? g.toAct(state)[0] : null;
  const gone = (end === 'resign' || end === 'timeout') && leaver !== null && g.depart ? g.depart(state, leaver, end) : null;
  if (end && leaver !== null && gone && gone.ok) {
    entries.push({ ply: entries.length + 1, seat: leaver, kind: end, move: null });
    state = gone.state;
    let o = g.outcome(state);
    while (!o.finished) {
      const next = randomMove(g, state, bot)!;
      const r = g.apply(state, next.seat, next.move);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      entries.push({ ply: entries.length + 1, seat: next.seat, kind: 'move', move: next.move });
      o = g.outcome(state);
    }
    const last = entries[entries.length - 1];
    outcome =
      last.kind === 'move' ? toOutcome(o) : toOutcome(o, end === 'resign' ? 'resignation' : 'timeout', end === 'resign' ? { resigned: leaver } : { timedOut: [leaver] });
  } else if (end === 'resign') {
    entries.push({ ply: entries.length + 1, seat: 0, kind: 'resign', move: null });
    outcome = toOutcome({ finished: true, winners: [1], draw: false, reason: 'Seat 0 (ann) resigned.' }, 'resignation', { resigned: 0 });
  } else if (end === 'timeout') {
    const late = g.toAct(state);
    entries.push({ ply: entries.length + 1, seat: late[0], kind: 'timeout', move: null });
    const winners = Array.from({ length: seats }, (_, i) => i).filter((s) => !late.includes(s));
    outcome = toOutcome({ finished: true, winners, draw: false, reason: 'Time ran out.' }, 'timeout', { timedOut: late });
  } else if (end === 'abort') {
    entries.push({ ply: entries.length + 1, seat: 0, kind: 'abort', move: null });
    outcome = toOutcome({ finished: true, winners: [], draw: false, reason: 'Aborted.' }, 'aborted');
  } else if (end === 'draw') {
    entries.push({ ply: entries.length + 1, seat: 0, kind: 'draw', move: null });
    outcome = toOutcome({ finished: true, winners: [], draw: true, reason: 'The players agreed to a draw.' }, 'agreement');
  } else {
    outcome = toOutcome(g.outcome(state) as Extract<ReturnType<AnyGame['outcome']>, { finished: true }>);
  }
  const seedHash = sha256(seed);
  let h = seedHash;
  const moves = entries.map((e) => ({ ...e, hash: (h = chainHash(2, seed, h, e)) }));
  return {
    format: 'pyramidion-record/2',
    matchId: 'm-1',
    game: g.meta.id,
    rulesVersion: g.meta.rulesVersion,
    options: JSON.parse(JSON.stringify(options)),
    seats: Array.from({ length: seats }, (_, i) => ({ seat: i, username: `p${i}` })),
    status: 'finished',
    seed,
    seedHash,
    hashChain: describeChain(2),
    moves,
    outcome: outcome as unknown as Record<string, unknown>,
    position: g.notation ? g.notation(state) : null,
  };
}

/** Re-chains the moves after an edit, as a forger who knows the seed would. */
function rechain(r: MatchRecordFile): MatchRecordFile {
  let h = r.seedHash;
  return { ...r, moves: r.moves.map((m) => ({ ...m, hash: (h = chainHash(2, r.seed!, h, m)) })) };
}

const failure = (r: MatchRecordFile) => {
  const v = verifyRecord(r, GAMES);
  return v.ok ? null : v.failure;
};

describe('record verification', () => {
  const allmer = playRecord(game('allmer-pyramid'), 2, 'verify-a');
  const nos = playRecord(game('nos-vigilan'), 2, 'verify-b');

  it('accepts honest records of every game, ended by the rules, a resignation or the clock', () => {
    for (const g of GAMES) {
      const seats = g.meta.minPlayers;
      expect(failure(playRecord(g, seats, `honest-${g.meta.id}`))).toBeNull();
      if (seats > 1) {
        expect(failure(playRecord(g, seats, `resign-${g.meta.id}`, 'resign'))).toBeNull();
        expect(failure(playRecord(g, seats, `late-${g.meta.id}`, 'timeout'))).toBeNull();
      }
    }
  });

  it('salts each entry with HMAC-SHA256(seed, "ply:" + n), so a hash alone tests no guess', () => {
    const e = nos.moves[0];
    const unsalted = sha256(nos.seedHash + JSON.stringify({ ply: e.ply, seat: e.seat, kind: e.kind, move: e.move }));
    expect(e.hash).not.toBe(unsalted);
    expect(e.hash).toBe(sha256(nos.seedHash + chainSalt(nos.seed!, 1) + JSON.stringify({ ply: e.ply, seat: e.seat, kind: e.kind, move: e.move })));
  });

  it('catches a changed move, seed, seed hash, format or chain description', () => {
    const moves = nos.moves.map((m, i) => (i === 0 ? { ...m, seat: 1 - m.seat } : m));
    expect(failure({ ...nos, moves })).toBe('hash chain broken at ply 1');
    expect(failure({ ...nos, seed: 'another-seed' })).toBe('sha256(seed) differs from the published seedHash');
    expect(failure({ ...nos, seedHash: sha256('x') })).toBe('sha256(seed) differs from the published seedHash');
    expect(failure({ ...nos, format: 'pyramidion-record/1' })).toBe('the hashChain description does not match the record format');
    expect(failure({ ...nos, format: 'pyramidion-record/9' })).toMatch(/unknown record format/);
    expect(failure({ ...nos, hashChain: 'sha1, trust me' })).toBe('the hashChain description does not match the record format');
  });

  it('catches a record of a running match, renumbered plies and dropped entries', () => {
    expect(failure({ ...nos, status: 'active' })).toMatch(/only a finished match/);
    expect(failure({ ...nos, seed: null })).toMatch(/no seed/);
    expect(failure(rechain({ ...nos, moves: nos.moves.map((m) => ({ ...m, ply: m.ply + 1 })) }))).toMatch(/plies must run/);
    expect(failure(rechain({ ...nos, moves: nos.moves.slice(0, -1) }))).toMatch(/not over|outcome/);
  });

  it('checks the rules version, the game, the options and the seats, which the chain does not cover', () => {
    expect(failure({ ...allmer, rulesVersion: 99 })).toMatch(/no rules version 99/);
    expect(failure({ ...allmer, game: 'chess' })).toBe('unknown game chess');
    expect(failure({ ...allmer, game: 'sabotage' })).not.toBeNull();
    expect(failure({ ...allmer, options: { ...(allmer.options as object), bogus: 1 } })).toMatch(/options/);
    expect(failure({ ...allmer, seats: allmer.seats.slice(0, 1) })).toMatch(/seats is not a player count/);
  });

  it('checks every field of the outcome and the final position', () => {
    const o = allmer.outcome!;
    expect(failure({ ...allmer, outcome: { ...o, winners: (o.winners as number[]).length ? [] : [0] } })).toMatch(/outcome/);
    expect(failure({ ...allmer, outcome: { ...o, draw: !o.draw } })).toMatch(/outcome/);
    expect(failure({ ...allmer, outcome: { ...o, endedBy: 'resignation' } })).toMatch(/outcome/);
    expect(failure({ ...allmer, outcome: { ...o, scores: [99, 0] } })).toMatch(/outcome/);
    expect(failure({ ...allmer, outcome: { ...o, reason: 'Seat 1 won on points.' } })).toMatch(/reason/);
    expect(failure({ ...allmer, outcome: null })).toMatch(/outcome/);
    expect(allmer.position).not.toBeNull();
    expect(failure({ ...allmer, position: 'a forged position' })).toMatch(/position/);
  });

  it('checks a resignation or a timeout against the seats that had to act', () => {
    const resigned = playRecord(game('allmer-pyramid'), 2, 'verify-r', 'resign');
    expect(failure({ ...resigned, outcome: { ...resigned.outcome!, resignedSeat: 1 } })).toMatch(/outcome/);
    const late = playRecord(game('allmer-pyramid'), 2, 'verify-t', 'timeout');
    const wrong = late.moves.map((m, i) => (i === late.moves.length - 1 ? { ...m, seat: 1 - m.seat } : m));
    expect(failure(rechain({ ...late, moves: wrong }))).toMatch(/did not have to act/);
    const after = [...late.moves, { ply: late.moves.length + 1, seat: 0, kind: 'move', move: late.moves[0].move, hash: '' }];
    expect(failure(rechain({ ...late, moves: after }))).toMatch(/after the match ended/);
  });

  it('replays takebacks: one after a move undoes it; one after no move, or carrying a move, is refused', () => {
    const r = playRecord(game('allmer-pyramid'), 2, 'verify-tb');
    // "Move k, takeback, move k again", then the rest: the game replays to the same end.
    const k = r.moves.length - 2;
    const redo = [...r.moves.slice(0, k + 1), { ply: 0, seat: r.moves[k].seat, kind: 'takeback', move: null, hash: '' }, ...r.moves.slice(k)];
    const honest = rechain({ ...r, moves: redo.map((m, i) => ({ ...m, ply: i + 1 })) });
    expect(failure(honest)).toBeNull();
    const twice = [...honest.moves.slice(0, k + 2), { ...honest.moves[k + 1] }, ...honest.moves.slice(k + 2)];
    expect(failure(rechain({ ...r, moves: twice.map((m, i) => ({ ...m, ply: i + 1 })) }))).toMatch(/entry before it is no move/);
    const carrying = honest.moves.map((m) => (m.kind === 'takeback' ? { ...m, move: r.moves[0].move } : m));
    expect(failure(rechain({ ...honest, moves: carrying }))).toMatch(/carries no move/);
  });

  it('checks an abort (only before every seat has moved) and an agreed draw (only where the rules know draws)', () => {
    const allmerGame = game('allmer-pyramid');
    expect(failure(playRecord(allmerGame, 2, 'abort-early', 'abort', 1))).toBeNull();
    expect(failure(playRecord(allmerGame, 2, 'abort-late', 'abort', 2))).toMatch(/an abort after every seat had moved/);
    expect(failure(playRecord(allmerGame, 2, 'agreed', 'draw'))).toBeNull();
    expect(failure(playRecord(game('nos-vigilan'), 2, 'agreed-nv', 'draw'))).toMatch(/cannot end drawn/);
    const aborted = playRecord(allmerGame, 2, 'abort-outcome', 'abort', 0);
    expect(failure({ ...aborted, outcome: { ...aborted.outcome!, winners: [1] } })).toMatch(/outcome/);
  });
});

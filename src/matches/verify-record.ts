/**
 * Offline verification of a match record (GET /v1/matches/{id}/record), as the README describes:
 * the seed matches its published hash, the hash chain holds, and the moves replay under the rules
 * to the recorded outcome. Used by `npm run verify-record` and by the end-to-end tests.
 */
import { createHash } from 'node:crypto';
import type { AnyGame } from '../engine/game.js';
import { chainHash } from './moves.service.js';

export interface MatchRecordFile {
  game: string;
  options: unknown;
  seats: unknown[];
  seed: string | null;
  seedHash: string;
  moves: { ply: number; seat: number; kind: string; move: unknown; hash: string }[];
  outcome: { winners: number[]; draw: boolean } | null;
}

export type Verification = { ok: true; checks: string[]; finalState: unknown } | { ok: false; checks: string[]; failure: string };

export function verifyRecord(record: MatchRecordFile, games: readonly AnyGame[]): Verification {
  const checks: string[] = [];
  const fail = (failure: string): Verification => ({ ok: false, checks, failure });
  if (!record.seed) return fail('the record has no seed yet: it is revealed when the match ends');
  if (createHash('sha256').update(record.seed).digest('hex') !== record.seedHash) return fail('sha256(seed) differs from the published seedHash');
  checks.push('seed matches the published commitment');

  let h = record.seedHash;
  for (const m of record.moves) {
    h = chainHash(h, m);
    if (h !== m.hash) return fail(`hash chain broken at ply ${m.ply}`);
  }
  checks.push(`hash chain of ${record.moves.length} entries`);

  const game = games.find((g) => g.meta.id === record.game);
  if (!game) return fail(`unknown game ${record.game}`);
  let state = game.setup(game.schemas.options.parse(record.options), record.seats.length, record.seed);
  for (const m of record.moves.filter((x) => x.kind === 'move')) {
    const r = game.apply(state, m.seat, game.schemas.move.parse(m.move));
    if (!r.ok) return fail(`ply ${m.ply} is illegal under the rules: ${r.error.code}`);
    state = r.state;
  }
  const endedByPlatform = record.moves.some((m) => m.kind !== 'move'); // resignation or the clock
  if (!endedByPlatform) {
    const o = game.outcome(state);
    if (!o.finished) return fail('the replayed game is not over');
    if (JSON.stringify(o.winners) !== JSON.stringify(record.outcome?.winners) || o.draw !== record.outcome?.draw) {
      return fail(`replayed outcome ${JSON.stringify(o)} differs from the record's ${JSON.stringify(record.outcome)}`);
    }
  }
  checks.push(`replayed ${record.game} to the recorded outcome${endedByPlatform ? ' (ended by resignation or the clock)' : ''}`);
  return { ok: true, checks, finalState: state };
}

/**
 * Records of winnable deals (pyramid-solitaire's option deal "winnable") through the record
 * verifier: the verifier deals again from the seed, the options and the rules version, so a
 * record whose options or version were changed is refused. (Moved here from the game's
 * deal.spec.ts: a game's tests stay inside the game; the verifier is the domain's.)
 */
import { createHash } from 'node:crypto';
import { chainHash, describeChain } from './record-chain.js';
import { toOutcome } from './outcome.js';
import { verifyRecord, type MatchRecordFile } from './verify-record.js';
import { pyramidSolitaireGame as game } from '../games/pyramid-solitaire/index.js';
import { solve } from '../games/pyramid-solitaire/solver.js';
import type { PyramidSolitaireMove } from '../games/pyramid-solitaire/state.js';
import { replay } from '../games/pyramid-solitaire/test-builders.js';

const options = (raw: Record<string, unknown>) => game.schemas.options.parse(raw);

/** A finished record as the service writes it (format 2), for the moves given. */
function recordOf(seed: string, raw: Record<string, unknown>, moves: readonly PyramidSolitaireMove[], rulesVersion = game.meta.rulesVersion): MatchRecordFile {
  const parsed = options(raw);
  const end = replay(game.setup(parsed, 1, seed, rulesVersion), moves);
  const seedHash = createHash('sha256').update(seed).digest('hex');
  let h = seedHash;
  const entries = moves.map((move, i) => {
    const e = { ply: i + 1, seat: 0, kind: 'move', move };
    return { ...e, hash: (h = chainHash(2, seed, h, e)) };
  });
  const outcome = game.outcome(end);
  if (!outcome.finished) throw new Error('the moves do not end the game');
  return {
    format: 'pyramidion-record/2',
    matchId: 'm-winnable',
    game: game.meta.id,
    rulesVersion,
    options: JSON.parse(JSON.stringify(parsed)),
    seats: [{ seat: 0, username: 'solo' }],
    status: 'finished',
    seed,
    seedHash,
    hashChain: describeChain(2),
    moves: entries,
    outcome: toOutcome(outcome) as unknown as Record<string, unknown>,
    position: null,
  };
}

describe('pyramid-solitaire: winnable deals (option deal "winnable")', () => {
  const seed = 'winnable-spec-2';
  const winnable = game.setup(options({ deal: 'winnable' }), 1, seed);

  it('gives the verifier a record it accepts, and one it refuses when the option is changed', () => {
    const line = solve(winnable).moves!;
    const record = recordOf(seed, { deal: 'winnable' }, line);
    expect(verifyRecord(record, [game])).toMatchObject({ ok: true });
    const forged = { ...record, options: { ...(record.options as object), deal: 'random' } };
    expect(verifyRecord(forged, [game])).toMatchObject({ ok: false });
  });
});

describe('pyramid-solitaire: winnable deals under rules version 3 (node budget)', () => {
  const o = options({ deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' });
  const seed = 'budget-232';

  it('gives the verifier records it accepts under both versions, each with its own deal', () => {
    for (const version of [2, 3]) {
      const start = game.setup(o, 1, seed, version);
      const line = solve(start).moves!;
      const record = recordOf(seed, { deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' }, line, version);
      expect(verifyRecord(record, [game])).toMatchObject({ ok: true });
    }
    // The version-2 line does not fit the version-3 deal: the record names its version.
    const v2line = solve(game.setup(o, 1, seed, 2)).moves!;
    const wrong = { ...recordOf(seed, { deal: 'winnable', passes: '3', goal: 'pyramid', sums: 'any-combination' }, v2line, 2), rulesVersion: 3 };
    expect(verifyRecord(wrong, [game])).toMatchObject({ ok: false });
  });
});

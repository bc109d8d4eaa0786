/**
 * Verifies an exported match record (GET /v1/matches/{id}/record) offline:
 *   node dist/src/tools/verify-record.js record.json
 * 1. sha256(seed) equals the seedHash published when the match was created;
 * 2. every move's hash chains to the previous one, starting from seedHash;
 * 3. setup from the seed + the moves replays with the rules to the recorded outcome.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GAMES } from '../games/index.js';

interface RecordMove {
  ply: number;
  seat: number;
  kind: string;
  move: unknown;
  hash: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const file = process.argv[2];
if (!file) {
  console.error('usage: node dist/src/tools/verify-record.js <record.json>');
  process.exit(2);
}
const record = JSON.parse(readFileSync(file, 'utf8')) as {
  game: string; options: unknown; seats: unknown[]; seed: string | null; seedHash: string; moves: RecordMove[];
  outcome: { winners: number[]; draw: boolean } | null;
};
const fail = (msg: string): never => {
  console.error(`FAILED: ${msg}`);
  process.exit(1);
};

if (!record.seed) fail('the record has no seed yet: it is revealed when the match ends');
const seed = record.seed!;
if (sha256(seed) !== record.seedHash) fail('sha256(seed) differs from the published seedHash');
console.log('ok  seed matches the published commitment');

let h = record.seedHash;
for (const m of record.moves) {
  h = sha256(h + JSON.stringify({ ply: m.ply, seat: m.seat, kind: m.kind, move: m.move ?? null }));
  if (h !== m.hash) fail(`hash chain broken at ply ${m.ply}`);
}
console.log(`ok  hash chain of ${record.moves.length} moves`);

const game = GAMES.find((g) => g.meta.id === record.game) ?? fail(`unknown game ${record.game}`);
let state = game.setup(game.schemas.options.parse(record.options), record.seats.length, seed);
for (const m of record.moves.filter((x) => x.kind === 'move')) {
  const r = game.apply(state, m.seat, game.schemas.move.parse(m.move));
  if (!r.ok) fail(`ply ${m.ply} is illegal under the rules: ${r.error.code}`);
  else state = r.state;
}
const outcome = game.outcome(state);
const resigned = record.moves.some((m) => m.kind !== 'move'); // ended by resignation or the clock
if (!resigned) {
  if (!outcome.finished) fail('the replayed game is not over');
  else if (JSON.stringify(outcome.winners) !== JSON.stringify(record.outcome?.winners) || outcome.draw !== record.outcome?.draw) {
    fail(`replayed outcome ${JSON.stringify(outcome)} differs from the record's ${JSON.stringify(record.outcome)}`);
  }
}
console.log(`ok  replayed ${record.game} to the recorded outcome${resigned ? ' (ended by resignation or the clock)' : ''}: ${JSON.stringify(record.outcome)}`);

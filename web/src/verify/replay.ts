/**
 * The server's record verifier (src/domain/verify-record.ts) and the rules of every game
 * (src/engine + src/games, pure TypeScript), bundled for the browser: the replay viewer loads
 * this chunk only when it checks a record.
 */
import { verifyRecord, type MatchRecordFile, type Verification } from '../../../src/domain/verify-record.js';
import { GAMES } from '../../../src/games/index.js';

export function replayRecord(record: unknown): Verification {
  return verifyRecord(record as MatchRecordFile, GAMES);
}

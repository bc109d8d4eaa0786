/** `npm run verify-record -- record.json`: checks an exported match record (see src/domain/verify-record.ts). */
import { readFileSync } from 'node:fs';
import { GAMES } from '../../games/index.js';
import { verifyRecord, type MatchRecordFile } from '../../domain/verify-record.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify-record -- <record.json>');
  process.exit(2);
}
const result = verifyRecord(JSON.parse(readFileSync(file, 'utf8')) as MatchRecordFile, GAMES);
for (const c of result.checks) console.log(`ok  ${c}`);
if (!result.ok) {
  console.error(`FAILED: ${result.failure}`);
  process.exit(1);
}

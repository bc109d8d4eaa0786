/**
 * The reference-model check of every game at length (run: npm run bench:reference). `npm test`
 * runs each game's reference.spec.ts on a few seeds; this plays REFERENCE_GAMES seeded random
 * games per game (default 200) and prints games, plies, time and every mismatch.
 */
import { performance } from 'node:perf_hooks';
import { compareWithReference as allmer } from '../src/games/allmer-pyramid/reference/compare.js';
import { compareWithReference as nos } from '../src/games/nos-vigilan/reference/compare.js';
import { compareWithReference as solitaire } from '../src/games/pyramid-solitaire/reference/compare.js';
import { compareWithReference as sabotage } from '../src/games/sabotage/reference/compare.js';
import { compareWithReference as ziggurat } from '../src/games/ziggurat/reference/compare.js';

const GAMES = Number(process.env.REFERENCE_GAMES ?? 200);
const checks = { 'pyramid-solitaire': solitaire, sabotage, 'nos-vigilan': nos, ziggurat, 'allmer-pyramid': allmer };
let failed = false;
for (const [id, compare] of Object.entries(checks)) {
  const started = performance.now();
  const r = compare({ games: GAMES, seedPrefix: 'bench-reference' });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${id.padEnd(18)} ${String(r.games).padStart(5)} games ${String(r.plies).padStart(8)} plies ${seconds.toFixed(1).padStart(6)} s  mismatches: ${r.mismatches.length}`);
  for (const m of r.mismatches) console.log(`    ${m}`);
  failed ||= r.mismatches.length > 0;
}
process.exitCode = failed ? 1 : 0;

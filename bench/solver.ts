/**
 * The pyramid-solitaire solver (issue 13): seeded deals of every variant (the options' 12
 * combinations under the current rules version, and the 4 with unlimited passes under rules
 * version 1, which plays them differently), each solved exactly; CPU time per deal
 * (process.cpuUsage around the solve), median, p99 and max; the share of deals won with its 95 %
 * Wilson interval; the deals left undecided (the solver has no budget, so this must be 0). Every
 * winning line is replayed through the rules (outside the timing) and must end won.
 * Run: npm run bench:solver. Timings are never asserted.
 *
 * SOLVER_DEALS: deals per variant (default 10,000: seeds solver-0, solver-1, ...).
 * SOLVER_SECONDS: CPU seconds per variant after which no further deal is started (default:
 *   none); the table prints the N actually solved.
 * SOLVER_ONLY: a substring of the variant names to run (e.g. "pairs", "1 all-cards").
 * SOLVER_WINNABLE: if set to n > 0, instead of the above, sets up n matches per variant with the
 *   option deal "winnable" (seeds winnable-0, ...) and reports the attempts and CPU ms per setup.
 * SOLVER_VERSION: the rules version of the variants that are not version 1 (default: the current
 *   one, 3). Versions 2 and 3 play alike; they set winnable deals up differently (deal.ts).
 */
import { pyramidSolitaireGame as game } from '../src/games/pyramid-solitaire/index.js';
import { solve, type SolveResult } from '../src/games/pyramid-solitaire/solver.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState } from '../src/games/pyramid-solitaire/state.js';
import { RULES_VERSION } from '../src/games/pyramid-solitaire/rules.js';

const DEALS = Number(process.env.SOLVER_DEALS ?? 10_000);
const SECONDS = Number(process.env.SOLVER_SECONDS ?? Infinity);
const ONLY = process.env.SOLVER_ONLY ?? '';
const VERSION = Number(process.env.SOLVER_VERSION ?? RULES_VERSION);

interface Variant {
  readonly options: PyramidSolitaireOptions;
  readonly rulesVersion: number;
}

const VARIANTS: Variant[] = (['1', '3', 'unlimited'] as const).flatMap((passes) =>
  (['all-cards', 'pyramid'] as const).flatMap((goal) =>
    (['pairs', 'any-combination'] as const).flatMap((sums) =>
      (passes === 'unlimited' ? [VERSION, 1] : [VERSION]).map((rulesVersion) => ({ options: { passes, goal, sums }, rulesVersion })),
    ),
  ),
);

const name = (v: Variant): string => `${v.options.passes} ${v.options.goal} ${v.options.sums} v${v.rulesVersion}`;

/** The 95 % Wilson score interval of `won` successes in `n` trials. */
function wilson(won: number, n: number): [number, number] {
  const z = 1.959964;
  const p = won / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const pct = (x: number): string => `${(100 * x).toFixed(2)} %`;
const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));

/** True when the line plays through the rules to a won game. */
function lineWins(start: PyramidSolitaireState, r: SolveResult): boolean {
  let s = start;
  for (const m of r.moves ?? []) {
    const a = game.apply(s, 0, m);
    if (!a.ok) return false;
    s = a.state;
  }
  return s.status === 'won';
}

const WINNABLE = Number(process.env.SOLVER_WINNABLE ?? 0);
if (WINNABLE > 0) {
  console.log(`pyramid-solitaire winnable deals (node ${process.version}; ${WINNABLE} setups per variant; CPU ms per setup)`);
  console.log('| variant | setups | attempts median / max | median ms | max ms | proven |');
  console.log('|---|---|---|---|---|---|');
  for (const v of VARIANTS) {
    if (!name(v).includes(ONLY)) continue;
    const options = game.schemas.options.parse({ ...v.options, deal: 'winnable' });
    const times: number[] = [];
    const attempts: number[] = [];
    let proven = 0;
    for (let k = 0; k < WINNABLE; k++) {
      const before = process.cpuUsage();
      const s = game.setup(options, 1, `winnable-${k}`, v.rulesVersion);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
      attempts.push(s.winnableDeal!.attempt + 1);
      if (s.winnableDeal!.proven) proven++;
    }
    times.sort((a, b) => a - b);
    attempts.sort((a, b) => a - b);
    console.log(`| ${name(v)} | ${WINNABLE} | ${quantile(attempts, 0.5)} / ${attempts[WINNABLE - 1]} | ${ms(quantile(times, 0.5))} | ${ms(times[WINNABLE - 1])} | ${proven} |`);
  }
  process.exit(0);
}

console.log(`pyramid-solitaire solver (node ${process.version}; up to ${DEALS} deals${SECONDS < Infinity ? ` or ${SECONDS} CPU s` : ''} per variant; CPU ms per deal)`);
console.log('| variant | N | won | won 95 % CI | undecided | median ms | p99 ms | max ms | over 500 ms | CPU s | nodes median / p99 / max |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const v of VARIANTS) {
  if (!name(v).includes(ONLY)) continue;
  const options = game.schemas.options.parse(v.options);
  const times: number[] = [];
  const nodes: number[] = [];
  let won = 0;
  let undecided = 0;
  let spent = 0;
  for (let k = 0; k < DEALS && spent < SECONDS * 1000; k++) {
    const deal = game.setup(options, 1, `solver-${k}`, v.rulesVersion);
    const before = process.cpuUsage();
    let r: SolveResult | null = null;
    try {
      r = solve(deal);
    } catch (e) {
      console.error(`${name(v)} solver-${k}: ${String(e)}`);
    }
    const used = process.cpuUsage(before);
    const t = (used.user + used.system) / 1000;
    spent += t;
    times.push(t);
    nodes.push(r?.nodes ?? 0);
    if (r?.status === 'won' && lineWins(deal, r)) won++;
    else if (r?.status !== 'unwinnable') {
      undecided++;
      console.error(`${name(v)} solver-${k}: ${r === null ? 'no answer' : 'a won line that does not win'}`);
    }
  }
  times.sort((a, b) => a - b);
  nodes.sort((a, b) => a - b);
  const n = times.length;
  const [lo, hi] = wilson(won, n);
  console.log(
    `| ${name(v)} | ${n} | ${won} (${pct(won / n)}) | ${pct(lo)} - ${pct(hi)} | ${undecided} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ` +
      `${ms(times[n - 1])} | ${times.filter((t) => t > 500).length} | ${(spent / 1000).toFixed(1)} | ${quantile(nodes, 0.5)} / ${quantile(nodes, 0.99)} / ${nodes[n - 1]} |`,
  );
}

/**
 * A/B: the server CPU per move of two (or more) builds of the service, side by side in one run
 * (run: npm run bench:ab). Each variant is a child server (bench/lib/serve.js of its own build);
 * the rounds alternate between them, so a noisy machine weighs on every variant alike, and each
 * figure printed is the median over the rounds. `bench:compare` measures one build against
 * boardgame.io; this measures a change.
 *
 * AB_VARIANTS: JSON, name -> environment of that server; `AB_SCRIPT` in it names the serve.js to
 * run (default: this build's). For instance, with the previous commit built in a worktree:
 *   git worktree add /tmp/base HEAD~1 && ln -s "$PWD/node_modules" /tmp/base/node_modules &&
 *   cp -r src/generated /tmp/base/src/ && (cd /tmp/base && npx tsc -p tsconfig.build.json)
 *   AB_VARIANTS='{"before":{"AB_SCRIPT":"/tmp/base/dist/bench/lib/serve.js"},"after":{}}' npm run bench:ab
 * AB_KINDS: rest and/or graphql (default both): the move over REST or GraphQL over HTTP.
 * AB_C: concurrent matches (default 16), one player each, each its own user and keep-alive
 * connection; AB_MOVES: moves per round per variant (default 3,000); AB_ROUNDS: measured rounds
 * (default 6, after one unmeasured round). Matches are created before each round, not in it.
 * Printed per variant: CPU per move in each round, then medians of CPU, its kernel share, moves/s,
 * latency p99 and the worst event-loop delay.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { pyramidSolitaireGame as game } from '../src/games/pyramid-solitaire/index.js';
import { Rng } from '../src/engine/rng.js';
import { BenchChild, median, quantile } from './lib/child.js';
import { BENCH_OPTIONS, MAKE_MOVE } from './lib/options.js';
import { httpJson } from './lib/http-json.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const here = dirname(fileURLToPath(import.meta.url));
const variants = JSON.parse(process.env.AB_VARIANTS ?? '{"this build":{}}') as Record<string, Record<string, string>>;
const KINDS = (process.env.AB_KINDS ?? 'rest,graphql').split(',');
for (const k of KINDS) if (k !== 'rest' && k !== 'graphql') throw new Error(`AB_KINDS takes rest and graphql, not ${k}`);
const C = Number(process.env.AB_C ?? 16);
const MOVES = Number(process.env.AB_MOVES ?? 3000);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const options = game.schemas.options.parse(BENCH_OPTIONS);


interface Match {
  id: string;
  version: number;
  state: any;
}
interface Player {
  auth: Record<string, string>;
  ready: Match[];
  current: Match | null;
  rng: Rng;
}
interface Variant {
  name: string;
  child: BenchChild;
  players: Player[];
  /** The service hands out seeds in creation order (bench/lib/serve.ts): one counter per server. */
  created: number;
}

const started: Variant[] = [];
for (const [name, env] of Object.entries(variants)) {
  const child = await BenchChild.start(env.AB_SCRIPT ?? join(here, 'lib/serve.js'), env);
  started.push({ name, child, players: [], created: 0 });
}
for (const v of started) {
  for (let i = 0; i < C; i++) {
    const username = `ab${process.pid}_${v.players.length}_${Math.random().toString(36).slice(2, 8)}`;
    const token = (await httpJson(`${v.child.url}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username, password: 'bench password' }) })).accessToken as string;
    v.players.push({ auth: { authorization: `Bearer ${token}` }, ready: [], current: null, rng: Rng.from({ seed: `ab-${i}`, counter: 0 }) });
  }
}

async function create(v: Variant, p: Player): Promise<Match> {
  const m = await httpJson(`${v.child.url}/v1/matches`, { method: 'POST', headers: p.auth, body: JSON.stringify({ game: game.meta.id, options: BENCH_OPTIONS }) });
  return { id: m.id, version: m.version, state: game.setup(options, 1, `bench-${v.created++}`) };
}

async function play(v: Variant, p: Player, kind: string): Promise<void> {
  if (!p.current || game.outcome(p.current.state).finished) p.current = p.ready.shift() ?? null;
  const m = p.current;
  if (!m) throw new Error('no match made ready');
  const move = p.rng.pick(game.legalMoves(m.state, 0));
  if (kind === 'rest') {
    m.version = (await httpJson(`${v.child.url}/v1/matches/${m.id}/moves`, { method: 'POST', headers: p.auth, body: JSON.stringify({ move, expectedVersion: m.version }) })).version;
  } else {
    const r = await httpJson(`${v.child.url}/graphql`, { method: 'POST', headers: p.auth, body: JSON.stringify({ query: MAKE_MOVE, variables: { id: m.id, v: m.version, m: { json: move } } }) });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    m.version = r.data.makeMove.version;
  }
  const next = game.apply(m.state, 0, move);
  if (!next.ok) throw new Error(next.error.code);
  m.state = next.state;
}

interface Round {
  cpu: number;
  system: number;
  rate: number;
  p99: number;
  loopMax: number;
}
const results = new Map<string, Round[]>();
const perPlayer = Math.ceil(MOVES / C);
for (let round = 0; round <= ROUNDS; round++) {
  for (const kind of KINDS) {
    for (const v of started) {
      // A solitaire deal lasts 25 moves or more: enough matches for the round, made beforehand.
      for (const p of v.players) while (p.ready.length < Math.ceil(perPlayer / 25) + 2) p.ready.push(await create(v, p));
      const before = await v.child.stats();
      v.child.resetLoop();
      const latencies: number[] = [];
      const t0 = performance.now();
      await Promise.all(
        v.players.map(async (p) => {
          for (let i = 0; i < perPlayer; i++) {
            const t = performance.now();
            await play(v, p, kind);
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const after = await v.child.stats();
      if (round === 0) continue; // unmeasured: V8 compiles the move path
      latencies.sort((a, b) => a - b);
      const n = latencies.length;
      const key = `${kind} ${v.name}`;
      results.set(key, [
        ...(results.get(key) ?? []),
        { cpu: ((after.cpuMs - before.cpuMs) / n) * 1000, system: ((after.systemMs - before.systemMs) / n) * 1000, rate: n / seconds, p99: quantile(latencies, 0.99), loopMax: after.loopMaxMs },
      ]);
    }
  }
}

console.log(`A/B: ${C} concurrent matches, ${perPlayer * C} moves per round per variant, ${ROUNDS} rounds (medians); server CPU per move in us`);
for (const [key, rounds] of results) {
  console.log(
    `  ${key.padEnd(24)} ${rounds.map((r) => r.cpu.toFixed(0)).join(' ')} | cpu ${median(rounds.map((r) => r.cpu)).toFixed(0)} us (system ${median(rounds.map((r) => r.system)).toFixed(0)}), ` +
      `${median(rounds.map((r) => r.rate)).toFixed(0)} moves/s, p99 ${median(rounds.map((r) => r.p99)).toFixed(1)} ms, loop max ${Math.max(...rounds.map((r) => r.loopMax)).toFixed(1)} ms`,
  );
}
for (const v of started) await v.child.stop();
process.exit(0);

/**
 * Replay: the view at random plies of a long match (BENCH_REPLAY_PLIES, default 1,000, played
 * over REST with random legal moves), as `GET /v1/matches/{id}/plies/{n}`, against a plain
 * `GET /v1/matches/{id}` as the baseline cost of an authenticated read. Printed: server CPU per
 * request for both and their difference, the replay's own cost (run: npm run bench:replay).
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Rng } from '../src/engine/rng.js';
import { BenchChild } from './lib/child.js';

const PLIES = Number(process.env.BENCH_REPLAY_PLIES ?? 1000);
const READS = Number(process.env.BENCH_REPLAY_READS ?? 400);
const here = dirname(fileURLToPath(import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any */
async function json(url: string, init: RequestInit = {}) {
  const r = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = (await r.json()) as any;
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

const server = await BenchChild.start(join(here, 'lib/serve.js'));
const base = server.url;
const tokens = await Promise.all(['rp_ann', 'rp_bob'].map(async (u) => (await json(`${base}/v1/auth/register`, { method: 'POST', body: JSON.stringify({ username: `${u}_${process.pid}`, password: 'bench password' }) })).accessToken as string));
const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const rng = Rng.from({ seed: 'replay-bench', counter: 0 });

// Sabotage games are long (redeals, passes); play until one reaches PLIES or keep the longest.
let best = { id: '', ply: 0 };
for (let attempt = 0; attempt < 20 && best.ply < PLIES; attempt++) {
  const m = await json(`${base}/v1/matches`, { method: 'POST', headers: auth(tokens[0]), body: JSON.stringify({ game: 'sabotage' }) });
  await json(`${base}/v1/matches/${m.id}/join`, { method: 'POST', headers: auth(tokens[1]), body: '{}' });
  let match = await json(`${base}/v1/matches/${m.id}`, { headers: auth(tokens[0]) });
  while (match.status === 'active' && match.ply < PLIES) {
    const seat = match.toAct[0] as number;
    const legal = await json(`${base}/v1/matches/${m.id}/legal-moves`, { headers: auth(tokens[seat]) });
    const r = await json(`${base}/v1/matches/${m.id}/moves`, { method: 'POST', headers: auth(tokens[seat]), body: JSON.stringify({ move: rng.pick(legal.moves), expectedVersion: match.version }) });
    match = (await json(`${base}/v1/matches/${m.id}`, { headers: auth(tokens[0]) })) ?? r.match;
  }
  if (match.ply > best.ply) best = { id: m.id, ply: match.ply };
}
console.log(`replay: a sabotage match of ${best.ply} plies; ${READS} reads each`);

async function cpuPer(path: () => string): Promise<number> {
  const before = await server.stats();
  for (let i = 0; i < READS; i++) await json(`${base}${path()}`, { headers: auth(tokens[0]) });
  const after = await server.stats();
  return (after.cpuMs - before.cpuMs) / READS;
}
const plain = await cpuPer(() => `/v1/matches/${best.id}`);
const cold = await cpuPer(() => `/v1/matches/${best.id}/plies/${rng.int(best.ply)}`);
const plainAgain = await cpuPer(() => `/v1/matches/${best.id}`);
const baseline = (plain + plainAgain) / 2;
console.log(`  GET match (baseline)        ${baseline.toFixed(3)} ms CPU per request`);
console.log(`  GET plies/{random n}        ${cold.toFixed(3)} ms CPU per request (replay's own: ${(cold - baseline).toFixed(3)} ms)`);
await server.stop();
process.exit(0);

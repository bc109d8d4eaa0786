/**
 * A short mixed load on a running deployment, through its load balancer (.ci/cluster.sh runs it
 * against HAProxy in front of two instances; by hand against `docker compose up`:
 * `npm run bench:cluster -- --url http://127.0.0.1:8080`).
 *
 * PEOPLE accounts sit in MATCHES allmer-pyramid matches at once (half of them against each other,
 * half against a level-1 bot), so each person's rows are written by both instances at the same
 * time. Every seat of a person is driven by its own loop for SECONDS: read the match, and when
 * the seat must act, read its legal moves and send one (REST and GraphQL in turn, each with an
 * idempotency key; a 503 or a lost answer is retried with the same key). A finished match is
 * replaced by a new one. Halfway, BURST matches are created at once.
 *
 * Printed: responses by kind and status, throughput, latency percentiles. Exit 1 when any
 * response is a 5xx other than 503 (or no answer at all), or when any match's log
 * (GET /v1/matches/{id}/history) disagrees with the moves acknowledged: a ply missing or twice,
 * an acknowledged move absent, or a person's move in the log that no one acknowledged.
 *
 * Options: --url (http://127.0.0.1:8080) --seconds (60) --matches (64) --people (16) --burst (200).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { quantile } from './lib/child.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON, read field by field */
const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    seconds: { type: 'string', default: '60' },
    matches: { type: 'string', default: '64' },
    people: { type: 'string', default: '16' },
    burst: { type: 'string', default: '200' },
  },
});
const BASE = opts.url.replace(/\/$/, '');
const SECONDS = Number(opts.seconds);
const MATCHES = Number(opts.matches);
const PEOPLE = Number(opts.people);
const BURST = Number(opts.burst);
const GAME = 'allmer-pyramid';

// --- requests, counted ------------------------------------------------------------------------
const counts = new Map<string, number>();
const latencies = new Map<string, number[]>();
const failures: string[] = [];
const failureKinds = new Map<string, { n: number; sample: string }>();
/** A failure, counted by kind (one sample of each printed). */
function fail(kind: string, sample: string) {
  const f = failureKinds.get(kind) ?? failureKinds.set(kind, { n: 0, sample }).get(kind)!;
  f.n++;
  failures.push(sample);
}
const servedBy = new Map<string, number>();
const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

interface Answer {
  status: number; // HTTP status; for GraphQL errors, the error's own status
  body: any;
  code?: string;
  retryAfter?: number;
}

async function call(kind: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const t0 = performance.now();
  let res: Response;
  try {
    res = await fetch(BASE + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    bump(`${kind} no-answer`);
    // fetch's own message is `fetch failed`; the socket's reason is in its cause.
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    fail(`${kind}: no answer`, `${method} ${path}: ${(e as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`);
    return { status: 0, body: null };
  }
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  const ms = performance.now() - t0;
  (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
  const server = res.headers.get('x-served-by');
  if (server) servedBy.set(server, (servedBy.get(server) ?? 0) + 1);
  let status = res.status;
  let code: string | undefined = parsed?.code;
  const gqlError = path === '/graphql' ? parsed?.errors?.[0] : undefined;
  if (gqlError) {
    code = gqlError.extensions?.code;
    status = gqlError.extensions?.status ?? (code === 'INTERNAL_SERVER_ERROR' ? 500 : 400);
  }
  bump(`${kind} ${status}${code && status >= 400 ? ' ' + code : ''}`);
  if (status >= 500 && status !== 503) fail(`${kind}: ${status} ${code ?? ''}`, `${method} ${path}: ${text.slice(0, 300)}`);
  const retryAfter = Number(res.headers.get('retry-after'));
  return { status, body: parsed, code, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- the players and their matches -------------------------------------------------------------
interface Person {
  name: string;
  token: string;
}
interface Ack {
  ply: number;
  seat: number;
  key: string;
}
const acked = new Map<string, Ack[]>(); // match id → the moves acknowledged in it
const reader = new Map<string, Person>(); // match id → a player who may read its log
const humanSeats = new Map<string, number[]>(); // match id → the seats people play
let moveCount = 0;

async function register(prefix: string): Promise<Person> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const r = await call('register', 'POST', '/v1/auth/register', undefined, { username: name, password: 'cluster load password' });
  if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.body)}`);
  return { name, token: r.body.accessToken };
}

/** A new match for a slot: `a` at seat 0, `b` at seat 1 (joined), or a bot there. */
async function newMatch(a: Person, b: Person | null): Promise<string | null> {
  const created = await call('create', 'POST', '/v1/matches', a.token, b ? { game: GAME } : { game: GAME, bots: [{ seat: 1, level: 1 }] });
  if (created.status !== 201) return null;
  const id = created.body.id as string;
  acked.set(id, []);
  reader.set(id, a);
  humanSeats.set(id, b ? [0, 1] : [0]);
  if (b) {
    for (let i = 0; i < 5; i++) {
      const j = await call('join', 'POST', `/v1/matches/${id}/join`, b.token);
      if (j.status === 200) break;
      if (j.status !== 503 && j.status !== 0) return null;
      await sleep(200);
    }
  }
  return id;
}

/** One move for `seat`, sent until it is acknowledged or refused (a 503 or lost answer: the same key again). */
async function move(p: Person, id: string, seat: number, n: number): Promise<void> {
  const legal = await call('read', 'GET', `/v1/matches/${id}/legal-moves`, p.token);
  if (legal.status !== 200 || !legal.body.moves?.length || legal.body.seat !== seat) return;
  const choice = legal.body.moves[Math.floor(Math.random() * legal.body.moves.length)];
  const key = randomUUID();
  const graphql = n % 2 === 1;
  for (let attempt = 0; attempt < 6; attempt++) {
    const r = graphql
      ? await call('move', 'POST', '/graphql', p.token, {
          query: 'mutation($id: ID!, $v: Int!, $m: JSON!, $k: String) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }, idempotencyKey: $k) { ply version replayed } }',
          variables: { id, v: legal.body.version, m: choice, k: key },
        })
      : await call('move', 'POST', `/v1/matches/${id}/moves`, p.token, { move: choice, expectedVersion: legal.body.version, idempotencyKey: key });
    const result = graphql ? r.body?.data?.makeMove : r.body;
    if (r.status === 200 || r.status === 201) {
      const list = acked.get(id)!;
      // A replay names the ply of the first application: one acknowledgement per key.
      if (!list.some((a) => a.key === key)) list.push({ ply: result.ply, seat, key });
      moveCount++;
      return;
    }
    if (r.status !== 503 && r.status !== 0) return; // 409 stale / not your turn, 4xx: refused, nothing applied
    await sleep(Math.min(2000, (r.retryAfter ?? 0.2) * 1000));
  }
}

/** Drives one person's seat in one match slot until the deadline; a finished match is replaced. */
async function drive(p: Person, seat: number, slot: { id: string | null }, deadline: number, opponent: Person | null): Promise<void> {
  let n = 0;
  while (performance.now() < deadline) {
    if (!slot.id) {
      if (seat !== 0) {
        await sleep(100);
        continue;
      }
      slot.id = await newMatch(p, opponent);
      if (!slot.id) await sleep(200);
      continue;
    }
    const id = slot.id;
    const m = await call('read', 'GET', `/v1/matches/${id}`, p.token);
    if (m.status !== 200) {
      await sleep(100);
      continue;
    }
    if (m.body.status === 'finished' || m.body.status === 'aborted') {
      if (seat === 0 && slot.id === id) slot.id = null;
      else await sleep(100);
      continue;
    }
    if (m.body.status === 'active' && m.body.toAct.includes(seat)) await move(p, id, seat, n++);
    else await sleep(30);
  }
}

// --- the run ---------------------------------------------------------------------------------------
console.log(`cluster load: ${BASE}, ${PEOPLE} people in ${MATCHES} ${GAME} matches (half against a bot), ${SECONDS} s, a burst of ${BURST} creations`);
const people: Person[] = [];
for (let i = 0; i < PEOPLE; i++) people.push(await register(`load${i}`));
// The matches first (all at once), then SECONDS of play.
const plan = Array.from({ length: MATCHES }, (_, k) => {
  const a = people[k % PEOPLE];
  // Even slots: person against person (a partner picked so that everyone has several); odd: against a bot.
  const partner = people[(k * 7 + 3) % PEOPLE] === a ? people[(k + 1) % PEOPLE] : people[(k * 7 + 3) % PEOPLE];
  return { a, b: k % 2 === 0 ? partner : null };
});
const slots = await Promise.all(plan.map(async ({ a, b }) => ({ id: await newMatch(a, b) })));
const started = performance.now();
const deadline = started + SECONDS * 1000;
const drivers: Promise<void>[] = [];
plan.forEach(({ a, b }, k) => {
  drivers.push(drive(a, 0, slots[k], deadline, b));
  if (b) drivers.push(drive(b, 1, slots[k], deadline, a));
});
console.log(`${drivers.length} seats driven (${(drivers.length / PEOPLE).toFixed(1)} matches per person at once)`);

// The burst: BURST creations at once, halfway.
await sleep((SECONDS * 1000) / 2);
const b0 = performance.now();
const burst = await Promise.all(
  Array.from({ length: BURST }, (_, i) => call('burst-create', 'POST', '/v1/matches', people[i % PEOPLE].token, { game: GAME })),
);
const burstMs = performance.now() - b0;
const burstOk = burst.filter((r) => r.status === 201).length;
console.log(`burst: ${burstOk}/${BURST} created (201) in ${burstMs.toFixed(0)} ms; statuses ${JSON.stringify(tally(burst.map((r) => r.status)))}`);
await Promise.all(drivers);
const elapsed = (performance.now() - started) / 1000;

// --- every match's log against the moves acknowledged ---------------------------------------------
let checked = 0;
let problems = 0;
for (const [id, list] of acked) {
  // A 503 (an instance not ready, or the balancer with none ready) says: ask again.
  let h = await call('history', 'GET', `/v1/matches/${id}/history`, reader.get(id)!.token);
  for (let i = 0; i < 40 && (h.status === 503 || h.status === 0); i++) {
    await sleep(Math.min(2000, (h.retryAfter ?? 0.5) * 1000));
    h = await call('history', 'GET', `/v1/matches/${id}/history`, reader.get(id)!.token);
  }
  if (h.status !== 200) {
    fail(`history: ${h.status}`, `match ${id}`);
    problems++;
    continue;
  }
  checked++;
  const entries = h.body.entries as { ply: number; seat: number | null; kind: string; auto?: boolean }[];
  const plies = entries.map((e) => e.ply);
  const say = (what: string) => {
    problems++;
    fail('match log disagrees with the acknowledgements', `match ${id}: ${what}`);
  };
  if (plies.some((p, i) => p !== i + 1)) say(`plies are not 1..${plies.length} once each: ${plies.join(',')}`);
  const byPly = new Map(entries.map((e) => [e.ply, e]));
  const ackedPlies = new Set<number>();
  for (const a of list) {
    if (ackedPlies.has(a.ply)) say(`ply ${a.ply} acknowledged to two different moves`);
    ackedPlies.add(a.ply);
    const e = byPly.get(a.ply);
    if (!e || e.kind !== 'move' || e.seat !== a.seat) say(`acknowledged ply ${a.ply} (seat ${a.seat}) is ${e ? `${e.kind} by seat ${e.seat}` : 'missing'}`);
  }
  const peoplesSeats = humanSeats.get(id)!;
  for (const e of entries) {
    if (e.kind === 'move' && !e.auto && peoplesSeats.includes(e.seat!) && !ackedPlies.has(e.ply)) say(`ply ${e.ply} (seat ${e.seat}) applied but never acknowledged`);
  }
}

// --- the report ------------------------------------------------------------------------------------
function tally<T>(xs: T[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const x of xs) t[String(x)] = (t[String(x)] ?? 0) + 1;
  return t;
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(0)} requests/s, ${moveCount} moves acknowledged (${(moveCount / elapsed).toFixed(1)}/s)`);
console.log(`served by: ${JSON.stringify(Object.fromEntries(servedBy))}`);
console.log('responses:');
for (const [k, v] of [...counts].sort()) console.log(`  ${k.padEnd(40)} ${v}`);
console.log('latency (ms)        n      p50     p90     p99     max');
for (const [k, xs] of [...latencies].sort()) {
  xs.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  console.log(`  ${k.padEnd(14)} ${String(xs.length).padStart(6)} ${f(quantile(xs, 0.5))} ${f(quantile(xs, 0.9))} ${f(quantile(xs, 0.99))} ${f(xs[xs.length - 1])}`);
}
console.log(`match logs checked: ${checked} matches, ${problems} problem(s)`);
if (failures.length) {
  console.log(`\nFAILED (${failures.length}):`);
  for (const [kind, f] of failureKinds) console.log(`  ${f.n} x ${kind}; e.g. ${f.sample}`);
}
const ok = failures.length === 0 && problems === 0 && moveCount > 0;
console.log(ok ? '\ncluster load: passed' : '\ncluster load: FAILED');
process.exit(ok ? 0 : 1);

/**
 * The documentation's shell walkthroughs (README.md and docs/) run as written (issue 37, item 5),
 * against the default request limits (AUTH_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_MINUTE and
 * COST_BUDGET_PER_MINUTE as config.ts ships them, not the other suites' lifted ones; the rest are
 * the defaults already): every ```sh (or ```bash) block of the sections in SECTIONS, in that
 * order, in one bash session as a reader would type them, each curl answering 2xx
 * (`--fail-with-body`), every variable defined before its use (`set -u`), and what each block
 * prints checked against what the documentation says it prints.
 *
 * The rewrites, and only these:
 * - `localhost:3000` becomes the test app's address;
 * - `curl -N` (a stream the reader stops with Ctrl-C) stops after 2 s;
 * - curl's exit 23 (its output cut short by `| head`: a reader's shell ignores it, `set -o
 *   pipefail` would not) counts as success;
 * - the session runs in a scratch directory (the verifying walkthrough writes record.json there),
 *   and `npm run build && npm run verify-record -- record.json` verifies that file in this process
 *   with what the tool runs (verifyRecord of src/domain/verify-record.ts on GAMES, as
 *   src/app/tools/verify-record.ts does) instead of building dist/ inside a test;
 * - the readers' example hosts (bot.example.com for the webhook) resolve to a public address, as
 *   a reader's own host would; nothing is sent there (the suites run with WEBHOOK_DISPATCH=false).
 *
 * Not run here: sign-in with Pyramidion (a browser's consent page), the Web Push subscription (the
 * browser's PushSubscription keys), Docker, npm install/start and npx.
 */
import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The reader's example hosts resolve (to a public address, as a reader's own host would); every other name as usual.
const realDns = await import('node:dns/promises');
jest.unstable_mockModule('node:dns/promises', () => ({
  ...realDns,
  lookup: (host: string, options?: object) =>
    /(^|\.)example\.(com|net)$/.test(host) ? Promise.resolve([{ address: '93.184.215.14', family: 4 }]) : realDns.lookup(host, options as never),
}));
const { externalDatabase, startApp } = await import('./support.js');
const { loadConfig } = await import('../src/platform/config.js');
const { verifyRecord } = await import('../src/domain/verify-record.js');
const { GAMES } = await import('../src/games/index.js');
type TestApp = Awaited<ReturnType<typeof startApp>>;

/** The ```sh (or ```bash) blocks of the documentation between `## <heading>` (or `### <heading>`) and the next heading (of any level). */
function blocksUnder(readme: string, heading: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => /^#{2,3} /.test(l) && l.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`the documentation has no section "${heading}"`);
  // The next heading, outside fenced blocks (a shell comment is no heading).
  let fenced = false;
  const end = lines.findIndex((l, i) => {
    if (l.startsWith('```')) fenced = !fenced;
    return i > start && !fenced && /^#{1,6} /.test(l);
  });
  const section = lines.slice(start, end < 0 ? undefined : end).join('\n');
  return [...section.matchAll(/^```(?:sh|bash)\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/** The sections whose blocks run, in the order a reader meets them (the README, then the documents it links). */
const SECTIONS = [
  'Play a game with curl',
  'Rules in English and Spanish',
  'Clocks: days per move, time bank, added time, vacation',
  'Takebacks',
  // Its blocks read ada's events (after id 1): here she has some.
  'Playing by correspondence',
  'Webhooks',
  'Between players: challenges, seeks, rematch, abort, draws, chat',
  'Play against a bot',
  'Build a bot',
  'API tokens and scopes',
  'Ratings, leaderboards and profiles',
  'Tournaments',
  'Verifying a match (provably fair randomness)',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Commands the test runs after a block, to check what the block did but did not print (marked
 * `probe`; not part of the walkthrough). They read the session's variables.
 */
const PROBES: Partial<Record<Section, string>> = {
  // The revoked token is gone from the list, and its id is one the list had.
  'API tokens and scopes': 'echo "revoked $TOKEN_ID"; command curl -s "$BASE/v1/me/tokens" -H "$A" | jq -c "[.items[].id]"',
  'Webhooks': 'command curl -s "$BASE/v1/me/webhooks" -H "$A" | jq -c "[.items[] | {url, types, enabled}]"',
};

const PRELUDE = [
  'set -euo pipefail',
  'curl() {',
  '  local args=() stream=0',
  '  for a in "$@"; do',
  '    [[ "$a" == -N ]] && stream=1',
  '    args+=("${a//localhost:3000/$BASE}")',
  '  done',
  '  if (( stream )); then command curl --max-time 2 "${args[@]}" || [[ $? == 28 ]]; else command curl --fail-with-body "${args[@]}" || { s=$?; (( s == 23 )) && return 0; echo "failed ($s): curl ${args[*]}" >&2; return $s; }; fi',
  '}',
  // `npm run build && npm run verify-record -- <file>`: the test verifies <file> itself (see above).
  'npm() {',
  '  if [[ "$*" == "run build" ]]; then return 0; fi',
  '  if [[ "$1 $2 $3" == "run verify-record --" ]]; then echo "verify-record $(realpath "$4")"; return 0; fi',
  '  echo "npm $* is not run by this test" >&2; return 1',
  '}',
  '',
].join('\n');

/** Each block's output: the lines it printed, split on the markers the script echoes between blocks. */
function outputs(stdout: string): Map<string, string> {
  const map = new Map<string, string>();
  let key = '';
  for (const line of stdout.split('\n')) {
    const m = /^@@@ (.+)$/.exec(line);
    if (m) key = m[1];
    else if (key) map.set(key, `${map.get(key) ?? ''}${line}\n`);
  }
  return map;
}

/** The JSON values printed one after another (jq's output, or a raw answer with no newline after it), parsed. */
function values(text: string): unknown[] {
  const out: unknown[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (start < 0) {
      if (/\s/.test(c)) continue;
      start = i;
    }
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    // A value ends where its outermost bracket or string closes, or (a number, true, false, null) before a space.
    const closed = !inString && depth === 0 && (c === '}' || c === ']' || c === '"' || i + 1 === text.length || /[\s{["]/.test(text[i + 1]));
    if (closed) {
      out.push(JSON.parse(text.slice(start, i + 1)));
      start = -1;
    }
  }
  return out;
}

// Fixed usernames (ada, cyra, ben, cat, deep_pyramid, bob): a database of its own, as a reader's fresh one.
const fresh = externalDatabase() === undefined;

describe("the documentation's walkthroughs", () => {
  let t: TestApp;
  let scratch: string;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'walkthroughs-'));
    // The request limits as shipped (test/support.ts lifts these three for the other suites).
    const d = loadConfig({});
    const limits = { AUTH_RATE_LIMIT_PER_MINUTE: d.AUTH_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_MINUTE: d.RATE_LIMIT_PER_MINUTE, COST_BUDGET_PER_MINUTE: d.COST_BUDGET_PER_MINUTE };
    if (fresh) t = await startApp('readme-walkthroughs', {}, Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, String(v)])));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Runs bash (asynchronously: the app answers in this process). */
  const bash = (script: string) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('bash', ['-c', script], { cwd: scratch, env: { ...process.env, BASE: t.url } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  (fresh ? it : it.skip)('run as written, in order, every request answered 2xx, every variable defined, printing what they say', async () => {
    // The README and the documents it links (each starts with its own `# ` title, which ends a section).
    const docs = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
    const readme = docs.map((f) => readFileSync(f, 'utf8')).join('\n');
    const script = SECTIONS.flatMap((heading) => {
      const blocks = blocksUnder(readme, heading);
      expect(blocks.length).toBeGreaterThan(0);
      const probe = PROBES[heading];
      // Each block's output after a marker line of its own (an answer printed raw ends with no newline).
      return [...blocks.map((b, i) => `echo; echo '@@@ ${heading} #${i + 1}'\n${b}`), ...(probe ? [`echo; echo '@@@ ${heading} probe'\n${probe}\n`] : [])];
    }).join('\n');
    const r = await bash(PRELUDE + script);
    if (process.env.WALKTHROUGH_OUT) writeFileSync(process.env.WALKTHROUGH_OUT, r.stdout);
    if (r.status !== 0) throw new Error(`exit ${r.status}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
    const out = outputs(r.stdout);
    const of = (key: string): string => {
      const text = out.get(key);
      if (text === undefined) throw new Error(`no output for "${key}": ${[...out.keys()].join(', ')}`);
      return text;
    };
    // What jq printed, the lines of an event stream (`curl -N`) left out.
    const json = (key: string) => values(of(key).split('\n').filter((l) => !/^(retry|id|event|data): |^: /.test(l)).join('\n'));

    // README, "Play a game with curl": the legal moves, then the view after a draw.
    const [moves, view] = json('Play a game with curl #1') as [{ type: string }[], { stockCount: number }];
    expect(moves).toContainEqual({ type: 'draw' });
    expect(view).toHaveProperty('stockCount');

    // The rules in Spanish, picked by Accept-Language, then by ?lang= as HTML.
    const rules = of('Rules in English and Spanish #1');
    const spanish = readFileSync('src/games/nos-vigilan/rules.es.md', 'utf8').split('\n').slice(0, 3).join('\n');
    expect(rules.trimStart().startsWith(`${spanish}\n`)).toBe(true);
    expect(rules).toContain('<!doctype html>\n<html lang="es"><head><meta charset="utf-8"><title>Sabotage: reglas</title></head>\n');

    // The event stream after id 1 brings ids 2, 3, ... up to the last, in order, then says ready;
    // the page after 1 lists the same events' types, then the last id.
    const stream = of('Playing by correspondence #1');
    const ids = [...stream.matchAll(/^id: (\d+)\nevent: (\w+)\ndata: \{"id":"(\d+)","type":"(\w+)"/gm)];
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.map((m) => Number(m[1]))).toEqual(ids.map((_, i) => i + 2));
    expect(ids.every((m) => m[1] === m[3] && m[2] === m[4])).toBe(true);
    const last = String(ids.length + 1);
    expect(stream).toContain(`event: ready\ndata: {"kind":"ready","lastEventId":"${last}"}`);
    expect(json('Playing by correspondence #1')).toEqual([...ids.map((m) => m[2]), last]);

    // Clocks: 3 days per move; a vacation of 7 days, then back (every day given back).
    const [clock] = json('Clocks: days per move, time bank, added time, vacation #1') as [{ perMoveSeconds: number; daysPerMove: number; bankSeconds: number }];
    expect(clock).toMatchObject({ perMoveSeconds: 259_200, daysPerMove: 3, bankSeconds: 0, incrementSeconds: 0 });
    const created = json('Clocks: days per move, time bank, added time, vacation #1').slice(1) as { clock: object; game: string }[];
    expect(created.map((m) => m.game)).toEqual(['allmer-pyramid', 'ziggurat']);
    expect(created[0].clock).toMatchObject({ bankSeconds: 172_800, incrementSeconds: 21_600 });
    expect(created[1].clock).toMatchObject({ daysPerMove: 1, bankSeconds: 259_200 });
    const [away, back] = json('Clocks: days per move, time bank, added time, vacation #2') as { vacationUntil: string | null; daysUsed: number; daysLeft: number; allowanceDays: number }[];
    expect(away).toMatchObject({ daysUsed: 7, allowanceDays: 30, daysLeft: 23 });
    expect(away.vacationUntil).not.toBeNull();
    expect(back).toMatchObject({ vacationUntil: null, daysUsed: 1, daysLeft: 29 }); // the six whole days unused come back

    // Takebacks: "active", ply 1, the request, then Ada's turn again.
    const [status, ply, takeback, yourTurn] = json('Takebacks #1') as [string, number, { seat: number; ply: number; asked: number[]; accepted: number[] }, boolean];
    expect([status, ply]).toEqual(['active', 1]);
    expect(takeback).toMatchObject({ seat: 0, ply: 1, asked: [1], accepted: [] });
    expect(yourTurn).toBe(false);

    // Webhooks: the secret, shown once; the endpoint listed with its types.
    expect(json('Webhooks #1')).toEqual([expect.stringMatching(/^whsec_/)]);
    expect(json('Webhooks probe')).toEqual([[{ url: 'https://bot.example.com/hooks', types: ['your_turn', 'match_finished'], enabled: true }]]);

    // Between players.
    const between = (n: number) => json(`Between players: challenges, seeks, rematch, abort, draws, chat #${n}`);
    expect(between(1)).toEqual([]); // B and CAT: nothing printed
    expect(between(2)).toEqual(['pending', null, 'declined']);
    const [seekStatus, seekMatch, listed, paired, pairedMatch] = between(3) as [string, null, { username: string; timeLimitSeconds: number }, string, string];
    expect([seekStatus, seekMatch]).toEqual(['open', null]);
    expect(listed).toMatchObject({ username: 'ada', timeLimitSeconds: 172_800 });
    expect(paired).toBe('paired');
    expect(typeof pairedMatch).toBe('string');
    const [resigned, offered, offerSeats, accepted, rematchId] = between(4) as [string, string, { seat: number; username: string; response: string | null }[], string, string];
    expect([resigned, offered, accepted]).toEqual(['finished', 'pending', 'accepted']);
    // Every player one seat on: ben (seat 1 of the seeks' match) now at seat 0, ada at seat 1.
    expect(offerSeats.map((s) => [s.seat, s.username])).toEqual([[0, 'ben'], [1, 'ada']]);
    expect(typeof rematchId).toBe('string');
    expect(between(5)).toEqual(['aborted']);
    const [joined, draw, endedBy] = between(6) as [string, { seat: number }, string];
    expect(joined).toBe('active');
    expect(draw).toMatchObject({ seat: 0 });
    expect(endedBy).toBe('agreement');
    const [room, mutes, line] = between(7) as [string, string[], string];
    expect(room).toBe('players');
    expect(mutes).toEqual(['cat']);
    expect(line).toBe('players ada: good luck!');

    // Play against a bot: a bot at seat 1 of an active match; a bot seated in a free seat; two bots watched; a hint.
    const vsBot = json('Play against a bot #1') as unknown[];
    type Seats = { seat: number; user: { username: string; kind: string; botLevel: number | null } }[];
    const [seats, vsStatus] = vsBot as [Seats, string];
    expect(seats.map((s) => [s.seat, s.user.kind, s.user.botLevel])).toEqual([[0, 'human', null], [1, 'bot', 3]]);
    expect(vsStatus).toBe('active');
    const [filled, watched, hint] = vsBot.slice(2) as [{ status: string; seats: Seats }, { status: string; seats: Seats }, { type: string }];
    expect(filled.status).toBe('active');
    expect(filled.seats.map((s) => [s.user.kind, s.user.botLevel])).toEqual([['human', null], ['bot', 2]]);
    expect(watched.status).toBe('active');
    expect(watched.seats.map((s) => [s.user.kind, s.user.botLevel])).toEqual([['bot', 2], ['bot', 3]]);
    expect(hint).toHaveProperty('type'); // an Allmer's Pyramid move for ada's seat

    // Build a bot: the upgrade, the invitation accepted, Ada's move hands the turn to the bot, whose stream says so.
    const built = json('Build a bot #1') as unknown[];
    expect(built.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))).toEqual(['bot', 'active', [1], false]);
    expect(of('Build a bot #1')).toMatch(/event: your_turn\ndata: \{"id":null,"type":"your_turn"/); // the bot's stream: its pending turn

    // API tokens: the secret shown once, the list, then the revoked one gone from it.
    const [secret, listedToken] = json('API tokens and scopes #1') as [string, { id: string; name: string; scopes: string[] }];
    expect(secret).toMatch(/^pyr_/);
    expect(listedToken).toMatchObject({ name: 'my script', scopes: ['read', 'play'] });
    const probe = of('API tokens and scopes probe');
    expect(probe).toContain(`revoked ${listedToken.id}`);
    expect(values(probe.slice(probe.indexOf('\n') + 1))).toEqual([expect.not.arrayContaining([listedToken.id])]);

    // Ratings: the rated match, the leaderboard (both players provisional: off the board), the profile, ada's history.
    const rated = json('Ratings, leaderboards and profiles #1');
    expect(rated[0]).toBe(true);
    // Both are provisional after one rated match, so the leaderboard prints nothing; then ada's ratings, her last match, her history.
    const [ratings, recent, history] = rated.slice(1) as [{ game: string; rating: number; ratedMatches: number }[], { rated: boolean; result: string; ratingAfter: number }, [string, number]];
    expect(ratings.find((g) => g.game === 'allmer-pyramid')).toMatchObject({ ratedMatches: 1 });
    expect(recent).toMatchObject({ rated: true, result: 'won' });
    expect(recent.ratingAfter).toBeGreaterThan(1500); // Bob resigned: ada's rating went up
    expect(history[1]).toBe(recent.ratingAfter);

    // Tournaments: the start (round 1 paired), round 1's boards once its games exist, the standings.
    // Ada organises; Bob and a level-2 bot play round 1's one board.
    const [round, boards, standings] = json('Tournaments #1') as [number, { players: string[]; matchId: string | null }[], { username: string }[]];
    expect(round).toBe(1);
    expect(boards.map((b) => [...b.players].sort())).toEqual([['Bot L2', 'bob']]); // seats drawn per round
    expect(typeof boards[0].matchId).toBe('string');
    expect(standings.map((s) => s.username).sort()).toEqual(['Bot L2', 'bob']);

    // Verifying: the record of the rated match (finished), checked by the verifier.
    const verify = /^verify-record (.+)$/m.exec(of('Verifying a match (provably fair randomness) #1'));
    expect(verify).not.toBeNull();
    const record = JSON.parse(readFileSync(verify![1], 'utf8'));
    expect(record).toMatchObject({ game: 'allmer-pyramid', rated: true });
    const result = verifyRecord(record, GAMES);
    expect(result.ok ? 'verified' : result.failure).toBe('verified');
    expect(result.checks.length).toBeGreaterThan(0);
  }, 240_000);
});

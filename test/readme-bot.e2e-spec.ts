/**
 * The README's bot (issue 37): its JavaScript block, extracted from README.md exactly as printed
 * (the fenced block that starts with the `// readme-bot` marker), runs as a separate Node process
 * against the app and never misses a turn, whenever it starts: (a) before its turn, (b) after its
 * `your_turn` was already emitted, (c) killed and restarted in the middle of a match. Each match is
 * played to its end: the test plays the person's side, the README's code the bot's.
 *
 * The promise it checks (README "Build a bot"): "a stream opened without `Last-Event-ID` first
 * sends every turn already waiting for you ..., then the events from now on".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { GAMES } from '../src/games/index.js';
import { Metrics } from '../src/platform/metrics.js';
import { register, startApp, type Player, type TestApp } from './support.js';

/** The documented bot: the ```js block of the documentation (docs/bots.md, "Build a bot") whose first line is the `// readme-bot` marker. */
function readmeBot(): string {
  const docs = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const blocks = docs.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]));
  const bot = blocks.filter((b) => b.startsWith('// readme-bot'));
  if (bot.length !== 1) throw new Error(`the documentation has ${bot.length} blocks marked // readme-bot (expected 1)`);
  return bot[0];
}

// A two-player game from the registry (the bot's side needs nothing game-specific).
const game = GAMES.find((g) => g.meta.minPlayers <= 2 && g.meta.maxPlayers >= 2)!;

interface MatchView {
  status: string;
  version: number;
  ply: number;
  yourTurn: boolean;
  toAct: number[];
}

describe("the README's bot, run as printed", () => {
  let t: TestApp;
  let person: Player;
  let botToken: string;
  let botAuth: { Authorization: string };
  const code = readmeBot();
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    // The person's side moves at once, so one token makes far more requests a minute than a bot
    // facing people would: over TOKEN_RATE_LIMIT_PER_MINUTE the printed code waits for Retry-After,
    // which would only make this test slow.
    t = await startApp('readme-bot', {}, { TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
    person = await register(t, 'ada');
    const bot = await register(t, 'deep_pyramid');
    await t.http.post('/v1/me/upgrade-to-bot').set(bot.auth).expect(200);
    const minted = await t.http.post('/v1/me/tokens').set(bot.auth).send({ name: 'engine', scopes: ['read', 'bot'] }).expect(201);
    botToken = minted.body.token as string;
    botAuth = { Authorization: `Bearer ${botToken}` };
  });
  afterAll(async () => {
    for (const p of running) p.kill('SIGKILL');
    await t.close();
  });

  const openStreams = async () => (await t.app.get(Metrics).sseStreams.get()).values[0]?.value ?? 0;

  /** Starts the README's code; resolves once its event stream is open. */
  async function startBot(): Promise<ChildProcess> {
    const before = await openStreams();
    const child = spawn(process.execPath, ['--input-type=module'], { env: { ...process.env, NODE_OPTIONS: '', API_URL: t.url, BOT_TOKEN: botToken }, stdio: ['pipe', 'inherit', 'inherit'] });
    child.stdin!.end(code);
    running.add(child);
    child.on('exit', () => running.delete(child));
    const deadline = Date.now() + 20_000;
    while ((await openStreams()) <= before) {
      if (child.exitCode !== null) throw new Error(`the bot exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('the bot did not open its event stream');
      await new Promise((r) => setTimeout(r, 50));
    }
    return child;
  }

  /** Kills the bot and waits until the server has seen its stream close (so the next start's count starts from it). */
  async function stopBot(child: ChildProcess): Promise<void> {
    if (child.exitCode === null) {
      const open = await openStreams();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      const deadline = Date.now() + 10_000;
      while ((await openStreams()) >= open && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    }
  }

  const view = async (id: string) => (await t.http.get(`/v1/matches/${id}`).set(person.auth).expect(200)).body as MatchView;

  /** A match of the person (seat 0) against the bot account (seat 1, joined by its token). */
  async function newMatch(): Promise<string> {
    const m = await t.http.post('/v1/matches').set(person.auth).send({ game: game.meta.id, visibility: 'private', seats: 2 }).expect(201);
    await t.http.post(`/v1/matches/${m.body.id}/join`).set(botAuth).send({ inviteCode: m.body.inviteCode }).expect(200);
    return m.body.id as string;
  }

  /** One random legal move of the person's. */
  async function personMoves(id: string): Promise<void> {
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(person.auth).expect(200)).body as { moves: unknown[]; version: number };
    const move = legal.moves[Math.floor(Math.random() * legal.moves.length)];
    await t.http.post(`/v1/matches/${id}/moves`).set(person.auth).send({ move, expectedVersion: legal.version }).expect(200);
  }

  /** The person moves until the bot must act (without the bot running, its turn is emitted and waits). */
  async function untilBotsTurn(id: string): Promise<MatchView> {
    for (;;) {
      const m = await view(id);
      if (m.status !== 'active') throw new Error(`the match ended before the bot's turn: ${m.status}`);
      if (m.toAct.includes(1)) return m;
      await personMoves(id);
    }
  }

  /**
   * Plays the person's side to the end while the bot plays its own. A bot that misses a turn
   * leaves the match waiting on it: that fails after `stallMs` without a change.
   */
  async function playToTheEnd(id: string, opts: { restartAtPly?: number } = {}, stallMs = 20_000): Promise<MatchView> {
    let lastVersion = -1;
    let since = Date.now();
    let restarted = false;
    for (;;) {
      const m = await view(id);
      if (m.status !== 'active') return m;
      if (m.version !== lastVersion) [lastVersion, since] = [m.version, Date.now()];
      else if (Date.now() - since > stallMs) {
        const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(botAuth)).body as { version: number; moves: unknown[] };
        const events = (await t.http.get('/v1/me/events?after=0&limit=500').set(botAuth)).body.items as { id: string; type: string; version: number }[];
        const told = events.filter((e) => e.version >= m.version - 3).map((e) => `${e.id}:${e.type}@${e.version}`);
        throw new Error(`the bot missed a turn: the match waits on seats ${m.toAct} at version ${m.version}, ply ${m.ply}; bot alive: ${running.size}; its legal moves: ${legal.moves?.length} at ${legal.version}; its last events: ${told}`);
      }
      if (opts.restartAtPly !== undefined && !restarted && m.ply >= opts.restartAtPly && m.yourTurn) {
        // (c) The bot dies; its turn comes while it is down; a new one starts without Last-Event-ID.
        restarted = true;
        for (const p of [...running]) await stopBot(p);
        const waiting = await untilBotsTurn(id);
        expect(waiting.toAct).toContain(1);
        await startBot();
        continue;
      }
      if (m.yourTurn) await personMoves(id);
      else await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('(a) started before its turn: plays every turn to the end', async () => {
    const bot = await startBot();
    const id = await newMatch();
    const end = await playToTheEnd(id);
    expect(end.status).toBe('finished');
    await stopBot(bot);
  }, 120_000);

  it('(b) started after its your_turn was emitted: the pending turn comes first, then the rest', async () => {
    const id = await newMatch();
    const waiting = await untilBotsTurn(id);
    const events = (await t.http.get('/v1/me/events?after=0&limit=500').set(botAuth).expect(200)).body.items as { type: string; matchId: string; version: number }[];
    expect(events).toContainEqual(expect.objectContaining({ type: 'your_turn', matchId: id, version: waiting.version }));
    const bot = await startBot();
    const end = await playToTheEnd(id);
    expect(end.status).toBe('finished');
    await stopBot(bot);
  }, 120_000);

  it('(c) killed and restarted in the middle of a match: picks up the turn that came while it was down', async () => {
    await startBot();
    const id = await newMatch();
    const end = await playToTheEnd(id, { restartAtPly: 2 });
    expect(end.status).toBe('finished');
    for (const p of [...running]) await stopBot(p);
  }, 120_000);
});

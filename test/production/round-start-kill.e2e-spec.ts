/**
 * Issue 40, "at scale" and "done when": "an instance is killed during a round start in the
 * multi-instance suite and the round is complete and paired once". Two real instances
 * (src/main.ts in child processes, as child.ts starts them) share one PostgreSQL database of
 * their own (and Redis when REDIS_URL is set) and the clock lease (one LEASE_NAMESPACE, sweep
 * every second). A duplicate-solitaire event of 120 entrants (120 games, created one after another) is
 * started on one instance, which is killed with SIGKILL part-way; the other instance's clock
 * sweep finishes the round.
 *
 * Where the kill lands is made exact with the database's own locks, not with timing or a
 * test-only knob: the test holds one User row FOR UPDATE, sees the instance's statement wait on
 * it (pg_blocking_pids), checks what is committed, kills the instance, then lets go of the row.
 * Three places:
 * - inside the pairing transaction (a person's row: the pairing writes each person's events):
 *   nothing of the round is committed and the start gets no answer; the organiser's start,
 *   repeated on the other instance, pairs it once;
 * - after the pairing, before any game: the row of a bot entrant on board 1 (bots get no pairing
 *   events, so the pairing never writes their row; the bot's match insert waits on it through
 *   its seat's foreign key). The start has answered by then (it answers once the round is
 *   paired): the kill lands in the background task creating the games;
 * - half-way through the games: the bot on board 60, so 59 games exist at the kill.
 * The survivor's sweep takes the round up once the killed instance's creation lease lapses
 * (CREATING_LEASE_MS, 30 s from the pairing or its last renewal).
 * In the first the killed instance holds the clock lease (the survivor takes it over once it
 * lapses); in the others whichever held it (reported): the survivor's sweep, resuming the round
 * alongside the start, waits at the same row and may let its lease lapse meanwhile.
 *
 * Checked through the API and the database: one round, 120 boards, each board one match and
 * each match one board, no other game dealt from the round's seed (no board was given two),
 * every entrant seated once, each person's tournament_round_started, tournament_paired and
 * game start (your_turn) exactly once, the standings readable. Skipped, and said so, without PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { externalDatabase } from '../support.js';
import { startServer, type Server } from './child.js';

const database = externalDatabase();
const skipReason = !database?.startsWith('postgres') ? 'needs PostgreSQL (DATABASE_URL=postgresql://…)' : null;
if (skipReason) console.log(`round-start-kill skipped: ${skipReason}`);
const describePg = skipReason ? describe.skip : describe;

/** A measured figure, printed for the record (never asserted). */
const report = (line: string) => process.stderr.write(`[round-start-kill] ${line}\n`);

const ENTRANTS = 120;

interface Person {
  id: string;
  username: string;
  token: string;
}
type Board = { board: number; players: string[]; bye: boolean; matchId: string | null };
type Tournament = {
  id: string;
  status: string;
  currentRound: number;
  rounds: number;
  standings: { rank: number; username: string; points: number }[];
  roundsPlayed: { round: number; seedHash: string | null; boards: Board[] }[];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
async function call<T = any>(s: Server, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const r = await fetch(`${s.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Runs `work` over `items`, `n` at a time, keeping the results in order. */
async function pool<A, B>(items: readonly A[], n: number, work: (a: A, i: number) => Promise<B>): Promise<B[]> {
  const out: B[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

describePg('a round start survives the instance that runs it being killed (two instances, PostgreSQL)', () => {
  const name = `round_kill_${process.pid}`;
  const ns = randomBytes(4).toString('hex');
  let admin: pg.Client;
  let url: string;
  const servers: Server[] = [];
  let org: Person;
  let people: Person[];

  const start = (label: string) =>
    startServer('unused', {
      DATABASE_URL: url,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      CLOCK_SWEEP_SECONDS: '1',
      LEASE_NAMESPACE: `round-kill-${ns}`, // shared: the two instances take turns at the sweep
      RATE_LIMIT_NAMESPACE: `round-kill-${ns}-${label}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      COST_BUDGET_PER_MINUTE: '100000000',
      BOT_THREADS: '0', // the bot entrant never moves: its game stays as created
      WEBHOOK_DISPATCH: 'false',
    }).then((s) => (servers.push(s), s));
  const kill = async (s: Server) => {
    s.child.kill('SIGKILL');
    expect((await s.exited).signal).toBe('SIGKILL');
  };
  const clockHolder = async () => ((await admin.query<{ holder: string }>('SELECT holder FROM "Lease" WHERE name = $1', [`round-kill-${ns}:clock`])).rows[0]?.holder ?? null);
  const holds = async (s: Server) => (await clockHolder())?.split(':')[1] === String(s.child.pid);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: database! });
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const own = new URL(database!);
    own.pathname = `/${name}`;
    url = own.toString();
    await admin.end();
    admin = new pg.Client({ connectionString: url });
    admin.on('error', () => undefined);
    const a = await start('a'); // migrates the new database
    await admin.connect();
    const began = Date.now();
    const register = async (base: string): Promise<Person> => {
      const username = `${base}_${randomBytes(4).toString('hex')}`;
      const r = await call(a, 'POST', '/v1/auth/register', null, { username, password: 'correct horse battery' });
      return { id: r.user.id, username, token: r.accessToken };
    };
    org = await register('org');
    people = await pool(
      Array.from({ length: ENTRANTS - 1 }, (_, i) => i),
      4,
      (i) => register(`p${i}`),
    );
    report(`${ENTRANTS - 1} people registered in ${Date.now() - began} ms`);
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await admin?.end().catch(() => undefined);
    const root = new pg.Client({ connectionString: database! });
    root.on('error', () => undefined);
    await root.connect();
    await root.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await root.end();
  });

  /** A duplicate event of ENTRANTS created on `on`, with the bot entered `botAt`-th (so on board `botAt`). */
  async function event(on: Server, botAt: number): Promise<{ t: Tournament; bot: string }> {
    const t = await call<Tournament>(on, 'POST', '/v1/tournaments', org.token, { name: `kill ${botAt}`, game: 'pyramid-solitaire', format: 'duplicate', rounds: 1, botsAllowed: true, maxEntrants: ENTRANTS });
    for (let i = 0; i < ENTRANTS; i++) {
      if (i === botAt - 1) await call(on, 'POST', `/v1/tournaments/${t.id}/bots`, org.token, { level: 1 });
      else await call(on, 'POST', `/v1/tournaments/${t.id}/join`, people[i < botAt - 1 ? i : i - 1].token, {});
    }
    const entries = (await admin.query<{ userId: string }>('SELECT "userId" FROM "TournamentEntry" WHERE "tournamentId" = $1 ORDER BY "entryNo"', [t.id])).rows;
    const bot = entries[botAt - 1].userId;
    expect((await admin.query('SELECT kind FROM "User" WHERE id = $1', [bot])).rows[0].kind).toBe('bot');
    return { t, bot };
  }

  const roundState = async (id: string) => {
    const t = (await admin.query<{ status: string; currentRound: number }>('SELECT status, "currentRound" FROM "Tournament" WHERE id = $1', [id])).rows[0];
    const n = async (sql: string) => Number((await admin.query<{ n: string }>(sql, [id])).rows[0].n);
    return {
      status: t.status,
      currentRound: t.currentRound,
      rounds: await n('SELECT count(*) AS n FROM "TournamentRound" WHERE "tournamentId" = $1'),
      boards: await n('SELECT count(*) AS n FROM "TournamentBoard" WHERE "tournamentId" = $1'),
      games: await n('SELECT count("matchId") AS n FROM "TournamentBoard" WHERE "tournamentId" = $1'),
      events: await n(`SELECT count(*) AS n FROM "UserEvent" WHERE type LIKE 'tournament_%' AND (data::jsonb)->>'tournamentId' = $1`),
    };
  };

  /**
   * Holds the User row `held` FOR UPDATE, starts tournament `t` on `starter` (the organiser's
   * request), waits until the start (the pairing, or the games' creation after it) waits on that
   * row, checks the state then (`atKill`), kills `starter`, lets go of the row, and waits until the
   * killed instance's database sessions are gone. `answer`: what became of the start request
   * (answered: the kill came after the pairing, in the background creation of the games).
   */
  async function killStartAt(starter: Server, t: Tournament, held: string, atKill: Awaited<ReturnType<typeof roundState>>, label: string, answer: 'answered' | 'cut off'): Promise<void> {
    const holder = new pg.Client({ connectionString: url });
    holder.on('error', () => undefined);
    await holder.connect();
    try {
      const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM "User" WHERE id = $1 FOR UPDATE', [held]);
      const started = Date.now();
      // Killed inside the pairing, the start never gets its answer; after it, the answer came at the pairing.
      const request = call<Tournament>(starter, 'POST', `/v1/tournaments/${t.id}/start`, org.token, {}).then(
        (x) => {
          // The answer is truthful: a board whose game the background task had not created yet shows none.
          if (atKill.games === 0) expect(x.roundsPlayed[0].boards.every((b) => b.matchId === null)).toBe(true);
          return 'answered';
        },
        () => 'cut off',
      );
      await until(
        'the start to wait on the held row',
        async () => {
          return (await admin.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holderPid])).rowCount! > 0;
        },
        60_000,
      );
      expect(await roundState(t.id)).toEqual(atKill);
      report(`${label}: killed ${Date.now() - started} ms into the start with ${atKill.games} of ${ENTRANTS} games; the clock lease was ${(await holds(starter)) ? "the killed instance's" : "the survivor's"}`);
      await kill(starter);
      expect(await request).toBe(answer);
      // The killed instance's open transaction can never commit (COMMIT comes from the client):
      // its session ends, rolled back, once it finds its client gone.
      await holder.query('ROLLBACK');
    } finally {
      await holder.end().catch(() => undefined);
    }
  }

  /** The tournament as `s` serves it once every board of round 1 has its game. */
  async function completed(s: Server, id: string, since: number, label: string): Promise<Tournament> {
    const done = await until(
      'the round to be complete',
      async () => {
        const x = await call<Tournament>(s, 'GET', `/v1/tournaments/${id}`, org.token);
        return x.roundsPlayed[0]?.boards.every((b) => b.matchId !== null) && x;
      },
      90_000,
    );
    report(`${label}: round complete on the survivor ${Date.now() - since} ms after the kill`);
    return done;
  }

  /** Complete and paired once, as the brief of issue 40 asks, through the API and the database. */
  async function checkRound(s: Server, t: Tournament): Promise<void> {
    const entrants = (await admin.query<{ userId: string }>('SELECT "userId" FROM "TournamentEntry" WHERE "tournamentId" = $1 ORDER BY "entryNo"', [t.id])).rows.map((r) => r.userId);
    const persons = people.filter((p) => entrants.includes(p.id));
    expect(entrants).toHaveLength(ENTRANTS);
    expect(persons).toHaveLength(ENTRANTS - 1);

    // The API: one round, every board one match, every entrant on one board.
    expect({ status: t.status, currentRound: t.currentRound, rounds: t.roundsPlayed.length }).toEqual({ status: 'running', currentRound: 1, rounds: 1 });
    const boards = t.roundsPlayed[0].boards;
    expect(boards.map((b) => b.board)).toEqual(Array.from({ length: ENTRANTS }, (_, i) => i + 1));
    const games = boards.map((b) => b.matchId!);
    expect(new Set(games).size).toBe(ENTRANTS);
    const seated = boards.flatMap((b) => b.players);
    expect(new Set(seated).size).toBe(ENTRANTS);
    expect(seated).toHaveLength(ENTRANTS);
    const usernames = (await admin.query<{ username: string }>('SELECT username FROM "User" WHERE id = ANY($1)', [entrants])).rows.map((r) => r.username);
    expect(new Set(seated)).toEqual(new Set(usernames));

    // The database: the round's games are exactly the boards' matches (a game created for a board
    // that another instance had already given one would be dealt from the same seed, unattached),
    // and each entrant sits in exactly one of them.
    const dealt = (await admin.query<{ id: string }>('SELECT id FROM "Match" WHERE "seedHash" = $1', [t.roundsPlayed[0].seedHash])).rows.map((r) => r.id);
    expect(dealt.sort()).toEqual([...games].sort());
    const seats = (await admin.query<{ userId: string; n: string }>('SELECT "userId", count(*) AS n FROM "MatchSeat" WHERE "matchId" = ANY($1) GROUP BY "userId"', [games])).rows;
    expect(seats).toHaveLength(ENTRANTS);
    for (const r of seats) expect(Number(r.n)).toBe(1);
    expect(new Set(seats.map((r) => r.userId))).toEqual(new Set(entrants));

    // Each person's events of this round, read from their own log: each exactly once.
    await pool(persons, 4, async (p) => {
      const page = await call<{ items: { type: string; matchId: string | null; data: Record<string, unknown> }[] }>(s, 'GET', '/v1/me/events?after=0&limit=500', p.token);
      const mine = boards.find((b) => b.players.includes(p.username))!;
      const ofRound = page.items.filter((e) => e.data.tournamentId === t.id);
      expect({ who: p.username, types: ofRound.map((e) => e.type).sort() }).toEqual({ who: p.username, types: ['tournament_paired', 'tournament_round_started'] });
      expect(ofRound.find((e) => e.type === 'tournament_paired')!.data).toMatchObject({ round: 1, board: mine.board });
      // The game's own start (a one-player game: your_turn, started) once, and of no other game of the round.
      const ofGames = page.items.filter((e) => e.matchId !== null && dealt.includes(e.matchId));
      expect({ who: p.username, events: ofGames.map((e) => [e.type, e.matchId, e.data.started]) }).toEqual({ who: p.username, events: [['your_turn', mine.matchId, true]] });
    });

    // The standings: every entrant once, nobody scored yet.
    expect(t.standings).toHaveLength(ENTRANTS);
    expect(new Set(t.standings.map((x) => x.username)).size).toBe(ENTRANTS);
    expect(t.standings.every((x) => x.points === 0 && x.rank === 1)).toBe(true);
  }

  const before = { status: 'open', currentRound: 0, rounds: 0, boards: 0, games: 0, events: 0 };
  const paired = (games: number) => ({ status: 'running', currentRound: 1, rounds: 1, boards: ENTRANTS, games, events: 2 * (ENTRANTS - 1) });

  it('killed inside the pairing transaction: nothing of the round remains; the organiser starts it again on the other instance and it is paired once', async () => {
    const a = servers[0];
    await until('instance A to hold the clock lease', () => holds(a), 10_000);
    const b = await start('b');
    const { t } = await event(a, ENTRANTS);
    // The pairing writes each person's events in user-id order: it waits at the held person's row.
    await killStartAt(a, t, people[70].id, before, 'pairing', 'cut off');
    expect(await roundState(t.id)).toEqual(before);
    const killedAt = Date.now();
    // Started again on the survivor: it answers at the pairing; its own background task creates the games.
    const again = await call<Tournament>(b, 'POST', `/v1/tournaments/${t.id}/start`, org.token, {});
    expect({ status: again.status, currentRound: again.currentRound, boards: again.roundsPlayed[0].boards.length }).toEqual({ status: 'running', currentRound: 1, boards: ENTRANTS });
    report(`pairing: started again on the survivor, answered ${Date.now() - killedAt} ms after the kill with ${again.roundsPlayed[0].boards.filter((x) => x.matchId !== null).length} games created`);
    const done = await completed(b, t.id, killedAt, 'pairing');
    expect(await roundState(t.id)).toEqual(paired(ENTRANTS));
    await checkRound(b, done);
  }, 300_000);

  it('killed after pairing, before its first game: the sweep of the other instance creates all 120 games, each once', async () => {
    const [b, a2] = [servers[1], await start('a2')];
    const { t, bot } = await event(a2, 1);
    await killStartAt(a2, t, bot, paired(0), 'board 1', 'answered');
    const killedAt = Date.now();
    // The organiser, whose request was cut off, starts it again: refused, nothing paired again.
    const retry = await fetch(`${b.url}/v1/tournaments/${t.id}/start`, { method: 'POST', headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect({ status: retry.status, code: ((await retry.json()) as { code: string }).code }).toEqual({ status: 409, code: 'TOURNAMENT_NOT_OPEN' });
    await checkRound(b, await completed(b, t.id, killedAt, 'board 1'));
  }, 300_000);

  it('killed half-way through the games, with 59 of 120 created: the sweep of the other instance creates the 61 missing, each once', async () => {
    const [b, a3] = [servers[1], await start('a3')];
    const { t, bot } = await event(a3, 60);
    await killStartAt(a3, t, bot, paired(59), 'board 60', 'answered');
    const killedAt = Date.now();
    await checkRound(b, await completed(b, t.id, killedAt, 'board 60'));
  }, 300_000);
});

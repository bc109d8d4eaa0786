/**
 * Bots through the API (issue 13): bots are seated at creation or in an open seat, move by
 * themselves through the same move path as people (version check, log, events), survive a
 * restart (their turn is found again in the database), and two instances never both move for
 * one bot. Hints come from the caller's view only, and a match created with hints: false refuses
 * them.
 */
import { GAMES } from '../src/games/index.js';
import { BotRunner } from '../src/features/bots/bot-runner.js';
import { verifyRecord, type MatchRecordFile } from '../src/domain/verify-record.js';
import { externalDatabase, gql, register, startApp, type Player, type TestApp } from './support.js';

const BOTS_ON = { BOT_THREADS: '1', BOT_POLL_SECONDS: '1' };

/** Waits until the bots of this app have nothing left to do, then returns the match. */
async function settle(t: TestApp, p: Player, id: string, until: (m: { status: string; ply: number; yourTurn: boolean }) => boolean, ms = 120_000) {
  const runner = t.app.get(BotRunner);
  const deadline = Date.now() + ms;
  for (;;) {
    await runner.settled();
    const m = (await t.http.get(`/v1/matches/${id}`).set(p.auth)).body;
    if (until(m)) return m;
    if (Date.now() > deadline) throw new Error(`match ${id} did not settle: status ${m.status}, ply ${m.ply}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function recordOf(t: TestApp, p: Player, id: string): Promise<MatchRecordFile> {
  const r = await t.http.get(`/v1/matches/${id}/record`).set(p.auth).expect(200);
  return r.body as MatchRecordFile;
}

describe('bots (SQLite, or PostgreSQL when DATABASE_URL names one)', () => {
  let t: TestApp;
  let ada: Player;
  let bo: Player;

  beforeAll(async () => {
    t = await startApp('bots', {}, BOTS_ON);
    ada = await register(t, 'ada');
    bo = await register(t, 'bo');
  });
  afterAll(() => t.close());

  it('lists the highest bot level of every game (0 for a game without a bot)', async () => {
    const r = await t.http.get('/v1/games').expect(200);
    for (const g of GAMES) {
      const entry = (r.body as { id: string; maxBotLevel: number }[]).find((x) => x.id === g.meta.id)!;
      if (!g.bot) {
        expect(entry.maxBotLevel).toBe(0);
        continue;
      }
      expect(entry.maxBotLevel).toBe(g.bot.maxLevel);
      // The bot contract: "Highest level this bot plays (at least 3)".
      expect(entry.maxBotLevel).toBeGreaterThanOrEqual(3);
    }
  });

  // A bot is optional: a game without one refuses bot seats, and is played by people only.
  const withoutBot = GAMES.filter((g) => !g.bot).map((g) => [g.meta.id, g.meta] as const);
  if (withoutBot.length > 0) {
    it.each(withoutBot)('%s has no bot: seating one is refused with NO_BOT', async (game, meta) => {
      const refused = await t.http.post('/v1/matches').set(ada.auth).send({ game, bots: [{ seat: 0, level: 1 }], spectate: true }).expect(400);
      expect(refused.body.code).toBe('NO_BOT');
      if (meta.maxPlayers < 2) return;
      const open = await t.http.post('/v1/matches').set(ada.auth).send({ game, seats: Math.max(2, meta.minPlayers) }).expect(201);
      expect(open.body.status).toBe('open');
      expect((await t.http.post(`/v1/matches/${open.body.id}/bots`).set(ada.auth).send({ level: 1 }).expect(400)).body.code).toBe('NO_BOT');
    });
  }

  // One bot-vs-bot match per game with a bot, played to its end through the API, then verified from its record.
  it.each(GAMES.filter((g) => g.bot).map((g) => [g.meta.id, g.meta.minPlayers] as const))('%s: bots play a match to its end on their own', async (game, seats) => {
    const bots = Array.from({ length: seats }, (_, seat) => ({ seat, level: 2 }));
    const created = await t.http.post('/v1/matches').set(ada.auth).send({ game, bots, spectate: true }).expect(201);
    expect(created.body.status).toBe('active');
    expect(created.body.yourSeat).toBeNull();
    expect(created.body.seats.map((s: { user: { kind: string; botLevel: number } }) => [s.user.kind, s.user.botLevel])).toEqual(bots.map(() => ['bot', 2]));
    // Two bots of one level are two accounts (a user holds one seat per match).
    expect(new Set(created.body.seats.map((s: { user: { id: string } }) => s.user.id)).size).toBe(seats);

    const done = await settle(t, ada, created.body.id, (m) => m.status === 'finished');
    expect(done.outcome.endedBy).toBe('rules');
    expect(done.ply).toBeGreaterThan(seats);
    const record = await recordOf(t, ada, created.body.id);
    expect(record.moves.length).toBe(done.ply);
    expect(record.seats.every((s) => (s as unknown as { kind: string }).kind === 'bot')).toBe(true);
    const verified = verifyRecord(record, GAMES);
    expect(verified).toMatchObject({ ok: true });
    // Every entry of the log was made by the bot in that seat.
    const history = await t.http.get(`/v1/matches/${created.body.id}/history`).set(ada.auth).expect(200);
    expect(history.body.entries.every((e: { kind: string }) => e.kind === 'move')).toBe(true);
  }, 180_000);

  it('a bot seated in an open match starts it and answers a person\'s moves', async () => {
    const created = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'allmer-pyramid' }).expect(201);
    expect(created.body.status).toBe('open');
    // Only players and the creator may seat a bot; a bad level is refused and changes nothing.
    await t.http.post(`/v1/matches/${created.body.id}/bots`).set(bo.auth).send({ level: 2 }).expect(403);
    const bad = await t.http.post(`/v1/matches/${created.body.id}/bots`).set(ada.auth).send({ level: 99 }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const tooHigh = await t.http.post(`/v1/matches/${created.body.id}/bots`).set(ada.auth).send({ level: 19 }).expect(400);
    expect(tooHigh.body.code).toBe('INVALID_BOT_LEVEL');
    const taken = await t.http.post(`/v1/matches/${created.body.id}/bots`).set(ada.auth).send({ level: 2, seat: 0 }).expect(409);
    expect(taken.body.code).toBe('SEAT_TAKEN');
    const started = await t.http.post(`/v1/matches/${created.body.id}/bots`).set(ada.auth).send({ level: 3 }).expect(200);
    expect(started.body.status).toBe('active');
    expect(started.body.seats[1].user).toMatchObject({ kind: 'bot', botLevel: 3, username: 'Bot L3' });

    // White (seat 0, ada) moves first; the bot answers by itself.
    for (let turn = 0; turn < 3; turn++) {
      const m = await settle(t, ada, created.body.id, (x) => x.yourTurn || x.status !== 'active');
      if (m.status !== 'active') break;
      const legal = (await t.http.get(`/v1/matches/${created.body.id}/legal-moves`).set(ada.auth).expect(200)).body;
      await t.http.post(`/v1/matches/${created.body.id}/moves`).set(ada.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
    }
    const after = await settle(t, ada, created.body.id, (x) => x.yourTurn || x.status !== 'active');
    expect(after.ply).toBeGreaterThanOrEqual(5);
    const history = (await t.http.get(`/v1/matches/${created.body.id}/history`).set(ada.auth).expect(200)).body.entries as { seat: number }[];
    expect(history.map((e) => e.seat).slice(0, 6)).toEqual([0, 1, 0, 1, 0, 1].slice(0, Math.min(6, history.length)));
  }, 60_000);

  it('refuses bot seats that do not fit the match, changing nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ game: 'sabotage', bots: [{ seat: 2, level: 1 }] }, 400, 'INVALID_SEATS'],
      [{ game: 'sabotage', bots: [{ seat: 1, level: 1 }, { seat: 1, level: 2 }] }, 400, 'INVALID_SEATS'],
      [{ game: 'sabotage', bots: [{ seat: 0, level: 1 }, { seat: 1, level: 2 }] }, 400, 'INVALID_SEATS'],
      [{ game: 'sabotage', spectate: true }, 400, 'INVALID_SEATS'],
      [{ game: 'sabotage', bots: [{ seat: 1, level: 18 }] }, 400, 'INVALID_BOT_LEVEL'],
      [{ game: 'sabotage', bots: [{ seat: 1, level: 0 }] }, 400, 'VALIDATION_FAILED'],
    ];
    const before = (await t.http.get('/v1/matches').set(bo.auth).expect(200)).body.items.length;
    for (const [body, status, code] of cases) {
      const r = await t.http.post('/v1/matches').set(bo.auth).send(body);
      expect([r.status, r.body.code]).toEqual([status, code]);
    }
    expect((await t.http.get('/v1/matches').set(bo.auth).expect(200)).body.items.length).toBe(before);
  });

  it('hints: a legal move for the seat to act, from its own view; refused when off, early, or not yours', async () => {
    const created = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'nos-vigilan', bots: [{ seat: 1, level: 2 }] }).expect(201);
    const id = created.body.id;
    const m = await settle(t, ada, id, (x) => x.yourTurn || x.status !== 'active');
    expect(m.yourTurn).toBe(true);
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(ada.auth).expect(200)).body;
    const hint = await t.http.get(`/v1/matches/${id}/hint?level=2`).set(ada.auth).expect(200);
    expect(hint.body).toMatchObject({ game: 'nos-vigilan', version: legal.version, seat: 0, level: 2 });
    // The hint can be posted back unchanged.
    const played = await t.http.post(`/v1/matches/${id}/moves`).set(ada.auth).send({ move: hint.body.move, expectedVersion: hint.body.version });
    expect(played.status).toBe(200);

    const tooHigh = await t.http.get(`/v1/matches/${id}/hint?level=19`).set(ada.auth).expect(400);
    expect(tooHigh.body.code).toBe('INVALID_BOT_LEVEL');
    const stranger = await t.http.get(`/v1/matches/${id}/hint`).set(bo.auth).expect(403);
    expect(stranger.body.code).toBe('NOT_A_PLAYER');

    const off = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'sabotage', hints: false, bots: [{ seat: 1, level: 1 }] }).expect(201);
    expect(off.body.hints).toBe(false);
    const refused = await t.http.get(`/v1/matches/${off.body.id}/hint`).set(ada.auth).expect(403);
    expect(refused.body.code).toBe('HINTS_DISABLED');
    expect((await recordOf(t, ada, off.body.id)).hints).toBe(false);

    const open = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'sabotage' }).expect(201);
    const early = await t.http.get(`/v1/matches/${open.body.id}/hint`).set(ada.auth).expect(409);
    expect(early.body.code).toBe('MATCH_NOT_ACTIVE');
  }, 60_000);

  it('GraphQL: create with bots, seat a bot, ask for a hint', async () => {
    const created = await gql(t, ada.token, /* GraphQL */ `
      mutation { createMatch(game: "pyramid-solitaire", hints: true) { id hints seats { seat user { kind botLevel } } } }
    `);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMatch.seats[0].user.kind).toBe('human');
    const hint = await gql(t, ada.token, /* GraphQL */ `
      query Hint($id: ID!) { hint(matchId: $id, level: 2) { game version seat level move { __typename } } }
    `, { id: created.data!.createMatch.id });
    expect(hint.errors).toBeUndefined();
    expect(hint.data!.hint).toMatchObject({ game: 'pyramid-solitaire', seat: 0, level: 2 });

    const open = await gql(t, ada.token, /* GraphQL */ `
      mutation { createMatch(game: "sabotage") { id status } }
    `);
    const seated = await gql(t, ada.token, /* GraphQL */ `
      mutation Seat($id: ID!) { addBot(id: $id, level: 1) { status seats { seat user { username kind botLevel } } } }
    `, { id: open.data!.createMatch.id });
    expect(seated.errors).toBeUndefined();
    expect(seated.data!.addBot.status).toBe('active');
    expect(seated.data!.addBot.seats[1].user).toEqual({ username: 'Bot L1', kind: 'bot', botLevel: 1 });

    const vsBots = await gql(t, ada.token, /* GraphQL */ `
      mutation { createMatch(game: "sabotage", spectate: true, bots: [{ seat: 0, level: 1 }, { seat: 1, level: 1 }]) { status yourSeat } }
    `);
    expect(vsBots.data!.createMatch).toEqual({ status: 'active', yourSeat: null });
  });

  it('a private match the creator only watches stays visible to them and hidden from others', async () => {
    const created = await t.http.post('/v1/matches').set(ada.auth).send({ game: 'sabotage', visibility: 'private', spectate: true, bots: [{ seat: 0, level: 1 }] }).expect(201);
    expect(created.body.status).toBe('open');
    expect(created.body.inviteCode).toEqual(expect.any(String));
    await t.http.get(`/v1/matches/${created.body.id}`).set(bo.auth).expect(404);
    const mine = (await t.http.get('/v1/matches?scope=mine').set(ada.auth).expect(200)).body.items.map((m: { id: string }) => m.id);
    expect(mine).toContain(created.body.id);
    // bo joins with the code; the match starts and the bot (seat 0) moves first.
    await t.http.post(`/v1/matches/${created.body.id}/join`).set(bo.auth).send({ inviteCode: created.body.inviteCode }).expect(200);
    const m = await settle(t, bo, created.body.id, (x) => x.yourTurn || x.status !== 'active');
    expect(m.ply).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('bots across a restart and across two instances', () => {
  const sqliteOnly = externalDatabase() === undefined;

  it('a bot whose turn came while no instance could move it moves after a restart', async () => {
    // The first instance has no bot threads: the bot's turn is only in the database.
    const first = await startApp('bots-restart', {}, { BOT_THREADS: '0' }, { keep: true });
    let second: TestApp | null = null;
    try {
      const ada = await register(first, 'ada');
      const created = await first.http.post('/v1/matches').set(ada.auth).send({ game: 'allmer-pyramid', bots: [{ seat: 1, level: 2 }] }).expect(201);
      const id = created.body.id as string;
      const legal = (await first.http.get(`/v1/matches/${id}/legal-moves`).set(ada.auth).expect(200)).body;
      await first.http.post(`/v1/matches/${id}/moves`).set(ada.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
      await new Promise((r) => setTimeout(r, 300));
      const waiting = (await first.http.get(`/v1/matches/${id}`).set(ada.auth).expect(200)).body;
      expect([waiting.ply, waiting.toAct]).toEqual([1, [1]]);
      await first.close();

      second = await startApp('bots-restart', {}, { BOT_THREADS: '1', BOT_POLL_SECONDS: '0' }, { keep: true });
      // No event and no poll: only the start-up scan can find the bot's turn.
      const answered = await settle(second, ada, id, (m) => m.ply >= 2);
      expect(answered.toAct).toEqual([0]);
      const history = (await second.http.get(`/v1/matches/${id}/history`).set(ada.auth).expect(200)).body.entries;
      expect(history.map((e: { seat: number }) => e.seat)).toEqual([0, 1]);
    } finally {
      await second?.close();
      if (sqliteOnly) {
        const { rmSync } = await import('node:fs');
        for (const suffix of ['', '-wal', '-shm']) rmSync(`./data/test-bots-restart-${process.pid}.db${suffix}`, { force: true });
      }
    }
  }, 60_000);

  it('two instances moving the same bots never both move: the log stays one chain', async () => {
    const env = { BOT_THREADS: '1', BOT_POLL_SECONDS: '0.2' };
    const a = await startApp('bots-two', {}, env, { keep: true });
    const b = await startApp('bots-two', {}, env, { keep: true });
    try {
      const ada = await register(a, 'ada');
      const created = await a.http.post('/v1/matches').set(ada.auth).send({ game: 'sabotage', spectate: true, bots: [{ seat: 0, level: 1 }, { seat: 1, level: 1 }] }).expect(201);
      const id = created.body.id as string;
      const deadline = Date.now() + 120_000;
      let m = created.body;
      while (m.status !== 'finished' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        m = (await b.http.get(`/v1/matches/${id}`).set(ada.auth).expect(200)).body;
      }
      expect(m.status).toBe('finished');
      const record = await recordOf(b, ada, id);
      expect(record.moves.map((e) => e.ply)).toEqual(Array.from({ length: m.ply }, (_, i) => i + 1));
      expect(verifyRecord(record, GAMES)).toMatchObject({ ok: true });
    } finally {
      await a.close();
      await b.close();
      if (sqliteOnly) {
        const { rmSync } = await import('node:fs');
        for (const suffix of ['', '-wal', '-shm']) rmSync(`./data/test-bots-two-${process.pid}.db${suffix}`, { force: true });
      }
    }
  }, 180_000);
});

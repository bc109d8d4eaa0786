/**
 * Tournaments through the public API (issue 40, docs/tournaments.md): a Swiss of 9 over 4 rounds
 * with a bot, a bye and a withdrawal, and a double round-robin of 4, each checked against tables
 * computed by hand from the rules: win 1, loss 0, bye 1; Buchholz is the sum of the opponents'
 * points; round-robin orders level players by direct encounter before Sonneborn-Berger.
 * Results are made by resignation (the bots of these suites do not move).
 */
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { TournamentRounds } from '../src/features/tournaments/tournament-rounds.service.js';
import { MatchesService } from '../src/features/matches/matches.service.js';
import { TournamentsRepository } from '../src/persistence/tournaments.repository.js';
import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { GAMES } from '../src/games/index.js';
import { verifyRecord } from '../src/domain/verify-record.js';
import { gql, register, startApp, type Player, type TestApp } from './support.js';

type Board = { board: number; players: string[]; bye: boolean; matchId: string | null; points: number[] | null; winners: number[] | null; gameScores: (number | null)[] | null; forfeit: boolean; recordHash: string | null };
type Round = { round: number; boards: Board[]; finishedAt: string | null; seedHash: string | null; seed: string | null };
type Standing = { rank: number; username: string; points: number; buchholz: number; sonnebornBerger: number; directEncounter: number; gamePoints: number; wins: number; losses: number; byes: number; withdrawn: boolean };
type Tournament = { id: string; status: string; currentRound: number; rounds: number; standings: Standing[]; roundsPlayed: Round[] };

describe('tournaments', () => {
  let t: TestApp;
  let org: Player;

  beforeAll(async () => {
    t = await startApp('tournaments');
    org = await register(t, 'org');
  });
  afterAll(() => t.close());

  const get = async (id: string, p: Player = org): Promise<Tournament> => (await t.http.get(`/v1/tournaments/${id}`).set(p.auth).expect(200)).body;
  /** Polls until `ok` (game ends are taken up after their commit, off the request). */
  const until = async (id: string, ok: (x: Tournament) => boolean): Promise<Tournament> => {
    for (let i = 0; i < 200; i++) {
      const x = await get(id);
      if (ok(x)) return x;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`tournament ${id} never reached the state awaited: ${JSON.stringify(await get(id))}`);
  };
  const resign = (p: Player, matchId: string) => t.http.post(`/v1/matches/${matchId}/resign`).set(p.auth).send({}).expect(200);

  it('a Swiss of 9 over 4 rounds: a bot entered by the organiser, a bye each odd round, a withdrawal that forfeits; points and Buchholz match the hand count', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => register(t, `sw${i + 2}`)));
    const created = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Swiss 9', game: 'allmer-pyramid', format: 'swiss', rounds: 4, botsAllowed: true }).expect(201)).body;
    expect(created).toMatchObject({ status: 'open', format: 'swiss', rounds: 4, botsAllowed: true, entrants: 0 });
    // Entry 1 is the bot; people are entries 2 to 9.
    const withBot = (await t.http.post(`/v1/tournaments/${created.id}/bots`).set(org.auth).send({ level: 1 }).expect(200)).body;
    const bot = withBot.standings[0].username as string;
    for (const p of people) await t.http.post(`/v1/tournaments/${created.id}/join`).set(p.auth).send({}).expect(200);
    expect((await t.http.post(`/v1/tournaments/${created.id}/join`).set(people[0].auth).send({}).expect(200)).body.entrants).toBe(9); // entering twice is one entry
    const entryNo = new Map<string, number>([[bot, 1], ...people.map((p, i) => [p.username, i + 2] as [string, number])]);
    const byName = new Map(people.map((p) => [p.username, p]));
    // Someone who is not the organiser may not start it.
    expect((await t.http.post(`/v1/tournaments/${created.id}/start`).set(people[0].auth).expect(403)).body.code).toBe('NOT_ORGANISER');
    await t.http.post(`/v1/tournaments/${created.id}/start`).set(org.auth).expect(200);

    const withdrawer = people[3]; // entry 5
    for (let round = 1; round <= 4; round++) {
      let x = await until(created.id, (v) => v.currentRound === round && v.roundsPlayed[round - 1].boards.every((b) => b.bye || b.matchId !== null));
      const boards = x.roundsPlayed[round - 1].boards;
      const inRound = boards.flatMap((b) => b.players);
      expect(new Set(inRound).size).toBe(inRound.length);
      expect(boards.filter((b) => b.bye)).toHaveLength(round <= 2 ? 1 : 0); // 9 players, then 8 after the withdrawal
      if (round >= 3) expect(inRound).not.toContain(withdrawer.username);
      if (round === 2) {
        // Withdrawing in round 2 resigns the game under way: it counts as a loss whoever "should" have won.
        await t.http.post(`/v1/tournaments/${created.id}/withdraw`).set(withdrawer.auth).expect(200);
        expect((await t.http.post(`/v1/tournaments/${created.id}/withdraw`).set(withdrawer.auth).expect(409)).body.code).toBe('NOT_ENTERED');
      }
      // The lower entry number wins every other game: the higher resigns.
      x = await get(created.id);
      for (const b of x.roundsPlayed[round - 1].boards) {
        if (b.bye || b.points !== null) continue;
        const loser = [...b.players].sort((p, q) => entryNo.get(q)! - entryNo.get(p)!)[0];
        await resign(byName.get(loser)!, b.matchId!);
      }
    }
    const done = await until(created.id, (v) => v.status === 'finished');
    expect(done.rounds).toBe(4);

    // The hand count, from the pairings the record lists: win 1, loss 0, bye 1; the withdrawer lost round 2.
    const pts = new Map<string, number>([...entryNo.keys()].map((u) => [u, 0]));
    const opponents = new Map<string, string[]>([...entryNo.keys()].map((u) => [u, []]));
    const met = new Set<string>();
    const byes: string[] = [];
    for (const r of done.roundsPlayed) {
      for (const b of r.boards) {
        if (b.bye) {
          byes.push(b.players[0]);
          pts.set(b.players[0], pts.get(b.players[0])! + 1);
          continue;
        }
        const [a, c] = b.players;
        const key = [a, c].sort().join('|');
        expect(met.has(key)).toBe(false); // no rematch
        met.add(key);
        opponents.get(a)!.push(c);
        opponents.get(c)!.push(a);
        const expectedWinner = b.players.includes(withdrawer.username) && r.round === 2 ? b.players.find((p) => p !== withdrawer.username)! : entryNo.get(a)! < entryNo.get(c)! ? a : c;
        expect(b.players[b.winners![0]]).toBe(expectedWinner);
        expect(b.recordHash).toMatch(/^[0-9a-f]{64}$/);
        pts.set(expectedWinner, pts.get(expectedWinner)! + 1);
      }
    }
    expect(new Set(byes).size).toBe(2); // two byes, never to the same player
    for (const s of done.standings) {
      expect(s.points).toBe(pts.get(s.username));
      expect(s.buchholz).toBe(opponents.get(s.username)!.reduce((sum, o) => sum + pts.get(o)!, 0));
    }
    expect(done.standings.find((s) => s.username === withdrawer.username)!.withdrawn).toBe(true);
    // The bot (entry 1) never loses: 4 points, first.
    expect(done.standings[0]).toMatchObject({ rank: 1, username: bot, points: 4 });
    // Ranks follow points, then Buchholz, then Sonneborn-Berger.
    for (let i = 1; i < done.standings.length; i++) {
      const [p, q] = [done.standings[i - 1], done.standings[i]];
      expect(p.points > q.points || (p.points === q.points && (p.buchholz > q.buchholz || (p.buchholz === q.buchholz && p.sonnebornBerger >= q.sonnebornBerger)))).toBe(true);
    }

    // Every entrant who is a person was told of each round, of their pairing, and of the end.
    const events = (await t.http.get('/v1/me/events?after=0&limit=500').set(people[0].auth).expect(200)).body.items as { type: string; data: Record<string, unknown> }[];
    const mine = events.filter((e) => e.data.tournamentId === created.id).map((e) => e.type);
    expect(mine.filter((e) => e === 'tournament_round_started')).toHaveLength(4);
    expect(mine.filter((e) => e === 'tournament_paired')).toHaveLength(4);
    expect(mine).toContain('tournament_finished');
  });

  it('a double round-robin of 4: Berger pairings, each pair once in each seat; direct encounter puts C above D though D has more Sonneborn-Berger', async () => {
    const [a, b, c, d] = await Promise.all(['rra', 'rrb', 'rrc', 'rrd'].map((n) => register(t, n)));
    const byName = new Map([a, b, c, d].map((p) => [p.username, p]));
    const label = new Map([[a.username, 'A'], [b.username, 'B'], [c.username, 'C'], [d.username, 'D']]);
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'RR 4', game: 'sabotage', format: 'double-round-robin', visibility: 'private' }).expect(201)).body;
    expect(tour.inviteCode).toEqual(expect.any(String));
    // Private: invisible without the code, and entered with it.
    expect((await t.http.post(`/v1/tournaments/${tour.id}/join`).set(a.auth).send({}).expect(404)).body.code).toBe('TOURNAMENT_NOT_FOUND');
    for (const p of [a, b, c, d]) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({ inviteCode: tour.inviteCode }).expect(200);
    await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200);
    // Hand table: lower entry wins, except D beats A in round 4 and D beats B in round 6.
    const upsets = new Set(['4:D', '6:D']);
    const schedule = ['A-D B-C', 'D-C A-B', 'B-D C-A', 'D-A C-B', 'C-D B-A', 'D-B A-C'];
    for (let round = 1; round <= 6; round++) {
      const x = await until(tour.id, (v) => v.currentRound === round && v.roundsPlayed[round - 1].boards.every((bd) => bd.matchId !== null));
      const boards = x.roundsPlayed[round - 1].boards;
      expect(boards.map((bd) => bd.players.map((p) => label.get(p)).join('-')).join(' ')).toBe(schedule[round - 1]);
      for (const bd of boards) {
        const [p0, p1] = bd.players.map((p) => label.get(p)!);
        const winner = upsets.has(`${round}:${p0}`) || upsets.has(`${round}:${p1}`) ? 'D' : p0 < p1 ? p0 : p1;
        const loser = bd.players.find((p) => label.get(p) !== winner)!;
        await resign(byName.get(loser)!, bd.matchId!);
      }
    }
    const done = await until(tour.id, (v) => v.status === 'finished');
    expect(done.rounds).toBe(6);
    // Sonneborn-Berger is the sum of the final points of the opponents beaten:
    // A 5 (beat D 2, B 3, C 2, B 3, C 2: SB 12); B 3 (beat C, D, C: SB 2 + 2 + 2 = 6);
    // C 2 (beat D twice: SB 4, direct encounter 2); D 2 (beat A 5 and B 3: SB 8, direct encounter 0).
    expect(done.standings.map((s) => [s.rank, label.get(s.username), s.points, s.directEncounter, s.sonnebornBerger])).toEqual([
      [1, 'A', 5, 0, 12],
      [2, 'B', 3, 0, 6],
      [3, 'C', 2, 2, 4],
      [4, 'D', 2, 0, 8],
    ]);
  });

  it('pods of ziggurat, 11 players over 3 rounds: tables of 4, 4, 3 by standing, the first seat turning; placement points by the hand count', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, (_, i) => register(t, `pod${i + 1}`)));
    const entryNo = new Map(people.map((p, i) => [p.username, i + 1]));
    const byName = new Map(people.map((p) => [p.username, p]));
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Pods 11', game: 'ziggurat', format: 'pods', rounds: 3 }).expect(201)).body;
    for (const p of people) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200);
    const pts = new Map(people.map((p) => [p.username, 0]));
    for (let round = 1; round <= 3; round++) {
      const x = await until(tour.id, (v) => v.currentRound === round && v.roundsPlayed[round - 1].boards.every((b) => b.matchId !== null));
      const boards = x.roundsPlayed[round - 1].boards;
      // Seating by standing (as it stood when the round was paired), tables of 4, 4, 3, each turned by round - 1.
      const ranked = x.standings.map((s) => s.username);
      const expected = [ranked.slice(0, 4), ranked.slice(4, 8), ranked.slice(8)].map((table) => [...table.slice((round - 1) % table.length), ...table.slice(0, (round - 1) % table.length)]);
      expect(boards.map((b) => b.players)).toEqual(expected);
      if (round === 1) expect(boards.map((b) => b.players.map((u) => entryNo.get(u)))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11]]);
      // The lowest entry number at each table wins: the others resign. The survivor keeps the only
      // pips, so placement points are n - 1 for the winner and (n - 2) / 2 for each of the others.
      for (const b of boards) {
        const winner = [...b.players].sort((p, q) => entryNo.get(p)! - entryNo.get(q)!)[0];
        for (const u of b.players) {
          if (u !== winner) await resign(byName.get(u)!, b.matchId!);
          pts.set(u, pts.get(u)! + (u === winner ? b.players.length - 1 : (b.players.length - 2) / 2));
        }
      }
    }
    const done = await until(tour.id, (v) => v.status === 'finished');
    for (const s of done.standings) expect(s.points).toBe(pts.get(s.username));
    // Player 1 wins every table: 3 points a round.
    expect(done.standings[0]).toMatchObject({ rank: 1, username: people[0].username, points: 9 });
    for (const b of done.roundsPlayed.flatMap((r) => r.boards)) expect(b.points!.reduce((a, c) => a + c, 0)).toBe((b.players.length * (b.players.length - 1)) / 2);
  });

  it("a 1,000-entrant tournament's id lists are read in slices (one statement of 1,000 ids is over SQLite's bound-value limit through Prisma: P2029)", async () => {
    const repo = t.app.get(TournamentsRepository);
    const ids = [org.id, ...Array.from({ length: 1200 }, (_, i) => `no-such-user-${i}`)];
    expect([...(await repo.users(ids)).keys()]).toEqual([org.id]);
    expect((await repo.ratings('sabotage', ids)).size).toBe(0);
    expect((await repo.matchResults(ids)).size).toBe(0);
  });

  it('a round start cut short after pairing (a crash) is resumed by the sweep: paired once, each board one game, however many resume it at once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => register(t, `crash${i + 1}`)));
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Crash', game: 'sabotage', format: 'round-robin' }).expect(201)).body;
    for (const p of people) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    const repo = t.app.get(TournamentsRepository);
    const service = t.app.get(TournamentRounds);
    const ids = people.map((p) => p.id);
    const boards = [0, 1, 2].map((i) => ({ board: i + 1, players: [ids[i], ids[5 - i]], bye: false, result: null }));
    const now = new Date();
    // The pairing committed, then the instance died before creating any game.
    expect(await repo.pairRound(tour.id, 1, { startedAt: now, deadline: null, seedHash: null }, boards, now, [])).toBe(true);
    // Another instance (or a restart) trying to pair the same round writes nothing.
    expect(await repo.pairRound(tour.id, 1, { startedAt: now, deadline: null, seedHash: null }, boards, now, [])).toBe(false);
    expect((await get(tour.id)).roundsPlayed[0].boards.every((b) => b.matchId === null)).toBe(true);
    // The round is due now; three sweeps resume it together.
    const row = (await repo.find(tour.id))!;
    await Promise.all([service.advance(row), service.advance(row), service.advance(row)]);
    const after = await get(tour.id);
    expect(after.roundsPlayed).toHaveLength(1);
    const games = after.roundsPlayed[0].boards.map((b) => b.matchId);
    expect(games.every((m) => typeof m === 'string')).toBe(true);
    expect(new Set(games).size).toBe(3);
    // Each player holds exactly one active match of the tournament's game: no game was created twice.
    for (const p of people) {
      const mine = (await t.http.get('/v1/matches?scope=mine&status=active&limit=100').set(p.auth).expect(200)).body.items as { id: string; game: string }[];
      expect(mine.filter((m) => m.game === 'sabotage')).toHaveLength(1);
    }
  });

  /**
   * Holds every game's creation (MatchesService.create, the real one run once let go) until the
   * test opens the gate: the boundary between a round's pairing and its games, the same on SQLite
   * and PostgreSQL (a row lock, as round-start-kill.e2e-spec.ts takes, exists on PostgreSQL only).
   * `fail` makes the first creation throw instead.
   */
  const holdGames = (fail = false) => {
    const matches = t.app.get(MatchesService);
    const real = matches.create.bind(matches);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = { calls: 0, open: () => open(), restore: () => spy.mockRestore() };
    const spy = jest.spyOn(matches, 'create').mockImplementation(async (...args) => {
      held.calls++;
      if (fail && held.calls === 1) throw new Error('the database went away');
      await gate;
      return real(...args);
    });
    return held;
  };
  /** Unhandled rejections while `run` runs (a background task must never leave one). */
  const unhandledDuring = async (run: () => Promise<void>): Promise<unknown[]> => {
    const seen: unknown[] = [];
    const note = (e: unknown) => seen.push(e);
    process.on('unhandledRejection', note);
    try {
      await run();
      await new Promise((r) => setTimeout(r, 50)); // a rejection is reported after the microtasks that could handle it
    } finally {
      process.off('unhandledRejection', note);
    }
    return seen;
  };
  /** Each player holds exactly one active game of `game`: no board was given two. */
  const oneGameEach = async (people: Player[], game: string) => {
    for (const p of people) {
      const mine = (await t.http.get('/v1/matches?scope=mine&status=active&limit=100').set(p.auth).expect(200)).body.items as { id: string; game: string }[];
      expect({ who: p.username, games: mine.filter((m) => m.game === game).length }).toEqual({ who: p.username, games: 1 });
    }
  };

  it("the organiser's start answers once the round is paired, before its games exist; the games follow in the background, each board once, even beside a sweep resuming them", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => register(t, `bg${i + 1}`)));
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Background', game: 'nos-vigilan', format: 'round-robin' }).expect(201)).body;
    for (const p of people) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    const held = holdGames();
    try {
      const unhandled = await unhandledDuring(async () => {
        const answer = (await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200)).body as Tournament;
        // The answer is the pairing: three boards, none with its game yet, and says so.
        expect(answer).toMatchObject({ status: 'running', currentRound: 1 });
        expect(answer.roundsPlayed[0].boards.map((b) => b.matchId)).toEqual([null, null, null]);
        // The background task is at the first game, held; the players were told of their pairing already.
        for (let i = 0; i < 200 && held.calls === 0; i++) await new Promise((r) => setTimeout(r, 10));
        expect(held.calls).toBe(1);
        const events = (await t.http.get('/v1/me/events?after=0&limit=500').set(people[0].auth).expect(200)).body.items as { type: string; data: Record<string, unknown> }[];
        expect(events.filter((e) => e.data.tournamentId === tour.id).map((e) => e.type).sort()).toEqual(['tournament_paired', 'tournament_round_started']);
        expect((await get(tour.id)).roundsPlayed[0].boards.every((b) => b.matchId === null)).toBe(true);
        // A sweep comes meanwhile (as after a lapsed creation lease) and creates the same boards beside it.
        const resumed = t.app.get(TournamentRounds).advance((await t.app.get(TournamentsRepository).find(tour.id))!);
        // One round read on its own, a page at a time, says the same.
        const page1 = (await t.http.get(`/v1/tournaments/${tour.id}/rounds/1?limit=2`).set(people[0].auth).expect(200)).body;
        expect({ round: page1.round, boards: page1.boards.map((b: Board) => [b.board, b.matchId]) }).toEqual({ round: 1, boards: [[1, null], [2, null]] });
        const page2 = (await t.http.get(`/v1/tournaments/${tour.id}/rounds/1?limit=2&cursor=${page1.nextCursor}`).set(people[0].auth).expect(200)).body;
        expect({ boards: page2.boards.map((b: Board) => [b.board, b.matchId]), nextCursor: page2.nextCursor }).toEqual({ boards: [[3, null]], nextCursor: null });
        held.open();
        await resumed;
      });
      expect(unhandled).toEqual([]);
    } finally {
      held.restore();
    }
    const x = await until(tour.id, (v) => v.roundsPlayed[0].boards.every((b) => b.matchId !== null));
    expect(new Set(x.roundsPlayed[0].boards.map((b) => b.matchId)).size).toBe(3);
    await oneGameEach(people, 'nos-vigilan');
    // The round read alone is the record's round, board for board; REST and GraphQL alike; a round not paired is 404.
    const { nextCursor, ...alone } = (await t.http.get(`/v1/tournaments/${tour.id}/rounds/1?limit=500`).set(people[0].auth).expect(200)).body;
    expect(nextCursor).toBeNull();
    expect(alone).toEqual(x.roundsPlayed[0]);
    const g = await gql(t, people[0].token, 'query($id: ID!) { tournamentRound(id: $id, round: 1, limit: 2) { round boards { board matchId players } nextCursor } }', { id: tour.id });
    expect(g.errors).toBeUndefined();
    expect(g.data!.tournamentRound.boards).toEqual(x.roundsPlayed[0].boards.slice(0, 2).map((b) => ({ board: b.board, matchId: b.matchId, players: b.players })));
    expect((await t.http.get(`/v1/tournaments/${tour.id}/rounds/2`).set(people[0].auth).expect(404)).body.code).toBe('TOURNAMENT_ROUND_NOT_FOUND');
    expect((await t.http.get(`/v1/tournaments/${tour.id}/rounds/1?limit=501`).set(people[0].auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('a background creation that fails is logged, never an unhandled rejection, and left to the sweep, which creates every game once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => register(t, `bgf${i + 1}`)));
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Background failure', game: 'nos-vigilan', format: 'round-robin' }).expect(201)).body;
    for (const p of people) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    const repo = t.app.get(TournamentsRepository);
    const held = holdGames(true);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const unhandled = await unhandledDuring(async () => {
        const answer = (await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200)).body as Tournament;
        expect(answer.roundsPlayed[0].boards.map((b) => b.matchId)).toEqual([null, null]);
        // The failure makes the tournament due at once (instead of at the end of its creation lease).
        for (let i = 0; i < 200 && !((await repo.find(tour.id))!.dueAt! <= new Date()); i++) await new Promise((r) => setTimeout(r, 10));
        expect((await repo.find(tour.id))!.dueAt!.getTime()).toBeLessThanOrEqual(Date.now());
      });
      expect(unhandled).toEqual([]);
      expect(logged.mock.calls.map((c) => String(c[0])).filter((m) => m.includes(tour.id))).toEqual([expect.stringContaining('creating its games failed (the database went away); the sweep resumes them')]);
      expect((await get(tour.id)).roundsPlayed[0].boards.every((b) => b.matchId === null)).toBe(true);
      held.open();
      await t.app.get(TournamentRounds).sweep();
    } finally {
      held.restore();
      logged.mockRestore();
    }
    const x = await get(tour.id);
    expect(new Set(x.roundsPlayed[0].boards.map((b) => b.matchId)).size).toBe(2);
    expect(x.roundsPlayed[0].boards.every((b) => b.matchId !== null)).toBe(true);
    await oneGameEach(people, 'nos-vigilan');
  });

  it('duplicate solitaire: every entrant plays the round\'s deal (one committed seed), hidden on every channel until the round ends; ranked by wins, then cards removed', async () => {
    const [a, b, c] = await Promise.all(['dupa', 'dupb', 'dupc'].map((n) => register(t, n)));
    expect((await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'D', game: 'sabotage', format: 'duplicate', rounds: 1 }).expect(400)).body.code).toBe('TOURNAMENT_INVALID');
    expect((await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'D', game: 'pyramid-solitaire', format: 'duplicate' }).expect(400)).body.code).toBe('TOURNAMENT_INVALID');
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Duplicate', game: 'pyramid-solitaire', format: 'duplicate', rounds: 2 }).expect(201)).body;
    for (const p of [a, b, c]) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200);

    /** Plays to the game's end: always the first removal the legal moves list, else their first move (draw, recycle). */
    const playOut = async (p: Player, id: string) => {
      for (let i = 0; i < 500; i++) {
        const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body as { version: number; moves: { type: string }[] };
        const move = legal.moves.find((m) => m.type === 'remove') ?? legal.moves[0];
        const after = (await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move, expectedVersion: legal.version }).expect(200)).body.match;
        if (after.status === 'finished') return after.outcome as { winners: number[]; scores: number[] };
      }
      throw new Error(`match ${id} did not end in 500 moves`);
    };
    const games = async (round: number) => {
      const x = await until(tour.id, (v) => v.currentRound === round && v.roundsPlayed[round - 1].boards.every((bd) => bd.matchId !== null));
      const r = x.roundsPlayed[round - 1];
      return { r, of: new Map(r.boards.map((bd) => [bd.players[0], bd.matchId!])) };
    };
    const gqlMatch = (p: Player, id: string) => gql(t, p.token, 'query($id: ID!) { match(id: $id) { status seed seedHash } }', { id });

    // Round 1: one board per entrant, in entry order, every game committed to the round's seed hash.
    const one = await games(1);
    expect(one.r.boards.map((bd) => bd.players)).toEqual([[a.username], [b.username], [c.username]]);
    expect(one.r.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(one.r.seed).toBeNull();
    const mA = one.of.get(a.username)!;
    const mC = one.of.get(c.username)!;
    for (const [p, id] of [[a, mA], [b, one.of.get(b.username)!], [c, mC]] as const) {
      expect((await t.http.get(`/v1/matches/${id}`).set(p.auth).expect(200)).body).toMatchObject({ status: 'active', seedHash: one.r.seedHash, seed: null });
    }

    // A plays hers to the end while C's game of the same deal is still running: nothing shows the seed.
    const outA = await playOut(a, mA);
    expect((await t.http.get(`/v1/matches/${mC}`).set(c.auth).expect(200)).body.status).toBe('active');
    expect((await t.http.get(`/v1/matches/${mA}`).set(a.auth).expect(200)).body).toMatchObject({ status: 'finished', seed: null, seedHash: one.r.seedHash });
    const heldRecord = (await t.http.get(`/v1/matches/${mA}/record`).set(a.auth).expect(200)).body;
    expect(heldRecord).toMatchObject({ status: 'finished', seed: null });
    expect(verifyRecord(heldRecord, GAMES).ok).toBe(false);
    expect((await t.http.get(`/v1/matches/${mA}/history`).set(a.auth).expect(200)).body.entries.length).toBeGreaterThan(0);
    expect((await t.http.get(`/v1/matches/${mA}/analysis`).set(a.auth).expect(409)).body.code).toBe('MATCH_NOT_FINISHED');
    const gm = await gqlMatch(a, mA);
    expect(gm.errors).toBeUndefined();
    expect(gm.data!.match).toMatchObject({ status: 'finished', seed: null });
    const gr = await gql(t, a.token, 'query($id: ID!) { matchRecord(id: $id) }', { id: mA });
    expect(gr.data!.matchRecord).toMatchObject({ status: 'finished', seed: null });
    expect((await gql(t, a.token, 'query($id: ID!) { matchAnalysis(id: $id) { matchId } }', { id: mA })).errors?.[0].extensions?.code).toBe('MATCH_NOT_FINISHED');
    // Nobody else sees her game meanwhile, not even the organiser who created the tournament (its matches are hers).
    for (const p of [c, b, org]) {
      expect((await t.http.get(`/v1/matches/${mA}`).set(p.auth).expect(404)).body.code).toBe('MATCH_NOT_FOUND');
      expect((await t.http.get(`/v1/matches/${mA}/record`).set(p.auth).expect(404)).body.code).toBe('MATCH_NOT_FOUND');
      expect((await gqlMatch(p, mA)).errors?.[0].extensions?.code).toBe('MATCH_NOT_FOUND');
    }
    const listed = (await t.http.get('/v1/matches?scope=public&game=pyramid-solitaire&limit=100').set(c.auth).expect(200)).body.items as { id: string }[];
    expect(listed.map((m) => m.id)).not.toContain(mA);

    // B plays the same deal the same way: the same game, move for move, so the deals were identical.
    const outB = await playOut(b, one.of.get(b.username)!);
    expect(outB).toMatchObject({ winners: outA.winners, scores: outA.scores });
    // C resigns: a loss, and no cards counted (a resigned game has no score: play it out to count them).
    await resign(c, mC);
    const r1 = (await until(tour.id, (v) => v.roundsPlayed[0].finishedAt !== null)).roundsPlayed[0];
    expect(r1.boards.map((bd) => bd.gameScores)).toEqual([outA.scores, outA.scores, null]);

    // The round is over: its seed is out, it is the committed one, and every game of the round was dealt from it.
    const seed1 = r1.seed!;
    expect(createHash('sha256').update(seed1).digest('hex')).toBe(r1.seedHash);
    for (const bd of r1.boards) {
      // Anyone may now fetch each game and verify its record (the games are public like the tournament).
      const rec = (await t.http.get(`/v1/matches/${bd.matchId}/record`).set(org.auth).expect(200)).body;
      expect(rec).toMatchObject({ seed: seed1, seedHash: r1.seedHash });
      expect(verifyRecord(rec, GAMES)).toMatchObject({ ok: true });
      expect(bd.recordHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect((await gqlMatch(c, mA)).data!.match).toMatchObject({ seed: seed1 });
    // No event or webhook payload ever carried the seed (the event log is what SSE and webhooks deliver).
    for (const p of [a, b, c]) {
      const events = (await t.http.get('/v1/me/events?after=0&limit=500').set(p.auth).expect(200)).body.items;
      expect(JSON.stringify(events)).not.toContain(seed1);
    }

    // Round 2, a new deal: C and B play it out, A resigns.
    const two = await games(2);
    expect(two.r.seedHash).not.toBe(r1.seedHash);
    const outC2 = await playOut(c, two.of.get(c.username)!);
    const outB2 = await playOut(b, two.of.get(b.username)!);
    expect(outB2).toEqual(outC2);
    await resign(a, two.of.get(a.username)!);
    const done = await until(tour.id, (v) => v.status === 'finished');
    expect(done.roundsPlayed[1].seed).toMatch(/^[0-9a-f]{64}$/);

    // The hand count: points are wins; cards removed is the sum of the games' scores (a resigned game 0).
    const won = (o: { winners: number[] }) => (o.winners.includes(0) ? 1 : 0);
    const rows = [
      { u: a.username, wins: won(outA), cards: outA.scores[0] },
      { u: b.username, wins: won(outA) + won(outC2), cards: outA.scores[0] + outC2.scores[0] },
      { u: c.username, wins: won(outC2), cards: outC2.scores[0] },
    ];
    const ordered = [...rows].sort((x, y) => y.wins - x.wins || y.cards - x.cards); // stable: entry order breaks full ties
    const ranks = ordered.map((x, i) => (i > 0 && x.wins === ordered[i - 1].wins && x.cards === ordered[i - 1].cards ? null : i + 1));
    for (let i = 1; i < ranks.length; i++) ranks[i] ??= ranks[i - 1];
    expect(done.standings.map((s) => [s.rank, s.username, s.points, s.gamePoints])).toEqual(ordered.map((x, i) => [ranks[i], x.u, x.wins, x.cards]));
    // B played both deals to the end: first (A and C each played one of them).
    expect(done.standings[0]).toMatchObject({ rank: 1, username: b.username });
  });

  it('GraphQL subscription of the standings: the table now, then after a round starts, a game ends, an entrant withdraws; it ends with the tournament', async () => {
    const people = await Promise.all(['sta', 'stb', 'stc', 'std'].map((n) => register(t, n)));
    const byName = new Map(people.map((p) => [p.username, p]));
    const watcher = await register(t, 'stw'); // not an entrant: a public tournament's standings are anyone's
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Live', game: 'sabotage', format: 'swiss', rounds: 2 }).expect(201)).body;
    for (const p of people) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(p.auth).send({}).expect(200);
    type Update = { reason: string; status: string; currentRound: number; gamesPending: number; standings: { rank: number; username: string; points: number; withdrawn: boolean }[] };
    const got: Update[] = [];
    let completed = false;
    const ws = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${watcher.token}` }, lazy: false, retryAttempts: 0 });
    try {
      ws.subscribe(
        { query: /* GraphQL */ `subscription($id: ID!) { tournamentStandings(id: $id) { reason status currentRound gamesPending standings { rank username points withdrawn } } }`, variables: { id: tour.id } },
        { next: (r) => got.push((r.data as { tournamentStandings: Update }).tournamentStandings), error: (e) => got.push({ reason: `error ${JSON.stringify(e)}`, status: '', currentRound: -1, gamesPending: -1, standings: [] }), complete: () => (completed = true) },
      );
      const nth = async (n: number) => {
        for (let i = 0; i < 200 && got.length < n; i++) await new Promise((r) => setTimeout(r, 50));
        expect(got.length).toBeGreaterThanOrEqual(n);
        return got[n - 1];
      };
      expect(await nth(1)).toMatchObject({ reason: 'current', status: 'open', currentRound: 0, gamesPending: 0 });
      expect((await nth(1)).standings.map((s) => s.points)).toEqual([0, 0, 0, 0]);

      await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200);
      // The round is paired, its two games created in the background: the update after the pairing
      // counts those still to come, and one with none pending follows (games_created), unless the
      // games were all there by the pairing's own read (then it would repeat that table: not sent).
      const paired = await nth(2);
      expect(paired).toMatchObject({ reason: 'round_started', status: 'running', currentRound: 1 });
      expect(paired.gamesPending).toBeLessThanOrEqual(2);
      if (paired.gamesPending > 0) expect(await nth(3)).toMatchObject({ reason: 'games_created', currentRound: 1, gamesPending: 0 });
      const ready = got.length;

      const r1 = (await until(tour.id, (v) => v.roundsPlayed[0]?.boards.every((bd) => bd.matchId !== null))).roundsPlayed[0].boards;
      const [winner, loser] = r1[0].players;
      await resign(byName.get(loser)!, r1[0].matchId!);
      const ended = await nth(ready + 1);
      expect(ended.reason).toBe('game_ended');
      expect(ended.standings[0]).toMatchObject({ rank: 1, username: winner, points: 1 });

      // The loser, whose game is over, withdraws while the other game runs: only the withdrawal changes the table.
      await t.http.post(`/v1/tournaments/${tour.id}/withdraw`).set(byName.get(loser)!.auth).expect(200);
      const left = await nth(ready + 2);
      expect(left.reason).toBe('withdrawn');
      expect(left.standings.find((s) => s.username === loser)).toMatchObject({ withdrawn: true, points: 0 });

      // The round's last game ends: round 2 pairs the three left (one bye).
      await resign(byName.get(r1[1].players[1])!, r1[1].matchId!);
      for (let i = 0; i < 200 && !got.some((u) => u.currentRound === 2); i++) await new Promise((r) => setTimeout(r, 50));
      const second = got.find((u) => u.currentRound === 2)!;
      expect(['game_ended', 'round_started']).toContain(second.reason);
      expect(second.standings.reduce((sum, s) => sum + s.points, 0)).toBe(3); // two wins and the bye

      await t.http.post(`/v1/tournaments/${tour.id}/cancel`).set(org.auth).expect(200);
      for (let i = 0; i < 200 && !completed; i++) await new Promise((r) => setTimeout(r, 50));
      expect(completed).toBe(true);
      expect(got.at(-1)).toMatchObject({ reason: 'cancelled', status: 'cancelled' });
      // Never the same update twice in a row (the table, the round, the games pending, the status).
      const keys = got.map((u) => JSON.stringify([u.status, u.currentRound, u.gamesPending, u.standings]));
      for (let i = 1; i < keys.length; i++) expect(keys[i]).not.toBe(keys[i - 1]);
    } finally {
      await ws.dispose();
    }
  });

  it('the inbox shows a tournament game with its tournament, round and round deadline (REST /v1/me/turns and GraphQL myTurns)', async () => {
    const [p, q] = await Promise.all(['inba', 'inbb'].map((n) => register(t, n)));
    const startsAt = new Date(Date.now() + 60_000);
    const tour = (await t.http.post('/v1/tournaments').set(org.auth).send({ name: 'Inbox RR', game: 'sabotage', format: 'round-robin', startsAt: startsAt.toISOString(), roundSeconds: 7200 }).expect(201)).body;
    for (const x of [p, q]) await t.http.post(`/v1/tournaments/${tour.id}/join`).set(x.auth).send({}).expect(200);
    await t.http.post(`/v1/tournaments/${tour.id}/start`).set(org.auth).expect(200);
    const board = (await until(tour.id, (v) => v.roundsPlayed[0]?.boards[0]?.matchId !== null)).roundsPlayed[0].boards[0];
    const first = board.players[0] === p.username ? p : q;
    // Round 1 ends at startsAt + 1 x roundSeconds.
    const roundDeadline = new Date(startsAt.getTime() + 7200 * 1000).toISOString();
    // An ordinary match of the same player: no tournament.
    const casual = (await t.http.post('/v1/matches').set(first.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body.id as string;
    const items = (await t.http.get('/v1/me/turns?limit=100').set(first.auth).expect(200)).body.items as { matchId: string; tournament: unknown }[];
    expect(items.find((x) => x.matchId === board.matchId)?.tournament).toEqual({ id: tour.id, name: 'Inbox RR', round: 1, roundDeadline });
    expect(items.find((x) => x.matchId === casual)?.tournament).toBeNull();
    const g = await gql(t, first.token, '{ myTurns(limit: 100) { items { matchId tournament { id name round roundDeadline } } } }');
    expect(g.errors).toBeUndefined();
    const gItems = g.data!.myTurns.items as { matchId: string; tournament: unknown }[];
    expect(gItems.find((x) => x.matchId === board.matchId)?.tournament).toEqual({ id: tour.id, name: 'Inbox RR', round: 1, roundDeadline });
    expect(gItems.find((x) => x.matchId === casual)?.tournament).toBeNull();
    await t.http.post(`/v1/tournaments/${tour.id}/cancel`).set(org.auth).expect(200);
  });

  it('GraphQL: create, enter with the invite code, read the standings; REST and GraphQL refuse the same way', async () => {
    const [p, q, r] = await Promise.all(['gqa', 'gqb', 'gqc'].map((n) => register(t, n)));
    const created = await gql(t, org.token, 'mutation { createTournament(name: "G", game: "nos-vigilan", format: "swiss", rounds: 2, visibility: private) { id inviteCode status rounds } }');
    expect(created.errors).toBeUndefined();
    const { id, inviteCode } = created.data!.createTournament;
    expect(created.data!.createTournament).toMatchObject({ status: 'open', rounds: 2 });
    const refused = await gql(t, p.token, 'mutation($id: ID!) { joinTournament(id: $id) { id } }', { id });
    expect(refused.errors?.[0].extensions?.code).toBe('TOURNAMENT_NOT_FOUND');
    for (const x of [p, q, r]) expect((await gql(t, x.token, 'mutation($id: ID!, $code: String) { joinTournament(id: $id, inviteCode: $code) { entrants } }', { id, code: inviteCode })).errors).toBeUndefined();
    expect((await gql(t, p.token, 'mutation($id: ID!) { startTournament(id: $id) { id } }', { id })).errors?.[0].extensions?.code).toBe('NOT_ORGANISER');
    await gql(t, org.token, 'mutation($id: ID!) { startTournament(id: $id) { id } }', { id });
    const read = await gql(t, p.token, 'query($id: ID!) { tournament(id: $id) { status currentRound standings { rank username points byes } roundsPlayed { round boards { players bye matchId } } } }', { id });
    expect(read.errors).toBeUndefined();
    const tour = read.data!.tournament;
    expect(tour).toMatchObject({ status: 'running', currentRound: 1 });
    // Three entrants: one game and one bye, which scores its point at once.
    const boards = tour.roundsPlayed[0].boards as { players: string[]; bye: boolean; matchId: string | null }[];
    expect(boards.filter((b) => b.bye)).toHaveLength(1);
    const byePlayer = boards.find((b) => b.bye)!.players[0];
    expect(tour.standings.find((s: { username: string }) => s.username === byePlayer)).toMatchObject({ points: 1, byes: 1, rank: 1 });
    const mine = await gql(t, p.token, '{ tournaments(scope: entered, limit: 5) { items { id } nextCursor } }');
    expect(mine.data!.tournaments.items.map((x: { id: string }) => x.id)).toContain(id);
  });
});

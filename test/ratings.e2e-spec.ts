/**
 * Rated matches, Glicko-2 ratings, leaderboards and profiles, through the real app and database.
 * Expected ratings are computed with glicko2() (checked against Glickman's paper in
 * src/domain/ratings/glicko2.spec.ts) from the pairings the README documents, written out here.
 */
import { PrismaService } from '../src/persistence/prisma.service.js';
import { MatchesRepository } from '../src/persistence/matches.repository.js';
import { MovesService } from '../src/features/matches/moves.service.js';
import { DEFAULT_RATING, glicko2, type Glicko2Rating } from '../src/domain/ratings/glicko2.js';
import { Rng } from '../src/engine/rng.js';
import { ShiftedClock, gql, register, startApp, uniqueName, type Player, type TestApp } from './support.js';

describe('ratings, leaderboards and profiles', () => {
  let t: TestApp;
  const clock = new ShiftedClock();

  beforeAll(async () => {
    t = await startApp('ratings', { clock });
  });
  afterAll(() => t.close());

  const players = (n: number, base = 'p') => Promise.all(Array.from({ length: n }, (_, i) => register(t, `${base}${i}`)));

  /** A match of `game` created by ps[0] (seat 0), joined by the others in order; started. */
  async function started(game: string, ps: Player[], extra: Record<string, unknown> = {}) {
    const m = (await t.http.post('/v1/matches').set(ps[0].auth).send({ game, seats: ps.length, rated: true, ...extra }).expect(201)).body;
    for (const p of ps.slice(1)) await t.http.post(`/v1/matches/${m.id}/join`).set(p.auth).expect(200);
    return m as { id: string; inviteCode: string | null };
  }

  const resign = (p: Player, id: string) => t.http.post(`/v1/matches/${id}/resign`).set(p.auth).send({}).expect(200);
  const profile = async (viewer: Player, username: string, query = '') => (await t.http.get(`/v1/users/${encodeURIComponent(username)}${query}`).set(viewer.auth).expect(200)).body;
  const standing = async (p: Player, game: string) => (await profile(p, p.username)).ratings.find((r: { game: string }) => r.game === game);

  describe('rated or casual, chosen at creation', () => {
    it('is casual by default and says so in the match and its record', async () => {
      const [a] = await players(1);
      const m = (await t.http.post('/v1/matches').set(a.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
      expect(m.rated).toBe(false);
      const r = (await t.http.post('/v1/matches').set(a.auth).send({ game: 'allmer-pyramid', rated: true }).expect(201)).body;
      expect(r.rated).toBe(true);
      expect((await t.http.get(`/v1/matches/${r.id}/record`).set(a.auth).expect(200)).body.rated).toBe(true);
    });

    it('refuses a rated one-player match, a rated match with bots, and a bot seated in a rated match (RATED_NOT_ALLOWED)', async () => {
      const [a] = await players(1);
      const solo = await t.http.post('/v1/matches').set(a.auth).send({ game: 'pyramid-solitaire', rated: true }).expect(400);
      expect(solo.body).toMatchObject({ code: 'RATED_NOT_ALLOWED' });
      const vsBot = await t.http.post('/v1/matches').set(a.auth).send({ game: 'allmer-pyramid', rated: true, bots: [{ seat: 1, level: 1 }] }).expect(400);
      expect(vsBot.body).toMatchObject({ code: 'RATED_NOT_ALLOWED' });
      const open = (await t.http.post('/v1/matches').set(a.auth).send({ game: 'allmer-pyramid', rated: true }).expect(201)).body;
      const addBot = await t.http.post(`/v1/matches/${open.id}/bots`).set(a.auth).send({ level: 1 }).expect(409);
      expect(addBot.body).toMatchObject({ code: 'RATED_NOT_ALLOWED' });
      const after = (await t.http.get(`/v1/matches/${open.id}`).set(a.auth).expect(200)).body;
      expect(after).toMatchObject({ status: 'open', version: open.version });
      expect((await profile(a, a.username)).ratings).toEqual([]);
    });
  });

  describe('two-player rated matches', () => {
    it('a resignation updates both ratings per Glicko-2, once, with history and counts', async () => {
      const [ann, bob] = await players(2);
      const m = await started('allmer-pyramid', [ann, bob]);
      await resign(bob, m.id);
      const winner = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
      const loser = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }]);

      const a = await standing(ann, 'allmer-pyramid');
      expect(a).toMatchObject({ provisional: true, ratedMatches: 1, won: 1, lost: 0, drawn: 0 });
      expect(a.rating).toBeCloseTo(winner.rating, 9);
      expect(a.rd).toBeCloseTo(winner.rd, 9);
      expect(a.volatility).toBeCloseTo(winner.volatility, 9);
      const b = await standing(bob, 'allmer-pyramid');
      expect(b).toMatchObject({ provisional: true, ratedMatches: 1, won: 0, lost: 1, drawn: 0 });
      expect(b.rating).toBeCloseTo(loser.rating, 9);

      const history = (await t.http.get(`/v1/users/${ann.username}/ratings/allmer-pyramid`).set(bob.auth).expect(200)).body;
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({ matchId: m.id, ratingBefore: 1500, provisional: true });
      expect(history.items[0].rating).toBeCloseTo(winner.rating, 9);

      const recent = (await profile(bob, ann.username)).recentMatches.items;
      expect(recent).toHaveLength(1);
      expect(recent[0]).toMatchObject({ id: m.id, rated: true, seat: 0, result: 'won', ratingBefore: 1500 });
      expect(recent[0].ratingAfter).toBeCloseTo(winner.rating, 9);
    });

    it('a second rated match starts from the first one\'s ratings', async () => {
      const [ann, bob] = await players(2);
      await resign(bob, (await started('sabotage', [ann, bob])).id);
      const a1 = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
      const b1 = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }]);
      await resign(ann, (await started('sabotage', [ann, bob])).id);
      const a2 = glicko2(a1, [{ opponent: b1, score: 0 }]);
      const a = await standing(ann, 'sabotage');
      expect(a).toMatchObject({ ratedMatches: 2, won: 1, lost: 1 });
      expect(a.rating).toBeCloseTo(a2.rating, 9);
      expect(a.rd).toBeCloseTo(a2.rd, 9);
      const points = (await t.http.get(`/v1/users/${ann.username}/ratings/sabotage`).set(ann.auth).expect(200)).body.items;
      expect(points.map((p: { rating: number }) => p.rating)).toEqual([expect.closeTo(a2.rating, 9), expect.closeTo(a1.rating, 9)]);
      expect(points[0].ratingBefore).toBeCloseTo(a1.rating, 9);
    });

    it('a casual match counts its result but changes no rating', async () => {
      const [ann, bob] = await players(2);
      const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
      await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).expect(200);
      await resign(ann, m.id);
      expect(await standing(bob, 'allmer-pyramid')).toMatchObject({ rating: 1500, rd: 350, ratedMatches: 0, won: 1, lost: 0, ratedAt: null });
      expect(await standing(ann, 'allmer-pyramid')).toMatchObject({ rating: 1500, ratedMatches: 0, won: 0, lost: 1 });
      expect((await t.http.get(`/v1/users/${bob.username}/ratings/allmer-pyramid`).set(bob.auth).expect(200)).body.items).toEqual([]);
      const recent = (await profile(ann, bob.username)).recentMatches.items;
      expect(recent[0]).toMatchObject({ id: m.id, rated: false, result: 'won', ratingBefore: null, ratingAfter: null });
    });

    it('a timeout ends a rated match with its rating update, exactly once', async () => {
      const [ann, bob] = await players(2);
      const m = await started('allmer-pyramid', [ann, bob], { timeLimitSeconds: 60 });
      clock.advance(61);
      const row = (await t.app.get(MatchesRepository).find(m.id))!;
      // Two sweeps that both found the match overdue: only the first ends it.
      const ended = await Promise.all([t.app.get(MovesService).timeOut(row), t.app.get(MovesService).timeOut(row)]);
      expect(ended.filter(Boolean)).toHaveLength(1);
      expect(await standing(ann, 'allmer-pyramid')).toMatchObject({ ratedMatches: 1, won: 0, lost: 1 }); // seat 0 had to act
      expect(await standing(bob, 'allmer-pyramid')).toMatchObject({ ratedMatches: 1, won: 1, lost: 0 });
    });
  });

  describe('multi-player matches (pairwise by placing)', () => {
    // A Ziggurat seat that resigns leaves a game that goes on (src/games/ziggurat/rules.md, "Leaving
    // the game"): nothing is settled until the end, where the leaver places below both others.
    it('a resignation in a three-seat ziggurat settles nothing until the end; the leaver then places last', async () => {
      const ps = await players(3, 'z');
      const m = await started('ziggurat', ps);
      await resign(ps[2], m.id);
      expect((await t.http.get(`/v1/matches/${m.id}`).set(ps[0].auth).expect(200)).body.status).toBe('active');
      expect(await standing(ps[2], 'ziggurat')).toBeUndefined();
      const rng = Rng.from({ seed: `ratings-left-${m.id}`, counter: 0 });
      let match = (await t.http.get(`/v1/matches/${m.id}`).set(ps[0].auth).expect(200)).body;
      for (let ply = 0; match.status === 'active'; ply++) {
        expect(ply).toBeLessThan(3000);
        const who = ps[match.toAct[0]];
        const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(who.auth).expect(200)).body;
        match = (await t.http.post(`/v1/matches/${m.id}/moves`).set(who.auth).send({ move: rng.pick(legal.moves as unknown[]), expectedVersion: legal.version }).expect(200)).body.match;
      }
      const d = DEFAULT_RATING;
      const winners: number[] = match.outcome.winners;
      expect(winners).not.toContain(2);
      const s01 = winners.includes(0) === winners.includes(1) ? (match.outcome.scores[0] === match.outcome.scores[1] || winners.length === 2 ? 0.5 : match.outcome.scores[0] > match.outcome.scores[1] ? 1 : 0) : winners.includes(0) ? 1 : 0;
      const expected: Glicko2Rating[] = [
        glicko2(d, [{ opponent: d, score: s01 }, { opponent: d, score: 1 }]),
        glicko2(d, [{ opponent: d, score: 1 - s01 }, { opponent: d, score: 1 }]),
        glicko2(d, [{ opponent: d, score: 0 }, { opponent: d, score: 0 }]),
      ];
      for (const [i, p] of ps.entries()) {
        const s = await standing(p, 'ziggurat');
        expect(s.rating).toBeCloseTo(expected[i].rating, 9);
        expect(s).toMatchObject({ ratedMatches: 1, lost: winners.includes(i) ? 0 : 1 });
      }
      expect(expected[2].rating).toBeLessThan(1500);
    });
  });

  describe('matches ended by the rules', () => {
    it('a rated three-seat ziggurat played to its end: pairs scored by placing (winners first, then by score)', async () => {
      const ps = await players(3, 'zr');
      const m = await started('ziggurat', ps);
      const rng = Rng.from({ seed: `ratings-${m.id}`, counter: 0 });
      let match = (await t.http.get(`/v1/matches/${m.id}`).set(ps[0].auth).expect(200)).body;
      for (let ply = 0; match.status === 'active'; ply++) {
        expect(ply).toBeLessThan(3000);
        const who = ps[match.toAct[0]];
        const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(who.auth).expect(200)).body;
        match = (await t.http.post(`/v1/matches/${m.id}/moves`).set(who.auth).send({ move: rng.pick(legal.moves as unknown[]), expectedVersion: legal.version }).expect(200)).body.match;
      }
      const { winners, scores, endedBy } = match.outcome as { winners: number[]; scores: number[]; endedBy: string };
      expect(endedBy).toBe('rules');
      // Placing as the README states it, written out: a winner places above a non-winner; else the higher score.
      const place = (s: number) => [winners.includes(s) ? 1 : 0, scores[s]];
      const score = (a: number, b: number) => {
        const [wa, sa] = place(a);
        const [wb, sb] = place(b);
        return wa !== wb ? Number(wa > wb) : sa !== sb ? Number(sa > sb) : 0.5;
      };
      for (const seat of [0, 1, 2]) {
        const games = [0, 1, 2].filter((o) => o !== seat).map((o) => ({ opponent: DEFAULT_RATING, score: score(seat, o) }));
        const expected = glicko2(DEFAULT_RATING, games);
        const s = await standing(ps[seat], 'ziggurat');
        expect(s.rating).toBeCloseTo(expected.rating, 9);
        expect(s).toMatchObject({ ratedMatches: 1, won: winners.includes(seat) ? 1 : 0, lost: winners.includes(seat) ? 0 : 1 });
      }
    }, 120_000);

    it('a casual one-player match counts its result when its last move ends it', async () => {
      const [ann] = await players(1);
      const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
      const rng = Rng.from({ seed: `ratings-${m.id}`, counter: 0 });
      let match = m;
      for (let ply = 0; match.status === 'active'; ply++) {
        expect(ply).toBeLessThan(3000);
        const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
        match = (await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: rng.pick(legal.moves as unknown[]), expectedVersion: legal.version }).expect(200)).body.match;
      }
      const won = match.outcome.winners.length === 1;
      expect(await standing(ann, 'pyramid-solitaire')).toMatchObject({ ratedMatches: 0, won: won ? 1 : 0, lost: won ? 0 : 1, rating: 1500, ratedAt: null });
      expect((await profile(ann, ann.username)).recentMatches.items[0]).toMatchObject({ id: m.id, rated: false, result: won ? 'won' : 'lost' });
    });
  });

  describe('visibility', () => {
    it("a private match never shows on a stranger's profile, nor its id in a rating history; its players see it", async () => {
      const [ann, bob, eve] = await players(3);
      const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', rated: true, visibility: 'private' }).expect(201)).body;
      await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).send({ inviteCode: m.inviteCode }).expect(200);
      await resign(bob, m.id);

      const seenByEve = await profile(eve, ann.username);
      expect(seenByEve.recentMatches.items).toEqual([]);
      expect(JSON.stringify(seenByEve)).not.toContain(m.id);
      const eveHistory = (await t.http.get(`/v1/users/${ann.username}/ratings/allmer-pyramid`).set(eve.auth).expect(200)).body;
      expect(eveHistory.items).toHaveLength(1);
      expect(eveHistory.items[0].matchId).toBeNull();
      expect(JSON.stringify(eveHistory)).not.toContain(m.id);
      const eveGql = await gql(t, eve.token, /* GraphQL */ `query($u: String!) { userProfile(username: $u) { recentMatches { items { id } } } ratingHistory(username: $u, game: "allmer-pyramid") { items { matchId } } }`, { u: ann.username });
      expect(eveGql.data).toEqual({ userProfile: { recentMatches: { items: [] } }, ratingHistory: { items: [{ matchId: null }] } });

      expect((await profile(bob, ann.username)).recentMatches.items.map((x: { id: string }) => x.id)).toEqual([m.id]);
      expect((await profile(ann, ann.username)).recentMatches.items.map((x: { id: string }) => x.id)).toEqual([m.id]);
      expect((await t.http.get(`/v1/users/${ann.username}/ratings/allmer-pyramid`).set(bob.auth).expect(200)).body.items[0].matchId).toBe(m.id);
    });
  });

  describe('paging', () => {
    it("pages a profile's recent matches without gaps or duplicates, most recent first", async () => {
      const [ann, bob] = await players(2);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const m = await started('allmer-pyramid', [ann, bob], { rated: i % 2 === 0 });
        await resign(i % 2 ? ann : bob, m.id);
        ids.push(m.id);
      }
      const seen: { id: string; finishedAt: string }[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page: { recentMatches: { items: { id: string; finishedAt: string }[]; nextCursor: string | null } } = await profile(bob, ann.username, q);
        expect(page.recentMatches.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.recentMatches.items);
        cursor = page.recentMatches.nextCursor;
      } while (cursor);
      expect(seen.map((x) => x.id).sort()).toEqual([...ids].sort());
      // Most recent first; matches that finished in the same millisecond come by id, descending.
      const order = [...seen].sort((x, y) => y.finishedAt.localeCompare(x.finishedAt) || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0));
      expect(seen).toEqual(order);
      const counts = await standing(ann, 'allmer-pyramid');
      expect(counts).toMatchObject({ won: 3, lost: 2, drawn: 0, ratedMatches: 3 });
    });

    it('pages a leaderboard without gaps or duplicates: only non-provisional players active in the last LEADERBOARD_ACTIVE_DAYS', async () => {
      const db = t.app.get(PrismaService).db;
      const ps = await players(14, 'lb');
      const now = Date.now();
      const day = 86_400_000;
      // Equal ratings in pairs (ties are broken by user id), two provisional, two inactive.
      await db.rating.createMany({
        data: ps.map((p, i) => ({
          userId: p.id,
          gameId: 'nos-vigilan',
          rating: 2400 - Math.floor(i / 2) * 10,
          rd: i === 3 || i === 8 ? 150 : 60 + i,
          volatility: 0.06,
          ratedMatches: 30,
          ratedAt: new Date(i === 5 || i === 10 ? now - 31 * day : now - i * 3600_000),
          playedAt: new Date(now),
        })),
      });
      // The board as the database holds it (a shared database may hold other suites' players too).
      const expected = (
        await db.rating.findMany({
          where: { gameId: 'nos-vigilan', rd: { lte: 110 }, ratedAt: { gte: new Date(now - 30 * day + 60_000) } },
          orderBy: [{ rating: 'desc' }, { userId: 'asc' }],
        })
      ).map((r) => r.userId);
      const mine = ps.filter((_, i) => ![3, 8, 5, 10].includes(i)).map((p) => p.id);
      expect(expected.filter((id) => ps.some((p) => p.id === id))).toEqual(expect.arrayContaining(mine));
      expect(expected.filter((id) => ps.some((p) => p.id === id))).toHaveLength(mine.length);

      const seen: { id: string; rank: number; rating: number }[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { rank: number; user: { id: string }; rating: number; provisional: boolean }[]; nextCursor: string | null; activeDays: number } = (
          await t.http.get(`/v1/games/nos-vigilan/leaderboard?limit=3${cursor ? `&cursor=${cursor}` : ''}`).set(ps[0].auth).expect(200)
        ).body;
        expect(page.activeDays).toBe(30);
        expect(page.items.length).toBeLessThanOrEqual(3);
        for (const e of page.items) expect(e.provisional).toBe(false);
        seen.push(...page.items.map((e) => ({ id: e.user.id, rank: e.rank, rating: e.rating })));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.map((e) => e.id)).toEqual(expected);
      expect(seen.map((e) => e.rank)).toEqual(expected.map((_, i) => i + 1));

      const viaGql = await gql(t, ps[0].token, /* GraphQL */ `query { leaderboard(game: "nos-vigilan", limit: 100) { activeDays items { rank user { id username } rating provisional } nextCursor } }`);
      expect(viaGql.data!.leaderboard.items.map((e: { user: { id: string } }) => e.user.id)).toEqual(expected.slice(0, 100));
    });

    it('refuses a cursor it did not issue, and names unknown users and games', async () => {
      const [a] = await players(1);
      const bad = await t.http.get('/v1/games/sabotage/leaderboard?cursor=bm90LWEtY3Vyc29y').set(a.auth).expect(400);
      expect(bad.body).toMatchObject({ code: 'INVALID_CURSOR' });
      await t.http.get(`/v1/users/${a.username}?cursor=WyJ4Il0`).set(a.auth).expect(400);
      expect((await t.http.get(`/v1/users/${uniqueName('nobody')}`).set(a.auth).expect(404)).body).toMatchObject({ code: 'USER_NOT_FOUND' });
      expect((await t.http.get('/v1/games/chess/leaderboard').set(a.auth).expect(404)).body).toMatchObject({ code: 'GAME_NOT_FOUND' });
      expect((await t.http.get(`/v1/users/${a.username}/ratings/chess`).set(a.auth).expect(404)).body).toMatchObject({ code: 'GAME_NOT_FOUND' });
      await t.http.get('/v1/games/sabotage/leaderboard').expect(401);
    });
  });

  describe('GraphQL', () => {
    it('creates a rated match, and reads the profile and history as REST does', async () => {
      const [ann, bob] = await players(2);
      const created = await gql(t, ann.token, /* GraphQL */ `mutation { createMatch(game: "allmer-pyramid", rated: true) { id rated } }`);
      expect(created.data!.createMatch.rated).toBe(true);
      const id = created.data!.createMatch.id as string;
      await t.http.post(`/v1/matches/${id}/join`).set(bob.auth).expect(200);
      await resign(ann, id);
      const q = await gql(t, ann.token, /* GraphQL */ `query($u: String!) {
        userProfile(username: $u) { user { username } ratings { game rating rd provisional won lost drawn ratedMatches } recentMatches { items { id result ratingBefore ratingAfter } nextCursor } }
        ratingHistory(username: $u, game: "allmer-pyramid") { items { matchId rating ratingBefore } nextCursor }
      }`, { u: bob.username });
      const rest = await profile(ann, bob.username);
      expect(q.data!.userProfile.ratings).toEqual(rest.ratings.map(({ game, rating, rd, provisional, won, lost, drawn, ratedMatches }: Record<string, unknown>) => ({ game, rating, rd, provisional, won, lost, drawn, ratedMatches })));
      expect(q.data!.userProfile.recentMatches.items).toEqual([{ id, result: 'won', ratingBefore: 1500, ratingAfter: rest.ratings[0].rating }]);
      expect(q.data!.ratingHistory.items).toEqual([{ matchId: id, rating: rest.ratings[0].rating, ratingBefore: 1500 }]);

      const refused = await gql(t, ann.token, /* GraphQL */ `mutation { createMatch(game: "pyramid-solitaire", rated: true) { id } }`);
      expect(refused.errors?.[0].extensions?.code).toBe('RATED_NOT_ALLOWED');
    });
  });
});

/**
 * Ratings change exactly once per match, also when two app instances end the same match at the
 * same moment, and no update is lost when two matches sharing a player end at once on two
 * instances. Two instances on one SQLite file by default; on the shared PostgreSQL with
 * TEST_DATABASE_URL / DATABASE_URL (externalDatabase()).
 */
import { rmSync } from 'node:fs';
import { MatchesRepository } from '../src/persistence/matches.repository.js';
import { MovesService } from '../src/features/matches/moves.service.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { DEFAULT_RATING, glicko2 } from '../src/domain/ratings/glicko2.js';
import { ShiftedClock, externalDatabase, register, startApp, type Player, type TestApp } from './support.js';

describe('ratings across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  // A lock held by the other instance is waited for (asynchronously) rather than answered 503.
  const env = { SQLITE_BUSY_TIMEOUT_MS: '5000' };

  // One clock for both instances, moved on when a test needs a deadline passed.
  const clock = new ShiftedClock();

  beforeAll(async () => {
    a = await startApp('ratings-two', { clock }, env, { keep: true });
    b = await startApp('ratings-two', { clock }, env, { keep: true });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (externalDatabase() === undefined) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`./data/test-ratings-two-${process.pid}.db${suffix}`, { force: true });
    }
  });

  async function rated(creator: Player, joiner: Player, extra: Record<string, unknown> = {}): Promise<string> {
    const m = (await a.http.post('/v1/matches').set(creator.auth).send({ game: 'allmer-pyramid', rated: true, ...extra }).expect(201)).body;
    await b.http.post(`/v1/matches/${m.id}/join`).set(joiner.auth).expect(200);
    return m.id as string;
  }

  const points = async (userId: string) => a.app.get(PrismaService).db.ratingHistory.findMany({ where: { userId, gameId: 'allmer-pyramid' }, orderBy: { createdAt: 'asc' } });
  const standing = async (userId: string) => a.app.get(PrismaService).db.rating.findUnique({ where: { userId_gameId: { userId, gameId: 'allmer-pyramid' } } });

  /**
   * The points form one chain from 1500 to the current rating: whatever order the matches
   * committed in, each started from the rating the previous one left. A lost update would show as
   * two points with the same ratingBefore; a double application as a point too many.
   */
  function expectChain(ps: { ratingBefore: number; rating: number }[], final: number): void {
    const befores = ps.map((p) => p.ratingBefore);
    expect(new Set(befores).size).toBe(befores.length);
    const byBefore = new Map(ps.map((p) => [p.ratingBefore, p]));
    let rating = 1500;
    for (let i = 0; i < ps.length; i++) {
      const next = byBefore.get(rating);
      expect(next).toBeDefined();
      rating = next!.rating;
    }
    expect(rating).toBe(final);
  }

  it('both players resign at once, one on each instance: one resignation ends the match, the ratings change once', async () => {
    const ann = await register(a, 'ann');
    const bob = await register(a, 'bob');
    const rounds = 6;
    for (let i = 0; i < rounds; i++) {
      const id = await rated(ann, bob);
      const [x, y] = await Promise.all([
        a.http.post(`/v1/matches/${id}/resign`).set(ann.auth).send({}),
        b.http.post(`/v1/matches/${id}/resign`).set(bob.auth).send({}),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      expect([x.body.code, y.body.code].filter(Boolean)[0]).toMatch(/^(STALE_VERSION|MATCH_NOT_ACTIVE)$/);
      const history = (await a.http.get(`/v1/matches/${id}/history`).set(ann.auth).expect(200)).body.entries;
      expect(history.filter((e: { kind: string }) => e.kind === 'resign')).toHaveLength(1);
    }
    for (const p of [ann, bob]) {
      const s = await standing(p.id);
      expect(s).toMatchObject({ ratedMatches: rounds });
      expect(s!.won + s!.lost).toBe(rounds);
      const ps = await points(p.id);
      expect(ps).toHaveLength(rounds);
      expect(new Set(ps.map((x) => x.matchId)).size).toBe(rounds);
      expectChain(ps, s!.rating);
    }
  }, 60_000);

  it('two instances time the same match out at once: it ends once, with one rating update', async () => {
    const ann = await register(a, 'ann');
    const bob = await register(a, 'bob');
    const id = await rated(ann, bob, { timeLimitSeconds: 60 });
    clock.advance(61);
    const [rowA, rowB] = await Promise.all([a.app.get(MatchesRepository).find(id), b.app.get(MatchesRepository).find(id)]);
    // As two sweeps that both found the match overdue (MatchClock.sweep calls timeOut per match).
    const ended = await Promise.all([a.app.get(MovesService).timeOut(rowA!), b.app.get(MovesService).timeOut(rowB!)]);
    expect(ended.filter(Boolean)).toHaveLength(1);
    expect(await points(ann.id)).toHaveLength(1);
    expect(await points(bob.id)).toHaveLength(1);
    const loser = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }]);
    expect((await standing(ann.id))!.rating).toBeCloseTo(loser.rating, 9); // seat 0 had to act
    expect(await standing(ann.id)).toMatchObject({ ratedMatches: 1, lost: 1, won: 0 });
  });

  it("two matches sharing a player end at once on two instances: neither update is lost", async () => {
    const ann = await register(a, 'ann');
    const bob = await register(a, 'bob');
    const cy = await register(a, 'cy');
    const rounds = 4;
    for (let i = 0; i < rounds; i++) {
      const one = await rated(ann, bob);
      const two = await rated(ann, cy);
      await Promise.all([
        a.http.post(`/v1/matches/${one}/resign`).set(bob.auth).send({}).expect(200),
        b.http.post(`/v1/matches/${two}/resign`).set(cy.auth).send({}).expect(200),
      ]);
    }
    const s = await standing(ann.id);
    expect(s).toMatchObject({ ratedMatches: 2 * rounds, won: 2 * rounds, lost: 0 });
    const ps = await points(ann.id);
    expect(ps).toHaveLength(2 * rounds);
    expectChain(ps, s!.rating);
  }, 60_000);
});

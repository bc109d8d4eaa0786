/**
 * The service's bots' ratings (issue 39: "Bots have ratings (Glicko-2 from their games against
 * each other and people) shown wherever a human picks an opponent"), through the real app and
 * database: seeded from a ladder's ratings file at start-up, moved by a casual match's end, shown
 * in the game catalogue over REST and GraphQL, kept off the people's leaderboards, and never
 * moving a person's rating (docs/bots.md, "Bot ratings").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { glicko2, DEFAULT_RATING } from '../src/domain/ratings/glicko2.js';
import { botPoolId, type BotRatingsFile } from '../src/domain/ratings/bot-pool.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { BotRatingsService } from '../src/features/ratings/bot-ratings.service.js';
import { externalDatabase, gql, register, startApp, type Player, type TestApp } from './support.js';

interface BotRating { level: number; username: string; rating: number; rd: number; provisional: boolean; games: number }

describe("the service's bots' ratings", () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'bot-ratings-'));
  const file = join(dir, 'bot-ratings.json');
  const seed: BotRatingsFile = {
    format: 'pyramidion-bot-ratings/1',
    source: 'e2e',
    games: {
      'allmer-pyramid': { '1': { rating: 1210, rd: 70, volatility: 0.06, games: 400 } },
      sabotage: { '2': { rating: 1620, rd: 60, volatility: 0.06, games: 400 } },
      'no-such-game': { '1': { rating: 9, rd: 9, volatility: 0.06, games: 1 } },
    },
  };

  beforeAll(async () => {
    writeFileSync(file, JSON.stringify(seed));
    t = await startApp('bot-ratings', {}, { BOT_RATINGS_FILE: file });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const botsOf = async (game: string): Promise<BotRating[]> => (await t.http.get(`/v1/games/${game}`).expect(200)).body.bots;
  const level = async (game: string, l: number) => (await botsOf(game)).find((b) => b.level === l)!;
  /** A casual match of `game` against the bot of `botLevel` (seat 1), which `p` resigns at once: the bot wins. */
  async function loseToBot(p: Player, game: string, botLevel: number): Promise<void> {
    const m = (await t.http.post('/v1/matches').set(p.auth).send({ game, bots: [{ seat: 1, level: botLevel }] }).expect(201)).body;
    expect(m.status).toBe('active');
    await t.http.post(`/v1/matches/${m.id}/resign`).set(p.auth).send({}).expect(200);
  }

  it('lists every bot level of every game in the catalogue with its rating, seeded from the ladder file where the level has not played', async () => {
    const games = (await t.http.get('/v1/games').expect(200)).body as { id: string; maxBotLevel: number; bots: BotRating[] }[];
    for (const g of games) expect(g.bots.map((b) => b.level)).toEqual(Array.from({ length: g.maxBotLevel }, (_, i) => i + 1));
    const pyramid = games.find((g) => g.id === 'allmer-pyramid')!;
    // A level that has played keeps its rating: the seed applies only to one with no counted match.
    // This suite's own SQLite database is new; a shared PostgreSQL one may hold other suites' bot matches.
    const l1 = pyramid.bots[0];
    expect(l1.username).toBe('Bot L1');
    if (!externalDatabase()) expect([l1.games, pyramid.bots[1].games]).toEqual([0, 0]);
    if (l1.games === 0) expect(l1).toMatchObject({ rating: 1210, rd: 70, provisional: false });
    const l2 = pyramid.bots[1];
    if (l2.games === 0) expect(l2).toMatchObject({ rating: DEFAULT_RATING.rating, rd: DEFAULT_RATING.rd, provisional: true });
  });

  it("moves the bot level's rating when a casual match against a person ends, and not the person's", async () => {
    const ada = await register(t, 'ada');
    const before = await level('allmer-pyramid', 1);
    // The volatility is not shown; a shared PostgreSQL database may hold other suites' bot matches, which moved it.
    const pool = await t.app.get(PrismaService).db.rating.findUnique({ where: { userId_gameId: { userId: botPoolId(1), gameId: 'allmer-pyramid' } } });
    await loseToBot(ada, 'allmer-pyramid', 1);
    const after = await level('allmer-pyramid', 1);
    // Glicko-2 against Ada as she was: a newcomer (1500, deviation 350) whom the bot beat.
    const expected = glicko2({ rating: before.rating, rd: before.rd, volatility: pool?.volatility ?? DEFAULT_RATING.volatility }, [{ opponent: DEFAULT_RATING, score: 1 }]);
    expect(after.games).toBe(before.games + 1);
    expect(after.rating).toBeCloseTo(expected.rating, 6);
    expect(after.rd).toBeCloseTo(expected.rd, 6);
    const profile = (await t.http.get(`/v1/users/${ada.username}`).set(ada.auth).expect(200)).body;
    expect(profile.ratings).toEqual([expect.objectContaining({ game: 'allmer-pyramid', rating: 1500, rd: 350, ratedMatches: 0, lost: 1 })]);
    // The bot's profile shows the same rating (its level's first account holds it).
    const bot = (await t.http.get(`/v1/users/${encodeURIComponent('Bot L1')}`).set(ada.auth).expect(200)).body;
    expect(bot.ratings.find((r: { game: string }) => r.game === 'allmer-pyramid')).toMatchObject({ rating: after.rating, ratedMatches: after.games });
  });

  it('shows the same ratings over GraphQL', async () => {
    const ada = await register(t, 'gql');
    const r = await gql(t, ada.token, '{ games { id maxBotLevel bots { level username rating rd provisional games } } game(id: "allmer-pyramid") { bots { level rating games } } }');
    expect(r.errors).toBeUndefined();
    const rest = await botsOf('allmer-pyramid');
    expect(r.data!.games.find((g: { id: string }) => g.id === 'allmer-pyramid').bots).toEqual(rest);
    expect(r.data!.game.bots).toEqual(rest.map(({ level: l, rating, games }) => ({ level: l, rating, games })));
  });

  it("does not seed again a level that has played (a restart with the same file keeps the rating play earned)", async () => {
    const before = await level('allmer-pyramid', 1);
    expect(before.games).toBeGreaterThan(0);
    await t.app.get(BotRatingsService).seed(seed);
    expect(await level('allmer-pyramid', 1)).toEqual(before);
  });

  it("keeps the bots off the people's leaderboard, even with a settled, recent rating", async () => {
    const bea = await register(t, 'bea');
    await loseToBot(bea, 'sabotage', 2);
    const l2 = await level('sabotage', 2);
    expect(l2.provisional).toBe(false); // seeded at a deviation of 60: it would be listed if it were a person
    const board = (await t.http.get('/v1/games/sabotage/leaderboard?limit=100').set(bea.auth).expect(200)).body;
    expect(board.items.map((i: { user: { username: string } }) => i.user.username)).not.toContain('Bot L2');
  });
});

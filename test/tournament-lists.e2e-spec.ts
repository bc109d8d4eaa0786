/**
 * A tournament's long lists are read in pages, a loop turn between (tournaments.repository.ts:
 * entries, boards, and the id lists in slices): every row comes back once, in order, however the
 * pages fall, on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { TournamentsRepository } from '../src/persistence/tournaments.repository.js';
import { register, startApp, type TestApp } from './support.js';

describe("a tournament's long lists", () => {
  let t: TestApp;
  let prisma: PrismaService;
  let repo: TournamentsRepository;
  beforeAll(async () => {
    t = await startApp('tournament-lists');
    prisma = t.app.get(PrismaService);
    repo = t.app.get(TournamentsRepository);
  });
  afterAll(() => t.close());

  it('reads 601 entries in entry order, each once, and counts them', async () => {
    const id = `lists-${randomUUID()}`;
    const now = new Date();
    // Entry numbers with gaps (withdrawals keep theirs), written out of order.
    const numbers = Array.from({ length: 601 }, (_, i) => 3 * i + 1).reverse();
    await prisma.db.tournamentEntry.createMany({ data: numbers.map((n) => ({ tournamentId: id, userId: `u${n}`, entryNo: n, joinedAt: now })) });
    const entries = await repo.entries(id);
    expect(entries.map((e) => e.entryNo)).toEqual([...numbers].reverse());
    expect(await repo.entrantCount(id)).toBe(601);
    expect(await repo.entries(`${id}-none`)).toEqual([]);
  });

  it("reads every round's boards in round and board order, each once, and one round's alone", async () => {
    const id = `lists-${randomUUID()}`;
    // Rounds of 260, 250 and 3 boards: pages end inside a round, at a round's end and past the last.
    const sizes = [260, 250, 3];
    const rows = sizes.flatMap((n, r) => Array.from({ length: n }, (_, b) => ({ tournamentId: id, round: r + 1, board: b + 1, players: '[]' })));
    await prisma.db.tournamentBoard.createMany({ data: [...rows].reverse() });
    const all = await repo.boards(id);
    expect(all.map((b) => `${b.round}.${b.board}`)).toEqual(rows.map((b) => `${b.round}.${b.board}`));
    for (const [i, n] of sizes.entries()) {
      expect((await repo.boards(id, i + 1)).map((b) => b.board)).toEqual(Array.from({ length: n }, (_, b) => b + 1));
    }
  });

  it('reads users, ratings and match results by id lists longer than one statement takes, each once', async () => {
    const ids = Array.from({ length: 230 }, (_, i) => `nobody-${i}`);
    // None of these exist: the answer is empty, not an error, whatever the number of slices.
    expect((await repo.users(ids)).size).toBe(0);
    expect((await repo.matchResults(ids)).size).toBe(0);
    expect((await repo.ratings('sabotage', ids)).size).toBe(0);
    const me = await register(t, 'lists');
    const users = await repo.users([...ids.slice(0, 150), me.id, ...ids.slice(150)]);
    expect([...users.entries()]).toEqual([[me.id, { id: me.id, username: me.username, kind: 'human' }]]);
  });
});

/**
 * appendUserEventsInBulk (a tournament round's pairing writes its events so, docs/tournaments.md)
 * numbers events as appendUserEvents does: each user's events take that user's next seqs, in the
 * order given, after the events they already had; on SQLite and PostgreSQL.
 */
import { appendUserEvents, appendUserEventsInBulk } from '../src/persistence/user-events.repository.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import type { UserEventInsert } from '../src/domain/user-event.js';
import { register, startApp, type TestApp } from './support.js';

describe('user events written in bulk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('user-events-bulk');
  });
  afterAll(() => t.close());

  it('gives each user the next seqs in the order given, after the ones they had, and reads back through the API', async () => {
    const [ann, ben, cy] = await Promise.all(['ann', 'ben', 'cy'].map((n) => register(t, n)));
    const prisma = t.app.get(PrismaService);
    const ev = (userId: string, n: number): UserEventInsert => ({ userId, type: 'tournament_paired', matchId: null, version: null, data: { n } });
    const now = new Date();
    // ben already has two events; the bulk write follows them.
    await prisma.db.$transaction((tx) => appendUserEvents(tx, [ev(ben.id, 0), ev(ben.id, 0)], now));
    await prisma.db.$transaction((tx) => appendUserEventsInBulk(tx, prisma.provider, [ev(ann.id, 1), ev(ben.id, 1), ev(ann.id, 2), ev(cy.id, 1), ev(ben.id, 2), ev(ann.id, 3)], now));
    const seqs = async (p: typeof ann) =>
      ((await t.http.get('/v1/me/events?after=0&limit=100').set(p.auth).expect(200)).body.items as { id: string; type: string; data: { n: number } }[])
        .filter((e) => e.type === 'tournament_paired')
        .map((e) => [e.id, e.data.n]);
    expect(await seqs(ann)).toEqual([['1', 1], ['2', 2], ['3', 3]]);
    expect(await seqs(ben)).toEqual([['1', 0], ['2', 0], ['3', 1], ['4', 2]]);
    expect(await seqs(cy)).toEqual([['1', 1]]);
    // A one-by-one write after the bulk one goes on from there.
    await prisma.db.$transaction((tx) => appendUserEvents(tx, [ev(cy.id, 2)], now));
    expect(await seqs(cy)).toEqual([['1', 1], ['2', 2]]);
  });

  it('refuses events for a user that does not exist, writing none', async () => {
    const dan = await register(t, 'dan');
    const prisma = t.app.get(PrismaService);
    const ev = (userId: string): UserEventInsert => ({ userId, type: 'tournament_paired', matchId: null, version: null, data: {} });
    await expect(prisma.db.$transaction((tx) => appendUserEventsInBulk(tx, prisma.provider, [ev(dan.id), ev('no-such-user')], new Date()))).rejects.toThrow(/gone/);
    expect((await t.http.get('/v1/me/events?after=0&limit=100').set(dan.auth).expect(200)).body.items.filter((e: { type: string }) => e.type === 'tournament_paired')).toEqual([]);
  });
});

import { StandingsFeed, type FeedSource, type TournamentWake } from './standings-feed.js';
import type { StandingsReason, TournamentStandingsUpdate } from './tournaments.schemas.js';

/** A tournament whose table the test sets, and a topic the test wakes by hand. */
function fakeSource(recheckMs = 60_000) {
  const state = { status: 'running' as TournamentStandingsUpdate['status'], points: 0, subscribed: 0, unsubscribed: 0 };
  let listener: ((w: TournamentWake) => void) | null = null;
  const source: FeedSource = {
    subscribe: async (onWake) => {
      state.subscribed++;
      listener = onWake;
      return () => {
        state.unsubscribed++;
        listener = null;
      };
    },
    read: async (reason: StandingsReason) => ({
      tournamentId: 't',
      reason,
      status: state.status,
      currentRound: 1,
      gamesPending: 0,
      standings: [{ rank: 1, username: 'ann', points: state.points, played: 0, wins: 0, draws: 0, losses: 0, byes: 0, buchholz: 0, sonnebornBerger: 0, directEncounter: 0, gamePoints: 0, withdrawn: false }],
    }),
    recheckMs,
  };
  return { state, source, wake: (reason: StandingsReason) => listener?.({ reason }) };
}

describe('the standings feed (GraphQL tournamentStandings)', () => {
  it('sends the table now, then a changed table named after its wake-up; a wake-up that changed nothing sends nothing', async () => {
    const { state, source, wake } = fakeSource();
    const feed = new StandingsFeed(source);
    expect((await feed.next()).value).toMatchObject({ reason: 'current', standings: [{ points: 0 }] });
    const next = feed.next();
    wake('withdrawn'); // nothing changed: not sent
    await new Promise((r) => setTimeout(r, 5));
    state.points = 1;
    wake('game_ended');
    expect((await next).value).toMatchObject({ reason: 'game_ended', standings: [{ points: 1 }] });
    await feed.return();
  });

  it('a change whose wake-up was lost arrives at the next recheck', async () => {
    const { state, source } = fakeSource(10);
    const feed = new StandingsFeed(source);
    await feed.next();
    state.points = 2;
    expect((await feed.next()).value).toMatchObject({ reason: 'recheck', standings: [{ points: 2 }] });
    await feed.return();
  });

  it('the rechecks of many subscribers come together, so they can share one read of the table', async () => {
    // Which feeds read at each tick (a read shared by every subscriber woken at or before it).
    const readers = new Map<number, Set<number>>();
    const feeds = Array.from({ length: 20 }, (_, k) => {
      const { source } = fakeSource(40);
      const read = source.read;
      return new StandingsFeed({
        ...source,
        read: (reason, wokeAt) => {
          if (reason === 'recheck') (readers.get(wokeAt) ?? readers.set(wokeAt, new Set()).get(wokeAt)!).add(k);
          return read(reason, wokeAt);
        },
      });
    });
    await Promise.all(feeds.map((f) => f.next()));
    // The table never changes, so each feed keeps looking, once a period: at least one period's
    // look is every feed's, with one tick (each on its own tick, 20 reads; subscribed across a
    // period's end, the first look may come a period apart).
    const waits = feeds.map((f) => f.next());
    await new Promise((r) => setTimeout(r, 400));
    expect(Math.max(...[...readers.values()].map((s) => s.size))).toBe(20);
    await Promise.all(feeds.map((f) => f.return()));
    await Promise.all(waits);
  });

  it('ends after the table of a finished tournament, and unsubscribes', async () => {
    const { state, source, wake } = fakeSource();
    const feed = new StandingsFeed(source);
    await feed.next();
    const last = feed.next();
    state.status = 'finished';
    wake('finished');
    expect((await last).value).toMatchObject({ reason: 'finished', status: 'finished' });
    expect(await feed.next()).toEqual({ done: true, value: undefined });
    expect(state.unsubscribed).toBe(1);
  });

  it('return() while waiting ends the wait at once and releases the subscription', async () => {
    const { state, source } = fakeSource();
    const feed = new StandingsFeed(source);
    await feed.next();
    const waiting = feed.next();
    await feed.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect([state.subscribed, state.unsubscribed]).toEqual([1, 1]);
  });
});

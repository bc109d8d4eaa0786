/**
 * GET /v1/me/turns and GraphQL myTurns a page at a time, and GET /v1/me/matches?changedSince=,
 * read from the caller's own seat rows (issue 35): the nextCursor chain lists every item exactly
 * once, in order, also while items change; "since" entries are exactly what the history shows.
 */
import { gql, ManualClock, register, startApp, type Player, type TestApp } from './support.js';

interface TurnItem {
  matchId: string;
  deadline: string | null;
  waitingSince: string;
  since: { plies: number; entries: { ply: number; seat: number; move: unknown }[] };
}

describe('inbox pages from the user\'s rows', () => {
  const clock = new ManualClock(new Date('2026-11-28T00:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startApp('inbox-paging', { clock });
    [ann, ben] = [await register(t, 'ip_ann'), await register(t, 'ip_ben')];
  });
  afterAll(() => t.close());

  /** A match in which ann (seat 0) must act: private, so suites sharing a database keep out. */
  const mk = async (game: string, timeLimitSeconds?: number) => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game, visibility: 'private', ...(timeLimitSeconds ? { timeLimitSeconds } : {}) }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).send({ inviteCode: m.inviteCode }).expect(200);
    return m.id as string;
  };
  const play = async (p: Player, id: string) => {
    const l = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: l.moves[0], expectedVersion: l.version }).expect(200);
  };
  const turnsPage = async (p: Player, q: Record<string, string | number>) => (await t.http.get('/v1/me/turns').query(q).set(p.auth).expect(200)).body as { items: TurnItem[]; nextCursor: string | null };
  async function allTurns(p: Player, limit: number, between?: (page: number, sofar: readonly TurnItem[]) => Promise<void>): Promise<TurnItem[]> {
    const out: TurnItem[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const r = await turnsPage(p, { limit, ...(cursor ? { cursor } : {}) });
      out.push(...r.items);
      expect(r.items.length).toBeLessThanOrEqual(limit);
      cursor = r.nextCursor;
      if (!cursor) return out;
      await between?.(page, out);
    }
    throw new Error('the cursor chain did not end');
  }
  /** The order the API promises, computed from the items themselves. */
  const expectOrdered = (items: TurnItem[]) => {
    const key = (x: TurnItem) => [x.deadline === null ? 1 : 0, x.deadline ?? '', x.waitingSince, x.matchId].join('|');
    const keys = items.map(key);
    expect(keys).toEqual([...keys].sort());
  };

  it('pages to the end in order, each turn once, REST and GraphQL alike; since = the history after my last entry', async () => {
    const ids: string[] = [];
    // Deadlines in a mixed order, two created at the same instant (ties go by waiting, then id), and no clock.
    for (const limit of [7200, 3600, 86_400, 3600]) {
      ids.push(await mk('allmer-pyramid', limit));
      if (limit !== 3600) clock.advance(3);
    }
    for (let i = 0; i < 4; i++) {
      ids.push(await mk(i % 2 ? 'allmer-pyramid' : 'nos-vigilan'));
      if (i !== 1) clock.advance(2);
    }
    // nos-vigilan: both choose at once. Ben chooses first: ann's turn now shows his hidden choice as ann may see it.
    const hidden = ids[4];
    await play(ben, hidden);

    const whole = (await turnsPage(ann, { limit: 100 })).items;
    expect(whole.map((x) => x.matchId).sort()).toEqual([...ids].sort());
    expect(whole.slice(0, 4).every((x) => x.deadline !== null)).toBe(true);
    expectOrdered(whole);
    for (const limit of [1, 3, 8]) expect((await allTurns(ann, limit)).map((x) => x.matchId)).toEqual(whole.map((x) => x.matchId));
    expect((await turnsPage(ann, { limit: 8 })).nextCursor).toBeNull();

    const h = (await t.http.get(`/v1/matches/${hidden}/history`).set(ann.auth).expect(200)).body.entries as { ply: number; seat: number; move: unknown }[];
    const since = whole.find((x) => x.matchId === hidden)!.since;
    expect(since.plies).toBe(1);
    expect(since.entries).toEqual(h.map(({ ply, seat, move }) => expect.objectContaining({ ply, seat, move })));

    // GraphQL: the same chain.
    const viaGraphql: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await gql(t, ann.token, 'query($c: String) { myTurns(limit: 3, cursor: $c) { nextCursor items { matchId sincePlies } } }', { c: cursor });
      expect(r.errors).toBeUndefined();
      viaGraphql.push(...r.data!.myTurns.items.map((x: { matchId: string }) => x.matchId));
      cursor = r.data!.myTurns.nextCursor;
    } while (cursor);
    expect(viaGraphql).toEqual(whole.map((x) => x.matchId));

    // While items change: between pages ann plays in a match not listed yet (it leaves her turns)
    // and in one already listed; every turn left alone is listed exactly once.
    const touched = new Set<string>();
    const seen = await allTurns(ann, 2, async (page, sofar) => {
      if (page > 1) return;
      const listedIds = new Set(sofar.map((x) => x.matchId));
      const later = whole.map((x) => x.matchId).filter((id) => !listedIds.has(id) && !touched.has(id) && id !== hidden).at(-1)!;
      const earlier = [...listedIds].find((id) => !touched.has(id) && id !== hidden)!;
      for (const id of [later, earlier]) {
        touched.add(id);
        clock.advance(1);
        await play(ann, id);
      }
    });
    const listed = seen.map((x) => x.matchId);
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of ids.filter((id) => !touched.has(id))) expect(listed.filter((x) => x === id)).toHaveLength(1);
    expect(touched.size).toBe(4);
  });

  it('refuses a cursor it did not issue, and a page over the maximum', async () => {
    expect((await t.http.get('/v1/me/turns').query({ cursor: 'bm9wZQ' }).set(ann.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    expect((await t.http.get('/v1/me/turns').query({ limit: 101 }).set(ann.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/me/matches').query({ changedSince: 'bm9wZQ' }).set(ann.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('changes: pages to the end, each change once, matches created while spectating included', async () => {
    const cat = await register(t, 'ip_cat');
    const ids: string[] = [];
    const watched = (await t.http.post('/v1/matches').set(cat.auth).send({ game: 'allmer-pyramid', visibility: 'private', spectate: true, bots: [{ seat: 0, level: 1 }, { seat: 1, level: 1 }] }).expect(201)).body.id as string;
    ids.push(watched);
    for (let i = 0; i < 5; i++) {
      clock.advance(1);
      const m = (await t.http.post('/v1/matches').set(cat.auth).send({ game: 'allmer-pyramid', visibility: 'private' }).expect(201)).body;
      ids.push(m.id);
      if (i === 2) {
        clock.advance(1);
        await t.http.post(`/v1/matches/${m.id}/join`).set(ben.auth).send({ inviteCode: m.inviteCode }).expect(200);
      }
    }
    clock.advance(5);
    const listed: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const r = (await t.http.get('/v1/me/matches').query({ limit: 2, ...(cursor ? { changedSince: cursor } : {}) }).set(cat.auth).expect(200)).body;
      if (r.items.length === 0) break;
      listed.push(...r.items.map((x: { id: string }) => x.id));
      cursor = r.nextCursor;
      if (page === 0) {
        // A change to a match already listed puts it after the cursor: it comes again, once.
        clock.advance(1);
        await t.http.post(`/v1/matches/${listed[0] === watched ? listed[1] : listed[0]}/leave`).set(cat.auth).send({}).expect(200);
        clock.advance(2);
      }
    }
    expect(listed.filter((id) => id === watched)).toHaveLength(1);
    expect([...new Set(listed)].sort()).toEqual([...ids].sort());
    expect(listed.length).toBe(ids.length + 1);
    // Caught up: the cursor stays where it was.
    const end = (await t.http.get('/v1/me/matches').query({ changedSince: cursor! }).set(cat.auth).expect(200)).body;
    expect(end).toEqual({ items: [], nextCursor: cursor });
  });

  it('match lists: mine pages to the end (seated and created), newest first, each once; open lists only what I can join', async () => {
    const dan = await register(t, 'ip_dan');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(1);
      const spectate = i === 2;
      const body = { game: 'allmer-pyramid', visibility: i === 4 ? 'public' : 'private', ...(spectate ? { spectate: true, bots: [{ seat: 0, level: 1 }, { seat: 1, level: 1 }] } : {}) };
      ids.unshift((await t.http.post('/v1/matches').set(dan.auth).send(body).expect(201)).body.id);
    }
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { items: { id: string }[]; nextCursor: string | null } = (await t.http.get('/v1/matches').query({ scope: 'mine', limit: 2, ...(cursor ? { cursor } : {}) }).set(dan.auth).expect(200)).body;
      listed.push(...r.items.map((x: { id: string }) => x.id));
      cursor = r.nextCursor;
    } while (cursor);
    expect(listed).toEqual(ids);
    const active = (await t.http.get('/v1/matches').query({ scope: 'mine', status: 'active' }).set(dan.auth).expect(200)).body.items.map((x: { id: string }) => x.id);
    expect(active).toEqual([ids[2]]);
    // The whole open list, page by page (on PostgreSQL the suites share a database: other suites' open matches are listed too).
    const openList = async (who: Player) => {
      const all: string[] = [];
      let next: string | null = null;
      do {
        const page: { items: { id: string }[]; nextCursor: string | null } = (await t.http.get('/v1/matches').query({ scope: 'open', limit: 100, ...(next ? { cursor: next } : {}) }).set(who.auth).expect(200)).body;
        all.push(...page.items.map((x) => x.id));
        next = page.nextCursor;
      } while (next);
      return all;
    };
    expect(await openList(ben)).toContain(ids[0]);
    expect(await openList(dan)).not.toContain(ids[0]);
  });
});

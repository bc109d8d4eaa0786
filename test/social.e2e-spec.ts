/**
 * Correspondence play, part 2 (issue 12, part A), inside a match: abort before every seat has
 * moved, draw offers (accept, decline, lapse at the offerer's move; refused where the rules know
 * no draw), rematch with seats rotated (2 and 3 players), chat rooms with length and rate limits
 * and mutes; on REST and GraphQL, with the events in the right users' logs only and never a card.
 */
import { verifyRecord } from '../src/domain/verify-record.js';
import { GAMES } from '../src/games/index.js';
import { PrismaService } from '../src/persistence/prisma.service.js';
import { gql, ManualClock, register, startApp, type Player, type TestApp } from './support.js';

type Ev = { type: string; matchId: string | null; data: Record<string, unknown> };

describe('abort, draw offers, rematch and chat', () => {
  const clock = new ManualClock(new Date('2032-01-01T12:00:00Z'));
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;

  beforeAll(async () => {
    t = await startApp('social', { clock }, { CHAT_MAX_LENGTH: '40', CHAT_MESSAGES_PER_MINUTE: '5' });
    [ann, ben, cat] = [await register(t, 'ann'), await register(t, 'ben'), await register(t, 'cat')];
  });
  afterAll(() => t.close());

  const mark = async (...ps: Player[]) => Promise.all(ps.map(async (p) => Number((await t.http.get('/v1/me/events?after=0&limit=500').set(p.auth).expect(200)).body.lastEventId)));
  const events = async (p: Player, after: number): Promise<Ev[]> => (await t.http.get(`/v1/me/events?after=${after}&limit=500`).set(p.auth).expect(200)).body.items;
  const types = async (p: Player, after: number) => (await events(p, after)).map((e) => e.type);
  /** A started match of `game` with `players` in seat order (create, then joins). */
  const started = async (game: string, players: Player[]) => {
    const m = (await t.http.post('/v1/matches').set(players[0].auth).send({ game, seats: players.length }).expect(201)).body;
    for (const p of players.slice(1)) await t.http.post(`/v1/matches/${m.id}/join`).set(p.auth).expect(200);
    return m.id as string;
  };
  const play = async (p: Player, id: string) => {
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
    expect(legal.moves.length).toBeGreaterThan(0);
    return (await t.http.post(`/v1/matches/${id}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200)).body;
  };
  const verified = async (p: Player, id: string) => {
    const record = (await t.http.get(`/v1/matches/${id}/record`).set(p.auth).expect(200)).body;
    const v = verifyRecord(record, GAMES);
    expect(v).toMatchObject({ ok: true });
    return record;
  };

  it('abort: allowed until every seat has made its first move, then refused; no winner, and the record verifies', async () => {
    const id = await started('allmer-pyramid', [ann, ben]);
    await play(ann, id); // White moved; Black has not
    expect((await t.http.get(`/v1/matches/${id}/offers`).set(ben.auth).expect(200)).body).toMatchObject({ abortable: true, drawPossible: true, draw: null, rematch: null });
    const [a0, b0, c0] = await mark(ann, ben, cat);
    expect((await t.http.post(`/v1/matches/${id}/abort`).set(cat.auth).send({}).expect(403)).body.code).toBe('NOT_A_PLAYER');
    expect((await t.http.post(`/v1/matches/${id}/abort`).set(ann.auth).send({ expectedVersion: 1 }).expect(409)).body.code).toBe('STALE_VERSION');
    const aborted = (await t.http.post(`/v1/matches/${id}/abort`).set(ann.auth).send({}).expect(200)).body;
    expect(aborted.status).toBe('finished');
    expect(aborted.outcome).toMatchObject({ endedBy: 'aborted', winners: [], draw: false, scores: null });
    const h = (await t.http.get(`/v1/matches/${id}/history`).set(ben.auth).expect(200)).body;
    expect(h.entries.map((e: { kind: string; seat: number }) => [e.kind, e.seat])).toEqual([['move', 0], ['abort', 0]]);
    await verified(ben, id);
    expect(await types(ann, a0)).toEqual(['match_aborted']);
    expect((await events(ben, b0)).map((e) => [e.type, e.data.username])).toEqual([['match_aborted', ann.username]]);
    expect(await types(cat, c0)).toEqual([]);
    expect((await t.http.post(`/v1/matches/${id}/abort`).set(ben.auth).send({}).expect(409)).body.code).toBe('MATCH_NOT_ACTIVE');

    const late = await started('allmer-pyramid', [ann, ben]);
    await play(ann, late);
    await play(ben, late);
    expect((await t.http.get(`/v1/matches/${late}/offers`).set(ann.auth).expect(200)).body.abortable).toBe(false);
    expect((await t.http.post(`/v1/matches/${late}/abort`).set(ben.auth).send({}).expect(409)).body.code).toBe('ABORT_TOO_LATE');
    expect((await t.http.get(`/v1/matches/${late}`).set(ben.auth).expect(200)).body.status).toBe('active');
  });

  it('abort over GraphQL with three players, before anyone moved', async () => {
    const id = await started('ziggurat', [ann, ben, cat]);
    const r = await gql(t, cat.token, 'mutation($id:ID!){ abortMatch(id:$id){ status outcome { endedBy winners draw } } }', { id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.abortMatch).toEqual({ status: 'finished', outcome: { endedBy: 'aborted', winners: [], draw: false } });
    await verified(ann, id);
  });

  it('draw offers: decline, lapse at the offerer\'s next move, accept; refused where the rules know no draw', async () => {
    const id = await started('allmer-pyramid', [ann, ben]);
    const [a0, b0, c0] = await mark(ann, ben, cat);
    const offered = (await t.http.post(`/v1/matches/${id}/draw`).set(ann.auth).send({ action: 'offer' }).expect(200)).body;
    expect(offered.draw).toMatchObject({ seat: 0, username: ann.username, ply: 0, acceptedBy: [] });
    expect((await t.http.post(`/v1/matches/${id}/draw`).set(ann.auth).send({ action: 'offer' }).expect(409)).body.code).toBe('DRAW_ALREADY_OFFERED');
    expect((await t.http.post(`/v1/matches/${id}/draw`).set(ann.auth).send({ action: 'accept' }).expect(409)).body.code).toBe('NO_DRAW_OFFER');
    expect((await t.http.post(`/v1/matches/${id}/draw`).set(ben.auth).send({ action: 'decline' }).expect(200)).body.draw).toBeNull();
    expect(await types(ann, a0)).toEqual(['draw_declined']);
    expect(await types(ben, b0)).toEqual(['draw_offered']);
    expect(await types(cat, c0)).toEqual([]);

    // An offer lapses when its offerer moves.
    await t.http.post(`/v1/matches/${id}/draw`).set(ann.auth).send({ action: 'offer' }).expect(200);
    await play(ann, id);
    expect((await t.http.get(`/v1/matches/${id}/offers`).set(ben.auth).expect(200)).body.draw).toBeNull();
    expect((await t.http.post(`/v1/matches/${id}/draw`).set(ben.auth).send({ action: 'accept' }).expect(409)).body.code).toBe('NO_DRAW_OFFER');
    // The other player's move does not end an offer; accepting it ends the match drawn (GraphQL).
    await t.http.post(`/v1/matches/${id}/draw`).set(ann.auth).send({ action: 'offer' }).expect(200);
    await play(ben, id);
    const [a1, b1] = await mark(ann, ben);
    const accepted = await gql(t, ben.token, 'mutation($id:ID!){ acceptDraw(id:$id){ draw { seat } } }', { id });
    expect(accepted.errors).toBeUndefined();
    const m = (await t.http.get(`/v1/matches/${id}`).set(ann.auth).expect(200)).body;
    expect(m.status).toBe('finished');
    expect(m.outcome).toMatchObject({ endedBy: 'agreement', draw: true, winners: [] });
    expect((await events(ann, a1)).map((e) => [e.type, e.data.endedBy])).toEqual([['match_finished', 'agreement']]);
    expect((await events(ben, b1)).map((e) => [e.type, e.data.endedBy])).toEqual([['match_finished', 'agreement']]);
    const record = await verified(ann, id);
    expect(record.moves.map((e: { kind: string }) => e.kind)).toEqual(['move', 'move', 'draw']);

    // Offering while the other's offer stands accepts it.
    const two = await started('sabotage', [ann, ben]);
    const offer = await gql(t, ben.token, 'mutation($id:ID!){ offerDraw(id:$id){ drawPossible draw { seat username } } }', { id: two });
    expect(offer.data!.offerDraw).toEqual({ drawPossible: true, draw: { seat: 1, username: ben.username } });
    await t.http.post(`/v1/matches/${two}/draw`).set(ann.auth).send({ action: 'offer' }).expect(200);
    expect((await t.http.get(`/v1/matches/${two}`).set(ann.auth).expect(200)).body.outcome).toMatchObject({ endedBy: 'agreement', draw: true });

    for (const game of ['nos-vigilan', 'ziggurat']) {
      const nv = await started(game, [ann, ben]);
      expect((await t.http.post(`/v1/matches/${nv}/draw`).set(ann.auth).send({ action: 'offer' }).expect(422)).body.code).toBe('DRAW_NOT_POSSIBLE');
      const g = await gql(t, ann.token, 'mutation($id:ID!){ offerDraw(id:$id){ drawPossible } }', { id: nv });
      expect(g.errors?.[0].extensions?.code).toBe('DRAW_NOT_POSSIBLE');
    }
    const games = (await t.http.get('/v1/games').expect(200)).body;
    const drawable = (Array.isArray(games) ? games : games.items).filter((g: { drawPossible: boolean }) => g.drawPossible).map((g: { id: string }) => g.id).sort();
    expect(drawable).toEqual(GAMES.filter((g) => g.meta.drawPossible).map((g) => g.meta.id).sort());
    // Of the games above, the rules of Pyramid and Sabotage know a draw; the other three do not.
    const named = ['pyramid-solitaire', 'sabotage', 'nos-vigilan', 'ziggurat', 'allmer-pyramid'];
    expect(drawable.filter((id: string) => named.includes(id))).toEqual(['allmer-pyramid', 'sabotage']);
  });

  it('rematch: two players, seats rotated, starts when the other accepts; refused before the end', async () => {
    const id = await started('allmer-pyramid', [ann, ben]);
    expect((await t.http.post(`/v1/matches/${id}/rematch`).set(ann.auth).expect(409)).body.code).toBe('MATCH_NOT_FINISHED');
    await t.http.post(`/v1/matches/${id}/resign`).set(ben.auth).send({}).expect(200);
    expect((await t.http.post(`/v1/matches/${id}/rematch`).set(cat.auth).expect(403)).body.code).toBe('NOT_A_PLAYER');
    const [a0, b0, c0] = await mark(ann, ben, cat);
    const offer = (await t.http.post(`/v1/matches/${id}/rematch`).set(ann.auth).expect(200)).body;
    expect(offer).toMatchObject({ kind: 'rematch', rematchOf: id, status: 'pending', challenger: ann.username });
    expect(offer.seats.map((s: { seat: number; username: string; response: string }) => [s.seat, s.username, s.response])).toEqual([
      [0, ben.username, 'pending'],
      [1, ann.username, 'accepted'],
    ]);
    expect((await events(ben, b0)).map((e) => [e.type, e.data.rematchOf])).toEqual([['rematch_offered', id]]);
    expect((await t.http.get(`/v1/matches/${id}/offers`).set(ben.auth).expect(200)).body.rematch).toMatchObject({ id: offer.id, status: 'pending' });
    // The other player asks for a rematch too: that accepts it.
    const done = (await t.http.post(`/v1/matches/${id}/rematch`).set(ben.auth).expect(200)).body;
    expect(done.status).toBe('accepted');
    const next = (await t.http.get(`/v1/matches/${done.matchId}`).set(ben.auth).expect(200)).body;
    expect(next).toMatchObject({ status: 'active', game: 'allmer-pyramid', options: (await t.http.get(`/v1/matches/${id}`).set(ann.auth)).body.options, yourSeat: 0 });
    expect(next.seats.map((s: { user: { username: string } }) => s.user.username)).toEqual([ben.username, ann.username]);
    expect((await t.http.post(`/v1/matches/${id}/rematch`).set(ann.auth).expect(200)).body.matchId).toBe(done.matchId); // one rematch per match
    expect(await types(ann, a0)).toEqual(['challenge_accepted', 'match_started']);
    expect(await types(ben, b0)).toEqual(['rematch_offered', 'your_turn']);
    expect(await types(cat, c0)).toEqual([]);
  });

  it('rematch against a bot: the bot accepts at once, so the offer starts the match', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid', bots: [{ seat: 1, level: 1 }] }).expect(201)).body;
    await t.http.post(`/v1/matches/${m.id}/resign`).set(ann.auth).send({}).expect(200);
    const offer = (await t.http.post(`/v1/matches/${m.id}/rematch`).set(ann.auth).expect(200)).body;
    expect(offer.status).toBe('accepted');
    const next = (await t.http.get(`/v1/matches/${offer.matchId}`).set(ann.auth).expect(200)).body;
    expect(next).toMatchObject({ status: 'active', yourSeat: 1 });
    expect(next.seats.map((s: { user: { kind: string } }) => s.user.kind)).toEqual(['bot', 'human']);
  });

  it('rematch over GraphQL with three players: each moves one seat on', async () => {
    const id = await started('ziggurat', [ann, ben, cat]);
    await t.http.post(`/v1/matches/${id}/abort`).set(ann.auth).send({}).expect(200);
    const offer = await gql(t, cat.token, 'mutation($id:ID!){ rematch(id:$id){ id status seats { seat username response } } }', { id });
    expect(offer.errors).toBeUndefined();
    expect(offer.data!.rematch.seats.map((s: { seat: number; username: string }) => [s.seat, s.username])).toEqual([
      [0, cat.username],
      [1, ann.username],
      [2, ben.username],
    ]);
    const cid = offer.data!.rematch.id;
    expect((await gql(t, ann.token, 'mutation($id:ID!){ acceptChallenge(id:$id){ status } }', { id: cid })).data!.acceptChallenge.status).toBe('pending');
    const last = await gql(t, ben.token, 'mutation($id:ID!){ acceptChallenge(id:$id){ status matchId } }', { id: cid });
    expect(last.data!.acceptChallenge.status).toBe('accepted');
    const m = await gql(t, ann.token, 'query($id:ID!){ match(id:$id){ status seats { user { username } } } }', { id: last.data!.acceptChallenge.matchId });
    expect(m.data!.match.status).toBe('active');
    expect(m.data!.match.seats.map((s: { user: { username: string } }) => s.user.username)).toEqual([cat.username, ann.username, ben.username]);
  });

  it("chat: the players' room for players, the spectators' room for all, mutes, events to the others only", async () => {
    const id = await started('sabotage', [ann, ben]);
    const [a0, b0, c0] = await mark(ann, ben, cat);
    const hi = (await t.http.post(`/v1/matches/${id}/chat`).set(ann.auth).send({ body: '  good luck!  ' }).expect(201)).body;
    expect(hi).toMatchObject({ room: 'players', username: ann.username, body: 'good luck!' });
    expect((await t.http.post(`/v1/matches/${id}/chat`).set(cat.auth).send({ room: 'players', body: 'hello' }).expect(403)).body.code).toBe('NOT_A_PLAYER');
    await t.http.post(`/v1/matches/${id}/chat`).set(cat.auth).send({ room: 'spectators', body: 'nice opening' }).expect(201);
    await t.http.post(`/v1/matches/${id}/chat`).set(ben.auth).send({ room: 'spectators', body: 'thanks' }).expect(201);

    const read = async (p: Player) => (await t.http.get(`/v1/matches/${id}/chat`).set(p.auth).expect(200)).body.items.map((m: { room: string; body: string }) => `${m.room}:${m.body}`);
    expect(await read(ben)).toEqual(['players:good luck!', 'spectators:nice opening', 'spectators:thanks']);
    expect(await read(cat)).toEqual(['spectators:nice opening', 'spectators:thanks']); // a spectator never reads the players' room
    expect((await t.http.get(`/v1/matches/${id}/history`).set(cat.auth).expect(200)).body.chat.map((m: { body: string }) => m.body)).toEqual(['nice opening', 'thanks']);
    expect((await events(ben, b0)).map((e) => [e.type, e.data.room, e.data.body])).toEqual([['chat_message', 'players', 'good luck!'], ['chat_message', 'spectators', 'nice opening']]);
    expect((await events(ann, a0)).map((e) => e.data.body)).toEqual(['nice opening', 'thanks']);
    expect(await types(cat, c0)).toEqual([]);

    // ben mutes cat: cat's messages reach ben neither in reads nor in events; ann still gets them.
    const [a1, b1] = await mark(ann, ben);
    expect((await t.http.put(`/v1/me/mutes/${cat.username}`).set(ben.auth).expect(200)).body.items).toEqual([cat.username]);
    await t.http.post(`/v1/matches/${id}/chat`).set(cat.auth).send({ room: 'spectators', body: 'psst' }).expect(201);
    expect(await read(ben)).toEqual(['players:good luck!', 'spectators:thanks']);
    expect(await types(ben, b1)).toEqual([]);
    expect((await events(ann, a1)).map((e) => e.data.body)).toEqual(['psst']);
    expect((await gql(t, ben.token, '{ myMutes { items nextCursor } }')).data!.myMutes).toEqual({ items: [cat.username], nextCursor: null });
    expect((await gql(t, ben.token, 'mutation($u:String!){ unmuteUser(username:$u){ items } }', { u: cat.username })).data!.unmuteUser.items).toEqual([]);
    expect(await read(ben)).toContain('spectators:psst');
    expect((await t.http.put(`/v1/me/mutes/nobody_here`).set(ben.auth).expect(404)).body.code).toBe('USER_NOT_FOUND');

    // GraphQL: write and read.
    const posted = await gql(t, ben.token, 'mutation($id:ID!){ postChat(matchId:$id, body:"gg", room: players){ room body username } }', { id });
    expect(posted.data!.postChat).toEqual({ room: 'players', body: 'gg', username: ben.username });
    const chat = await gql(t, cat.token, 'query($id:ID!){ matchChat(id:$id){ items { body } nextCursor } }', { id });
    expect(chat.data!.matchChat.items.map((m: { body: string }) => m.body)).not.toContain('gg');
    expect(chat.data!.matchChat.nextCursor).toBeNull();
  });

  it('chat is read a page at a time: each reader gets exactly what the whole chat shows them, once, in order, to the end', async () => {
    const [eve, fay, gil, hal] = [await register(t, 'eve'), await register(t, 'fay'), await register(t, 'gil'), await register(t, 'hal')];
    const id = await started('sabotage', [eve, fay]);
    await t.http.put(`/v1/me/mutes/${gil.username}`).set(fay.auth).expect(200);
    const said: [Player, 'players' | 'spectators', string][] = [
      [eve, 'players', 'e1'], [gil, 'spectators', 'g1'], [fay, 'spectators', 'f1'], [hal, 'spectators', 'h1'], [eve, 'players', 'e2'],
      [gil, 'spectators', 'g2'], [hal, 'spectators', 'h2'], [eve, 'players', 'e3'], [gil, 'spectators', 'g3'], [fay, 'spectators', 'f2'],
    ];
    for (const [p, room, body] of said) await t.http.post(`/v1/matches/${id}/chat`).set(p.auth).send({ room, body }).expect(201);
    type Page = { items: { body: string }[]; nextCursor: string | null };
    const walk = async (p: Player, read: (p: Player, c: string | null) => Promise<Page>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await read(p, cursor);
        seen.push(...page.items.map((m) => m.body));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const rest = async (p: Player, c: string | null): Promise<Page> => (await t.http.get(`/v1/matches/${id}/chat?limit=3${c ? `&cursor=${c}` : ''}`).set(p.auth).expect(200)).body;
    const graph = async (p: Player, c: string | null): Promise<Page> => (await gql(t, p.token, 'query($id:ID!, $c:String){ matchChat(id:$id, limit: 4, cursor: $c){ items { body } nextCursor } }', { id, c })).data!.matchChat;
    const all = said.map(([, , b]) => b);
    for (const read of [rest, graph]) {
      expect(await walk(eve, read)).toEqual(all); // a player: both rooms
      expect(await walk(fay, read)).toEqual(all.filter((b) => !b.startsWith('g'))); // a player who muted gil
      expect(await walk(hal, read)).toEqual(all.filter((b) => !b.startsWith('e'))); // a spectator: never the players' room
    }
    expect((await t.http.get(`/v1/matches/${id}/chat?limit=501`).set(eve.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get(`/v1/matches/${id}/chat?cursor=WyJ4Il0`).set(eve.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    expect((await gql(t, eve.token, 'query($id:ID!){ matchChat(id:$id, cursor: "nope"){ nextCursor } }', { id })).errors?.[0].extensions?.code).toBe('INVALID_CURSOR');
  });

  it('lists mutes a page at a time: every muted user exactly once, most recently muted first (ties by id), to the end', async () => {
    const kai = await register(t, 'kai');
    const others: Player[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await register(t, `mu${i}`);
      if (i % 2 === 0) clock.advance(1000); // muted at three instants: 0 and 1, 2 and 3, then 4
      await t.http.put(`/v1/me/mutes/${p.username}`).set(kai.auth).expect(200);
      others.push(p);
    }
    await t.http.delete(`/v1/me/mutes/${others[1].username}`).set(kai.auth).expect(200);
    const groups = [[0, 1], [2, 3], [4]].map((g) => g.filter((i) => i !== 1).map((i) => others[i]).sort((a, b) => (b.id < a.id ? -1 : 1)));
    const expected = groups.reverse().flat().map((p) => p.username);
    type Page = { items: string[]; nextCursor: string | null };
    const rest = async (c: string | null): Promise<Page> => (await t.http.get(`/v1/me/mutes?limit=2${c ? `&cursor=${c}` : ''}`).set(kai.auth).expect(200)).body;
    const graph = async (c: string | null): Promise<Page> => (await gql(t, kai.token, 'query($c:String){ myMutes(limit: 3, cursor: $c){ items nextCursor } }', { c })).data!.myMutes;
    for (const read of [rest, graph]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await read(cursor);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    }
    expect((await t.http.get('/v1/me/mutes?limit=101').set(kai.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/v1/me/mutes?cursor=WyJ4IiwieSJd').set(kai.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('the history carries the first 500 chat messages and a cursor to the rest, no longer a silent cap', async () => {
    const [ida, jon] = [await register(t, 'ida'), await register(t, 'jon')];
    const id = await started('sabotage', [ida, jon]);
    const at = clock.now();
    await t.app.get(PrismaService).db.chatMessage.createMany({
      data: Array.from({ length: 503 }, (_, i) => ({ id: `${id}-m${i}`, matchId: id, room: 'players', userId: ida.id, username: ida.username, body: `m${i}`, createdAt: at })),
    });
    const h = (await t.http.get(`/v1/matches/${id}/history`).set(jon.auth).expect(200)).body;
    expect(h.chat.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 500 }, (_, i) => `m${i}`));
    const rest = (await t.http.get(`/v1/matches/${id}/chat?limit=500&cursor=${h.chatNextCursor}`).set(jon.auth).expect(200)).body;
    expect(rest).toEqual({ items: [500, 501, 502].map((i) => expect.objectContaining({ body: `m${i}` })), nextCursor: null });
  });

  it('chat limits: length and rate, refused with nothing stored', async () => {
    const dee = await register(t, 'dee');
    const id = await started('allmer-pyramid', [dee, cat]);
    expect((await t.http.post(`/v1/matches/${id}/chat`).set(dee.auth).send({ body: 'x'.repeat(41) }).expect(400)).body.code).toBe('CHAT_INVALID');
    expect((await t.http.post(`/v1/matches/${id}/chat`).set(dee.auth).send({ body: '   ' }).expect(400)).body.code).toBe('CHAT_INVALID');
    const long = await gql(t, dee.token, 'mutation($id:ID!, $b:String!){ postChat(matchId:$id, body:$b){ id } }', { id, b: 'y'.repeat(41) });
    expect(long.errors?.[0].extensions?.code).toBe('CHAT_INVALID');
    for (let i = 0; i < 5; i++) await t.http.post(`/v1/matches/${id}/chat`).set(dee.auth).send({ body: `message ${i}` }).expect(201);
    const limited = await t.http.post(`/v1/matches/${id}/chat`).set(dee.auth).send({ body: 'one more' }).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const bodies = (await t.http.get(`/v1/matches/${id}/chat`).set(cat.auth).expect(200)).body.items.map((m: { body: string }) => m.body);
    expect(bodies).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
  });

  it('hidden information: offers, chat and their events carry no card', async () => {
    const id = await started('nos-vigilan', [ann, ben]);
    await t.http.post(`/v1/matches/${id}/chat`).set(ann.auth).send({ body: 'your move' }).expect(201);
    await t.http.post(`/v1/matches/${id}/abort`).set(ben.auth).send({}).expect(200);
    const db = t.app.get(PrismaService).db;
    const state = JSON.parse((await db.match.findUniqueOrThrow({ where: { id } })).state!) as { hands?: string[][] };
    const cards = (state.hands ?? []).flat();
    expect(cards.length).toBeGreaterThan(0);
    const rows = await db.userEvent.findMany({ where: { matchId: id } });
    const payloads = [
      ...rows.map((r) => r.data),
      JSON.stringify((await t.http.get(`/v1/matches/${id}/offers`).set(ann.auth).expect(200)).body),
      JSON.stringify((await t.http.get(`/v1/matches/${id}/chat`).set(ben.auth).expect(200)).body),
    ];
    expect(rows.map((r) => r.type).sort()).toEqual(expect.arrayContaining(['chat_message', 'match_aborted']));
    for (const p of payloads) for (const card of cards) expect(p).not.toContain(JSON.stringify(card));
  });
});

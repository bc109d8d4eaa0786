/** The GraphQL API: typed views and moves, errors with codes, and graphql-ws subscriptions. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { gql, register, startApp, type Player, type TestApp } from './support.js';

const MATCH_FIELDS = `id game status version ply yourSeat toAct yourTurn seedHash seed
  view { __typename ... on PyramidSolitaireView { pyramid stockTop stockCount wasteTop status removedCount } }`;

describe('GraphQL', () => {
  let t: TestApp;
  let alice: Player;
  let bob: Player;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startApp('graphql');
    alice = await register(t, 'alice');
    bob = await register(t, 'bob');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  const wsClient = (token: string | null) => {
    const c = createClient({
      url: t.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(c);
    return c;
  };

  it('answers the alternatives of legal moves as REST does, and a move made from one is accepted (LegalMoves: "so can an entry with some fields replaced")', async () => {
    const created = await t.http.post('/v1/matches').set(alice.auth).send({ game: 'ziggurat', seats: 2 }).expect(201);
    const id: string = created.body.id;
    await t.http.post(`/v1/matches/${id}/join`).set(bob.auth).expect(200);
    const match = (await t.http.get(`/v1/matches/${id}`).set(alice.auth).expect(200)).body;
    const mover = [alice, bob][match.toAct[0]];
    const q = await gql(t, mover.token, /* GraphQL */ `query($id: ID!) { match(id: $id) { legalMovesJson legalMovesAlternatives { move fields values } } }`, { id });
    expect(q.errors).toBeUndefined();
    const rest = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(mover.auth).expect(200)).body;
    expect(q.data!.match.legalMovesJson).toEqual(rest.moves);
    expect(q.data!.match.legalMovesAlternatives).toEqual(rest.alternatives);
    // A remodel is always possible on a first turn (five cards in hand): ten triples of cards.
    const listed: Record<string, unknown>[] = rest.moves;
    const remodel = listed.findIndex((m) => m.type === 'remodel');
    const triples = (rest.alternatives as { move: number; fields: string[]; values: unknown[][] }[]).find((a) => a.move === remodel)!;
    expect(triples.fields).toEqual(['cards']);
    expect(triples.values).toHaveLength(10);
    const other = { type: 'remodel', cards: triples.values[triples.values.length - 1][0] };
    expect(listed).not.toContainEqual(other);
    const made = await gql(t, mover.token, /* GraphQL */ `mutation($id: ID!, $v: Int!, $m: JSON!) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }) { ply } }`, { id, v: match.version, m: other });
    expect(made.errors).toBeUndefined();
    expect(made.data!.makeMove.ply).toBe(1);
  });

  it('registers, signs in and answers me', async () => {
    const reg = await gql(t, null, /* GraphQL */ `mutation($u: String!, $p: String!) { register(username: $u, password: $p) { accessToken user { username } } }`, {
      u: `gq_${alice.username.slice(-8)}`,
      p: 'a long password',
    });
    expect(reg.errors).toBeUndefined();
    const me = await gql(t, reg.data!.register.accessToken, /* GraphQL */ `{ me { username } }`);
    expect(me.data!.me.username).toBe(reg.data!.register.user.username);
  });

  it('lists games and plays typed moves and JSON moves', async () => {
    const games = await gql(t, alice.token, /* GraphQL */ `{ games { id minPlayers maxPlayers defaultOptions } }`);
    expect(games.data!.games.map((g: { id: string }) => g.id)).toContain('pyramid-solitaire');

    const created = await gql(t, alice.token, `mutation { createMatch(game: "pyramid-solitaire", options: { passes: "3" }) { ${MATCH_FIELDS} } }`);
    expect(created.errors).toBeUndefined();
    const m = created.data!.createMatch;
    expect(m).toMatchObject({ status: 'active', version: 1, yourSeat: 0, seed: null, view: { __typename: 'PyramidSolitaireView', stockCount: 24 } });

    const q = await gql(t, alice.token, /* GraphQL */ `query($id: ID!) { match(id: $id) { version legalMovesJson
      legalMoves { __typename ... on PyramidSolitaireMoveRemove { type cards } ... on PyramidSolitaireMoveDraw { type } } } }`, { id: m.id });
    expect(q.errors).toBeUndefined();
    expect(q.data!.match.legalMoves).toContainEqual({ __typename: 'PyramidSolitaireMoveDraw', type: 'draw' });
    expect(q.data!.match.legalMovesJson).toContainEqual({ type: 'draw' });

    const typed = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 1, move: { pyramidSolitaire: { type: draw } }) { ply version replayed match { view { ... on PyramidSolitaireView { wasteTop stockCount } } } } }`, { id: m.id });
    expect(typed.errors).toBeUndefined();
    expect(typed.data!.makeMove).toMatchObject({ ply: 1, version: 2, replayed: false, match: { view: { stockCount: 23, wasteTop: m.view.stockTop } } });

    // `match` asked for through a fragment: the answer renders it (it is skipped only when unasked).
    const json = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!, $mv: JSON!) { makeMove(matchId: $id, expectedVersion: 2, move: { json: $mv }) { version ...After } } fragment After on MoveResult { match { version ply } }`, { id: m.id, mv: { type: 'draw' } });
    expect(json.errors).toBeUndefined();
    expect(json.data!.makeMove).toEqual({ version: 3, match: { version: 3, ply: 2 } });

    const history = await gql(t, alice.token, /* GraphQL */ `query($id: ID!) { matchHistory(id: $id) { ply kind move { ... on PyramidSolitaireMoveDraw { type } } } matchAtPly(id: $id, ply: 1) { ply view { ... on PyramidSolitaireView { stockCount } } } }`, { id: m.id });
    expect(history.errors).toBeUndefined();
    expect(history.data!.matchHistory).toEqual([{ ply: 1, kind: 'move', move: { type: 'draw' } }, { ply: 2, kind: 'move', move: { type: 'draw' } }]);
    expect(history.data!.matchAtPly).toEqual({ ply: 1, view: { stockCount: 23 } });

    const priv = await gql(t, alice.token, /* GraphQL */ `mutation { createMatch(game: "allmer-pyramid", visibility: private, timeLimitSeconds: 86400) { id visibility inviteCode timeLimitSeconds } }`);
    expect(priv.data!.createMatch).toMatchObject({ visibility: 'private', timeLimitSeconds: 86400, inviteCode: expect.any(String) });
    const list = await gql(t, alice.token, /* GraphQL */ `{ matches(scope: mine, status: open) { items { id } nextCursor } }`);
    expect(list.data!.matches.items).toEqual([{ id: priv.data!.createMatch.id }]);
    const bad = await gql(t, alice.token, `{ matches(scope: everything) { nextCursor } }`);
    expect(bad.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers errors with the same codes as REST, in extensions', async () => {
    const m = (await gql(t, alice.token, /* GraphQL */ `mutation { createMatch(game: "pyramid-solitaire") { id } }`)).data!.createMatch;
    const stale = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 5, move: { json: { type: "draw" } }) { version } }`, { id: m.id });
    expect(stale.errors![0].extensions).toMatchObject({ code: 'STALE_VERSION', currentVersion: 1 });
    const illegal = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 1, move: { pyramidSolitaire: { type: recycle } }) { version } }`, { id: m.id });
    expect(illegal.errors![0].extensions).toMatchObject({ code: 'STOCK_NOT_EMPTY', status: 422 });
    const shape = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 1, move: { json: { type: "fly" } }) { version } }`, { id: m.id });
    expect(shape.errors![0].extensions).toMatchObject({ code: 'INVALID_MOVE' });
    const two = await gql(t, alice.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 1, move: { json: { type: "draw" }, pyramidSolitaire: { type: draw } }) { version } }`, { id: m.id });
    expect(two.errors![0].extensions).toMatchObject({ code: 'INVALID_MOVE' });
    const stranger = await gql(t, bob.token, /* GraphQL */ `mutation($id: ID!) { makeMove(matchId: $id, expectedVersion: 1, move: { json: { type: "draw" } }) { version } }`, { id: m.id });
    expect(stranger.errors![0].extensions).toMatchObject({ code: 'NOT_A_PLAYER' });
    const anonymous = await gql(t, null, /* GraphQL */ `{ me { id } }`);
    expect(anonymous.errors![0].extensions).toMatchObject({ code: 'TOKEN_MISSING' });
    const unknownGame = await gql(t, alice.token, /* GraphQL */ `mutation { createMatch(game: "go") { id } }`);
    expect(unknownGame.errors![0].extensions).toMatchObject({ code: 'UNKNOWN_GAME' });
    const after = await gql(t, alice.token, /* GraphQL */ `query($id: ID!) { match(id: $id) { version ply } }`, { id: m.id });
    expect(after.data!.match).toEqual({ version: 1, ply: 0 });
  });

  it('parses arguments with the zod schema REST validates with: null means left out, defaults apply, a bad value is refused with the same errors', async () => {
    const nulls = await gql(t, alice.token, /* GraphQL */ `mutation { createMatch(game: "pyramid-solitaire", options: null, visibility: null, bots: null, hints: null, rated: null) { visibility hints rated options } }`);
    expect(nulls.errors).toBeUndefined();
    expect(nulls.data!.createMatch).toMatchObject({ visibility: 'public', hints: true, rated: false });
    const page = await gql(t, alice.token, /* GraphQL */ `{ matches(scope: null, limit: null) { items { id } } }`);
    expect(page.errors).toBeUndefined();
    const rest = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'ziggurat', seats: 99, bots: [{ seat: 1, level: 0 }] }).expect(400)).body;
    const bad = await gql(t, alice.token, /* GraphQL */ `mutation { createMatch(game: "ziggurat", seats: 99, bots: [{ seat: 1, level: 0 }]) { id } }`);
    expect(bad.data).toBeNull();
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: rest.errors });
    expect(rest.errors.map((e: { path: string }) => e.path).sort()).toEqual(['bots.0.level', 'seats']);
  });

  it("delivers a move made over REST to each subscriber, with that subscriber's own view", async () => {
    const m = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire' }).expect(201)).body;
    const subscribe = (token: string) => {
      const events: { kind: string; match: { version: number; yourSeat: number | null; view: { stockCount: number } } }[] = [];
      const done = new Promise<void>((resolve, reject) => {
        const unsubscribe = wsClient(token).subscribe(
          { query: /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id, afterVersion: 1) { kind match { version yourSeat view { ... on PyramidSolitaireView { stockCount } } } } }`, variables: { id: m.id } },
          {
            next: (msg) => {
              if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
              events.push((msg.data as { matchEvents: (typeof events)[number] }).matchEvents);
              unsubscribe();
              resolve();
            },
            error: reject,
            complete: () => resolve(),
          },
        );
      });
      return { events, done };
    };
    const asPlayer = subscribe(alice.token);
    const asSpectator = subscribe(bob.token);
    await new Promise((r) => setTimeout(r, 300)); // let both subscriptions register
    await t.http.post(`/v1/matches/${m.id}/moves`).set(alice.auth).send({ move: { type: 'draw' }, expectedVersion: 1 }).expect(200);
    await Promise.all([asPlayer.done, asSpectator.done]);
    expect(asPlayer.events).toEqual([{ kind: 'move', match: { version: 2, yourSeat: 0, view: { stockCount: 23 } } }]);
    expect(asSpectator.events).toEqual([{ kind: 'move', match: { version: 2, yourSeat: null, view: { stockCount: 23 } } }]);
  });

  it('refuses a subscription without a valid token, and to a private match for a stranger', async () => {
    const m = (await t.http.post('/v1/matches').set(alice.auth).send({ game: 'pyramid-solitaire', visibility: 'private' }).expect(201)).body;
    const attempt = (token: string | null) =>
      new Promise<string>((resolve) => {
        wsClient(token).subscribe(
          { query: /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id) { kind } }`, variables: { id: m.id } },
          {
            next: (msg) => resolve(msg.errors ? String(msg.errors[0].extensions?.code) : 'event'),
            error: (e) => resolve(`closed:${(e as { code?: number }).code ?? 'error'}`),
            complete: () => resolve('complete'),
          },
        );
      });
    expect(await attempt(null)).toMatch(/^closed:4403/);
    expect(await attempt('forged.token.value')).toMatch(/^closed:4403/);
    expect(await attempt(bob.token)).toBe('MATCH_NOT_FOUND');
  });
});

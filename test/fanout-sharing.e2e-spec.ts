/**
 * Subscribers who see a match alike share one execution of their subscription and one JSON
 * text of it (match-fanout.ts, shared-execution.ts). What each one receives must still be
 * exactly what it may see as itself: its own seat's hand, its own legal moves, nothing of
 * another seat, as REST shows that user.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { register, startApp, type Player, type TestApp } from './support.js';

const QUERY = /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id) { kind match { version yourSeat yourTurn viewJson legalMovesJson } } }`;
const OTHER_SHAPE = /* GraphQL */ `subscription($id: ID!) { matchEvents(matchId: $id) { kind match { version yourSeat } } }`;

interface Received {
  kind: string;
  match: { version: number; yourSeat: number | null; yourTurn?: boolean; viewJson?: unknown; legalMovesJson?: unknown };
}

describe('fan-out: shared executions give each subscriber its own match', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let carl: Player;
  let dave: Player;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startApp('fanout-sharing');
    [ann, bob, carl, dave] = await Promise.all(['ann', 'bob', 'carl', 'dave'].map((n) => register(t, n)));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  function subscribe(p: Player, matchId: string, query = QUERY, variables: Record<string, unknown> = {}): Received[] {
    const got: Received[] = [];
    const c = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${p.token}` }, retryAttempts: 0 });
    clients.push(c);
    c.subscribe(
      { query, variables: { id: matchId, ...variables } },
      {
        next: (msg) => {
          if (msg.errors) throw new Error(JSON.stringify(msg.errors));
          got.push((msg.data as { matchEvents: Received }).matchEvents);
        },
        error: (e) => {
          throw e;
        },
        complete: () => undefined,
      },
    );
    return got;
  }

  async function until(check: () => boolean) {
    const end = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out waiting for events');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The match and legal moves as REST shows them to `p`. */
  async function asRest(p: Player, id: string) {
    const match = (await t.http.get(`/v1/matches/${id}`).set(p.auth).expect(200)).body;
    const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(p.auth).expect(200)).body;
    return { version: match.version, yourSeat: match.yourSeat, yourTurn: match.yourTurn, viewJson: match.view, legalMovesJson: legal.moves };
  }

  it('hands, legal moves and seats per subscriber, with a spectator who takes a seat on the way', async () => {
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'nos-vigilan' }).expect(201)).body;
    const annEvents = subscribe(ann, m.id);
    const annOther = subscribe(ann, m.id, OTHER_SHAPE);
    // Bob subscribes as a spectator, then joins: from then on he receives his seat's hand.
    const bobEvents = subscribe(bob, m.id);
    const carlEvents = subscribe(carl, m.id);
    const daveEvents = subscribe(dave, m.id);
    const all = [annEvents, annOther, bobEvents, carlEvents, daveEvents];
    await until(() => all.every((e) => e.length >= 1)); // each first gets the match as it is (kind current)
    await new Promise((r) => setTimeout(r, 200));

    await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).send({}).expect(200);
    await until(() => all.every((e) => e.length >= 2));
    const started = (await t.http.get(`/v1/matches/${m.id}`).set(ann.auth).expect(200)).body;
    const legal = (await t.http.get(`/v1/matches/${m.id}/legal-moves`).set(ann.auth).expect(200)).body;
    await t.http.post(`/v1/matches/${m.id}/moves`).set(ann.auth).send({ move: legal.moves[0], expectedVersion: started.version }).expect(200);
    await until(() => all.every((e) => e.length >= 3));

    const last = (events: Received[]) => events[events.length - 1];
    expect(last(annEvents).match).toEqual(await asRest(ann, m.id));
    expect(last(bobEvents).match).toEqual(await asRest(bob, m.id));
    expect(last(carlEvents).match).toEqual(await asRest(carl, m.id));
    expect(last(daveEvents).match).toEqual(await asRest(dave, m.id));
    expect(last(annOther)).toEqual({ kind: last(annEvents).kind, match: { version: last(annEvents).match.version, yourSeat: 0 } });
    // The two players' hands differ, and neither reaches a spectator.
    expect(last(bobEvents).match.yourSeat).toBe(1);
    expect(last(annEvents).match.viewJson).not.toEqual(last(bobEvents).match.viewJson);
    expect(last(carlEvents).match.yourSeat).toBeNull();
    expect(last(carlEvents).match.legalMovesJson).toEqual([]);
    // The join event already showed Bob his seat: his class is decided at each delivery.
    expect(bobEvents[1].match.yourSeat).toBe(1);
    expect(carlEvents[1].match.yourSeat).toBeNull();
  });

  it('runs one text with other variables apart: two spectators, one asking for the view and one not', async () => {
    // The server parses one text once (ws-server.ts), so the variables must still tell operations apart.
    const text = /* GraphQL */ `subscription($id: ID!, $view: Boolean!) { matchEvents(matchId: $id) { kind match { version viewJson @include(if: $view) } } }`;
    const m = (await t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' }).expect(201)).body;
    const withView = subscribe(carl, m.id, text, { view: true });
    const without = subscribe(dave, m.id, text, { view: false });
    await until(() => withView.length >= 1 && without.length >= 1);
    await t.http.post(`/v1/matches/${m.id}/join`).set(bob.auth).send({}).expect(200);
    await until(() => withView.length >= 2 && without.length >= 2);
    for (const events of [withView, without]) expect(events.map((e) => e.kind)).toEqual(['current', 'started']);
    expect(withView[1].match.viewJson).toEqual((await t.http.get(`/v1/matches/${m.id}`).set(carl.auth).expect(200)).body.view);
    expect(without[1].match).toEqual({ version: withView[1].match.version });
  });
});

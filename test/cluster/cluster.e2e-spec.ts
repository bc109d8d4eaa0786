/**
 * The several-instance deployment, end to end, through its load balancer only: CLUSTER_URL is
 * HAProxy (deploy/haproxy.cfg, round robin over two instances on one PostgreSQL + Redis), as
 * .ci/cluster.sh starts it and as `docker compose up` does. HAProxy names the instance that
 * served each response in `X-Served-By`, so the tests can make consecutive requests land on
 * different instances and check that one instance sees what the other wrote.
 * Skipped (and said so) without CLUSTER_URL: plain `npm test` starts no cluster.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { cluster, follow, type Caller } from './cluster-client.js';

const base = process.env.CLUSTER_URL;
if (!base) console.log('test/cluster skipped: CLUSTER_URL is not set (bash .ci/cluster.sh starts two instances behind HAProxy and sets it)');
const describeCluster = base ? describe : describe.skip;

describeCluster('two instances behind HAProxy', () => {
  const api = cluster(base ?? '');
  let ann: Caller;
  let ben: Caller;
  beforeAll(async () => {
    ann = await api.register(`ann_${randomBytes(4).toString('hex')}`);
    ben = await api.register(`ben_${randomBytes(4).toString('hex')}`);
  });

  it('spreads requests over both instances, each ready', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await api.call('GET', '/health/ready');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'ready', database: 'postgresql', redis: 'ok' });
      served.add(r.servedBy);
    }
    expect([...served].sort()).toEqual(['app1', 'app2']);
  });

  it('tells clients a keep-alive shorter than its own, so a request never goes out on a connection it has closed', async () => {
    // HAProxy closes a client connection idle for `timeout http-keep-alive`; a client keeps one as
    // long as the response's Keep-Alive header says. Were the instance's 72 s passed on, a request
    // sent as HAProxy closed the connection got no answer (UND_ERR_SOCKET "other side closed": a
    // move in CI's load, on a busy machine whose client noticed the close late).
    const cfg = readFileSync('deploy/haproxy.cfg', 'utf8'); // jest runs from the repository's root
    const idleMs = Number(/^\s*timeout http-keep-alive (\d+)s$/m.exec(cfg)?.[1]) * 1000;
    expect(idleMs).toBeGreaterThan(0);
    const first = await fetch(base + '/health');
    await first.text();
    const advertised = Number(/timeout=(\d+)/.exec(first.headers.get('keep-alive') ?? '')?.[1]) * 1000;
    expect(advertised).toBeGreaterThan(0);
    expect(advertised).toBeLessThan(idleMs);
    // The race itself: idle until just before HAProxy's close, then busy past it (the client
    // cannot see the close), then a POST, which no client retries on its own.
    await new Promise((r) => setTimeout(r, idleMs - 200));
    const until = Date.now() + 500;
    while (Date.now() < until) {
      // busy: this client's event loop is held across the balancer's close
    }
    const r = await fetch(base + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ data: { __typename: 'Query' } });
  }, 30_000);

  it('plays a two-player match with moves alternating REST and GraphQL and instances; the log has each move once', async () => {
    const created = await api.call('POST', '/v1/matches', ann, { game: 'allmer-pyramid' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const joined = await api.call('POST', `/v1/matches/${id}/join`, ben);
    expect(joined.status).toBe(200);
    expect(joined.body.status).toBe('active');
    const acked: { ply: number; seat: number; move: unknown; servedBy: string }[] = [];
    let lastServer = joined.servedBy;
    for (let i = 0; i < 12; i++) {
      const match = await api.other(lastServer, 'GET', `/v1/matches/${id}`, ann);
      if (match.body.status !== 'active') break;
      const seat = match.body.toAct[0] as number;
      const mover = seat === 0 ? ann : ben;
      const legal = await api.call('GET', `/v1/matches/${id}/legal-moves`, mover);
      expect(legal.status).toBe(200);
      const move = legal.body.moves[0];
      // The move goes to the instance that did not take the previous one.
      const r = i % 2 === 0
        ? await api.other(lastServer, 'POST', `/v1/matches/${id}/moves`, mover, { move, expectedVersion: legal.body.version })
        : await api.other(lastServer, 'POST', '/graphql', mover, {
            query: 'mutation($id: ID!, $v: Int!, $m: JSON!) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }) { ply version replayed } }',
            variables: { id, v: legal.body.version, m: move },
          });
      expect(r.status).toBe(200);
      const result = i % 2 === 0 ? r.body : r.body.data?.makeMove;
      expect(result).toMatchObject({ replayed: false, version: legal.body.version + 1 });
      expect(r.servedBy).not.toBe(lastServer);
      acked.push({ ply: result.ply, seat, move, servedBy: r.servedBy });
      lastServer = r.servedBy;
    }
    expect(acked.length).toBeGreaterThanOrEqual(4);
    expect(new Set(acked.map((a) => a.servedBy)).size).toBe(2);
    const history = await api.call('GET', `/v1/matches/${id}/history`, ann);
    const moves = history.body.entries.filter((e: { kind: string }) => e.kind === 'move');
    expect(moves.map((e: { ply: number }) => e.ply)).toEqual(acked.map((a) => a.ply));
    expect(moves.map((e: { ply: number }) => e.ply)).toEqual(acked.map((_, k) => k + 1));
  });

  it('applies a retried move once, whichever instance the retry reaches (REST and GraphQL)', async () => {
    const m = (await api.call('POST', '/v1/matches', ann, { game: 'pyramid-solitaire' })).body;
    const key = randomUUID();
    const body = { move: { type: 'draw' }, expectedVersion: m.version, idempotencyKey: key };
    const first = await api.call('POST', `/v1/matches/${m.id}/moves`, ann, body);
    const again = await api.other(first.servedBy, 'POST', `/v1/matches/${m.id}/moves`, ann, body);
    expect(first.body).toMatchObject({ replayed: false, ply: 1 });
    expect(again.body).toMatchObject({ replayed: true, ply: 1, version: first.body.version });
    expect(again.servedBy).not.toBe(first.servedBy);
    const query = 'mutation($id: ID!, $v: Int!, $k: String) { makeMove(matchId: $id, expectedVersion: $v, move: { json: { type: "draw" } }, idempotencyKey: $k) { ply replayed } }';
    const variables = { id: m.id, v: first.body.version, k: randomUUID() };
    const g1 = await api.call('POST', '/graphql', ann, { query, variables });
    const g2 = await api.other(g1.servedBy, 'POST', '/graphql', ann, { query, variables });
    expect(g1.body.data.makeMove).toEqual({ ply: 2, replayed: false });
    expect(g2.body.data.makeMove).toEqual({ ply: 2, replayed: true });
    const history = await api.call('GET', `/v1/matches/${m.id}/history`, ann);
    expect(history.body.entries.map((e: { ply: number }) => e.ply)).toEqual([1, 2]);
  });

  it('streams to an SSE client on one instance the turn a move made on the other gave it; the inbox agrees', async () => {
    const m = (await api.call('POST', '/v1/matches', ann, { game: 'allmer-pyramid' })).body;
    const after = (await api.call('GET', '/v1/me/events?after=0', ben)).body.lastEventId as string | null;
    const stream = await follow(base!, ben, after ?? '0');
    expect(stream.servedBy).toMatch(/^app[12]$/);
    expect((await stream.until((f) => f.event === 'ready')).event).toBe('ready');
    // Ann moves on the other instance: only Redis (or the other's heartbeat) can tell ben's stream.
    const joined = await api.call('POST', `/v1/matches/${m.id}/join`, ben);
    let match = joined.body;
    if (match.toAct[0] === 1) {
      const legal = (await api.call('GET', `/v1/matches/${m.id}/legal-moves`, ben)).body;
      match = (await api.call('POST', `/v1/matches/${m.id}/moves`, ben, { move: legal.moves[0], expectedVersion: legal.version })).body.match;
    }
    const legal = (await api.call('GET', `/v1/matches/${m.id}/legal-moves`, ann)).body;
    const moved = await api.other(stream.servedBy, 'POST', `/v1/matches/${m.id}/moves`, ann, { move: legal.moves[0], expectedVersion: legal.version });
    expect(moved.status).toBe(200);
    expect(moved.servedBy).not.toBe(stream.servedBy);
    const turn = await stream.until((f) => f.event === 'your_turn' && JSON.parse(f.data ?? '{}').version === moved.body.version);
    expect(JSON.parse(turn.data!)).toMatchObject({ type: 'your_turn', matchId: m.id, version: moved.body.version });
    stream.close();
    // The inbox, read through either instance: ben must act in this match, ann must not.
    const bens = await api.call('GET', '/v1/me/turns', ben);
    const anns = await api.other(bens.servedBy, 'GET', '/v1/me/turns', ann);
    expect(bens.body.items.map((t: { match: { id: string } }) => t.match.id)).toContain(m.id);
    expect(anns.body.items.map((t: { match: { id: string } }) => t.match.id)).not.toContain(m.id);
  });

  it('delivers a move to a graphql-ws subscription held through the balancer, made on the other instance', async () => {
    const m = (await api.call('POST', '/v1/matches', ann, { game: 'pyramid-solitaire' })).body;
    let socketServer = '';
    // ws reports the upgrade response: HAProxy's X-Served-By names the instance holding the socket.
    class Socket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.on('upgrade', (res) => (socketServer = String(res.headers['x-served-by'])));
      }
    }
    const client = createClient({ url: base!.replace(/^http/, 'ws') + '/graphql', webSocketImpl: Socket, connectionParams: { authorization: `Bearer ${ann.token}` }, retryAttempts: 0 });
    const received = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription($id: ID!) { matchEvents(matchId: $id, afterVersion: 1) { kind match { version ply } } }', variables: { id: m.id } },
        { next: (msg) => resolve(msg.data), error: reject, complete: () => undefined },
      );
    });
    // The subscription is registered once the socket answers an operation on it.
    for (let i = 0; i < 50 && !socketServer; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect(socketServer).toMatch(/^app[12]$/);
    const moved = await api.other(socketServer, 'POST', `/v1/matches/${m.id}/moves`, ann, { move: { type: 'draw' }, expectedVersion: 1 });
    expect(moved.status).toBe(200);
    expect(moved.servedBy).not.toBe(socketServer);
    expect(await received).toEqual({ matchEvents: { kind: 'move', match: { version: 2, ply: 1 } } });
    await client.dispose();
  });
});

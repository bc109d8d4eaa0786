/**
 * Issue 11: "none is lost or duplicated across a restart: a test kills and restarts the service
 * between events"; "kill -9 between commit and delivery loses nothing". The real process is
 * killed with SIGKILL right after its commits were answered, then started again on the same
 * database: an SSE client resuming from its last id gets exactly the events it missed, and the
 * webhook outbox delivers what the killed process never sent.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startReceiver, verifySignature, waitFor } from '../webhooks-receiver.js';
import { startServer, type Server } from './child.js';

const DB = `./data/test-crash-${process.pid}.db`;

async function call(s: Server, method: string, path: string, token: string | null, body?: unknown) {
  const r = await fetch(`${s.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The frames of an SSE stream until `n` events and a `ready` came. */
async function readEvents(s: Server, token: string, lastEventId: string, n: number): Promise<{ id: string; type: string }[]> {
  const gone = new AbortController();
  const res = await fetch(`${s.url}/v1/me/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'last-event-id': lastEventId }, signal: gone.signal });
  const reader = res.body!.getReader();
  let text = '';
  const deadline = Date.now() + 10_000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      const ids = [...text.matchAll(/^id: (\d+)\nevent: (\w+)$/gm)].map((m) => ({ id: m[1], type: m[2] }));
      if (ids.length >= n && text.includes('event: ready')) return ids;
    }
    throw new Error(`stream ended early: ${text}`);
  } finally {
    gone.abort();
  }
}

describe('a killed service loses no event (SIGKILL, the real process)', () => {
  let server: Server | null = null;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB}${suffix}`, { force: true });
  });

  it('resumes SSE exactly after the last id, and delivers the webhooks the killed process never sent', async () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB}${suffix}`, { force: true });
    const receiver = await startReceiver();
    try {
      // The first process writes events but sends no webhook (WEBHOOK_DISPATCH=false): they are
      // only in its outbox's source, the event log, when it dies.
      server = await startServer(DB, { WEBHOOK_DISPATCH: 'false', WEBHOOK_ALLOW_PRIVATE: 'true' });
      const name = (base: string) => `${base}_${randomBytes(4).toString('hex')}`;
      const ann = await call(server, 'POST', '/v1/auth/register', null, { username: name('ann'), password: 'correct horse battery' });
      const ben = await call(server, 'POST', '/v1/auth/register', null, { username: name('ben'), password: 'correct horse battery' });
      const hook = await call(server, 'POST', '/v1/me/webhooks', ann.accessToken, { url: `${receiver.url}/hook`, types: ['your_turn', 'match_finished'] });
      const m = await call(server, 'POST', '/v1/matches', ann.accessToken, { game: 'allmer-pyramid' });
      await call(server, 'POST', `/v1/matches/${m.id}/join`, ben.accessToken); // ann: your_turn (2)
      expect(await readEvents(server, ann.accessToken, '0', 2)).toEqual([
        { id: '1', type: 'match_created' },
        { id: '2', type: 'your_turn' },
      ]);
      const legal = await call(server, 'GET', `/v1/matches/${m.id}/legal-moves`, ann.accessToken);
      await call(server, 'POST', `/v1/matches/${m.id}/moves`, ann.accessToken, { move: legal.moves[0], expectedVersion: legal.version });
      await call(server, 'POST', `/v1/matches/${m.id}/resign`, ben.accessToken, {}); // ann: match_finished (3)
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      expect(receiver.received).toEqual([]);

      server = await startServer(DB, { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200' });
      // Exactly the event after 2, once.
      expect(await readEvents(server, ann.accessToken, '2', 1)).toEqual([{ id: '3', type: 'match_finished' }]);
      // The webhooks the first process never sent: ann's your_turn (2) and match_finished (3).
      await waitFor('two deliveries', () => receiver.received.length >= 2, 15_000);
      const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: { eventId: string } });
      expect(bodies.map((b) => [b.data.eventId, b.type]).sort()).toEqual([
        ['2', 'your_turn'],
        ['3', 'match_finished'],
      ]);
      for (const r of receiver.received) expect(verifySignature(hook.secret, r.headers, r.body)).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 90_000);
});

/**
 * Issue 15: "graceful shutdown on SIGTERM: stop accepting, finish requests in flight, close
 * sockets with a proper close code, then exit". The real entry point (src/main.ts) runs in its
 * own process, as `node dist/src/main.js` would, through the same swc transform as Jest.
 */
import { connect, type Socket } from 'node:net';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { startServer as startChild, type Server } from './child.js';

const DB = `./data/test-shutdown-${process.pid}.db`;

async function startServer(): Promise<Server> {
  rmSync(DB, { force: true });
  return startChild(DB, { SHUTDOWN_TIMEOUT_MS: '8000' });
}

/** Resolves once a new connection to the port is refused. */
async function refusesConnections(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(false);
      });
      s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server still accepts connections');
}

/** An HTTP request whose body is sent in two parts: the second only when the test says so. */
function slowRequest(port: number, path: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (c: Buffer) => (response += c.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(response)));
  const half = Math.floor(body.length / 2);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
  return { finish: () => socket.write(body.slice(half)), ended };
}

describe('graceful shutdown (the real process, SIGTERM)', () => {
  let server: Server;
  let token: string;
  const username = `shut_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    server = await startServer();
    const r = await fetch(`http://127.0.0.1:${server.port}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct horse battery' }),
    });
    token = ((await r.json()) as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(DB, { force: true });
  });

  it('stops accepting, closes idle connections, finishes the request in flight, closes graphql-ws with 1001, and exits 0', async () => {
    // A subscriber, signed in over graphql-ws.
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
      ws.on('message', (data) => (JSON.parse(data.toString()).type === 'connection_ack' ? resolve() : undefined));
      ws.once('error', reject);
    });
    // A keep-alive client between two requests.
    const idle = connect(server.port, '127.0.0.1');
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    await new Promise<void>((resolve) => {
      idle.once('data', () => resolve());
      idle.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    });
    // A sign-in whose body is still on its way when the signal comes. The pause lets the server
    // read its headers, which is what makes it a request in flight.
    const inFlight = slowRequest(server.port, '/v1/auth/login', JSON.stringify({ username, password: 'correct horse battery' }));
    await new Promise((r) => setTimeout(r, 500));

    server.child.kill('SIGTERM');
    await refusesConnections(server.port);
    await idleClosed; // the idle keep-alive connection does not hold the drain open
    expect(server.child.exitCode).toBeNull(); // still draining: the sign-in has not finished
    inFlight.finish();

    const response = await inFlight.ended;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/"accessToken"/);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(await closed).toBe(1001);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const messages = server.output.filter((l) => l.startsWith('{')).map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toEqual(expect.arrayContaining(['SIGTERM: shutting down', 'shut down']));
  }, 60_000);
});

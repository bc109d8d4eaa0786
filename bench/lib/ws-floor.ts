/**
 * The floor of a fan-out on this machine (bench:fanout's last phase): a bare `ws` server, no
 * GraphQL, no application, that sends one prebuilt text frame of a given size to every open socket
 * when its parent asks (IPC `{ type: 'broadcast', bytes }`), in batches of 200 sockets per turn of
 * the event loop as the service's follower hands out a version. What it costs per socket is what
 * any Node service pays with ws on this kernel's loopback: the frame's header, one corked `writev`
 * and the client's receiving side, which loopback charges to the sender.
 */
import { WebSocketServer, type WebSocket } from 'ws';
import { serveStats } from './child.js';

const BATCH = 200;
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
const sockets = new Set<WebSocket>();
wss.on('connection', (ws) => {
  sockets.add(ws);
  ws.once('close', () => sockets.delete(ws));
});
serveStats();
process.on('message', (m: { type: string; bytes?: number; seq?: number }) => {
  if (m.type !== 'broadcast') return;
  // One frame's bytes, shared by every socket: `{"seq":N,"pad":"xxx…"}` of the requested size.
  const head = `{"seq":${m.seq ?? 0},"pad":"`;
  const frame = Buffer.from(head + 'x'.repeat(Math.max(0, (m.bytes ?? 0) - head.length - 2)) + '"}');
  const all = [...sockets];
  const step = (from: number) => {
    for (const ws of all.slice(from, from + BATCH)) ws.send(frame, { binary: false });
    if (from + BATCH < all.length) setImmediate(() => step(from + BATCH));
  };
  step(0);
});
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
const address = wss.address();
process.send!({ type: 'ready', url: `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });

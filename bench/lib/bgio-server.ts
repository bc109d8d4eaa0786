/**
 * boardgame.io's server (in-memory storage, socket.io transport) as a benchmark child, hosting
 * the same pyramid-solitaire rules module as the service: a move is `apply`, each player receives
 * `view` (boardgame.io's playerView), the game ends on `outcome`. The seed comes in setupData.
 */
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { AnyGame } from '../../src/engine/game.js';
import { pyramidSolitaireGame } from '../../src/games/pyramid-solitaire/index.js';
import { serveStats } from './child.js';
import { BENCH_OPTIONS } from './options.js';

const require = createRequire(import.meta.url);
// boardgame.io ships CommonJS without ES module entry points for these.
const { Server } = require('boardgame.io/server') as { Server: (opts: object) => { run(config: object): Promise<{ appServer: { address(): { port: number } } }>; kill(s: unknown): void } };
const { INVALID_MOVE } = require('boardgame.io/core') as { INVALID_MOVE: string };

const game: AnyGame = pyramidSolitaireGame;
const options = game.schemas.options.parse(BENCH_OPTIONS);

const bgGame = {
  name: 'pyramid-solitaire',
  minPlayers: 1,
  maxPlayers: 1,
  setup: (_ctx: unknown, setupData: { seed: string }) => game.setup(options, 1, setupData.seed),
  moves: {
    play: {
      move: ({ G }: { G: unknown }, move: unknown) => {
        const r = game.apply(G, 0, game.schemas.move.parse(move));
        return r.ok ? r.state : INVALID_MOVE;
      },
      client: false,
    },
  },
  endIf: ({ G }: { G: unknown }) => {
    const o = game.outcome(G);
    return o.finished ? { winners: o.winners } : undefined;
  },
  playerView: ({ G, playerID }: { G: unknown; playerID: string | null }) => game.view(G, playerID === null ? null : Number(playerID)),
};

/** A free loopback port (boardgame.io takes a port number, and treats 0 as "none" for its API). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// The lobby API runs as its own Koa app: mounted on the game server's app, its routes answer 404
// (the socket transport wraps that app before the routes are added).
const apiPort = await freePort();
const server = Server({ games: [bgGame], origins: ['http://127.0.0.1'] });
const { appServer } = await server.run({ port: 0, lobbyConfig: { apiPort } });
serveStats();
process.on('SIGTERM', () => process.exit(0));
process.send!({ type: 'ready', url: `http://127.0.0.1:${appServer.address().port}`, apiUrl: `http://127.0.0.1:${apiPort}` });

/**
 * boardgame.io's server (in-memory storage, socket.io transport) as a benchmark child, hosting
 * the same rules modules as the service (COMPARE_GAMES: pyramid-solitaire, allmer-pyramid): a
 * move is `apply`, each player receives `view` (boardgame.io's playerView), the game ends on
 * `outcome`. The seed comes in setupData. A game of several seats ends its turn after each move
 * and gives the next to the seat the rules say acts (`toAct`); the one-seat game keeps
 * boardgame.io's default turn, as it always had here.
 */
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { AnyGame } from '../../src/engine/game.js';
import { GAMES } from '../../src/games/index.js';
import { serveStats } from './child.js';
import { COMPARE_GAMES } from './options.js';

const require = createRequire(import.meta.url);
// boardgame.io ships CommonJS without ES module entry points for these.
const { Server } = require('boardgame.io/server') as { Server: (opts: object) => { run(config: object): Promise<{ appServer: { address(): { port: number } } }>; kill(s: unknown): void } };
const { INVALID_MOVE } = require('boardgame.io/core') as { INVALID_MOVE: string };

function bgGameOf(game: AnyGame, rawOptions: Record<string, unknown>) {
  const options = game.schemas.options.parse(rawOptions);
  const first = (G: unknown) => game.toAct(G)[0] ?? 0;
  return {
    name: game.meta.id,
    minPlayers: game.meta.minPlayers,
    maxPlayers: game.meta.maxPlayers,
    setup: ({ ctx }: { ctx: { numPlayers: number } }, setupData: { seed: string }) => game.setup(options, ctx.numPlayers, setupData.seed, game.meta.rulesVersion),
    ...(game.meta.maxPlayers > 1 ? { turn: { maxMoves: 1, order: { first: ({ G }: { G: unknown }) => first(G), next: ({ G }: { G: unknown }) => first(G) } } } : {}),
    moves: {
      play: {
        move: ({ G, playerID }: { G: unknown; playerID: string }, move: unknown) => {
          const r = game.apply(G, Number(playerID), game.schemas.move.parse(move));
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
}

const bgGames = Object.entries(COMPARE_GAMES).map(([id, options]) => bgGameOf(GAMES.find((g) => g.meta.id === id)! as AnyGame, options));

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
const server = Server({ games: bgGames, origins: ['http://127.0.0.1'] });
const { appServer } = await server.run({ port: 0, lobbyConfig: { apiPort } });
serveStats();
process.on('SIGTERM', () => process.exit(0));
process.send!({ type: 'ready', url: `http://127.0.0.1:${appServer.address().port}`, apiUrl: `http://127.0.0.1:${apiPort}` });

/**
 * The integrator's path, in CI: generate a typed client from the committed OpenAPI document
 * (openapi-typescript), type-check a bot against it with strict tsc, and run the bot through
 * openapi-fetch against the real service: one bot that knows no game plays a match of every
 * registered game to its end, each seat posting back entries of its legal moves as they are.
 * Every request body and JSON answer on the way is validated against the document's schema for
 * that operation (and status).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Middleware } from 'openapi-fetch';
import { CLIENT_TYPES, clientTypes } from '../../src/app/tools/client-types.js';
import { Rng } from '../../src/engine/rng.js';
import { GAMES } from '../../src/games/index.js';
import { GAME_CASES } from '../../src/games/test-cases.js';
import { FixedSeeds, register, startApp, type Player, type TestApp } from '../support.js';
import { castsAndGameChecks } from './code-scan.js';
import { connect, playMatch } from './client/bot.js';

const DOCUMENT = 'openapi/openapi.json';
type Operation = {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};

/** Checks each request body and each answer against the document: the schema of its operation (and status) and media type. */
function contractCheck(doc: { paths: Record<string, Record<string, Operation>> }, seen: string[]): Middleware {
  // ajv is CommonJS whose module.exports is the class itself; TypeScript types the import as its namespace.
  const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  const templates = Object.keys(doc.paths).map((p) => ({ p, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  const pointer = (...parts: string[]) => `openapi.json#/paths/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  const locate = (request: Request) => {
    const path = new URL(request.url).pathname;
    const template = templates.find((t) => t.re.test(path))?.p;
    const method = request.method.toLowerCase();
    return { path, template, method, op: template ? doc.paths[template][method] : undefined };
  };
  const check = (ref: string, body: unknown, what: string) => {
    const validate = ajv.compile({ $ref: ref });
    if (!validate(body)) throw new Error(`${what}: ${ajv.errorsText(validate.errors)}`);
  };
  return {
    async onRequest({ request }) {
      const { path, template, method, op } = locate(request);
      const media = (request.headers.get('content-type') ?? '').split(';')[0];
      if (!template || !op?.requestBody) return undefined;
      if (!op.requestBody.content[media]) throw new Error(`${request.method} ${path} with a ${media} body: not in the document`);
      check(pointer(template, method, 'requestBody', 'content', media, 'schema'), await request.clone().json(), `${request.method} ${path} body`);
      seen.push(`${request.method} ${template} body`);
      return undefined;
    },
    async onResponse({ request, response }) {
      const { path, template, method, op } = locate(request);
      const media = (response.headers.get('content-type') ?? '').split(';')[0];
      const schema = op?.responses[String(response.status)]?.content?.[media]?.schema;
      if (!schema) throw new Error(`${request.method} ${path} -> ${response.status} ${media}: not in the document`);
      check(pointer(template!, method, 'responses', String(response.status), 'content', media, 'schema'), await response.clone().json(), `${request.method} ${path} -> ${response.status}`);
      seen.push(`${request.method} ${template} ${response.status}`);
      return undefined;
    },
  };
}

describe('a client generated from the committed OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Fixed seeds: every run plays the same matches (one per registered game).
    t = await startApp('generated-client', { seeds: new FixedSeeds(GAME_CASES.map((c) => `generated-client-${c.game.meta.id}`)) });
  });
  afterAll(() => t.close());

  it('is the one committed beside the bot (npm run schema:generate writes it)', async () => {
    expect(await clientTypes(readFileSync(DOCUMENT, 'utf8'))).toEqual(readFileSync(CLIENT_TYPES, 'utf8'));
  });

  it('type-checks the bot and the refused shapes with strict tsc', () => {
    // Throws, with tsc's diagnostics, on any error: also when an @ts-expect-error line compiles.
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'test/contract/client/tsconfig.json'], { stdio: 'pipe' });
  }, 180_000);

  it('posts a legal move back with no cast and no check of the game: legal-moves and the move body are typed per game', () => {
    // Read with TypeScript's parser: `x as T`, `<T>x`, `x!`, type predicates (`m is T`), and any
    // mention of a game (a `game` name, a registered game's id) in the bot.
    const ids = GAMES.map((g) => g.meta.id);
    expect(castsAndGameChecks(readFileSync('test/contract/client/bot.ts', 'utf8'), ids)).toEqual([]);
    // The scan finds what the bot had before issue 37: its check of the match's game, a cast.
    const before = `if (legal.data.game !== '${ids[0]}') throw new Error('x'); const { game } = match; const m = legal.data.moves[0]!; post({ move: m as Move });`;
    expect(castsAndGameChecks(before, ids)).toEqual([
      'legal.data.game',
      `legal.data.game !== '${ids[0]}'`,
      'game',
      'legal.data.moves[0]!',
      'm as Move',
    ]);
  });

  it("documents the body it posts: any game's legal move without `game`, only that game's with it", () => {
    const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...JSON.parse(readFileSync(DOCUMENT, 'utf8')), $id: 'openapi.json' });
    const body = ajv.compile({ $ref: 'openapi.json#/components/schemas/MoveRequest' });
    // One legal move of each registered game, from its start (its first seat to act).
    let refused = 0;
    for (const c of GAME_CASES) {
      const g = c.game;
      const state = g.setup(g.schemas.options.parse(c.play.options), c.play.seats, 'body-schema');
      const move = g.legalMoves(state, g.toAct(state)[0])[0];
      const other = GAMES.find((o) => o.meta.id !== g.meta.id && !o.schemas.move.safeParse(move).success);
      expect(body({ move, expectedVersion: 1 })).toBe(true);
      expect(body({ game: g.meta.id, move, expectedVersion: 1 })).toBe(true);
      if (other) expect(body({ game: other.meta.id, move, expectedVersion: 1 })).toBe(false);
      if (other) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(body({ move: { type: 'teleport' }, expectedVersion: 1 })).toBe(false);
  });

  describe.each(GAME_CASES.map((c) => [c.game.meta.id, c] as const))('the same bot, given a match of %s', (gameId, c) => {
    it('plays every seat to the end through openapi-fetch, every answer as documented', async () => {
      const doc = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
      const seen: string[] = [];
      const players: Player[] = [];
      for (let i = 0; i < c.play.seats; i++) players.push(await register(t, 'bot'));
      // The match is made outside the bot (it is given one): created by the first player, joined by the rest.
      const created = await t.http.post('/v1/matches').set(players[0].auth).send({ game: gameId, seats: c.play.seats, options: c.play.options }).expect(201);
      const id: string = created.body.id;
      for (const p of players.slice(1)) await t.http.post(`/v1/matches/${id}/join`).set(p.auth).expect(200);
      const seats = players.map((p) => {
        const client = connect(t.url, p.token);
        client.use(contractCheck(doc, seen));
        return client;
      });
      const rng = Rng.from({ seed: `generated-client-${gameId}`, counter: 0 });
      const result = await playMatch(seats, id, (n) => (n > 0 ? rng.int(n) : 0));
      expect(result.match.game).toBe(gameId);
      expect(result.match.status).toBe('finished');
      expect(result.match.outcome?.endedBy).toBe('rules');
      expect(result.moves).toBe(result.match.ply);
      // A problem answer is checked too: a finished match takes no moves (a documented 409).
      const over = await seats[0].POST('/v1/matches/{id}/moves', { params: { path: { id } }, body: { move: { type: 'draw' }, expectedVersion: 1 } });
      expect(over.error?.code).toBe('MATCH_NOT_ACTIVE');
      expect(new Set(seen)).toEqual(new Set(['GET /v1/matches/{id}/legal-moves 200', 'POST /v1/matches/{id}/moves 200', 'GET /v1/matches/{id} 200', 'POST /v1/matches/{id}/moves body', 'POST /v1/matches/{id}/moves 409']));
    }, 180_000);
  });
});

/**
 * Every game's typed GraphQL surface, queried whole: its view, its legal moves and its history,
 * with every field of every member type, mid-game as each seat and as a spectator, and at the
 * end. A field that is null while the schema says non-null, two variants whose shared fields
 * conflict, or a hidden value typed too strictly fails here.
 */
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isLeafType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { GAMES } from '../src/games/index.js';
import { FixedSeeds, gql, register, startApp, type Player, type TestApp } from './support.js';

/** Every field of `type`, recursively (member types of unions as inline fragments). */
function selection(schema: GraphQLSchema, type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type)) return '';
  if (depth > 6) throw new Error(`selection too deep at ${type.name}`);
  if (isUnionType(type)) return `{ __typename ${schema.getPossibleTypes(type).map((m) => `... on ${m.name} ${selection(schema, m, depth + 1)}`).join(' ')} }`;
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !a.type.toString().endsWith('!')));
  return `{ __typename ${fields.map((f) => `${f.name} ${selection(schema, getNamedType(f.type), depth + 1)}`).join(' ')} }`;
}

/** The members of a union that belong to one game (their names start with its type name). */
function forGame(schema: GraphQLSchema, union: string, typeName: string): string {
  const members = schema.getPossibleTypes(schema.getType(union) as never).filter((m) => m.name.startsWith(typeName));
  expect(members.length).toBeGreaterThan(0);
  return `{ __typename ${members.map((m) => `... on ${m.name} ${selection(schema, m, 1)}`).join(' ')} }`;
}

describe('typed GraphQL for every game', () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  let players: Player[];
  let spectator: Player;
  beforeAll(async () => {
    // Two matches per game on the same seed (played alike: the same line, to the end and to mid-game).
    t = await startApp('graphql-typed', { seeds: new FixedSeeds(GAMES.flatMap((g) => [`typed-${g.meta.id}`, `typed-${g.meta.id}`])) }, { GRAPHQL_MAX_COST: '100000', GRAPHQL_MAX_ALIASES: '100' });
    schema = t.app.get(GraphQLSchemaHost).schema;
    players = [];
    for (let i = 0; i < Math.max(...GAMES.map((g) => g.meta.minPlayers)); i++) players.push(await register(t, `typed${i}`));
    spectator = await register(t, 'typedspec');
  });
  afterAll(() => t.close());

  for (const game of GAMES) {
    it(`${game.meta.id}: view, legal moves and history, every variant and field, as each seat and a spectator, mid-game and at the end`, async () => {
      const tn = game.meta.typeName;
      const view = forGame(schema, 'GameView', tn);
      const move = forGame(schema, 'GameMove', tn);
      const query = `query($id: ID!) {
        match(id: $id) { id status version view ${view} legalMoves ${move} }
        matchHistory(id: $id) { ply seat kind move ${move} }
      }`;
      const seats = game.meta.minPlayers;
      const viewers = [...players.slice(0, seats), spectator];
      const start = async () => {
        const m = (await t.http.post('/v1/matches').set(players[0].auth).send({ game: game.meta.id, seats }).expect(201)).body;
        for (let s = 1; s < seats; s++) await t.http.post(`/v1/matches/${m.id}/join`).set(players[s].auth).expect(200);
        return m.id as string;
      };

      const checkAll = async (id: string) => {
        const seen = { legalMoves: 0, history: 0 };
        for (const v of viewers) {
          const r = await gql(t, v.token, query, { id });
          expect(r.errors ?? []).toEqual([]);
          expect(r.data?.match.view.__typename.startsWith(tn)).toBe(true);
          seen.legalMoves += r.data?.match.legalMoves.length;
          seen.history += r.data?.matchHistory.length;
        }
        return seen;
      };
      /** Plays the first legal move `plies` times, or to the end; returns the plies played. */
      const play = async (id: string, plies: number) => {
        for (let i = 0; i < plies; i++) {
          const current = (await t.http.get(`/v1/matches/${id}`).set(players[0].auth).expect(200)).body;
          if (current.status !== 'active') return i;
          const seat = current.toAct[0];
          const legal = (await t.http.get(`/v1/matches/${id}/legal-moves`).set(players[seat].auth).expect(200)).body;
          await t.http.post(`/v1/matches/${id}/moves`).set(players[seat].auth).send({ move: legal.moves[0], expectedVersion: legal.version }).expect(200);
        }
        return plies;
      };
      // To the end first, to know the length of this line of play.
      const whole = await start();
      const length = await play(whole, 3000);
      const end = (await t.http.get(`/v1/matches/${whole}`).set(players[0].auth).expect(200)).body;
      if (end.status !== 'finished') {
        await t.http.post(`/v1/matches/${whole}/resign`).set(players[end.toAct[0] ?? 0].auth).send({}).expect(200);
      }
      await checkAll(whole);
      // Then the same line to mid-game: ply 7, or the last ply before the end of a shorter game.
      const mid = await start();
      expect(await play(mid, Math.min(7, length - 1))).toBe(Math.min(7, length - 1));
      const seen = await checkAll(mid);
      expect(seen.legalMoves).toBeGreaterThan(0); // someone must act mid-game, and sees typed moves
      expect(seen.history).toBeGreaterThan(0);
    });
  }
});
